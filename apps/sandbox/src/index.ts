// @sidechain-api/sandbox: a simulated Sidechains SDK 0.11.0 UTXO node in one process. startSandbox() is
// the one place it is started: the CLI, the tests, the benchmark and the `npm start` stack call it.
import { randomBytes } from 'node:crypto';
import { NodeContract } from '@sidechain-api/contract';
import {
  type ByteBudget,
  closeServer,
  createHttpServer,
  listen,
  runInSlices,
  UsageError,
} from '@sidechain-api/server-kit';
import { type GenesisKind, SandboxNode } from './state/node.js';
import { SDK_WALLET_SEED, sdkGenesis } from './state/sdk-genesis.js';
import { Snapshots } from './state/snapshot.js';
import { type ChainSettings, loadState, saveState } from './state/state-file.js';
import { AnswerChecker } from './transport/answer-check.js';
import { createRequestHandler } from './transport/server.js';

export { ForgeRefused } from './state/chain.js';
export type { GenesisKind, NodeSettings } from './state/node.js';
export { SandboxNode } from './state/node.js';
export { STATE_FORMAT, STATE_VERSION, StateFileError } from './state/state-file.js';

/** The real node's REST port. */
export const DEFAULT_PORT = 9085;

/** Every option's default. */
export const DEFAULTS = {
  host: '127.0.0.1',
  seed: 'sandbox',
  blockTimeMs: 2000,
  secondsInSlot: 12,
  slotsInEpoch: 720,
  withdrawalEpochLength: 10,
  genesisTime: 1_700_000_000,
  cswEnabled: true,
  cswProofMs: 3000,
  restoredBoxes: 0,
  /** The memory pool's cap in transaction bytes (about 20,000 one-input transactions). */
  mempoolMaxBytes: 4 * 1024 * 1024,
  /** The memory pool's cap as the JSON of `allTransactions`: that answer always fits in maxAnswerBytes. */
  mempoolMaxJsonBytes: 16 * 1024 * 1024,
  /** Largest request body (a 500,000-byte transaction as hex, with room). */
  maxBodyBytes: 2 * 1024 * 1024,
  /** Answers above this are sent without the contract check. */
  maxCheckedAnswerBytes: 4 * 1024 * 1024,
  /** Snapshots kept; taking another drops the oldest. */
  maxSnapshots: 100,
} as const;

export interface SandboxOptions {
  /** Default 0: a free port (the CLI's default is 9085). */
  port?: number | undefined;
  /** Interface to bind; default 127.0.0.1. */
  host?: string | undefined;
  /** Host names admitted besides the bound host, IP literals and localhost (`*`: any). */
  allowedHosts?: readonly string[] | undefined;
  /** The API key (HTTP Basic password of protected operations); default random. */
  apiKey?: string | undefined;
  seed?: string | undefined;
  /**
   * Where the chain starts: `sandbox` (default), or `sdk-standalone`, the SDK's standalone QA genesis that
   * `npm run node:real` runs: its keys, forger box, sidechain id, consensus timing and withdrawal epoch
   * length, no mainchain after the genesis, no CSW, submitter and signer off; wallet seed `sidechain_seed_0`.
   */
  genesis?: GenesisKind | undefined;
  blockTimeMs?: number | undefined;
  /** Start with forging on. */
  forging?: boolean | undefined;
  withdrawalEpochLength?: number | undefined;
  secondsInSlot?: number | undefined;
  slotsInEpoch?: number | undefined;
  genesisTime?: number | undefined;
  cswEnabled?: boolean | undefined;
  cswProofMs?: number | undefined;
  /** Start ceased (or later: POST /sandbox/cease). */
  ceased?: boolean | undefined;
  restoredBoxes?: number | undefined;
  mempoolMaxBytes?: number | undefined;
  mempoolMaxJsonBytes?: number | undefined;
  maxBodyBytes?: number | undefined;
  maxCheckedAnswerBytes?: number | undefined;
  maxSnapshots?: number | undefined;
  /** A state file: loaded on start, saved atomically after each block and on stop. */
  state?: string | undefined;
  /** Origins whose web pages may call the sandbox (`*`: any). Default none, as on the node. */
  cors?: readonly string[] | undefined;
  /** Refuse (403) requests whose Origin header is not one of `cors`. */
  strictOrigin?: boolean | undefined;
  /** Answer as a seeder node: the operations it disables answer its JSON 404. */
  seeder?: boolean | undefined;
  /** An answer outside the contract becomes a 500 saying so (tests); it is always logged. */
  strictAnswers?: boolean | undefined;
  /** The contract answers are checked against (default: the bundled node API document). */
  contract?: NodeContract | undefined;
  /** Where the sandbox reports its own problems (default: stderr). */
  log?: ((line: string) => void) | undefined;
  /** The byte budget of request bodies being read and answers being written (default: the process's). */
  budget?: ByteBudget | undefined;
  /**
   * Compile the contract's validators once listening, between requests (the CLI and the stack do): otherwise the
   * first request to each operation compiles them on the spot, and its client waits (most of a second for
   * /block/best).
   */
  compileAhead?: boolean | undefined;
}

