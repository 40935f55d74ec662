// The static docs server over real sockets: content types, root confinement (symlinks included),
// the Host check, redirects built from the normalised path, one compression per file, ETags,
// Accept-Encoding q-values, HEAD without body work, and the CLI's port parsing.

import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveInside, startDocsServer } from '../src/serve.mjs';
import { appDir, distDir } from './browser.js';
import { getter, type Server } from './serve-client.js';

const get = getter('latin1');

let server: Server;
beforeAll(async () => {
  server = await startDocsServer({ port: 0, root: distDir });
});
afterAll(async () => {
  await server?.stop();
});

describe('static server', () => {
  it('serves pages and specs with their content types, / as index.html', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect((await get(server, '/')).headers['content-type']).toBe('text/html; charset=utf-8');
    expect((await get(server, '/')).body).toBe(readFileSync(path.join(distDir, 'index.html'), 'latin1'));
    expect((await get(server, '/specs/openapi.json')).headers['content-type']).toBe('application/json; charset=utf-8');
    expect((await get(server, '/specs/openapi.yaml')).headers['content-type']).toBe('application/yaml; charset=utf-8');
    expect((await get(server, '/evm-rpc.html', { 'Accept-Encoding': 'gzip' })).headers['content-encoding']).toBe(
      'gzip',
    );
    expect((await get(server, '/index.html', {}, 'POST')).status).toBe(405);
  });

  it('never leaves its root', async () => {
    for (const p of [
      '/../package.json',
      '/..%2f..%2fpackage.json',
      '/%2e%2e/%2e%2e/package.json',
      '/specs/../../package.json',
      '/..\\..\\package.json',
      '/%00',
    ]) {
      const r = await get(server, p);
      expect(r.status, p).toBe(404);
      expect(r.body, p).toContain('Not found');
    }
    expect(resolveInside('/srv/docs', '/../../etc/passwd')).toBe('/srv/docs/etc/passwd');
    expect(resolveInside('/srv/docs', '/%2e%2e/x')).toBe('/srv/docs/x');
    expect(resolveInside('/srv/docs', '/%E0%A4%A')).toBeUndefined();
  });

  it('does not follow a symlink inside the root that points outside it', async () => {
    const base = mkdtempSync(path.join(os.tmpdir(), 'docs-symlink-'));
    const root = path.join(base, 'dist');
    mkdirSync(root);
    writeFileSync(path.join(root, 'index.html'), '<h1>in</h1>');
    writeFileSync(path.join(base, 'secret.txt'), 'outside the root');
    mkdirSync(path.join(base, 'private'));
    writeFileSync(path.join(base, 'private', 'index.html'), 'outside too');
    symlinkSync(path.join(base, 'secret.txt'), path.join(root, 'leak.txt'));
    symlinkSync(path.join(base, 'private'), path.join(root, 'dir'));
    symlinkSync(path.join(root, 'index.html'), path.join(root, 'alias.html'));
    const s = await startDocsServer({ port: 0, root });
    try {
      for (const p of ['/leak.txt', '/dir/', '/dir/index.html']) {
        const r = await get(s, p);
        expect(r.status, p).toBe(404);
        expect(r.body, p).not.toContain('outside');
      }
      // A symlink that stays inside is served.
      expect((await get(s, '/alias.html')).body).toBe('<h1>in</h1>');
    } finally {
      await s.stop();
      rmSync(base, { recursive: true, force: true });
    }
  });

  it('answers only Host names of this machine (DNS-rebinding guard); --allow-host adds names', async () => {
    const port = server.port;
    for (const host of [
      `127.0.0.1:${port}`,
      `localhost:${port}`,
      'localhost',
      `[::1]:${port}`,
      `docs.localhost:${port}`,
      '192.168.1.20:80',
    ]) {
      expect((await get(server, '/index.html', { Host: host })).status, host).toBe(200);
    }
    for (const host of [`evil.example:${port}`, 'evil.example', 'localhost.evil.example', '127.0.0.1.nip.io']) {
      const r = await get(server, '/index.html', { Host: host });
      expect(r.status, host).toBe(403);
      expect(r.body).toContain('Host not allowed');
    }
    const open = await startDocsServer({ port: 0, root: distDir, allowedHosts: ['docs.example.org'] });
    try {
      expect((await get(open, '/index.html', { Host: 'docs.example.org' })).status).toBe(200);
      expect((await get(open, '/index.html', { Host: 'evil.example' })).status).toBe(403);
    } finally {
      await open.stop();
    }
  });

  it('builds redirects from the normalised path, never off-site', async () => {
    for (const p of [
      '//evil.example/%2e%2e/specs',
      '//evil.example/../specs',
      '/%2F%2Fevil.example/%2e%2e/specs',
      '/specs',
    ]) {
      const r = await get(server, p);
      expect(r.status, p).toBe(301);
      expect(r.headers.location, p).toBe('/specs/');
    }
  });

  it('compresses each file once, even for 100 parallel first requests', async () => {
    const fresh = await startDocsServer({ port: 0, root: distDir });
    try {
      const original = readFileSync(path.join(distDir, 'node-api.html'));
      const answers = await Promise.all(
        Array.from({ length: 100 }, () => get(fresh, '/node-api.html', { 'Accept-Encoding': 'gzip' })),
      );
      expect(fresh.stats.compressions).toBe(1);
      for (const a of answers) expect(a.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(answers[99].raw).equals(original)).toBe(true);
      await get(fresh, '/node-api.html', { 'Accept-Encoding': 'gzip' });
      expect(fresh.stats.compressions).toBe(1);
    } finally {
      await fresh.stop();
    }
  });

  it('answers If-None-Match with 304 and no body; the gzip and identity forms have their own ETag', async () => {
    const plain = await get(server, '/evm-rpc.html');
    const gz = await get(server, '/evm-rpc.html', { 'Accept-Encoding': 'gzip' });
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(gz.headers.etag).not.toBe(etag);
    const again = await get(server, '/evm-rpc.html', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const gzAgain = await get(server, '/evm-rpc.html', {
      'Accept-Encoding': 'gzip',
      'If-None-Match': `"x", ${gz.headers.etag}`,
    });
    expect(gzAgain.status).toBe(304);
    expect((await get(server, '/evm-rpc.html', { 'If-None-Match': '"other"' })).status).toBe(200);
  });

  it('honours q-values in Accept-Encoding (gzip;q=0 refuses gzip)', async () => {
    const file = readFileSync(path.join(distDir, 'evm-rpc.html'));
    for (const ae of ['gzip;q=0', 'identity, gzip;q=0', 'br', '*;q=0', 'gzip; q=0.000']) {
      const r = await get(server, '/evm-rpc.html', { 'Accept-Encoding': ae });
      expect(r.headers['content-encoding'], ae).toBeUndefined();
      expect(r.raw.equals(file), ae).toBe(true);
    }
    for (const ae of ['gzip;q=0.5', 'br, *', 'deflate, gzip']) {
      expect((await get(server, '/evm-rpc.html', { 'Accept-Encoding': ae })).headers['content-encoding'], ae).toBe(
        'gzip',
      );
    }
  });

  it('does no body work for HEAD', async () => {
    const fresh = await startDocsServer({ port: 0, root: distDir });
    try {
      const r = await get(fresh, '/node-api.html', { 'Accept-Encoding': 'gzip' }, 'HEAD');
      expect(r.status).toBe(200);
      expect(r.headers['content-encoding']).toBe('gzip');
      expect(r.raw.length).toBe(0);
      expect(fresh.stats.compressions).toBe(0);
    } finally {
      await fresh.stop();
    }
  });
});

describe('docs server CLI', () => {
  const cli = path.join(appDir, 'src/serve.mjs');
  it.each(['1e3', '0x4B64', ' ', '-1', '', '65536', '80.5'])(
    'refuses --port %j with one usage line and exit code 2',
    (value) => {
      const r = spawnSync(process.execPath, [cli, `--port=${value}`], { encoding: 'utf8', timeout: 20_000 });
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toContain('invalid port');
    },
  );

  it('refuses an unknown flag the same way', () => {
    const r = spawnSync(process.execPath, [cli, '--prot', '80'], { encoding: 'utf8', timeout: 20_000 });
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });
});
