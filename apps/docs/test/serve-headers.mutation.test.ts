// What the docs server answers beyond serve.test.ts, found unchecked by mutation testing: content
// types by extension, which answers are compressed, the response headers, the base path, the 404
// fallbacks, the Host rules' edge cases, and a file changed while the server runs. Each test serves
// a small site of its own from a temporary folder. See CONTRIBUTING.md (mutation testing).

import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsGzip, contentType, hostAllowed, parsePort, resolveInside, startDocsServer } from '../src/serve.mjs';
import { getter, type Server } from './serve-client.js';

const get = getter('utf8');

const BIG = 'x'.repeat(4096); // above the 1 KiB below which nothing is compressed
let site: string;
beforeAll(() => {
  site = mkdtempSync(path.join(os.tmpdir(), 'docs-serve-'));
  writeFileSync(path.join(site, 'index.html'), `<p>${BIG}</p>`);
  writeFileSync(path.join(site, '404.html'), '<p>custom not found</p>');
  writeFileSync(path.join(site, 'small.css'), 'p{}');
  writeFileSync(path.join(site, 'big.css'), BIG);
  writeFileSync(path.join(site, 'logo.svg'), `<svg>${BIG}</svg>`);
  writeFileSync(path.join(site, 'photo.png'), Buffer.alloc(4096, 1));
  writeFileSync(path.join(site, 'kib.txt'), 'k'.repeat(1024));
  execFileSync('mkfifo', [path.join(site, 'pipe.txt')]);
  mkdirSync(path.join(site, 'guide'));
  writeFileSync(path.join(site, 'guide', 'index.html'), 'guide');
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

async function withServer(options: Parameters<typeof startDocsServer>[0], body: (s: Server) => Promise<void>) {
  const s = await startDocsServer({ port: 0, ...options });
  try {
    await body(s);
  } finally {
    await s.stop();
  }
}

describe('content types', () => {
  it.each([
    ['a.html', 'text/html; charset=utf-8'],
    ['a.HTML', 'text/html; charset=utf-8'],
    ['a.css', 'text/css; charset=utf-8'],
    ['a.js', 'text/javascript; charset=utf-8'],
    ['a.mjs', 'text/javascript; charset=utf-8'],
    ['a.json', 'application/json; charset=utf-8'],
    ['a.map', 'application/json; charset=utf-8'],
    ['a.yaml', 'application/yaml; charset=utf-8'],
    ['a.yml', 'application/yaml; charset=utf-8'],
    ['a.txt', 'text/plain; charset=utf-8'],
    ['a.svg', 'image/svg+xml'],
    ['a.png', 'image/png'],
    ['a.jpg', 'image/jpeg'],
    ['a.ico', 'image/x-icon'],
    ['a.woff2', 'font/woff2'],
    ['a.bin', 'application/octet-stream'],
    ['noextension', 'application/octet-stream'],
  ])('%s is %s', (file, type) => {
    expect(contentType(file)).toBe(type);
  });
});

describe('Accept-Encoding and Host rules', () => {
  it('gzip is accepted by name, as x-gzip or through *, and refused when absent, empty or q is not a number', () => {
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    expect(acceptsGzip('x-gzip')).toBe(true);
    expect(acceptsGzip('GZIP')).toBe(true);
    expect(acceptsGzip(' , gzip')).toBe(true);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('gzip;q=abc')).toBe(false);
    expect(acceptsGzip('gzip;level=1;q=0')).toBe(false);
    expect(acceptsGzip('gzip;level=1;q=1')).toBe(true);
    expect(acceptsGzip('gzip ;q=1')).toBe(true);
    // A named gzip wins over *.
    expect(acceptsGzip('*;q=0, gzip')).toBe(true);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
  });

  it('Host: no header passes (HTTP/1.0); names compare without case, port or trailing dot; an empty name is refused', () => {
    const none = new Set<string>();
    expect(hostAllowed(undefined, none)).toBe(true);
    expect(hostAllowed('LOCALHOST:80', none)).toBe(true);
    expect(hostAllowed(' localhost ', none)).toBe(true);
    expect(hostAllowed(':80', new Set(['*']))).toBe(false);
    expect(hostAllowed('a:1b', new Set(['a:1b']))).toBe(true);
    expect(hostAllowed('localhost.', none)).toBe(true);
    expect(hostAllowed('a.b.localhost', none)).toBe(true);
    expect(hostAllowed('notlocalhost', none)).toBe(false);
    expect(hostAllowed('[::1]', none)).toBe(true);
    expect(hostAllowed('[::1', none)).toBe(true);
    expect(hostAllowed('[localhost', none)).toBe(true);
    expect(hostAllowed('[evil.example]:80', none)).toBe(false);
    expect(hostAllowed(':80', none)).toBe(false);
    expect(hostAllowed('', none)).toBe(false);
    expect(hostAllowed('Docs.Example.org:8080', new Set(['docs.example.org']))).toBe(true);
    expect(hostAllowed('anything.example', new Set(['*']))).toBe(true);
    expect(hostAllowed('evil.example:80x', new Set(['evil.example']))).toBe(false);
  });

  it('ports are decimal 0–65535', () => {
    expect(parsePort('0')).toBe(0);
    expect(parsePort('65535')).toBe(65535);
    expect(parsePort('65536')).toBeUndefined();
    expect(parsePort('080')).toBe(80);
    expect(parsePort('123456')).toBeUndefined();
    expect(parsePort('8o')).toBeUndefined();
  });
});

describe('answers', () => {
  it('every file answer carries nosniff, no-cache, Last-Modified and an ETag; compressible types vary on Accept-Encoding', async () => {
    await withServer({ root: site }, async (s) => {
      const css = await get(s, '/small.css', { 'Accept-Encoding': 'gzip' });
      expect(css.status).toBe(200);
      expect(css.body).toBe('p{}');
      expect(css.headers).toMatchObject({
        'content-type': 'text/css; charset=utf-8',
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-cache',
        vary: 'Accept-Encoding',
        'content-length': '3',
      });
      expect(new Date(String(css.headers['last-modified'])).getTime()).not.toBeNaN();
      expect(css.headers['content-encoding']).toBeUndefined(); // 1 KiB or less: not worth compressing
      const png = await get(s, '/photo.png', { 'Accept-Encoding': 'gzip' });
      expect(png.headers['content-encoding']).toBeUndefined(); // not a compressible type
      expect(png.headers.vary).toBeUndefined();
      expect(png.raw.length).toBe(4096);
    });
  });

  it('gzips big text and SVG, with the compressed length; a HEAD after the first GET knows that length', async () => {
    await withServer({ root: site }, async (s) => {
      for (const [p, content] of [
        ['/big.css', BIG],
        ['/logo.svg', `<svg>${BIG}</svg>`],
      ]) {
        const r = await get(s, p!, { 'Accept-Encoding': 'gzip' });
        expect(r.headers['content-encoding'], p).toBe('gzip');
        expect(Number(r.headers['content-length']), p).toBe(r.raw.length);
        expect(gunzipSync(r.raw).toString(), p).toBe(content);
      }
      // Exactly 1 KiB is still sent as is.
      expect((await get(s, '/kib.txt', { 'Accept-Encoding': 'gzip' })).headers['content-encoding']).toBeUndefined();
      const head = await get(s, '/big.css', { 'Accept-Encoding': 'gzip' }, 'HEAD');
      const full = await get(s, '/big.css', { 'Accept-Encoding': 'gzip' });
      expect(head.raw.length).toBe(0);
      expect(head.headers['content-length']).toBe(String(full.raw.length));
      const plainHead = await get(s, '/big.css', {}, 'HEAD');
      expect(plainHead.raw.length).toBe(0);
      expect(plainHead.headers['content-length']).toBe(String(BIG.length));
    });
  });

  it('If-None-Match: * and weak forms of the ETag answer 304', async () => {
    await withServer({ root: site }, async (s) => {
      const etag = String((await get(s, '/small.css')).headers.etag);
      expect((await get(s, '/small.css', { 'If-None-Match': '*' })).status).toBe(304);
      expect((await get(s, '/small.css', { 'If-None-Match': `W/${etag}` })).status).toBe(304);
      expect((await get(s, '/small.css', { 'If-None-Match': `W/"0-0"` })).status).toBe(200);
    });
  });

  it('a file changed while the server runs is compressed again and served new', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'docs-serve-change-'));
    const file = path.join(root, 'page.html');
    writeFileSync(file, `<p>${BIG}</p>`);
    try {
      await withServer({ root }, async (s) => {
        const first = await get(s, '/page.html', { 'Accept-Encoding': 'gzip' });
        writeFileSync(file, `<p>${BIG}${BIG}</p>`);
        utimesSync(file, new Date(), new Date(Date.now() + 5000));
        const second = await get(s, '/page.html', { 'Accept-Encoding': 'gzip' });
        expect(gunzipSync(second.raw).toString()).toBe(`<p>${BIG}${BIG}</p>`);
        expect(second.headers.etag).not.toBe(first.headers.etag);
        expect(s.stats.compressions).toBe(2);
      });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('unknown paths get 404.html with status 404; without one, a plain "Not found" (no body for HEAD)', async () => {
    await withServer({ root: site }, async (s) => {
      const r = await get(s, '/missing.html');
      expect(r.status).toBe(404);
      expect(r.body).toBe('<p>custom not found</p>');
      expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
      // A 404 page is never a 304, whatever If-None-Match says.
      expect((await get(s, '/missing.html', { 'If-None-Match': '*' })).status).toBe(404);
    });
    const bare = mkdtempSync(path.join(os.tmpdir(), 'docs-serve-bare-'));
    try {
      await withServer({ root: bare }, async (s) => {
        const r = await get(s, '/missing.html');
        expect(r.status).toBe(404);
        expect(r.headers['content-type']).toBe('text/plain; charset=utf-8');
        expect(r.body).toBe('Not found\n');
        const head = await get(s, '/missing.html', {}, 'HEAD');
        expect(head.status).toBe(404);
        expect(head.raw.length).toBe(0);
      });
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });

  it('405 names the allowed methods; 403 quotes the Host (at most 100 characters)', async () => {
    await withServer({ root: site }, async (s) => {
      const r = await get(s, '/index.html', {}, 'DELETE');
      expect(r.status).toBe(405);
      expect(r.headers.allow).toBe('GET, HEAD');
      expect(r.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(r.body).toBe('Method not allowed\n');
      expect((await get(s, '/index.html', {}, 'HEAD')).status).toBe(200);
      const host = `${'e'.repeat(120)}.example`;
      const denied = await get(s, '/', { Host: host });
      expect(denied.status).toBe(403);
      expect(denied.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(denied.body).toBe(
        `Host not allowed: ${host.slice(0, 100)} (start the docs server with --allow-host <name>)\n`,
      );
    });
  });

  it('a query or fragment is not part of the path; a folder is its index.html', async () => {
    await withServer({ root: site }, async (s) => {
      expect((await get(s, '/small.css?v=1#x')).body).toBe('p{}');
      expect((await get(s, '/guide/')).body).toBe('guide');
      expect((await get(s, '/guide')).headers.location).toBe('/guide/');
    });
  });

  it('what is neither a file nor a folder (a named pipe) is not found', async () => {
    await withServer({ root: site }, async (s) => {
      expect((await get(s, '/pipe.txt')).status).toBe(404);
    });
  });

  it('paths: backslashes are slashes, a NUL byte is refused', () => {
    expect(resolveInside('/srv/docs', '/a\\b.html')).toBe('/srv/docs/a/b.html');
    expect(resolveInside('/srv/docs', '/a%00b')).toBeUndefined();
  });
});

describe('base path', () => {
  it('serves the root under base; the bare base redirects to base/; other paths are 404', async () => {
    await withServer({ root: site, base: '/sidechain-api' }, async (s) => {
      expect(s.url).toBe(`http://127.0.0.1:${s.port}/sidechain-api/`);
      expect((await get(s, '/sidechain-api/small.css')).body).toBe('p{}');
      const bare = await get(s, '/sidechain-api');
      expect(bare.status).toBe(301);
      expect(bare.headers.location).toBe('/sidechain-api/');
      expect((await get(s, '/small.css')).status).toBe(404);
      expect((await get(s, '/sidechain-apix/small.css')).status).toBe(404);
      expect((await get(s, '/sidechain-api/guide')).headers.location).toBe('/sidechain-api/guide/');
    });
    await withServer({ root: site, base: '//docs/v1//' }, async (s) => {
      expect(s.url).toBe(`http://127.0.0.1:${s.port}/docs/v1/`);
      expect((await get(s, '/docs/v1/small.css')).body).toBe('p{}');
    });
    await withServer({ root: site, base: '//' }, async (s) => {
      expect(s.url).toBe(`http://127.0.0.1:${s.port}/`);
      expect((await get(s, '/small.css')).body).toBe('p{}');
    });
  });
});

describe('start and stop', () => {
  it('a missing root is refused with a hint to build', async () => {
    await expect(startDocsServer({ port: 0, root: path.join(site, 'nope') })).rejects.toThrow(
      `docs root ${path.join(site, 'nope')} does not exist: run \`npm run build\` first`,
    );
  });

  it('a port in use rejects', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      await expect(startDocsServer({ port, root: site })).rejects.toMatchObject({ code: 'EADDRINUSE' });
    } finally {
      blocker.close();
    }
  });

  it('stop() closes the port', async () => {
    const s = await startDocsServer({ port: 0, root: site });
    await s.stop();
    await expect(get(s, '/')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });
});
