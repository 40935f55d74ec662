// The JSON-RPC reference's search index, built from the document: per method its name, the field names of
// its params and result (through `$ref`s: a search for "l1Fee" finds the receipt methods), and the words of
// its descriptions (summary, description, params, result, the schemas it returns, client differences); and
// the OP Stack page's sections as topics with the methods they link to ("GasPriceOracle" finds the L1 fee
// section and eth_call, eth_estimateGas, …). An inverted index: each word once, with the methods using it.

import type { OpenRpcDocument } from '@sidechain-api/contract';
import { type Schema, type SchemaObject, SchemaRenderer } from '../site/schema-renderer.js';
import type { Method } from './evm-rpc.js';
import type { Topic } from './op-stack.js';

/** Why a method matches a word: its name, a field name, or a word of its descriptions. */
export const KIND = { field: 1, text: 2 } as const;

export interface SearchIndex {
  /** Method names, in page order. */
  methods: string[];
  /** Every word (field names as spelled; description words lower-cased), each once. */
  words: string[];
  /** Per word: flat pairs [method index, kind, …]. */
  postings: number[][];
  /** OP Stack sections: where, title, the indexes of the words of their text and of the methods they link. */
  topics: { href: string; title: string; words: number[]; methods: number[] }[];
}

/** How deep the field walk follows nested schemas (a block holds transactions, which hold access lists…). */
const FIELD_DEPTH = 6;

const isObject = (s: unknown): s is SchemaObject => s !== null && typeof s === 'object' && !Array.isArray(s);

/** Words of a text: letters, digits and `_`, three characters or more (hex addresses stay whole). */
export function wordsOf(text: string): string[] {
  return (text.match(/[A-Za-z0-9_]{3,}/g) ?? []).map((w) => w.toLowerCase());
}

class Builder {
  readonly words: string[] = [];
  readonly postings: number[][] = [];
  readonly #ids = new Map<string, number>();
  readonly #seen = new Set<string>();

  id(word: string): number {
    let id = this.#ids.get(word);
    if (id === undefined) {
      id = this.words.length;
      this.#ids.set(word, id);
      this.words.push(word);
      this.postings.push([]);
    }
    return id;
  }

  add(word: string, method: number, kind: number): void {
    const id = this.id(word);
    const key = `${id}:${method}`;
    if (this.#seen.has(key)) return; // a field beats a text word: fields are added first
    this.#seen.add(key);
    this.postings[id]!.push(method, kind);
  }
}

/** The field names of a schema and the descriptions of what it holds, through refs, up to FIELD_DEPTH. */
function collect(r: SchemaRenderer, schema: Schema | undefined, fields: Set<string>, texts: string[]): void {
  const seen = new Set<string>();
  const walk = (s: Schema | undefined, depth: number): void => {
    if (!isObject(s) || depth > FIELD_DEPTH) return;
    if (typeof s.$ref === 'string') {
      if (seen.has(s.$ref)) return;
      seen.add(s.$ref);
      walk(r.resolve<Schema>(s), depth);
      return;
    }
    if (s.title) texts.push(s.title);
    if (s.description) texts.push(s.description);
    for (const [name, prop] of Object.entries(s.properties ?? {})) {
      fields.add(name);
      walk(prop, depth + 1);
    }
    for (const kw of ['oneOf', 'anyOf', 'allOf'] as const) for (const v of s[kw] ?? []) walk(v, depth);
    walk(s.items, depth + 1);
    if (isObject(s.additionalProperties)) walk(s.additionalProperties, depth + 1);
  };
  walk(schema, 0);
}

export function searchIndex(doc: OpenRpcDocument, methods: readonly Method[], topics: readonly Topic[]): SearchIndex {
  const r = new SchemaRenderer(doc);
  const b = new Builder();
  methods.forEach((m, i) => {
    const fields = new Set<string>();
    const texts: string[] = [m.summary ?? '', m.description ?? ''];
    for (const raw of m.params ?? []) {
      const p = r.resolve<{ name: string; description?: string; schema?: Schema }>(raw);
      fields.add(p.name);
      if (p.description) texts.push(p.description);
      collect(r, p.schema, fields, texts);
    }
    if (m.result) {
      const result = r.resolve<{ name?: string; description?: string; schema?: Schema }>(m.result);
      if (result.description) texts.push(result.description);
      collect(r, result.schema, fields, texts);
    }
    for (const [kind, sub] of Object.entries(m['x-subscriptions'] ?? {})) {
      texts.push(kind, sub.description ?? '');
      collect(r, sub.notification?.result, fields, texts);
    }
    for (const d of m['x-client-differences'] ?? []) texts.push(d.client, d.about ?? '', d.behaviour);
    for (const f of fields) b.add(f, i, KIND.field);
    for (const w of new Set(texts.flatMap(wordsOf))) b.add(w, i, KIND.text);
  });
  const byName = new Map(methods.map((m, i) => [m.name, i]));
  return {
    methods: methods.map((m) => m.name),
    words: b.words,
    postings: b.postings,
    topics: topics.map((t) => ({
      href: t.href,
      title: t.title,
      words: [...new Set(wordsOf(`${t.title} ${t.text}`))].map((w) => b.id(w)),
      methods: t.methods.flatMap((name) => {
        const i = byName.get(name);
        return i === undefined ? [] : [i];
      }),
    })),
  };
}
