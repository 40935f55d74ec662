// `--state <file>`: the node's state on disk, versioned, written atomically (a temporary file in the same
// folder, fsync, rename, fsync of the folder: a reader sees the old file or the new one, never half of
// one) and read back on start. A file that cannot be read, is not a regular file, or was written by another
// format version or for another chain, is refused with a StateFileError: the sandbox never starts over
// silently. Temporary files a killed sandbox left behind (`.<name>.<pid>.tmp`, that pid gone) go at start.
import {
  closeSync,
  fsyncSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { type Box, type BoxType, decodeBox, encodeBox, toHex } from '@sidechain-api/node-api/codec';
import { type BlockRecord, ownBuffer, transactionHexes, transactionIds } from './chain.js';
import { flatBox } from './flat.js';
import type { MempoolEntry } from './ledger.js';
import { jsonShareOf, type NodeSettings, SandboxNode } from './node.js';
import type { DerivedType, Secret, SecretType } from './secrets.js';
import { decodeRecord } from './transactions.js';

export const STATE_FORMAT = 'sidechain-api/sandbox-state';
export const STATE_VERSION = 1;

/** The settings a state file records: a chain made with other ones cannot be continued with these. */
export const CHAIN_SETTINGS = [
  'genesis',
  'seed',
  'secondsInSlot',
  'slotsInEpoch',
  'withdrawalEpochLength',
  'genesisTime',
  'cswEnabled',
  'restoredBoxes',
] as const satisfies readonly (keyof NodeSettings)[];
export type ChainSettings = Pick<NodeSettings, (typeof CHAIN_SETTINGS)[number]>;

/** A state file that cannot be used; the message is one line naming the file and what is wrong. */
export class StateFileError extends Error {
  override readonly name = 'StateFileError';
}

type BoxRecord = [BoxType, string];
interface BlockData extends Omit<BlockRecord, 'fees' | 'feePayments' | 'forwardTransfers' | 'txIds' | 'txBytes'> {
  fees: string;
  txIds: string;
  txBytes: string;
  feePayments: BoxRecord[];
  forwardTransfers: BoxRecord[];
}

interface StateFileV1 {
  format: typeof STATE_FORMAT;
  version: typeof STATE_VERSION;
  settings: ChainSettings;
  blocks: BlockData[];
  utxo: BoxRecord[];
  mempool: { hex: string; seq: number }[];
  wallet: { secrets: [SecretType, string, string][]; derived: Record<DerivedType, number>; files: [string, string][] };
  switches: { forging: boolean; submitter: boolean; signer: boolean; stopRequested: boolean };
  /** The wallet's forging stakes at the end of each consensus epoch: [epoch, [[block-sign key, VRF key, zennies]]]. */
  stakes?: [number, [string, string, string][]][];
  csw: {
    ceased: boolean;
    data: [string, string][];
    ceasingCumScTxCommTree: string;
    proofs: [string, string, number][];
  };
}

const boxRecord = (box: Box): BoxRecord => [box.type, toHex(encodeBox(box))];
const boxOf = ([type, hex]: BoxRecord): Box => flatBox(decodeBox(type, hex) as Box);

export function chainSettingsOf(settings: NodeSettings): ChainSettings {
  const chosen = Object.fromEntries(CHAIN_SETTINGS.map((k) => [k, settings[k]])) as unknown as ChainSettings;
  return { ...chosen, genesis: settings.genesis ?? 'sandbox' };
}

export function toStateData(node: SandboxNode): StateFileV1 {
  return {
    format: STATE_FORMAT,
    version: STATE_VERSION,
    settings: chainSettingsOf(node.settings),
    blocks: node.chain.blocks.map((b) => ({
      ...b,
      fees: String(b.fees),
      txIds: b.txIds.toString('hex'),
      txBytes: b.txBytes.toString('hex'),
      feePayments: b.feePayments.map(boxRecord),
      forwardTransfers: b.forwardTransfers.map(boxRecord),
    })),
    utxo: [...node.ledger.utxo.values()].map(boxRecord),
    mempool: [...node.ledger.mempool.values()].map((e) => ({ hex: e.record.hex, seq: e.seq })),
    wallet: {
      secrets: [...node.wallet.secrets.values()].map((s) => [s.type, s.secretKey, s.publicKey]),
      derived: { ...node.wallet.derived },
      files: [...node.wallet.files],
    },
    stakes: [...node.stakes].map(([epoch, stakes]) => [
      epoch,
      stakes.map((x) => [x.blockSignPublicKey, x.vrfPublicKey, String(x.stakeAmount)]),
    ]),
    switches: {
      forging: node.forgingEnabled,
      submitter: node.submitterEnabled,
      signer: node.signerEnabled,
      stopRequested: node.stopRequested,
    },
    csw: {
      ceased: node.csw.ceased,
      data: [...node.csw.data].map(([id, amount]) => [id, String(amount)]),
      ceasingCumScTxCommTree: node.csw.ceasingCumScTxCommTree,
      proofs: [...node.csw.proofs].map(([id, p]) => [id, p.receiverAddress, p.startedAt]),
    },
  };
}

/** A node in the state `data` describes, made with `settings` (whose chain settings must match). */
export function fromStateData(data: StateFileV1, settings: NodeSettings): SandboxNode {
  const node = new SandboxNode(settings);
  for (const [type, secretKey, publicKey] of data.wallet.secrets) {
    node.wallet.secrets.set(publicKey, { type, secretKey, publicKey } as Secret);
  }
  Object.assign(node.wallet.derived, data.wallet.derived);
  for (const [p, text] of data.wallet.files) node.wallet.files.set(p, text);
  for (const b of data.blocks) {
    node.chain.append({
      ...b,
      fees: BigInt(b.fees),
      txIds: ownBuffer(b.txIds),
      txBytes: ownBuffer(b.txBytes),
      feePayments: b.feePayments.map(boxOf),
      forwardTransfers: b.forwardTransfers.map(boxOf),
    });
  }
  for (const r of data.utxo) node.ledger.addBox(boxOf(r));
  for (const { hex, seq } of data.mempool) {
    const record = decodeRecord(hex);
    const entry: MempoolEntry = {
      record,
      seq,
      jsonBytes: jsonShareOf(record),
      feeRate: (record.tx.fee * 1000n) / BigInt(record.size),
    };
    node.ledger.put(entry);
  }
  // a file of a sandbox that did not keep stakes per epoch: the stakes as they stand count for every epoch
  if (data.stakes === undefined) node.stakes.set(1, node.walletStakes());
  for (const [epoch, stakes] of data.stakes ?? []) {
    node.stakes.set(
      epoch,
      stakes.map(([blockSignPublicKey, vrfPublicKey, amount]) => ({
        blockSignPublicKey,
        vrfPublicKey,
        stakeAmount: BigInt(amount),
      })),
    );
  }
  node.submitterEnabled = data.switches.submitter;
  node.signerEnabled = data.switches.signer;
  node.stopRequested = data.switches.stopRequested;
  node.csw.ceased = data.csw.ceased;
  for (const [id, amount] of data.csw.data) node.csw.data.set(id, BigInt(amount));
  node.csw.ceasingCumScTxCommTree = data.csw.ceasingCumScTxCommTree;
  for (const [id, receiverAddress, startedAt] of data.csw.proofs)
    node.csw.proofs.set(id, { receiverAddress, startedAt });
  checkLoaded(node);
  if (data.switches.forging) node.startForging();
  return node;
}

/** What must hold of any state the sandbox wrote: a chain from its genesis, each block on its parent. */
function checkLoaded(node: SandboxNode): void {
  const { blocks } = node.chain;
  if (blocks.length === 0) throw new Error('no genesis block');
  blocks.forEach((b, i) => {
    if (b.height !== i + 1) throw new Error(`block ${i + 1} says it is at height ${b.height}`);
    if (i > 0 && b.parentId !== blocks[i - 1]?.id) throw new Error(`block ${b.height} is not on its parent`);
    if (transactionIds(b).length !== transactionHexes(b).length) {
      throw new Error(`block ${b.height} has ids without transactions`);
    }
  });
  if (node.chain.byId.size !== blocks.length) throw new Error('two blocks have the same id');
  if (node.wallet.changeAddress() === undefined) throw new Error('the wallet has no Ed25519 key');
}

/** The temporary file a process writes `file` through. */
const tempName = (file: string, pid: number) => `.${path.basename(file)}.${pid}.tmp`;

/** Whether a process with this id exists (one of another user's counts). */
function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the temporary files of `file` that processes killed while saving left behind (a kill -9 between the
 * write and the rename); a live process's own is kept. Returns the names removed.
 */
export function removeStaleTemps(file: string): string[] {
  const dir = path.dirname(path.resolve(file));
  const prefix = `.${path.basename(file)}.`;
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    if (!name.startsWith(prefix) || !name.endsWith('.tmp')) continue;
    const digits = name.slice(prefix.length, -'.tmp'.length);
    const pid = /^\d+$/.test(digits) ? Number(digits) : 0;
    if (!pid || pid === process.pid || processExists(pid)) continue;
    rmSync(path.join(dir, name), { force: true });
    removed.push(name);
  }
  return removed;
}

