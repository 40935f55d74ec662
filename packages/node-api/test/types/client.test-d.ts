// Type tests, checked by `npm run typecheck` (packages/node-api/tsconfig.json covers test/).
// Every @ts-expect-error line must be an error, or tsc fails with "Unused '@ts-expect-error' directive".
import { expectTypeOf } from 'vitest';
import {
  createNodeClient,
  type ErrorCodeOf,
  type ErrorOf,
  type ForgerBox,
  isBoxOf,
  type MainchainHeader,
  NodeBusinessError,
  type NodeErrorCode,
  type NodeUnauthorizedError,
  type ResultOf,
  type SidechainBlock,
  type ZenBox,
} from '../../src/index.js';

const client = createNodeClient({ baseUrl: 'http://127.0.0.1:9085', apiKey: 'key' });
const blockId = '3c9a1f0f6b8e2f4d5a7c9e1b3d5f7a9c1e3b5d7f9a1c3e5b7d9f1a3c5e7b9d1f';

export async function bodies() {
  await client.block.findById({ blockId });
  // @ts-expect-error wrong field name in the body
  await client.block.findById({ blockID: blockId });
  // @ts-expect-error a required field missing
  await client.block.findById({});
  // @ts-expect-error the body is required
  await client.block.findById();
  // @ts-expect-error wrong type of a field
  await client.block.findById({ blockId: 42 });
  // @ts-expect-error an unknown extra field (the node rejects unknown fields)
  await client.block.findById({ blockId, extra: true });
  // an optional body (every field optional) may be left out
  await client.wallet.allBoxes();
  await client.wallet.allBoxes({ boxTypeClass: 'ZenBox' });
  // no body: only call options
  await client.block.best({ signal: AbortSignal.timeout(1000), timeoutMs: 500, headers: { Prefer: 'code=200' } });
  // @ts-expect-error an operation without a body takes no body
  await client.block.best({ blockId });
}

export async function results() {
  const found = await client.block.findById({ blockId });
  expectTypeOf(found).not.toBeAny();
  expectTypeOf(found.height).toEqualTypeOf<number>();
  expectTypeOf(found.block).toEqualTypeOf<SidechainBlock>();
  // @ts-expect-error wrong result property
  found.blok;
  // @ts-expect-error the result is not the envelope
  found.result;

  expectTypeOf<ResultOf<'blockFindById'>>().toEqualTypeOf(found);
  expectTypeOf<ResultOf<'walletCoinsBalance'>>().toEqualTypeOf<{ balance: number }>();
  // a bare answer
  expectTypeOf<ResultOf<'nodeRemovePeer'>>().toEqualTypeOf<'OK'>();

  // the box nonce is an exact bigint; the mainchain header nonce is a hex string
  const { boxes } = await client.wallet.allBoxes();
  expectTypeOf(boxes[0]!.nonce).toEqualTypeOf<bigint>();
  expectTypeOf<MainchainHeader['nonce']>().toEqualTypeOf<string>();
  // @ts-expect-error a nonce is not a number
  const n: number = boxes[0]!.nonce;
  void n;
}

