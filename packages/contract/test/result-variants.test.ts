// `x-result-variants`: the variant each request body gets, read from the bundled document.
import { describe, expect, it } from 'vitest';
import { NodeContract, resultVariantFor, resultVariants } from '../src/index.js';

const contract = new NodeContract();
const variantsOf = (path: string) => {
  const variants = resultVariants(contract.operationAt(path)!.op);
  if (!variants) throw new Error(`${path} has no x-result-variants`);
  return variants;
};

describe('x-result-variants', () => {
  it('gives sendCoinsToAddress its id by default, its bytes or its object when not sent', () => {
    const v = variantsOf('/transaction/sendCoinsToAddress');
    const outputs = [{ address: 'a', value: 1 }];
    expect(resultVariantFor(v, { outputs })?.result).toBe('#/components/schemas/TransactionIdResult');
    expect(resultVariantFor(v, { outputs, format: true })?.result).toBe('#/components/schemas/TransactionIdResult');
    expect(resultVariantFor(v, { outputs, automaticSend: false })?.result).toBe(
      '#/components/schemas/TransactionBytesResult',
    );
    expect(resultVariantFor(v, { outputs, automaticSend: false, format: true })?.result).toBe(
      '#/components/schemas/TransactionObjectResult',
    );
  });

  it('names the status of a combination the node never answers with success', () => {
    const v = variantsOf('/transaction/createOpenStakeTransaction');
    expect(resultVariantFor(v, { automaticSend: false, format: true })).toMatchObject({ status: 500 });
  });

  it('has no variant for a value outside the contract or a body that is not an object', () => {
    const v = variantsOf('/transaction/allTransactions');
    expect(resultVariantFor(v, { format: 'yes' })).toBeUndefined();
    expect(resultVariantFor(v, [])).toBeUndefined();
    expect(resultVariantFor(v, undefined)?.result).toBe('#/components/schemas/TransactionListResult');
  });

  it('is absent where the result does not depend on the request, and a malformed one is refused', () => {
    expect(resultVariants(contract.operationAt('/block/best')!.op)).toBeUndefined();
    expect(() => resultVariants({ operationId: 'x', 'x-result-variants': { variants: [] } })).toThrow(/x/);
    expect(() =>
      resultVariants({ operationId: 'x', 'x-result-variants': { discriminators: [], variants: [{ when: {} }] } }),
    ).toThrow(/neither a result nor a status/);
  });
});
