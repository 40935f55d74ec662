// The docs server over real sockets, in the test process: content types, root confinement (symlinks
// included), the server kit's Host rule, redirects built from the normalised path, one compression per file,
// ETags, Accept-Encoding q-values, HEAD without body work, the base path, the 404 fallbacks,
// console-targets.json, and the command line (flags, DOCS_PORT, usage errors in one line).

import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { runCli } from '@sidechain-api/server-kit';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { docsCli, main, PROGRAM, USAGE } from '../src/cli.js';
import { DEFAULT_DOCS_PORT, DEFAULT_SITE_ROOT, type DocsServer, startDocsServer } from '../src/index.js';
import { acceptsGzip, contentType, resolveInside } from '../src/static-files.js';
import { appDir } from './paths.js';
import { getter } from './serve-client.js';

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
  mkdirSync(path.join(site, 'specs'));
  writeFileSync(path.join(site, 'specs', 'a.json'), '{}');
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

async function withServer(options: Parameters<typeof startDocsServer>[0], body: (s: DocsServer) => Promise<void>) {
  const s = await startDocsServer({ port: 0, root: site, ...options });
  try {
    await body(s);
  } finally {
    await s.stop();
  }
}

describe('files', () => {
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
  ])('%s is served as %s', (file, type) => {
    expect(contentType(file)).toBe(type);
  });

  it('serves / as index.html; a query or fragment is not part of the path; a folder is its index.html', async () => {
    await withServer({}, async (s) => {
      expect(s.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
      const home = await get(s, '/');
      expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(home.body).toBe(`<p>${BIG}</p>`);
      expect((await get(s, '/small.css?v=1#x')).body).toBe('p{}');
      expect((await get(s, '/guide/')).body).toBe('guide');
      expect((await get(s, '/guide')).headers.location).toBe('/guide/');
    });
  });

  it('never leaves its root', async () => {
    await withServer({}, async (s) => {
      for (const p of [
        '/../package.json',
        '/..%2f..%2fpackage.json',
        '/%2e%2e/%2e%2e/package.json',
        '/specs/../../package.json',
        '/..\\..\\package.json',
        '/%00',
      ]) {
        const r = await get(s, p);
        expect(r.status, p).toBe(404);
        expect(r.body, p).toBe('<p>custom not found</p>');
      }
    });
    expect(resolveInside('/srv/docs', '/../../etc/passwd')).toBe('/srv/docs/etc/passwd');
    expect(resolveInside('/srv/docs', '/%2e%2e/x')).toBe('/srv/docs/x');
    expect(resolveInside('/srv/docs', '/%E0%A4%A')).toBeUndefined();
    expect(resolveInside('/srv/docs', '/a\\b.html')).toBe('/srv/docs/a/b.html');
    expect(resolveInside('/srv/docs', '/a%00b')).toBeUndefined();
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
    try {
      await withServer({ root }, async (s) => {
        for (const p of ['/leak.txt', '/dir/', '/dir/index.html']) {
          const r = await get(s, p);
          expect(r.status, p).toBe(404);
          expect(r.body, p).not.toContain('outside');
        }
        expect((await get(s, '/alias.html')).body).toBe('<h1>in</h1>'); // a symlink that stays inside
      });
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });

  it('what is neither a file nor a folder (a named pipe) is not found', async () => {
    await withServer({}, async (s) => {
      expect((await get(s, '/pipe.txt')).status).toBe(404);
    });
  });

  it('builds redirects from the normalised path, never off-site', async () => {
    await withServer({}, async (s) => {
      for (const p of [
        '//evil.example/%2e%2e/specs',
        '//evil.example/../specs',
        '/%2F%2Fevil.example/%2e%2e/specs',
        '/specs',
      ]) {
        const r = await get(s, p);
        expect(r.status, p).toBe(301);
        expect(r.headers.location, p).toBe('/specs/');
      }
    });
  });

  it('unknown paths get 404.html with status 404, never a 304; without one, a plain "Not found"', async () => {
    await withServer({}, async (s) => {
      const r = await get(s, '/missing.html');
      expect(r.status).toBe(404);
      expect(r.body).toBe('<p>custom not found</p>');
      expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
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

  it('answers GET and HEAD only: 405 names the allowed methods', async () => {
    await withServer({}, async (s) => {
      for (const method of ['POST', 'DELETE', 'PUT']) {
        const r = await get(s, '/index.html', {}, method);
        expect(r.status, method).toBe(405);
        expect(r.headers.allow).toBe('GET, HEAD');
        expect(r.body).toBe('Method not allowed\n');
      }
      expect((await get(s, '/index.html', {}, 'HEAD')).status).toBe(200);
    });
  });
});

describe('headers, compression and caching', () => {
  it('every file answer carries nosniff, no-cache, Last-Modified and an ETag; compressible types vary on Accept-Encoding', async () => {
    await withServer({}, async (s) => {
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

  it('gzips big text and SVG with the compressed length; a HEAD after the first GET knows that length', async () => {
    await withServer({}, async (s) => {
      for (const [p, content] of [
        ['/big.css', BIG],
        ['/logo.svg', `<svg>${BIG}</svg>`],
      ] as const) {
        const r = await getter('latin1')(s, p, { 'Accept-Encoding': 'gzip' });
        expect(r.headers['content-encoding'], p).toBe('gzip');
        expect(Number(r.headers['content-length']), p).toBe(r.raw.length);
        expect(gunzipSync(r.raw).toString(), p).toBe(content);
      }
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

  it('compresses each file once, even for 100 parallel first requests, and does no body work for HEAD', async () => {
    await withServer({}, async (s) => {
      await get(s, '/index.html', { 'Accept-Encoding': 'gzip' }, 'HEAD');
      expect(s.stats.compressions).toBe(0);
      const answers = await Promise.all(
        Array.from({ length: 100 }, () => getter('latin1')(s, '/index.html', { 'Accept-Encoding': 'gzip' })),
      );
      expect(s.stats.compressions).toBe(1);
      for (const a of answers) expect(gunzipSync(a.raw).toString()).toBe(`<p>${BIG}</p>`);
      await get(s, '/index.html', { 'Accept-Encoding': 'gzip' });
      expect(s.stats.compressions).toBe(1);
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
        const second = await getter('latin1')(s, '/page.html', { 'Accept-Encoding': 'gzip' });
        expect(gunzipSync(second.raw).toString()).toBe(`<p>${BIG}${BIG}</p>`);
        expect(second.headers.etag).not.toBe(first.headers.etag);
        expect(s.stats.compressions).toBe(2);
      });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('answers If-None-Match with 304 and no body; the gzip and identity forms have their own ETag', async () => {
    await withServer({}, async (s) => {
      const plain = await get(s, '/index.html');
      const gz = await get(s, '/index.html', { 'Accept-Encoding': 'gzip' });
      const etag = String(plain.headers.etag);
      expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
      expect(gz.headers.etag).not.toBe(etag);
      const again = await get(s, '/index.html', { 'If-None-Match': etag });
      expect(again.status).toBe(304);
      expect(again.raw.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(
        (await get(s, '/index.html', { 'Accept-Encoding': 'gzip', 'If-None-Match': `"x", ${gz.headers.etag}` })).status,
      ).toBe(304);
      expect((await get(s, '/index.html', { 'If-None-Match': '"other"' })).status).toBe(200);
      expect((await get(s, '/small.css', { 'If-None-Match': '*' })).status).toBe(304);
      const cssTag = String((await get(s, '/small.css')).headers.etag);
      expect((await get(s, '/small.css', { 'If-None-Match': `W/${cssTag}` })).status).toBe(304);
      expect((await get(s, '/small.css', { 'If-None-Match': 'W/"0-0"' })).status).toBe(200);
    });
  });

  it('honours q-values in Accept-Encoding (gzip;q=0 refuses gzip; a named gzip beats *)', async () => {
    for (const ae of [
      'gzip;q=0',
      'identity, gzip;q=0',
      'br',
      '*;q=0',
      'gzip; q=0.000',
      'gzip;q=abc',
      'gzip;level=1;q=0',
      '',
    ]) {
      expect(acceptsGzip(ae), ae).toBe(false);
    }
    for (const ae of [
      'gzip;q=0.5',
      'br, *',
      'deflate, gzip',
      'x-gzip',
      'GZIP',
      ' , gzip',
      'gzip ;q=1',
      '*;q=0, gzip',
    ]) {
      expect(acceptsGzip(ae), ae).toBe(true);
    }
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
  });
});

describe("Host rule (the server kit's, as every server of the repository)", () => {
  it('answers localhost names, IP addresses and the bound host; refuses other names with 403; --allow-host adds names', async () => {
    await withServer({}, async (s) => {
      for (const host of [
        `127.0.0.1:${s.port}`,
        `localhost:${s.port}`,
        'localhost',
        `[::1]:${s.port}`,
        `docs.localhost:${s.port}`,
        '192.168.1.20:80',
      ]) {
        expect((await get(s, '/index.html', { Host: host })).status, host).toBe(200);
      }
      for (const host of [`evil.example:${s.port}`, 'evil.example', 'localhost.evil.example', '127.0.0.1.nip.io']) {
        const r = await get(s, '/index.html', { Host: host });
        expect(r.status, host).toBe(403);
        expect(r.body).toContain('Host not allowed');
        expect(r.body).toContain('--allow-host');
      }
    });
    await withServer({ allowedHosts: ['docs.example.org'] }, async (s) => {
      expect((await get(s, '/index.html', { Host: 'Docs.Example.org:8080' })).status).toBe(200);
      expect((await get(s, '/index.html', { Host: 'evil.example' })).status).toBe(403);
    });
  });
});

describe('base path', () => {
  it('serves the root under base; the bare base redirects to base/; other paths are 404', async () => {
    await withServer({ base: '/sidechain-api' }, async (s) => {
      expect(s.url).toBe(`http://127.0.0.1:${s.port}/sidechain-api/`);
      expect((await get(s, '/sidechain-api/small.css')).body).toBe('p{}');
      const bare = await get(s, '/sidechain-api');
      expect(bare.status).toBe(301);
      expect(bare.headers.location).toBe('/sidechain-api/');
      expect((await get(s, '/small.css')).status).toBe(404);
      expect((await get(s, '/sidechain-apix/small.css')).status).toBe(404);
      expect((await get(s, '/sidechain-api/guide')).headers.location).toBe('/sidechain-api/guide/');
    });
    await withServer({ base: '//docs/v1//' }, async (s) => {
      expect(s.url).toBe(`http://127.0.0.1:${s.port}/docs/v1/`);
      expect((await get(s, '/docs/v1/small.css')).body).toBe('p{}');
    });
    await withServer({ base: '//' }, async (s) => {
      expect(s.url).toBe(`http://127.0.0.1:${s.port}/`);
      expect((await get(s, '/small.css')).body).toBe('p{}');
    });
  });
});

describe('console-targets.json', () => {
  const targets = {
    node: 'http://127.0.0.1:9185/',
    rpc: 'http://127.0.0.1:8645',
    ws: 'ws://127.0.0.1:8645',
    sandbox: 'http://127.0.0.1:9195',
  };

  it('serves the console targets under the base path, never cached, trailing slashes removed', async () => {
    await withServer({ base: '/site/', consoleTargets: targets }, async (s) => {
      const r = await get(s, '/site/console-targets.json');
      expect(r.status).toBe(200);
      expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(r.headers['cache-control']).toBe('no-store');
      expect(JSON.parse(r.body)).toEqual({ ...targets, node: 'http://127.0.0.1:9185' });
      const head = await get(s, '/site/console-targets.json', {}, 'HEAD');
      expect(head.raw.length).toBe(0);
      expect(head.headers['content-length']).toBe(String(Buffer.byteLength(r.body)));
      expect((await get(s, '/console-targets.json')).status).toBe(404);
      expect((await get(s, '/site/console-targets.json', { Host: 'evil.example' })).status).toBe(403);
    });
  });

  it('is 404 without console targets; a target that is not a URL of its kind is refused at start', async () => {
    await withServer({}, async (s) => {
      expect((await get(s, '/console-targets.json')).status).toBe(404);
    });
    await expect(
      startDocsServer({ port: 0, root: site, consoleTargets: { ws: 'http://127.0.0.1:1' } }),
    ).rejects.toThrow(/console target ws must be a ws: or wss:\/\/ URL/);
    await expect(startDocsServer({ port: 0, root: site, consoleTargets: { node: 'not a url' } })).rejects.toThrow(
      /console target node/,
    );
  });
});

describe('start and stop', () => {
  it('a missing root is refused with a hint to build', async () => {
    await expect(startDocsServer({ port: 0, root: path.join(site, 'nope') })).rejects.toThrow(
      `docs root ${path.join(site, 'nope')} does not exist: run \`npm run build\` first`,
    );
  });

  it("a port in use rejects with the server kit's PortInUseError", async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      await expect(startDocsServer({ port, root: site })).rejects.toMatchObject({ code: 'EADDRINUSE', port });
    } finally {
      blocker.close();
    }
  });

  it('stop() closes the port, and the default root is the built site', async () => {
    const s = await startDocsServer({ port: 0, root: site });
    await s.stop();
    await expect(get(s, '/')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(DEFAULT_SITE_ROOT).toBe(path.join(appDir, 'dist', 'site'));
  });
});

describe('command line', () => {
  let stderr: string[];
  afterEach(() => {
    vi.restoreAllMocks();
    process.exitCode = undefined;
  });
  const run = async (args: string[]) => {
    stderr = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      stderr.push(String(chunk));
      return true;
    });
    await runCli(PROGRAM, () => main(args));
    vi.restoreAllMocks();
    return stderr.join('');
  };

  it.each(['1e3', '0x4B64', ' ', '-1', '', '65536', '80.5'])(
    'refuses --port %j with one usage line and exit code 2',
    async (value) => {
      const err = await run([`--port=${value}`]);
      expect(process.exitCode).toBe(2);
      expect(err).toBe(
        `${PROGRAM}: --port must be a port number 0-65535 (got ${JSON.stringify(value)})\nRun '${PROGRAM} --help' for usage.\n`,
      );
    },
  );

  it('refuses an unknown flag and a malformed --console-target the same way', async () => {
    expect(await run(['--prot', '80'])).toMatch(
      new RegExp(`^${PROGRAM}: Unknown option '--prot'\\nRun '${PROGRAM} --help' for usage\\.\\n$`),
    );
    expect(process.exitCode).toBe(2);
    expect(await run(['--console-target', 'mock=http://x'])).toContain(
      '--console-target must be <node|rpc|ws|sandbox>=<url>',
    );
    expect(await run(['--root', site, '--port', '0', '--console-target', 'ws=http://127.0.0.1:1'])).toContain(
      'console target ws must be a ws: or wss:// URL',
    );
    expect(process.exitCode).toBe(2);
  });

  it('--help prints the usage with the defaults and the Host rule, and starts nothing', async () => {
    const out: string[] = [];
    expect(await docsCli(['--help'], {}, (line) => out.push(line))).toBeUndefined();
    expect(out).toEqual([USAGE]);
    expect(USAGE).toContain(`(default ${DEFAULT_SITE_ROOT}) on 127.0.0.1:${DEFAULT_DOCS_PORT} (env DOCS_PORT)`);
    expect(USAGE).toContain('--allow-host adds');
  });

  it('starts on the port of DOCS_PORT (the flag wins), with allowed hosts, base and console targets', async () => {
    const docs = await docsCli(
      [
        '--root',
        site,
        '--allow-host',
        'a.example, b.example',
        '--allow-host',
        'c.example,',
        '--base',
        '/site/',
        '--console-target',
        'node=http://127.0.0.1:9999',
      ],
      { DOCS_PORT: '0' },
    );
    try {
      expect(docs?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/site\/$/);
      for (const host of ['a.example', 'b.example', 'c.example']) {
        expect((await get(docs!, '/site/small.css', { Host: host })).status, host).toBe(200);
      }
      expect((await get(docs!, '/site/small.css', { Host: 'd.example' })).status).toBe(403);
      expect(JSON.parse((await get(docs!, '/site/console-targets.json')).body)).toEqual({
        node: 'http://127.0.0.1:9999',
      });
    } finally {
      await docs?.stop();
    }
    const flagged = await docsCli(['--root', site, '-p', '0'], { DOCS_PORT: 'not a port' });
    await flagged?.stop();
    expect(flagged?.port).toBeGreaterThan(0);
  });

  it('without --console-target there is no console-targets.json; a bad --port or target is a usage error', async () => {
    const docs = await docsCli(['--root', site, '--port', '0'], {});
    try {
      expect((await get(docs!, '/console-targets.json')).status).toBe(404);
    } finally {
      await docs?.stop();
    }
    await expect(docsCli(['--root', site, '--port', 'x'], {})).rejects.toThrow(
      '--port must be a port number 0-65535 (got "x")',
    );
    for (const target of ['node', '=http://127.0.0.1:1', 'db=http://127.0.0.1:1']) {
      await expect(docsCli(['--root', site, '--port', '0', '--console-target', target], {})).rejects.toThrow(
        `--console-target must be <node|rpc|ws|sandbox>=<url> (got ${JSON.stringify(target)})`,
      );
    }
  });

  it('--host binds the named address (any 127.x address is loopback on Linux)', async () => {
    const docs = await docsCli(['--root', site, '--port', '0', '--host', '127.0.0.2'], {});
    try {
      expect(docs?.url).toMatch(/^http:\/\/127\.0\.0\.2:\d+\/$/);
      expect(docs?.server.address()).toMatchObject({ address: '127.0.0.2' });
    } finally {
      await docs?.stop();
    }
  });

  it('a root that does not exist is one line on stderr and exit code 1', async () => {
    expect(await run(['--root', path.join(site, 'nope'), '--port', '0'])).toBe(
      `${PROGRAM}: docs root ${path.join(site, 'nope')} does not exist: run \`npm run build\` first\n`,
    );
    expect(process.exitCode).toBe(1);
  });

  it('the package builds the bin that runs this command line', () => {
    const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as { bin: Record<string, string> };
    expect(pkg.bin).toEqual({ [PROGRAM]: './dist/lib/bin.js' });
    expect(readFileSync(path.join(appDir, 'src/bin.ts'), 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
  });
});
