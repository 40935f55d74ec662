// The op-geth devnet's chain, checked without a node: the genesis, the L1-attributes deposit as op-node writes it,
// the test accounts, the engine API's JWT and the deposits the front takes. The bytes are checked with viem
// (its OP-Stack transaction parser, keccak256, the mnemonic's accounts), not with the code under test.
import { createHmac, pbkdf2Sync } from 'node:crypto';
import { encodePacked, keccak256, parseTransaction, toFunctionSelector, toHex } from 'viem';
import { HDKey, hdKeyToAccount } from 'viem/accounts';
import { parseTransaction as parseOpTransaction } from 'viem/op-stack';
import { describe, expect, it } from 'vitest';
import { DEVNET_MNEMONIC } from '../src/devnet.js';
import { testAccounts } from '../src/op-geth/accounts.js';
import { answerDeposit, depositCall } from '../src/op-geth/devnet.js';
import { jwtToken } from '../src/op-geth/engine.js';
import { chainConfig, devnetGenesis, eip1559Params, jovianExtraData, loadGenesisCode } from '../src/op-geth/genesis.js';
import {
  DA_FOOTPRINT_GAS_SCALAR,
  depositSourceHash,
  JOVIAN_L1_INFO_LENGTH,
  JOVIAN_L1_INFO_SELECTOR,
  jovianL1InfoCalldata,
  l1InfoDeposit,
  l1OriginOf,
  transactionHash,
} from '../src/op-geth/l1-info.js';
import { DEFAULT_L1_FEES, loadPredeploys } from '../src/predeploys.js';

const values = {
  ...DEFAULT_L1_FEES,
  operatorFeeScalar: 7,
  operatorFeeConstant: 9n,
  daFootprintGasScalar: DA_FOOTPRINT_GAS_SCALAR,
};

describe('genesis', () => {
  const genesis = devnetGenesis({ chainId: 901, timestamp: 1_767_225_600, accounts: 3 }) as {
    config: Record<string, unknown>;
    alloc: Record<string, { balance: string; code?: string; storage?: Record<string, string> }>;
    extraData: string;
    timestamp: string;
    baseFeePerGas: string;
  };

  it('activates every fork through Jovian at genesis, and no later one', () => {
    const config = chainConfig(901);
    for (const fork of ['regolith', 'canyon', 'ecotone', 'fjord', 'granite', 'holocene', 'isthmus', 'jovian'])
      expect(config[`${fork}Time`], fork).toBe(0);
    for (const fork of ['shanghai', 'cancun', 'prague']) expect(config[`${fork}Time`], fork).toBe(0);
    for (const later of ['karstTime', 'osakaTime', 'interopTime', 'blobSchedule'])
      expect(config).not.toHaveProperty(later);
    expect(config.chainId).toBe(901);
  });

  it("writes Jovian's 17-byte extraData: version 1, denominator 250, elasticity 6, min base fee 1 gwei", () => {
    expect(genesis.extraData).toBe(jovianExtraData(250, 6, 1_000_000_000n));
    expect(genesis.extraData).toBe('0x01000000fa00000006000000003b9aca00');
    expect(eip1559Params(250, 6)).toBe('0x000000fa00000006');
    expect(genesis.baseFeePerGas).toBe('0x3b9aca00');
    expect(genesis.timestamp).toBe(`0x${(1_767_225_600).toString(16)}`);
  });

  it('funds the test accounts, holds the vendored predeploys and the system contracts', () => {
    for (const account of testAccounts(3))
      expect(genesis.alloc[account.address.slice(2)]?.balance).toBe(`0x${(10n ** 22n).toString(16)}`);
    const code = loadGenesisCode();
    expect(genesis.alloc['4200000000000000000000000000000000000015']?.code).toBe(code.l1BlockJovian.code);
    const oracle = genesis.alloc['420000000000000000000000000000000000000f'];
    expect(oracle?.code).toBe(loadPredeploys().gasPriceOracle.code);
    expect(Object.values(oracle?.storage ?? {})).toEqual([`0x${'0'.repeat(58)}010101`]);
    expect(genesis.alloc['000f3df6d732807ef1319fb7b8bb8522d0beac02']?.code).toBe(code.beaconRoots.code);
    expect(genesis.alloc['0000f90827f1c53a10cb7a02335b175320002935']?.code).toBe(code.historyStorage.code);
  });

  it("vendors Jovian's L1Block 1.7.0: its code answers version() with 1.7.0 and has the Jovian setter", () => {
    const { code } = loadGenesisCode().l1BlockJovian;
    expect((code.length - 2) / 2).toBe(0x723);
    expect(code).toContain(Buffer.from('1.7.0').toString('hex'));
    expect(code).toContain(`63${toFunctionSelector('setL1BlockValuesJovian()').slice(2)}`);
  });
});

