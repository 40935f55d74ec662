// The server both proxies run: the kit's socket limits and its Host rule in front of the proxy's handler.

import type http from 'node:http';
import {
  answerUnparsedWith400,
  ByteBudget,
  closeServer,
  createHostCheck,
  createHttpServer,
  hostRefusedText,
  type Listening,
  listen,
  sendText,
} from '@sidechain-api/server-kit';
import type { ProxyCommonOptions } from './shared.js';

/** A server with the kit's socket limits that refuses foreign Host headers, then calls `handler`. */
export async function startGuardedServer(
  options: ProxyCommonOptions,
  handler: (req: http.IncomingMessage, res: http.ServerResponse) => void,
): Promise<{
  server: http.Server;
  where: Listening;
  openConnections: () => number;
  close: () => Promise<void>;
  hostOk: (h: string | undefined) => boolean;
  budget: ByteBudget;
}> {
  const host = options.host ?? '127.0.0.1';
  const hostOk = createHostCheck({ boundHost: host, allowedHosts: options.allowedHosts });
  const { server, openConnections, budget } = createHttpServer(
    (req, res) => {
      res.on('error', () => {});
      if (!hostOk(req.headers.host)) {
        sendText(res, 403, hostRefusedText(req.headers.host));
        return;
      }
      handler(req, res);
    },
    {
      ...options.limits,
      budget: options.budgetBytes === undefined ? undefined : new ByteBudget(options.budgetBytes),
    },
  );
  // a request Node cannot parse gets a bare 400 and the connection closes, as at the mocks (never a reset)
  answerUnparsedWith400(server);
  const where = await listen(server, { host, port: options.port ?? 0 });
  return { server, where, openConnections, close: () => closeServer(server), hostOk, budget };
}
