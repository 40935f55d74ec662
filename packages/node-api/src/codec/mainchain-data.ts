// What a sidechain block carries of the mainchain (SDK 0.11.0, io.horizen.block): the reference data of a
// mainchain block (MainchainBlockReferenceDataSerializer) with its aggregated sidechain-related outputs
// (MC2SCAggregatedTransactionSerializer), and mainchain headers. The mainchain's own formats inside them (a
// header, a crosschain output, a certificate) stay bytes: the sidechain serializers carry them length-prefixed.
import { type ByteReader, type ByteWriter, fixedBytes, type Hex, toHex } from './bytes.js';
import { CodecInvalidInputError, CodecMalformedError } from './errors.js';
import { readListCount, readTypeId } from './typed.js';

/** MainchainBlockReferenceDataSerializer.HASH_BYTES_LENGTH, CommonParams.mainchainTransactionHashLength. */
const HASH_LENGTH = 32;
/** FieldElementUtils.fieldElementLength(): a lower-quality certificate leaf. */
const FIELD_ELEMENT_LENGTH = 32;
/** MC2SCAggregatedTransaction.MC2SC_AGGREGATED_TRANSACTION_VERSION. */
const MC2SC_AGGREGATED_TRANSACTION_VERSION = 1;
/** The types of MC2SCAggregatedTransactionSerializer's outputs, by their type byte. */
const OUTPUT_TYPES = { SidechainCreation: 1, ForwardTransfer: 2, BwtRequest: 3 } as const;
type OutputType = keyof typeof OUTPUT_TYPES;
const OUTPUT_TYPE_OF: Record<number, OutputType> = { 1: 'SidechainCreation', 2: 'ForwardTransfer', 3: 'BwtRequest' };

/** A sidechain-related output of a mainchain transaction (SidechainCreation, ForwardTransfer, BwtRequest). */
export interface MainchainOutput {
  type: OutputType;
  /** The crosschain output in the mainchain's format (…OutputBytes()). */
  output: Hex;
  /** The mainchain transaction that holds it, 32 bytes, and the output's index in it. */
  transactionHash: Hex;
  transactionIndex: number;
}

/** MainchainBlockReferenceData: what a mainchain block brings to the sidechain. */
export interface MainchainBlockReferenceData {
  /** The mainchain block's hash, 32 bytes. */
  headerHash: Hex;
  /** MC2SCAggregatedTransaction: the block's outputs for this sidechain, when it has any. */
  aggregatedTransaction?: { version: number; outputs: MainchainOutput[] };
  existenceProof?: Hex;
  absenceProof?: Hex;
  lowerCertificateLeaves: Hex[];
  /** The top-quality certificate, in the mainchain's format. */
  topQualityCertificate?: Hex;
}

/** `int length ‖ bytes`, absent when the length is 0 (the serializers' optional byte arrays). */
function readSized(r: ByteReader): Hex | undefined {
  const length = r.int();
  return length > 0 ? toHex(r.bytes(length)) : undefined;
}

function writeSized(w: ByteWriter, hex: Hex | undefined, what: string): void {
  if (hex === undefined) {
    w.int(0);
    return;
  }
  const bytes = fixedBytes(hex, hex.length / 2, what);
  w.int(bytes.length).bytes(bytes);
}

function readOutput(r: ByteReader): MainchainOutput {
  const type = OUTPUT_TYPE_OF[readTypeId(r, 'mainchain output', [1, 2, 3])] as OutputType;
  const length = r.int();
  if (length < 0) throw new CodecMalformedError(`Negative output length ${length}`, r.offset);
  const output = toHex(r.bytes(length));
  const transactionHash = toHex(r.bytes(HASH_LENGTH));
  return { type, output, transactionHash, transactionIndex: r.int() };
}

function writeOutput(w: ByteWriter, o: MainchainOutput): void {
  const type = OUTPUT_TYPES[o.type];
  if (type === undefined) throw new CodecInvalidInputError(`mainchain output type: ${String(o.type)} is not one`);
  w.byte(type);
  writeSized(w, o.output, 'output');
  w.bytes(fixedBytes(o.transactionHash, HASH_LENGTH, 'transactionHash')).int(o.transactionIndex);
}

/** MainchainBlockReferenceDataSerializer.parse. */
export function readMainchainBlockReferenceData(r: ByteReader): MainchainBlockReferenceData {
  const headerHash = toHex(r.bytes(HASH_LENGTH));
  let aggregatedTransaction: MainchainBlockReferenceData['aggregatedTransaction'];
  // Reader.getOption: a 1 byte, then the value; any other byte is none
  if (r.byte() === 1) {
    const at = r.offset;
    const version = r.byte();
    if (version !== MC2SC_AGGREGATED_TRANSACTION_VERSION)
      throw new CodecMalformedError(`Unsupported transaction version[${version}].`, at);
    // ListSerializer without a limit; an output is at least 1 + 1 + 0 + 32 + 1 bytes
    const outputs = Array.from({ length: readListCount(r, Number.MAX_SAFE_INTEGER, 35) }, () => readOutput(r));
    aggregatedTransaction = { version, outputs };
  }
  const existenceProof = readSized(r);
  const absenceProof = readSized(r);
  const leaves = r.int();
  r.require(Math.max(0, leaves) * FIELD_ELEMENT_LENGTH);
  const lowerCertificateLeaves = Array.from({ length: Math.max(0, leaves) }, () =>
    toHex(r.bytes(FIELD_ELEMENT_LENGTH)),
  );
  const topQualityCertificate = readSized(r);
  return {
    headerHash,
    ...(aggregatedTransaction && { aggregatedTransaction }),
    ...(existenceProof && { existenceProof }),
    ...(absenceProof && { absenceProof }),
    lowerCertificateLeaves,
    ...(topQualityCertificate && { topQualityCertificate }),
  };
}

/** MainchainBlockReferenceDataSerializer.serialize. */
export function writeMainchainBlockReferenceData(w: ByteWriter, d: MainchainBlockReferenceData): void {
  w.bytes(fixedBytes(d.headerHash, HASH_LENGTH, 'headerHash'));
  if (d.aggregatedTransaction) {
    w.byte(1).byte(d.aggregatedTransaction.version).int(d.aggregatedTransaction.outputs.length);
    for (const o of d.aggregatedTransaction.outputs) writeOutput(w, o);
  } else w.byte(0);
  writeSized(w, d.existenceProof, 'existenceProof');
  writeSized(w, d.absenceProof, 'absenceProof');
  w.int(d.lowerCertificateLeaves.length);
  for (const leaf of d.lowerCertificateLeaves)
    w.bytes(fixedBytes(leaf, FIELD_ELEMENT_LENGTH, 'lowerCertificateLeaves'));
  writeSized(w, d.topQualityCertificate, 'topQualityCertificate');
}

/** MainchainHeaderSerializer: a mainchain header's bytes, length-prefixed. */
export function readMainchainHeader(r: ByteReader): Hex {
  const length = r.int();
  if (length < 0) throw new CodecMalformedError(`Negative mainchain header length ${length}`, r.offset);
  return toHex(r.bytes(length));
}

export function writeMainchainHeader(w: ByteWriter, header: Hex): void {
  writeSized(w, header, 'mainchainHeader');
}
