// The recordings of a real 0.11.0 node (specs/node-api/recordings/, `npm run record:node`) held against the
// contract: every answer as the contract runtime checks it (status, headers, media type, schema, exact int64,
// business codes), each file exact (its Content-Length is its body's length), every operation either
// recorded or listed in missing.yaml with the reason, and each example tied to a recording equal to it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NodeContract, nodeFramework, readNodeRequest } from '@sidechain-api/contract';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import {
  comparableValue,
  recordedExamples,
  recordedValue,
  untiedExamples,
} from '../../../scripts/record-node/examples.js';
import { answerJson, RECORDED_NODE, RECORDINGS_DIR, readRecordings } from '../../../scripts/record-node/recording.js';
import { headerValue } from '../../../scripts/record-node/wire.js';

const contract = new NodeContract();
const recordings = readRecordings();
const lowerCaseHeaders = (headers: [string, string][]) =>
  Object.fromEntries(headers.map(([n, v]) => [n.toLowerCase(), v]));

interface MissingTable {
  /** Operations without any recording: operationId → why a standalone node cannot answer it. */
  operations: Record<string, string> | null;
  /** Operations recorded, but never with a success: operationId → why. */
  noSuccess: Record<string, string> | null;
}
const missing = parse(readFileSync(path.join(RECORDINGS_DIR, 'missing.yaml'), 'utf8')) as MissingTable;

/** A success: HTTP 200 without an `error` member (a result, or a bare "OK"). */
const succeeded = (r: (typeof recordings)[number]) => {
  const json = answerJson(r);
  return (
    r.response.status === 200 && json !== undefined && !(typeof json === 'object' && json !== null && 'error' in json)
  );
};

const onOperations = recordings.filter(
  (r): r is (typeof recordings)[number] & { operationId: string } => r.operationId !== undefined,
);

describe('recordings of the real node', () => {
  test('there are recordings, each from the 0.11.0 node, filed under the operation of its path', () => {
    expect(recordings.length).toBeGreaterThan(100);
    for (const r of recordings) {
      expect(r.node, r.name).toBe(RECORDED_NODE);
      const operation = contract.operationAt(r.request.target);
      expect(r.operationId, r.name).toBe(operation?.operationId);
      expect(r.name.startsWith(operation ? `${r.request.target.slice(1)}/` : 'http/'), r.name).toBe(true);
    }
  });

  test.each(recordings.map((r) => [r.name, r] as const))('%s: exact bytes', (_, r) => {
    for (const message of [r.request, r.response]) {
      const length = headerValue(message.headers, 'content-length');
      if (length !== undefined && !(message === r.response && r.request.method === 'HEAD'))
        expect(Buffer.byteLength(message.body, 'utf8'), r.name).toBe(Number(length));
    }
  });

  test.each(onOperations.map((r) => [r.name, r] as const))('%s: the answer is one the contract describes', (_, r) => {
    const operation = contract.operationAt(r.request.target);
    if (!operation) throw new Error(`no operation at ${r.request.target}`);
    const answer = { status: r.response.status, headers: lowerCaseHeaders(r.response.headers), body: r.response.body };
    expect(contract.checkAnswer(operation, answer, r.request.method).problems).toEqual([]);
  });

  test("the contract runtime words the node's 400 for an unknown member byte for byte", () => {
    const unknownMember = recordings.filter((r) => r.name.includes('/unknown-member'));
    expect(unknownMember.length).toBeGreaterThanOrEqual(2);
    for (const r of unknownMember) {
      const operation = contract.operationAt(r.request.target);
      if (!operation) throw new Error(`no operation at ${r.request.target}`);
      const read = readNodeRequest(contract, operation, r.request.body);
      expect(read.ok ? 'read' : read.answer.body, r.name).toBe(r.response.body);
    }
  });

  test('a path that is no operation gets the framework answers of the contract runtime', () => {
    const edges = recordings.filter((r) => r.operationId === undefined);
    expect(edges.map((r) => r.name)).toContain('http/post-unknown-path');
    for (const r of edges) {
      if (r.request.method === 'GET' && r.request.target === '/') {
        // the node's Swagger UI: GET / is redirected (SwaggerConfigRoute at tag 0.11.0)
        expect([r.response.status, headerValue(r.response.headers, 'location')], r.name).toEqual([308, '/swagger']);
        continue;
      }
      const expected =
        r.request.method === 'GET' || r.request.method === 'POST'
          ? nodeFramework.notFound()
          : nodeFramework.methodNotAllowed(['GET']);
      expect(
        { status: r.response.status, headers: lowerCaseHeaders(r.response.headers), body: r.response.body },
        r.name,
      ).toMatchObject({ status: expected.status, headers: expected.headers, body: expected.body });
    }
  });
});

