/**
 * The examples' derivable data recomputes: transaction hashes are keccak256 of the encoding and
 * signatures recover to the sender shown; raw bytes are whole RLP and hash to the transaction they
 * stand for; blooms hold their logs (a block's is the OR of its receipts'); block hashes come from
 * their headers; proofs walk from the state root to the account shown; fees, nonces, parent links,
 * simulated timestamps and the txpool summaries agree with the example chain. viem does the
 * cryptography and the RLP; op-geth's rules are cited where a value follows from them. The examples form two
 * chains, each checked on its own: the hand-written ones (the live chain 26514) and the `op-geth-devnet` ones,
 * op-geth's recorded answers on the devnet's chain 31337, on which every derivation must hold as well.
 */
import type { OpenRpcDocument } from '@sidechain-api/contract';
import {
  getAddress,
  type Hex,
  keccak256,
  parseTransaction,
  recoverMessageAddress,
  recoverTransactionAddress,
  toHex,
  toRlp,
} from 'viem';
import { describe, expect, test } from 'vitest';
import { EXAMPLE_NAME } from '../../../scripts/recorded-examples.js';
import {
  bloomOfData,
  bloomOfLogs,
  decodeWhole,
  encodeTransaction,
  envelopePayload,
  headerFields,
  headerHash,
  isHeader,
  isTransaction,
  orBlooms,
  walkProof,
} from './derivations.js';
import { isObj, type JsonObject, loadDereferenced, objectsIn } from './load.js';

interface Pairing {
  method: string;
  name: string;
  params: unknown[];
  result: unknown;
}

/**
 * The example pairings of one chain (params by position, the result value): the recorded examples
 * (`op-geth-devnet`, the devnet's chain 31337) or the others (the live chain 26514, with every subscription
 * notification's payload).
 */
function pairingsOf(doc: OpenRpcDocument, recorded: boolean): Pairing[] {
  const out: Pairing[] = [];
  for (const m of doc.methods) {
    for (const e of (m.examples ?? []) as JsonObject[]) {
      if ((e.name === EXAMPLE_NAME) !== recorded) continue;
      const params = ((e.params ?? []) as JsonObject[]).map((p) => p.value);
      out.push({
        method: String(m.name),
        name: String(e.name),
        params,
        result: (e.result as JsonObject | undefined)?.value,
      });
    }
    if (recorded) continue;
    for (const [kind, sub] of Object.entries((m['x-subscriptions'] ?? {}) as Record<string, JsonObject>)) {
      const payload = (sub.example as JsonObject | undefined)?.params;
      if (isObj(payload))
        out.push({ method: `eth_subscription ${kind}`, name: kind, params: [], result: payload.result });
    }
  }
  return out;
}

/** The example chain: every transaction, receipt and block the examples show, by hash. */
function chainOf(doc: OpenRpcDocument, recorded: boolean) {
  const pairings = pairingsOf(doc, recorded);
  const objects = pairings.flatMap((p) => objectsIn([p.params, p.result]));
  const txs = objects.filter(isTransaction);
  const receipts = objects.filter((o) => typeof o.transactionHash === 'string' && typeof o.logsBloom === 'string');
  const blocks = objects.filter((o) => isHeader(o) && Array.isArray(o.transactions) && !Array.isArray(o.calls));
  const byHash = <T extends JsonObject>(list: T[], key = 'hash') => new Map(list.map((o) => [String(o[key]), o]));
  const head = pairings.find((p) => p.method === 'eth_blockNumber')?.result as Hex | undefined;
  const headBlock = blocks.find((b) => b.number === head);
  return {
    pairings,
    objects,
    txs,
    receipts,
    blocks,
    txByHash: byHash(txs),
    receiptByHash: byHash(receipts, 'transactionHash'),
    headBlock,
  };
}
type Chain = ReturnType<typeof chainOf>;

const big = (v: unknown): bigint => BigInt(v as string);
const pairingsFor = (c: Chain, ...methods: string[]) => c.pairings.filter((p) => methods.includes(p.method));
const isData = (v: unknown): v is Hex => typeof v === 'string' && /^0x([0-9a-f]{2})+$/.test(v);

/** One finding per example that does not recompute; the functions below each check one kind of derivation. */
type Check = (c: Chain) => Promise<string[]> | string[];

