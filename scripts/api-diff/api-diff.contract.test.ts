// npm run api:diff over temporary copies of specs/: a clean copy as the base, a copy with one
// seeded change of each kind as the head. Every seeded change must come out with its class.
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import YAML from 'yaml';
import { binPath, repoRoot } from '../lib/paths.js';

const run = promisify(execFile);
const cli = join(repoRoot, 'scripts', 'api-diff', 'cli.ts');

/** A parsed YAML document, edited in place below. */
type Json = Record<string, unknown>;
let dir: string;
let base: string;
let head: string;

/** The object at `path` inside a parsed document (the seeded edits know the shapes they edit). */
function obj(node: unknown, ...path: (string | number)[]): Json {
  const found = path.reduce<unknown>((n, key) => (n as Record<string | number, unknown>)[key], node);
  if (typeof found !== 'object' || found === null) throw new Error(`no object at ${path.join('.')}`);
  return found as Json;
}
/** The array at `path` inside a parsed document. */
function list(node: unknown, ...path: (string | number)[]): unknown[] {
  const found = path.reduce<unknown>((n, key) => (n as Record<string | number, unknown>)[key], node);
  if (!Array.isArray(found)) throw new Error(`no array at ${path.join('.')}`);
  return found;
}

async function edit(file: string, change: (doc: Json) => void) {
  const path = join(head, file);
  const doc = YAML.parse(await readFile(path, 'utf8')) as Json;
  change(doc);
  await writeFile(path, YAML.stringify(doc, { lineWidth: 0 }));
}
const body = (op: Json) => obj(op, 'post', 'requestBody', 'content', 'application/json', 'schema');
const answer = (op: Json) => obj(op, 'post', 'responses', '200', 'content', 'application/json', 'schema');

/** Runs the CLI; returns its exit code and output instead of throwing. */
async function apiDiff(args: string[]) {
  return run(binPath('tsx'), ['--conditions=sidechain-source', cli, ...args], {
    cwd: repoRoot,
    env: { ...process.env, NO_COLOR: '1' },
    maxBuffer: 64 * 1024 * 1024,
  }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (err: { code: number; stdout: string; stderr: string }) => ({ code: err.code, stdout: err.stdout + err.stderr }),
  );
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'api-diff-test-'));
  base = join(dir, 'base');
  head = join(dir, 'head');
  await cp(join(repoRoot, 'specs'), base, { recursive: true, filter: (p) => !p.includes('/tests') });
  await cp(base, head, { recursive: true });

  // ---- node API (OpenAPI): one change of each kind, each in its own operation
  await edit('node-api/openapi.yaml', (d) => {
    delete obj(d, 'paths')['/block/best']; // removed operation
    obj(d, 'paths')['/block/bestAgain'] = { $ref: 'paths/block/best.yaml' }; // new operation
  });
  await edit('node-api/paths/block/findById.yaml', (op) => {
    obj(body(op), 'properties').atHeight = { type: 'integer' }; // new required request field
    list(body(op), 'required').push('atHeight');
  });
  await edit('node-api/paths/submitter/getKeyRotationProof.yaml', (op) => {
    obj(body(op), 'properties', 'keyType').enum = [0]; // narrowed enum
  });
  await edit('node-api/paths/block/findIdByHeight.yaml', (op) => {
    const result = obj(answer(op), 'oneOf', 0, 'properties', 'result'); // removed response field
    delete obj(result, 'properties').blockId;
    result.required = [];
  });
  await edit('node-api/paths/block/findBlockInfoById.yaml', (op) => {
    obj(answer(op), 'oneOf', 1, 'properties', 'error').$ref = '../../components/schemas/errors/Error0102.yaml'; // changed error-code list
  });
  await edit('node-api/paths/wallet/allBoxes.yaml', (op) => {
    obj(body(op), 'properties').minValue = { type: 'integer' }; // new optional request field
  });
  await edit('node-api/paths/wallet/coinsBalance.yaml', (op) => {
    obj(op, 'post').description = 'Reworded.'; // documentation
  });

  // ---- EVM JSON-RPC (OpenRPC): per method
  await edit('evm-rpc/openrpc.yaml', (d) => {
    d.methods = list(d, 'methods').filter((m) => obj(m).$ref !== 'methods/web3/web3_clientVersion.yaml'); // removed method
    list(d, 'methods').push({ $ref: 'methods/eth/eth_chainIdAgain.yaml' }); // new method
  });
  await writeFile(
    join(head, 'evm-rpc/methods/eth/eth_chainIdAgain.yaml'),
    (await readFile(join(head, 'evm-rpc/methods/eth/eth_chainId.yaml'), 'utf8')).replace(
      'name: eth_chainId',
      'name: eth_chainIdAgain',
    ),
  );
  await edit('evm-rpc/methods/eth/eth_getBlockByNumber.yaml', (m) => {
    list(m, 'params').reverse(); // changed param order
    list(m, 'errors').pop(); // changed error-code list
  });
  await edit('evm-rpc/methods/eth/eth_chainId.yaml', (m) => {
    list(m, 'params').push({ name: 'network', required: true, schema: { type: 'string' } }); // new required param
  });
  await edit('evm-rpc/methods/net/net_listening.yaml', (m) => {
    obj(m, 'result').schema = { type: 'string' }; // changed result type
  });
  await edit('evm-rpc/methods/net/net_peerCount.yaml', (m) => {
    list(m, 'params').push({ name: 'inbound', required: false, schema: { type: 'boolean' } }); // new optional param
  });
  await edit('evm-rpc/methods/net/net_version.yaml', (m) => {
    m.summary = 'Reworded.'; // documentation
  });
});

