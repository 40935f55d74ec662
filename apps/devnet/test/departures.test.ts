// conformance-departures.yaml: the accepted departures of anvil from the document, each with its reason.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readAcceptList } from '@sidechain-api/conformance';
import { RpcContract } from '@sidechain-api/contract';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const file = new URL('../conformance-departures.yaml', import.meta.url);

describe('conformance-departures.yaml', () => {
  const { accept: departures } = parse(readFileSync(file, 'utf8')) as { accept: Record<string, unknown>[] };
  const methods = new RpcContract().methods;

  it('lists departures as { operation, kind, match?, reason, citation }, each naming a method of the document or "*"', () => {
    expect(departures.length).toBeGreaterThan(0);
    for (const departure of departures) {
      const keys = Object.keys(departure).filter((key) => key !== 'match');
      expect(keys.sort(), JSON.stringify(departure)).toEqual(['citation', 'kind', 'operation', 'reason']);
      const operation = String(departure.operation);
      expect(operation === '*' || methods.has(operation), operation).toBe(true);
      expect(String(departure.reason).length).toBeGreaterThan(20);
    }
  });

  it('narrows every "*" departure to anvil\'s own message', () => {
    const wildcards = departures.filter((d) => d.operation === '*');
    expect(wildcards.length).toBeGreaterThan(0);
    for (const departure of wildcards) {
      expect(typeof departure.kind, JSON.stringify(departure)).toBe('string');
      expect(String(departure.match ?? '').length, JSON.stringify(departure)).toBeGreaterThan(8);
    }
  });

  it('is a baseline sidechain-conform --accept reads', () => {
    const list = readAcceptList(fileURLToPath(file));
    expect(list.entries.map((e) => e.operation)).toEqual(departures.map((d) => d.operation));
  });

  it('holds the three methods anvil does not serve', () => {
    const missing = departures.filter((d) => d.kind === 'method-missing').map((d) => d.operation);
    expect(missing.sort()).toEqual(['eth_getHeaderByHash', 'eth_getHeaderByNumber', 'net_peerCount']);
  });
});
