/**
 * The sandbox answers like the node: the conformance CLI (packages/conformance, run as a real
 * process) finds no violation against it, read-only and with --allow-writes, and requests shaped
 * like the SDK's curl examples are read as the node reads them (the same rules and 400 texts as the
 * node mock's front).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, post, type Running, start } from './helpers.js';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const CONFORM_CLI = fileURLToPath(new URL('../../../packages/conformance/src/cli.mjs', import.meta.url));
const MALFORMED = 'The request content was malformed:\n';

interface Report {
  checked: number;
  violations: { operation: string; kind: string; message: string }[];
  skipped: { operation: string; reason: string }[];
}

/** Runs `node packages/conformance/src/cli.mjs node …` and reads its JSON report. */
function conform(args: string[]): Promise<{ code: number | null; report: Report; stderr: string }> {
  const child = spawn(process.execPath, [CONFORM_CLI, 'node', ...args, '--json'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  return new Promise((resolve, reject) =>
    child.once('close', (code) => {
      try {
        resolve({ code, report: JSON.parse(stdout) as Report, stderr });
      } catch {
        reject(new Error(`no JSON report (exit ${code}):\n${stdout}\n${stderr}`));
      }
    }),
  );
}

const violations = (r: Report) => r.violations.map((v) => `${v.operation} ${v.kind}: ${v.message}`);

let sb: Running;
beforeAll(async () => {
  ({ sb } = await start({ apiKey: 'x' }));
}, 60_000);
afterAll(async () => {
  await sb?.close();
});

describe("requests shaped like the SDK docs' curl examples are read as the node reads them", () => {
  it("`-d '{}'` (form Content-Type) and any body on an operation without a body: 200", async () => {
    for (const body of ['{}', 'not json']) {
      const a = await post(sb.url, '/block/best', {
        body,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(a.status, a.text).toBe(200);
      expect(JSON.parse(a.text)).toHaveProperty('result.block');
    }
  });

  it('JSON without Content-Type, and an empty body on an all-optional operation: 200', async () => {
    const best = JSON.parse((await post(sb.url, '/block/best')).text);
    const found = await post(sb.url, '/block/findById', { body: JSON.stringify({ blockId: best.result.block.id }) });
    expect(found.status, found.text).toBe(200);
    const boxes = await post(sb.url, '/wallet/allBoxes', { headers: { authorization: basic('x') } });
    expect(boxes.status, boxes.text).toBe(200);
    expect(JSON.parse(boxes.text)).toHaveProperty('result.boxes');
  });

  it("a body the contract rejects: 400 text/plain naming the problem (not Prism's 422)", async () => {
    const missing = await post(sb.url, '/block/findById', { body: '{}' });
    expect(missing.status).toBe(400);
    expect(missing.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(missing.text).toBe(`${MALFORMED}Request body must have required property 'blockId'`);
    const unknown = await post(sb.url, '/transaction/findById', {
      body: JSON.stringify({ transactionId: '0'.repeat(64), transactionIndex: true }),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.text).toBe(`${MALFORMED}Unrecognized field "transactionIndex", not marked as ignorable`);
  });

  it('malformed JSON: 400 text/plain, the malformed-request text with the parser message', async () => {
    const a = await post(sb.url, '/block/findById', {
      body: '{"blockId":',
      headers: { 'content-type': 'application/json' },
    });
    expect(a.status).toBe(400);
    expect(a.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(a.text.startsWith(MALFORMED)).toBe(true);
    expect(a.text.length).toBeGreaterThan(MALFORMED.length);
  });
});

describe('npm run conform -- node against the sandbox', () => {
  it('read-only: exit 0, 0 violations, every state-changing operation skipped', async () => {
    const run = await conform(['--url', sb.url, '--api-key', 'x']);
    expect(violations(run.report)).toEqual([]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.report.checked).toBe(41);
    expect(run.report.skipped.every((s) => /--allow-writes/.test(s.reason))).toBe(true);
  }, 60_000);

  it('--allow-writes: exit 0, 0 violations; only /node/stop is left out', async () => {
    const run = await conform(['--url', sb.url, '--api-key', 'x', '--allow-writes']);
    expect(violations(run.report)).toEqual([]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.report.checked).toBe(70);
    expect(run.report.skipped.map((s) => s.operation)).toEqual(['nodeStop']);
  }, 60_000);
});
