// Writing answers in one piece, against a real in-process server: exact Content-Length, content types,
// and an answer that had already started is ended, never written twice.
import http from 'node:http';
import { afterEach, expect, test } from 'vitest';
import { closeServer, listen, send, sendJson, sendText } from '../src/index.js';

let server: http.Server | undefined;
afterEach(async () => {
  if (server) await closeServer(server);
  server = undefined;
});

async function answerOf(handler: http.RequestListener) {
  server = http.createServer(handler);
  const { url } = await listen(server, { host: '127.0.0.1', port: 0 });
  return fetch(url);
}

test('sendText: UTF-8 text with its byte length, extra headers kept', async () => {
  const res = await answerOf((_, r) => sendText(r, 403, 'Host refusé\n', { 'x-why': 'host' }));
  expect(res.status).toBe(403);
  expect(res.headers.get('content-type')).toBe('text/plain; charset=UTF-8');
  expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength('Host refusé\n')));
  expect(res.headers.get('x-why')).toBe('host');
  expect(await res.text()).toBe('Host refusé\n');
});

test('sendJson and send: the body as given, extra headers over the answer’s own', async () => {
  const json = await answerOf((_, r) => sendJson(r, 200, '{"result":1}'));
  expect(json.headers.get('content-type')).toBe('application/json');
  expect(await json.text()).toBe('{"result":1}');
  await closeServer(server as http.Server);
  const raw = await answerOf((_, r) =>
    send(r, { status: 201, headers: { 'x-a': '1' }, body: Buffer.from([1, 2, 3]) }, { 'x-a': '2' }),
  );
  expect(raw.status).toBe(201);
  expect(raw.headers.get('x-a')).toBe('2');
  expect(new Uint8Array(await raw.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
});

test('an answer already started is ended (the socket destroyed), never written twice', async () => {
  let thrown: unknown;
  const reading = answerOf((_, r) => {
    r.writeHead(200, { 'content-length': '10' });
    r.write('12345');
    try {
      sendText(r, 502, 'upstream failed\n');
    } catch (error) {
      thrown = error;
    }
  }).then((res) => res.text());
  // the client sees a broken answer (cut short or closed), not a 502 glued after the first bytes
  await expect(reading).rejects.toThrow();
  expect(thrown).toBeUndefined();
});
