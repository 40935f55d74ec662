// What startDevnet() accepts, and the anvil command line it makes of it.
import { describe, expect, it } from 'vitest';
import {
  anvilArguments,
  anvilBinaryPath,
  anvilPlatformPackage,
  crashReport,
  DEFAULT_CHAIN_ID,
  listeningAddress,
  resolveDevnetOptions,
} from '../src/index.js';

describe('resolveDevnetOptions()', () => {
  it('defaults: 127.0.0.1, a free port, no extra Host names, chain id 31337, automine, 20 accounts', () => {
    expect(resolveDevnetOptions()).toMatchObject({
      host: '127.0.0.1',
      port: 0,
      allowedHosts: [],
      chainId: 31337,
      blockTime: undefined,
      accounts: 20,
    });
    expect(DEFAULT_CHAIN_ID).toBe(31337);
  });

  it('refuses the live networks’ chain ids 26514 and 2651420', () => {
    expect(() => resolveDevnetOptions({ chainId: 26514 })).toThrow(/live network/);
    expect(() => resolveDevnetOptions({ chainId: 2651420 })).toThrow(/live network/);
    expect(resolveDevnetOptions({ chainId: 901 }).chainId).toBe(901);
  });

  it('refuses a host that is not an IP address, a bad port, block time or chain id', () => {
    expect(() => resolveDevnetOptions({ host: 'localhost' })).toThrow(/IP address/);
    expect(() => resolveDevnetOptions({ port: 65536 })).toThrow(/port/);
    expect(() => resolveDevnetOptions({ blockTime: 0 })).toThrow(/block time/);
    expect(() => resolveDevnetOptions({ chainId: 0 })).toThrow(/chain id/);
    expect(() => resolveDevnetOptions({ accounts: 0 })).toThrow(/accounts/);
  });

  it('overrides single L1 fee values and keeps the other defaults', () => {
    expect(resolveDevnetOptions({ l1Fees: { baseFee: 5n } }).l1Fees).toEqual({
      baseFee: 5n,
      blobBaseFee: 1n,
      baseFeeScalar: 5227,
      blobBaseFeeScalar: 1014213,
    });
  });
});

describe('anvilArguments()', () => {
  it('optimism mode at Isthmus, a loopback port anvil picks behind the front, the chain id, a private IPC socket and account file', () => {
    const args = anvilArguments(resolveDevnetOptions({ host: '::1', port: 9600, chainId: 901 }), '/tmp/x');
    expect(args.slice(0, 3)).toEqual(['--optimism', '--hardfork', 'isthmus']);
    const flag = (name: string) => args[args.indexOf(name) + 1];
    // the devnet's host and port are the front's: anvil stays on loopback, on a port of its choice
    expect([flag('--host'), flag('--port'), flag('--chain-id'), flag('--accounts')]).toEqual([
      '127.0.0.1',
      '0',
      '901',
      '20',
    ]);
    // the front answers CORS and caps bodies at 5 MiB, so anvil's own (2 MB) cap would only differ from it
    expect(args).toContain('--no-cors');
    expect(args).toContain('--no-request-size-limit');
    expect([flag('--ipc'), flag('--config-out')]).toEqual(['/tmp/x/anvil.ipc', '/tmp/x/config.json']);
    expect(args).not.toContain('--block-time');
  });

  it('--block-time only with interval mining', () => {
    const args = anvilArguments(resolveDevnetOptions({ blockTime: 0.5 }), '/tmp/x');
    expect(args.slice(args.indexOf('--block-time'))).toEqual(['--block-time', '0.5']);
  });
});

describe('listeningAddress()', () => {
  it('reads the address anvil printed, IPv4 or IPv6', () => {
    expect(listeningAddress('Genesis Number\n0\n\nListening on 127.0.0.1:45123\n')).toEqual({
      host: '127.0.0.1',
      port: 45123,
    });
    expect(listeningAddress('Listening on [::1]:9545\n')).toEqual({ host: '::1', port: 9545 });
    expect(listeningAddress('Error: Address already in use (os error 98)\n')).toBeUndefined();
  });
});

describe('the anvil binary', () => {
  it('comes from the registry package of this platform, never a download', () => {
    expect(anvilPlatformPackage('linux', 'x64')).toBe('@foundry-rs/anvil-linux-amd64');
    expect(anvilPlatformPackage('freebsd', 'x64')).toBeUndefined();
    expect(anvilBinaryPath()).toMatch(/node_modules\/@foundry-rs\/anvil-[a-z0-9]+-[a-z0-9]+\/bin\/anvil(\.exe)?$/);
  });
});

describe('crashReport()', () => {
  it('is one line with the panic message anvil printed (colours removed)', () => {
    const output =
      '\u001b[31mThe application panicked (crashed).\u001b[0m\nMessage:  \u001b[36mAttempted to encode unknown transaction type 0x7e. This is not a bug in alloy.\u001b[0m\nLocation: x.rs:472\n';
    expect(crashReport({ code: 128, signal: null }, output)).toBe(
      'anvil stopped unexpectedly (code 128): Attempted to encode unknown transaction type 0x7e. This is not a bug in alloy.',
    );
    expect(crashReport({ code: null, signal: 'SIGKILL' }, '')).toBe('anvil stopped unexpectedly (SIGKILL)');
  });
});
