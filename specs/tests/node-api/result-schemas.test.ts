// The shared object schemas of the node API have exactly the members, required lists and JSON
// types of the resultSchemas table in reference.yaml, each row citing the class at tag 0.11.0.
import { describe, expect, test } from 'vitest';
import { deref, doc, type Json } from './load.js';
import { type JsonType, reference } from './reference.js';

/** The JSON type(s) a property schema allows, through $ref, allOf, oneOf/anyOf and const. */
function jsonTypeOf(node: Json): JsonType | JsonType[] {
  const schema = deref(node);
  if (schema.type !== undefined) return schema.type;
  for (const part of schema.allOf ?? []) {
    const type = jsonTypeOf(part);
    if (type !== undefined) return type;
  }
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches) {
    const types = [...new Set<JsonType>(branches.flatMap((b: Json) => jsonTypeOf(b)))];
    return types.length === 1 ? types[0]! : types;
  }
  throw new Error(`no JSON type in ${JSON.stringify(schema).slice(0, 120)}`);
}

const rows = Object.entries(reference.resultSchemas);
const objectSchemas = Object.entries<Json>(doc.components.schemas).filter(
  ([name, schema]) => !/^Error\d{4}$/.test(name) && schema.type === 'object' && schema.properties,
);

describe('shared object schemas against the reference table', () => {
  test('the table has a row for every shared object schema, and no other', () => {
    expect(rows.map(([name]) => name).sort()).toEqual(objectSchemas.map(([name]) => name).sort());
  });

  test.each(rows)('%s: required members, member names and JSON types', (name, row) => {
    const schema = doc.components.schemas[name];
    expect(schema['x-source'].class, 'the schema cites the class of the table').toBe(row.source);
    expect([...(schema.required ?? [])].sort(), 'required').toEqual([...row.required].sort());
    expect(Object.keys(schema.properties).sort(), 'members').toEqual(Object.keys(row.properties).sort());
    for (const [member, type] of Object.entries(row.properties)) {
      expect(jsonTypeOf(schema.properties[member]), `${name}.${member}`).toEqual(type);
    }
  });
});
