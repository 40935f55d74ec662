// What the docs server needs to serve files: content types, request paths mapped into the root (no way
// out), Accept-Encoding, and the gzip bodies, each file version compressed once.

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.yml': 'application/yaml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

/** Types worth compressing (text). */
export const COMPRESSIBLE = /^(text\/|application\/(json|yaml|javascript)|image\/svg)/;

/** Files up to this size are sent as they are: gzip would save next to nothing. */
export const GZIP_MIN_BYTES = 1024;

export function contentType(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Maps a request URL path to a file inside `root` and the normalised URL path it stands for, or
 * undefined when it would leave the root. Redirects are built from `urlPath`, never from the raw URL.
 */
export function resolveRequestPath(root: string, rawPath: string): { file: string; urlPath: string } | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  // Stryker disable next-line Regex: path.posix.normalize already folds leading slashes into one; the replace only states it
  const rel = path.posix.normalize(`/${decoded.replace(/\\/g, '/')}`).replace(/^\/+/, '/');
  const file = path.resolve(root, `.${rel}`);
  // Equivalent mutant: the condition → false (rel was normalised from "/": file cannot leave root).
  if (file !== root && !file.startsWith(root + path.sep)) return undefined;
  return { file, urlPath: rel.split('/').map(encodeURIComponent).join('/') };
}

/** The file of a request URL path inside `root`, or undefined when it would leave the root. */
export function resolveInside(root: string, urlPath: string): string | undefined {
  return resolveRequestPath(root, urlPath)?.file;
}

/** Whether the client accepts gzip (RFC 9110 Accept-Encoding: `gzip;q=0` and `*;q=0` refuse it). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    // Equivalent mutant: `part.trim()` → `part` (name and parameters are trimmed again below).
    const [name, ...params] = part.trim().toLowerCase().split(';');
    // Equivalent mutant: `!name` → false (an empty name is stored under '' and never looked up).
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const g = q.get('gzip') ?? q.get('x-gzip') ?? q.get('*');
  // Equivalent mutant: `g !== undefined` → true (undefined > 0 is false as well).
  return g !== undefined && g > 0;
}

/**
 * Gzip bodies by file version. A pending compression is shared, so a file version is compressed once
 * however many clients ask at the same time; a new version of a file drops the older ones.
 */
export class GzipCache {
  readonly #entries = new Map<string, { body: Promise<Buffer>; length?: number }>();
  /** How many compressions ran (tests and the bench read it). */
  compressions = 0;

  /** The gzip body of `file` at `version`. */
  body(file: string, version: string): Promise<Buffer> {
    const key = `${file}\0${version}`;
    const existing = this.#entries.get(key);
    if (existing) return existing.body;
    this.compressions++;
    // Equivalent mutant: the condition → false, or startsWith → endsWith: dropping older versions only bounds
    // memory; their keys are never asked for again.
    for (const k of this.#entries.keys()) if (k.startsWith(`${file}\0`)) this.#entries.delete(k);
    const created: { body: Promise<Buffer>; length?: number } = {
      body: readFile(file)
        .then((raw) => gzipAsync(raw))
        .then((buf) => {
          created.length = buf.length;
          return buf;
        }),
    };
    created.body.catch(() => this.#entries.delete(key));
    this.#entries.set(key, created);
    return created.body;
  }

  /** The gzip length of `file` at `version` when it was compressed already (a HEAD never compresses). */
  knownLength(file: string, version: string): number | undefined {
    return this.#entries.get(`${file}\0${version}`)?.length;
  }
}
