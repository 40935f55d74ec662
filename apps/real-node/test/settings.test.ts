import { describe, expect, it } from 'vitest';
import { nodeSettings, readStandaloneGenesis } from '../src/settings.js';

const genesis = readStandaloneGenesis();
const settings = nodeSettings({
  port: 19085,
  p2pPort: 19084,
  dataDir: '/data',
  certKeys: { proving: '/keys/pk', verification: '/keys/vk' },
  walletSeed: 'seed',
  genesis,
}).sparkz as Record<string, Record<string, unknown>>;

describe('the vendored standalone genesis', () => {
  it('is the SDK QA suite standalone genesis: regtest, ceasing, CSW off, 7 signers of threshold 5', () => {
    expect(genesis.genesis.scId).toBe('0dffb8a0c7007009a97fb90fed9229dd8e8388dc3806ce9618fa10973739e416');
    expect(genesis.genesis).toMatchObject({
      mcNetwork: 'regtest',
      mcBlockHeight: 450,
      isNonCeasing: false,
      withdrawalEpochLength: 900,
    });
    expect(genesis.withdrawalEpochCertificate.signersPublicKeys).toHaveLength(7);
    expect(genesis.withdrawalEpochCertificate.signersThreshold).toBe(5);
    expect(genesis.wallet.genesisSecrets).toHaveLength(2);
  });
});

describe('node settings', () => {
  it('bind the REST API and P2P to 127.0.0.1 only, with no known peers', () => {
    expect(settings.restApi).toEqual({ bindAddress: '127.0.0.1:19085', timeout: '30s' });
    expect(settings.network).toMatchObject({ bindAddress: '127.0.0.1:19084', knownPeers: [] });
  });

  it('keep the node off the network: no mainchain websocket, no NTP beyond loopback', () => {
    expect(settings.websocketClient).toMatchObject({ enabled: false });
    expect(settings.ntp).toMatchObject({ server: 'localhost' });
  });

  it('turn the certificate submitter and signer off, with the cached key paths', () => {
    expect(settings.withdrawalEpochCertificate).toMatchObject({
      submitterIsEnabled: false,
      certificateSigningIsEnabled: false,
      certProvingKeyFilePath: '/keys/pk',
      certVerificationKeyFilePath: '/keys/vk',
      maxPks: 7,
    });
  });

  it('put storages and the log in the data folder, and the genesis and wallet as given', () => {
    expect(settings).toMatchObject({ dataDir: '/data/blockchain', logDir: '/data/log' });
    expect(settings.genesis).toEqual(genesis.genesis);
    expect(settings.wallet).toEqual({ seed: 'seed', genesisSecrets: genesis.wallet.genesisSecrets });
    expect(settings.forger).toEqual({ restrictForgers: false, allowedForgersList: [] });
  });
});
