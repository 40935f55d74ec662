// Generates the TypeScript types and chain objects of @sidechain-api/evm-rpc from the bundled
// OpenRPC document (packages/evm-rpc/generated/openrpc.json, written by bundle-specs.ts).
//   tsx scripts/generate-evm-types.ts [--check]
// Writes packages/evm-rpc/src/generated/
//   schemas.ts  one named type per components.schemas entry (hex strings as `0x${string}`,
//               enums and consts as literal unions, nullable as `| null`, with the descriptions as JSDoc)
//   methods.ts  RpcMethods (method → { params: named tuple, result, errorCode }, with the document's
//               x-client-differences — op-geth against op-reth — in each method's JSDoc), EvmRpcSchema
//               (viem's RpcSchema shape) and Subscriptions (eth_subscribe x-subscriptions: kind → params, result)
//   chains.ts   mainnet / testnet in viem's Chain shape, from the document's root x-chains
// It is a small emitter of its own rather than json-schema-to-typescript or @open-rpc/typings: the
// types must keep the document's names, `0x${string}` template literals and optional tuple elements.
// --check compares instead of writing and exits 1 when the committed files are stale.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { JsonObject, OpenRpcDocument } from '@sidechain-api/contract';
// The pointer helpers alone: the rest of the contract runtime is built from the packages these scripts generate.
import { deref } from '@sidechain-api/contract/pointer';
import { isMain, runMain, writeGenerated } from './lib/generated-files.js';
import { repoRoot } from './lib/paths.js';

export const source = 'packages/evm-rpc/generated/openrpc.json';
export const outDir = 'packages/evm-rpc/src/generated';
const HEADER = `// generated — do not edit. Source: ${source}; run npm run build.\n`;

const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const RESERVED = new Set(
  'default function class delete new in for if var let const return void this null true false typeof switch case do while with enum export import extends super throw try catch finally yield break continue debugger instanceof'.split(
    ' ',
  ),
);

/** The members of a JSON Schema the emitter reads (a boolean schema is `true` / `false`). */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  oneOf?: SchemaOrBool[];
  anyOf?: SchemaOrBool[];
  allOf?: SchemaOrBool[];
  items?: SchemaOrBool;
  properties?: Record<string, SchemaOrBool>;
  required?: string[];
  additionalProperties?: SchemaOrBool;
  propertyNames?: { pattern?: string };
  pattern?: string;
  description?: string;
}
export type SchemaOrBool = Schema | boolean;

/** An OpenRPC content descriptor (a param, a result). */
interface ContentDescriptor {
  name: string;
  required?: boolean;
  schema: SchemaOrBool;
}

/** One entry of a method's `x-client-differences`: how an execution client departs from the description. */
export interface ClientDifference {
  client: string;
  since?: string;
  behaviour: string;
  source?: string;
}

/** The parts of an OpenRPC method the generator reads. */
interface Method {
  name: string;
  summary?: string;
  description?: string;
  params: ContentDescriptor[];
  result?: ContentDescriptor;
  errors?: ({ $ref: string } | { code: number })[];
  'x-client-differences'?: ClientDifference[];
  'x-subscriptions'?: Record<
    string,
    { description?: string; params?: ContentDescriptor[]; notification?: { method?: string; result: SchemaOrBool } }
  >;
}

/** A chain of the root `x-chains`. */
interface ChainEntry {
  id: string;
  chainId: number;
  chainIdHex: string;
  networkId: number;
  name: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  rpcUrls: { https: string; wss: string };
  blockExplorer: { name: string; url: string };
  parentChainId?: number;
  parentChain?: unknown;
  bridge?: unknown;
  faucet?: unknown;
}

/** The document as the generator reads it. */
export type EvmDocument = Omit<OpenRpcDocument, 'methods' | 'components'> & {
  methods: Method[];
  components: { schemas: Record<string, SchemaOrBool>; errors?: Record<string, { code: number }> };
  'x-chains'?: ChainEntry[];
};

/** Schema name → TypeScript type name: `address` → `Address`, `hash32` → `Hash32`, `notFound` → `NotFound`. */
export function typeName(name: string): string {
  const pascal = name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
    .join('');
  if (!IDENT.test(pascal)) throw new Error(`schema name "${name}" does not make a TypeScript identifier`);
  return pascal;
}

const key = (k: string) => (IDENT.test(k) ? k : JSON.stringify(k));
const literal = (v: unknown) =>
  typeof v === 'string' ? `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'` : JSON.stringify(v);

