// What a 0.11.0 node does with a request the contract refuses but its Jackson reads: the route decides
// (JacksonSupport.scala, SidechainTransactionApiRoute.scala and WalletBaseApiRoute.scala at tag 0.11.0). The
// sandbox answers these as the real node does; same-as-real-node.real.test.ts compares the same requests
// with the real node, this file keeps them in the fast tier. Also the node's answers around the routes: a
// path no operation serves, `/`, and the Server header.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../src/index.js';
import { basic, outsideKey, request, start, stopChecked } from './helpers.js';

const KEY = 'bodies-key';
const auth = { authorization: basic(KEY) };
const TEXT = 'text/plain; charset=UTF-8';

let sb: SandboxHandle;
beforeAll(async () => {
  ({ sb } = await start({ apiKey: KEY }));
});
afterAll(() => stopChecked(sb));

const post = (path: string, body: string, headers: Record<string, string> = auth) =>
  request(sb.url, path, { body, headers });

/** The `{"error": …}` of a 200 answer, or the answer itself when it is another. */
async function errorOf(path: string, body: string): Promise<unknown> {
  const a = await post(path, body);
  const parsed = a.status === 200 ? (JSON.parse(a.text) as { error?: unknown }) : undefined;
  return parsed?.error ?? { status: a.status, text: a.text };
}

async function boxIds(body: string): Promise<string[]> {
  const a = await post('/wallet/allBoxes', body);
  return (JSON.parse(a.text) as { result: { boxes: { id: string }[] } }).result.boxes.map((b) => b.id);
}

describe('bodies beyond the contract, answered as the routes of a 0.11.0 node do', () => {
  it('a 31-byte publicKey reaches the route: 0204 with the buffer check of PublicKey25519PropositionSerializer', async () => {
    const outputs = [{ publicKey: '11'.repeat(31), value: 1000 }];
    expect(await errorOf('/transaction/sendCoinsToAddress', JSON.stringify({ outputs }))).toEqual({
      code: '0204',
      description: 'GenericTransactionError',
      detail: 'requirement failed: Not enough bytes in the buffer: 32',
    });
  });

  it('odd-length hex in sendTransaction is the text 500 of an exception outside the route Try', async () => {
    const a = await post('/transaction/sendTransaction', '{"transactionBytes":"abc"}');
    expect([a.status, a.headers.get('content-type'), a.text]).toEqual([
      500,
      TEXT,
      'There was an internal server error.',
    ]);
  });

  it('a transaction id "12" is looked for, and not found (0201)', async () => {
    expect(await errorOf('/transaction/findById', '{"transactionId":"12"}')).toEqual({
      code: '0201',
      description: 'Transaction 12 not found in memory pool',
      detail: '',
    });
  });

  it('"value": "1000", a number in a string, is read as the number', async () => {
    const { publicKey } = outsideKey('bodies-beyond-contract');
    const sent = await post(
      '/transaction/sendCoinsToAddress',
      `{"outputs":[{"publicKey":"${publicKey}","value":"1000"}],"fee":"10"}`,
    );
    const { transactionId } = (JSON.parse(sent.text) as { result: { transactionId: string } }).result;
    const found = await post('/transaction/findById', JSON.stringify({ transactionId, format: true }));
    const { newBoxes, fee } = (
      JSON.parse(found.text) as { result: { transaction: { newBoxes: { value: number }[]; fee: number } } }
    ).result.transaction;
    expect([fee, newBoxes[0]?.value]).toEqual([10, 1000]);
  });

  it('an UPPERCASE box id is read where the route decodes it, and compared as text where it matches', async () => {
    const all = JSON.parse((await post('/wallet/allBoxes', '{}')).text) as {
      result: { boxes: { id: string; proposition: { publicKey: string } }[] };
    };
    const { id, proposition } = all.result.boxes[0] ?? { id: '', proposition: { publicKey: '' } };
    // excludeBoxIds go through BytesUtils.fromHexString: any case
    expect(await boxIds(JSON.stringify({ excludeBoxIds: [id.toUpperCase()] }))).toEqual(
      await boxIds(JSON.stringify({ excludeBoxIds: [id] })),
    );
    expect(await boxIds(JSON.stringify({ excludeBoxIds: [id.toUpperCase()] }))).not.toContain(id);
    // createCoreTransaction matches the hex text of the wallet's box ids: not found
    const inputs = (boxId: string) =>
      JSON.stringify({
        transactionInputs: [{ boxId }],
        regularOutputs: [{ publicKey: proposition.publicKey, value: 1 }],
        withdrawalRequests: [],
        forgerOutputs: [],
      });
    expect(await errorOf('/transaction/createCoreTransaction', inputs(id.toUpperCase()))).toEqual({
      code: '0202',
      description: 'Unable to find input(s)',
      detail: '',
    });
    expect(JSON.parse((await post('/transaction/createCoreTransaction', inputs(id))).text)).toHaveProperty(
      'result.transactionBytes',
    );
  });
});

describe('around the routes', () => {
  it('a path no operation serves is 405 Allow: GET for PUT, / redirects to /swagger, every answer names akka-http', async () => {
    const put = await request(sb.url, '/no/such/operation', { method: 'PUT' });
    expect([put.status, put.headers.get('allow'), put.text]).toEqual([
      405,
      'GET',
      'HTTP method not allowed, supported methods: GET',
    ]);
    const root = await request(sb.url, '/', { method: 'GET' });
    expect([root.status, root.headers.get('location')]).toEqual([308, '/swagger']);
    const best = await request(sb.url, '/block/best');
    for (const a of [put, root, best]) expect(a.headers.get('server')).toBe('akka-http/10.5.3');
  });
});