afterAll(() => rm(dir, { recursive: true, force: true }));

interface Change {
  kind: string;
  where: string;
  what: string;
}
interface Report {
  document: string;
  severity: string;
  changes: Change[];
  problem?: string;
}

describe('api:diff on seeded changes', () => {
  let code: number;
  let report: Report[];
  beforeAll(async () => {
    const r = await apiDiff([
      '--base-specs',
      base,
      '--head-specs',
      head,
      '--base-version',
      'node-api=0.1.0',
      '--base-version',
      'evm-rpc=0.1.0',
      '--head-version',
      'node-api=0.1.1',
      '--head-version',
      'evm-rpc=0.1.1',
      '--check-versions',
      '--json',
    ]);
    code = r.code;
    report = JSON.parse(r.stdout.slice(0, r.stdout.lastIndexOf(']') + 1)) as Report[];
  }, 120_000);

  const changesOf = (doc: string) => report.find((r) => r.document === doc)!.changes;
  const expectChange = (doc: string, kind: string, where: string, what: RegExp) =>
    expect(changesOf(doc), `${kind} ${where} ${what}`).toContainEqual(
      expect.objectContaining({ kind, where, what: expect.stringMatching(what) }),
    );

  test.each([
    ['breaking', 'POST /block/best', /Removed\] operation/, 'removed operation'],
    ['breaking', 'POST /block/findById', /Added\] required status to `atHeight`/, 'new required request field'],
    [
      'breaking',
      'POST /submitter/getKeyRotationProof',
      /possible values of `keyType` in Request Body/,
      'narrowed enum',
    ],
    [
      'breaking',
      'POST /block/findIdByHeight',
      /Removed\] property `result.blockId`|Removed\] property `blockId`/,
      'removed response field',
    ],
    ['breaking', 'POST /block/findBlockInfoById', /error codes removed: 0101/, 'changed error-code list'],
    ['non-breaking', 'POST /block/bestAgain', /Added\] operation/, 'new operation'],
    ['non-breaking', 'POST /wallet/allBoxes', /Added\] property `minValue`/, 'new optional request field'],
    ['docs', 'POST /wallet/coinsBalance', /description/, 'reworded description'],
  ])('node-api: %s %s (%s)', (kind, where, what) => {
    expectChange('node-api', kind, where, what);
  });

  test.each([
    ['breaking', 'web3_clientVersion', /Removed\] operation/, 'removed method'],
    [
      'breaking',
      'eth_getBlockByNumber',
      /param order changed: \[block, hydrated\] → \[hydrated, block\]/,
      'changed param order',
    ],
    ['breaking', 'eth_getBlockByNumber', /error codes removed/, 'changed error-code list'],
    ['breaking', 'eth_chainId', /Added\] required status to `network`/, 'new required param'],
    ['breaking', 'net_listening', /Replaced\] type definition in Response/, 'changed result type'],
    ['non-breaking', 'eth_chainIdAgain', /Added\] operation/, 'new method'],
    ['non-breaking', 'net_peerCount', /Added\] property `inbound`/, 'new optional param'],
    ['docs', 'net_version', /summary changed/, 'reworded summary'],
  ])('evm-rpc: %s %s (%s)', (kind, where, what) => {
    expectChange('evm-rpc', kind, where, what);
  });

  test('nothing else is called breaking, and the untouched operations do not appear', () => {
    const touched =
      /^(POST \/block\/(best|findById|findIdByHeight|findBlockInfoById)|POST \/submitter\/getKeyRotationProof|web3_clientVersion|eth_getBlockByNumber|eth_chainId|net_listening)$/;
    for (const doc of ['node-api', 'evm-rpc']) {
      expect(changesOf(doc).filter((c) => c.kind === 'breaking' && !touched.test(c.where))).toEqual([]);
    }
    expect(changesOf('node-api').some((c) => /\/block\/findLastIds|\/wallet\/importSecrets/.test(c.where))).toBe(false);
  });

  test('the release check fails: breaking changes with only a patch bump', () => {
    expect(report.map((r) => r.severity)).toEqual(['breaking', 'breaking']);
    expect(report.map((r) => r.problem)).toEqual([
      expect.stringContaining('need at least 0.2.0'),
      expect.stringContaining('need at least 0.2.0'),
    ]);
    expect(code).toBe(1);
  });
});

test('identical documents: "no changes", exit 0', async () => {
  const r = await apiDiff(['--base-specs', base, '--head-specs', base, '--check-versions']);
  expect(r.stdout.trim().split('\n').at(-1)).toBe('no changes');
  expect(r.code).toBe(0);
}, 120_000);

test('a usage mistake is one line and a pointer to --help, exit 2; --help prints the usage', async () => {
  const wrong = await apiDiff(['--bogus']);
  expect(wrong.stdout).toBe("api:diff: Unknown option '--bogus'\nRun 'api:diff --help' for usage.\n");
  expect(wrong.code).toBe(2);
  const help = await apiDiff(['--help']);
  expect(help.stdout).toMatch(/^Usage: npm run api:diff -- \[options\]\n/);
  expect(help.code).toBe(0);
});
