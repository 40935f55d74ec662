// Every operation of the contract, with each request example the contract gives, through Prism
// (proxy, --errors) to the sandbox: no answer may break the contract.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractPath } from '../src/index.mjs';
import { basic, type Running, start } from './helpers.js';

type Json = Record<string, any>;
const doc = JSON.parse(readFileSync(contractPath(), 'utf8')) as Json;
let sb: Running;

beforeAll(async () => {
  ({ sb } = await start({ seed: 'sweep', restoredBoxes: 3 }));
});
afterAll(async () => {
  await sb?.close();
});

/** [path, example name, body] for every operation and request example (one empty call where there is none). */
function calls(): [string, string, unknown][] {
  const out: [string, string, unknown][] = [];
  for (const [path, item] of Object.entries(doc.paths as Json)) {
    const media = item.post.requestBody?.content?.['application/json'];
    if (!media) {
      out.push([path, '(no body)', undefined]);
      continue;
    }
    const examples = Object.entries((media.examples ?? {}) as Json);
    if (examples.length === 0) out.push([path, '{}', {}]);
    for (const [name, ex] of examples) out.push([path, name, ex.value]);
  }
  return out;
}

describe('contract sweep', () => {
  it('covers all operations', () => {
    expect(new Set(calls().map(([p]) => p)).size).toBe(Object.keys(doc.paths).length);
  });

  it('answers every request example of every operation within the contract', async () => {
    const violations: string[] = [];
    for (const [path, name, body] of calls()) {
      const res = await fetch(sb.url + path, {
        method: 'POST',
        headers: {
          authorization: basic(sb.apiKey),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      const declared = Object.keys(doc.paths[path].post.responses);
      if (text.includes('stoplight.io/prism/errors#VIOLATIONS') || !declared.includes(String(res.status))) {
        violations.push(`${path} (${name}): ${res.status} ${text.slice(0, 300)}`);
      }
    }
    expect(violations).toEqual([]);
  });
});