export async function errors() {
  expectTypeOf<ErrorCodeOf<'blockFindById'>>().toEqualTypeOf<'0101'>();
  expectTypeOf<ErrorCodeOf<'walletImportSecrets'>>().toEqualTypeOf<'0304' | '0305'>();
  expectTypeOf<ErrorCodeOf<'walletAllBoxes'>>().toBeNever();
  // @ts-expect-error not a code of this operation
  const wrong: ErrorCodeOf<'blockFindById'> = '0102';
  void wrong;

  // the business error is in ErrorOf only when the operation has codes; 401 only when protected
  expectTypeOf<Extract<ErrorOf<'blockFindById'>, { name: 'NodeBusinessError' }>>().toEqualTypeOf<
    NodeBusinessError<'0101'>
  >();
  expectTypeOf<Extract<ErrorOf<'walletAllBoxes'>, { name: 'NodeBusinessError' }>>().toBeNever();
  expectTypeOf<
    Extract<ErrorOf<'walletAllBoxes'>, { name: 'NodeUnauthorizedError' }>
  >().toEqualTypeOf<NodeUnauthorizedError>();
  expectTypeOf<Extract<ErrorOf<'blockFindById'>, { name: 'NodeUnauthorizedError' }>>().toBeNever();

  const settled = await client.block.findById.safe({ blockId });
  if (settled.error) {
    expectTypeOf(settled.data).toBeUndefined();
    switch (settled.error.name) {
      case 'NodeBusinessError':
        expectTypeOf(settled.error.code).toEqualTypeOf<'0101'>();
        // @ts-expect-error codes are only those of the operation
        if (settled.error.code === '0102') break;
        break;
      case 'NodeTimeoutError':
        expectTypeOf(settled.error.timeoutMs).toEqualTypeOf<number>();
        break;
      case 'NodeHttpError':
        expectTypeOf(settled.error.status).toEqualTypeOf<number>();
        expectTypeOf(settled.error.violations).toEqualTypeOf<string | undefined>();
        break;
    }
  } else {
    expectTypeOf(settled.data).toEqualTypeOf<ResultOf<'blockFindById'>>();
  }
}

export async function narrowingFromUnknown() {
  try {
    await client.block.findById({ blockId });
  } catch (e) {
    if (e instanceof NodeBusinessError) {
      // the union of every code of the API, not any (a generic class alone would narrow to <any>)
      expectTypeOf(e.code).not.toBeAny();
      expectTypeOf(e.code).toEqualTypeOf<NodeErrorCode>();
      expectTypeOf<'0101'>().toExtend<NodeErrorCode>();
      // @ts-expect-error not a code of any operation
      if (e.code === '9999') return;
    }
  }
  const caught: unknown = await client.wallet.importSecrets({ secrets: [] } as never).catch((e: unknown) => e);
  if (caught instanceof NodeBusinessError) expectTypeOf(caught.code).toEqualTypeOf<NodeErrorCode>();
}

export async function raw() {
  const r = await client.raw.POST('/block/findById', { body: { blockId } });
  expectTypeOf(r.data).not.toBeAny();
  // @ts-expect-error unknown path
  await client.raw.POST('/block/nope', { body: {} });
  // @ts-expect-error GET is not an operation of this API
  await client.raw.GET('/block/best');
}

export function options() {
  createNodeClient();
  // under exactOptionalPropertyTypes (on in this tsconfig): an environment variable may be undefined
  createNodeClient({
    apiKey: process.env.NODE_API_KEY,
    baseUrl: process.env.NODE_URL,
    timeoutMs: undefined,
    maxResponseBytes: 1024,
  });
  createNodeClient({ timeoutMs: 0, username: 'ops', headers: { Prefer: 'example=byId' }, fetch: (r) => fetch(r) });
  // @ts-expect-error unknown option
  createNodeClient({ apikey: 'x' });
}

export async function boxesAndKeys() {
  const { boxes } = await client.wallet.allBoxes({ boxTypeClass: 'ZenBox' });
  // @ts-expect-error not every box has a public key (a withdrawal request box has a mainchain address)
  boxes[0]?.proposition.publicKey;
  const zen = boxes.filter((b) => isBoxOf(b, 'ZenBox'));
  expectTypeOf(zen).toEqualTypeOf<ZenBox[]>();
  expectTypeOf(zen[0]!.proposition.publicKey).toEqualTypeOf<string>();
  const forger = boxes.find((b) => isBoxOf(b, 'ForgerBox'));
  expectTypeOf(forger).toEqualTypeOf<ForgerBox | undefined>();
  // @ts-expect-error not a core box type
  isBoxOf(boxes[0]!, 'MyBox');

  const { propositions } = await client.wallet.allPublicKeys({ proptype: 'PrivateKey25519' });
  const keys = propositions.flatMap((p) => ('publicKey' in p ? [p.publicKey] : []));
  expectTypeOf(keys).toEqualTypeOf<string[]>();
}
