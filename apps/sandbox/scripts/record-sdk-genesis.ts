// Records what the real Sidechains SDK 0.11.0 node answers about its standalone genesis (the SDK QA suite's,
// vendored in apps/real-node/data) into data/sdk-standalone-genesis.json: the sandbox started with
// `--genesis sdk-standalone` serves these answers for the genesis block and its mainchain reference, which
// it cannot compute (the block's VRF output, the mainchain block's serialization). Run it again after the
// real node's genesis or version changes:
//
//   npx tsx --conditions=sidechain-source apps/sandbox/scripts/record-sdk-genesis.ts   (Java 17 and Maven)

import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseExact, stringifyJackson } from '@sidechain-api/contract';
import { startRealNode } from '@sidechain-api/real-node';
import { SDK_GENESIS_FILE, type SdkGenesisRecord } from '../src/state/sdk-genesis.js';

type Json = Record<string, unknown>;

async function call(url: string, path: string, body: unknown, apiKey?: string): Promise<Json> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (apiKey) headers.authorization = `Basic ${Buffer.from(`user:${apiKey}`).toString('base64')}`;
  const answer = await fetch(`${url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  // int64 values exactly (a box nonce is beyond 2^53)
  const value = parseExact(await answer.text()) as { result?: Json };
  if (!value.result) throw new Error(`${path} answered ${JSON.stringify(value)}`);
  return value.result;
}

const node = await startRealNode({ port: 0, log: (line) => process.stderr.write(`${line}\n`) });
try {
  const { url, apiKey } = node;
  const genesisId = (await call(url, '/block/findIdByHeight', { height: 1 })).blockId as string;
  const block = await call(url, '/block/findById', { blockId: genesisId });
  const blockInfo = (await call(url, '/block/findBlockInfoById', { blockId: genesisId })).blockInfo;
  const reference = (await call(url, '/mainchain/bestBlockReferenceInfo', {})).blockReferenceInfo as Json;
  const hash = reference.hash;
  const record: SdkGenesisRecord = {
    $comment:
      "What io.horizen:sidechains-sdk:0.11.0 answers about the standalone genesis of apps/real-node/data/standalone-genesis.json (the SDK QA suite's, MIT licence), recorded from the real node by apps/sandbox/scripts/record-sdk-genesis.ts. Do not edit: record again.",
    sdkVersion: '0.11.0',
    blockFindById: block as SdkGenesisRecord['blockFindById'],
    blockInfo: blockInfo as Json,
    mainchain: {
      blockReferenceInfo: reference,
      blockReferenceInfoHex: (await call(url, '/mainchain/blockReferenceInfoBy', { hash })).blockHex as string,
      blockReference: (await call(url, '/mainchain/blockReferenceByHash', { hash, format: true }))
        .blockReference as Json,
      blockReferenceHex: (await call(url, '/mainchain/blockReferenceByHash', { hash })).blockHex as string,
      headerInfo: (await call(url, '/mainchain/mainchainHeaderInfoByHash', { hash })).mainchainHeaderInfo as Json,
    },
    nodeInfo: (await call(url, '/node/info', {}, apiKey)) as Json,
    publicKeys: ((await call(url, '/wallet/allPublicKeys', {}, apiKey)).propositions as { publicKey: string }[]).map(
      (p) => p.publicKey,
    ),
  };
  writeFileSync(SDK_GENESIS_FILE, `${stringifyJackson(record)}\n`);
  process.stderr.write(`recorded ${path.relative(process.cwd(), SDK_GENESIS_FILE)}\n`);
} finally {
  await node.stop();
}
