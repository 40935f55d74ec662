// The sandbox's control endpoints, outside every path of the node API and answered only with the API key
// (HTTP Basic, as the node's protected operations):
//   POST /sandbox/cease               the sidechain ceases (CSW becomes possible; no more blocks)
//   POST /sandbox/snapshot            {"result": {"id": n}}: the state now, as anvil's evm_snapshot
//   POST /sandbox/revert {"id": n}    {"result": {"reverted": true}}: back to snapshot n, which is dropped with
//                                     every later one (anvil's evm_revert); false for an unknown id
import type { IncomingMessage } from 'node:http';
import { checkNodeAuth, nodeFramework, stringifyJackson } from '@sidechain-api/contract';
import { type Answer, readBody } from '@sidechain-api/server-kit';
import { CONTROL_PREFIX } from './router.js';

export interface ControlContext {
  apiKey: string;
  cease(): { ceased: boolean; changed: boolean };
  snapshot(): number;
  revert(id: number): boolean;
}

const ENDPOINTS = ['cease', 'snapshot', 'revert'];
const text = (status: number, body: string, headers: Record<string, string> = {}): Answer => ({
  status,
  headers: { 'content-type': 'text/plain; charset=UTF-8', ...headers },
  body,
});
const json = (value: unknown): Answer => ({
  status: 200,
  headers: { 'content-type': 'application/json' },
  body: stringifyJackson(value),
});

export async function controlAnswer(
  name: string,
  req: IncomingMessage,
  ctx: ControlContext,
  maxBodyBytes: number,
): Promise<Answer> {
  if (!ENDPOINTS.includes(name)) {
    return text(
      404,
      `No sandbox control endpoint ${CONTROL_PREFIX}${name}; there are ${ENDPOINTS.map((e) => CONTROL_PREFIX + e).join(', ')}.`,
    );
  }
  if (req.method !== 'POST') return text(405, 'HTTP method not allowed, supported methods: POST', { allow: 'POST' });
  const refused = checkNodeAuth(req.headers.authorization, ctx.apiKey);
  if (refused) return nodeFramework.unauthorized(refused);
  if (name === 'cease') return json({ result: ctx.cease() });
  if (name === 'snapshot') return json({ result: { id: ctx.snapshot() } });
  const read = await readBody(req, maxBodyBytes);
  if (!read.ok) {
    return read.reason === 'busy'
      ? text(503, 'The sandbox is reading too many request bodies at once; try again.')
      : text(413, `The request body is larger than ${maxBodyBytes} bytes, the sandbox's limit.`);
  }
  let id: unknown;
  try {
    id = (JSON.parse(read.body.toString('utf8') || '{}') as { id?: unknown }).id;
  } catch (err) {
    return text(400, `The request content was malformed:\n${(err as Error).message}`);
  }
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) {
    return text(400, 'The request content was malformed:\nsend {"id": <the number /sandbox/snapshot answered>}');
  }
  return json({ result: { reverted: ctx.revert(id) } });
}
