// startNodeFrontMock (src/node-front/index.mjs) called inside the tests rather than in beforeAll,
// so that mutation testing sees its code run: a taken port, the URLs of the front and of Prism
// behind it, and a second stop(). Written against mutants that survived
// `npm run test:mutation -- apps` (see CONTRIBUTING.md); what the mock answers is in
// node-front.test.ts.
import net from 'node:net';
import { describe, expect, test } from 'vitest';
import { startNodeFrontMock } from '../src/node-front/index.mjs';
import { MockStartError } from '../src/prism.mjs';

describe('startNodeFrontMock', () => {
  test('a port already taken is a MockStartError (EADDRINUSE) naming the port and what to do, before Prism starts', async () => {
    const holder = net.createServer();
    await new Promise<void>((r) => holder.listen(0, '127.0.0.1', r));
    const port = (holder.address() as net.AddressInfo).port;
    try {
      const err = await startNodeFrontMock({ port }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(MockStartError);
      expect(err).toMatchObject({ code: 'EADDRINUSE' });
      expect((err as Error).message).toBe(
        `Port ${port} on 127.0.0.1 is already in use. Stop whatever listens there or choose another port (--port <n>).`,
      );
    } finally {
      holder.close();
    }
  });

  test('the front answers on its own port of 127.0.0.1, with Prism on another behind it; stop() twice is fine', async () => {
    const mock = await startNodeFrontMock({ port: 0 });
    try {
      expect(mock.host).toBe('127.0.0.1');
      expect(mock.url).toBe(`http://127.0.0.1:${mock.port}`);
      expect(mock.prismUrl).not.toBe(mock.url);
      const answer = await fetch(`${mock.url}/block/best`, { method: 'POST', body: '' });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
      // Exact int64 digits are on by default behind the front.
      expect(mock.int64Markers).toBeDefined();
    } finally {
      await mock.stop();
      await mock.stop();
    }
    await expect(fetch(`${mock.url}/block/best`, { method: 'POST', body: '' })).rejects.toThrow();
  }, 60_000);
});
