// The node API document's examples that come from the recordings: an Example object with an `x-recording`
// member holds the body of that recording (the answer's; the request's for an example of a request body).
// `npm run record:node` rewrites their values after each recording run; specs/tests/node-api/recordings.test.ts
// checks that each one equals its recording.

import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseExact, stringifyJson } from '@sidechain-api/contract';
import { Document, isMap, isScalar, isSeq, type Node, parseDocument } from 'yaml';
import { repoRoot } from '../lib/paths.js';
import { masked, type Recording } from './recording.js';

const SPEC_DIR = path.join(repoRoot, 'specs/node-api');
/** The source files that hold examples: the operations and the shared responses. */
const EXAMPLE_DIRS = ['paths', 'components/responses'];
const YAML_OPTIONS = { lineWidth: 0, flowCollectionPadding: false } as const;

export interface RecordedExample {
  /** The source file, relative to specs/node-api. */
  file: string;
  /** Where the Example object is in the file. */
  at: (string | number)[];
  /** The recording's name (`block/best/genesis`). */
  recording: string;
  /** An example of a request body holds the request's body; any other, the answer's. */
  part: 'request' | 'response';
  value: unknown;
}

function yamlFiles(): string[] {
  return EXAMPLE_DIRS.flatMap((dir) =>
    readdirSync(path.join(SPEC_DIR, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.yaml'))
      .map((f) => path.join(dir, f)),
  );
}

function findTied(
  node: Node | null | undefined,
  at: (string | number)[],
  found: (at: (string | number)[], example: Node) => void,
): void {
  if (isMap(node)) {
    if (node.items.some((pair) => isScalar(pair.key) && pair.key.value === 'x-recording')) found(at, node);
    for (const pair of node.items)
      if (isScalar(pair.key)) findTied(pair.value as Node, [...at, String(pair.key.value)], found);
  } else if (isSeq(node)) {
    for (const [i, item] of node.items.entries()) findTied(item as Node, [...at, i], found);
  }
}

/** Every example tied to a recording, its value as the source file holds it (integers as bigints). */
export function recordedExamples(): RecordedExample[] {
  const examples: RecordedExample[] = [];
  for (const file of yamlFiles()) {
    const doc = parseDocument(readFileSync(path.join(SPEC_DIR, file), 'utf8'), { intAsBigInt: true });
    const whole = doc.toJS() as unknown; // bigints where the file has integers (intAsBigInt)
    findTied(doc.contents as Node, [], (at) => {
      const json = at.reduce<unknown>((v, key) => (v as Record<string | number, unknown>)[key], whole) as {
        'x-recording'?: unknown;
        value?: unknown;
      };
      if (typeof json['x-recording'] !== 'string') throw new Error(`${file} ${at.join('.')}: x-recording is no name`);
      examples.push({
        file,
        at,
        recording: json['x-recording'],
        part: at.includes('requestBody') ? 'request' : 'response',
        value: json.value,
      });
    });
  }
  return examples;
}

/** Every named Example object of the document's sources that is tied to no recording, as `<file>#<name>`. */
export function untiedExamples(): string[] {
  const untied: string[] = [];
  const visit = (file: string, node: Node | null | undefined): void => {
    if (isMap(node)) {
      for (const pair of node.items) {
        if (!isScalar(pair.key)) continue;
        if (pair.key.value === 'examples' && isMap(pair.value)) {
          for (const example of pair.value.items) {
            const tied = isMap(example.value) && example.value.has('x-recording');
            if (isScalar(example.key) && !tied) untied.push(`${file}#${String(example.key.value)}`);
          }
        } else visit(file, pair.value as Node);
      }
    } else if (isSeq(node)) {
      for (const item of node.items) visit(file, item as Node);
    }
  };
  for (const file of yamlFiles()) visit(file, parseDocument(readFileSync(path.join(SPEC_DIR, file), 'utf8')).contents);
  return untied;
}

/** The body an example tied to `recording` holds: JSON (int64 exact) as the node sent it, or its text. */
export function recordedValue(recording: Recording, part: 'request' | 'response'): unknown {
  const text = part === 'request' ? recording.request.body : recording.response.body;
  try {
    return parseExact(text);
  } catch {
    return text;
  }
}

/** One text for a value from JSON or from YAML (whose integers are all bigints), so the two compare. */
export function canonical(value: unknown): string {
  return stringifyJson(value);
}

/** The recording with its varying parts masked, as an example compares with it. */
export function comparableValue(recording: Recording, part: 'request' | 'response', value: unknown): string {
  if (part === 'request') return canonical(value);
  const text = canonical(value);
  return masked({ ...recording, response: { ...recording.response, body: text } }).response.body;
}

/** What follows `value:` for `value`, its lines indented for a key at column `indent` (a scalar stays on the key's line). */
function valueText(value: unknown, indent: number): string {
  const text = new Document({ value }).toString(YAML_OPTIONS).trimEnd();
  return text
    .slice('value:'.length)
    .split('\n')
    .map((line, i) => (i === 0 || line === '' ? line : ' '.repeat(indent) + line))
    .join('\n');
}

/**
 * Replaces the text of the `value` of the Example object at `at` (inserting the key before its first
 * member when the example has none) and leaves every other byte of the file as it was.
 */
export function spliceExampleValue(text: string, at: (string | number)[], value: unknown): string {
  const doc = parseDocument(text, { intAsBigInt: true });
  const example = doc.getIn(at, true);
  if (!isMap(example)) throw new Error(`no Example object at ${at.join('.')}`);
  const pair = example.items.find((p) => isScalar(p.key) && p.key.value === 'value');
  const first = example.items[0]?.key as Node | undefined;
  const keyStart = (pair?.key as Node | undefined)?.range?.[0] ?? first?.range?.[0];
  if (keyStart === undefined) throw new Error(`an empty Example object at ${at.join('.')}`);
  const indent = keyStart - text.lastIndexOf('\n', keyStart - 1) - 1;
  if (!pair)
    return `${text.slice(0, keyStart)}value:${valueText(value, indent)}\n${' '.repeat(indent)}${text.slice(keyStart)}`;
  const colon = text.indexOf(':', (pair.key as Node).range?.[1] ?? keyStart);
  const end = (pair.value as Node).range?.[1] ?? colon + 1;
  // a block value's range ends after its last line break: keep that one
  const tail = text[end - 1] === '\n' ? '\n' : '';
  return `${text.slice(0, colon + 1)}${valueText(value, indent)}${tail}${text.slice(end)}`;
}

/** Writes each tied example's value from its recording; returns the files it changed. */
export function updateExamples(recordings: readonly Recording[]): string[] {
  const byName = new Map(recordings.map((r) => [r.name, r]));
  const changed: string[] = [];
  const byFile = new Map<string, RecordedExample[]>();
  for (const e of recordedExamples()) byFile.set(e.file, [...(byFile.get(e.file) ?? []), e]);
  for (const [file, examples] of byFile) {
    const full = path.join(SPEC_DIR, file);
    const original = readFileSync(full, 'utf8');
    let text = original;
    for (const e of examples) {
      const recording = byName.get(e.recording);
      if (!recording) throw new Error(`${file}: x-recording ${e.recording} is no recording`);
      const value = recordedValue(recording, e.part);
      if (canonical(value) !== canonical(e.value)) text = spliceExampleValue(text, e.at, value);
    }
    if (text !== original) {
      writeFileSync(full, text);
      changed.push(file);
    }
  }
  return changed;
}
