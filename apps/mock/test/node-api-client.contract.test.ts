// Contract tests of the typed node client (@sidechain-api/node-api) against Prism, kept with the mock so
// that the client's package depends on no server: ONE Prism process (server-kit's startPrism, mock
// mode, --errors, free port) serving the bundled document, every operation called through
// `node.<group>.<method>(…)`, answers checked with ajv (JSON Schema 2020-12) against the document.
// Needs `npm run build` (the bundle). The exact int64 round trip is tested in roundtrip.test.ts:
// Prism serves nonces through doubles.
import { nodeDocumentPath } from '@sidechain-api/contract';
import {
  type BodyOf,
  type CallOptions,
  createNodeClient,
  NodeBusinessError,
  type NodeClient,
  NodeHttpError,
  NodeUnauthorizedError,
  type OperationId,
  operationTable,
  type ResultOf,
} from '@sidechain-api/node-api';
import { type PrismHandle, startPrism } from '@sidechain-api/server-kit';
import { afterAll, beforeAll, describe, expect, expectTypeOf, test } from 'vitest';
import { errorText } from '../../../specs/tests/lib/ajv.js';
import {
  businessErrorCodes,
  doc,
  get,
  type JsonObject,
  obj,
  objAt,
  objs,
  operations,
  str,
  validatorAt,
} from '../../../specs/tests/node-api/load.js';
import { badRequests } from '../../../specs/tests/node-api/reference.js';

/** One row of the generated operation table, with its place in the client. */
interface Entry {
  group: string;
  method: string;
  path: string;
  operationId: OperationId;
  protected: boolean;
  hasBody: boolean;
  bare?: boolean;
}

const entries: Entry[] = Object.entries(operationTable).flatMap(([group, methods]) =>
  Object.entries(methods as Record<string, Omit<Entry, 'group' | 'method'>>).map(([method, e]) => ({
    group,
    method,
    ...e,
  })),
);
const opByPath = new Map<string, JsonObject>(operations.map(({ path, op }) => [path, op]));
/** The document's operation at a path of the generated table. */
const opOf = (path: string): JsonObject => {
  const op = opByPath.get(path);
  if (!op) throw new Error(`no operation ${path} in the document`);
  return op;
};

/** `examples` of a media type object as [name, value] pairs, in document order. */
const examplesOf = (media: unknown): Array<[string, unknown]> =>
  Object.entries(obj(get(media, 'examples') ?? {}, 'examples')).map(([name, ex]) => [name, get(ex, 'value')]);
const requestExamples = (op: JsonObject) => examplesOf(get(op, 'requestBody', 'content', 'application/json'));
const successExamples = (op: JsonObject) => examplesOf(objAt(op, 'responses', '200', 'content', 'application/json'));
/** The operation's first named request example, or undefined when it takes no body. */
const firstBody = (op: JsonObject): unknown => requestExamples(op)[0]?.[1];
const isBasicAuth = (op: JsonObject) =>
  objs(op.security ?? doc.security ?? [], 'security').some((req) => 'basicAuth' in req);
const validator200 = (path: string) =>
  validatorAt('paths', path, 'post', 'responses', '200', 'content', 'application/json', 'schema');

/**
 * The client decodes the spec's bigint properties (`nonce`) to `bigint`; the document's schemas
 * describe JSON numbers, so every bigint is turned back into a number before ajv sees it. (Prism
 * serves nonces through doubles anyway, so nothing is lost that was still there.)
 */
function bigintsToNumbers(value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (Array.isArray(value)) return value.map(bigintsToNumbers);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, bigintsToNumbers(v)]));
  }
  return value;
}

type AnyMethod = (...args: unknown[]) => Promise<unknown>;
/** Calls `client[group][method]` with the call shape of the operation: `(body, opts)` or `(opts)`. */
function invoke(client: NodeClient, e: Entry, body: unknown, opts?: CallOptions): Promise<unknown> {
  const fn = (client as unknown as Record<string, Record<string, AnyMethod>>)[e.group]![e.method]!;
  return e.hasBody ? fn(body, opts) : fn(opts);
}
/** The rejection of a call (fails the test when it resolves). */
async function rejection(p: Promise<unknown>): Promise<unknown> {
  const value = await p.then(
    (v) => ({ resolved: v }),
    (err: unknown) => ({ err }),
  );
  if ('resolved' in value)
    throw new Error(
      `expected a rejection, resolved to ${JSON.stringify(bigintsToNumbers(value.resolved)).slice(0, 200)}`,
    );
  return value.err;
}

