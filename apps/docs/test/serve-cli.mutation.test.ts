// The docs server's command line run in the test process (serve.test.ts spawns it, which mutation
// testing cannot see into): usage errors, --help, the port from the flag or DOCS_PORT, --allow-host
// lists, --base, and a missing root. See CONTRIBUTING.md (mutation testing).

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cli, DEFAULT_DOCS_PORT, DEFAULT_DOCS_ROOT } from '../src/serve.mjs';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let out: string[];
let err: string[];
let signalListeners: { SIGINT: Function[]; SIGTERM: Function[] };
beforeEach(() => {
  out = [];
  err = [];
  vi.spyOn(console, 'log').mockImplementation((...a) => void out.push(a.join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...a) => void err.push(a.join(' ')));
  signalListeners = { SIGINT: process.listeners('SIGINT'), SIGTERM: process.listeners('SIGTERM') };
});
afterEach(() => {
  vi.restoreAllMocks();
  process.exitCode = undefined;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    for (const l of process.listeners(signal))
      if (!signalListeners[signal].includes(l)) process.removeListener(signal, l as () => void);
  }
});

let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'docs-cli-'));
  writeFileSync(path.join(root, 'index.html'), 'home');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const status = (url: string, host: string) =>
  new Promise<number>((resolve, reject) => {
    const u = new URL(url);
    request({ host: u.hostname, port: u.port, path: u.pathname, headers: { Host: host } }, (res) => {
      res.resume();
      resolve(res.statusCode!);
    })
      .on('error', reject)
      .end();
  });

describe('docs server CLI (in process)', () => {
  it('an unknown flag or a bad port is one usage line on stderr and exit code 2', async () => {
    expect(await cli(['--prot', '80'])).toBeUndefined();
    expect(process.exitCode).toBe(2);
    expect(err).toHaveLength(1);
    expect(err[0]).toMatch(/^Unknown option '--prot'.* \(usage: node apps\/docs\/src\/serve\.mjs \[--port <0-65535>\]/);
    err.length = 0;
    expect(await cli([], { DOCS_PORT: '1e3' })).toBeUndefined();
    expect(process.exitCode).toBe(2);
    expect(err).toEqual([expect.stringMatching(/^invalid port "1e3": expected a decimal number 0-65535 \(usage: /)]);
    expect(out).toEqual([]);
  });

  it('--help prints the usage, the defaults and the Host rule, and starts nothing', async () => {
    expect(await cli(['--help'])).toBeUndefined();
    expect(process.exitCode).toBeUndefined();
    expect(out).toHaveLength(1);
    const [usage, ...rest] = out[0]!.split('\n');
    expect(usage).toMatch(/^usage: node apps\/docs\/src\/serve\.mjs /);
    expect(rest.join('\n')).toContain(
      `(default ${DEFAULT_DOCS_ROOT}) on 127.0.0.1:${DEFAULT_DOCS_PORT} (env DOCS_PORT)`,
    );
    expect(rest.join('\n')).toContain('--allow-host adds names');
    expect(DEFAULT_DOCS_ROOT).toBe(path.join(appDir, 'dist') + path.sep);
    expect((await cli(['-h'])) === undefined && out.length).toBe(2);
  });

  it('starts on the port of DOCS_PORT (the flag wins), prints the banner, stops on a signal handler', async () => {
    const docs = await cli(
      ['--root', root, '--allow-host', 'a.example, b.example', '--allow-host', 'c.example,', '--base', '/site/'],
      { DOCS_PORT: '0' },
    );
    expect(docs).toBeDefined();
    try {
      expect(process.exitCode).toBeUndefined();
      expect(docs!.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/site\/$/);
      expect(out).toEqual([`Docs site: ${docs!.url} (serving ${docs!.root})`]);
      for (const host of ['a.example', 'b.example', 'c.example']) expect(await status(docs!.url, host), host).toBe(200);
      expect(await status(docs!.url, 'd.example')).toBe(403);
      expect(process.listeners('SIGINT').length).toBe(signalListeners.SIGINT.length + 1);
      expect(process.listeners('SIGTERM').length).toBe(signalListeners.SIGTERM.length + 1);
    } finally {
      await docs!.stop();
    }
    const flagged = await cli(['--root', root, '-p', '0'], { DOCS_PORT: 'not a port' });
    expect(flagged).toBeDefined();
    await flagged!.stop();
  });

  it('--host binds the named address (any 127.x address is loopback on Linux)', async () => {
    const docs = await cli(['--root', root, '--port', '0', '--host', '127.0.0.2']);
    expect(docs).toBeDefined();
    try {
      expect(docs!.url).toMatch(/^http:\/\/127\.0\.0\.2:\d+\/$/);
      expect(docs!.server.address()).toMatchObject({ address: '127.0.0.2' });
      expect(await status(docs!.url, '127.0.0.2')).toBe(200);
    } finally {
      await docs!.stop();
    }
  });

  it('a root that does not exist is one line on stderr and exit code 1', async () => {
    expect(await cli(['--root', path.join(root, 'nope'), '--port', '0'])).toBeUndefined();
    expect(process.exitCode).toBe(1);
    expect(err).toEqual([
      `docs server: docs root ${path.join(root, 'nope')} does not exist: run \`npm run build\` first`,
    ]);
  });
});
