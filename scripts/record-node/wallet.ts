// The wallet: balances, boxes and keys; key creation, export and import (one key at a time and from a file).

import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { exportSecret25519 } from '@sidechain-api/node-api/codec';
import { FILE_KEY, GENESIS_KEY, IMPORTED_KEY } from './chain.js';
import type { RecordingSession } from './session.js';

export interface WalletBox {
  id: string;
  typeName: string;
  value: number | bigint;
  proposition: { publicKey: string };
}

/** The wallet's boxes, unrecorded (the scenario looks boxes up between its steps). */
export async function walletBoxes(s: RecordingSession, boxTypeClass?: string): Promise<WalletBox[]> {
  const { boxes } = await s.result<{ boxes: WalletBox[] }>('-', {
    path: '/wallet/allBoxes',
    title: '',
    body: boxTypeClass ? { boxTypeClass } : {},
    record: false,
  });
  return boxes;
}

export async function recordGenesisWallet(s: RecordingSession): Promise<void> {
  await s.send('genesis', {
    path: '/wallet/coinsBalance',
    title: "The genesis wallet's balance: the genesis forger stake, 600 ZEN.",
  });
  await s.send('genesis', {
    path: '/wallet/allBoxes',
    title: "The genesis wallet's boxes: the genesis forger stake.",
  });
  await s.send('no-zen-boxes', {
    path: '/wallet/allBoxes',
    title: 'ZenBoxes of the genesis wallet (boxTypeClass ZenBox): none.',
    body: { boxTypeClass: 'ZenBox' },
  });
  await s.send('forger-box', {
    path: '/wallet/balanceOfType',
    title: 'The balance of the ForgerBoxes (boxType ForgerBox).',
    body: { boxType: 'ForgerBox' },
  });
  await s.send('unknown-box-class', {
    path: '/wallet/balanceOfType',
    title: 'A boxType that names no box class: HTTP 500 internal.error with the class-loading message.',
    body: { boxType: 'NoSuchBox' },
  });
  await s.send('illegal-class-name', {
    path: '/wallet/balanceOfType',
    title:
      'A boxType that is no legal class name ("[" in it): the JDK refuses it before loading; the detail is the ' +
      'internal form of the name, with slashes.',
    body: { boxType: 'Zen[Box' },
  });
  await s.send('illegal-class-name', {
    path: '/wallet/allBoxes',
    title: 'A boxTypeClass with a ";": refused as no legal class name, the detail in the internal form.',
    body: { boxTypeClass: 'ZenBox;' },
  });
  await s.send('not-hex-excluded-id', {
    path: '/wallet/allBoxes',
    title:
      'An excludeBoxIds entry that is not hex: the route decodes it outside its Try, so the failure reaches ' +
      "akka-http's default handler: a text 500.",
    body: { excludeBoxIds: ['zz'] },
  });
  await s.send('genesis', {
    path: '/wallet/allPublicKeys',
    title: "The genesis wallet's public keys: the forger's VRF and Ed25519 keys and the certificate signers' keys.",
  });
  await s.send('by-type', {
    path: '/wallet/allPublicKeys',
    title: 'The public keys of one secret class (proptype PrivateKey25519).',
    body: { proptype: 'PrivateKey25519' },
  });
  await s.send('vrf-keys', {
    path: '/wallet/allPublicKeys',
    title: "The public keys of the VRF secrets (proptype VrfSecretKey): the genesis forger's VRF key.",
    body: { proptype: 'VrfSecretKey' },
  });
  await s.send('illegal-class-name', {
    path: '/wallet/allPublicKeys',
    title: 'A proptype that starts with a dot: two slashes in the internal form, no legal class name.',
    body: { proptype: '.PrivateKey25519' },
  });
}

export interface WalletKeys {
  /** The first key the wallet derives from its seed (createPrivateKey25519). */
  key: string;
  /** The first VRF key it derives (createVrfSecret). */
  vrfKey: string;
}

/** Creates, exports and imports keys; `dataDir`: the node's working folder, where a secrets file is put. */
export async function recordWalletKeys(s: RecordingSession, dataDir: string): Promise<WalletKeys> {
  const created = await s.result<{ proposition: { publicKey: string } }>('first', {
    path: '/wallet/createPrivateKey25519',
    title: "The wallet's first key, derived from the wallet seed.",
  });
  const vrf = await s.result<{ proposition: { publicKey: string } }>('first', {
    path: '/wallet/createVrfSecret',
    title: "The wallet's first VRF key, derived from the wallet seed.",
  });
  await s.send('created-key', {
    path: '/wallet/exportSecret',
    title: 'A wallet key exported: type byte 00, secret, public key.',
    body: { publickey: created.proposition.publicKey },
  });
  await s.send('unknown-key', {
    path: '/wallet/exportSecret',
    title: 'A key the wallet does not hold: business error 0303.',
    body: { publickey: IMPORTED_KEY.publicKey },
  });
  await s.send('new-key', {
    path: '/wallet/importSecret',
    title: 'A key made offline (exportSecret format), imported.',
    body: { privKey: exportSecret25519(IMPORTED_KEY) },
  });
  await s.send('held-key', {
    path: '/wallet/importSecret',
    title: 'A key the wallet already holds: business error 0302 (failed to add the key).',
    body: { privKey: exportSecret25519(GENESIS_KEY) },
  });
  await s.send('not-a-key', {
    path: '/wallet/importSecret',
    title: 'Bytes that are no secret: business error 0305 (failed to parse it).',
    body: { privKey: '00ab' },
  });
  await s.send('relative-path', {
    path: '/wallet/dumpSecrets',
    title: "Every secret of the wallet written to a file; a relative path is the node's working folder.",
    body: { path: 'secrets-dump.txt' },
  });
  // the dump's format: a comment line, then "<secret> <public key>" per line
  writeFileSync(
    path.join(dataDir, 'secrets-import.txt'),
    `# two keys: a new one, and one the wallet holds\n${exportSecret25519(FILE_KEY)} ${FILE_KEY.publicKey}\n${exportSecret25519(GENESIS_KEY)} ${GENESIS_KEY.publicKey}\n`,
  );
  await s.send('one-new-one-held', {
    path: '/wallet/importSecrets',
    title: 'A file with a new key and one the wallet holds: one added, one refused, by line number.',
    body: { path: 'secrets-import.txt' },
  });
  await s.send('missing-file', {
    path: '/wallet/importSecrets',
    title: 'A file that does not exist: HTTP 500.',
    body: { path: 'no-such-file.txt' },
  });
  return { key: created.proposition.publicKey, vrfKey: vrf.proposition.publicKey };
}
