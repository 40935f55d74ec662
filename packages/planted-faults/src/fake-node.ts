// A planted-bug node API for the conformance tests and the peers bench, in process, built only from the
// contract: the node's framework answers through the contract runtime's node request pipeline (routing,
// 404/405, 401 with its challenge, then 400 for a body Jackson refuses), and each operation's first documented
// 200 example (int64 values exact). One planted fault at a time, or none (the bug-free control), or a node's
// lawful variation (RouteNodeBehaviour).

import { readFileSync } from 'node:fs';
import http from 'node:http';
import {
  announcesContent,
  NodeContract,
  nodeDocumentPath,
  nodeFramework,
  nodeRequestVerdict,
  parseExact,
  readNodeRequest,
  stringifyJson,
} from '@sidechain-api/contract';
import { closeServer, listen } from '@sidechain-api/server-kit';

/** The planted faults, one at a time. */
export const NODE_FAULTS = [
  /** every answer `500 application/xml <oops/>` */
  'all-500',
  /** a 401 as a generic framework sends it: problem+json, `realm="*"` */
  'foreign-401',
  /** block/findLastIds takes `number` below its minimum 1 */
  'unenforced-minimum',
  /** transaction/findById refuses its optional `format` */
  'refuses-optional',
  /** the key passes node/connectedPeers (the tool's key check) but every other protected operation answers 401 */
  'refuses-key-past-check',
] as const;
export type NodeFault = (typeof NODE_FAULTS)[number];
/**
 * Not a bug, a node's own way: invalid bodies are refused as 0.11.0 routes do, not with 400
 * (block/findIdByHeight answers business error 0102, block/findById fails with akka's 500).
 */
export type RouteNodeBehaviour = 'route-refuses';

/**
 * A hostile node rather than a faulty one (no conformance bug to find): every answer to a request with
 * credentials reflects them, the header in a header and the password in the body.
 */
export type HostileNodeBehaviour = 'reflects-credentials';

export interface FakeNode {
  url: string;
  apiKey: string;
  requests: number;
  close(): Promise<void>;
}

/** The exact example values of the bundled document (its JSON.parse copy rounds int64 examples). */
const exactDoc = parseExact(readFileSync(nodeDocumentPath(), 'utf8')) as {
  paths: Record<
    string,
    {
      post: {
        responses: Record<string, { content?: Record<string, { examples?: Record<string, { value: unknown }> }> }>;
      };
    }
  >;
};

export async function startFakeNode(fault?: NodeFault | HostileNodeBehaviour | RouteNodeBehaviour): Promise<FakeNode> {
  const contract = new NodeContract();
  const apiKey = 'fake-key';
  const state = { requests: 0 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      state.requests++;
      const answer = (status: number, headers: Record<string, string>, body: string) => {
        res.writeHead(status, { ...headers, 'content-length': String(Buffer.byteLength(body)) });
        res.end(body);
      };
      const framework = (a: { status: number; headers: Record<string, string>; body: string }) =>
        answer(a.status, a.headers, a.body);
      if (fault === 'all-500') return answer(500, { 'content-type': 'application/xml' }, '<oops/>');
      const authorization = req.headers.authorization;
      if (fault === 'reflects-credentials' && authorization !== undefined) {
        const password = Buffer.from(authorization.replace(/^Basic /, ''), 'base64')
          .toString()
          .split(':')[1];
        return answer(
          500,
          { 'content-type': 'text/plain', 'x-seen-authorization': authorization },
          `the key ${password} (${JSON.stringify({ key: password })}) sent as ${authorization}`,
        );
      }
      const verdict = nodeRequestVerdict(
        contract,
        {
          method: req.method ?? 'GET',
          target: req.url ?? '/',
          authorization: req.headers.authorization,
          host: req.headers.host,
          content: announcesContent(req.headers),
        },
        {
          credentials: apiKey,
          // the planted fault: the key is refused everywhere but on node/connectedPeers, the run's first check
          beforeCredentials: (op) =>
            fault === 'refuses-key-past-check' && op.protected && op.operationId !== 'nodeConnectedPeers'
              ? nodeFramework.unauthorized('rejected')
              : undefined,
        },
      );
      if (verdict.kind === 'answer') {
        if (fault === 'foreign-401' && verdict.stage === 'credentials') {
          return answer(
            401,
            { 'content-type': 'application/problem+json', 'www-authenticate': 'Basic realm="*"' },
            '{"title":"Unauthorized","status":401}',
          );
        }
        return framework(verdict.answer);
      }
      const o = verdict.op;
      let text = Buffer.concat(chunks).toString('utf8');
      if (fault === 'unenforced-minimum' && o.operationId === 'blockFindLastIds') {
        // the planted fault: a number below the minimum is read as 1 instead of being refused
        text = text.replace(/("number"\s*:\s*)(-?\d+)/, (m, key: string, n: string) => (Number(n) < 1 ? `${key}1` : m));
      }
      const read = readNodeRequest(contract, o, text);
      if (!read.ok && fault === 'route-refuses' && o.operationId === 'blockFindIdByHeight')
        return framework(nodeFramework.businessError('0102', 'Invalid height', ''));
      if (!read.ok && fault === 'route-refuses' && o.operationId === 'blockFindById')
        return framework(nodeFramework.internalServerError());
      if (!read.ok) return framework(read.answer);
      if (
        fault === 'refuses-optional' &&
        o.operationId === 'transactionFindById' &&
        'format' in (read.body as object)
      ) {
        return framework(
          nodeFramework.malformedRequest('Unrecognized field "format" (class ReqFindById), not marked as ignorable'),
        );
      }
      return example(o.path);
      function example(p: string) {
        const content = exactDoc.paths[p]?.post.responses['200']?.content?.['application/json'];
        const value = Object.values(content?.examples ?? {})[0]?.value ?? { result: {} };
        answer(200, { 'content-type': 'application/json' }, stringifyJson(value));
      }
    });
  });
  const { url } = await listen(server, { host: '127.0.0.1', port: 0 });
  return {
    url,
    apiKey,
    get requests() {
      return state.requests;
    },
    close: () => closeServer(server),
  };
}
