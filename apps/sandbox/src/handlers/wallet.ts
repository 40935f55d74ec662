// /wallet/* after sdk/src/main/scala/io/horizen/api/http/route/WalletBaseApiRoute.scala and
// sdk/src/main/scala/io/horizen/utxo/api/http/route/SidechainWalletApiRoute.scala (tag 0.11.0).
// dumpSecrets/importSecrets use the sandbox's in-memory files, never the disk.
import type { Box } from '@sidechain-api/node-api/codec';
import type { SandboxNode } from '../state/node.js';
import { exportSecret, importSecret, type Secret, type SecretType } from '../state/secrets.js';
import { boxJson } from '../state/transactions.js';
import { classNotFoundMessage, fromHexString } from './jvm.js';
import { fail, messageOf, RouteError, type SandboxHandlers, Unhandled, unhandledOnThrow } from './outcome.js';

const BOX_PACKAGE = 'io.horizen.utxo.box';
const SECRET_PACKAGE = 'io.horizen.secret';
const BOX_TYPES: readonly Box['type'][] = ['ZenBox', 'ForgerBox', 'WithdrawalRequestBox'];
const SECRET_TYPES = ['PrivateKey25519', 'VrfSecretKey', 'SchnorrSecret'] as const;

/**
 * A class name as the node resolves it (`Class.forName(name)`, then `Class.forName(pkg + "." + name)`):
 * a known simple or fully qualified name, else the route's JSON 500 whose detail is the second lookup's
 * ClassNotFoundException message, the prefixed name (in the JVM's internal form when it is no legal class name).
 */
function resolveClass<T extends string>(given: string | null, pkg: string, known: readonly T[]): T {
  // a missing name is null: `Class.forName(pkg + "." + null)`
  const name = String(given);
  const simple = name.startsWith(`${pkg}.`) ? name.slice(pkg.length + 1) : name;
  const found = known.find((k) => k === simple);
  if (found === undefined) throw new RouteError(classNotFoundMessage(`${pkg}.${name}`));
  return found;
}

/** The wallet's coin boxes (ZenBox, ForgerBox) of a type, or all. */
function balance(node: SandboxNode, type?: Box['type']): number {
  let sum = 0n;
  for (const box of node.ledger.walletBoxes(type)) sum += box.value;
  return Number(sum);
}

const proposition = (secret: Secret) => ({ publicKey: secret.publicKey });

export const walletHandlers = {
  walletAllBoxes({ boxTypeClass, excludeBoxIds = [] }, node) {
    // compared by their bytes (BytesUtils.fromHexString, before the class is looked up): any case; hex the node
    // cannot decode is a text 500
    const exclude = new Set(unhandledOnThrow(() => excludeBoxIds.map((id) => fromHexString(id).toString('hex'))));
    const type = boxTypeClass === undefined ? undefined : resolveClass(boxTypeClass, BOX_PACKAGE, BOX_TYPES);
    const boxes = node.ledger.walletBoxes(type).filter((b) => !exclude.has(b.id));
    return { result: { boxes: boxes.map(boxJson) } };
  },

  walletCoinsBalance(_body, node) {
    return { result: { balance: balance(node) } };
  },

  walletBalanceOfType({ boxType }, node) {
    return { result: { balance: balance(node, resolveClass(boxType, BOX_PACKAGE, BOX_TYPES)) } };
  },

  walletCreatePrivateKey25519(_body, node) {
    const secret = node.wallet.createNext('PrivateKey25519');
    node.ledger.reindexOwned();
    return { result: { proposition: proposition(secret) } };
  },

  walletCreateVrfSecret(_body, node) {
    return { result: { proposition: proposition(node.wallet.createNext('VrfSecretKey')) } };
  },

  walletAllPublicKeys({ proptype }, node) {
    if (proptype === undefined)
      return { result: { propositions: node.wallet.publicKeys().map((publicKey) => ({ publicKey })) } };
    const type = resolveClass(proptype, SECRET_PACKAGE, SECRET_TYPES);
    const keys = node.wallet.publicKeys(type satisfies SecretType);
    return { result: { propositions: keys.map((publicKey) => ({ publicKey })) } };
  },

  walletImportSecret({ privKey }, node) {
    // hex the node cannot decode fails before the route's Try: a text 500
    const hex = unhandledOnThrow(() => fromHexString(privKey).toString('hex'));
    let secret: Secret;
    try {
      secret = importSecret(hex);
    } catch (err) {
      return fail('0305', 'ErrorFailedToParseSecret', messageOf(err));
    }
    try {
      node.addSecret(secret);
    } catch (err) {
      return fail('0302', 'Failed to add the key.', messageOf(err));
    }
    return { result: { proposition: proposition(secret) } };
  },

  walletExportSecret({ publickey }, node) {
    // looked up by the key's bytes: any case; hex the node cannot decode is a text 500
    const key = unhandledOnThrow(() => fromHexString(publickey).toString('hex'));
    const secret = node.wallet.secretOf(key);
    if (!secret) return fail('0303', 'Proposition not found in the wallet!');
    return { result: { privKey: exportSecret(secret) } };
  },

  walletDumpSecrets({ path }, node) {
    // java.io.File refuses a NUL in a path (File.isInvalid): new PrintWriter(file) throws, the plain-text 500
    if (path.includes('\u0000')) throw new Unhandled('java.io.FileNotFoundException: Invalid file path');
    node.wallet.files.set(path, node.wallet.dump(new Date(node.now() * 1000).toISOString()));
    return { result: { status: `Secrets dump completed successfully at: ${path}` } };
  },

  walletImportSecrets({ path }, node) {
    const text = node.wallet.files.get(path);
    if (text === undefined) throw new Unhandled(`java.io.FileNotFoundException: ${path} (No such file or directory)`);
    const lines = text.split('\n');
    if (lines.at(-1) === '') lines.pop();
    const secrets: [Secret, number][] = [];
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i] ?? '';
      if (line.includes('#')) continue;
      const [secretHex = '', publicKey] = line.split(' ');
      if (publicKey === undefined || !/^([0-9a-fA-F]{2})*$/.test(secretHex)) {
        throw new Unhandled(`line ${i + 1} is not "<secret hex> <public key hex>"`);
      }
      let secret: Secret;
      try {
        secret = importSecret(secretHex);
      } catch (err) {
        return fail('0305', `Failed to parse the secret at line ${i + 1}`, messageOf(err));
      }
      if (secret.publicKey !== publicKey.toLowerCase())
        return fail('0304', `Public key doesn't match on line ${i + 1}`);
      secrets.push([secret, i + 1]);
    }
    let successfullyAdded = 0;
    const summary: { lineNumber: number; description: string }[] = [];
    for (const [secret, lineNumber] of secrets) {
      try {
        node.addSecret(secret);
        successfullyAdded += 1;
      } catch (err) {
        summary.push({ lineNumber, description: messageOf(err) });
      }
    }
    return { result: { successfullyAdded, failedToAdd: summary.length, summary } };
  },
} satisfies Partial<SandboxHandlers>;