const API_KEY = 'contract-test-key';
let mock: PrismHandle;
let node: NodeClient;
let anonymous: NodeClient;

beforeAll(async () => {
  mock = await startPrism({
    mode: 'mock',
    spec: nodeDocumentPath(),
    errors: true,
  });
  node = createNodeClient({ baseUrl: mock.url, apiKey: API_KEY });
  anonymous = createNodeClient({ baseUrl: mock.url });
});
afterAll(async () => {
  await mock?.stop();
});

describe('the client covers the document', () => {
  test('the generated table has exactly the 71 operations of the bundled document', () => {
    const fromDoc = operations
      .map(({ path, op }) => `${path} ${op.operationId} body=${Boolean(op.requestBody)} auth=${isBasicAuth(op)}`)
      .sort();
    const fromClient = entries.map((e) => `${e.path} ${e.operationId} body=${e.hasBody} auth=${e.protected}`).sort();
    expect(fromDoc).toHaveLength(71);
    expect(fromClient).toEqual(fromDoc);
  });
});

describe('every operation through the typed client validates against its HTTP 200 schema', () => {
  const exercised = new Set<string>();

  test.each(entries.map((e) => [`${e.group}.${e.method}`, e] as const))('%s', async (_, e) => {
    const op = opOf(e.path);
    const body = firstBody(op);
    const value = await invoke(node, e, body);
    expectTypeOf(value).toBeUnknown(); // the generic call is deliberately untyped; typed calls below

    // Wrap the resolved value back into the answer the document describes.
    const answer = e.bare ? value : { result: bigintsToNumbers(value) };
    if (e.bare) expect(value).toBe('OK');
    const validate = validator200(e.path);
    expect(validate(answer), errorText(validate)).toBe(true);
    // Prism's default answer is the first named example: the client decoded all of it.
    expect(answer).toEqual(successExamples(op)[0]![1]);
    exercised.add(e.operationId);
  });

  test('exactly 71 operations were exercised', () => {
    expect(exercised.size).toBe(71);
    expect([...exercised].sort()).toEqual(operations.map(({ op }) => op.operationId as string).sort());
  });
});

describe('typed calls resolve to the spec types (not any)', () => {
  test('block.best, wallet.allBoxes, node.removePeer, block.findById.safe', async () => {
    const best = await node.block.best();
    expectTypeOf(best).not.toBeAny();
    expectTypeOf(best).toEqualTypeOf<ResultOf<'blockBest'>>();
    expectTypeOf(best.height).toEqualTypeOf<number>();
    const v = validator200('/block/best');
    expect(v({ result: bigintsToNumbers(best) }), errorText(v)).toBe(true);

    const { boxes } = await node.wallet.allBoxes();
    expectTypeOf(boxes).not.toBeAny();
    expectTypeOf(boxes[0]!.nonce).toEqualTypeOf<bigint>();
    expect(typeof boxes[0]!.nonce).toBe('bigint');

    // the document's example is a body of the operation (the examples test validates it against the schema)
    const ok = await node.node.removePeer(firstBody(opOf('/node/removePeer')) as BodyOf<'nodeRemovePeer'>);
    expectTypeOf(ok).not.toBeAny();
    expect(ok).toBe('OK');

    const blockId = str(get(firstBody(opOf('/block/findById')), 'blockId'), '/block/findById example blockId');
    const settled = await node.block.findById.safe({ blockId }, { headers: { Prefer: 'example=blockNotFound' } });
    expectTypeOf(settled).not.toBeAny();
    expect(settled.error?.name).toBe('NodeBusinessError');
    if (settled.error?.name === 'NodeBusinessError') {
      expectTypeOf(settled.error.code).toEqualTypeOf<'0101'>();
      expect(settled.error.code).toBe('0101');
    }
  });
});

