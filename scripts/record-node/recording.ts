// The recordings of a real 0.11.0 node (specs/node-api/recordings/): one YAML file per exchange, in the spirit
// of ethereum/execution-apis' `.io` fixtures: the request as sent and the answer as received, byte for byte
// (status line, headers in their order and case, the body as one literal block), with the node that answered
// and what varies from run to run. `<group>/<operation>/<case>.yaml` for a request to an operation's path,
// `http/<case>.yaml` for one to no operation.

import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseExact, stringifyJson } from '@sidechain-api/contract';
import { parse, stringify } from 'yaml';
import { repoRoot } from '../lib/paths.js';
import type { HeaderLines, WireAnswer, WireRequest } from './wire.js';

export const RECORDINGS_DIR = path.join(repoRoot, 'specs/node-api/recordings');
/** The node every recording comes from. */
export const RECORDED_NODE = 'io.horizen:sidechains-sdk:0.11.0';
const HEADER_COMMENT =
  'Recorded from a real Sidechains SDK 0.11.0 node by `npm run record:node` (scripts/record-node): do not edit by hand.\n' +
  'The answer is what the node sent, byte for byte; `varies` lists what changes from run to run.';

/**
 * What changes from one recording run to the next: `header <Name>` (its value), a JSON pointer into the
 * answer's body (the value there; Content-Length varies with it), or `forged blocks`: the ids, VRF proofs,
 * signatures and bytes of the blocks the run forged, wherever the exchange carries them (a VRF proof of
 * zendoo-sc-cryptolib 0.6.0 differs from one proof to the next, and the block's signature and id with it).
 */
export type Variation = `header ${string}` | `/${string}` | typeof FORGED_BLOCKS;
export const FORGED_BLOCKS = 'forged blocks';

export interface Recording {
  /** `<group>/<operation>/<case>` or `http/<case>`: the file's path under the recordings folder, no extension. */
  name: string;
  /** The operation whose path the request names; absent for a path that is no operation. */
  operationId?: string;
  /** What the exchange shows, one sentence. */
  title: string;
  node: string;
  varies: Variation[];
  request: WireRequest;
  response: WireAnswer;
}

interface RecordingFile {
  title: string;
  operationId?: string;
  node: string;
  varies: string[];
  request: { method: string; target: string; headers: string[]; body: string };
  response: { status: number; reason: string; headers: string[]; body: string };
}

const headerLines = (headers: HeaderLines) => headers.map(([n, v]) => `${n}: ${v}`);
const headerPairs = (lines: string[]): HeaderLines =>
  lines.map((line) => {
    const colon = line.indexOf(':');
    return [line.slice(0, colon), line.slice(colon + 1).trim()];
  });

/** The file's text. */
export function formatRecording(r: Recording): string {
  const file: RecordingFile = {
    title: r.title,
    ...(r.operationId && { operationId: r.operationId }),
    node: r.node,
    varies: r.varies,
    request: { ...r.request, headers: headerLines(r.request.headers) },
    response: { ...r.response, headers: headerLines(r.response.headers) },
  };
  const text = stringify(file, { lineWidth: 0, blockQuote: 'literal' });
  return `${HEADER_COMMENT.replace(/^/gm, '# ')}\n${text}`;
}

export function parseRecording(name: string, text: string): Recording {
  const file = parse(text) as RecordingFile;
  return {
    name,
    ...(file.operationId && { operationId: file.operationId }),
    title: file.title,
    node: file.node,
    varies: file.varies as Variation[],
    request: { ...file.request, headers: headerPairs(file.request.headers) },
    response: { ...file.response, headers: headerPairs(file.response.headers) },
  };
}

/** Every recording under `dir`, sorted by name. */
export function readRecordings(dir: string = RECORDINGS_DIR): Recording[] {
  const found: Recording[] = [];
  const walk = (sub: string) => {
    for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith('.yaml') && sub !== '')
        found.push(parseRecording(rel.slice(0, -'.yaml'.length), readFileSync(path.join(dir, rel), 'utf8')));
    }
  };
  walk('');
  return found.sort((a, b) => a.name.localeCompare(b.name));
}

/** Replaces every recording file under `dir` (the folders of recordings; other files stay) with `recordings`. */
export function writeRecordings(recordings: readonly Recording[], dir: string = RECORDINGS_DIR): void {
  for (const entry of readdirSync(dir, { withFileTypes: true }))
    if (entry.isDirectory()) rmSync(path.join(dir, entry.name), { recursive: true });
  for (const r of recordings) {
    const file = path.join(dir, `${r.name}.yaml`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, formatRecording(r));
  }
}

const VARIES = '<varies>';