const transactionHashesAndSenders: Check = async (c) => {
  const problems: string[] = [];
  for (const tx of c.txs) {
    const raw = encodeTransaction(tx);
    if (keccak256(raw) !== tx.hash)
      problems.push(`transaction ${tx.hash}: keccak256 of its encoding is ${keccak256(raw)}`);
    if (tx.type === '0x7e' || big(tx.r) === 0n || tx.from === undefined) continue; // signTransaction's tx names no sender
    const sender = (await recoverTransactionAddress({ serializedTransaction: raw as never })).toLowerCase();
    if (sender !== tx.from)
      problems.push(`transaction ${tx.hash}: its signature recovers to ${sender}, not ${tx.from}`);
  }
  return problems;
};

/** The L1-attributes deposit's source hash (OP Stack deposits spec: keccak256(1 ‖ keccak256(l1BlockHash ‖ seqNumber))). */
const l1InfoSourceHashes: Check = (c) =>
  c.txs
    .filter((t) => t.type === '0x7e' && t.from === '0xdeaddeaddeaddeaddeaddeaddeaddeaddead0001')
    .flatMap((t) => {
      const input = String(t.input).slice(2);
      const seq = `0x${input.slice(24, 40)}` as Hex; // bytes 12..20 of the Ecotone/Isthmus calldata
      const l1Hash = `0x${input.slice(200, 264)}` as Hex; // bytes 100..132
      const inner = keccak256(`0x${l1Hash.slice(2)}${BigInt(seq).toString(16).padStart(64, '0')}`);
      const want = keccak256(`0x${'1'.padStart(64, '0')}${inner.slice(2)}`);
      return t.sourceHash === want
        ? []
        : [`deposit ${t.hash}: sourceHash ${t.sourceHash}, its L1 hash and sequence number give ${want}`];
    });

const rawTransactions: Check = async (c) => {
  const problems: string[] = [];
  const whole = (where: string, raw: Hex) => {
    const d = decodeWhole(envelopePayload(raw));
    if (d.error) problems.push(`${where}: not whole RLP (${d.error})`);
    return !d.error;
  };
  for (const p of pairingsFor(c, 'eth_sendRawTransaction', 'eth_sendRawTransactionSync')) {
    const raw = p.params[0] as Hex;
    const hash = p.method === 'eth_sendRawTransaction' ? p.result : (p.result as JsonObject).transactionHash;
    if (!whole(`${p.method} ${p.name}`, raw)) continue;
    if (keccak256(raw) !== hash)
      problems.push(`${p.method} ${p.name}: keccak256 of the raw bytes is ${keccak256(raw)}, not ${hash}`);
    const sender = (await recoverTransactionAddress({ serializedTransaction: raw as never })).toLowerCase();
    const known = c.txByHash.get(String(hash)) ?? (isObj(p.result) ? p.result : undefined);
    if (known && sender !== known.from)
      problems.push(`${p.method} ${p.name}: signed by ${sender}, the example shows ${known.from}`);
  }
  for (const p of pairingsFor(c, 'eth_getRawTransactionByHash', 'debug_getRawTransaction')) {
    if (!isData(p.result) || !whole(`${p.method} ${p.name}`, p.result)) continue;
    if (keccak256(p.result) !== p.params[0])
      problems.push(`${p.method} ${p.name}: the bytes hash to ${keccak256(p.result)}`);
  }
  for (const p of pairingsFor(
    c,
    'eth_getRawTransactionByBlockHashAndIndex',
    'eth_getRawTransactionByBlockNumberAndIndex',
  )) {
    if (!isData(p.result) || !whole(`${p.method} ${p.name}`, p.result)) continue;
    const block = c.blocks.find((b) => b.hash === p.params[0] || b.number === p.params[0]);
    const tx = (block?.transactions as unknown[] | undefined)?.[Number(big(p.params[1]))];
    const hash = isObj(tx) ? tx.hash : tx;
    if (block && keccak256(p.result) !== hash)
      problems.push(
        `${p.method} ${p.name}: the bytes hash to ${keccak256(p.result)}, the block's transaction is ${hash}`,
      );
  }
  for (const p of pairingsFor(c, 'eth_signTransaction', 'eth_fillTransaction')) {
    const { raw, tx } = p.result as { raw: Hex; tx: JsonObject };
    if (!whole(`${p.method} ${p.name}`, raw)) continue;
    if (keccak256(raw) !== tx.hash)
      problems.push(`${p.method} ${p.name}: raw hashes to ${keccak256(raw)}, tx.hash is ${tx.hash}`);
    const parsed = parseTransaction(raw as never);
    if (
      parsed.nonce !== Number(big(tx.nonce)) ||
      parsed.to !== tx.to ||
      parsed.value !== big(tx.value) ||
      parsed.gas !== big(tx.gas)
    )
      problems.push(`${p.method} ${p.name}: raw and tx disagree`);
    if (p.method === 'eth_signTransaction') {
      const sender = (await recoverTransactionAddress({ serializedTransaction: raw as never })).toLowerCase();
      const from = (p.params[0] as JsonObject).from;
      if (sender !== from) problems.push(`${p.method} ${p.name}: signed by ${sender}, not ${from}`);
    }
  }
  for (const p of pairingsFor(c, 'debug_getRawHeader', 'debug_getRawBlock'))
    if (isData(p.result)) whole(`${p.method} ${p.name}`, p.result);
  for (const p of pairingsFor(c, 'debug_getRawReceipts'))
    for (const [i, r] of (p.result as Hex[]).entries()) whole(`${p.method} ${p.name} #${i}`, r);
  return problems;
};

