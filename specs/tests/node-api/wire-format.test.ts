// The node document's examples carry real SDK 0.11.0 bytes: every `transactionBytes` decodes with the
// package's codec (checked against the SDK's own serializer vectors), its id is the id the examples of the
// same operation name, every transaction rendered as JSON is the one its bytes would give (id, new boxes'
// nonces and ids, size, signatures by a key of the examples), every box id is computed from its data and
// nonce, every Ed25519 public key is a key the node accepts, and an exported PrivateKey25519 imports.
import { readFileSync } from 'node:fs';
import { bigintKeys, parseJson } from '@sidechain-api/node-api';
import {
  type BoxData,
  boxId,
  type CoreTransaction,
  decodeSidechainTransaction,
  encodeCoreTransaction,
  importSecret25519,
  isPublicKey25519,
  type MainchainNetwork,
  messageToSign,
  newBoxes,
  publicKeyHashFromMainchainAddress,
  transactionId,
  verify25519,
} from '@sidechain-api/node-api/codec';
import { describe, expect, test } from 'vitest';
import { arr, bundlePath, get, type JsonObject, obj, objAt, objEntries, objectsIn, str, strAt } from './load.js';

/** The bundle read without losing a nonce digit (nonces are int64). */
const exactDoc: unknown = parseJson(readFileSync(bundlePath, 'utf8'), bigintKeys);

interface Example {
  /** Where it is: the operation path, or the component. */
  owner: string;
  name: string;
  value: unknown;
  /** The recording of the real node it comes from (`x-recording`), if any. */
  recording?: string;
}

/** Every example value of the document: named examples of requests and responses, schema `examples`. */
function allExamples(doc: unknown): Example[] {
  const found: Example[] = [];
  const walk = (node: unknown, owner: string, where: string) => {
    if (Array.isArray(node)) {
      for (const [i, x] of node.entries()) walk(x, owner, `${where}/${i}`);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    for (const [key, child] of Object.entries(node)) {
      if (key === 'examples' && Array.isArray(child)) {
        for (const [i, value] of child.entries()) found.push({ owner, name: `${where}#${i}`, value });
      } else if (key === 'examples' && child && typeof child === 'object') {
        for (const [name, ex] of Object.entries(child)) {
          const recording = get(ex, 'x-recording');
          found.push({
            owner,
            name: `${where} ${name}`,
            value: get(ex, 'value'),
            ...(typeof recording === 'string' && { recording }),
          });
        }
      } else walk(child, owner, `${where}/${key}`);
    }
  };
  for (const [path, item] of Object.entries(objAt(doc, 'paths'))) walk(item, path, '');
  for (const [kind, members] of Object.entries(objAt(doc, 'components')))
    for (const [name, member] of Object.entries(obj(members, `/components/${kind}`)))
      walk(member, `components.${kind}.${name}`, '');
  return found;
}

const BOX_TYPES = ['ZenBox', 'WithdrawalRequestBox', 'ForgerBox'];
const network = (address: string): MainchainNetwork => (address.startsWith('zn') ? 'mainnet' : 'testnet');

/** The box data of a box as the node renders it. */
function boxData(box: unknown): BoxData {
  const value = BigInt(integral(get(box, 'value'), 'box value'));
  const publicKey = () => strAt(box, 'proposition', 'publicKey');
  if (get(box, 'typeName') === 'ZenBox') return { type: 'ZenBox', publicKey: publicKey(), value };
  if (get(box, 'typeName') === 'ForgerBox')
    return {
      type: 'ForgerBox',
      publicKey: publicKey(),
      value,
      blockSignPublicKey: strAt(box, 'blockSignProposition', 'publicKey'),
      vrfPublicKey: strAt(box, 'vrfPubKey', 'publicKey'),
    };
  const address = strAt(box, 'proposition', 'mainchainAddress');
  return {
    type: 'WithdrawalRequestBox',
    publicKeyHash: publicKeyHashFromMainchainAddress(address, network(address)),
    value,
  };
}

/** The core transaction a rendered SidechainCoreTransaction stands for. */
function coreTransaction(json: JsonObject): CoreTransaction {
  const unlockers = arr(json.unlockers, 'unlockers');
  const version = json.version;
  if (typeof version !== 'number') throw new Error(`transaction version ${String(version)} is not a number`);
  return {
    type: 'SidechainCoreTransaction',
    version,
    fee: BigInt(integral(json.fee, 'fee')),
    inputIds: unlockers.map((u) => strAt(u, 'closedBoxId')),
    outputs: arr(json.newBoxes, 'newBoxes').map(boxData),
    proofs: unlockers.map((u) => strAt(u, 'boxKey', 'signature')),
  };
}

/** A number, bigint or digit string, as BigInt takes it; throws naming `where` for anything else. */
function integral(value: unknown, where: string): number | bigint | string {
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'string') return value;
  throw new Error(`${where} is not an integer: ${String(value)}`);
}

/** A 32-byte key written as hex under a `publicKey` member: an Ed25519 key (VRF and Schnorr keys are 33 bytes). */
const ED25519_HEX = /^[0-9a-f]{64}$/;