/** The JSON value of the answer's body (int64 exact), or undefined when it is not JSON. */
export function answerJson(r: Pick<Recording, 'response'>): unknown {
  try {
    return parseExact(r.response.body);
  } catch {
    return undefined;
  }
}

function maskPointer(value: unknown, pointer: string): unknown {
  const [head, ...rest] = pointer.split('/').slice(1);
  if (head === undefined || value === null || typeof value !== 'object') return value;
  const key = head.replace(/~1/g, '/').replace(/~0/g, '~');
  if (!(key in value)) return value;
  const copy: Record<string, unknown> = Array.isArray(value) ? ([...value] as never) : { ...value };
  copy[key] = rest.length === 0 ? VARIES : maskPointer(copy[key], `/${rest.join('/')}`);
  return copy;
}

function walk(value: unknown, visit: (key: string, child: unknown, parent: Record<string, unknown>) => void): void {
  if (value === null || typeof value !== 'object') return;
  for (const [key, child] of Object.entries(value)) {
    visit(key, child, value as Record<string, unknown>);
    walk(child, visit);
  }
}

/**
 * The values of the blocks a run forged that differ from run to run: every block id `block/generate`
 * answered, and in every block the answers render, the VRF proof, the signature, the bytes (`blockHex`) of a
 * forged block. In the order of the recordings' names, each once: two runs give lists that correspond.
 */
export function forgedBlockValues(recordings: readonly Recording[]): string[] {
  const sorted = [...recordings].sort((a, b) => a.name.localeCompare(b.name));
  const ids = new Set<string>();
  for (const r of sorted) {
    const id = (answerJson(r) as { result?: { blockId?: unknown } } | undefined)?.result?.blockId;
    if (r.name.startsWith('block/generate/') && typeof id === 'string') ids.add(id);
  }
  const values = new Set<string>(ids);
  for (const r of sorted) {
    walk(answerJson(r), (key, child, parent) => {
      const block = child as {
        id?: unknown;
        header?: { vrfProof?: { vrfProof?: unknown }; signature?: { signature?: unknown } };
      };
      if (key !== 'block' || typeof block?.id !== 'string' || !ids.has(block.id)) return;
      for (const v of [block.header?.vrfProof?.vrfProof, block.header?.signature?.signature, parent.blockHex])
        if (typeof v === 'string') values.add(v);
    });
  }
  return [...values];
}

/** Whether the exchange carries one of `values` (in its request or its answer). */
export function carriesAny(r: Recording, values: readonly string[]): boolean {
  return values.some((v) => r.request.body.includes(v) || r.response.body.includes(v));
}

/**
 * The recording with what varies replaced by a placeholder: two runs of the recorder give equal ones.
 * `forged`: the run's `forgedBlockValues`, each replaced by `<forged #n>` (same length: Content-Length stays).
 */
export function masked(r: Recording, forged: readonly string[] = []): Recording {
  const headers = r.varies.filter((v) => v.startsWith('header ')).map((v) => v.slice(7).toLowerCase());
  const pointers = r.varies.filter((v) => v.startsWith('/'));
  if (pointers.length) headers.push('content-length');
  const maskHeaders = (lines: HeaderLines): HeaderLines =>
    lines.map(([n, v]) => [n, headers.includes(n.toLowerCase()) ? VARIES : v]);
  const maskForged = (text: string) => forged.reduce((t, value, i) => t.replaceAll(value, `<forged #${i}>`), text);
  let body = r.response.body;
  if (pointers.length) {
    const value = pointers.reduce((v, p) => maskPointer(v, p), answerJson(r));
    body = stringifyJson(value);
  }
  return {
    ...r,
    request: { ...r.request, body: maskForged(r.request.body) },
    response: { ...r.response, headers: maskHeaders(r.response.headers), body: maskForged(body) },
  };
}

/**
 * Every `transactionBytes` (and `transactionsBytes` item) of an exchange's request and answer that holds a
 * transaction: hex, in an exchange whose request the node did not refuse for its bytes.
 */
export function transactionBytesIn(r: Recording): string[] {
  const found: string[] = [];
  const visit = (key: string, child: unknown) => {
    if (key === 'transactionBytes' && typeof child === 'string') found.push(child);
    if (key === 'transactionsBytes' && Array.isArray(child))
      found.push(...child.filter((b): b is string => typeof b === 'string'));
  };
  let request: unknown;
  try {
    request = JSON.parse(r.request.body);
  } catch {
    request = undefined; // a body that is no JSON carries no bytes
  }
  walk(request, visit);
  walk(answerJson(r), visit);
  return found.filter((b) => /^([0-9a-f]{2})+$/.test(b) && !/not-a-transaction|odd-length/.test(r.name));
}
