// The OpenRPC document as the JSON-RPC mock uses it, on top of the contract runtime (`RpcContract`: refs
// resolved, param validators): per method its canned answers (example pairings, or a value generated
// from the result schema) and transports, the eth_subscribe kinds, the chain id and the first head.

import { readFileSync } from 'node:fs';
import {
  deref,
  type JsonObject,
  loadRpcDocument,
  type OpenRpcDocument,
  RpcContract,
  type RpcMethod,
} from '@sidechain-api/contract';
import type { MethodName, RpcMethods } from '@sidechain-api/evm-rpc';
import { sampleFromSchema } from './sample.js';

export interface MethodEntry {
  method: RpcMethod;
  /** Canonical JSON of example params → JSON text of the example result. */
  answers: Map<string, string>;
  /** JSON text of the answer when no example's params match. */
  defaultAnswer: string;
  /** Where defaultAnswer came from. */
  defaultFrom: 'example' | 'schema';
  /** False for methods whose `x-transport` excludes http (eth_subscribe, eth_unsubscribe). */
  httpAllowed: boolean;
  /** Positions of params that are EIP-1898 block selectors (`BlockNumberOrTagOrHash`). */
  blockSelectors: ReadonlySet<number>;
}

export interface SubscriptionKind {
  kind: string;
  /** The example payload of `x-subscriptions.<kind>.example.params.result`, if any. */
  example: unknown;
  /** Whether the kind's filter param is required (`logs` on op-geth). */
  filterRequired: boolean;
}

export interface MockDocument {
  contract: RpcContract;
  /** The document as given (rpc.discover answers it). */
  source: OpenRpcDocument;
  methods: Map<string, MethodEntry>;
  subscriptions: Map<string, SubscriptionKind>;
  chainIdHex: `0x${string}`;
  /** Block number the head counter starts at (eth_blockNumber's first example). */
  initialHead: bigint;
  /**
   * The example pairings of a method that have a result, params positional. Typed by the contract: the
   * document's examples are checked against their schemas by the spec tests.
   */
  examples<M extends MethodName>(name: M): readonly Example<M>[];
}

export interface Example<M extends MethodName> {
  params: unknown[];
  result: RpcMethods[M]['result'];
}

const isObject = (v: unknown): v is JsonObject => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Canonical JSON (object keys sorted), so that deep-equal values give the same text. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const obj = value as JsonObject;
  const keys = Object.keys(obj)
    .filter((k) => obj[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(obj[k])}`).join(',')}}`;
}

export function trimTrailingUndefined<T>(values: T[]): T[] {
  let n = values.length;
  while (n > 0 && values[n - 1] === undefined) n--;
  return n === values.length ? values : values.slice(0, n);
}

interface Pairing {
  params: unknown[];
  result: unknown;
}

/** The example pairings of a method that have a result (not the error or notification examples), params positional. */
function pairings(method: RpcMethod): Pairing[] {
  const out: Pairing[] = [];
  for (const ex of (method.method.examples ?? []) as unknown[]) {
    if (!isObject(ex) || !isObject(ex.result) || !('value' in ex.result)) continue;
    const byName = new Map(
      ((ex.params ?? []) as unknown[]).filter(isObject).map((p) => [String(p.name), p.value] as const),
    );
    out.push({ params: method.params.map((p) => byName.get(p.name)), result: ex.result.value });
  }
  return out;
}

/** Loads and indexes the OpenRPC document: a path, a parsed document (not changed), or the bundled one. */
export function loadMockDocument(source: string | OpenRpcDocument = loadRpcDocument()): MockDocument {
  const doc = typeof source === 'string' ? (JSON.parse(readFileSync(source, 'utf8')) as OpenRpcDocument) : source;
  if (!doc || !Array.isArray(doc.methods)) throw new Error('not an OpenRPC document (no methods array)');
  const contract = new RpcContract(doc);

  const methods = new Map<string, MethodEntry>();
  const examples = new Map<string, Pairing[]>();
  /** The schema a param of the source document refers to by name (`#/components/schemas/<name>`). */
  const schemaRefs = (index: number): (string | undefined)[] => {
    const params = (deref<JsonObject>(doc, doc.methods[index]).params ?? []) as unknown[];
    return params.map((p) => {
      const schema = deref<JsonObject | undefined>(doc, p)?.schema;
      return isObject(schema) && typeof schema.$ref === 'string' ? schema.$ref.split('/').pop() : undefined;
    });
  };
  for (const method of contract.methods.values()) {
    const answers = new Map<string, string>();
    const list = pairings(method);
    examples.set(method.name, list);
    for (const { params, result } of list) {
      const key = canonicalJson(trimTrailingUndefined(params));
      if (!answers.has(key)) answers.set(key, JSON.stringify(result));
    }
    const first = list[0];
    const resultSchema = isObject(method.method.result) ? method.method.result.schema : undefined;
    const transports = method.method['x-transport'];
    methods.set(method.name, {
      method,
      answers,
      defaultAnswer: first ? JSON.stringify(first.result) : JSON.stringify(sampleFromSchema(resultSchema) ?? null),
      defaultFrom: first ? 'example' : 'schema',
      httpAllowed: !Array.isArray(transports) || transports.includes('http'),
      blockSelectors: new Set(
        schemaRefs(method.index).flatMap((ref, i) => (ref === 'BlockNumberOrTagOrHash' ? [i] : [])),
      ),
    });
  }

  const subscriptions = new Map<string, SubscriptionKind>();
  const kinds = contract.methods.get('eth_subscribe')?.method['x-subscriptions'];
  for (const [kind, spec] of Object.entries(isObject(kinds) ? kinds : {})) {
    const s = isObject(spec) ? spec : {};
    const example = isObject(s.example) && isObject(s.example.params) ? s.example.params.result : undefined;
    const params = Array.isArray(s.params) ? s.params.filter(isObject) : [];
    subscriptions.set(kind, { kind, example, filterRequired: params.some((p) => p.required === true) });
  }

  const chains = (Array.isArray(doc['x-chains']) ? doc['x-chains'] : []).filter(isObject);
  const chain = chains.find((c) => c.chainId === 26514) ?? chains[0];
  const chainIdHex =
    typeof chain?.chainIdHex === 'string'
      ? (chain.chainIdHex as `0x${string}`)
      : typeof chain?.chainId === 'number'
        ? (`0x${chain.chainId.toString(16)}` as const)
        : '0x6792';

  let initialHead = 1n;
  try {
    const bn = examples.get('eth_blockNumber')?.[0]?.result;
    if (typeof bn === 'string') initialHead = BigInt(bn);
  } catch {
    // keep 1
  }

  return {
    contract,
    source: doc,
    methods,
    subscriptions,
    chainIdHex,
    initialHead,
    examples<M extends MethodName>(name: M) {
      return (examples.get(name) ?? []) as Example<M>[];
    },
  };
}
