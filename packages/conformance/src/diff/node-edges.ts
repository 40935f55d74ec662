// The node's HTTP edges, sent as they are to both servers of a `diff --flows` run: credentials, methods,
// paths no operation serves, request targets, bodies that are not JSON, unknown members, values of the wrong
// JSON type (which Jackson coerces or refuses), ids that name nothing, and the lenient readings a 0.11.0 node
// allows beyond the contract (a number as a string, an upper-case id).

import type { NodeFlow } from './node-flows.js';
import type { NodeSession, RawRequest } from './session.js';

const ID = 'ab'.repeat(32);
const KEY31 = '11'.repeat(31);

function basic(user: string, password: string | undefined): { authorization: string } {
  const text = password === undefined ? user : `${user}:${password}`;
  return { authorization: `Basic ${Buffer.from(text).toString('base64')}` };
}

async function post(s: NodeSession, path: string, body?: string, extra: Partial<RawRequest> = {}): Promise<void> {
  await s.raw({ path, ...(body === undefined ? {} : { body }), ...extra });
}

export const httpEdges: NodeFlow = {
  name: 'http-edges',
  covers:
    'credentials, methods, unknown paths, request targets, malformed JSON, unknown members, wrong JSON types, unknown ids',
  async run(s) {
    const key = s.options.apiKey ?? '';
    // credentials: none, wrong, another scheme, another user name, no colon, an empty password, base64 that
    // akka-http's decoder cannot read (a negative length) or reads as nothing
    for (const credentials of [
      'none',
      'wrong',
      'key',
      { authorization: 'Bearer token' },
      basic('somebody-else', key),
      basic(key, undefined),
      basic('user', ''),
      { authorization: 'Basic %%%' },
      { authorization: 'Basic -._~' },
      { authorization: 'Basic -=' },
      { authorization: 'Basic -' },
      { authorization: `basic ${Buffer.from(`user:${key}`).toString('base64')}` },
    ] as const) {
      await post(s, '/wallet/coinsBalance', undefined, { credentials });
    }
    // methods on an operation, on a path no operation serves, and on "/"
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'])
      await s.raw({ method, path: '/block/best' });
    await s.raw({ method: 'GET', path: '/wallet/coinsBalance' });
    await s.raw({ method: 'PUT', path: '/wallet/coinsBalance' });
    for (const method of ['POST', 'GET', 'PUT', 'HEAD']) await s.raw({ method, path: '/no/such/operation' });
    for (const method of ['GET', 'POST', 'PUT']) await s.raw({ method, path: '/' });
    await s.raw({ method: 'POST', path: '/block' });
    // request targets
    for (const path of [
      '/block/%62est',
      '/block/best?x=1',
      '/block/best/',
      '//block/best',
      '/Block/best',
      '/block%2Fbest',
    ])
      await post(s, path);
    // bodies that are not JSON, or not an object
    for (const body of [
      '',
      '{',
      '{"number":}',
      '[]',
      '"text"',
      '1',
      'null',
      '{"number":1} x',
      '{"number":1,"number":2}',
    ])
      await post(s, '/block/findLastIds', body);
    await post(s, '/block/findLastIds', `${'['.repeat(1001)}${']'.repeat(1001)}`);
    await post(s, '/block/best', 'not json at all');
    await post(s, '/block/findLastIds', '{"number":1}', { headers: { 'content-type': 'text/plain' } });
    // unknown members
    await post(s, '/block/findLastIds', '{"number":1,"extra":true}');
    await post(s, '/block/findLastIds', '{\n  "number" : 1,\n  "extra" : [ 1 ]\n}\n');
    await post(s, '/transaction/sendCoinsToAddress', JSON.stringify({ outputs: [{ publicKey: ID, value: 1, x: 1 }] }), {
      credentials: 'key',
    });
    // values of another JSON type: an int field, a string field, a list, an int64
    await post(s, '/block/findLastIds', '{"number":1,"extra":"abc"}');
    await post(s, '/block/findLastIds', '{"extra":{"a":1},"number":1}');
    for (const number of [
      '"3"',
      '"x"',
      '1.5',
      '1e2',
      'true',
      'null',
      '[1]',
      '{}',
      '99999999999',
      '-1',
      '0',
      '""',
      '"null"',
      '" 3 "',
      '"+3"',
      '"99999999999"',
      '1e20',
    ])
      await post(s, '/block/findLastIds', `{"number":${number}}`);
    for (const blockId of ['12', '"12"', 'true', 'null', '[]', '{}', `"${ID.toUpperCase()}"`, `"${ID.slice(1)}"`])
      await post(s, '/block/findById', `{"blockId":${blockId}}`);
    for (const transactionId of ['12', '"12"', 'null', '{}'])
      await post(s, '/transaction/findById', `{"transactionId":${transactionId}}`);
    await post(s, '/transaction/findById', `{"transactionId":"${ID}","format":"yes"}`);
    await post(s, '/transaction/allTransactions', '{"format":"false"}');
    await post(s, '/transaction/allTransactions', '{"format":1}');
    for (const value of ['"1000"', '"abc"', '1.5', 'null', '-5', '"9223372036854775808"', '{}'])
      await post(
        s,
        '/transaction/sendCoinsToAddress',
        `{"outputs":[{"publicKey":"${ID}","value":${value}}],"fee":10}`,
        {
          credentials: 'key',
        },
      );
    for (const body of [
      `{"outputs":[{"publicKey":"${KEY31}","value":1000}]}`,
      `{"outputs":[{"publicKey":"${ID}1","value":1000}]}`,
      `{"outputs":[{"publicKey":"zz${ID.slice(2)}","value":1000}]}`,
      `{"outputs":[{"publicKey":12,"value":1000}]}`,
      `{"outputs":[]}`,
      `{"outputs":{}}`,
      '{}',
      `{"outputs":[{"publicKey":"${ID}","value":1000}],"fee":"10"}`,
      `{"outputs":[{"publicKey":"${ID}","value":1000}],"fee":-1}`,
      `{"outputs":[{"publicKey":"${ID}","value":1000}],"automaticSend":"no"}`,
    ])
      await post(s, '/transaction/sendCoinsToAddress', body, { credentials: 'key' });
    for (const transactionBytes of ['"abc"', '"zz"', '""', '"00"', '12', 'null'])
      await post(s, '/transaction/sendTransaction', `{"transactionBytes":${transactionBytes}}`, { credentials: 'key' });
    for (const transactionBytes of ['"abc"', '"00"', '""', '"7f"', '"01"', '"0101"', '"AB"'])
      await post(s, '/transaction/decodeTransactionBytes', `{"transactionBytes":${transactionBytes}}`);
    for (const format of ['"yes"', '"true"', '1', 'null', '[]'])
      await post(s, '/mainchain/blockReferenceByHash', `{"hash":"${ID}","format":${format}}`);
    for (const privKey of ['"00"', `"00${'11'.repeat(31)}"`, '"xyz"', '12'])
      await post(s, '/wallet/importSecret', `{"privKey":${privKey}}`, { credentials: 'key' });
    await post(s, '/wallet/allBoxes', `{"excludeBoxIds":["${ID.toUpperCase()}"]}`, { credentials: 'key' });
    await post(s, '/wallet/allBoxes', '{"boxTypeClass":"NoSuchBox"}', { credentials: 'key' });
    await post(s, '/wallet/balanceOfType', '{}', { credentials: 'key' });
    await post(s, '/block/findIdByHeight', '{"height":"1"}');
    await post(s, '/block/generate', '{"epochNumber":"x","slotNumber":1}');
    await post(s, '/block/generate', '{"epochNumber":1,"slotNumber":1,"transactionsBytes":["zz"]}');
    await post(s, '/node/connect', '{"host":"127.0.0.1","port":"x"}', { credentials: 'key' });
    // a box of the wallet named in upper case: read in any case where the route decodes the id (excludeBoxIds),
    // compared as text where the route matches it against the wallet's ids (createCoreTransaction)
    const listed = (await s.call('walletAllBoxes', {}, { record: false })).result?.boxes;
    const first = Array.isArray(listed)
      ? (listed[0] as { id?: unknown; proposition?: { publicKey?: unknown } } | undefined)
      : undefined;
    const upper = (typeof first?.id === 'string' ? first.id : ID).toUpperCase();
    const owner = typeof first?.proposition?.publicKey === 'string' ? first.proposition.publicKey : ID;
    await post(s, '/wallet/allBoxes', `{"excludeBoxIds":["${upper}"]}`, { credentials: 'key' });
    await post(
      s,
      '/transaction/createCoreTransaction',
      `{"transactionInputs":[{"boxId":"${upper}"}],"regularOutputs":[{"publicKey":"${owner}","value":1}],"withdrawalRequests":[],"forgerOutputs":[]}`,
      { credentials: 'key' },
    );
    // ids that name nothing
    await post(s, '/block/findById', `{"blockId":"${ID}"}`);
    await post(s, '/block/findBlockInfoById', `{"blockId":"${ID}"}`);
    await post(s, '/block/getFeePayments', `{"blockId":"${ID}"}`);
    await post(s, '/block/findIdByHeight', '{"height":100000}');
    await post(s, '/transaction/findById', `{"transactionId":"${ID}"}`);
    await post(s, '/transaction/findById', `{"transactionId":"${ID}","blockHash":"${ID}"}`);
    await post(s, '/mainchain/blockReferenceInfoBy', `{"hash":"${ID}"}`);
    await post(s, '/mainchain/blockReferenceInfoBy', '{"height":100000}');
    await post(s, '/mainchain/blockReferenceInfoBy', '{}');
    await post(s, '/mainchain/blockReferenceByHash', `{"hash":"${ID}"}`);
    await post(s, '/mainchain/mainchainHeaderInfoByHash', `{"hash":"${ID}"}`);
    await post(s, '/wallet/exportSecret', `{"publickey":"${ID}"}`, { credentials: 'key' });
    await post(
      s,
      '/transaction/createCoreTransaction',
      `{"transactionInputs":[{"boxId":"${ID}"}],"regularOutputs":[],"withdrawalRequests":[],"forgerOutputs":[]}`,
      { credentials: 'key' },
    );
    await post(
      s,
      '/transaction/spendForgingStake',
      `{"transactionInputs":[{"boxId":"${ID}"}],"regularOutputs":[],"forgerOutputs":[]}`,
      { credentials: 'key' },
    );
  },
};
