// The chain the op-geth recordings are made on: a fixed genesis (time 2026-01-01T00:00:00Z, chain 31337, the
// devnet's test accounts), blocks 2 s apart from it, and the same transactions in the same order every time,
// signed by viem (RFC 6979 signatures: the same bytes every run). What the recorder asks about is listed in
// the returned `Scenario`.

import { createEvmClient, http as rpcHttp } from '@sidechain-api/evm-rpc';
import { type Hex, keccak256, parseEther, toHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { type Devnet, depositTransaction, waitForReceipt } from '../src/index.js';

export const GENESIS_TIMESTAMP = 1_767_225_600;
const CHAIN_ID = 31337;

/**
 * A 56-byte contract: called with no data it returns slot 0; with a word x ≠ 0 it stores x in slot 0 and logs
 * it (LOG1, topic = caller); with x = 0 it reverts with the 4 bytes 0xdeadbeef. Its init code copies it.
 */
export const STORE_RUNTIME =
  '0x3615601b57600035801560275780600055600052336020600' +
  '0a1005b60005460005260206000f35b63deadbeef60e01b60005260046000fd';
export const STORE_INIT: Hex = `0x6038600c60003960386000f3${STORE_RUNTIME.slice(2)}`;

export interface Scenario {
  genesisHash: Hex;
  /** Block hashes by number. */
  blocks: Hex[];
  contract: Hex;
  senders: Hex[];
  tx: {
    deploy: Hex;
    store: Hex;
    legacy: Hex;
    accessList: Hex;
    deposit: Hex;
    reverted: Hex;
    pending: Hex;
    queued: Hex;
  };
  /** The raw bytes of `tx.pending` (sent again: "already known"). */
  pendingRaw: Hex;
  /** A signed, valid transaction not sent yet (eth_sendRawTransaction's valid call, recorded last). */
  unsentRaw: Hex;
  /** Another, of another sender, for eth_sendRawTransactionConditional (recorded just before it). */
  conditionalRaw: Hex;
  /** The RLP of block 3 (debug_traceBlock). */
  rawBlock3: Hex;
  depositSourceHash: Hex;
  latest: bigint;
}

const gwei = (n: number) => BigInt(Math.round(n * 1e9));

export async function buildScenario(devnet: Devnet): Promise<Scenario> {
  const client = createEvmClient({ transport: rpcHttp(devnet.url) });
  const keys = devnet.accounts.map((a) => a.privateKey);
  const [a0, a1, a2, a3, a4, a5] = keys.map((key) => privateKeyToAccount(key));
  if (!a0 || !a1 || !a2 || !a3 || !a4 || !a5) throw new Error('the recording needs 6 test accounts');
  const send = async (raw: Hex) => {
    const hash = (await client.transport.request({ method: 'eth_sendRawTransaction', params: [raw] })) as Hex;
    return hash;
  };
  const mined = async (hash: Hex) => {
    await waitForReceipt(devnet.url, hash, 30_000);
    return hash;
  };
  const eip1559 = { chainId: CHAIN_ID, maxFeePerGas: gwei(3), maxPriorityFeePerGas: gwei(1), type: 'eip1559' } as const;

  const deploy = await mined(
    await send(await a0.signTransaction({ ...eip1559, nonce: 0, gas: 100_000n, data: STORE_INIT })),
  );
  const receipt = await client.request({ method: 'eth_getTransactionReceipt', params: [deploy] });
  const contract = receipt?.contractAddress as Hex | undefined;
  if (!contract) throw new Error('the contract was not deployed');
  const word = (n: bigint) => toHex(n, { size: 32 });
  const store = await mined(
    await send(await a0.signTransaction({ ...eip1559, nonce: 1, gas: 60_000n, to: contract, data: word(42n) })),
  );
  const legacy = await mined(
    await send(
      await a1.signTransaction({
        type: 'legacy',
        chainId: CHAIN_ID,
        nonce: 0,
        gas: 21_000n,
        gasPrice: gwei(2),
        to: a4.address,
        value: parseEther('1'),
      }),
    ),
  );
  const accessList = await mined(
    await send(
      await a2.signTransaction({
        type: 'eip2930',
        chainId: CHAIN_ID,
        nonce: 0,
        gas: 60_000n,
        gasPrice: gwei(2),
        to: contract,
        data: word(7n),
        accessList: [{ address: contract, storageKeys: [word(0n)] }],
      }),
    ),
  );
  const depositSourceHash = keccak256(toHex('sidechain-api op-geth recording deposit 1'));
  const deposit = (
    await depositTransaction(devnet.url, {
      from: '0x00000000000000000000000000000000d0e7051d',
      to: a5.address,
      mint: parseEther('2'),
      value: parseEther('0.5'),
      gas: 100_000n,
      sourceHash: depositSourceHash,
    })
  ).hash;
  await mined(deposit);
  const reverted = await mined(
    await send(await a3.signTransaction({ ...eip1559, nonce: 0, gas: 60_000n, to: contract, data: word(0n) })),
  );
  // Left in the pool: a tip of 1 wei, below op-geth's minimum for mining (pending), and a nonce gap (queued).
  const pendingRaw = await a4.signTransaction({
    ...eip1559,
    nonce: 0,
    gas: 21_000n,
    maxPriorityFeePerGas: 1n,
    to: a0.address,
    value: 1n,
  });
  const pending = await send(pendingRaw);
  const queued = await send(
    await a5.signTransaction({ ...eip1559, nonce: 5, gas: 21_000n, to: a0.address, value: 2n }),
  );
  const latest = BigInt(await client.request({ method: 'eth_blockNumber' }));
  const blocks: Hex[] = [];
  for (let n = 0n; n <= latest; n++) {
    const block = await client.request({ method: 'eth_getBlockByNumber', params: [toHex(n), false] });
    blocks.push(block?.hash as Hex);
  }
  return {
    genesisHash: blocks[0]!,
    blocks,
    contract,
    senders: [a0.address, a1.address, a2.address, a3.address, a4.address, a5.address],
    tx: { deploy, store, legacy, accessList, deposit, reverted, pending, queued },
    pendingRaw,
    unsentRaw: await a0.signTransaction({ ...eip1559, nonce: 2, gas: 21_000n, to: a1.address, value: 3n }),
    conditionalRaw: await a2.signTransaction({ ...eip1559, nonce: 1, gas: 60_000n, to: contract, data: word(9n) }),
    rawBlock3: (await client.transport.request({ method: 'debug_getRawBlock', params: ['0x3'] })) as Hex,
    depositSourceHash,
    latest,
  };
}
