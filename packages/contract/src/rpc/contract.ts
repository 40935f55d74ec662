// What the OpenRPC document says about one JSON-RPC exchange: the request's envelope and params, the
// answer's envelope, result and error code, and subscription notifications.

import type { JsonObject, OpenRpcDocument } from '../document-types.js';
import { dereferenceDeep } from '../json/pointer.js';
import {
  type Ajv,
  createAjv,
  type SchemaProblem,
  schemaProblems,
  shortValue,
  type ValidateFunction,
} from '../schema/ajv.js';

export interface RpcParam {
  name: string;
  required: boolean;
  schema: JsonObject;
}

export interface RpcMethod {
  name: string;
  /** Position in the document's `methods`. */
  index: number;
  params: readonly RpcParam[];
  /** The error codes the method lists. */
  errorCodes: ReadonlySet<number>;
  /** The method may answer -32601 where a node disables it (`x-may-be-disabled`). */
  mayBeDisabled: boolean;
  /** The method object, local refs resolved (recursive ones kept). */
  method: JsonObject;
}

/** A JSON-RPC message as received: nothing about it is trusted. */
export interface RpcMessage {
  jsonrpc?: unknown;
  id?: unknown;
  method?: unknown;
  params?: unknown;
  result?: unknown;
  error?: unknown;
}

export interface RpcAnswerCheck {
  problems: SchemaProblem[];
  /** -32601 from a method the document allows to be disabled: not a violation. */
  disabled: boolean;
  error?: { code: number; message: string; data?: unknown };
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

export class RpcContract {
  readonly doc: OpenRpcDocument;
  readonly methods: ReadonlyMap<string, RpcMethod>;
  readonly #ajv: Ajv;
  readonly #validators = new Map<string, ValidateFunction>();

  /** `doc`: the OpenRPC document (`new RpcContract()` from the package's main entry reads the bundled one). */
  constructor(doc: OpenRpcDocument) {
    this.doc = { ...doc, methods: dereferenceDeep(doc.methods, doc) as JsonObject[] };
    this.methods = new Map(
      this.doc.methods.map((m, index) => {
        const params = ((m.params ?? []) as JsonObject[]).map((p) => ({
          name: String(p.name),
          required: p.required === true,
          schema: (p.schema ?? {}) as JsonObject,
        }));
        const errors = (m.errors ?? []) as { code?: unknown }[];
        const entry: RpcMethod = {
          name: String(m.name),
          index,
          params,
          errorCodes: new Set(errors.map((e) => e.code).filter((c): c is number => typeof c === 'number')),
          mayBeDisabled: m['x-may-be-disabled'] === true,
          method: m,
        };
        return [entry.name, entry];
      }),
    );
    this.#ajv = createAjv();
    this.#ajv.addSchema(this.doc, 'openrpc');
  }

  /** The compiled validator of the schema at `pointer` in the (dereferenced) document. */
  validator(pointer: string): ValidateFunction {
    let validate = this.#validators.get(pointer);
    if (!validate) {
      validate = this.#ajv.getSchema(`openrpc#${pointer}`);
      if (!validate) throw new Error(`no schema at ${pointer} of the OpenRPC document`);
      this.#validators.set(pointer, validate);
    }
    return validate;
  }

  /**
   * Compiles every method's params and result validators, and those of the subscriptions' notifications, ahead of
   * their first use, one schema per step (a caller runs the steps between other work, server-kit's runInSlices).
   */
  *compileSteps(): Generator<void, void> {
    for (const method of this.methods.values()) {
      for (let i = 0; i < method.params.length; i++) {
        this.validator(`/methods/${method.index}/params/${i}/schema`);
        yield;
      }
      if (isObject(method.method.result)) {
        this.validator(`/methods/${method.index}/result/schema`);
        yield;
      }
      for (const kind of Object.keys((method.method['x-subscriptions'] ?? {}) as Record<string, unknown>)) {
        this.validator(`/methods/${method.index}/x-subscriptions/${kind}/notification/result`);
        yield;
      }
    }
  }

  #validate(pointer: string, value: unknown, prefix: string): SchemaProblem[] {
    const validate = this.validator(pointer);
    return validate(value) ? [] : schemaProblems(validate.errors ?? [], value, prefix);
  }

