// The SDK's standalone genesis (`--genesis sdk-standalone`): the genesis `npm run node:real` runs, the SDK QA
// suite's `qa/resources/template_predefined_genesis.conf` at tag 0.11.0, vendored in apps/real-node/data.
// Started from it, the sandbox holds the same wallet keys, forger box, sidechain id, consensus timing and
// withdrawal epoch length as the real node, so both answer a flow with the same transaction and box ids,
// balances, slots and timestamps; only what the sandbox cannot make differs (a block's VRF proof and output,
// hence block ids and signatures). What the real node answers about the genesis block and its mainchain
// reference is recorded in data/sdk-standalone-genesis.json (scripts/record-sdk-genesis.ts).

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseExact } from '@sidechain-api/contract';
import type { SidechainBlock, SidechainBlockInfo } from '@sidechain-api/node-api';
import { readStandaloneGenesis } from '@sidechain-api/real-node';

type Json = Record<string, unknown>;

/** What the recorder keeps of the real node's answers (data/sdk-standalone-genesis.json). */
export interface SdkGenesisRecord {
  $comment: string;
  sdkVersion: string;
  /** block/findById of the genesis block: its SDK serialization, its JSON, its height. */
  blockFindById: { blockHex: string; block: SidechainBlock; height: number };
  blockInfo: Json;
  mainchain: {
    /** mainchain/bestBlockReferenceInfo (the genesis reference, also the best). */
    blockReferenceInfo: Json;
    /** blockReferenceInfoBy without `format`: the reference info's hex. */
    blockReferenceInfoHex: string;
    /** blockReferenceByHash with `format`. */
    blockReference: Json;
    /** blockReferenceByHash without `format`: the mainchain block's hex. */
    blockReferenceHex: string;
    headerInfo: Json;
  };
  /** node/info at the genesis (constant fields: scType, scEnv, …). */
  nodeInfo: Json;
  /** wallet/allPublicKeys at the genesis: the genesis secrets and the certificate signer keys, in order. */
  publicKeys: string[];
}

/** The sandbox package's folder: src/state/ (tsx) or dist/src/state/ (node) below it holds this file. */
function packageDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error('the sandbox package folder was not found');
    dir = up;
  }
  return dir;
}

export const SDK_GENESIS_FILE = path.join(packageDir(), 'data', 'sdk-standalone-genesis.json');

/** The QA suite's wallet seed of its first node, as `npm run node:real` sets it. */
export const SDK_WALLET_SEED = 'sidechain_seed_0';

export interface SdkGenesis {
  record: SdkGenesisRecord;
  scId: string;
  withdrawalEpochLength: number;
  isNonCeasing: boolean;
  /** The wallet's genesis secrets as `wallet/exportSecret` writes them (PrivateKey25519: 00…, VRF: 03…). */
  genesisSecrets: string[];
  /** The certificate signers' Schnorr secrets (`withdrawalEpochCertificate.signersSecrets`). */
  signersSecrets: string[];
  signersPublicKeys: string[];
}

let loaded: SdkGenesis | undefined;

export function sdkGenesis(): SdkGenesis {
  if (loaded) return loaded;
  const conf = readStandaloneGenesis();
  // int64 values exactly (the forger box's nonce is beyond 2^53)
  const record = parseExact(readFileSync(SDK_GENESIS_FILE, 'utf8')) as SdkGenesisRecord;
  if (record.blockFindById.blockHex !== conf.genesis.scGenesisBlockHex)
    throw new Error(`${SDK_GENESIS_FILE} was recorded from another genesis: record it again`);
  loaded = {
    record,
    scId: conf.genesis.scId,
    withdrawalEpochLength: conf.genesis.withdrawalEpochLength,
    isNonCeasing: conf.genesis.isNonCeasing,
    genesisSecrets: conf.wallet.genesisSecrets,
    signersSecrets: conf.withdrawalEpochCertificate.signersSecrets,
    signersPublicKeys: conf.withdrawalEpochCertificate.signersPublicKeys,
  };
  return loaded;
}

/** The genesis block's info, typed. */
export function genesisBlockInfo(g: SdkGenesis): SidechainBlockInfo {
  return g.record.blockInfo as unknown as SidechainBlockInfo;
}
