// Integers beyond 2^53 (box nonces, the int64 bounds) on the node reference, digit for digit.
// The bundle is read with the one lossless parser (`parseExact` of @sidechain-api/contract: such integers
// become bigint) and written back with `stringifyJson`. Redoc reads its input with JSON.parse and embeds
// the document as a JavaScript literal, which would round them; so its input holds each one as a marked
// string, and the built page is rewritten:
// - in the embedded document each marked string becomes a BigInt literal (`-5720306963467411264n`),
//   and BigInt.prototype.toJSON returns JSON.rawJSON(digits): Redoc prints example values with
//   JSON.stringify (JSON viewer, copy button) and bounds with a template string, so both print the
//   exact digits (a browser without JSON.rawJSON prints the nearest number instead);
// - in the server-rendered markup each marked string becomes what that viewer renders for a bigint,
//   so the first paint is exact and hydration finds what it expects.

import { stringifyJson } from '@sidechain-api/contract';
import { prettyJsonText } from '../console/pretty.js';

export const MARK = '__exact_int64__';
const MARKED = new RegExp(`"${MARK}(-?\\d+)"`, 'g');

/** JSON text in which every bigint is a marked string (Redoc's input). Throws if the value already holds the marker. */
export function markedJson(value: unknown): string {
  if (JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? 0 : v)).includes(MARK)) {
    throw new Error(`the document holds the text ${MARK}: choose another marker in apps/docs/src/site/exact-int.ts`);
  }
  return JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? `${MARK}${v}` : v));
}

/** JSON text of a value from `parseExact`, every bigint a plain integer; indented with `indent` spaces when given. */
export function exactJson(value: unknown, indent?: number): string {
  const text = stringifyJson(value);
  return indent ? prettyJsonText(text, ' '.repeat(indent)) : text;
}

/** Runs before the embedded document is handed to Redoc (a module script: strict, `this` is the bigint). */
const EXACT_INT_HELPER = `if (typeof BigInt.prototype.toJSON !== 'function') BigInt.prototype.toJSON = function () {
  return typeof JSON.rawJSON === 'function' ? JSON.rawJSON(this.toString()) : Number(this);
};
      `;

const DEFINITION = 'const __redoc_definition = ';

/**
 * Rewrites the page `redocly build-docs` made from a marked document (see above). Throws when a
 * marked string is left that this function does not know how to render.
 */
export function exactRedocPage(html: string): string {
  const start = html.indexOf(DEFINITION);
  if (start < 0) throw new Error('Redoc page: the embedded document (const __redoc_definition) was not found');
  const end = html.indexOf('\n', start);
  const definition = html.slice(start, end).replace(MARKED, '$1n');
  let out = `${html.slice(0, start)}${EXACT_INT_HELPER}${definition}${html.slice(end)}`;
  // Server-rendered JSON samples: a leaf is <span class="token TYPEOF">JSON.stringify(value)</span>.
  out = out.replace(
    new RegExp(`<span class="token string">&quot;${MARK}(-?\\d+)&quot;</span>`, 'g'),
    '<span class="token bigint">$1</span>',
  );
  const left = out.indexOf(MARK);
  if (left >= 0) {
    throw new Error(
      `Redoc page: a marked integer is left in the markup: …${out.slice(Math.max(0, left - 160), left + 60)}…`,
    );
  }
  return out;
}
