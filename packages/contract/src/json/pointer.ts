// JSON pointers (RFC 6901) and local `$ref`s of the bundled documents.

export function escapePointer(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function unescapePointer(part: string): string {
  return part.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The value at `pointer` ("" or "/a/0/b") inside `root`, or undefined. */
export function atPointer(root: unknown, pointer: string): unknown {
  let node = root;
  for (const part of pointer.split('/').slice(1)) {
    if (node === null || typeof node !== 'object') return undefined;
    const key = unescapePointer(part);
    if (!Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** The target of a local `$ref` ("#/components/schemas/Box"); throws on a dangling or non-local ref. */
export function refTarget(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) throw new Error(`non-local $ref ${ref}`);
  const target = atPointer(root, decodeURIComponent(ref.slice(1)));
  if (target === undefined) throw new Error(`dangling $ref ${ref}`);
  return target;
}

function isRef(node: unknown): node is { $ref: string } {
  return node !== null && typeof node === 'object' && typeof (node as { $ref?: unknown }).$ref === 'string';
}

/** `node`, or what its `$ref` points to (followed until a node that is not a ref). */
export function deref<T = unknown>(root: unknown, node: unknown): T {
  let current = node;
  for (let hops = 0; isRef(current); hops++) {
    if (hops > 32) throw new Error(`$ref chain too long at ${current.$ref}`);
    current = refTarget(root, current.$ref);
  }
  return current as T;
}

/**
 * A copy of `node` with every local `$ref` replaced by its target, siblings of a `$ref` merged over it
 * (OpenAPI 3.1 / JSON Schema 2020-12 allow them). A ref back into a schema being expanded (a recursive
 * schema) stays a `$ref`: validate such copies against a validator that knows the whole document.
 */
export function dereferenceDeep(node: unknown, root: unknown, open: ReadonlySet<string> = new Set()): unknown {
  if (Array.isArray(node)) return node.map((n) => dereferenceDeep(n, root, open));
  if (node === null || typeof node !== 'object') return node;
  if (isRef(node)) {
    const { $ref, ...siblings } = node as { $ref: string } & Record<string, unknown>;
    if (open.has($ref)) return node;
    const inner = new Set(open).add($ref);
    const resolved = dereferenceDeep(refTarget(root, $ref), root, inner);
    if (Object.keys(siblings).length === 0) return resolved;
    return {
      ...(resolved as Record<string, unknown>),
      ...(dereferenceDeep(siblings, root, inner) as Record<string, unknown>),
    };
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) out[k] = dereferenceDeep(v, root, open);
  return out;
}
