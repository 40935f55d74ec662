// Issue 24 #8: bodies that make a validator work hard or answer at length, without credentials where the
// operation allows it. Prism grew to 2.1 GB on a 950k-element transactionsBytes array and answered 14.8 MB
// of 400 text for 1e5 invalid outputs. The sandbox bounds the body, reports the first problem in one line,
// and keeps its memory.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxProcess, spawnSandbox } from './child.js';
import { basic, request } from './helpers.js';
import { expectUnharmed } from './hostile.js';

let sb: SandboxProcess;
beforeAll(async () => {
  sb = await spawnSandbox();
});
afterAll(() => sb?.stop());

describe('amplification', () => {
  it('a 950k-element transactionsBytes array to /block/generate: refused at the body cap, 10 in parallel', async () => {
    const body = `{"transactionsBytes":[${Array.from({ length: 950_000 }, () => '"00"').join(',')}]}`;
    const answers = await Promise.all(Array.from({ length: 10 }, () => request(sb.url, '/block/generate', { body })));
    // the node's 413: akka-http's malformed-content line, then the size exception's one line
    for (const a of answers) expect([a.status, a.text.split('\n').length]).toEqual([413, 2]);
    await expectUnharmed(sb);
  });

  it('the largest array under the cap: parsed once, one short answer', async () => {
    const body = `{"transactionsBytes":[${Array.from({ length: 1_000_000 }, () => '0').join(',')}]}`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => request(sb.url, '/block/generate', { body })));
    // Jackson reads each 0 as the String "0"; the route decodes it as hex outside its Try: the node's text 500
    for (const a of answers) expect([a.status, a.text]).toEqual([500, 'There was an internal server error.']);
    await expectUnharmed(sb);
  });

  it('1e5 invalid outputs (1.2 MB): one short answer, not megabytes of violations', async () => {
    const body = `{"outputs":[${Array.from({ length: 100_000 }, () => '{"value":-1}').join(',')}]}`;
    const a = await request(sb.url, '/transaction/sendCoinsToAddress', {
      body,
      headers: { authorization: basic(sb.apiKey) },
    });
    // Jackson reads them all; the route stops at the first output's missing publicKey, as the node's does
    expect(a.status).toBe(200);
    expect(JSON.parse(a.text)).toMatchObject({ error: { code: '0204' } });
    expect(a.text.length).toBeLessThan(600);
    const noCredentials = await request(sb.url, '/transaction/sendCoinsToAddress', { body });
    expect(noCredentials.status).toBe(401);
    await expectUnharmed(sb);
  });
});
