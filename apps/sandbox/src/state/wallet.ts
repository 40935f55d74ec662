// The node wallet's secrets: PrivateKey25519 keys derived from the wallet seed as the SDK's wallet derives
// them (the n-th `createPrivateKey25519` is `walletPrivateKey25519(seed, n)` of the codec), VRF key
// stand-ins, imported secrets, and the "files" of dumpSecrets/importSecrets, which the sandbox keeps in
// memory: it never writes or reads a path a request names.
import { type DerivedType, exportSecret, type Secret, type SecretType, wallet25519, walletVrf } from './secrets.js';

export class Wallet {
  /** Public key → secret, in the order added. */
  readonly secrets = new Map<string, Secret>();
  /** How many keys of each type were derived from the seed. */
  readonly derived: Record<DerivedType, number> = { PrivateKey25519: 0, VrfSecretKey: 0 };
  /** The in-memory files of dumpSecrets/importSecrets: path → text. */
  readonly files = new Map<string, string>();

  constructor(readonly seed: string) {}

  /**
   * The next key of the seed not already in the wallet (the node skips keys it holds), added. The node
   * gives up after many attempts (0301); the sandbox never gets there.
   */
  createNext(type: DerivedType): Secret {
    for (;;) {
      const n = this.derived[type]++;
      const secret = type === 'PrivateKey25519' ? wallet25519(this.seed, n) : walletVrf(this.seed, n);
      if (!this.secrets.has(secret.publicKey)) return this.add(secret);
    }
  }

  /** Adds a secret; throws the node's reason when it is already there. */
  add(secret: Secret): Secret {
    if (this.secrets.has(secret.publicKey)) {
      // the secret's toString shows its first 4 bytes (PrivateKey25519.java, VrfSecretKey.java)
      const shown = secret.type === 'VrfSecretKey' ? 'secret' : 'privateKey';
      // (a Schnorr key is only ever added from the settings, once)
      throw new Error(
        `requirement failed: Key already exists - ${secret.type}{${shown}=${secret.secretKey.slice(0, 8)}}`,
      );
    }
    this.secrets.set(secret.publicKey, secret);
    return secret;
  }

  secretOf(publicKey: string): Secret | undefined {
    return this.secrets.get(publicKey);
  }

  /** The secret key of an Ed25519 public key the wallet holds. */
  key25519(publicKey: string): string | undefined {
    const s = this.secrets.get(publicKey);
    return s?.type === 'PrivateKey25519' ? s.secretKey : undefined;
  }

  has25519(publicKey: string): boolean {
    return this.secrets.get(publicKey)?.type === 'PrivateKey25519';
  }

  publicKeys(type?: SecretType): string[] {
    const out: string[] = [];
    for (const s of this.secrets.values()) if (type === undefined || s.type === type) out.push(s.publicKey);
    return out;
  }

  /** The change address: the wallet's first Ed25519 key, as the node's routes pick it. */
  changeAddress(): string | undefined {
    for (const s of this.secrets.values()) if (s.type === 'PrivateKey25519') return s.publicKey;
    return undefined;
  }

  /** The dumpSecrets text: a comment line, then `<secret hex> <public key hex>` per secret. */
  dump(when: string): string {
    const lines = [`# Secrets dump created on ${when} `];
    for (const s of this.secrets.values()) lines.push(`${exportSecret(s)} ${s.publicKey}`);
    return `${lines.join('\n')}\n`;
  }
}
