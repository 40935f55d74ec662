// Every server of the monorepo admits and refuses the same Host headers: the server kit's one rule
// (packages/server-kit/src/host.ts). Each server is started with its defaults on 127.0.0.1 — the docs server,
// the node API mock (its front; Prism behind it is a child process, hence this tier), the JSON-RPC mock, the
// sandbox, the devnet's front before anvil, and the conformance proxies (node, node with Prism, JSON-RPC) — and
// gets the same Host variants,
// over HTTP and, where it speaks WebSocket, on the upgrade. Requests are written raw, so that an empty or
// missing Host, or an HTTP/1.0 request, reaches the server as written.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startNodeProxy, startPrismNodeProxy, startRpcProxy } from '@sidechain-api/conformance';
import { startDevnet } from '@sidechain-api/devnet';
import { startDocsServer } from '@sidechain-api/docs';
import { startNodeMock, startRpcMock } from '@sidechain-api/mock';
import { startSandbox } from '@sidechain-api/sandbox';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

type Verdict = 'admitted' | 'refused' | 'bad request';

interface Variant {
  name: string;
  /** The Host header line's value for a server on `port`; undefined: no Host header. */
  host(port: number): string | undefined;
  http: 'HTTP/1.1' | 'HTTP/1.0';
  /** The rule's verdict, over HTTP and on a WebSocket upgrade alike. */
  expected: Verdict;
}

/** A port no server of this test listens on (the port in Host is ignored by the rule). */
const OTHER_PORT = 1;

const VARIANTS: Variant[] = [
  { name: '127.0.0.1:<port>', host: (p) => `127.0.0.1:${p}`, http: 'HTTP/1.1', expected: 'admitted' },
  { name: 'localhost:<port>', host: (p) => `localhost:${p}`, http: 'HTTP/1.1', expected: 'admitted' },
  { name: '[::1]:<port>', host: (p) => `[::1]:${p}`, http: 'HTTP/1.1', expected: 'admitted' },
  { name: 'app.localhost:<port>', host: (p) => `app.localhost:${p}`, http: 'HTTP/1.1', expected: 'admitted' },
  { name: 'LOCALHOST:<port>', host: (p) => `LOCALHOST:${p}`, http: 'HTTP/1.1', expected: 'admitted' },
  { name: 'localhost.:<port>', host: (p) => `localhost.:${p}`, http: 'HTTP/1.1', expected: 'admitted' },
  { name: '127.0.0.1:<other port>', host: () => `127.0.0.1:${OTHER_PORT}`, http: 'HTTP/1.1', expected: 'admitted' },
  { name: '127.0.0.1 (no port)', host: () => '127.0.0.1', http: 'HTTP/1.1', expected: 'admitted' },
  { name: 'evil.example', host: () => 'evil.example', http: 'HTTP/1.1', expected: 'refused' },
  { name: 'evil.example:<port>', host: (p) => `evil.example:${p}`, http: 'HTTP/1.1', expected: 'refused' },
  {
    name: 'localhost.evil.example:<port>',
    host: (p) => `localhost.evil.example:${p}`,
    http: 'HTTP/1.1',
    expected: 'refused',
  },
  { name: '127.0.0.1.nip.io:<port>', host: (p) => `127.0.0.1.nip.io:${p}`, http: 'HTTP/1.1', expected: 'refused' },
  { name: 'empty', host: () => '', http: 'HTTP/1.1', expected: 'refused' },
  { name: 'missing, HTTP/1.0', host: () => undefined, http: 'HTTP/1.0', expected: 'admitted' },
  // RFC 9112 section 3.2: Node's own check before any request handler (requireHostHeader), and the server
  // kit's at an upgrade (hostHeaderProblem), which Node lets through
  { name: 'missing, HTTP/1.1', host: () => undefined, http: 'HTTP/1.1', expected: 'bad request' },
  // a bracketed address followed by a name is no IP literal (issue 34)
  { name: '[::1]evil.example:<port>', host: (p) => `[::1]evil.example:${p}`, http: 'HTTP/1.1', expected: 'refused' },
];

/** A WebSocket upgrade's request headers (the key is RFC 6455's sample). */
const UPGRADE = [
  'Upgrade: websocket',
  'Connection: Upgrade',
  'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
  'Sec-WebSocket-Version: 13',
];

/** A body every server takes without a 400 once admitted (anvil answers 400 to a GET /). */
const RPC_BODY = '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}';

/** Writes one raw request to 127.0.0.1:`port` and resolves with the status code of the answer's first line. */
function statusOf(port: number, requestLines: string[]): Promise<number> {
  const body = requestLines[0]?.startsWith('POST') ? RPC_BODY : '';
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let head = '';
    socket.setEncoding('latin1');
    socket.on('connect', () => socket.write(`${requestLines.join('\r\n')}\r\n\r\n${body}`));
    socket.on('data', (chunk: string) => {
      head += chunk;
      const line = /^HTTP\/1\.[01] (\d{3})/.exec(head);
      if (line) {
        socket.destroy();
        resolve(Number(line[1]));
      } else if (head.includes('\r\n')) {
        socket.destroy();
        reject(new Error(`not an HTTP status line: ${JSON.stringify(head.slice(0, 80))}`));
      }
    });
    socket.on('error', reject);
    socket.on('close', () => reject(new Error(`closed without an answer (${JSON.stringify(head.slice(0, 80))})`)));
  });
}

