// The codec (@sidechain-api/node-api/codec) against the bytes a real 0.11.0 node answered: every
// `transactionBytes` of the recordings (requests and answers) and every block `block/findById` answered decode
// and re-encode byte for byte; a block's id, its transactions' ids and the JSON beside its bytes are the
// codec's; the transaction built and signed offline is the one the node took.
import {
  blockId,
  decodeBlock,
  decodeSidechainTransaction,
  encodeBlock,
  encodeTransaction,
  toHex,
  transactionId,
} from '@sidechain-api/node-api/codec';
import { describe, expect, test } from 'vitest';
import {
  answerJson,
  type Recording,
  readRecordings,
  transactionBytesIn,
} from '../../../scripts/record-node/recording.js';

const recordings = readRecordings();

interface BlockAnswer {
  blockHex: string;
  block: { id: string; sidechainTransactions: { id: string }[] };
}

const transactions = recordings.flatMap((r) => transactionBytesIn(r).map((bytes) => [r.name, bytes] as const));
const blocks = recordings
  .filter((r) => r.name.startsWith('block/findById/') || r.name.startsWith('block/best/'))
  .map((r) => [r.name, (answerJson(r) as { result?: BlockAnswer } | undefined)?.result] as const)
  .filter((entry): entry is readonly [string, BlockAnswer] => typeof entry[1]?.block === 'object');

describe('the codec against the recorded bytes of a real 0.11.0 node', () => {
  test('there are core and open-stake transactions and blocks to check', () => {
    const types = new Set(transactions.map(([, bytes]) => decodeSidechainTransaction(bytes).type));
    expect([...types].sort()).toEqual(['OpenStakeTransaction', 'SidechainCoreTransaction']);
    expect(transactions.length).toBeGreaterThanOrEqual(15);
    expect(blocks.length).toBeGreaterThanOrEqual(5);
  });

  test.each(transactions)('%s: transactionBytes decode and re-encode byte for byte', (_, bytes) => {
    expect(toHex(encodeTransaction(decodeSidechainTransaction(bytes)))).toBe(bytes);
  });

  test.each(blocks.filter(([, b]) => typeof b.blockHex === 'string'))(
    '%s: the block decodes and re-encodes byte for byte; its id and its transactions’ ids are the codec’s',
    (_, answer) => {
      const block = decodeBlock(answer.blockHex);
      expect(toHex(encodeBlock(block))).toBe(answer.blockHex);
      expect(blockId(block.header)).toBe(answer.block.id);
      expect(block.sidechainTransactions.map(transactionId)).toEqual(
        answer.block.sidechainTransactions.map((t) => t.id),
      );
    },
  );

  test('the transaction built and signed offline is the one the node took and forged, byte for byte', () => {
    const byName = new Map(recordings.map((r) => [r.name, r]));
    const sent = byName.get('transaction/sendTransaction/offline-signed') as Recording;
    const [bytes] = transactionBytesIn(sent);
    const { result } = answerJson(sent) as { result: { transactionId: string } };
    expect(transactionId(decodeSidechainTransaction(bytes as string))).toBe(result.transactionId);
    const forged = answerJson(byName.get('block/findById/offline-signed') as Recording) as { result: BlockAnswer };
    const inBlock = decodeBlock(forged.result.blockHex).sidechainTransactions.map((tx) => toHex(encodeTransaction(tx)));
    expect(inBlock).toContain(bytes);
  });
});
