// SidechainBlock: every part the serializer writes survives a round trip, the id is Blake2b256 of what the forger
// signs and its signature, and the parser's refusals are the SDK's. The bytes of real blocks are checked in the
// monorepo's specs/tests/node-api/recorded-bytes.test.ts (the genesis block with its mainchain reference, forged ones).
import { describe, expect, test } from 'vitest';
import { blake2b256 } from '../../src/codec/hash.js';
import {
  blockHeaderMessageToSign,
  blockId,
  decodeBlock,
  encodeBlock,
  fromHex,
  type SidechainBlock,
  type SidechainBlockHeader,
  toHex,
} from '../../src/codec/index.js';

const hex = (byte: string, n: number) => byte.repeat(n);

const header: SidechainBlockHeader = {
  version: 1,
  parentId: hex('11', 32),
  timestamp: 1656017219n,
  forgingStakeInfo: { blockSignPublicKey: hex('22', 32), vrfPublicKey: hex('33', 33), stakeAmount: 60_000_000_000n },
  forgingStakeMerklePath: [{ side: 1, hash: hex('44', 32) }],
  vrfProof: hex('55', 97),
  sidechainTransactionsMerkleRootHash: hex('66', 32),
  mainchainMerkleRootHash: hex('77', 32),
  ommersMerkleRootHash: hex('88', 32),
  ommersCumulativeScore: 3n,
  feePaymentsHash: hex('99', 32),
  signature: hex('aa', 64),
};

const block: SidechainBlock = {
  header,
  sidechainTransactions: [
    {
      type: 'OpenStakeTransaction',
      version: 1,
      fee: 1000n,
      inputId: hex('bb', 32),
      output: { type: 'ZenBox', publicKey: hex('22', 32), value: 5n },
      forgerIndex: 2,
      proof: hex('cc', 64),
    },
    {
      type: 'SidechainCoreTransaction',
      version: 1,
      fee: 0n,
      inputIds: [hex('dd', 32)],
      outputs: [{ type: 'WithdrawalRequestBox', publicKeyHash: hex('ee', 20), value: 54n }],
      proofs: [hex('ff', 64)],
    },
  ],
  mainchainBlockReferencesData: [
    {
      headerHash: hex('01', 32),
      aggregatedTransaction: {
        version: 1,
        outputs: [{ type: 'ForwardTransfer', output: '0a0b0c', transactionHash: hex('02', 32), transactionIndex: 1 }],
      },
      existenceProof: '0304',
      lowerCertificateLeaves: [hex('05', 32)],
      topQualityCertificate: '0607',
    },
    { headerHash: hex('08', 32), lowerCertificateLeaves: [] },
  ],
  mainchainHeaders: ['0909'],
  ommers: [{ header, mainchainReferencesDataMerkleRootHash: hex('10', 32), mainchainHeaders: [], ommers: [] }],
};

describe('SidechainBlock', () => {
  test('every part survives encoding and decoding, and the bytes come back the same', () => {
    const bytes = encodeBlock(block);
    expect(decodeBlock(bytes)).toEqual(block);
    expect(toHex(encodeBlock(decodeBlock(toHex(bytes))))).toBe(toHex(bytes));
  });

  test('an empty block is the header and four zero counts', () => {
    const empty = {
      ...block,
      sidechainTransactions: [],
      mainchainBlockReferencesData: [],
      mainchainHeaders: [],
      ommers: [],
    };
    expect(toHex(encodeBlock(empty)).slice(-8)).toBe('00000000');
  });

  test('the id is Blake2b256(messageToSign ‖ signature), and messageToSign holds no signature', () => {
    const message = blockHeaderMessageToSign(header);
    expect(blockId(header)).toBe(toHex(blake2b256(message, fromHex(header.signature))));
    expect(toHex(message)).not.toContain(header.signature);
    expect(blockId({ ...header, signature: hex('ab', 64) })).not.toBe(blockId(header));
  });

  test('refuses what the parser refuses, in its words', () => {
    const bytes = toHex(encodeBlock(block));
    expect(() => decodeBlock(`02${bytes.slice(2)}`)).toThrow('SidechainBlock version 2 is invalid.');
    expect(() => decodeBlock(bytes.slice(0, -2))).toThrow(/bytes/);
    expect(() => decodeBlock(`${bytes}00`)).toThrow('Spurious bytes found in byte stream after obj parsing: 1 byte(s)');
    expect(() =>
      encodeBlock({ ...block, sidechainTransactions: Array(1001).fill(block.sidechainTransactions[0]) }),
    ).toThrow('Serializable data contains too many elements - 1001');
  });
});