  /** Problems of a method's params, positional (an array) or by name (an object); [] when valid. */
  checkParams(method: RpcMethod, params: unknown): SchemaProblem[] {
    const out: SchemaProblem[] = [];
    const declared = method.params;
    if (params === undefined || params === null || Array.isArray(params)) {
      const list = params ?? [];
      if (list.length > declared.length) {
        out.push({
          kind: 'params',
          path: '/params',
          message: `${list.length} params, ${method.name} takes at most ${declared.length}`,
        });
      }
      declared.forEach((p, i) => {
        const value = list[i];
        if (value === undefined) {
          if (p.required)
            out.push({
              kind: 'missing-required',
              path: `/params/${i}`,
              message: `/params/${i} (${p.name}) required: missing`,
            });
          return;
        }
        out.push(...this.#validate(`/methods/${method.index}/params/${i}/schema`, value, `/params/${i}`));
      });
      return out;
    }
    if (!isObject(params)) {
      return [
        {
          kind: 'envelope',
          path: '/params',
          message: `/params must be an array or object (got ${shortValue(params)})`,
        },
      ];
    }
    declared.forEach((p, i) => {
      if (!Object.hasOwn(params, p.name)) {
        if (p.required)
          out.push({
            kind: 'missing-required',
            path: `/params/${p.name}`,
            message: `/params/${p.name} required: missing`,
          });
        return;
      }
      out.push(...this.#validate(`/methods/${method.index}/params/${i}/schema`, params[p.name], `/params/${p.name}`));
    });
    return out;
  }

  /** Checks a request: envelope, known method, params. */
  checkRequest(req: unknown): SchemaProblem[] {
    if (!isObject(req))
      return [{ kind: 'envelope', path: '', message: `a request must be an object (got ${shortValue(req)})` }];
    const out: SchemaProblem[] = [];
    if (req.jsonrpc !== '2.0')
      out.push({
        kind: 'envelope',
        path: '/jsonrpc',
        message: `/jsonrpc must be "2.0" (got ${shortValue(req.jsonrpc)})`,
      });
    if (typeof req.method !== 'string') {
      return [
        ...out,
        { kind: 'envelope', path: '/method', message: `/method must be a string (got ${shortValue(req.method)})` },
      ];
    }
    const method = this.methods.get(req.method);
    if (!method)
      return [
        ...out,
        { kind: 'unknown-method', path: '/method', message: `${req.method} is not a method of the document` },
      ];
    return [...out, ...this.checkParams(method, req.params)];
  }

  /** Problems of a result of `method` against its result schema. */
  checkResult(method: RpcMethod, result: unknown): SchemaProblem[] {
    return this.#validate(`/methods/${method.index}/result/schema`, result, '/result');
  }

  /** Checks an answer to `methodName` called with `id`. */
  checkAnswer(methodName: string, id: unknown, answer: unknown): RpcAnswerCheck {
    if (!isObject(answer)) {
      return {
        problems: [{ kind: 'envelope', path: '', message: `the answer must be an object (got ${shortValue(answer)})` }],
        disabled: false,
      };
    }
    const problems: SchemaProblem[] = [];
    if (answer.jsonrpc !== '2.0')
      problems.push({
        kind: 'envelope',
        path: '/jsonrpc',
        message: `/jsonrpc must be "2.0" (got ${shortValue(answer.jsonrpc)})`,
      });
    if (answer.id !== id) {
      problems.push({
        kind: 'id-echo',
        path: '/id',
        message: `/id must echo the request id ${shortValue(id)} (got ${shortValue(answer.id)})`,
      });
    }
    const hasResult = Object.hasOwn(answer, 'result');
    const hasError = Object.hasOwn(answer, 'error');
    if (hasResult === hasError) {
      problems.push({
        kind: 'envelope',
        path: '',
        message: hasResult ? 'both "result" and "error"' : 'neither "result" nor "error"',
      });
      return { problems, disabled: false };
    }
    const method = this.methods.get(methodName);
    if (hasError) {
      const err = answer.error;
      if (!isObject(err) || !Number.isInteger(err.code) || typeof err.message !== 'string') {
        problems.push({
          kind: 'error-shape',
          path: '/error',
          message: `/error must be {code: integer, message: string} (got ${shortValue(err)})`,
        });
        return { problems, disabled: false };
      }
      const error = {
        code: err.code as number,
        message: err.message,
        ...(Object.hasOwn(err, 'data') ? { data: err.data } : {}),
      };
      if (error.code === -32601 && method?.mayBeDisabled) return { problems, disabled: true, error };
      if (error.code === -32601) {
        problems.push({
          kind: 'method-missing',
          path: '/error/code',
          message: `-32601 ${shortValue(error.message)}: the document requires ${methodName}`,
        });
      } else if (!method?.errorCodes.has(error.code)) {
        problems.push({
          kind: 'unlisted-error-code',
          path: '/error/code',
          message: `/error/code ${error.code} is not listed by ${methodName} (${[...(method?.errorCodes ?? [])].join(', ')})`,
        });
      }
      return { problems, disabled: false, error };
    }
    if (method) problems.push(...this.checkResult(method, answer.result));
    return { problems, disabled: false };
  }

  /** Checks an `eth_subscription` notification of a subscription of `kind` (newHeads, logs, …). */
  checkNotification(kind: string, subscriptionId: unknown, note: unknown): SchemaProblem[] {
    const fail = (path: string, message: string): SchemaProblem => ({ kind: 'notification', path, message });
    if (!isObject(note)) return [fail('', `a notification must be an object (got ${shortValue(note)})`)];
    const out: SchemaProblem[] = [];
    if (note.jsonrpc !== '2.0') out.push(fail('/jsonrpc', `/jsonrpc must be "2.0" (got ${shortValue(note.jsonrpc)})`));
    if (note.method !== 'eth_subscription')
      out.push(fail('/method', `/method must be "eth_subscription" (got ${shortValue(note.method)})`));
    if (Object.hasOwn(note, 'id')) out.push(fail('/id', `a notification has no id (got ${shortValue(note.id)})`));
    const params = note.params;
    if (!isObject(params))
      return [...out, fail('/params', `/params must be {subscription, result} (got ${shortValue(params)})`)];
    if (params.subscription !== subscriptionId) {
      out.push(
        fail(
          '/params/subscription',
          `/params/subscription must be ${shortValue(subscriptionId)} (got ${shortValue(params.subscription)})`,
        ),
      );
    }
    for (const key of Object.keys(params)) {
      if (key !== 'subscription' && key !== 'result')
        out.push(fail(`/params/${key}`, `/params/${key} is not a member of a notification`));
    }
    if (!Object.hasOwn(params, 'result')) return [...out, fail('/params/result', '/params/result required: missing')];
    const subscribe = this.methods.get('eth_subscribe');
    const kinds = subscribe?.method['x-subscriptions'] as Record<string, unknown> | undefined;
    if (subscribe && kinds && Object.hasOwn(kinds, kind)) {
      const problems = this.#validate(
        `/methods/${subscribe.index}/x-subscriptions/${kind}/notification/result`,
        params.result,
        '/params/result',
      );
      out.push(...problems.map((p) => ({ ...p, kind: 'notification' })));
    }
    return out;
  }
}
