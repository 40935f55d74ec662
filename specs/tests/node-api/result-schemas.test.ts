// The shared object schemas of the node API have exactly the members, required lists and JSON
// types of the resultSchemas table in reference.yaml, each row citing the class at tag 0.11.0.
import { describe, expect, test } from 'vitest';
import { arr, derefObj, doc, get, objAt } from './load.js';
import { type JsonType, reference } from './reference.js';

/** The JSON type(s) a property schema allows, through $ref, allOf, oneOf/anyOf and const. */
function jsonTypeOf(node: unknown): JsonType | JsonType[] {
  const schema = derefObj(node, 'property schema');
  // the document's `type`s are JSON Schema's (the reference table's `integer` is one of them)
  if (schema.type !== undefined) return schema.type as JsonType | JsonType[];
  for (const part of arr(schema.allOf ?? [], 'allOf')) {
    const type = jsonTypeOf(part);
    if (type !== undefined) return type;
  }
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches) {
    const types = [...new Set<JsonType>(arr(branches, 'oneOf/anyOf').flatMap((b) => jsonTypeOf(b)))];
    return types.length === 1 ? types[0]! : types;
  }
  throw new Error(`no JSON type in ${JSON.stringify(schema).slice(0, 120)}`);
}

const rows = Object.entries(reference.resultSchemas);
const objectSchemas = Object.entries(doc.components.schemas).filter(
  ([name, schema]) => !/^Error\d{4}$/.test(name) && schema.type === 'object' && schema.properties,
);

describe('shared object schemas against the reference table', () => {
  test('the table has a row for every shared object schema, and no other', () => {
    expect(rows.map(([name]) => name).sort()).toEqual(objectSchemas.map(([name]) => name).sort());
  });

  test.each(rows)('%s: required members, member names and JSON types', (name, row) => {
    const schema = objAt(doc, 'components', 'schemas', name);
    expect(objAt(schema, 'x-source').class, 'the schema cites the class of the table').toBe(row.source);
    expect([...arr(schema.required ?? [], `${name}.required`)].sort(), 'required').toEqual([...row.required].sort());
    expect(Object.keys(objAt(schema, 'properties')).sort(), 'members').toEqual(Object.keys(row.properties).sort());
    for (const [member, type] of Object.entries(row.properties)) {
      expect(jsonTypeOf(get(schema, 'properties', member)), `${name}.${member}`).toEqual(type);
    }
  });
});
