// /wallet/* after sdk/src/main/scala/io/horizen/api/http/route/WalletBaseApiRoute.scala and
// utxo/api/http/route/SidechainWalletApiRoute.scala. dumpSecrets/importSecrets use the sandbox's
// in-memory files, never the disk.
import { secretFromHex, secretToHex } from '../state/keys.mjs';
import { fail, hexOrUnhandled, internalError, list, ok, require, string, Unhandled } from './common.mjs';

const BOX_TYPES = ['ZenBox', 'ForgerBox', 'WithdrawalRequestBox'];
const SECRET_TYPES = ['PrivateKey25519', 'VrfSecretKey', 'SchnorrSecret'];

/** A class name as the node resolves it: simple name in `pkg`, or fully qualified. @param {string} name @param {string} pkg @param {string[]} known */
function resolveClass(name, pkg, known) {
  const simple = name.startsWith(`${pkg}.`) ? name.slice(pkg.length + 1) : name;
  return known.includes(simple) ? simple : undefined;
}

/** @param {string | undefined} name */
function boxTypeOf(name) {
  if (name === undefined) return { type: undefined };
  const type = resolveClass(name, 'io.horizen.utxo.box', BOX_TYPES);
  return type ? { type } : { error: internalError(`java.lang.ClassNotFoundException: ${name.includes('.') ? name : `io.horizen.utxo.box.${name}`}`) };
}

/** @type {Record<string, import('./common.mjs').Route>} */
export const walletRoutes = {
  '/wallet/allBoxes': {
    fields: ['boxTypeClass', 'excludeBoxIds'],
    handle(sb, body) {
      const { type, error } = boxTypeOf(string(body, 'boxTypeClass'));
      if (error) return error;
      const exclude = new Set((list(body, 'excludeBoxIds') ?? []).map((id) => hexOrUnhandled(String(id))));
      return ok({ boxes: sb.wallet.boxes(sb.ledger.utxo, type).filter((b) => !exclude.has(b.id)) });
    },
  },
  '/wallet/coinsBalance': {
    handle(sb) {
      const boxes = sb.wallet.boxes(sb.ledger.utxo, undefined);
      return ok({ balance: boxes.reduce((s, b) => s + b.value, 0) });
    },
  },
  '/wallet/balanceOfType': {
    fields: ['boxType'],
    handle(sb, body) {
      const name = string(body, 'boxType');
      if (name === undefined) return internalError('java.lang.NullPointerException: box type is missing');
      const { type, error } = boxTypeOf(name);
      if (error) return error;
      return ok({ balance: sb.wallet.boxes(sb.ledger.utxo, type).reduce((s, b) => s + b.value, 0) });
    },
  },
  '/wallet/createPrivateKey25519': {
    fields: [],
    handle(sb) {
      return ok({ proposition: { publicKey: sb.wallet.add(sb.wallet.derive('PrivateKey25519')).publicKey } });
    },
  },
  '/wallet/createVrfSecret': {
    fields: [],
    handle(sb) {
      return ok({ proposition: { publicKey: sb.wallet.add(sb.wallet.derive('VrfSecretKey')).publicKey } });
    },
  },
  '/wallet/allPublicKeys': {
    fields: ['proptype'],
    handle(sb, body) {
      const name = string(body, 'proptype');
      if (name === undefined) return ok({ propositions: sb.wallet.publicKeys(undefined) });
      const type = resolveClass(name, 'io.horizen.secret', SECRET_TYPES);
      if (!type) return internalError(`java.lang.ClassNotFoundException: ${name.includes('.') ? name : `io.horizen.secret.${name}`}`);
      // the sandbox's wallet holds no Schnorr secrets
      return ok({ propositions: type === 'SchnorrSecret' ? [] : sb.wallet.publicKeys(/** @type {any} */ (type)) });
    },
  },
  '/wallet/importSecret': {
    fields: ['privKey'],
    handle(sb, body) {
      const privKey = string(body, 'privKey');
      require(privKey !== undefined && privKey.length > 0, 'Private key cannot be empty');
      const hex = hexOrUnhandled(/** @type {string} */ (privKey));
      let secret;
      try {
        secret = secretFromHex(hex);
      } catch (e) {
        return fail('0305', 'ErrorFailedToParseSecret', /** @type {Error} */ (e).message);
      }
      try {
        sb.wallet.add(secret);
      } catch (e) {
        return fail('0302', 'Failed to add the key.', /** @type {Error} */ (e).message);
      }
      return ok({ proposition: { publicKey: secret.publicKey } });
    },
  },
  '/wallet/exportSecret': {
    fields: ['publickey'],
    handle(sb, body) {
      const publicKey = string(body, 'publickey');
      require(publicKey !== undefined && publicKey.length > 0, 'Public key cannot be empty');
      const secret = sb.wallet.secretOf(hexOrUnhandled(/** @type {string} */ (publicKey)));
      if (!secret) return fail('0303', 'Proposition not found in the wallet!');
      return ok({ privKey: secretToHex(secret) });
    },
  },
  '/wallet/dumpSecrets': {
    fields: ['path'],
    handle(sb, body) {
      const path = string(body, 'path');
      require(path !== undefined && path.length > 0, 'Path cannot be empty');
      sb.wallet.files.set(/** @type {string} */ (path), sb.wallet.dump(new Date(sb.now() * 1000).toISOString()));
      return ok({ status: `Secrets dump completed successfully at: ${path}` });
    },
  },
  '/wallet/importSecrets': {
    fields: ['path'],
    handle(sb, body) {
      const path = string(body, 'path');
      require(path !== undefined && path.length > 0, 'Path cannot be empty');
      const text = sb.wallet.files.get(/** @type {string} */ (path));
      if (text === undefined) throw new Unhandled(`java.io.FileNotFoundException: ${path} (No such file or directory)`);
      /** @type {Array<[import('../state/keys.mjs').Secret, number]>} */
      const secrets = [];
      const lines = text.split('\n');
      if (lines.at(-1) === '') lines.pop();
      for (let i = 0; i < lines.length; i++) {
        const line = lines[i];
        if (line.includes('#')) continue;
        const [secretHex = '', publicKey] = line.split(' ');
        let secret;
        try {
          secret = secretFromHex(hexOrUnhandled(secretHex));
        } catch (e) {
          if (e instanceof Unhandled) throw e;
          return fail('0305', `Failed to parse the secret at line ${i + 1}`, /** @type {Error} */ (e).message);
        }
        if (secret.publicKey !== publicKey) return fail('0304', `Public key doesn't match on line ${i + 1}`);
        secrets.push([secret, i + 1]);
      }
      let successfullyAdded = 0;
      const summary = [];
      for (const [secret, lineNumber] of secrets) {
        try {
          sb.wallet.add(secret);
          successfullyAdded += 1;
        } catch (e) {
          summary.push({ lineNumber, description: /** @type {Error} */ (e).message });
        }
      }
      return ok({ successfullyAdded, failedToAdd: summary.length, summary });
    },
  },
};
