// The switches and the peers: forging, certificate submitter and signer, connect, blacklist, remove; backup
// after the chain has grown; and node/stop, the last request of a run.

import { UNKNOWN_ID } from './chain.js';
import type { RecordingSession } from './session.js';

/** TEST-NET-1 (RFC 5737): an address nothing answers on. */
const PEER_HOST = '192.0.2.1';
const PEER = `${PEER_HOST}:9084`;

export async function recordSwitches(s: RecordingSession): Promise<void> {
  await s.send('ok', { path: '/block/startForging', title: 'Automatic forging switched on: the bare "OK" answer.' });
  await s.send('after-start', {
    path: '/block/forgingInfo',
    title: 'forgingEnabled after startForging.',
    varies: ['/result/currentEpochNumber', '/result/currentSlotNumber'],
  });
  await s.send('ok', { path: '/block/stopForging', title: 'Automatic forging switched off.' });
  await s.send('past-slot', {
    path: '/block/generate',
    title: 'A slot before the best block: business error 0105.',
    body: { epochNumber: 1, slotNumber: 1 },
  });
  await s.send('forged', {
    path: '/block/findLastIds',
    title: 'The last 3 block ids, newest first.',
    body: { number: 3 },
  });
  await s.send('forged', { path: '/block/best', title: 'The best block after forging.' });
  await s.send('forged', { path: '/block/currentHeight', title: 'The height after forging.' });

  await s.send('on', {
    path: '/submitter/enableCertificateSubmitter',
    title: 'The certificate submitter switched on: an empty result.',
  });
  await s.send('on', {
    path: '/submitter/isCertificateSubmitterEnabled',
    title: 'The submitter after enableCertificateSubmitter.',
  });
  await s.send('off', { path: '/submitter/disableCertificateSubmitter', title: 'The submitter switched off again.' });
  await s.send('on', { path: '/submitter/enableCertificateSigner', title: 'The certificate signer switched on.' });
  await s.send('on', {
    path: '/submitter/isCertificateSignerEnabled',
    title: 'The signer after enableCertificateSigner.',
  });
  await s.send('off', { path: '/submitter/disableCertificateSigner', title: 'The signer switched off again.' });

  await s.send('unreachable-peer', {
    path: '/node/connect',
    title: 'A connection to an address nothing answers on: asked for, the answer is immediate.',
    body: { host: PEER_HOST, port: 9084 },
  });
  await s.send('invalid-host', {
    path: '/node/connect',
    title: 'A host with no letter, digit or dot: host and port do not form host:port (business error 0401).',
    body: { host: '-', port: 9084 },
  });
  await s.send('one-hour', {
    path: '/node/addToBlacklist',
    title: 'A peer address blacklisted for 60 minutes.',
    body: { address: PEER, durationInMinutes: 60 },
  });
  await s.send('one', { path: '/node/blacklistedPeers', title: 'The blacklisted address.' });
  await s.send('listed', {
    path: '/node/removeFromBlacklist',
    title: 'The address taken off the blacklist.',
    body: { address: PEER_HOST },
  });
  await s.send('unknown-peer', {
    path: '/node/disconnect',
    title: 'Disconnecting from a peer that is not connected.',
    body: { host: PEER_HOST, port: 9084 },
  });
  await s.send('invalid-host', {
    path: '/node/disconnect',
    title: 'A host that does not form host:port with the port: business error 0401.',
    body: { host: '-', port: 9084 },
  });
  await s.send('unknown-peer', {
    path: '/node/removePeer',
    title: 'Removing a peer the node does not know.',
    body: { address: PEER },
  });
  await s.send('unknown-peer', {
    path: '/node/peer',
    title: "A peer by address: HTTP 500, the route cannot read the peer manager's answer.",
    body: { address: PEER },
  });
  await s.send('after-blocks', {
    path: '/node/info',
    title: 'The node after a few forged blocks.',
    varies: ['/result/errors'],
  });

  await s.send('unknown-box', {
    path: '/backup/getRestoredBoxes',
    title: 'Restored boxes after a box id that is none: none.',
    body: { numberOfElements: 2, lastBoxId: UNKNOWN_ID },
  });
}

/**
 * The request bodies of the document's examples that the scenario sends otherwise (an empty body, another
 * filter): read-only, sent last, so that every other answer stays as it was.
 */
export async function recordExampleBodies(s: RecordingSession): Promise<void> {
  await s.send('empty-object', { path: '/wallet/allBoxes', title: 'Every box, the body {}.', body: {} });
  await s.send('empty-object', { path: '/wallet/allPublicKeys', title: 'Every public key, the body {}.', body: {} });
  await s.send('zen-box', {
    path: '/wallet/balanceOfType',
    title: 'The balance of the ZenBoxes.',
    body: { boxType: 'ZenBox' },
  });
  await s.send('empty-object', {
    path: '/transaction/allTransactions',
    title: 'The mempool as JSON, the body {}.',
    body: {},
  });
  await s.send('first-page', {
    path: '/backup/getRestoredBoxes',
    title: 'The first page of restored boxes: none.',
    body: { numberOfElements: 50 },
  });
  await s.send('last-box-id-not-hex', {
    path: '/backup/getRestoredBoxes',
    title: 'A lastBoxId that is not hex: business error 0802.',
    body: { numberOfElements: 50, lastBoxId: 'x'.repeat(64) },
  });
}

export async function recordStop(s: RecordingSession): Promise<void> {
  await s.send('ok', { path: '/node/stop', title: 'The node asked to stop: it answers, then shuts down.' });
}