/** Problems of the examples' bytes, ids and keys; empty when every example holds real SDK 0.11.0 values. */
function wireFormatProblems(doc: unknown): string[] {
  const examples = allExamples(doc);
  const problems: string[] = [];
  const keys = new Set<string>();
  for (const e of examples)
    for (const o of objectsIn(e.value))
      if (typeof o.publicKey === 'string' && ED25519_HEX.test(o.publicKey)) keys.add(o.publicKey);
  for (const key of keys) if (!isPublicKey25519(key)) problems.push(`public key ${key} is not a valid Ed25519 key`);

  /**
   * Transaction ids each operation's examples name, and the ids its transaction bytes decode to: the examples
   * written for the document tell one story per operation; those from a recording (`x-recording`), one per
   * recording (its request and its answer).
   */
  const named = new Map<string, Set<string>>();
  const decoded = new Map<string, Set<string>>();
  const add = (map: Map<string, Set<string>>, owner: string, id: string) =>
    map.set(owner, (map.get(owner) ?? new Set()).add(id));

  for (const e of examples) {
    const at = `${e.owner} ${e.name}`;
    const story = e.recording ? `${e.owner} (recording ${e.recording})` : e.owner;
    for (const o of objectsIn(e.value)) {
      const bytesList: string[] = [
        ...(typeof o.transactionBytes === 'string' ? [o.transactionBytes] : []),
        ...(Array.isArray(o.transactionsBytes) ? o.transactionsBytes.map((b) => str(b, 'transactionsBytes')) : []),
      ];
      for (const bytes of bytesList) {
        try {
          add(decoded, story, transactionId(decodeSidechainTransaction(bytes)));
        } catch (err) {
          problems.push(`${at}: transactionBytes do not decode: ${(err as Error).message}`);
        }
      }
      if (typeof o.transactionId === 'string') add(named, story, o.transactionId);
      if (o.typeName === 'SidechainCoreTransaction') {
        add(named, story, String(o.id));
        try {
          const tx = coreTransaction(o);
          const id = transactionId(tx);
          if (id !== o.id) problems.push(`${at}: transaction id ${o.id}, its content gives ${id}`);
          const size = encodeCoreTransaction(tx).length;
          if (size !== o.size) problems.push(`${at}: transaction ${o.id} size ${o.size}, its bytes are ${size}`);
          newBoxes(tx).forEach((box, i) => {
            const shown = obj(arr(o.newBoxes, 'newBoxes')[i], `newBoxes/${i}`);
            if (box.id !== shown.id || box.nonce !== BigInt(integral(shown.nonce, 'nonce')))
              problems.push(
                `${at}: new box ${i} is ${shown.id}/${shown.nonce}, the node derives ${box.id}/${box.nonce}`,
              );
          });
          const message = messageToSign(tx);
          tx.proofs.forEach((proof, i) => {
            if (![...keys].some((key) => verify25519(key, message, proof)))
              problems.push(`${at}: the signature of input ${i} is by no key of the examples`);
          });
        } catch (err) {
          problems.push(`${at}: transaction ${o.id}: ${(err as Error).message}`);
        }
      } else if (BOX_TYPES.includes(String(o.typeName)) && o.id !== undefined && o.nonce !== undefined) {
        const id = boxId(boxData(o), BigInt(integral(o.nonce, 'nonce')));
        if (id !== o.id) problems.push(`${at}: box id ${o.id}, its data and nonce give ${id}`);
      }
      if (typeof o.privKey === 'string' && o.privKey.startsWith('00')) {
        try {
          importSecret25519(o.privKey);
        } catch (err) {
          problems.push(`${at}: PrivateKey25519 ${o.privKey.slice(0, 10)}… does not import: ${(err as Error).message}`);
        }
      }
    }
  }
  for (const [owner, ids] of decoded) {
    const all = new Set([...ids, ...(named.get(owner) ?? [])]);
    if (all.size > 1)
      problems.push(`${owner}: the examples name transactions ${[...all].join(', ')}; the bytes are one`);
  }
  return problems;
}

describe('examples carry SDK 0.11.0 wire-format values', () => {
  test('there are transaction bytes, transactions and keys to check', () => {
    const objects = allExamples(exactDoc).flatMap((e) => objectsIn(e.value));
    expect(objects.filter((o) => typeof o.transactionBytes === 'string').length).toBeGreaterThanOrEqual(8);
    expect(objects.filter((o) => o.typeName === 'SidechainCoreTransaction').length).toBeGreaterThanOrEqual(8);
    expect(objects.filter((o) => typeof o.publicKey === 'string').length).toBeGreaterThan(30);
  });

  test('bytes decode with the codec, ids match, keys are Ed25519 keys, box ids follow their data', () => {
    expect(wireFormatProblems(exactDoc)).toEqual([]);
  });

  test('a corrupted example is found', () => {
    const copy = parseJson(readFileSync(bundlePath, 'utf8'), bigintKeys);
    const send = objAt(copy, 'paths', '/transaction/sendTransaction', 'post', 'requestBody', 'content');
    const first = objAt(objEntries(get(send, 'application/json', 'examples'), 'examples')[0]?.[1], 'value');
    // one flipped byte inside the first proof
    const bytes = str(first.transactionBytes, 'transactionBytes');
    first.transactionBytes = `${bytes.slice(0, -20)}00${bytes.slice(-18)}`;
    const examples = objAt(copy, 'paths', '/wallet/allBoxes', 'post', 'responses', '200', 'content');
    const box = objAt(examples, 'application/json', 'examples', 'boxes', 'value', 'result', 'boxes', 0);
    box.nonce = BigInt(integral(box.nonce, 'nonce')) + 1n;
    const problems = wireFormatProblems(copy);
    expect(
      problems.some(
        (p) => p.startsWith('/transaction/sendTransaction') && p.includes(': the examples name transactions'),
      ),
    ).toBe(true);
    expect(problems.some((p) => p.startsWith('/wallet/allBoxes') && p.includes('box id'))).toBe(true);
  });
});