const messageSignatures: Check = async (c) => {
  const problems: string[] = [];
  for (const p of pairingsFor(c, 'eth_sign')) {
    const signer = (
      await recoverMessageAddress({ message: { raw: p.params[1] as Hex }, signature: p.result as Hex })
    ).toLowerCase();
    if (signer !== p.params[0])
      problems.push(`eth_sign ${p.name}: the signature recovers to ${signer}, not ${p.params[0]}`);
  }
  return problems;
};

const blooms: Check = (c) => {
  const problems: string[] = [];
  const logsOf = (v: unknown) => (v as { address: Hex; topics: Hex[] }[]) ?? [];
  for (const r of c.receipts) {
    const want = bloomOfLogs(logsOf(r.logs));
    if (r.logsBloom !== want)
      problems.push(`receipt ${r.transactionHash}: logsBloom is not the bloom of its logs (${want})`);
  }
  for (const b of c.blocks) {
    const hashes = (b.transactions as unknown[]).map((t) => (isObj(t) ? t.hash : t));
    const receipts = hashes.map((h) => c.receiptByHash.get(String(h)));
    if (receipts.some((r) => r === undefined || r.blockHash !== b.hash)) continue;
    const want = orBlooms(receipts.map((r) => r?.logsBloom as Hex));
    if (b.logsBloom !== want) problems.push(`block ${b.hash}: logsBloom is not the OR of its receipts' (${want})`);
  }
  for (const p of pairingsFor(c, 'eth_simulateV1'))
    for (const b of p.result as JsonObject[]) {
      const want = bloomOfLogs((b.calls as JsonObject[]).flatMap((call) => logsOf(call.logs)));
      if (b.logsBloom !== want)
        problems.push(`eth_simulateV1 ${p.name} block ${b.number}: logsBloom is not the bloom of its calls' logs`);
    }
  return problems;
};

const blockHashesAndSizes: Check = (c) => {
  const problems: string[] = [];
  for (const h of c.objects.filter((o) => isHeader(o) && o.hash !== null)) {
    const want = headerHash(h);
    if (h.hash !== want) problems.push(`block ${h.number} ${h.hash}: keccak256 of its header is ${want}`);
  }
  for (const b of c.blocks.filter((x) => typeof x.size === 'string' && (x.transactions as unknown[]).every(isObj))) {
    const txs = (b.transactions as JsonObject[]).map(encodeTransaction);
    const body = toRlp([headerFields(b), txs, [], ...(Array.isArray(b.withdrawals) ? [[]] : [])]);
    const want = toHex((body.length - 2) / 2);
    if (b.size !== want) problems.push(`block ${b.hash}: size ${b.size}, its RLP is ${want} bytes`);
  }
  return problems;
};

