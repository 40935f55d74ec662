// Box nonces are full-range int64: a JSON.parse round trip anywhere in the build would print
// -5720306963467411264 as -5720306963467411000. The built node reference must keep every digit of every
// such integer of the bundled document (what Redoc renders from it: exact-int.e2e.test.ts).

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { distDir } from './paths.js';
import { ints, literal, rounded } from './unsafe-integers.js';

describe('exact int64 examples: the built page', () => {
  const html = readFileSync(path.join(distDir, 'node-api.html'), 'utf8');

  it('the bundle has integers beyond 2^53, the box nonce example among them', () => {
    expect(ints.map((i) => i.digits)).toContain('-5720306963467411264');
    expect(ints.every((i) => rounded(i.digits) !== i.digits)).toBe(true);
  });

  it('holds every such integer digit for digit and never its rounded form', () => {
    expect(html).toMatch(literal('-5720306963467411264'));
    expect(html).not.toMatch(literal('-5720306963467411000'));
    const missing = ints.filter((i) => !literal(i.digits).test(html)).map((i) => i.digits);
    const roundedShown = ints.filter((i) => literal(rounded(i.digits)).test(html)).map((i) => rounded(i.digits));
    expect({ missing, roundedShown }).toEqual({ missing: [], roundedShown: [] });
  });
});