function verdictOf(status: number): Verdict | `status ${number}` {
  if (status === 403) return 'refused';
  if (status === 400) return 'bad request';
  return status < 500 ? 'admitted' : `status ${status}`;
}

function requestLines(variant: Variant, port: number, kind: 'http' | 'ws'): string[] {
  const host = variant.host(port);
  const headers = host === undefined ? [] : [`Host: ${host}`];
  if (kind === 'ws') return [`GET / ${variant.http}`, ...headers, ...UPGRADE];
  return [
    `POST / ${variant.http}`,
    ...headers,
    'Connection: close',
    'Content-Type: application/json',
    `Content-Length: ${RPC_BODY.length}`,
  ];
}

interface Server {
  name: string;
  port: number;
  webSocket: boolean;
  stop(): Promise<void>;
}

const servers: Server[] = [];
let siteRoot: string;

beforeAll(async () => {
  siteRoot = mkdtempSync(path.join(tmpdir(), 'host-rule-site-'));
  writeFileSync(path.join(siteRoot, 'index.html'), '<!doctype html><title>site</title>\n');
  const quiet = () => {};
  const started = await Promise.allSettled([
    startDocsServer({ port: 0, root: siteRoot }).then((s) => ({ ...s, name: 'docs server', webSocket: false })),
    startNodeMock().then((s) => ({ ...s, name: 'node API mock', webSocket: false })),
    startRpcMock().then((s) => ({ ...s, name: 'JSON-RPC mock', webSocket: true })),
    startSandbox({ log: quiet }).then((s) => ({ ...s, name: 'sandbox', webSocket: false })),
    startDevnet().then((s) => ({ ...s, name: 'devnet', webSocket: true })),
  ]);
  for (const s of started) if (s.status === 'fulfilled') servers.push(s.value);
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
  const upstream = (name: string) => `http://127.0.0.1:${servers.find((s) => s.name === name)?.port}`;
  const proxies = await Promise.allSettled([
    startNodeProxy({ upstream: upstream('sandbox') }).then((s) => ({ ...s, name: 'node proxy', webSocket: false })),
    startPrismNodeProxy({ upstream: upstream('sandbox') }).then((s) => ({
      ...s,
      name: 'node proxy --prism',
      webSocket: false,
    })),
    startRpcProxy({ upstream: upstream('JSON-RPC mock') }).then((s) => ({
      ...s,
      name: 'JSON-RPC proxy',
      webSocket: true,
    })),
  ]);
  for (const s of proxies) if (s.status === 'fulfilled') servers.push(s.value);
  const proxyFailed = proxies.find((s) => s.status === 'rejected');
  if (proxyFailed) throw proxyFailed.reason;
});

afterAll(async () => {
  // proxies first: they hold connections to the servers behind them
  await Promise.allSettled([...servers].reverse().map((s) => s.stop()));
  if (siteRoot) rmSync(siteRoot, { recursive: true, force: true });
});

describe('the Host rule', () => {
  test('every server, over HTTP, gives each Host variant the rule’s verdict', async () => {
    expect(servers.map((s) => s.name).sort()).toEqual(
      [
        'JSON-RPC mock',
        'JSON-RPC proxy',
        'devnet',
        'docs server',
        'node API mock',
        'node proxy',
        'node proxy --prism',
        'sandbox',
      ].sort(),
    );
    const expected: Record<string, Record<string, string>> = {};
    const actual: Record<string, Record<string, string>> = {};
    for (const server of servers) {
      expected[server.name] = {};
      actual[server.name] = {};
      for (const variant of VARIANTS) {
        expected[server.name]![variant.name] = variant.expected;
        actual[server.name]![variant.name] = verdictOf(
          await statusOf(server.port, requestLines(variant, server.port, 'http')),
        );
      }
    }
    expect(actual).toEqual(expected);
  });

  test('every WebSocket server gives each Host variant the same verdict on the upgrade', async () => {
    const webSocketServers = servers.filter((s) => s.webSocket);
    expect(webSocketServers.map((s) => s.name).sort()).toEqual(['JSON-RPC mock', 'JSON-RPC proxy', 'devnet']);
    const expected: Record<string, Record<string, string>> = {};
    const actual: Record<string, Record<string, string>> = {};
    for (const server of webSocketServers) {
      expected[server.name] = {};
      actual[server.name] = {};
      for (const variant of VARIANTS) {
        const verdict = variant.expected;
        expected[server.name]![variant.name] = verdict === 'admitted' ? 'upgraded' : verdict;
        const status = await statusOf(server.port, requestLines(variant, server.port, 'ws'));
        actual[server.name]![variant.name] = status === 101 ? 'upgraded' : verdictOf(status);
      }
    }
    expect(actual).toEqual(expected);
  });
});
