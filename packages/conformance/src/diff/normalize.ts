// What two servers' answers must share once the values that may differ are masked: the status, the headers a
// client reads (Content-Type, WWW-Authenticate, Allow, Server, Location), and the body — JSON compared value
// by value (int64 exactly), any other body as text. Masks:
//   aliases  values each server made on its own (a block id, say) are replaced wherever they appear, in JSON
//            strings and text bodies alike, by the name the run gave them ("<block 3>"), so that two servers
//            agree when they use their own ids in the same places;
//   ignore   JSON paths whose values are not compared ("**/header/vrfProof": a block's VRF proof);
//   replace  text patterns replaced in every string (a JVM object's hash code in a message).

import { isDeepStrictEqual } from 'node:util';
import { mediaTypeOf, parseExact } from '@sidechain-api/contract';
import type { HttpAnswer } from '../http.js';

export interface DiffMask {
  /**
   * Paths whose values are not compared: segments joined by "/", `*` one segment (an object member or an
   * array index), `**` any number of segments ("/result/balance"; a leading `**` matches at any depth).
   * `<request path>#<path>` applies to the answers of that request path only ("/block/findById#/result/blockHex").
   */
  ignore?: readonly string[];
  /** Text replaced in every JSON string and text body (a JavaScript regular expression, global). */
  replace?: readonly { pattern: string; with: string }[];
  /** Header names compared, in lower case (default HEADERS_COMPARED). */
  headers?: readonly string[];
}

/** The headers a client of the node reads. Date, Content-Length and connection headers are not compared. */
export const HEADERS_COMPARED: readonly string[] = [
  'content-type',
  'www-authenticate',
  'allow',
  'server',
  'location',
  'access-control-allow-origin',
];

export const MASKED = '<masked>';

/** Values one server made, by the name both servers' runs give them (hex tokens of 16 characters or more). */
export class Aliases {
  readonly #names = new Map<string, string>();

  /** Names `value` (case-insensitive hex) `name` in every answer normalized after this. */
  add(value: string, name: string): void {
    if (/^[0-9a-fA-F]{16,}$/.test(value)) this.#names.set(value.toLowerCase(), `<${name}>`);
  }

  has(value: string): boolean {
    return this.#names.has(value.toLowerCase());
  }

  /** Replaces each named value, also inside a longer hex string (a block id in a block's bytes). */
  apply(text: string): string {
    if (this.#names.size === 0) return text;
    return text.replace(/[0-9a-fA-F]{16,}/g, (hex) => {
      const lower = hex.toLowerCase();
      const exact = this.#names.get(lower);
      if (exact !== undefined) return exact;
      let out = lower;
      for (const [value, name] of this.#names) if (out.includes(value)) out = out.split(value).join(name);
      return out === lower ? hex : out;
    });
  }
}

export interface Normalized {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

interface Pattern {
  /** The request path it applies to; undefined: every answer. */
  request: string | undefined;
  segments: string[];
}

function compile(pattern: string): Pattern {
  const hash = pattern.indexOf('#');
  const request = hash < 0 ? undefined : pattern.slice(0, hash);
  return {
    request,
    segments: pattern
      .slice(hash + 1)
      .split('/')
      .filter((s) => s !== ''),
  };
}

function matches(pattern: readonly string[], path: readonly string[], i = 0, j = 0): boolean {
  if (i === pattern.length) return j === path.length;
  const p = pattern[i];
  if (p === '**') {
    for (let k = j; k <= path.length; k++) if (matches(pattern, path, i + 1, k)) return true;
    return false;
  }
  if (j === path.length) return false;
  return (p === '*' || p === path[j]) && matches(pattern, path, i + 1, j + 1);
}

/** Normalizes answers with one mask and one side's aliases. */
export class Normalizer {
  readonly #ignore: Pattern[];
  readonly #replace: { re: RegExp; with: string }[];
  readonly #headers: readonly string[];

  constructor(mask: DiffMask = {}) {
    this.#ignore = (mask.ignore ?? []).map(compile);
    this.#replace = (mask.replace ?? []).map((r) => ({ re: new RegExp(r.pattern, 'g'), with: r.with }));
    this.#headers = mask.headers ?? HEADERS_COMPARED;
  }

  text(value: string, aliases: Aliases): string {
    let out = aliases.apply(value);
    for (const r of this.#replace) out = out.replace(r.re, r.with);
    return out;
  }

  #value(value: unknown, path: string[], aliases: Aliases, ignore: readonly Pattern[]): unknown {
    if (ignore.some((p) => matches(p.segments, path))) return MASKED;
    if (typeof value === 'string') return this.text(value, aliases);
    if (Array.isArray(value)) return value.map((v, i) => this.#value(v, [...path, String(i)], aliases, ignore));
    if (value !== null && typeof value === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) out[k] = this.#value(v, [...path, k], aliases, ignore);
      return out;
    }
    return value;
  }

  /**
   * The answer as it is compared: JSON bodies parsed (exact int64) and masked, other bodies as masked text.
   * `requestPath`: the path the request went to (its query left out), for the masks of one request path.
   */
  answer(a: HttpAnswer, aliases: Aliases, requestPath = ''): Normalized {
    const path = requestPath.replace(/[?#].*$/, '');
    const ignore = this.#ignore.filter((p) => p.request === undefined || p.request === path);
    const headers: Record<string, string> = {};
    for (const name of this.#headers) {
      const value = a.headers[name];
      if (value !== undefined) headers[name] = this.text(value, aliases);
    }
    let body: unknown;
    if (mediaTypeOf(a.headers['content-type']) === 'application/json') {
      try {
        body = this.#value(parseExact(a.text), [], aliases, ignore);
      } catch {
        body = this.text(a.text, aliases);
      }
    } else {
      body = this.text(a.text, aliases);
    }
    return { status: a.status, headers, body };
  }
}

/** The first place where two values differ, as "path: A vs B", or '' when they are equal. */
export function firstDifference(x: unknown, y: unknown, path = ''): string {
  if (isDeepStrictEqual(x, y)) return '';
  if (x && y && typeof x === 'object' && typeof y === 'object' && !Array.isArray(x) === !Array.isArray(y)) {
    for (const k of new Set([...Object.keys(x), ...Object.keys(y)])) {
      const d = firstDifference((x as Record<string, unknown>)[k], (y as Record<string, unknown>)[k], `${path}/${k}`);
      if (d) return d;
    }
  }
  const show = (v: unknown) => {
    const t =
      typeof v === 'bigint' ? v.toString() : JSON.stringify(v, (_k, w) => (typeof w === 'bigint' ? String(w) : w));
    return t === undefined ? 'nothing' : t.length > 120 ? `${t.slice(0, 119)}…` : t;
  };
  return `${path || '/'}: ${show(x)} vs ${show(y)}`;
}