/** Writes `text` to `file` atomically: the old file or the new one, never half of one. */
export function writeFileAtomic(file: string, text: string): void {
  const dir = path.dirname(path.resolve(file));
  const tmp = path.join(dir, tempName(file, process.pid));
  try {
    const fd = openSync(tmp, 'w', 0o600);
    try {
      writeSync(fd, text);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, file);
  } catch (err) {
    rmSync(tmp, { force: true });
    throw err;
  }
  try {
    const dirFd = openSync(dir, 'r');
    try {
      fsyncSync(dirFd);
    } finally {
      closeSync(dirFd);
    }
  } catch {
    // some file systems cannot fsync a folder; the rename itself is still atomic
  }
}

export function saveState(file: string, node: SandboxNode): void {
  writeFileAtomic(file, `${JSON.stringify(toStateData(node))}\n`);
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * Reads a state file: undefined when it does not exist (a new chain begins), the node otherwise. Throws
 * StateFileError for a file that is not a state file of this version, or of another chain than `given`
 * (the settings the caller chose explicitly).
 */
export function loadState(
  file: string,
  settings: NodeSettings,
  given: Partial<ChainSettings>,
): SandboxNode | undefined {
  removeStaleTemps(file);
  let text: string;
  try {
    // a FIFO or a device would block the read (or never end): only a regular file is read
    const kind = statSync(file);
    if (!kind.isFile()) {
      throw new StateFileError(
        `the state file ${file} is not a regular file (${kind.isDirectory() ? 'a folder' : kind.isFIFO() ? 'a FIFO' : 'a special file'}); give the path of a file`,
      );
    }
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if (err instanceof StateFileError) throw err;
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new StateFileError(`cannot read the state file ${file}: ${(err as Error).message}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new StateFileError(
      `the state file ${file} is not JSON (${(err as Error).message}); it is corrupt or not a sandbox state file`,
    );
  }
  if (!isObject(data) || data.format !== STATE_FORMAT) {
    throw new StateFileError(`${file} is not a sandbox state file (no "format": "${STATE_FORMAT}")`);
  }
  if (data.version !== STATE_VERSION) {
    throw new StateFileError(
      `the state file ${file} has format version ${JSON.stringify(data.version)}; this sandbox reads version ${STATE_VERSION}`,
    );
  }
  const recorded = data.settings;
  if (!isObject(recorded)) throw new StateFileError(`the state file ${file} has no settings`);
  // a file written before the SDK's genesis could be chosen holds the sandbox's
  recorded.genesis ??= 'sandbox';
  for (const key of CHAIN_SETTINGS) {
    const want = given[key];
    if (want !== undefined && recorded[key] !== want) {
      throw new StateFileError(
        `the state file ${file} holds a chain made with ${key} ${JSON.stringify(recorded[key])}, not ${JSON.stringify(want)}: use another file or drop the option`,
      );
    }
  }
  try {
    return fromStateData(data as unknown as StateFileV1, { ...settings, ...(recorded as unknown as ChainSettings) });
  } catch (err) {
    throw new StateFileError(`the state file ${file} is corrupt: ${(err as Error).message}`);
  }
}
