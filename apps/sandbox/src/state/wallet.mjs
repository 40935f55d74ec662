// The node wallet: its secrets (real Ed25519 keys, VRF stand-ins), derived from the wallet seed in
// order, and the wallet's view of the UTXO set. `dumpSecrets`/`importSecrets` read and write a file
// on the node's disk; the sandbox keeps those files in memory (`files`) and never touches the disk.
import { ed25519FromPrivate, secretToHex, vrfFromPrivate } from './keys.mjs';
import { sha256 } from './random.mjs';

export class Wallet {
  /** @param {string} seed */
  constructor(seed) {
    this.seed = seed;
    this.derived = 0;
    /** @type {Map<string, import('./keys.mjs').Secret>} public key → secret, in the order added */
    this.secrets = new Map();
    /** @type {Map<string, string>} the in-memory "files" of dumpSecrets/importSecrets */
    this.files = new Map();
  }

  /** The next secret of the wallet seed (the node derives keys from its seed and a counter). */
  derive(/** @type {'PrivateKey25519' | 'VrfSecretKey'} */ type) {
    const priv = sha256('wallet-key', this.seed, type, String(this.derived++));
    return type === 'PrivateKey25519' ? ed25519FromPrivate(priv) : vrfFromPrivate(priv);
  }

  /** Adds a secret; throws when it is already present. @param {import('./keys.mjs').Secret} secret */
  add(secret) {
    if (this.secrets.has(secret.publicKey)) {
      throw new Error(`requirement failed: Key already exists - ${secret.type}{publicKey=${secret.publicKey}}`);
    }
    this.secrets.set(secret.publicKey, secret);
    return secret;
  }

  /** @param {string} publicKey */
  secretOf(publicKey) {
    return this.secrets.get(publicKey);
  }

  /** @param {'PrivateKey25519' | 'VrfSecretKey' | undefined} type */
  publicKeys(type) {
    return [...this.secrets.values()].filter((s) => !type || s.type === type).map((s) => ({ publicKey: s.publicKey }));
  }

  /** The change address: the first Ed25519 key of the wallet, as the node picks it. */
  changeAddress() {
    for (const s of this.secrets.values()) if (s.type === 'PrivateKey25519') return s.publicKey;
    return undefined;
  }

  /** Does the wallet own `box`? (ZenBoxes and ForgerBoxes locked by one of its Ed25519 keys.) @param {any} box */
  owns(box) {
    return box.typeName !== 'WithdrawalRequestBox' && this.secrets.get(box.proposition.publicKey)?.type === 'PrivateKey25519';
  }

  /** The wallet's boxes in the UTXO set. @param {Map<string, any>} utxo @param {string | undefined} typeName */
  boxes(utxo, typeName) {
    const out = [];
    for (const box of utxo.values()) if ((!typeName || box.typeName === typeName) && this.owns(box)) out.push(box);
    return out;
  }

  /** The dumpSecrets text: a comment line, then `<secret hex> <public key hex>` per secret. @param {string} when */
  dump(when) {
    const lines = [`# Secrets dump created on ${when} `];
    for (const s of this.secrets.values()) lines.push(`${secretToHex(s)} ${s.publicKey}`);
    return lines.join('\n') + '\n';
  }
}
