// What the checker reads from the contract, compared with the reference table of the 0.11.0 node
// (specs/tests/node-api/reference.yaml), which is kept apart from the document the checker reads.
import { describe, expect, it } from 'vitest';
import { reference } from '../../../specs/tests/node-api/reference.js';
import { NodeContract } from '../src/node-contract.mjs';

describe('the node contract as the checker reads it', () => {
  const contract = new NodeContract();

  it('lists, per operation, exactly the business error codes the 0.11.0 node can answer', () => {
    const rows = reference.operations;
    expect(rows.length).toBeGreaterThan(0);
    const listed = Object.fromEntries(
      rows.map((r) => [r.path, [...(contract.byPath.get(r.path)?.errorCodes ?? ['(operation missing)'])].sort()]),
    );
    const expected = Object.fromEntries(rows.map((r) => [r.path, [...r.errors].sort()]));
    expect(listed).toEqual(expected);
  });
});
