/**
 * Real traffic against the document: every exchange recorded by ethereum/execution-apis (geth
 * against its test chain) for a method the document covers must fit the method's param schemas
 * (by position) and its result schema, or carry a well-formed JSON-RPC error. The same check as
 * execution-apis' own speccheck, except that error responses are checked for shape too.
 *
 * An exchange the node answered with -32602 (invalid params) is a negative test: it passes when
 * the document rejects those params too. Every recorded error code must be one the method lists
 * in its `errors`, so a client switching on the documented codes sees no surprise.
 *
 * Exchanges that cannot pass are listed, with a reason, in fixture-exceptions.yaml; instead of
 * the usual check, a test makes sure each of them still fails (so the list cannot go stale).
 *
 * The recordings were made with a go-ethereum v1.17.5 build; files that show behaviour no op-geth
 * release has are listed in fixture-clients.yaml. They are checked apart from the others, each held
 * to the outcome listed there, and reported on a line of their own, so passing them claims nothing
 * about op-geth.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { isCitation } from './citations.js';
import { type Exchange, readFixtures } from './io.js';
import {
  arrAt,
  checkErrorObject,
  checkPositionalParams,
  checkResult,
  fixturesDir,
  get,
  getMethod,
  type JsonObject,
  methods,
  num,
  objAt,
  resolveLocal,
} from './schemas.js';

interface ExceptionEntry {
  method: string;
  file: string;
  index: number;
  reason: string;
}
interface UncoveredEntry {
  method: string;
  reason: string;
}
/** A recording of behaviour no op-geth release has (fixture-clients.yaml). */
interface ClientFileEntry {
  file: string;
  document: 'accepts' | 'rejects' | 'not-described';
  reason: string;
  source: string;
}

const exceptionsFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixture-exceptions.yaml');
const listed = (parseYaml(readFileSync(exceptionsFile, 'utf8')) ?? {}) as {
  exceptions?: ExceptionEntry[] | null;
  uncovered?: UncoveredEntry[] | null;
};
const exceptions: ExceptionEntry[] = listed.exceptions ?? [];
const uncoveredListed: UncoveredEntry[] = listed.uncovered ?? [];
const exceptionId = (e: ExceptionEntry) => `${e.method}/${e.file}#${e.index}`;
const exceptionById = new Map(exceptions.map((e) => [exceptionId(e), e]));

const clientFilesFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixture-clients.yaml');
const clientFiles: ClientFileEntry[] = parseYaml(readFileSync(clientFilesFile, 'utf8'))?.files ?? [];
const clientFileByName = new Map(clientFiles.map((f) => [f.file, f]));
const fileOf = (ex: Exchange) => `${ex.folder}/${ex.file}`;

const { folders, exchanges } = readFixtures(fixturesDir);
const documented = methods();
/** Exchanges of described methods, except the recordings of behaviour no op-geth release has (checked on their own). */
const covered = exchanges.filter((ex) => documented.has(ex.folder) && !clientFileByName.has(fileOf(ex)));
const uncoveredFolders = folders.filter((f) => !documented.has(f));

/** Problems of one recorded exchange against the document (empty = passes). */
function checkExchange(ex: Exchange): string[] {
  const { request, response } = ex;
  const problems: string[] = [];
  if (request.jsonrpc !== '2.0') problems.push('request.jsonrpc is not "2.0"');
  if (response.jsonrpc !== '2.0') problems.push('response.jsonrpc is not "2.0"');
  if (response.id !== request.id)
    problems.push(`response id ${JSON.stringify(response.id)} != request id ${JSON.stringify(request.id)}`);
  const method = request.method;
  if (typeof method !== 'string' || !documented.has(method))
    return [...problems, `method ${JSON.stringify(method)} is not in the document`];
  const paramProblems = checkPositionalParams(method, request.params);
  const hasResult = 'result' in response;
  const hasError = 'error' in response;
  const errorCode = get(response, 'error', 'code');
  if (hasResult === hasError) problems.push('response must have exactly one of result / error');
  else if (hasResult) problems.push(...checkResult(method, response.result));
  else {
    problems.push(...checkErrorObject(response.error));
    const listed = listedErrorCodes(method);
    if (typeof errorCode === 'number' && !listed.includes(errorCode)) {
      problems.push(`error code ${errorCode} is not one the method lists (${listed.join(', ')})`);
    }
  }
  if (hasError && errorCode === INVALID_PARAMS) {
    // The node rejected these params: the document must reject them too.
    if (paramProblems.length === 0)
      problems.push('the node answered -32602 (invalid params) but the param schemas accept them');
  } else {
    problems.push(...paramProblems);
  }
  return problems;
}

