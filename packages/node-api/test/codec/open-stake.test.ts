// OpenStakeTransaction (type 04) against the bytes a real 0.11.0 node signed: decoded, re-encoded byte for byte,
// and signed again offline into the same bytes (Ed25519 is deterministic).
import { describe, expect, test } from 'vitest';
import {
  CodecUnsupportedTypeError,
  decodeSidechainTransaction,
  decodeTransaction,
  encodeTransaction,
  importSecret25519,
  messageToSign,
  newBoxes,
  type OpenStakeTransaction,
  signOpenStakeTransaction,
  toHex,
  transactionId,
  verify25519,
} from '../../src/codec/index.js';

/**
 * What a real 0.11.0 node answered to transaction/createOpenStakeTransaction with automaticSend false
 * (specs/node-api/recordings/transaction/createOpenStakeTransaction/sign-only.yaml in the monorepo): forger 0's
 * vote spending the ZenBox cb178e16…, fee 1000, the change to the same key.
 */
const SIGNED =
  '0401d00fcb178e1648d426a000400f9f830c5d26b59cb4998d53b1ee54cb352411c7fe9402a5b10622d70f094b7276e04608d97c7c699c8700164f78e16fe5e8082f4bb2ac80cec1d72f345d3eeb74e8b26467f596f1ed2dc6d8f5d5d4eeb6e3e1fecc9535839a34c39aae1d9e8091e902e432d7ef5e44a9d4d8e2547786d4f571e73b21a35dc0c8110700';
/** The key of that box: a genesis secret of the SDK QA suite's standalone genesis (qa/resources at tag 0.11.0). */
const GENESIS_KEY = importSecret25519(
  '003868b579a763b620cabe5882dae3c39be8c84719d6c2ba4ad2ab4b0653aacd04a5b10622d70f094b7276e04608d97c7c699c8700164f78e16fe5e8082f4bb2ac',
);

const decoded = () => decodeSidechainTransaction(SIGNED) as OpenStakeTransaction;

describe('OpenStakeTransaction', () => {
  test('decodes as OpenStakeTransactionSerializer writes it: version, fee, input, change, proof, forger index', () => {
    const tx = decoded();
    expect(tx).toMatchObject({
      type: 'OpenStakeTransaction',
      version: 1,
      fee: 1000n,
      inputId: 'cb178e1648d426a000400f9f830c5d26b59cb4998d53b1ee54cb352411c7fe94',
      output: { type: 'ZenBox', publicKey: GENESIS_KEY.publicKey },
      forgerIndex: 0,
    });
    expect(toHex(encodeTransaction(tx))).toBe(SIGNED);
  });

  test('its signature verifies over the codec’s messageToSign, and signing again gives the node’s bytes', () => {
    const tx = decoded();
    expect(verify25519(GENESIS_KEY.publicKey, messageToSign(tx), tx.proof)).toBe(true);
    const { proof: _proof, type: _type, ...unsigned } = tx;
    const again = signOpenStakeTransaction(unsigned, GENESIS_KEY);
    expect(toHex(encodeTransaction(again))).toBe(SIGNED);
    expect(transactionId(again)).toBe(transactionId(tx));
  });

  test('the change box gets the nonce of its first output, and no change means no box', () => {
    const tx = decoded();
    const [change] = newBoxes(tx);
    expect(change).toMatchObject({ type: 'ZenBox', publicKey: GENESIS_KEY.publicKey, value: tx.output?.value });
    const { output: _output, ...noChange } = tx;
    expect(newBoxes(noChange)).toEqual([]);
    // the flag 00 instead of 02: no output
    const bytes = toHex(encodeTransaction(noChange));
    expect(bytes.slice(0, 4 + 4 + 64 + 2)).toBe(`0401d00f${tx.inputId}00`);
    expect(decodeSidechainTransaction(bytes)).toEqual(noChange);
  });

  test('decodeTransaction, which answers core transactions, names the function that decodes it', () => {
    expect(() => decodeTransaction(SIGNED)).toThrow(CodecUnsupportedTypeError);
    expect(() => decodeTransaction(SIGNED)).toThrow(
      'Type id 4 (OpenStakeTransaction) is not a core transaction: decode it with decodeSidechainTransaction.',
    );
  });

  test('refuses a version other than 1 in the parser’s words', () => {
    expect(() => decodeSidechainTransaction(`0402${SIGNED.slice(4)}`)).toThrow('Unsupported transaction version[2].');
  });
});
