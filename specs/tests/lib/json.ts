// Typed steps for the document tests' walks over parsed JSON: each value is `unknown` until a helper
// narrows it, and a helper that expects a shape throws naming where it looked, so a test that meets an
// unexpected document fails with the pointer instead of a TypeError deep in a callback.
import type { JsonObject } from '@sidechain-api/contract';

export type { JsonObject } from '@sidechain-api/contract';

/** A step of a walk: an object member or an array index. */
export type Key = string | number;

/** A walk as a JSON pointer ("/paths/~1block~1best/post"), for messages. */
export function pointer(path: readonly Key[]): string {
  return path.map((key) => `/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

const preview = (value: unknown): string => {
  const text = JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v));
  return text === undefined ? String(value) : text.slice(0, 80);
};

/** Whether `value` is a JSON object (not null, not an array). */
export function isObj(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** `value` as a JSON object; throws naming `where` when it is not one. */
export function obj(value: unknown, where: string): JsonObject {
  if (!isObj(value)) throw new Error(`${where} is not a JSON object: ${preview(value)}`);
  return value;
}

/** `value` as an array; throws naming `where` when it is not one. */
export function arr(value: unknown, where: string): unknown[] {
  if (!Array.isArray(value)) throw new Error(`${where} is not an array: ${preview(value)}`);
  return value;
}

/** `value` as an array of JSON objects; throws naming `where` (and the index) when it is not one. */
export function objs(value: unknown, where: string): JsonObject[] {
  return arr(value, where).map((item, i) => obj(item, `${where}/${i}`));
}

/** `value` as a number; throws naming `where` when it is not one. */
export function num(value: unknown, where: string): number {
  if (typeof value !== 'number') throw new Error(`${where} is not a number: ${preview(value)}`);
  return value;
}

/** `value` as a string; throws naming `where` when it is not one. */
export function str(value: unknown, where: string): string {
  if (typeof value !== 'string') throw new Error(`${where} is not a string: ${preview(value)}`);
  return value;
}

/** The members of a JSON object that are themselves objects (schemas, paths, examples…); throws on any other. */
export function objEntries(value: unknown, where: string): [string, JsonObject][] {
  return Object.entries(obj(value, where)).map(([key, member]) => [key, obj(member, `${where}/${key}`)]);
}

/**
 * The value at `path` under `root`, or undefined once the walk meets something that is not an object
 * or array: the `a?.b?.[0]` of a free walk, for values a test compares rather than relies on.
 */
export function get(root: unknown, ...path: Key[]): unknown {
  let node = root;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<Key, unknown>)[key];
  }
  return node;
}

/** The JSON object at `path` under `root`; throws naming the pointer when there is none. */
export function objAt(root: unknown, ...path: Key[]): JsonObject {
  return obj(get(root, ...path), pointer(path) || '/');
}

/** The array at `path` under `root`; throws naming the pointer when there is none. */
export function arrAt(root: unknown, ...path: Key[]): unknown[] {
  return arr(get(root, ...path), pointer(path) || '/');
}

/** The string at `path` under `root`; throws naming the pointer when there is none. */
export function strAt(root: unknown, ...path: Key[]): string {
  return str(get(root, ...path), pointer(path) || '/');
}

/** Every object inside a value, the value included (depth first, in document order). */
export function objectsIn(value: unknown): JsonObject[] {
  const out: JsonObject[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (isObj(v)) {
      out.push(v);
      Object.values(v).forEach(walk);
    }
  };
  walk(value);
  return out;
}
