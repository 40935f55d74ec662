// A call's params as op-geth reads them, checked against the document through the contract runtime:
// positional (or by name: the OpenRPC document allows either, op-geth only positions), each against its
// schema. The -32602 texts are go-ethereum's (v1.17.2 `rpc/json.go:300-340` parsePositionalArguments):
// "too many arguments, want at most N", "missing value for required argument N", "invalid argument N: …".

import { type RpcContract, schemaProblems } from '@sidechain-api/contract';
import type { MethodEntry } from './document.js';
import { INVALID_PARAMS, isObject, RpcFailure, SERVER_ERROR } from './envelope.js';

// Equivalent mutant: the null and array checks dropped (checkedArgs has handled both before it asks).

/**
 * A required block selector sent as `null`: op-geth decodes it as an empty `rpc.BlockNumberOrHash` and
 * answers -32000 (go-ethereum v1.17.2 `eth/api_backend.go:273`), not -32602.
 */
const NEITHER_BLOCK_NOR_HASH = 'invalid arguments; neither block nor hash specified';

/**
 * The positional args of a call after checking them; omitted and `null` optional params are undefined
 * (trailing ones too: the example lookup trims them, and handlers read positions).
 * Throws the RpcFailure op-geth answers for bad params.
 */
export function checkedArgs(contract: RpcContract, entry: MethodEntry, raw: unknown): unknown[] {
  const { method } = entry;
  const declared = method.params;
  let args: unknown[];
  if (raw === undefined || raw === null) args = [];
  // Equivalent mutant: the copy dropped (only a parsed request's own array is filled in below).
  else if (Array.isArray(raw)) args = raw.slice();
  else if (isObject(raw)) {
    const unknownName = Object.keys(raw).find((k) => !declared.some((p) => p.name === k));
    if (unknownName !== undefined) {
      throw new RpcFailure(
        INVALID_PARAMS,
        `unknown param ${JSON.stringify(unknownName)} (this method takes ${declared.map((p) => p.name).join(', ') || 'no params'})`,
      );
    }
    args = declared.map((p) => raw[p.name]);
  } else {
    throw new RpcFailure(INVALID_PARAMS, 'non-array args');
  }
  if (args.length > declared.length) {
    throw new RpcFailure(INVALID_PARAMS, `too many arguments, want at most ${declared.length}`);
  }
  for (let i = 0; i < declared.length; i++) {
    const param = declared[i];
    const value = args[i];
    // Equivalent mutant: this guard, and `<` → `<=` above (there is a param at every index below the length).
    if (!param) continue;
    if (value === undefined || (value === null && !param.required)) {
      // go-ethereum reads an omitted or null optional param as nil (a pointer argument)
      if (param.required) throw new RpcFailure(INVALID_PARAMS, `missing value for required argument ${i}`);
      args[i] = undefined;
      continue;
    }
    if (value === null && entry.blockSelectors.has(i)) throw new RpcFailure(SERVER_ERROR, NEITHER_BLOCK_NOR_HASH);
    const validate = contract.validator(`/methods/${method.index}/params/${i}/schema`);
    if (!validate(value)) {
      // Equivalent mutant: the fallbacks for a failure without errors (`?? []`, `?.`, the message's `??`):
      // ajv always reports at least one.
      const problem = schemaProblems(validate.errors ?? [], value, '', 1)[0];
      throw new RpcFailure(
        INVALID_PARAMS,
        `invalid argument ${i} (${param.name}): ${problem?.message ?? 'does not match its schema'}`,
      );
    }
  }
  return args;
}