const INVALID_PARAMS = -32602;

/** The codes of the method's `errors` list. */
function listedErrorCodes(method: string): unknown[] {
  return (getMethod(method).method.errors ?? []).map((e) => get(resolveLocal(e), 'code'));
}

function report(problems: string[]): string {
  return problems.join('\n');
}

describe('fixture set', () => {
  test('fixtures are present and the document covers some of them', () => {
    expect(folders.length).toBeGreaterThan(0);
    expect(exchanges.length).toBeGreaterThan(0);
    expect(covered.length).toBeGreaterThan(0);
    for (const ex of exchanges) expect(ex.request.method, ex.id).toBe(ex.folder);
  });

  test('method folders the document does not cover are exactly the ones listed under `uncovered`', () => {
    const listedNames = uncoveredListed.map((u) => u.method).sort();
    expect(new Set(listedNames).size, 'duplicate entries under uncovered').toBe(listedNames.length);
    for (const u of uncoveredListed) expect(u.reason, `reason for ${u.method}`).toMatch(/\S{3,}/);
    expect(listedNames).toEqual([...uncoveredFolders].sort());
  });
});

describe('eth_simulateV1 error recordings', () => {
  // Vendored for their error answers (fixtures README): simulate's own -380xx codes, -32000 and -32603.
  const simulate = covered.filter((ex) => ex.folder === 'eth_simulateV1');

  test('are present, all error answers, with codes of each kind, each one the method lists', () => {
    expect(simulate.length).toBeGreaterThan(0);
    for (const ex of simulate) expect('error' in ex.response, ex.id).toBe(true);
    const codes = new Set(simulate.map((ex) => num(get(ex.response, 'error', 'code'), `${ex.id} error.code`)));
    expect(
      [...codes].some((c) => c <= -38000 && c > -39000),
      'a -380xx code',
    ).toBe(true);
    expect([...codes]).toEqual(expect.arrayContaining([-32000, -32603]));
    const listed = listedErrorCodes('eth_simulateV1');
    expect([...codes].filter((c) => !listed.includes(c))).toEqual([]);
  });
});

describe('recorded exchanges fit the document', () => {
  // Listed exceptions are checked below ("… still fails"), not skipped here.
  for (const ex of covered.filter((c) => !exceptionById.has(c.id))) {
    test(ex.id, () => {
      const problems = checkExchange(ex);
      expect(problems, `${ex.id}\n${report(problems)}`).toEqual([]);
    });
  }
});

