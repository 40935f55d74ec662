// The genesis of the op-geth devnet: an OP chain with every fork the document describes active from block 0
// (through Isthmus and Jovian; Karst, which op-geth v1.101702.x knows too, stays off), the L1Block (Jovian's,
// 1.7.0) and GasPriceOracle (1.4.0, flags Ecotone/Fjord/Isthmus) predeploys, the EIP-4788 and EIP-2935 system
// contracts, and the public test accounts funded. Everything is a pure function of the options, so a fixed
// timestamp gives the same genesis hash every time (the recorder relies on it).

import { readFileSync } from 'node:fs';
import { GAS_PRICE_ORACLE_FLAGS, type Hex, loadPredeploys, word } from '../predeploys.js';
import { type TestAccount, testAccounts } from './accounts.js';

/** OP Mainnet's EIP-1559 parameters (op-geth params/superchain: denominator 50, Canyon 250, elasticity 6). */
export const EIP1559 = { denominator: 50, denominatorCanyon: 250, elasticity: 6 } as const;
/** The block gas limit (payload attributes `gasLimit` keeps it). */
export const DEVNET_GAS_LIMIT = 30_000_000n;
/**
 * Jovian's minimum base fee, and the genesis base fee: 1 gwei, so an idle devnet keeps a steady price
 * (with the anvil devnet's numbers: 21000 × 2 gwei of L2 fee for a transfer under viem's defaults).
 */
export const DEVNET_MIN_BASE_FEE = 1_000_000_000n;
export const ACCOUNT_BALANCE_WEI = 10_000n * 10n ** 18n;
/** Where op-node sends the L2 fees of a sequenced block (SequencerFeeVault). */
export const SEQUENCER_FEE_VAULT: Hex = '0x4200000000000000000000000000000000000011';

export interface GenesisCode {
  address: Hex;
  contract: string;
  version: string;
  code: Hex;
}

/** The vendored code of vendor/op-geth-genesis-code.json (L1Block 1.7.0, the EIP-4788 and EIP-2935 contracts). */
export function loadGenesisCode(): {
  l1BlockJovian: GenesisCode;
  beaconRoots: GenesisCode;
  historyStorage: GenesisCode;
} {
  return JSON.parse(readFileSync(new URL('../../vendor/op-geth-genesis-code.json', import.meta.url), 'utf8'));
}

/** `extraData` from Jovian on: version 1 ‖ denominator ‖ elasticity (uint32) ‖ minimum base fee (uint64). */
export function jovianExtraData(denominator: number, elasticity: number, minBaseFee: bigint): Hex {
  const out = Buffer.alloc(17);
  out[0] = 1;
  out.writeUInt32BE(denominator, 1);
  out.writeUInt32BE(elasticity, 5);
  out.writeBigUInt64BE(minBaseFee, 9);
  return `0x${out.toString('hex')}`;
}

/** Payload attributes' `eip1559Params` (Holocene): denominator ‖ elasticity, uint32 each. */
export function eip1559Params(denominator: number, elasticity: number): Hex {
  const out = Buffer.alloc(8);
  out.writeUInt32BE(denominator, 0);
  out.writeUInt32BE(elasticity, 4);
  return `0x${out.toString('hex')}`;
}

const quantity = (n: bigint | number): Hex => `0x${n.toString(16)}`;

export interface GenesisOptions {
  chainId: number;
  /** Seconds since the epoch. */
  timestamp: number;
  /** How many of the public test accounts to fund (1-20). */
  accounts: number;
}

/** The chain configuration: every fork through Jovian at block 0 / time 0. */
export function chainConfig(chainId: number): Record<string, unknown> {
  const blocks = [
    'homesteadBlock',
    'eip150Block',
    'eip155Block',
    'eip158Block',
    'byzantiumBlock',
    'constantinopleBlock',
    'petersburgBlock',
    'istanbulBlock',
    'muirGlacierBlock',
    'berlinBlock',
    'londonBlock',
    'arrowGlacierBlock',
    'grayGlacierBlock',
    'mergeNetsplitBlock',
    'bedrockBlock',
  ];
  const times = [
    'shanghaiTime',
    'cancunTime',
    'pragueTime',
    'regolithTime',
    'canyonTime',
    'ecotoneTime',
    'fjordTime',
    'graniteTime',
    'holoceneTime',
    'isthmusTime',
    'jovianTime',
  ];
  return {
    chainId,
    ...Object.fromEntries(blocks.map((name) => [name, 0])),
    ...Object.fromEntries(times.map((name) => [name, 0])),
    terminalTotalDifficulty: 0,
    depositContractAddress: '0x0000000000000000000000000000000000000000',
    optimism: {
      eip1559Elasticity: EIP1559.elasticity,
      eip1559Denominator: EIP1559.denominator,
      eip1559DenominatorCanyon: EIP1559.denominatorCanyon,
    },
  };
}

/** The genesis file `geth init` reads. */
export function devnetGenesis(options: GenesisOptions): Record<string, unknown> {
  const predeploys = loadPredeploys();
  const code = loadGenesisCode();
  const alloc: Record<string, Record<string, unknown>> = {};
  for (const account of testAccounts(options.accounts) satisfies TestAccount[])
    alloc[account.address.slice(2)] = { balance: quantity(ACCOUNT_BALANCE_WEI) };
  alloc[code.l1BlockJovian.address.slice(2).toLowerCase()] = { balance: '0x0', code: code.l1BlockJovian.code };
  alloc[predeploys.gasPriceOracle.address.slice(2).toLowerCase()] = {
    balance: '0x0',
    code: predeploys.gasPriceOracle.code,
    storage: { [word(GAS_PRICE_ORACLE_FLAGS.slot)]: word(GAS_PRICE_ORACLE_FLAGS.value) },
  };
  for (const system of [code.beaconRoots, code.historyStorage])
    alloc[system.address.slice(2).toLowerCase()] = { balance: '0x0', nonce: '0x1', code: system.code };
  return {
    config: chainConfig(options.chainId),
    nonce: '0x0',
    timestamp: quantity(options.timestamp),
    extraData: jovianExtraData(EIP1559.denominatorCanyon, EIP1559.elasticity, DEVNET_MIN_BASE_FEE),
    gasLimit: quantity(DEVNET_GAS_LIMIT),
    difficulty: '0x0',
    mixHash: word(0n),
    coinbase: '0x0000000000000000000000000000000000000000',
    number: '0x0',
    gasUsed: '0x0',
    parentHash: word(0n),
    baseFeePerGas: quantity(DEVNET_MIN_BASE_FEE),
    excessBlobGas: '0x0',
    blobGasUsed: '0x0',
    alloc,
  };
}