describe('the L1-attributes deposit', () => {
  it('calls setL1BlockValuesJovian() with the 178 packed bytes of op-node', () => {
    expect(`0x${JOVIAN_L1_INFO_SELECTOR}`).toBe(toFunctionSelector('setL1BlockValuesJovian()'));
    const origin = { number: 3n, timestamp: 1000n, hash: keccak256('0x01') };
    const data = jovianL1InfoCalldata(origin, 2n, values);
    expect((data.length - 2) / 2).toBe(JOVIAN_L1_INFO_LENGTH);
    const expected = encodePacked(
      [
        'bytes4',
        'uint32',
        'uint32',
        'uint64',
        'uint64',
        'uint64',
        'uint256',
        'uint256',
        'bytes32',
        'bytes32',
        'uint32',
        'uint64',
        'uint16',
      ],
      [
        toFunctionSelector('setL1BlockValuesJovian()'),
        5227,
        1014213,
        2n,
        1000n,
        3n,
        1_000_000_000n,
        1n,
        origin.hash,
        `0x${'0'.repeat(24)}00000000000000000000000000000000ba7c4e00`,
        7,
        9n,
        400,
      ],
    );
    expect(data).toBe(expected);
  });

  it('is a deposit from the depositor to L1Block, 1M gas, no mint, with the L1-info source hash', () => {
    const raw = l1InfoDeposit(7n, 1000n, values);
    const tx = parseOpTransaction(raw) as { type?: string; mint?: bigint; isSystemTx?: boolean };
    expect(tx.type).toBe('deposit');
    const { origin, sequenceNumber } = l1OriginOf(7n, 1000n);
    expect(sequenceNumber).toBe(1n);
    expect(origin.number).toBe(1n);
    expect(tx).toMatchObject({
      from: '0xdeaddeaddeaddeaddeaddeaddeaddeaddead0001',
      to: '0x4200000000000000000000000000000000000015',
      gas: 1_000_000n,
      data: jovianL1InfoCalldata(origin, sequenceNumber, values),
      // specs/protocol/deposits.md: keccak256(bytes32(1) ‖ keccak256(l1BlockHash ‖ bytes32(seqNumber)))
      sourceHash: keccak256(
        encodePacked(['uint256', 'bytes32'], [1n, keccak256(encodePacked(['bytes32', 'uint256'], [origin.hash, 1n]))]),
      ),
    });
    expect(tx.mint ?? 0n).toBe(0n);
    expect(tx.isSystemTx ?? false).toBe(false);
    expect(transactionHash(raw)).toBe(keccak256(raw));
    expect(depositSourceHash(0, origin.hash, 5n)).toBe(
      keccak256(
        encodePacked(['uint256', 'bytes32'], [0n, keccak256(encodePacked(['bytes32', 'uint256'], [origin.hash, 5n]))]),
      ),
    );
  });
});

describe('test accounts', () => {
  it("are the mnemonic's first 20 (m/44'/60'/0'/0/i)", () => {
    const accounts = testAccounts();
    expect(accounts).toHaveLength(20);
    // BIP-39's seed once, with Node's PBKDF2 (viem's mnemonicToAccount runs its pure-JS PBKDF2 per account: twenty
    // of them took 24 s in a busy shared worker), then viem's BIP-32 derivation for each path
    const root = HDKey.fromMasterSeed(pbkdf2Sync(DEVNET_MNEMONIC.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512'));
    accounts.forEach((account, i) => {
      const derived = hdKeyToAccount(root, { addressIndex: i });
      expect(account.address).toBe(derived.address.toLowerCase());
      expect(account.privateKey).toBe(toHex(derived.getHdKey().privateKey!));
    });
    expect(() => testAccounts(21)).toThrow(RangeError);
  });
});

describe('engine API JWT', () => {
  it('is HS256 over header.claims with the iat claim', () => {
    const secret = Buffer.alloc(32, 7);
    const token = jwtToken(secret, 1_700_000_000);
    const [header, claims, signature] = token.split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(JSON.parse(Buffer.from(claims!, 'base64url').toString())).toEqual({ iat: 1_700_000_000 });
    expect(signature).toBe(createHmac('sha256', secret).update(`${header}.${claims}`).digest('base64url'));
  });
});

describe('deposits sent to the front', () => {
  const tx = {
    type: '0x7e',
    from: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
    to: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
    mint: '0x1',
    value: '0x0',
    gas: '0x186a0',
    sourceHash: keccak256('0x02'),
  };

  it('are single eth_sendTransaction calls of type 0x7e; anything else goes to op-geth', () => {
    const text = JSON.stringify({ jsonrpc: '2.0', id: 4, method: 'eth_sendTransaction', params: [tx] });
    expect(depositCall(text)).toEqual({ id: 4, tx });
    expect(
      depositCall(
        JSON.stringify({ jsonrpc: '2.0', id: 4, method: 'eth_sendTransaction', params: [{ ...tx, type: '0x2' }] }),
      ),
    ).toBeUndefined();
    expect(depositCall(JSON.stringify({ jsonrpc: '2.0', id: 4, method: 'eth_call', params: [tx] }))).toBeUndefined();
    expect(depositCall(`[${text}]`)).toBeUndefined();
    expect(depositCall('{"method":"eth_sendTransaction", 0x7e')).toBeUndefined();
  });

  it('are answered with the hash of their encoding, which the next block carries', () => {
    const queued: string[] = [];
    const answer = JSON.parse(answerDeposit({ id: 4, tx }, (raw) => queued.push(raw)));
    expect(queued).toHaveLength(1);
    expect(answer).toEqual({ jsonrpc: '2.0', id: 4, result: keccak256(queued[0] as `0x${string}`) });
    expect(parseOpTransaction(queued[0] as `0x${string}`)).toMatchObject({
      type: 'deposit',
      mint: 1n,
      sourceHash: tx.sourceHash,
    });
    expect(() => parseTransaction(queued[0] as `0x${string}`)).toThrow();
  });

  it('with a bad member are -32602 naming it, and nothing is queued', () => {
    const queued: string[] = [];
    const answer = JSON.parse(answerDeposit({ id: 'a', tx: { ...tx, sourceHash: '0x12' } }, (raw) => queued.push(raw)));
    expect(answer.error.code).toBe(-32602);
    expect(answer.error.message).toMatch(/sourceHash/);
    expect(queued).toEqual([]);
  });
});