describe('business-error examples selected with Prefer surface as NodeBusinessError', () => {
  const cases = entries.flatMap((e) => {
    const op = opOf(e.path);
    return successExamples(op)
      .filter(([, value]) => value && typeof value === 'object' && 'error' in value)
      .map(([name, value]) => [`${e.group}.${e.method} ${name}`, e, op, name, objAt(value, 'error')] as const);
  });

  test('the document has business-error examples', () => {
    expect(cases.length).toBeGreaterThan(30);
  });

  test.each(cases)('%s', async (_, e, op, name, error) => {
    expect(businessErrorCodes(op)).toContain(error.code); // the example's code is one the schema allows
    const err = await rejection(invoke(node, e, firstBody(op), { headers: { Prefer: `example=${name}` } }));
    expect(err).toBeInstanceOf(NodeBusinessError);
    expect(err).toMatchObject({
      name: 'NodeBusinessError',
      status: 200,
      operationId: e.operationId,
      code: error.code,
      description: error.description,
      detail: error.detail,
    });
  });
});

describe('protected operations (security basicAuth) need the apiKey', () => {
  const protectedOps = entries.filter((e) => isBasicAuth(opOf(e.path)));

  test('36 operations are protected', () => {
    expect(protectedOps).toHaveLength(36);
  });

  test.each(protectedOps.map((e) => [`${e.group}.${e.method}`, e] as const))('%s', async (_, e) => {
    const body = firstBody(opOf(e.path));
    const err = await rejection(invoke(anonymous, e, body));
    expect(err).toBeInstanceOf(NodeUnauthorizedError);
    expect(err).toMatchObject({ name: 'NodeUnauthorizedError', status: 401, operationId: e.operationId });
    // the same call with the apiKey is let through
    await expect(invoke(node, e, body)).resolves.toBeDefined();
  });

  test('the 35 open operations answer without apiKey', async () => {
    const open = entries.filter((e) => !isBasicAuth(opOf(e.path)));
    expect(open).toHaveLength(35);
    const failures: string[] = [];
    for (const e of open) {
      await invoke(anonymous, e, firstBody(opOf(e.path))).catch((err: unknown) =>
        failures.push(`${e.operationId}: ${String(err)}`),
      );
    }
    expect(failures).toEqual([]);
  });
});

describe("invalid bodies give NodeHttpError 400 carrying Prism's violations", () => {
  // The cases are pinned in specs/tests/node-api/reference.yaml (badRequests), not derived from the
  // schema under test: a loosened request schema makes its case fail instead of disappearing.
  const entryByPath = new Map(entries.map((e) => [e.path, e]));
  const cases = badRequests.map((row) => {
    const e = entryByPath.get(row.path);
    if (!e) throw new Error(`badRequests row for unknown operation ${row.path}`);
    const { [row.drop ?? '']: _dropped, ...kept } = (firstBody(opOf(row.path)) ?? {}) as Record<string, unknown>;
    const body = { ...kept, ...row.set };
    return [`${e.group}.${e.method}: ${row.violation} ${row.field}`, e, body, row.field, row.violation] as const;
  });

  test('every operation that takes a body has an unknown-field case', () => {
    const withBody = entries
      .filter((e) => e.hasBody)
      .map((e) => e.path)
      .sort();
    const unknownField = badRequests
      .filter((r) => r.violation === 'additionalProperties')
      .map((r) => r.path)
      .sort();
    expect(unknownField).toEqual(withBody);
  });

  test.each(cases)('%s', async (_, e, body, field, code) => {
    const err = await rejection(invoke(node, e, body));
    expect(err).toBeInstanceOf(NodeHttpError);
    expect(err).not.toBeInstanceOf(NodeUnauthorizedError);
    const httpErr = err as NodeHttpError;
    expect(httpErr).toMatchObject({ name: 'NodeHttpError', status: 400, operationId: e.operationId });
    const violations = JSON.parse(httpErr.violations ?? '[]') as Array<{ code: string; message: string }>;
    const hit = violations.find((v) => v.code === code);
    expect(hit, httpErr.violations).toBeDefined();
    expect(hit!.message).toContain(field);
    expect(httpErr.message).toContain(field); // the error's own message quotes Prism's report
  });
});
