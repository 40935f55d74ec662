// The integers of the bundled node document that a double cannot hold, and how to look for them in text.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseJson } from '@sidechain-api/node-api';
import { distDir } from './paths.js';

/** Every integer of the bundle a double cannot hold, with the operation whose examples hold it. */
export function unsafeIntegers(): { pointer: string[]; digits: string }[] {
  const doc = parseJson(readFileSync(path.join(distDir, 'specs/openapi.json'), 'utf8'), []);
  const out: { pointer: string[]; digits: string }[] = [];
  const walk = (v: unknown, ptr: string[]) => {
    if (typeof v === 'bigint') out.push({ pointer: ptr, digits: v.toString() });
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, [...ptr, k]);
  };
  walk(doc, []);
  return out;
}

export const ints = unsafeIntegers();
/** How a JSON.parse round trip prints the integer (shortest double form). */
export const rounded = (digits: string) => String(Number(digits));
/** The integer as a whole literal (in the page's embedded document a BigInt literal: `…n`). */
export const literal = (digits: string) => new RegExp(`(?<![\\w.-])${digits.replace('-', '\\-')}n?(?![\\w.])`);
