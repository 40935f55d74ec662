// Flat copies of the strings the sandbox keeps. The codec writes hex one byte at a time (`s += …`), which
// V8 keeps as a rope of one piece per byte: about 2 KB for a 32-byte id, 1.3 MB for the hex of a large
// transaction. Everything the state holds for longer than a request goes through here first.
import type { Box, BoxData, CoreTransaction } from '@sidechain-api/node-api/codec';

/** `s` as one flat string (a copy). */
export function flat(s: string): string {
  return Buffer.from(s, 'latin1').toString('latin1');
}

/** Keys seen recently, one copy each: many boxes are locked by the same few keys. */
const keys = new Map<string, string>();
const MAX_KEYS = 10_000;

/** One shared flat copy of a key. */
export function key(s: string): string {
  let k = keys.get(s);
  if (k === undefined) {
    if (keys.size >= MAX_KEYS) keys.clear();
    k = flat(s);
    keys.set(k, k);
  }
  return k;
}

export function flatBox(box: Box): Box {
  const id = flat(box.id);
  switch (box.type) {
    case 'ZenBox':
      return { type: box.type, publicKey: key(box.publicKey), value: box.value, nonce: box.nonce, id };
    case 'WithdrawalRequestBox':
      return { type: box.type, publicKeyHash: flat(box.publicKeyHash), value: box.value, nonce: box.nonce, id };
    case 'ForgerBox':
      return {
        type: box.type,
        publicKey: flat(box.publicKey),
        value: box.value,
        blockSignPublicKey: flat(box.blockSignPublicKey),
        vrfPublicKey: flat(box.vrfPublicKey),
        nonce: box.nonce,
        id,
      };
  }
}

function flatOutput(o: BoxData): BoxData {
  if (o.type === 'WithdrawalRequestBox') return { ...o, publicKeyHash: flat(o.publicKeyHash) };
  if (o.type === 'ZenBox') return { ...o, publicKey: flat(o.publicKey) };
  return {
    ...o,
    publicKey: flat(o.publicKey),
    blockSignPublicKey: flat(o.blockSignPublicKey),
    vrfPublicKey: flat(o.vrfPublicKey),
  };
}

export function flatTransaction(tx: CoreTransaction): CoreTransaction {
  return { ...tx, inputIds: tx.inputIds.map(flat), proofs: tx.proofs.map(flat), outputs: tx.outputs.map(flatOutput) };
}
