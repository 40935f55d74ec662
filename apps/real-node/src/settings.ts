// The node's settings file. HOCON is a superset of JSON, so the settings are written as JSON: every section
// the SDK reads without a default, filled from the vendored standalone genesis (data/standalone-genesis.json,
// the SDK's own QA genesis at tag 0.11.0) and the ports and folders of this start.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PACKAGE_DIR } from './cache.js';

export interface StandaloneGenesis {
  wallet: { genesisSecrets: string[] };
  genesis: {
    scGenesisBlockHex: string;
    scId: string;
    powData: string;
    mcBlockHeight: number;
    mcNetwork: string;
    isNonCeasing: boolean;
    withdrawalEpochLength: number;
    initialCumulativeCommTreeHash: string;
  };
  withdrawalEpochCertificate: {
    signersPublicKeys: string[];
    signersThreshold: number;
    signersSecrets: string[];
    maxPks: number;
  };
}

export const GENESIS_FILE = path.join(PACKAGE_DIR, 'data', 'standalone-genesis.json');

export function readStandaloneGenesis(file: string = GENESIS_FILE): StandaloneGenesis {
  return JSON.parse(readFileSync(file, 'utf8')) as StandaloneGenesis;
}

export interface SettingsInput {
  /** REST API port on 127.0.0.1. */
  port: number;
  /** P2P port on 127.0.0.1 (no peers are known; nothing connects out). */
  p2pPort: number;
  /** Holds the node's storages (`blockchain/`) and its log (`log/`). */
  dataDir: string;
  /** Where the certificate SNARK keys are (generated there by the node when missing). */
  certKeys: { proving: string; verification: string };
  /** The wallet seed (`createPrivateKey25519` derives keys from it). */
  walletSeed: string;
  genesis: StandaloneGenesis;
}

/** The settings as the SDK's SidechainSettingsReader reads them (`sparkz { … }`). */
export function nodeSettings(input: SettingsInput): { sparkz: Record<string, unknown> } {
  const { genesis } = input;
  return {
    sparkz: {
      dataDir: path.join(input.dataDir, 'blockchain'),
      logDir: path.join(input.dataDir, 'log'),
      logInfo: { logFileName: 'node.log', logFileLevel: 'info', logConsoleLevel: 'error' },
      // The certificate submitter asks the node view for its start check with this timeout and stops for good
      // when the answer is late (AbstractCertificateSubmitter.scala, checkSubmitter, at tag 0.11.0): on a busy
      // machine the SDK's 5 s default lost it, and submitter/* then answered 0601-0603. 30 s keeps it.
      restApi: { bindAddress: `127.0.0.1:${input.port}`, timeout: '30s' },
      network: {
        nodeName: 'real-node',
        bindAddress: `127.0.0.1:${input.p2pPort}`,
        knownPeers: [],
        agentName: '2-Hop',
      },
      // Sparkz asks pool.ntp.org every 30 minutes by default; a loopback server keeps the node off the network.
      ntp: { server: 'localhost', updateEvery: '30m', timeout: '1s' },
      // No mainchain: the websocket client stays off, so the certificate submitter and signer must too.
      websocketClient: {
        enabled: false,
        address: 'ws://localhost:8888',
        connectionTimeout: '100 milliseconds',
        reconnectionDelay: '1 seconds',
        reconnectionMaxAttempts: 1,
      },
      wallet: { seed: input.walletSeed, genesisSecrets: genesis.wallet.genesisSecrets },
      genesis: genesis.genesis,
      withdrawalEpochCertificate: {
        submitterIsEnabled: false,
        certificateSigningIsEnabled: false,
        ...genesis.withdrawalEpochCertificate,
        certProvingKeyFilePath: input.certKeys.proving,
        certVerificationKeyFilePath: input.certKeys.verification,
        certificateAutomaticFeeComputation: true,
      },
      // CSW is off in this genesis (no ceased-sidechain verification key): these keys are never generated.
      csw: {
        cswProvingKeyFilePath: path.join(input.dataDir, 'csw_proving_key'),
        cswVerificationKeyFilePath: path.join(input.dataDir, 'csw_verification_key'),
      },
      forger: { restrictForgers: false, allowedForgersList: [] },
      remoteKeysManager: { enabled: false, address: '' },
    },
  };
}
