// The send-and-forge walk-through against a running sandbox, with the typed client (`npm run build` first):
//
//   terminal 1:  npm run sandbox:node                                   (prints the API key)
//   terminal 2:  SANDBOX_API_KEY=<key> node apps/sandbox/dist/examples/send-and-forge.js
//
// SANDBOX_URL overrides the address (default http://127.0.0.1:9085).
import { createNodeClient } from '@sidechain-api/node-api';

const baseUrl = process.env.SANDBOX_URL ?? 'http://127.0.0.1:9085';
const apiKey = process.env.SANDBOX_API_KEY;
if (!apiKey) {
  console.error('Set SANDBOX_API_KEY to the key `npm run sandbox:node` printed.');
  process.exit(2);
}
const node = createNodeClient({ baseUrl, apiKey });
const zen = (zennies: number | bigint) => `${Number(zennies) / 1e8} ZEN`;

// 1. The wallet starts funded; make a new key to receive coins.
const before = Number((await node.wallet.coinsBalance()).balance);
const { proposition } = await node.wallet.createPrivateKey25519();
console.log(`1. wallet balance ${zen(before)}; new key ${proposition.publicKey}`);

// 2. Send 2.5 ZEN to it with a fee of 0.0001 ZEN.
const fee = 10_000;
const sent = (await node.transaction.sendCoinsToAddress({
  outputs: [{ publicKey: proposition.publicKey, value: 250_000_000 }],
  fee,
})) as { transactionId: string };
console.log(`2. sent: transaction ${sent.transactionId}`);

// 3. It waits in the memory pool.
const pool = (await node.transaction.allTransactions({ format: false })) as { transactionIds: string[] };
console.log(`3. in the mempool: ${pool.transactionIds.includes(sent.transactionId)}`);

// 4. Forge a block in the next slot (or turn forging on: node.block.startForging()).
const info = await node.block.forgingInfo();
const { blockId } = await node.block.generate({
  epochNumber: info.bestBlockEpochNumber,
  slotNumber: info.bestBlockSlotNumber + 1,
});
console.log(`4. forged block ${blockId}`);

// 5. The transaction is in the block, no longer in the mempool.
const { block, height } = await node.block.findById({ blockId });
const inBlock = block.sidechainTransactions.some((t) => t.id === sent.transactionId);
console.log(`5. in block at height ${height}: ${inBlock}`);

// 6. The balances moved: the new key holds 2.5 ZEN, the wallet paid the fee.
const { boxes } = await node.wallet.allBoxes({ boxTypeClass: 'ZenBox' });
const received = boxes
  .filter((b) => 'publicKey' in b.proposition && b.proposition.publicKey === proposition.publicKey)
  .reduce((sum, b) => sum + Number(b.value), 0);
const after = Number((await node.wallet.coinsBalance()).balance);
console.log(`6. new key holds ${zen(received)}; wallet balance ${zen(after)} (${zen(before - after)} paid in fees)`);
if (!inBlock || received !== 250_000_000 || before - after !== fee) process.exit(1);
