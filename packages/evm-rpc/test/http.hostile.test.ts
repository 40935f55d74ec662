// Hostile answers against the HTTP transport (issue 24, #19): an answer must belong to the request it
// answers, error answers included.
import { expect, test } from 'vitest';
import { createEvmClient, http, InvalidResponseError, RpcError } from '../src/index.js';
import { json, stubFetch } from './helpers.js';

const URL = 'http://rpc.test/';

test('an error answer whose id is not the request id is refused, not taken for the call’s error', async () => {
  const { fetch } = stubFetch(() =>
    json({ jsonrpc: '2.0', id: 999, error: { code: -32000, message: 'nonce too low' } }),
  );
  const err = await createEvmClient({ transport: http(URL, { fetch }) })
    .request({ method: 'eth_sendRawTransaction', params: ['0x02'] })
    .catch((e: unknown) => e);
  expect(err).toBeInstanceOf(InvalidResponseError);
  expect((err as Error).message).toBe('eth_sendRawTransaction: answer id 999 does not match request id 1');
});

test('an error answer without an id, or with a string id, is refused too', async () => {
  const answers = [
    { jsonrpc: '2.0', error: { code: -32000, message: 'x' } },
    { jsonrpc: '2.0', id: '1', error: { code: -32000, message: 'x' } },
  ];
  const { fetch } = stubFetch(() => json(answers.shift()));
  const client = createEvmClient({ transport: http(URL, { fetch }) });
  for (const id of ['undefined', '"1"']) {
    const err = await client.request({ method: 'eth_blockNumber' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InvalidResponseError);
    expect((err as Error).message).toMatch(`answer id ${id} does not match`);
  }
});

test('an error answer with id null (the server could not read the request id) is the call’s RpcError', async () => {
  const { fetch } = stubFetch(() =>
    json({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'parse error' } }),
  );
  const err = await createEvmClient({ transport: http(URL, { fetch }) })
    .request({ method: 'eth_blockNumber' })
    .catch((e: unknown) => e);
  expect(err).toBeInstanceOf(RpcError);
  expect(err).toMatchObject({ code: -32700, message: 'parse error', method: 'eth_blockNumber' });
});
