// The HTTP edges: other methods, unknown paths, credentials, and bodies a client should not send (malformed
// JSON, unknown members, wrong types, values the node reads more leniently than the contract allows).

import { GENESIS_KEY, UNKNOWN_ID } from './chain.js';
import { RECORDED_USER, RecordingSession, resultOf } from './session.js';

export async function recordEdges(s: RecordingSession, facts: { genesisId: string; zenBoxId: string }): Promise<void> {
  for (const method of ['GET', 'PUT', 'DELETE', 'HEAD', 'OPTIONS'])
    await s.send(method.toLowerCase(), { path: '/block/best', method, title: `${method} on an operation's path.` });
  // answered by akka-http's request parser before any route
  await s.send('trace-with-content', {
    path: '/block/best',
    method: 'TRACE',
    title: "TRACE with content on an operation's path.",
    body: {},
  });
  await s.send('query', {
    path: '/block/best',
    method: 'QUERY',
    title: "QUERY (a method akka-http does not know) on an operation's path.",
  });
  await s.send('get-protected', {
    path: '/wallet/coinsBalance',
    method: 'GET',
    title: 'GET on a protected operation without credentials.',
    auth: 'none',
  });
  await s.send('get-root', {
    path: '/',
    method: 'GET',
    title: 'GET / (the node redirects to its Swagger UI).',
    auth: 'none',
  });
  await s.send('post-unknown-path', {
    path: '/block/unknown',
    title: 'POST to a path that is no operation.',
    body: {},
  });
  await s.send('put-unknown-path', {
    path: '/no/such/path',
    method: 'PUT',
    title: 'PUT to a path that is no operation.',
    auth: 'none',
  });
  await s.send('get-unknown-path', {
    path: '/no/such/path',
    method: 'GET',
    title: 'GET on a path that is no operation.',
    auth: 'none',
  });

  await s.send('no-credentials', {
    path: '/wallet/coinsBalance',
    title: 'A protected operation without credentials.',
    auth: 'none',
  });
  await s.send('wrong-key', {
    path: '/wallet/coinsBalance',
    title: 'A protected operation with a wrong API key.',
    auth: { header: RecordingSession.basic(RECORDED_USER, 'not-the-key') },
  });
  await s.send('not-basic', {
    path: '/wallet/coinsBalance',
    title: 'A protected operation with a Bearer credential.',
    auth: { header: 'Bearer not-the-key' },
  });
  await s.send('garbled-basic', {
    path: '/wallet/coinsBalance',
    title: 'A protected operation with a Basic credential that is no base64.',
    auth: { header: 'Basic !!!' },
  });
  await s.send('credentials-not-needed', {
    path: '/block/currentHeight',
    title: 'An open operation with a wrong API key: answered (it does not read credentials).',
    auth: { header: RecordingSession.basic(RECORDED_USER, 'not-the-key') },
  });

  const findById = '/block/findById';
  await s.send('malformed-json', {
    path: findById,
    title: 'Malformed JSON: HTTP 400 with the parser message.',
    body: { raw: '{"blockId":' },
  });
  await s.send('unknown-member', {
    path: findById,
    title: 'A member the request class does not have: HTTP 400 naming the class and its properties.',
    body: { blockId: facts.genesisId, extra: 1 },
  });
  await s.send('unknown-member-multiline', {
    path: findById,
    title: 'An unknown member in a body of several lines (LF and CRLF): the location is the closing brace.',
    body: { raw: `{\n  "blockId": "${facts.genesisId}",\r\n  "extra": 1\n}  \n` },
  });
  await s.send('number-for-string', {
    path: findById,
    title:
      'A number where a string is expected: Jackson reads it as text "12", which the request class refuses (HTTP 400).',
    body: { blockId: 12 },
  });
  await s.send('object-for-string', {
    path: findById,
    title: 'An object where a string is expected: HTTP 400.',
    body: { blockId: {} },
  });
  await s.send('short-id', {
    path: findById,
    title: 'A two-character block id: the request class requires 64 characters (HTTP 400).',
    body: { blockId: '12' },
  });
  await s.send('uppercase-id', {
    path: findById,
    title: 'The genesis block id in upper case: HTTP 500.',
    body: { blockId: facts.genesisId.toUpperCase() },
  });
  await s.send('empty-body', {
    path: findById,
    title: 'No body on an operation that needs one: read as {}, which the request class refuses (HTTP 400).',
  });
  await s.send('no-content-type', {
    path: findById,
    title: 'A body without Content-Type: read as JSON all the same.',
    body: { blockId: facts.genesisId },
    contentType: null,
  });
  await s.send('text-plain', {
    path: findById,
    title: 'A body sent as text/plain: read as JSON all the same.',
    body: { blockId: facts.genesisId },
    contentType: 'text/plain',
  });
  await s.send('array-body', {
    path: findById,
    title: 'A JSON array as the body: HTTP 400.',
    body: [],
  });
  await s.send('string-for-integer', {
    path: '/block/findIdByHeight',
    title: 'A numeric string where an integer is expected: Jackson coerces it.',
    body: { height: '1' },
  });
  await s.send('text-for-integer', {
    path: '/block/findIdByHeight',
    title: 'A non-numeric string where an integer is expected: HTTP 400.',
    body: { height: 'one' },
  });
  await s.send('odd-length-hex', {
    path: '/transaction/sendTransaction',
    title: 'Hex of odd length: HTTP 500, the node fails to decode it outside its error handling.',
    body: { transactionBytes: 'abc' },
  });
  await s.send('string-value', {
    path: '/transaction/sendCoinsToAddress',
    title: 'A numeric string as an output value: accepted (Jackson coerces it); not sent.',
    body: { outputs: [{ publicKey: GENESIS_KEY.publicKey, value: '1000' }], automaticSend: false, format: false },
  });
  await s.send('short-public-key', {
    path: '/transaction/sendCoinsToAddress',
    title: 'A 31-byte public key: business error 0204 from the key parser.',
    body: { outputs: [{ publicKey: GENESIS_KEY.publicKey.slice(2), value: 1000 }], automaticSend: false },
  });
  await s.send('uppercase-box-id', {
    path: '/transaction/createCoreTransaction',
    title: 'An input box id in upper case: the wallet does not find the box (business error 0202).',
    body: {
      transactionInputs: [{ boxId: facts.zenBoxId.toUpperCase() }],
      regularOutputs: [{ publicKey: GENESIS_KEY.publicKey, value: 1000 }],
      withdrawalRequests: [],
      forgerOutputs: [],
      format: false,
    },
  });
  await s
    .send('lowercase-box-id', {
      path: '/transaction/createCoreTransaction',
      title: '',
      body: {
        transactionInputs: [{ boxId: facts.zenBoxId }],
        regularOutputs: [{ publicKey: GENESIS_KEY.publicKey, value: 1000 }],
        withdrawalRequests: [],
        forgerOutputs: [],
        format: false,
      },
      record: false,
    })
    .then((sent) => resultOf(sent)); // the same box in lower case is found: the case alone made the difference
  await s.send('format-as-string', {
    path: '/transaction/allTransactions',
    title: 'format as a string: Jackson reads any value into the erased Option[Boolean]; the route fails casting it.',
    body: { format: 'yes' },
  });
  await s.send('missing-required', {
    path: '/block/findLastIds',
    title: 'A required member missing (number): read as 0, which the request class refuses (HTTP 400).',
    body: {},
  });
  await s.send('unknown-id', {
    path: '/wallet/allBoxes',
    title: 'excludeBoxIds with an id that is no box: nothing excluded.',
    body: { excludeBoxIds: [UNKNOWN_ID] },
  });
}
