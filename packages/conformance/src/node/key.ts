// The API key, checked before anything else with one protected read: a node that refuses it answers every
// protected operation 401, and a run that went on would report a broken node (and 401s to invalid bodies)
// where there is only a wrong key. A refused key stops the run (ConformanceError KEY, exit 2) in one line.

import type { NodeContract, NodeOperation } from '@sidechain-api/contract';
import { ConformanceError } from '../errors.js';
import { abridge, httpCall } from '../http.js';
import { WRITE_OPERATIONS } from './write-operations.js';

/** The protected read the key is checked with: cheap, body-less, served by every node (seeders too). */
const KEY_CHECK_OPERATION = 'nodeConnectedPeers';

/** Statuses that say the credentials were not taken. */
export const REFUSED_STATUSES: ReadonlySet<number> = new Set([401, 403]);

/** The HTTP Basic credentials the tool sends: any user name, the API key as the password (the SDK's rule). */
export function basicAuthHeader(apiKey: string): string {
  return `Basic ${Buffer.from(`conform:${apiKey}`).toString('base64')}`;
}

/** The operation the key is checked with: nodeConnectedPeers, else the document's first protected read. */
export function keyCheckOperation(contract: NodeContract): NodeOperation | undefined {
  return (
    contract.operation(KEY_CHECK_OPERATION) ??
    contract.operations.find((o) => o.protected && !WRITE_OPERATIONS.has(o.operationId))
  );
}

/**
 * Sends one protected read with the key; throws ConformanceError('KEY') when the server answers 401 or 403.
 * `keyName` says where the key came from (an environment variable or --api-key), for the message.
 */
export async function checkApiKey(
  base: string,
  contract: NodeContract,
  apiKey: string,
  keyName: string,
  timeoutMs?: number,
): Promise<void> {
  const o = keyCheckOperation(contract);
  if (!o) return;
  const a = await httpCall(`${base}${o.path}`, {
    headers: { authorization: basicAuthHeader(apiKey) },
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });
  if (!REFUSED_STATUSES.has(a.status)) return;
  const said = a.text.trim() === '' ? '' : ` "${abridge(a.text.replace(/\s+/g, ' ').trim(), 80)}"`;
  throw new ConformanceError(
    'KEY',
    `API key refused (HTTP ${a.status}${said} to POST ${o.path}): ${base} does not take the key in ${keyName}; the node checks it as the password of HTTP Basic auth`,
  );
}