describe('fixture-exceptions.yaml', () => {
  test('entries are unique, well-formed and name a recorded exchange of a covered method', () => {
    expect(exceptionById.size, 'duplicate exception entries').toBe(exceptions.length);
    const ids = new Set(exchanges.map((ex) => ex.id));
    for (const e of exceptions) {
      const id = exceptionId(e);
      expect(Number.isInteger(e.index), `${id}: index must be an integer`).toBe(true);
      expect(e.reason, `${id}: reason`).toMatch(/\S{3,}/);
      expect(ids.has(id), `${id}: no such recorded exchange`).toBe(true);
      expect(documented.has(e.method), `${id}: method is not in the document (list it under uncovered instead)`).toBe(
        true,
      );
    }
  });

  for (const e of exceptions) {
    const id = exceptionId(e);
    test(`${id} still fails`, () => {
      const ex = covered.find((c) => c.id === id);
      expect(ex, `${id} is not a recorded exchange of a covered method`).toBeDefined();
      expect(checkExchange(ex!), `${id} now passes: remove it from fixture-exceptions.yaml`).not.toEqual([]);
    });
  }

  test('totals: passed + excepted = all exchanges of covered methods', async (ctx) => {
    const failing = covered.filter((ex) => checkExchange(ex).length > 0).map((ex) => ex.id);
    const passed = covered.length - failing.length;
    const excepted = covered.filter((ex) => exceptionById.has(ex.id)).length;
    const apart = exchanges.filter((ex) => clientFileByName.has(fileOf(ex))).length;
    const summary =
      `evm-rpc fixtures: ${passed}/${covered.length} exchanges of ${new Set(covered.map((c) => c.folder)).size} covered methods pass, ` +
      `${excepted} listed as exceptions; ${apart} exchanges in ${clientFiles.length} files of behaviour no op-geth release has checked apart; ` +
      `${exchanges.filter((ex) => !documented.has(ex.folder) && !clientFileByName.has(fileOf(ex))).length} further exchanges in ${uncoveredFolders.length} uncovered folders` +
      (uncoveredFolders.length ? ` (${uncoveredFolders.join(', ')})` : '');
    console.log(summary);
    await ctx.annotate(summary);
    // every failing exchange is a listed exception, and every listed exception fails
    expect(
      failing.filter((id) => !exceptionById.has(id)),
      'failing but not listed',
    ).toEqual([]);
    expect(passed + excepted).toBe(covered.length);
  });
});

describe('recordings of behaviour no op-geth release has (fixture-clients.yaml)', () => {
  const exchangesOf = (file: string) => exchanges.filter((ex) => fileOf(ex) === file);

  test('entries are unique, well-formed, name a vendored file and cite their source', () => {
    expect(clientFileByName.size, 'duplicate files').toBe(clientFiles.length);
    for (const f of clientFiles) {
      expect(exchangesOf(f.file).length, `${f.file}: no such recorded file`).toBeGreaterThan(0);
      expect(['accepts', 'rejects', 'not-described'], `${f.file}: document`).toContain(f.document);
      expect(f.reason, `${f.file}: reason`).toMatch(/\S{3,}/);
      expect(isCitation(f.source), `${f.file}: source ${f.source}`).toBe(true);
      // one list per exchange: a file of client behaviour is not also an exception
      expect(
        exceptions.filter((e) => `${e.method}/${e.file}` === f.file),
        `${f.file} is also in fixture-exceptions.yaml`,
      ).toEqual([]);
    }
  });

  for (const f of clientFiles) {
    test(`${f.file}: the document ${f.document === 'not-described' ? 'does not describe the method' : f.document === 'accepts' ? 'accepts every exchange' : 'rejects every exchange'}`, () => {
      const [folder] = f.file.split('/');
      if (f.document === 'not-described') {
        expect(documented.has(folder!), `${folder} is in the document`).toBe(false);
        return;
      }
      expect(documented.has(folder!), `${folder} is not in the document`).toBe(true);
      for (const ex of exchangesOf(f.file)) {
        const problems = checkExchange(ex);
        if (f.document === 'accepts') expect(problems, `${ex.id}\n${report(problems)}`).toEqual([]);
        else
          expect(problems, `${ex.id} now passes: the document accepts behaviour no op-geth release has`).not.toEqual(
            [],
          );
      }
    });
  }

  test('totals', async (ctx) => {
    const count = (d: ClientFileEntry['document']) => clientFiles.filter((f) => f.document === d).length;
    const summary =
      `evm-rpc fixtures of behaviour no op-geth release has (fixture-clients.yaml): ${clientFiles.length} files, ` +
      `${count('accepts')} accepted (op-reth behaviour the document records), ${count('rejects')} rejected (the document follows op-geth), ` +
      `${count('not-described')} of methods the document leaves out; passing them claims nothing about op-geth`;
    console.log(summary);
    await ctx.annotate(summary);
    expect(clientFiles.length).toBeGreaterThan(0);
  });
});

