// Issue 24 #16: percent-encoded and odd request targets. `/block/%67enerate` skipped the old front's
// normalising and got Prism's 422/500 problem+json. akka-http matches decoded segments: it is
// /block/generate. Every odd target gets a node answer, and the sandbox stays as it was.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxProcess, spawnSandbox } from './child.js';
import { request } from './helpers.js';
import { expectUnharmed } from './hostile.js';

let sb: SandboxProcess;
beforeAll(async () => {
  sb = await spawnSandbox();
});
afterAll(() => sb?.stop());

/** A request with the target exactly as given (fetch would normalise it). */
function raw(target: string, body = ''): Promise<{ status: number; text: string }> {
  const url = new URL(sb.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, method: 'POST', path: target }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => {
        text += c.toString();
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('percent-encoded paths', () => {
  it('/block/%67enerate is routed as /block/generate and forges', async () => {
    const a = await raw('/block/%67enerate', '{"epochNumber":1,"slotNumber":2}');
    expect(a.status).toBe(200);
    expect(JSON.parse(a.text).result.blockId).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.parse((await request(sb.url, '/block/currentHeight')).text).result.height).toBe(2);
  });

  it('odd targets get node answers, never a problem+json', async () => {
    const cases: [string, number][] = [
      ['/%62%6c%6f%63%6b/%63urrentHeight', 200],
      ['/block/currentHeight?__dynamic=true', 200],
      ['/block%2FcurrentHeight', 404],
      ['/block/currentHeight/', 404],
      ['/block/currentHeight%00', 404],
      // outside every group's prefix only the swagger routes' GET rejects a POST (see the node request pipeline)
      ['//block/currentHeight', 405],
      ['/%2e%2e/block/currentHeight', 200],
      [`/${'a'.repeat(6000)}`, 405],
      ['/block/%zz', 400],
      ['/block/%', 400],
      ['/block/currentHeight#x', 400],
    ];
    for (const [target, status] of cases) {
      const a = await raw(target);
      expect([target, a.status]).toEqual([target, status]);
      expect(a.text).not.toContain('problem');
    }
    await expectUnharmed(sb);
  });
});
