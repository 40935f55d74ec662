// The first request of a run: is the URL the kind of API the command checks? A static file server, a proxy
// error page or the other API gets one clear sentence with the status and content type seen, instead of a
// table of row-level violations.

import { ConformanceError } from './errors.js';
import { abridge, type HttpAnswer, httpCall, parseAnswer as parse } from './http.js';

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

function seen(a: HttpAnswer): string {
  const type = a.headers['content-type'] ?? 'no content type';
  const body = a.text.trim() === '' ? 'an empty body' : `"${abridge(a.text.replace(/\s+/g, ' '), 80)}"`;
  return `HTTP ${a.status}, ${type}, ${body}`;
}

/** A JSON-RPC answer object (or a batch of them). */
function looksLikeJsonRpc(v: unknown): boolean {
  const first = Array.isArray(v) ? v[0] : v;
  return isObject(first) && first.jsonrpc === '2.0' && ('result' in first || 'error' in first);
}

/** Checks that `base` serves the node API: POST /block/best must answer JSON with `result` or `error`. */
export async function probeNode(base: string, timeoutMs?: number): Promise<void> {
  const url = `${base}/block/best`;
  const a = await httpCall(url, { ...(timeoutMs === undefined ? {} : { timeoutMs }) });
  const value = parse(a.text);
  if (a.status === 200 && isObject(value) && ('result' in value || 'error' in value) && !('jsonrpc' in value)) return;
  const hint = looksLikeJsonRpc(value) ? ' It looks like a JSON-RPC endpoint: try `sidechain-conform rpc`.' : '';
  throw new ConformanceError(
    'TARGET',
    `${base} is not a node API: POST /block/best answered ${seen(a)} (a node answers 200 application/json with {"result": …}).${hint}`,
  );
}

/** Checks that `url` is a JSON-RPC endpoint: eth_chainId must get a JSON-RPC answer with the request's id. */
export async function probeRpc(url: string, timeoutMs?: number): Promise<void> {
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] });
  const a = await httpCall(url, {
    headers: { 'content-type': 'application/json' },
    body,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });
  const value = parse(a.text);
  if (looksLikeJsonRpc(value) && isObject(value) && value.id === 1) return;
  const hint =
    isObject(value) && ('result' in value || 'error' in value) && !('jsonrpc' in value)
      ? ' It looks like the node API: try `sidechain-conform node`.'
      : '';
  throw new ConformanceError(
    'TARGET',
    `${url} is not a JSON-RPC endpoint: eth_chainId answered ${seen(a)} (expected {"jsonrpc": "2.0", "id": 1, "result": …}).${hint}`,
  );
}
