// The conformance CLI (packages/conformance), run as a real process against the real sandbox: the
// stateful node answers every operation per the contract, the read-only ones and the writes, and
// answers invalid bodies as the node does (400, plain text), not with Prism's 422.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, start, type Running } from './helpers.js';

const run = promisify(execFile);
const CLI = join(import.meta.dirname, '../../../packages/conformance/src/cli.mjs');

interface Report {
  checked: number;
  violations: { operation: string; kind: string; message: string }[];
  skipped: { operation: string }[];
}

async function conform(args: string[]): Promise<{ code: number; report: Report }> {
  const result = await run(process.execPath, [CLI, 'node', ...args, '--json'], { maxBuffer: 64 * 1024 * 1024 }).then(
    (r) => ({ code: 0, stdout: r.stdout }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout }),
  );
  return { code: result.code, report: JSON.parse(result.stdout) as Report };
}

describe('npm run conform against the sandbox', () => {
  let sb: Running;
  beforeAll(async () => {
    ({ sb } = await start({ seed: 'conformance' }));
  });
  afterAll(async () => {
    await sb?.close();
  });

  it('an invalid body is answered 400 in the node\'s plain-text style, naming what is wrong', async () => {
    const res = await post(sb.url, '/block/findById', { body: '{"blockId":"ab","unexpected":1}' });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.text).toMatch(/^The request content was malformed:\n/);
    expect(res.text).toContain('Unrecognized field "unexpected"');
  });

  it('read-only operations: 0 violations, exit 0', async () => {
    const { code, report } = await conform(['--url', sb.url, '--api-key', sb.apiKey]);
    expect(report.checked).toBeGreaterThan(40);
    expect(report.violations).toEqual([]);
    expect(code).toBe(0);
  });

  it('with --allow-writes, the operations that change state too: 0 violations, exit 0', async () => {
    const { code, report } = await conform(['--url', sb.url, '--api-key', sb.apiKey, '--allow-writes']);
    expect(report.checked).toBeGreaterThan(report.skipped.length);
    expect(report.violations).toEqual([]);
    expect(code).toBe(0);
  });
});
