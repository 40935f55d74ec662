// `x-result-variants` (specs/node-api/README.md): for every operation whose success answer depends on
// request fields, the extension maps the fields' values to the branch of the 200 `result` the node
// answers. Checked against the `resultBy` column of reference.yaml, read from each route at 0.11.0.
import { describe, expect, test } from 'vitest';
import {
  answerSchema,
  arr,
  branchesOf,
  deref,
  derefObj,
  get,
  isObj,
  type JsonObject,
  objAt,
  operations,
} from './load.js';
import { type FieldValue, operationRows, type ResultByRow, rowByPath } from './reference.js';

interface Discriminator {
  field: string;
  default: FieldValue;
}

interface Variant {
  when: Record<string, FieldValue>;
  result?: string;
  status?: number;
  reason?: string;
}

interface ResultVariants {
  discriminators: Discriminator[];
  variants: Variant[];
}

const requestSchema = (op: JsonObject): JsonObject =>
  derefObj(get(derefObj(op.requestBody, 'requestBody'), 'content', 'application/json', 'schema'), 'request schema');

/** The `result` schema of the operation's 200 success branch (none for the bare "OK" answers). */
function successResult(op: JsonObject): unknown {
  const success = branchesOf(answerSchema(op), '200 answer schema').find(
    (b) => isObj(b.properties) && 'result' in b.properties,
  );
  return get(success, 'properties', 'result');
}

/** The `$ref`s of the branches of a `result` that is a oneOf (empty when it is not). */
const resultBranches = (op: JsonObject): unknown[] =>
  arr(get(successResult(op), 'oneOf') ?? [], 'result oneOf').map((b) => get(b, '$ref'));

/** Every assignment of values to the fields, each field over its domain. */
function combinations(domains: Array<[string, FieldValue[]]>): Array<Record<string, FieldValue>> {
  return domains.reduce<Array<Record<string, FieldValue>>>(
    (acc, [field, values]) => acc.flatMap((partial) => values.map((value) => ({ ...partial, [field]: value }))),
    [{}],
  );
}

/** The values a field can take, from its request schema. */
function domainOf(property: unknown): FieldValue[] {
  const values = get(property, 'enum');
  if (Array.isArray(values))
    return values.map((v) => {
      if (typeof v !== 'boolean') throw new Error(`a request-field value that is not a boolean: ${JSON.stringify(v)}`);
      return v;
    });
  if (get(property, 'type') === 'boolean') return [true, false];
  throw new Error(`no finite domain for ${JSON.stringify(property)}`);
}

const matches = (when: Record<string, FieldValue>, values: Record<string, FieldValue>) =>
  Object.entries(when).every(([field, value]) => values[field] === value);

const withExtension = operations.filter(({ op }) => op['x-result-variants'] !== undefined);
const rowsWithResultBy = operationRows.filter((row) => row.resultBy !== undefined);

describe('which operations carry x-result-variants', () => {
  test('exactly those whose success answer the reference table says depends on request fields', () => {
    expect(rowsWithResultBy.length).toBeGreaterThan(0);
    expect(withExtension.map(({ path }) => path).sort()).toEqual(rowsWithResultBy.map((row) => row.path).sort());
  });

  test('exactly those whose 200 result is a choice of branches', () => {
    const choices = operations.filter(({ op }) => resultBranches(op).length > 0).map(({ path }) => path);
    expect(withExtension.map(({ path }) => path).sort()).toEqual(choices.sort());
  });
});

describe.each(withExtension)('$path x-result-variants', ({ path, op }) => {
  // its shape is what the tests below check, member by member
  const extension = op['x-result-variants'] as ResultVariants;
  const row: ResultByRow = rowByPath.get(path)!.resultBy!;
  const properties = objAt(requestSchema(op), 'properties');
  const fields = extension.discriminators.map((d) => d.field);
  const all = combinations(fields.map((field) => [field, domainOf(properties[field])]));

  test('names optional request fields, with the default of the request schema and of the route', () => {
    expect(Object.fromEntries(extension.discriminators.map((d) => [d.field, d.default]))).toEqual(row.fields);
    for (const { field, default: value } of extension.discriminators) {
      expect(properties[field], field).toBeDefined();
      expect(requestSchema(op).required ?? [], field).not.toContain(field);
      expect(get(properties, field, 'default'), `${field} default`).toBe(value);
      expect(domainOf(properties[field]), `${field} default in its domain`).toContain(value);
    }
  });

  test('each variant has a `when` over the discriminators and exactly one of `result` or `status`', () => {
    const statuses = Object.keys(objAt(op, 'responses')).filter((s) => s !== '200');
    for (const variant of extension.variants) {
      expect(
        Object.keys(variant.when).every((f) => fields.includes(f)),
        JSON.stringify(variant.when),
      ).toBe(true);
      expect((variant.result === undefined) !== (variant.status === undefined), JSON.stringify(variant)).toBe(true);
      if (variant.result !== undefined) {
        expect(variant.result).toMatch(/^#\/components\/schemas\/\w+$/);
        expect(deref({ $ref: variant.result }), variant.result).toBeDefined();
        expect(resultBranches(op), 'a branch of the 200 result').toContain(variant.result);
      } else {
        expect(statuses, 'a documented non-200 status').toContain(String(variant.status));
        expect(variant.reason?.length ?? 0, 'the reason of the status').toBeGreaterThan(10);
      }
    }
  });

  test('every combination of the discriminators’ values (absent = default) selects exactly one variant', () => {
    for (const values of all) {
      const selected = extension.variants.filter((v) => matches(v.when, values));
      expect(selected.length, JSON.stringify(values)).toBe(1);
    }
  });

  test('every branch of the 200 result is some variant’s result', () => {
    const reached = new Set(extension.variants.map((v) => v.result).filter(Boolean));
    expect([...reached].sort()).toEqual([...resultBranches(op)].sort());
  });

  test('each combination answers what the route answers', () => {
    for (const values of all) {
      const answers = row.answers.filter((a) => matches(a.when, values));
      expect(answers.length, `reference row, ${JSON.stringify(values)}`).toBe(1);
      const [answer] = answers;
      const variant = extension.variants.find((v) => matches(v.when, values))!;
      if (answer!.status !== undefined) {
        expect(variant.status, JSON.stringify(values)).toBe(answer!.status);
      } else {
        const schema = deref({ $ref: variant.result });
        expect(get(schema, 'x-source', 'class'), JSON.stringify(values)).toMatch(new RegExp(`#${answer!.class}$`));
      }
    }
  });

  test('the reference row cites the route of the operation', () => {
    expect(row.source).toBe(rowByPath.get(path)!.route);
  });
});
