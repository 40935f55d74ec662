// A client of op-geth's engine API (the authenticated RPC on --authrpc.port): JWT bearer tokens (HS256 over a
// 32-byte secret, `iat` claim, as the engine API's authentication spec says) and the calls a sequencer makes.
// The devnet's secret is random per start and lives in its private temporary folder.

import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { Hex } from '../predeploys.js';

export function jwtSecret(): Buffer {
  return randomBytes(32);
}

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/** An HS256 token with `iat` = now (geth accepts ±60 s). */
export function jwtToken(secret: Buffer, nowSeconds = Math.floor(Date.now() / 1000)): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const claims = base64url(JSON.stringify({ iat: nowSeconds }));
  const signature = createHmac('sha256', secret).update(`${header}.${claims}`).digest('base64url');
  return `${header}.${claims}.${signature}`;
}

export class EngineCallError extends Error {
  override readonly name = 'EngineCallError' as const;
  constructor(
    readonly method: string,
    message: string,
    readonly code?: number,
  ) {
    super(`${method}: ${message}`);
  }
}

export interface ForkchoiceState {
  headBlockHash: Hex;
  safeBlockHash: Hex;
  finalizedBlockHash: Hex;
}

/** PayloadAttributesV3 with the OP Stack's members (op-geth beacon/engine/types.go). */
export interface OpPayloadAttributes {
  timestamp: Hex;
  prevRandao: Hex;
  suggestedFeeRecipient: Hex;
  withdrawals: [];
  parentBeaconBlockRoot: Hex;
  transactions: Hex[];
  noTxPool: boolean;
  gasLimit: Hex;
  eip1559Params: Hex;
  /** A JSON number: op-geth reads it as a plain uint64 (beacon/engine/gen_blockparams.go), not a quantity. */
  minBaseFee: number;
}

export interface ExecutionPayload {
  parentHash: Hex;
  blockHash: Hex;
  blockNumber: Hex;
  timestamp: Hex;
  transactions: Hex[];
  [member: string]: unknown;
}

export interface PayloadStatus {
  status: 'VALID' | 'INVALID' | 'SYNCING' | 'ACCEPTED' | 'INVALID_BLOCK_HASH';
  latestValidHash: Hex | null;
  validationError: string | null;
}

export class EngineClient {
  readonly #url: URL;
  readonly #secret: Buffer;
  readonly #agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
  #id = 0;

  constructor(url: string, secret: Buffer) {
    this.#url = new URL(url);
    this.#secret = secret;
  }

  call<T>(method: string, params: unknown[], timeoutMs = 30_000): Promise<T> {
    const body = JSON.stringify({ jsonrpc: '2.0', id: ++this.#id, method, params });
    return new Promise<T>((resolve, reject) => {
      const req = http.request(
        this.#url,
        {
          method: 'POST',
          agent: this.#agent,
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${jwtToken(this.#secret)}`,
          },
          timeout: timeoutMs,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            if (res.statusCode !== 200) {
              reject(new EngineCallError(method, `HTTP ${res.statusCode}: ${text.trim()}`));
              return;
            }
            try {
              const answer = JSON.parse(text) as { result?: T; error?: { code: number; message: string } };
              if (answer.error) reject(new EngineCallError(method, answer.error.message, answer.error.code));
              else resolve(answer.result as T);
            } catch {
              reject(new EngineCallError(method, `not JSON: ${text.slice(0, 200)}`));
            }
          });
          res.on('error', (err) => reject(new EngineCallError(method, err.message)));
        },
      );
      req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      req.on('error', (err) => reject(new EngineCallError(method, err.message)));
      req.end(body);
    });
  }

  forkchoiceUpdated(state: ForkchoiceState, attributes?: OpPayloadAttributes) {
    return this.call<{ payloadStatus: PayloadStatus; payloadId: Hex | null }>('engine_forkchoiceUpdatedV3', [
      state,
      attributes ?? null,
    ]);
  }

  getPayload(payloadId: Hex) {
    return this.call<{ executionPayload: ExecutionPayload; parentBeaconBlockRoot: Hex; executionRequests?: Hex[] }>(
      'engine_getPayloadV4',
      [payloadId],
    );
  }

  newPayload(payload: ExecutionPayload, parentBeaconBlockRoot: Hex) {
    return this.call<PayloadStatus>('engine_newPayloadV4', [payload, [], parentBeaconBlockRoot, []]);
  }

  close(): void {
    this.#agent.destroy();
  }
}