function jsdoc(text: string | undefined, pad: string): string {
  if (!text) return '';
  const lines = String(text).replace(/\*\//g, '*\\/').trim().split('\n');
  if (lines.length === 1) return `${pad}/** ${lines[0]} */\n`;
  return `${pad}/**\n${lines.map((l) => `${pad} *${l ? ` ${l}` : ''}`).join('\n')}\n${pad} */\n`;
}

/** The emitted type of a hex string: the template literal type `0x${string}`. */
const HEX = `\`0x\${string}\``;

/** A string pattern → the narrowest TypeScript type we can state for it. */
function stringType(schema: Schema): string {
  const p = schema.pattern;
  // Params also match `0X` (as geth reads them); the TypeScript type keeps the canonical `0x`.
  if (typeof p === 'string' && p.startsWith('^0[xX]')) return HEX;
  if (typeof p !== 'string' || !p.startsWith('^0x')) return 'string';
  const chars = /^\^0x\[([0-9a-f]+)\]\$$/.exec(p);
  if (chars) return [...chars[1]!].map((c) => `'0x${c}'`).join(' | ');
  return HEX;
}

/** The key type of an object whose keys are constrained by propertyNames.pattern. */
function keyType(schema: Schema): string {
  const p = schema.propertyNames?.pattern;
  return typeof p === 'string' && p.startsWith('^0x') ? HEX : 'string';
}

const union = (parts: string[]): string => {
  const uniq = [...new Set(parts)];
  return uniq.length === 1
    ? uniq[0]!
    : uniq.map((t) => (/[&]/.test(t) && !t.startsWith('(') ? `(${t})` : t)).join(' | ');
};

const wrap = (t: string) => (/[|&]/.test(t) && !/^\{[\s\S]*\}$/.test(t) ? `(${t})` : t);

export interface Emitter {
  emit(schema: SchemaOrBool | undefined, pad?: string): string;
  names: Map<string, string>;
  unsupported: Set<string>;
}

export function createEmitter(doc: Pick<EvmDocument, 'components'>): Emitter {
  const schemas = doc.components?.schemas ?? {};
  const names = new Map<string, string>();
  for (const name of Object.keys(schemas)) {
    const t = typeName(name);
    if ([...names.values()].includes(t)) throw new Error(`two schemas map to the type name ${t}`);
    names.set(name, t);
  }
  const unsupported = new Set<string>();

  function refName(ref: string): string {
    const m = /^#\/components\/schemas\/(.+)$/.exec(ref);
    const name = m ? names.get(m[1]!) : undefined;
    if (!name) throw new Error(`unsupported or dangling $ref ${ref} (bundle first)`);
    return name;
  }

  /** schema → TypeScript type expression (multi-line for objects, indented with `pad`). */
  function emit(schema: SchemaOrBool | undefined, pad = ''): string {
    if (schema === true || schema === undefined) return 'unknown';
    if (schema === false) return 'never';
    if (schema.$ref) return refName(schema.$ref);
    const combinator = schema.oneOf ?? schema.anyOf;
    if (combinator || schema.allOf) {
      let t = combinator
        ? union(combinator.map((s) => emit(s, pad)))
        : (schema.allOf ?? []).map((s) => wrap(emit(s, pad))).join(' & ');
      if (schema.properties) t = `${wrap(t)} & ${objectType(schema, pad)}`;
      else if (schema.required?.length) t = `WithRequired<${t}, ${schema.required.map(literal).join(' | ')}>`;
      return t;
    }
    if ('const' in schema) return literal(schema.const);
    if (schema.enum) return union(schema.enum.map(literal));
    const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
    if (types.length > 1) return union(types.map((type) => emit({ ...schema, type }, pad)));
    switch (types[0]) {
      case 'string':
        return stringType(schema);
      case 'integer':
      case 'number':
        return 'number';
      case 'boolean':
        return 'boolean';
      case 'null':
        return 'null';
      case 'array':
        return `${wrap(emit(schema.items, pad))}[]`;
      case 'object':
        return objectType(schema, pad);
      default:
        if (schema.properties) return objectType(schema, pad);
        unsupported.add(JSON.stringify(schema).slice(0, 120));
        return 'unknown';
    }
  }

  function objectType(schema: Schema, pad: string): string {
    const inner = `${pad}  `;
    const required = new Set(schema.required ?? []);
    const lines: string[] = [];
    const props = Object.entries(schema.properties ?? {});
    for (const [k, v] of props) {
      const description = typeof v === 'object' ? v.description : undefined;
      lines.push(`${jsdoc(description, inner)}${inner}${key(k)}${required.has(k) ? '' : '?'}: ${emit(v, inner)};`);
    }
    const ap = schema.additionalProperties;
    if (ap && typeof ap === 'object') {
      // A string index signature must admit every declared property too.
      const value = emit(ap, inner);
      const propTypes = props.map(([, v]) => emit(v, inner));
      const anyOptional = props.some(([k]) => !required.has(k));
      const valueType = union([value, ...propTypes, ...(anyOptional ? ['undefined'] : [])]);
      lines.push(`${inner}[key: ${keyType(schema)}]: ${valueType};`);
    } else if (ap !== false && !schema.properties) {
      lines.push(`${inner}[key: ${keyType(schema)}]: unknown;`);
    }
    return lines.length ? `{\n${lines.join('\n')}\n${pad}}` : 'Record<string, never>';
  }

  return { emit, names, unsupported };
}

/** OpenRPC content descriptors → a named tuple type (optional trailing params as optional elements). */
function tupleType(params: ContentDescriptor[], emit: Emitter['emit']): string {
  let seenOptional = false;
  const parts = params.map((p, i) => {
    const optional = !p.required;
    if (!optional && seenOptional) throw new Error(`required param "${p.name}" after an optional one`);
    seenOptional ||= optional;
    const label = IDENT.test(p.name) && !RESERVED.has(p.name) ? p.name : `param${i}`;
    return `${label}${optional ? '?' : ''}: ${emit(p.schema, '  ')}`;
  });
  return `[${parts.join(', ')}]`;
}

/** The `x-client-differences` of a method as JSDoc lines: which execution client departs, since when, how. */
export function clientDifferencesDoc(differences: ClientDifference[] | undefined): string {
  if (!differences?.length) return '';
  const lines = differences.map(
    (d) =>
      `- ${d.client}${d.since ? ` (since ${d.since})` : ''}: ${d.behaviour}${d.source ? ` Source: ${d.source}.` : ''}`,
  );
  return `\n\nExecution clients differ (x-client-differences):\n${lines.join('\n')}`;
}

function schemasFile(doc: EvmDocument, emitter: Emitter): string {
  let out = `${HEADER}// One type per components.schemas entry of the OpenRPC document.\n\n`;
  out += '/** `T` with the keys `K` required (applied to every member of a union). */\n';
  out +=
    'export type WithRequired<T, K extends PropertyKey> = T extends unknown ? T & { [P in K & keyof T]-?: Exclude<T[P], undefined> } : never;\n';
  for (const [name, schema] of Object.entries(doc.components.schemas)) {
    const description = typeof schema === 'object' ? schema.description : undefined;
    out += `\n${jsdoc(description, '')}export type ${emitter.names.get(name)} = ${emitter.emit(schema, '')};\n`;
  }
  return out;
}

function methodsFile(doc: EvmDocument, emitter: Emitter): string {
  const used = new Set<string>();
  const track = (t: string) => {
    for (const m of t.matchAll(/\b[A-Z][A-Za-z0-9]*\b/g)) used.add(m[0]);
    return t;
  };
  const errorCode = (e: { $ref: string } | { code: number }) => deref<{ code: number }>(doc, e).code;
  let body =
    '/**\n * Every method of the document: positional params as a named tuple (optional trailing params are\n * optional elements), the result type, and the JSON-RPC error codes the document lists for it.\n */\nexport interface RpcMethods {\n';
  for (const m of doc.methods) {
    const params = track(tupleType(m.params, emitter.emit));
    if (!m.result) throw new Error(`${m.name}: notification methods (no result) are not supported`);
    const result = track(emitter.emit(m.result.schema, '    '));
    const errorCodes = [...new Set((m.errors ?? []).map(errorCode))].sort((a, b) => a - b);
    const text = [
      m.summary ?? '',
      m.description && m.description !== m.summary ? `\n${m.description}` : '',
      clientDifferencesDoc(m['x-client-differences']),
    ].join('');
    body += jsdoc(text, '  ');
    body += `  ${key(m.name)}: {\n    params: ${params};\n    result: ${result};\n    errorCode: ${errorCodes.length ? errorCodes.join(' | ') : 'never'};\n  };\n`;
  }
  body += '}\n';

  const sub = doc.methods.find((m) => m.name === 'eth_subscribe')?.['x-subscriptions'] ?? {};
  body +=
    '\n/** eth_subscribe kinds (x-subscriptions): the params after the kind, and the `result` of each eth_subscription notification. */\nexport interface Subscriptions {\n';
  for (const [kind, s] of Object.entries(sub)) {
    if (s.notification?.method !== 'eth_subscription') {
      throw new Error(`subscription ${kind}: notification method must be eth_subscription`);
    }
    body += `${jsdoc(s.description, '  ')}  ${key(kind)}: {\n    params: ${track(tupleType(s.params ?? [], emitter.emit))};\n    result: ${track(emitter.emit(s.notification.result, '    '))};\n  };\n`;
  }
  body += '}\n';

  const documentedCodes = [...new Set(Object.values(doc.components.errors ?? {}).map((e) => e.code))].sort(
    (a, b) => a - b,
  );
  body += '\n/** The method names of the document, in document order. */\nexport type MethodName = keyof RpcMethods;\n';
  body += `\n/** Every JSON-RPC error code listed in the document's components.errors. */\nexport type DocumentedErrorCode = ${documentedCodes.join(' | ') || 'never'};\n`;
  body +=
    "\n/**\n * The same methods in viem's `RpcSchema` shape (a tuple of { Method, Parameters, ReturnType }), e.g.\n * `createClient({ transport, rpcSchema: rpcSchema<EvmRpcSchema>() })`.\n */\n";
  body += `export type EvmRpcSchema = [\n${doc.methods
    .map((m) => {
      const ref = `RpcMethods[${literal(m.name)}]`;
      const params = m.params.length ? `Parameters: ${ref}['params']` : 'Parameters?: undefined';
      return `  { Method: ${literal(m.name)}; ${params}; ReturnType: ${ref}['result'] },\n`;
    })
    .join('')}];\n`;

  const known = new Set(emitter.names.values());
  const imports = [...used].filter((t) => known.has(t)).sort();
  return `${HEADER}// Method and subscription tables of the OpenRPC document.\nimport type {\n${imports.map((t) => `  ${t},`).join('\n')}\n} from './schemas.js';\n\n${body}`;
}

function chainsFile(doc: EvmDocument): string {
  const chains = doc['x-chains'];
  if (!Array.isArray(chains) || chains.length === 0) throw new Error('the document has no x-chains');
  let out = `${HEADER}// Chain definitions from the document's root x-chains, in viem's Chain shape.\n`;
  const byRole: Partial<Record<'mainnet' | 'testnet', ChainEntry>> = {};
  for (const c of chains) {
    const role = /testnet/i.test(c.id) ? 'testnet' : /mainnet/i.test(c.id) ? 'mainnet' : undefined;
    if (!role || byRole[role]) throw new Error(`x-chains: cannot tell mainnet from testnet for "${c.id}"`);
    if (`0x${c.chainId.toString(16)}` !== c.chainIdHex) {
      throw new Error(`x-chains ${c.id}: chainIdHex ${c.chainIdHex} ≠ chainId ${c.chainId}`);
    }
    byRole[role] = c;
  }
  for (const role of ['mainnet', 'testnet'] as const) {
    const c = byRole[role];
    if (!c) throw new Error(`x-chains has no ${role}`);
    const custom = {
      networkId: c.networkId,
      ...(c.parentChain ? { parentChain: c.parentChain } : {}),
      ...(c.bridge ? { bridge: c.bridge } : {}),
      ...(c.faucet ? { faucet: c.faucet } : {}),
    };
    const obj = {
      id: c.chainId,
      name: c.name,
      nativeCurrency: c.nativeCurrency,
      rpcUrls: { default: { http: [c.rpcUrls.https], webSocket: [c.rpcUrls.wss] } },
      blockExplorers: { default: { name: c.blockExplorer.name, url: c.blockExplorer.url } },
      testnet: role === 'testnet',
      // viem's field for the settlement (parent) chain of an OP-Stack chain
      ...(c.parentChainId ? { sourceId: c.parentChainId } : {}),
      custom,
    };
    out += `\n/** ${c.name} (chain id ${c.chainId}, ${c.chainIdHex}). */\nexport const ${role} = ${toTs(obj, '')} as const;\n`;
  }
  return out;
}

function toTs(value: unknown, pad: string): string {
  if (Array.isArray(value)) return `[${value.map((v) => toTs(v, pad)).join(', ')}]`;
  if (value && typeof value === 'object') {
    const inner = `${pad}  `;
    const entries = Object.entries(value as JsonObject).map(([k, v]) => `${inner}${key(k)}: ${toTs(v, inner)},`);
    return `{\n${entries.join('\n')}\n${pad}}`;
  }
  return literal(value);
}

/** Returns { [repo-relative path]: content } for the document (default: the committed bundle). */
export async function generateEvmTypes(document?: EvmDocument): Promise<Record<string, string>> {
  const doc = document ?? (JSON.parse(await readFile(join(repoRoot, source), 'utf8')) as EvmDocument);
  const emitter = createEmitter(doc);
  const files = {
    [`${outDir}/schemas.ts`]: schemasFile(doc, emitter),
    [`${outDir}/methods.ts`]: methodsFile(doc, emitter),
    [`${outDir}/chains.ts`]: chainsFile(doc),
  };
  if (emitter.unsupported.size) {
    throw new Error(`schemas the emitter cannot type:\n${[...emitter.unsupported].join('\n')}`);
  }
  return files;
}

if (isMain(import.meta.filename)) {
  runMain(async () => ((await writeGenerated(await generateEvmTypes(), process.argv.includes('--check'))) ? 1 : 0));
}