export interface SandboxHandle {
  url: string;
  port: number;
  host: string;
  apiKey: string;
  /** The simulated node (its state), for in-process tests and tools. */
  node: SandboxNode;
  /** Answers that broke the contract so far (sandbox bugs), one line each. */
  violations(): readonly string[];
  /** Takes a snapshot (as POST /sandbox/snapshot). */
  snapshot(): number;
  /** Reverts to a snapshot (as POST /sandbox/revert). */
  revert(id: number): boolean;
  /** Settles once the contract's validators are compiled (at once without `compileAhead`, or when stopped before). */
  compiled: Promise<void>;
  /** Stops forging, closes the server, saves the state file. Idempotent. */
  stop(): Promise<void>;
}

let contract: NodeContract | undefined;

/** The bundled node API contract, compiled once per process. */
export function nodeContract(): NodeContract {
  contract ??= new NodeContract();
  return contract;
}

function chosen<K extends Exclude<keyof ChainSettings, 'genesis'>>(
  options: SandboxOptions,
  key: K,
): Partial<Pick<ChainSettings, K>> {
  const v = options[key];
  return v === undefined ? {} : ({ [key]: v } as Pick<ChainSettings, K>);
}

/** The options the SDK's standalone genesis sets: they cannot be chosen with it. */
const SET_BY_SDK_GENESIS = [
  'secondsInSlot',
  'slotsInEpoch',
  'withdrawalEpochLength',
  'genesisTime',
  'cswEnabled',
  'ceased',
] as const satisfies readonly (keyof SandboxOptions)[];

/** The chain settings of the SDK's standalone genesis (the real node's regtest consensus: 12 s slots, 720 a epoch). */
function sdkChainOptions(options: SandboxOptions): SandboxOptions {
  const set = SET_BY_SDK_GENESIS.find((k) => options[k] !== undefined);
  if (set) throw new UsageError(`the SDK's standalone genesis sets ${set} itself: drop that option`);
  const g = sdkGenesis();
  const secondsInSlot = 12;
  const slotsInEpoch = 720;
  // the genesis block is the last slot of consensus epoch 1
  const genesisTime = g.record.blockFindById.block.header.timestamp - (slotsInEpoch - 1) * secondsInSlot;
  return {
    ...options,
    seed: options.seed ?? SDK_WALLET_SEED,
    secondsInSlot,
    slotsInEpoch,
    withdrawalEpochLength: g.withdrawalEpochLength,
    genesisTime,
    cswEnabled: false,
  };
}

