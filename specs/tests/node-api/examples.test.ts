// Every named example in the node API document validates against its schema (JSON Schema 2020-12,
// ajv), and every operation carries the examples users and Prism need.
import { describe, expect, test } from 'vitest';
import { errorText } from '../lib/ajv.js';
import {
  arr,
  deref,
  derefObj,
  doc,
  get,
  isObj,
  type JsonObject,
  obj,
  objAt,
  objEntries,
  operations,
  str,
  validatorAt,
} from './load.js';
import { rowByPath } from './reference.js';

interface ExampleCase {
  where: string;
  pointer: string[];
  name: string;
  value: unknown;
}

/** Every named example of one operation: request body and each response status and media type. */
function examplesOf(path: string, op: JsonObject): ExampleCase[] {
  const cases: ExampleCase[] = [];
  const collect = (where: string, pointer: string[], content: unknown) => {
    for (const [mediaType, media] of objEntries(content ?? {}, `${path} ${where} content`)) {
      for (const [name, example] of Object.entries(obj(media.examples ?? {}, `${path} ${where} examples`))) {
        cases.push({
          where: `${path} ${where} ${mediaType}`,
          pointer: [...pointer, 'content', mediaType, 'schema'],
          name,
          value: get(deref(example), 'value'),
        });
      }
    }
  };
  if (op.requestBody)
    collect('request', ['paths', path, 'post', 'requestBody'], derefObj(op.requestBody, 'requestBody').content);
  for (const [status, response] of objEntries(op.responses, `${path} responses`)) {
    // Shared responses are validated once, through components.responses below.
    if (!response.$ref) collect(status, ['paths', path, 'post', 'responses', status], response.content);
  }
  return cases;
}

const operationExamples = operations.flatMap(({ path, op }) => examplesOf(path, op));
const sharedResponseExamples = Object.entries(doc.components.responses ?? {}).flatMap(([name, response]) =>
  objEntries(response.content ?? {}, `components.responses.${name}.content`).flatMap(([mediaType, media]) =>
    objEntries(media.examples ?? {}, `components.responses.${name} ${mediaType} examples`).map(
      ([exampleName, example]) => ({
        where: `components.responses.${name} ${mediaType}`,
        pointer: ['components', 'responses', name, 'content', mediaType, 'schema'],
        name: exampleName,
        value: example.value,
      }),
    ),
  ),
);
const schemaExamples = Object.entries(doc.components.schemas).flatMap(([name, schema]) =>
  arr(schema.examples ?? [], `components.schemas.${name}.examples`).map((value, i) => ({
    where: `components.schemas.${name}`,
    pointer: ['components', 'schemas', name],
    name: `#${i}`,
    value,
  })),
);

describe('examples validate against their schemas', () => {
  test('there are examples to check', () => {
    expect(operationExamples.length).toBeGreaterThan(71 * 2);
  });
  test.each(
    [...operationExamples, ...sharedResponseExamples, ...schemaExamples].map(
      (c) => [`${c.where} ${c.name}`, c] as const,
    ),
  )('%s', (_, c) => {
    const validate = validatorAt(...c.pointer);
    expect(validate(c.value), errorText(validate)).toBe(true);
  });
});

describe('the validator rejects broken examples', () => {
  const findExample = (path: string, name: string) => {
    const found = operationExamples.find((c) => c.where.startsWith(`${path} `) && c.name === name);
    if (!found) throw new Error(`no example ${name} on ${path}`);
    return found;
  };
  const firstWhere = (path: string, predicate: (c: ExampleCase) => boolean) => {
    const found = operationExamples.find((c) => c.where.startsWith(`${path} `) && predicate(c));
    if (!found) throw new Error(`no such example on ${path}`);
    return found;
  };
  /** The example's value, a JSON object (a request body or an answer). */
  const bodyOf = (c: ExampleCase): JsonObject => obj(c.value, `${c.where} ${c.name}`);
  const rejects = (c: ExampleCase, value: unknown) => expect(validatorAt(...c.pointer)(value)).toBe(false);

  test('a block id one character short', () => {
    const c = firstWhere('/block/findById', (e) => e.where.includes('request'));
    rejects(c, { ...bodyOf(c), blockId: str(bodyOf(c).blockId, 'blockId').slice(1) });
  });
  test('an unknown request field', () => {
    const c = firstWhere('/transaction/findById', (e) => e.where.includes('request'));
    rejects(c, { ...bodyOf(c), transactionIndex: true });
  });
  test('an error code the operation does not answer', () => {
    const c = findExample(
      '/block/findById',
      Object.keys(
        objAt(
          deref(doc.paths['/block/findById']),
          'post',
          'responses',
          '200',
          'content',
          'application/json',
          'examples',
        ),
      ).find((n) => n !== 'found')!,
    );
    rejects(c, { error: { ...objAt(c.value, 'error'), code: '0102' } });
  });
  test('a numeric error code', () => {
    const c = firstWhere('/block/findById', (e) => get(e.value, 'error') !== undefined);
    rejects(c, { error: { ...objAt(c.value, 'error'), code: 101 } });
  });
  test('both result and error in one answer', () => {
    const ok = firstWhere('/block/best', (e) => get(e.value, 'result') !== undefined);
    const err = firstWhere('/block/best', (e) => get(e.value, 'error') !== undefined);
    rejects(ok, { ...bodyOf(ok), ...bodyOf(err) });
  });
  test('a box nonce given as a string', () => {
    const boxesOf = (e: ExampleCase) => get(e.value, 'result', 'boxes');
    const c = firstWhere('/wallet/allBoxes', (e) => arr(boxesOf(e) ?? [], 'boxes').length > 0);
    const [box, ...rest] = arr(boxesOf(c), 'result.boxes');
    rejects(c, { result: { boxes: [{ ...obj(box, 'boxes/0'), nonce: String(get(box, 'nonce')) }, ...rest] } });
  });
  test('numberOfElements above 100', () => {
    const c = firstWhere('/backup/getRestoredBoxes', (e) => e.where.includes('request'));
    rejects(c, { ...bodyOf(c), numberOfElements: 101 });
  });
});

describe.each(operations)('$path has the named examples it needs', ({ path, op }) => {
  const examples = examplesOf(path, op);
  test('a request example when it takes a body, a success example, an error example per business code', () => {
    if (op.requestBody) expect(examples.some((e) => e.where.includes(' request '))).toBe(true);
    const isError = (value: unknown) => isObj(value) && 'error' in value;
    const ok = examples.filter((e) => e.where.includes(' 200 ') && !isError(e.value));
    expect(ok.length).toBeGreaterThan(0);
    const answered = new Set(
      examples
        .filter((e) => e.where.includes(' 200 '))
        .map((e) => get(e.value, 'error', 'code'))
        .filter(Boolean),
    );
    expect([...answered].sort()).toEqual([...rowByPath.get(path)!.errors].sort());
  });
  test('example names are unique within the operation', () => {
    const names = examples.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