/** eth_simulateV1: each block follows its parent (number + 1, the parent's hash; go-ethereum v1.17.2 internal/ethapi/simulate.go:519-522: parent timestamp + 12 unless overridden). */
const simulatedBlocks: Check = (c) =>
  pairingsFor(c, 'eth_simulateV1').flatMap((p) => {
    const problems: string[] = [];
    let parent =
      p.params[1] === 'latest' || p.params[1] === undefined
        ? c.headBlock
        : c.blocks.find((b) => b.number === p.params[1] || b.hash === p.params[1]);
    const calls = ((p.params[0] as JsonObject).blockStateCalls ?? []) as JsonObject[];
    for (const [i, b] of (p.result as JsonObject[]).entries()) {
      if (!parent) return [`eth_simulateV1 ${p.name}: its base block has no example`];
      const time = (calls[i]?.blockOverrides as JsonObject | undefined)?.time;
      if (b.parentHash !== parent.hash)
        problems.push(`eth_simulateV1 ${p.name} block ${i}: parentHash is not its parent's hash ${parent.hash}`);
      if (big(b.number) !== big(parent.number) + 1n)
        problems.push(`eth_simulateV1 ${p.name} block ${i}: number does not follow its parent's`);
      if (time === undefined && big(b.timestamp) !== big(parent.timestamp) + 12n)
        problems.push(
          `eth_simulateV1 ${p.name} block ${i}: timestamp ${b.timestamp}, the parent's + 12 is ${toHex(big(parent.timestamp) + 12n)}`,
        );
      const used = (b.calls as JsonObject[]).reduce((sum, call) => sum + big(call.gasUsed), 0n);
      if (big(b.gasUsed) !== used)
        problems.push(`eth_simulateV1 ${p.name} block ${i}: gasUsed is not the sum of its calls'`);
      parent = b;
    }
    return problems;
  });

const proofs: Check = (c) =>
  pairingsFor(c, 'eth_getProof').flatMap((p) => {
    const r = p.result as JsonObject;
    const problems: string[] = [];
    const nodes = [
      ...(r.accountProof as Hex[]),
      ...((r.storageProof ?? []) as JsonObject[]).flatMap((s) => s.proof as Hex[]),
    ];
    for (const [i, n] of nodes.entries())
      if (decodeWhole(n).error) problems.push(`eth_getProof ${p.name}: node ${i} is not whole RLP`);
    const block =
      p.params[2] === 'latest' ? c.headBlock : c.blocks.find((b) => b.number === p.params[2] || b.hash === p.params[2]);
    if (!block) return problems;
    const walked = walkProof(block.stateRoot as Hex, r.address as Hex, r.accountProof as Hex[]);
    if (walked.error) return [...problems, `eth_getProof ${p.name}: ${walked.error}`];
    const q = (v: unknown) => (big(v) === 0n ? '0x' : toHex(big(v)));
    const account = toRlp([q(r.nonce), q(r.balance), r.storageHash as Hex, r.codeHash as Hex]);
    if (walked.value !== account)
      problems.push(`eth_getProof ${p.name}: the proof's account is not {nonce, balance, storageHash, codeHash} shown`);
    return problems;
  });

/** Nonces: after the head block the state nonce is one past the sender's last mined transaction; the pending nonce one past its last pending one. */
const nonces: Check = (c) => {
  const problems: string[] = [];
  /** The highest nonce of the sender's mined (or pending) transactions, -1 if none. */
  const last = (from: unknown, mined: boolean) => {
    let n = -1n;
    for (const t of c.txs)
      if (t.from === from && (t.blockHash !== null) === mined && t.type !== '0x7e' && big(t.nonce) > n)
        n = big(t.nonce);
    return n;
  };
  for (const p of pairingsFor(c, 'eth_getProof')) {
    const r = p.result as JsonObject;
    const mined = last(r.address, true);
    if (p.params[2] === 'latest' && mined >= 0n && big(r.nonce) !== mined + 1n)
      problems.push(`eth_getProof ${p.name}: nonce ${r.nonce}, the last mined transaction has nonce ${toHex(mined)}`);
  }
  for (const p of pairingsFor(c, 'eth_getTransactionCount')) {
    if (p.params[1] !== 'pending') continue;
    const [mined, pending] = [last(p.params[0], true), last(p.params[0], false)];
    let next = mined + 1n;
    if (pending >= next) next = pending + 1n;
    if (next > 0n && big(p.result) !== next)
      problems.push(`eth_getTransactionCount ${p.name}: ${p.result}, the pool holds nonces up to ${toHex(next - 1n)}`);
  }
  return problems;
};

