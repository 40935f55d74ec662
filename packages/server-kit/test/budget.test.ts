// The shared byte budget, and body reading against it: what N parallel uploads may hold together.
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ByteBudget, closeServer, createHttpServer, listen, readBody, readBodyThen, sendText } from '../src/index.js';

describe('ByteBudget', () => {
  it('takes bytes while they fit, gives them back, and a hold is released once however often it is called', () => {
    const budget = new ByteBudget(10);
    expect(budget.tryTake(6)).toBe(true);
    expect(budget.tryTake(5)).toBe(false);
    expect([budget.used, budget.free]).toEqual([6, 4]);
    const release = budget.hold(8); // past the total: a message already committed
    expect([budget.used, budget.free]).toEqual([14, 0]);
    release();
    release();
    budget.give(6);
    expect(budget.used).toBe(0);
  });
});

describe('readBody with a budget', () => {
  const servers: net.Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => closeServer(s as Parameters<typeof closeServer>[0])));
  });

  it('a body that does not fit beside the ones being read is busy; the bytes come back when a body is read', async () => {
    const budget = new ByteBudget(1000);
    const { server } = createHttpServer((req, res) => {
      void readBody(req, 800, budget).then((read) => sendText(res, read.ok ? 200 : 503, read.ok ? 'ok' : read.reason));
    });
    servers.push(server);
    const { port } = await listen(server, { host: '127.0.0.1', port: 0 });
    // an upload that stops half-way holds its 600 bytes
    const slow = net.connect(port, '127.0.0.1');
    slow.write(`POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 800\r\n\r\n${'a'.repeat(600)}`);
    await new Promise<void>((resolve) => {
      const check = () => (budget.used === 600 ? resolve() : setImmediate(check));
      check();
    });
    const refused = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: 'b'.repeat(500) });
    expect([refused.status, await refused.text()]).toEqual([503, 'busy']);
    const fits = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: 'c'.repeat(300) });
    expect([fits.status, await fits.text()]).toEqual([200, 'ok']);
    slow.end('a'.repeat(200));
    await new Promise<void>((resolve) => {
      const check = () => (budget.used === 0 ? resolve() : setImmediate(check));
      check();
    });
    slow.destroy();
  });

  it('readBodyThen calls back once with the body, without a promise', async () => {
    const { server } = createHttpServer((req, res) => {
      let calls = 0;
      readBodyThen(req, 100, undefined, (read) => {
        calls++;
        setImmediate(() => sendText(res, 200, `${calls} ${read.ok ? read.body.toString() : read.reason}`));
      });
    });
    servers.push(server);
    const { url } = await listen(server, { host: '127.0.0.1', port: 0 });
    expect(await (await fetch(url, { method: 'POST', body: 'hello' })).text()).toBe('1 hello');
  });
});