/** Starts a sandbox node; resolves once it listens. */
export async function startSandbox(requested: SandboxOptions = {}): Promise<SandboxHandle> {
  const options = requested.genesis === 'sdk-standalone' ? sdkChainOptions(requested) : requested;
  const apiKey = options.apiKey ?? randomBytes(16).toString('hex');
  if (apiKey === '') throw new Error('The API key must not be empty (an empty password is never a valid key).');
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const settings = {
    genesis: options.genesis ?? 'sandbox',
    seed: options.seed ?? DEFAULTS.seed,
    blockTimeMs: options.blockTimeMs ?? DEFAULTS.blockTimeMs,
    secondsInSlot: options.secondsInSlot ?? DEFAULTS.secondsInSlot,
    slotsInEpoch: options.slotsInEpoch ?? DEFAULTS.slotsInEpoch,
    withdrawalEpochLength: options.withdrawalEpochLength ?? DEFAULTS.withdrawalEpochLength,
    genesisTime: options.genesisTime ?? DEFAULTS.genesisTime,
    cswEnabled: options.cswEnabled ?? DEFAULTS.cswEnabled,
    cswProofMs: options.cswProofMs ?? DEFAULTS.cswProofMs,
    restoredBoxes: options.restoredBoxes ?? DEFAULTS.restoredBoxes,
    mempoolMaxBytes: options.mempoolMaxBytes ?? DEFAULTS.mempoolMaxBytes,
    mempoolMaxJsonBytes: options.mempoolMaxJsonBytes ?? DEFAULTS.mempoolMaxJsonBytes,
  };
  const given: Partial<ChainSettings> = {
    genesis: settings.genesis,
    ...chosen(options, 'seed'),
    ...chosen(options, 'secondsInSlot'),
    ...chosen(options, 'slotsInEpoch'),
    ...chosen(options, 'withdrawalEpochLength'),
    ...chosen(options, 'genesisTime'),
    ...chosen(options, 'cswEnabled'),
    ...chosen(options, 'restoredBoxes'),
  };
  const stateFile = options.state;
  let node = stateFile === undefined ? undefined : loadState(stateFile, settings, given);
  if (!node) {
    node = new SandboxNode(settings);
    node.genesis();
  }
  const theNode = node;
  if (options.ceased && theNode.csw.enabled) theNode.cease();
  else if (options.forging) theNode.startForging();

  const persistErrors = new Set<string>();
  const persist = () => {
    if (stateFile === undefined) return;
    try {
      saveState(stateFile, theNode);
    } catch (err) {
      const message = `sandbox: cannot save the state to ${stateFile}: ${(err as Error).message}`;
      if (!persistErrors.has(message) && persistErrors.size < 100) log(message);
      persistErrors.add(message);
    }
  };
  theNode.onBlock = persist;
  persist();

  const snapshots = new Snapshots(theNode, options.maxSnapshots ?? DEFAULTS.maxSnapshots);
  const contract = options.contract ?? nodeContract();
  const answers = new AnswerChecker(contract, {
    strict: options.strictAnswers ?? false,
    maxCheckedBytes: options.maxCheckedAnswerBytes ?? DEFAULTS.maxCheckedAnswerBytes,
    log,
  });
  const host = options.host ?? DEFAULTS.host;
  const revert = (id: number) => {
    const reverted = snapshots.revert(id);
    if (reverted) persist();
    return reverted;
  };
  const { server } = createHttpServer(
    createRequestHandler({
      contract,
      node: () => theNode,
      apiKey,
      boundHost: host,
      allowedHosts: options.allowedHosts ?? [],
      cors: options.cors ?? [],
      strictOrigin: options.strictOrigin ?? false,
      seeder: options.seeder ?? false,
      maxBodyBytes: options.maxBodyBytes ?? DEFAULTS.maxBodyBytes,
      answers,
      log,
      control: {
        apiKey,
        cease: () => {
          const changed = theNode.csw.enabled && theNode.cease();
          if (changed) persist();
          return { ceased: theNode.csw.ceased, changed };
        },
        snapshot: () => snapshots.take(),
        revert,
      },
    }),
    { budget: options.budget },
  );
  let listening: Awaited<ReturnType<typeof listen>>;
  try {
    listening = await listen(server, { host, port: options.port ?? 0 });
  } catch (err) {
    theNode.close();
    throw err;
  }

  const compiling = options.compileAhead ? contract.compileSteps() : undefined;
  const compiled = compiling ? runInSlices(compiling) : Promise.resolve();

  let stopping: Promise<void> | undefined;
  return {
    url: listening.url,
    port: listening.port,
    host,
    apiKey,
    node: theNode,
    violations: () => [...answers.violations],
    snapshot: () => snapshots.take(),
    revert,
    compiled,
    stop: () => {
      stopping ??= (async () => {
        compiling?.return();
        theNode.close();
        // closeServer ends every connection at once; the state is saved in the same turn, before anything is
        // awaited, so that a stop cut short by the process's stop deadline (server-kit exitOnSignals) still saved
        const closed = closeServer(server);
        persist();
        await closed;
      })();
      return stopping;
    },
  };
}
