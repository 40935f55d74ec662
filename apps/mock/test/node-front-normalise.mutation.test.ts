// How the node mock's front reads a request body and words a rejection the way the 0.11.0 node does
// (src/node-front/normalise.mjs), and what it reads of each operation (operations.mjs), as plain
// functions. The rules are in normalise.mjs's header, each citing the SDK source; over real
// sockets with Prism they are checked in node-front.test.ts. Written against mutants that survived
// `npm run test:mutation -- apps` (see CONTRIBUTING.md).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { MALFORMED_PREFIX, normaliseBody, violationsText } from '../src/node-front/normalise.mjs';
import { loadOperations } from '../src/node-front/operations.mjs';

describe('normaliseBody', () => {
  const withBody = { takesBody: true };

  test('an operation without a body never reads one', () => {
    expect(normaliseBody({ takesBody: false }, Buffer.from('not json'))).toEqual({ body: undefined });
  });

  test('an empty body is read as {}; a JSON body is passed on as it came', () => {
    expect(normaliseBody(withBody, Buffer.alloc(0)).body?.toString()).toBe('{}');
    const raw = Buffer.from(' {"a": 1} ');
    expect(normaliseBody(withBody, raw)).toEqual({ body: raw });
  });

  test('malformed JSON is the malformed-request text with the parser’s message', () => {
    let parserMessage = '';
    try {
      JSON.parse('{"a":');
    } catch (e) {
      parserMessage = (e as Error).message;
    }
    expect(normaliseBody(withBody, Buffer.from('{"a":'))).toEqual({
      malformed: `The request content was malformed:\n${parserMessage}`,
    });
  });
});

describe('violationsText', () => {
  const v = (message: string, location: (string | number)[] = ['request', 'body'], extra: object = {}) => ({
    message,
    location,
    severity: 'Error',
    ...extra,
  });

  test('one line per distinct error, after the malformed-request prefix; warnings and non-messages left out', () => {
    const text = violationsText([
      v("must have required property 'fee'"),
      v("must have required property 'fee'"),
      v('must be integer'),
      v('just a hint', [], { severity: 'Warning' }),
      { location: [] },
      null,
    ] as never);
    expect(text).toBe(`${MALFORMED_PREFIX}must have required property 'fee'\nmust be integer`);
    expect(MALFORMED_PREFIX).toBe('The request content was malformed:\n');
  });

  test('an unknown field is worded as Jackson words it, with its place in the body', () => {
    const unknown = (message: string, location: (string | number)[]) =>
      violationsText([v(message, location, { code: 'additionalProperties' })]);
    expect(unknown("must NOT have additional properties: 'foo'", ['request', 'body'])).toBe(
      `${MALFORMED_PREFIX}Unrecognized field "foo", not marked as ignorable`,
    );
    expect(unknown('must NOT have additional property "bar"', ['body', 'outputs', 0])).toBe(
      `${MALFORMED_PREFIX}Unrecognized field "bar" (in outputs.0), not marked as ignorable`,
    );
    expect(unknown('has an additional property baz', ['request', 'query'])).toBe(
      `${MALFORMED_PREFIX}Unrecognized field "baz", not marked as ignorable`,
    );
    expect(unknown('no name here', ['request', 'body'])).toBe(`${MALFORMED_PREFIX}no name here`);
  });

  test('the mock’s header text is parsed; anything else that is not a list says nothing', () => {
    expect(violationsText(JSON.stringify([v('must be integer')]))).toBe(`${MALFORMED_PREFIX}must be integer`);
    expect(violationsText('not json')).toBeUndefined();
    expect(violationsText('{"a":1}')).toBeUndefined();
    expect(violationsText(undefined)).toBeUndefined();
    expect(violationsText([])).toBeUndefined();
  });
});

describe('loadOperations', () => {
  test('reads each POST operation: whether it takes a body, and whether it is secured (its own security, else the document’s)', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ops-'));
    try {
      const file = path.join(dir, 'openapi.json');
      writeFileSync(
        file,
        JSON.stringify({
          security: [{ basic: [] }],
          paths: {
            '/a': { post: { requestBody: {} } },
            '/b': { post: { security: [] } },
            '/c': { post: { security: [{}] } },
            '/d': { get: {} },
          },
        }),
      );
      expect(Object.fromEntries(loadOperations(file))).toEqual({
        '/a': { takesBody: true, secured: true },
        '/b': { takesBody: false, secured: false },
        '/c': { takesBody: false, secured: false },
      });
      writeFileSync(file, JSON.stringify({ paths: { '/e': { post: {} } } }));
      expect(loadOperations(file).get('/e')).toEqual({ takesBody: false, secured: false });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
