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

  it('lists departures as { operation, kind, reason, citation }, each naming a method of the document', () => {
    expect(departures.length).toBeGreaterThan(0);
    for (const departure of departures) {
      expect(Object.keys(departure).sort(), JSON.stringify(departure)).toEqual([
        'citation',
        'kind',
        'operation',
        'reason',
      ]);
      expect(methods.has(String(departure.operation)), String(departure.operation)).toBe(true);
      expect(String(departure.reason).length).toBeGreaterThan(20);
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
