// The sandbox's own HTTP server without Prism in front: the node's leniency that the contract does
// not describe (through the public address, the front reads requests so and Prism, validating
// against the contract, refuses the rest before they reach the sandbox), checked on the server that
// implements it.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatch } from '../src/dispatch/index.mjs';
import { Sandbox } from '../src/state/sandbox.mjs';
import { createBackend } from '../src/transport/backend.mjs';
import { allowedHosts } from '../src/transport/http-common.mjs';
import { basic, post } from './helpers.js';

const KEY = 'backend-test-key';
let url: string;
let server: ReturnType<typeof createBackend>;
let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = new Sandbox({ seed: 'backend' });
  let port = 0;
  server = createBackend({
    sandbox,
    apiKey: KEY,
    protectedPaths: new Set(['/wallet/coinsBalance', '/wallet/createPrivateKey25519', '/block/startForging']),
    allowed: () => allowedHosts('127.0.0.1', port),
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
  url = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  sandbox.close();
  server.close();
  server.closeAllConnections();
});

describe('node leniency', () => {
  it('reads an empty body as {}', async () => {
    const res = await post(url, '/transaction/allTransactions', { body: '' });
    expect([res.status, JSON.parse(res.text)]).toEqual([200, { result: { transactions: [] } }]);
  });

  it('ignores the body where the node does not read it, even when it is not JSON', async () => {
    const res = await post(url, '/block/currentHeight', { body: 'not json at all' });
    expect([res.status, JSON.parse(res.text)]).toEqual([200, { result: { height: 1 } }]);
    const auth = await post(url, '/wallet/coinsBalance', { body: '{"x":', headers: { authorization: basic(KEY) } });
    expect(auth.status).toBe(200);
  });

  it('rejects unknown fields and failed requirements with a plain-text 400', async () => {
    const unknown = await post(url, '/transaction/findById', {
      body: JSON.stringify({ transactionId: 'a'.repeat(64), transactionIndex: 1 }),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.text).toMatch(/^The request content was malformed:\nUnrecognized field "transactionIndex"/);
    const short = await post(url, '/block/findById', { body: '{"blockId":"abc"}' });
    expect(short.status).toBe(400);
    const created = await post(url, '/wallet/createPrivateKey25519', {
      body: '{"x":1}',
      headers: { authorization: basic(KEY) },
    });
    expect(created.status).toBe(400);
  });

  it('checks credentials before reading the body; the user name is ignored; empty password is no key', async () => {
    const none = await post(url, '/block/startForging', { body: 'garbage' });
    expect([none.status, none.headers.get('www-authenticate'), none.text]).toEqual([
      401,
      'Basic realm="secure api",charset=UTF-8',
      'The resource requires authentication, which was not supplied with the request',
    ]);
    expect((await post(url, '/block/startForging', { headers: { authorization: basic('') } })).status).toBe(401);
    expect((await post(url, '/block/startForging', { headers: { authorization: basic(KEY, 'someone') } })).status).toBe(
      200,
    );
    sandbox.stopForging();
  });

  it('answers 405 with Allow: POST to other methods', async () => {
    const res = await fetch(`${url}/block/best`);
    expect([res.status, res.headers.get('allow')]).toEqual([405, 'POST']);
  });

  it('answers a non-hex transaction as the node does: a plain 500', async () => {
    const res = await post(url, '/transaction/decodeTransactionBytes', { body: '{"transactionBytes":"zz"}' });
    expect([res.status, res.text]).toEqual([500, 'There was an internal server error.']);
  });
});

describe('caps', () => {
  it('refuses a transaction once the memory pool is full, as the node does', async () => {
    const small = new Sandbox({ seed: 'full', mempoolMaxBytes: 900 }); // one transaction of ~500 bytes fits, two do not
    // three confirmed boxes of the wallet to spend from
    const own = small.wallet.changeAddress();
    const split = JSON.stringify({ outputs: [1, 2, 3].map(() => ({ publicKey: own, value: 1_000_000 })) });
    expect(dispatch(small, '/transaction/sendCoinsToAddress', split).json).toHaveProperty('result.transactionId');
    small.forge();
    const send = () => {
      const body = JSON.stringify({ outputs: [{ publicKey: 'ab'.repeat(32), value: 1_000 }], fee: 1 });
      return (dispatch(small, '/transaction/sendCoinsToAddress', body).json as any)?.error?.detail ?? 'accepted';
    };
    expect(send()).toBe('accepted');
    expect(send()).toMatch(/^Mempool full and tx feeRate too low, unable to add transaction - /);
    small.forge();
    expect(send()).toBe('accepted');
    small.close();
  });
});

describe('starting ceased', () => {
  it('a sandbox started ceased has CSW data for the wallet and forges no block', () => {
    const ceased = new Sandbox({ seed: 'ceased', ceased: true });
    const answer = (path: string, body = '') => dispatch(ceased, path, body).json as any;
    expect(answer('/csw/hasCeased').result.state).toBe(true);
    const ids: string[] = answer('/csw/cswBoxIds').result.cswBoxIds;
    const walletZenBoxes = (answer('/wallet/allBoxes', '{"boxTypeClass":"ZenBox"}').result.boxes as any[]).map(
      (b) => b.id,
    );
    expect(ids).toEqual(walletZenBoxes);
    expect(answer('/block/generate', '{"epochNumber":1,"slotNumber":2}').error.code).toBe('0105');
    ceased.close();
  });
});