/** effectiveGasPrice = min(maxFeePerGas, baseFee + tip); feeHistory's rewards and ratios from the block's transactions (op-geth eth/gasprice/feehistory.go:136-155, a deposit's tip is 0: core/types/transaction.go:478-482). */
const fees: Check = (c) => {
  const problems: string[] = [];
  const baseFee = new Map(c.blocks.map((b) => [String(b.number), big(b.baseFeePerGas)]));
  for (const r of c.receipts) {
    const tx = c.txByHash.get(String(r.transactionHash));
    const base = baseFee.get(String(r.blockNumber));
    if (!tx || base === undefined || tx.type !== '0x2') continue;
    const tip = big(tx.maxPriorityFeePerGas);
    let price = big(tx.maxFeePerGas);
    if (base + tip < price) price = base + tip;
    if (big(r.effectiveGasPrice) !== price)
      problems.push(
        `receipt ${r.transactionHash}: effectiveGasPrice ${r.effectiveGasPrice}, min(maxFee, baseFee + tip) is ${toHex(price)}`,
      );
  }
  for (const p of pairingsFor(c, 'eth_feeHistory')) {
    const h = p.result as JsonObject;
    const percentiles = p.params[2] as number[];
    for (const [i, row] of ((h.reward ?? []) as Hex[][]).entries()) {
      const number = toHex(big(h.oldestBlock) + BigInt(i));
      const block = c.blocks.find((b) => b.number === number && (b.transactions as unknown[]).every(isObj));
      // derivable only where the examples hold the block and the receipt of each of its transactions
      if (!block || !(block.transactions as JsonObject[]).every((t) => c.receiptByHash.has(String(t.hash)))) continue;
      const sorted = (block.transactions as JsonObject[])
        .map((t) => ({
          gas: big(c.receiptByHash.get(String(t.hash))?.gasUsed),
          tip:
            t.type === '0x7e'
              ? 0n
              : big(c.receiptByHash.get(String(t.hash))?.effectiveGasPrice) - big(block.baseFeePerGas),
        }))
        .sort((a, b) => (a.tip < b.tip ? -1 : a.tip > b.tip ? 1 : 0));
      const want = percentiles.map((pc) => {
        const threshold = BigInt(Math.floor(Number(big(block.gasUsed)) * (pc / 100)));
        let [k, sum] = [0, sorted[0]!.gas];
        while (sum < threshold && k < sorted.length - 1) sum += sorted[++k]!.gas;
        return toHex(sorted[k]!.tip);
      });
      if (row.join() !== want.join())
        problems.push(
          `eth_feeHistory ${p.name} block ${number}: reward ${row.join(',')}, its transactions give ${want.join(',')}`,
        );
      const ratio = Number(big(block.gasUsed)) / Number(big(block.gasLimit));
      if ((h.gasUsedRatio as number[])[i] !== ratio)
        problems.push(
          `eth_feeHistory ${p.name} block ${number}: gasUsedRatio ${(h.gasUsedRatio as number[])[i]}, gasUsed/gasLimit is ${ratio}`,
        );
    }
  }
  return problems;
};

/** txpool_inspect prints each transaction of txpool_content as go-ethereum v1.17.2 internal/ethapi/api.go:258-263 does: the checksummed `to`, value, gas and gas price (a 1559 transaction's fee cap). */
const txpoolSummaries: Check = (c) => {
  const content = pairingsFor(c, 'txpool_content')[0]?.result as
    | Record<string, Record<string, Record<string, JsonObject>>>
    | undefined;
  const inspect = pairingsFor(c, 'txpool_inspect')[0]?.result as
    | Record<string, Record<string, Record<string, string>>>
    | undefined;
  if (!content || !inspect) return ['txpool_content or txpool_inspect has no example'];
  const want: Record<string, Record<string, Record<string, string>>> = {};
  for (const [state, accounts] of Object.entries(content)) {
    want[state] = {};
    for (const [account, txs] of Object.entries(accounts)) {
      if (account !== getAddress(account)) return [`txpool_content: ${account} is not checksummed`];
      want[state]![account] = Object.fromEntries(
        Object.entries(txs).map(([nonce, t]) => [
          nonce,
          `${t.to ? `${getAddress(String(t.to))}: ` : 'contract creation: '}${big(t.value)} wei + ${big(t.gas)} gas × ${big(t.maxFeePerGas ?? t.gasPrice)} wei`,
        ]),
      );
    }
  }
  return JSON.stringify(inspect) === JSON.stringify(want)
    ? []
    : [`txpool_inspect ${JSON.stringify(inspect)} does not summarise txpool_content: ${JSON.stringify(want)}`];
};

