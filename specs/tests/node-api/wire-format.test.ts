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
  CodecUnsupportedTypeError,
  type CoreTransaction,
  decodeTransaction,
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
import { bundlePath, type Json } from './load.js';

/** The bundle read without losing a nonce digit (nonces are int64). */
const exactDoc: Json = parseJson(readFileSync(bundlePath, 'utf8'), bigintKeys);

interface Example {
  /** Where it is: the operation path, or the component. */
  owner: string;
  name: string;
  value: Json;
}

/** Every example value of the document: named examples of requests and responses, schema `examples`. */
function allExamples(doc: Json): Example[] {
  const found: Example[] = [];
  const walk = (node: Json, owner: string, where: string) => {
    if (Array.isArray(node)) {
      for (const [i, x] of node.entries()) walk(x, owner, `${where}/${i}`);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    for (const [key, child] of Object.entries<Json>(node)) {
      if (key === 'examples' && Array.isArray(child)) {
        for (const [i, value] of child.entries()) found.push({ owner, name: `${where}#${i}`, value });
      } else if (key === 'examples' && child && typeof child === 'object') {
        for (const [name, ex] of Object.entries<Json>(child))
          found.push({ owner, name: `${where} ${name}`, value: ex.value });
      } else walk(child, owner, `${where}/${key}`);
    }
  };
  for (const [path, item] of Object.entries<Json>(doc.paths)) walk(item, path, '');
  for (const [kind, members] of Object.entries<Json>(doc.components))
    for (const [name, member] of Object.entries<Json>(members)) walk(member, `components.${kind}.${name}`, '');
  return found;
}

/** Every object inside a value (the value included). */
function objectsIn(value: Json): Json[] {
  const out: Json[] = [];
  const walk = (v: Json) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v !== null && typeof v === 'object') {
      out.push(v);
      Object.values(v).forEach(walk);
    }
  };
  walk(value);
  return out;
}

const BOX_TYPES = ['ZenBox', 'WithdrawalRequestBox', 'ForgerBox'];
const network = (address: string): MainchainNetwork => (address.startsWith('zn') ? 'mainnet' : 'testnet');

/** The box data of a box as the node renders it. */
function boxData(box: Json): BoxData {
  const value = BigInt(box.value);
  if (box.typeName === 'ZenBox') return { type: 'ZenBox', publicKey: box.proposition.publicKey, value };
  if (box.typeName === 'ForgerBox')
    return {
      type: 'ForgerBox',
      publicKey: box.proposition.publicKey,
      value,
      blockSignPublicKey: box.blockSignProposition.publicKey,
      vrfPublicKey: box.vrfPubKey.publicKey,
    };
  const address: string = box.proposition.mainchainAddress;
  return {
    type: 'WithdrawalRequestBox',
    publicKeyHash: publicKeyHashFromMainchainAddress(address, network(address)),
    value,
  };
}

/** The core transaction a rendered SidechainCoreTransaction stands for. */
function coreTransaction(json: Json): CoreTransaction {
  return {
    type: 'SidechainCoreTransaction',
    version: json.version,
    fee: BigInt(json.fee),
    inputIds: json.unlockers.map((u: Json) => u.closedBoxId),
    outputs: json.newBoxes.map(boxData),
    proofs: json.unlockers.map((u: Json) => u.boxKey.signature),
  };
}

/** A 32-byte key written as hex under a `publicKey` member: an Ed25519 key (VRF and Schnorr keys are 33 bytes). */
const ED25519_HEX = /^[0-9a-f]{64}$/;

/** Problems of the examples' bytes, ids and keys; empty when every example holds real SDK 0.11.0 values. */
function wireFormatProblems(doc: Json): string[] {
  const examples = allExamples(doc);
  const problems: string[] = [];
  const keys = new Set<string>();
  for (const e of examples)
    for (const o of objectsIn(e.value))
      if (typeof o.publicKey === 'string' && ED25519_HEX.test(o.publicKey)) keys.add(o.publicKey);
  for (const key of keys) if (!isPublicKey25519(key)) problems.push(`public key ${key} is not a valid Ed25519 key`);

  /** Transaction ids each operation's examples name, and the ids its transaction bytes decode to. */
  const named = new Map<string, Set<string>>();
  const decoded = new Map<string, Set<string>>();
  const add = (map: Map<string, Set<string>>, owner: string, id: string) =>
    map.set(owner, (map.get(owner) ?? new Set()).add(id));

  for (const e of examples) {
    const at = `${e.owner} ${e.name}`;
    for (const o of objectsIn(e.value)) {
      const bytesList: string[] = [
        ...(typeof o.transactionBytes === 'string' ? [o.transactionBytes] : []),
        ...(Array.isArray(o.transactionsBytes) ? o.transactionsBytes : []),
      ];
      for (const bytes of bytesList) {
        try {
          add(decoded, e.owner, transactionId(decodeTransaction(bytes)));
        } catch (err) {
          // OpenStakeTransaction (type 04) is valid on the node; the codec does not implement it.
          if (!(err instanceof CodecUnsupportedTypeError && bytes.startsWith('04')))
            problems.push(`${at}: transactionBytes do not decode: ${(err as Error).message}`);
        }
      }
      if (typeof o.transactionId === 'string') add(named, e.owner, o.transactionId);
      if (o.typeName === 'SidechainCoreTransaction') {
        add(named, e.owner, o.id);
        try {
          const tx = coreTransaction(o);
          const id = transactionId(tx);
          if (id !== o.id) problems.push(`${at}: transaction id ${o.id}, its content gives ${id}`);
          const size = encodeCoreTransaction(tx).length;
          if (size !== o.size) problems.push(`${at}: transaction ${o.id} size ${o.size}, its bytes are ${size}`);
          newBoxes(tx).forEach((box, i) => {
            const shown = o.newBoxes[i];
            if (box.id !== shown.id || box.nonce !== BigInt(shown.nonce))
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
      } else if (BOX_TYPES.includes(o.typeName) && o.id !== undefined && o.nonce !== undefined) {
        const id = boxId(boxData(o), BigInt(o.nonce));
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
    const copy: Json = parseJson(readFileSync(bundlePath, 'utf8'), bigintKeys);
    const send = copy.paths['/transaction/sendTransaction'].post.requestBody.content['application/json'].examples;
    const first = Object.values<Json>(send)[0].value;
    // one flipped byte inside the first proof
    first.transactionBytes = `${first.transactionBytes.slice(0, -20)}00${first.transactionBytes.slice(-18)}`;
    const box =
      copy.paths['/wallet/allBoxes'].post.responses['200'].content['application/json'].examples.boxes.value.result
        .boxes[0];
    box.nonce = BigInt(box.nonce) + 1n;
    const problems = wireFormatProblems(copy);
    expect(problems.some((p) => p.startsWith('/transaction/sendTransaction: the examples name transactions'))).toBe(
      true,
    );
    expect(problems.some((p) => p.startsWith('/wallet/allBoxes') && p.includes('box id'))).toBe(true);
  });
});