describe('the exchange check can fail', () => {
  // Start from real recorded exchanges that pass, then break them in known ways.
  const pick = (folder: string, pred: (ex: Exchange) => boolean = () => true): Exchange => {
    const ex = covered.find((c) => c.folder === folder && pred(c) && checkExchange(c).length === 0);
    if (!ex) throw new Error(`no passing recorded ${folder} exchange to mutate`);
    return structuredClone(ex);
  };
  const mutate = (ex: Exchange, f: (req: JsonObject, res: JsonObject) => void): Exchange => {
    const copy = structuredClone(ex);
    f(copy.request, copy.response);
    return copy;
  };

  test('eth_chainId: a result without 0x is rejected', () => {
    const ex = pick('eth_chainId');
    expect(checkExchange(ex)).toEqual([]);
    expect(checkExchange(mutate(ex, (_q, r) => (r.result = 'c72dd9d5e883e')))).not.toEqual([]);
    expect(checkExchange(mutate(ex, (_q, r) => (r.result = 26514)))).not.toEqual([]);
  });

  test('eth_getBalance: a short address, a missing param list entry and an extra param are rejected', () => {
    const ex = pick('eth_getBalance', (c) => 'result' in c.response);
    expect(checkExchange(ex)).toEqual([]);
    expect(checkExchange(mutate(ex, (q) => (arrAt(q, 'params')[0] = '0x1234')))).not.toEqual([]);
    expect(checkExchange(mutate(ex, (q) => (q.params = [])))).not.toEqual([]);
    expect(checkExchange(mutate(ex, (q) => arrAt(q, 'params').push('0x1', '0x2', '0x3', '0x4')))).not.toEqual([]);
    expect(checkExchange(mutate(ex, (_q, r) => (r.result = 'lots')))).not.toEqual([]);
  });

  test('a -32602 answer to params the schema accepts is reported', () => {
    const ex = pick('eth_getBalance', (c) => 'result' in c.response);
    const rejectedByNode = mutate(ex, (_q, r) => {
      delete r.result;
      r.error = { code: -32602, message: 'invalid argument 0' };
    });
    expect(checkExchange(rejectedByNode)).toEqual([
      'the node answered -32602 (invalid params) but the param schemas accept them',
    ]);
    expect(checkExchange(mutate(rejectedByNode, (q) => (arrAt(q, 'params')[0] = '0x1234')))).toEqual([]);
  });

  test('a malformed error object and a response with both result and error are rejected', () => {
    const ex = pick('eth_getBalance', (c) => 'result' in c.response);
    expect(checkExchange(ex)).toEqual([]);
    const asError = mutate(ex, (_q, r) => {
      delete r.result;
      r.error = { code: -32000, message: 'header not found' };
    });
    expect(checkExchange(asError)).toEqual([]);
    expect(checkExchange(mutate(asError, (_q, r) => (objAt(r, 'error').code = '-32000')))).not.toEqual([]);
    expect(checkExchange(mutate(asError, (_q, r) => delete objAt(r, 'error').message))).not.toEqual([]);
    expect(checkExchange(mutate(asError, (_q, r) => (r.result = '0x1')))).not.toEqual([]);
  });

  test('an error code the method does not list is reported', () => {
    const ex = pick('eth_blockNumber');
    const unlisted = mutate(ex, (_q, r) => {
      delete r.result;
      r.error = { code: -38014, message: 'insufficient funds' };
    });
    expect(checkExchange(unlisted).join('\n')).toMatch(/error code -38014 is not one the method lists/);
  });
});