/** A trace's gas is its receipt's: the struct logger's `gas` and the top call frame's `gasUsed` (go-ethereum v1.17.2 eth/tracers). */
const traceGas: Check = (c) =>
  pairingsFor(c, 'debug_traceTransaction', 'debug_traceBlockByNumber', 'debug_traceBlockByHash').flatMap((p) => {
    const entries =
      p.method === 'debug_traceTransaction' ? [{ txHash: p.params[0], result: p.result }] : (p.result as JsonObject[]);
    return entries.flatMap((e) => {
      const receipt = c.receiptByHash.get(String(e.txHash));
      const r = e.result as JsonObject;
      if (!receipt) return [];
      const gas =
        typeof r.gas === 'number' && Array.isArray(r.structLogs)
          ? BigInt(r.gas)
          : typeof r.gasUsed === 'string'
            ? big(r.gasUsed)
            : undefined;
      return gas === undefined || gas === big(receipt.gasUsed)
        ? []
        : [`${p.method} ${p.name} ${e.txHash}: gas ${gas}, the receipt used ${big(receipt.gasUsed)}`];
    });
  });

const CHECKS: [string, Check][] = [
  ['transaction hashes are keccak256 of the encoding, signatures recover to the sender', transactionHashesAndSenders],
  ["the L1-attributes deposit's sourceHash follows from its L1 block hash and sequence number", l1InfoSourceHashes],
  ['raw bytes are whole RLP and hash to the transaction they stand for', rawTransactions],
  ['eth_sign signatures recover to the signing address', messageSignatures],
  ["receipt blooms hold their logs; a block's bloom is the OR of its receipts'", blooms],
  ['block hashes are keccak256 of the header; a block size is its RLP length', blockHashesAndSizes],
  ['simulated blocks follow their parent: hash, number, timestamp + 12, gas', simulatedBlocks],
  ['proof nodes are whole RLP and walk from the state root to the account shown', proofs],
  ['nonces: one past the last mined transaction (state), the last pending one (pool)', nonces],
  ['effectiveGasPrice and feeHistory follow from the blocks', fees],
  ['txpool_inspect summarises txpool_content', txpoolSummaries],
  ["trace gas is the receipt's", traceGas],
];

const doc = loadDereferenced();

describe('example derivations', () => {
  const chain = chainOf(doc, false);

  test('the examples hold transactions, receipts, blocks and a head block to derive from', () => {
    expect(chain.txs.length).toBeGreaterThanOrEqual(10);
    expect(chain.receipts.length).toBeGreaterThanOrEqual(5);
    expect(chain.blocks.length).toBeGreaterThanOrEqual(2);
    expect(chain.headBlock?.number).toBe('0x6a3f1c');
  });

  test("the bloom reproduces go-ethereum's published vector (core/types/bloom9_test.go TestBloomExtensively)", () => {
    const data = Array.from({ length: 100 }, (_, i) => toHex(`xxxxxxxxxx data ${i} yyyyyyyyyyyyyy`));
    expect(keccak256(bloomOfData(data))).toBe('0xc8d3ca65cdb4874300a9e39475508f23ed6da09fdbc487f89a2dcf50b09eb263');
  });

  test.for(CHECKS)('%s', async ([, check]) => {
    expect(await check(chain)).toEqual([]);
  });
});

describe('example derivations of the recorded examples (op-geth on the devnet)', () => {
  const chain = chainOf(doc, true);

  test.for(CHECKS)('%s', async ([, check]) => {
    expect(await check(chain)).toEqual([]);
  });
});
