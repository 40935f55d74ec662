// The node API mock: real Prism (pinned) on the bundled document, started once for the file.
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MockStartError, type NodeMock, prismVersion, startNodeMock } from '../src/prism.mjs';
import { BASIC, post, SPEC_PATH } from './helpers.js';

const BLOCK_ID = 'a'.repeat(64);

/** Processes whose process group is `pgid` (Prism and anything it forked). */
function groupMembers(pgid: number): string[] {
  const out = execFileSync('ps', ['-eo', 'pid=,pgid=,args='], { encoding: 'utf8' });
  return out
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .filter((f) => Number(f[1]) === pgid)
    .map((f) => f.join(' '));
}

let mock: NodeMock;

beforeAll(async () => {
  mock = await startNodeMock({ spec: SPEC_PATH });
});

afterAll(async () => {
  await mock?.stop();
});

describe('startNodeMock', () => {
  it('runs the pinned Prism on a free port of 127.0.0.1', () => {
    expect(prismVersion()).toBe('5.14.2');
    expect(mock.url).toBe(`http://127.0.0.1:${mock.port}`);
    expect(mock.port).toBeGreaterThan(0);
    expect(mock.port).not.toBe(9085);
    expect(groupMembers(mock.pid).join('\n')).toContain('prism-cli');
  });

  it('answers /block/best with a result', async () => {
    const res = await post(mock.url, '/block/best');
    expect(res.status).toBe(200);
    expect(res.headers.get('sl-violations')).toBeNull();
    expect(res.json).toHaveProperty('result.block.id');
    expect(res.json).not.toHaveProperty('error');
  });

  it('answers a protected operation without credentials with 401 and WWW-Authenticate', async () => {
    const res = await post(mock.url, '/wallet/coinsBalance');
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Basic /);
    expect(res.headers.get('sl-violations')).toContain('401');
  });

  it('accepts any Basic credentials on a protected operation', async () => {
    const res = await post(mock.url, '/wallet/coinsBalance', { headers: { authorization: BASIC } });
    expect(res.status).toBe(200);
    expect(res.json).toHaveProperty('result.balance');
  });

  it('does not ask for credentials on an open operation', async () => {
    const res = await post(mock.url, '/block/findById', { body: { blockId: BLOCK_ID } });
    expect(res.status).toBe(200);
    expect(res.json).toHaveProperty('result.height');
  });

  it('answers an unknown body field with the spec 400 and an sl-violations header', async () => {
    const res = await post(mock.url, '/block/findById', { body: { blockId: BLOCK_ID, transactionIndex: true } });
    expect(res.status).toBe(400);
    const violations = JSON.parse(res.headers.get('sl-violations') ?? '[]') as Array<{ code: string; message: string }>;
    expect(violations.map((v) => v.code)).toContain('additionalProperties');
    expect(violations.map((v) => v.message).join('\n')).toContain('transactionIndex');
  });

  it('answers a block id of the wrong length with the spec 400 naming the field', async () => {
    const res = await post(mock.url, '/block/findById', { body: { blockId: 'abc' } });
    expect(res.status).toBe(400);
    const violations = JSON.parse(res.headers.get('sl-violations') ?? '[]') as Array<{ location: string[] }>;
    expect(violations.some((v) => v.location.join('.') === 'request.body.blockId')).toBe(true);
  });

  it('serves a named business-error example selected with Prefer: example=', async () => {
    const res = await post(mock.url, '/block/findById', {
      body: { blockId: BLOCK_ID },
      headers: { prefer: 'example=blockNotFound' },
    });
    expect(res.status).toBe(200);
    expect(res.json).not.toHaveProperty('result');
    expect(res.json?.error).toMatchObject({ code: '0101' });
    expect(typeof res.json?.error.description).toBe('string');
  });

  it('serves a documented HTTP error selected with Prefer: code=', async () => {
    const res = await post(mock.url, '/block/findById', {
      body: { blockId: BLOCK_ID },
      headers: { prefer: 'code=500', accept: 'application/json' },
    });
    expect(res.status).toBe(500);
    expect(res.json).toMatchObject({ error: 500 });
  });

  it('refuses a port that is already in use, with a clear error', async () => {
    const err = await startNodeMock({ spec: SPEC_PATH, port: mock.port }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MockStartError);
    expect(err).toMatchObject({ code: 'EADDRINUSE' });
    expect((err as Error).message).toContain(`Port ${mock.port}`);
  });

  it('refuses a missing document, naming npm run build', async () => {
    const err = await startNodeMock({ spec: '/nonexistent/openapi.json' }).catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'MockStartError', code: 'ENOSPEC' });
    expect((err as Error).message).toContain('npm run build');
  });

  it("reports Prism's own output when Prism exits before it is ready", async () => {
    const err = await startNodeMock({ spec: new URL('../package.json', import.meta.url).pathname }).catch(
      (e: unknown) => e,
    );
    expect(err).toMatchObject({ name: 'MockStartError', code: 'EPRISMEXIT' });
    expect((err as Error).message).toMatch(/Prism exited .*\n[\s\S]*\S/);
  });

  it('runs a second mock on another free port at the same time, and stop() leaves no process', async () => {
    const second = await startNodeMock({ spec: SPEC_PATH });
    try {
      expect(second.port).not.toBe(mock.port);
      const [a, b] = await Promise.all([post(mock.url, '/block/best'), post(second.url, '/block/best')]);
      expect(a.status).toBe(200);
      expect(b.status).toBe(200);
      expect(b.json).toEqual(a.json);
    } finally {
      await second.stop();
    }
    expect(await second.exited).toBeDefined();
    expect(groupMembers(second.pid)).toEqual([]);
    // the first one is unaffected
    expect((await post(mock.url, '/block/best')).status).toBe(200);
  });
});