describe('the operations the recordings cover', () => {
  const recorded = new Set(onOperations.map((r) => r.operationId));
  const missingOps = missing.operations ?? {};
  const noSuccess = missing.noSuccess ?? {};

  test('every operation is recorded or listed as missing with its reason, never both', () => {
    for (const o of contract.operations) {
      const listed = o.operationId in missingOps;
      expect(recorded.has(o.operationId) !== listed, `${o.operationId}: recorded or listed in missing.yaml`).toBe(true);
    }
    for (const [id, reason] of Object.entries(missingOps)) {
      expect(contract.operation(id), id).toBeDefined();
      expect(reason.length, id).toBeGreaterThan(20);
    }
  });

  test('at least 60 of the 71 operations are recorded', () => {
    expect(contract.operations.length).toBe(71);
    expect(recorded.size).toBeGreaterThanOrEqual(60);
  });

  test('an operation recorded without a success is listed with the reason, and a listed one has none', () => {
    const withSuccess = new Set(onOperations.filter(succeeded).map((r) => r.operationId));
    for (const id of recorded) {
      expect(withSuccess.has(id) !== id in noSuccess, `${id}: a success recorded, or listed in noSuccess`).toBe(true);
    }
    for (const reason of Object.values(noSuccess)) expect(reason.length).toBeGreaterThan(20);
  });
});

describe('the examples that hold no recording', () => {
  const table = parse(readFileSync(path.join(RECORDINGS_DIR, 'unrecorded-examples.yaml'), 'utf8')) as {
    cannot: Record<string, string> | null;
    notYet: Record<string, string> | null;
  };
  const cannot = table.cannot ?? {};
  const notYet = table.notYet ?? {};

  test('each is listed in unrecorded-examples.yaml with the reason, and each listed one is untied', () => {
    const untied = untiedExamples();
    const listed = [...Object.keys(cannot), ...Object.keys(notYet)];
    expect(
      untied.filter((key) => !listed.includes(key)),
      'untied and not listed',
    ).toEqual([]);
    expect(
      listed.filter((key) => !untied.includes(key)),
      'listed but tied or gone',
    ).toEqual([]);
    expect(
      Object.keys(cannot).filter((key) => key in notYet),
      'listed twice',
    ).toEqual([]);
    for (const [key, reason] of Object.entries({ ...cannot, ...notYet }))
      expect(reason.length, key).toBeGreaterThan(20);
    console.log(
      `examples: ${recordedExamples().length} from recordings, ${Object.keys(cannot).length} a standalone node ` +
        `cannot answer, ${Object.keys(notYet).length} not recorded yet`,
    );
  });
});

describe('the examples that come from the recordings (x-recording)', () => {
  const examples = recordedExamples();
  const byName = new Map(recordings.map((r) => [r.name, r]));

  test('every operation the node answered with HTTP 200 has an example tied to such a recording', () => {
    const tied = new Set(examples.map((e) => byName.get(e.recording)?.operationId));
    const answered = new Set(onOperations.filter((r) => r.response.status === 200).map((r) => r.operationId));
    expect([...answered].filter((id) => !tied.has(id))).toEqual([]);
  });

  test.each(examples.map((e) => [`${e.file} ${e.at.slice(-1)[0]}`, e] as const))(
    '%s holds what its recording holds',
    (_, e) => {
      const recording = byName.get(e.recording);
      if (!recording) throw new Error(`x-recording ${e.recording} is no recording`);
      if (e.part === 'response') {
        const status = e.at.includes('responses') ? e.at[e.at.indexOf('responses') + 1] : undefined;
        if (status !== undefined) expect(String(recording.response.status)).toBe(String(status));
      }
      expect(comparableValue(recording, e.part, e.value)).toBe(
        comparableValue(recording, e.part, recordedValue(recording, e.part)),
      );
    },
  );
});
