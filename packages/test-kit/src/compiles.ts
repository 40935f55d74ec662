// Counting the validators ajv compiles: a check that a server compiled its contract's validators ahead, so that a
// new client's request compiles none. Counted, not timed.
import { vi } from 'vitest';

/**
 * Counts from now on the schemas compiled by every ajv instance of `ajv`'s kind (pass one, e.g. the contract
 * runtime's `createAjv()`); the function returned gives the count and stops counting. Ajv 8 compiles each schema
 * on its first use through `_compileSchemaEnv`, an internal of its core class: the one place that sees every
 * compile.
 */
export function countCompiles(ajv: object): () => number {
  const core = Object.getPrototypeOf(Object.getPrototypeOf(ajv)) as { _compileSchemaEnv: () => unknown };
  const spy = vi.spyOn(core, '_compileSchemaEnv');
  return () => {
    const count = spy.mock.calls.length;
    spy.mockRestore();
    return count;
  };
}
