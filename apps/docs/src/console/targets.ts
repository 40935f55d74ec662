// Which server the console calls. Served by `npm start` (or any docs server given console targets), the page
// finds the servers it started in `console-targets.json` beside it; opened as a file or from a static host
// (no such file), it falls back to the default ports. Each target stays editable in the page.

/** What `GET console-targets.json` holds (the docs server's `consoleTargets`). */
export interface ConsoleTargets {
  node?: string;
  rpc?: string;
  ws?: string;
  sandbox?: string;
}

export const DEFAULT_TARGETS = {
  node: 'http://127.0.0.1:9085',
  rpc: 'http://127.0.0.1:8545',
  ws: 'ws://127.0.0.1:8545',
} as const;

/** Where `npm start` serves this site by default (the pages' "Run it locally" table says so). */
export const DEFAULT_DOCS_URL = 'http://127.0.0.1:8080';

/** The servers' URLs to print in a page's static text: undefined when no server named them (defaults stay). */
export function servedUrls(t: ResolvedTargets, pageOrigin: string): Record<string, string> | undefined {
  if (t.source !== 'served') return undefined;
  const urls: Record<string, string> = { docs: pageOrigin };
  for (const target of [...t.node, ...t.rpc]) urls[target.key] = target.url;
  return urls;
}

/** Where the targets came from, said next to the URL. */
export type TargetSource = 'served' | 'default';

export interface Target {
  /** `node`, `sandbox`, `rpc`, `ws`, a document server's index, or `custom`. */
  key: string;
  label: string;
  url: string;
}

export interface ResolvedTargets {
  source: TargetSource;
  /** The node reference's choices: the node mock, then the sandbox when there is one. */
  node: Target[];
  /** The JSON-RPC reference's choices: HTTP, then WebSocket. */
  rpc: Target[];
}

const URL_PROTOCOLS = /^(https?|wss?):\/\//;

/** The targets of a parsed console-targets.json, anything else ignored; defaults fill the gaps. */
export function resolveTargets(served: unknown): ResolvedTargets {
  const t: ConsoleTargets = {};
  if (served !== null && typeof served === 'object' && !Array.isArray(served)) {
    for (const key of ['node', 'rpc', 'ws', 'sandbox'] as const) {
      const value = (served as Record<string, unknown>)[key];
      if (typeof value === 'string' && URL_PROTOCOLS.test(value)) t[key] = value.replace(/\/+$/, '');
    }
  }
  const source: TargetSource = Object.keys(t).length > 0 ? 'served' : 'default';
  const started = source === 'served' ? 'started by npm start' : 'default port';
  const node: Target[] = [{ key: 'node', label: `node mock (${started})`, url: t.node ?? DEFAULT_TARGETS.node }];
  if (t.sandbox) node.push({ key: 'sandbox', label: 'sandbox (started by npm start)', url: t.sandbox });
  const rpcUrl = t.rpc ?? DEFAULT_TARGETS.rpc;
  const wsUrl = t.ws ?? (t.rpc ? t.rpc.replace(/^http/, 'ws') : DEFAULT_TARGETS.ws);
  const rpc: Target[] = [
    { key: 'rpc', label: `JSON-RPC mock, HTTP (${started})`, url: rpcUrl },
    { key: 'ws', label: `JSON-RPC mock, WebSocket (${started})`, url: wsUrl },
  ];
  return { source, node, rpc };
}

/**
 * Reads console-targets.json beside the page (`pageUrl`). A page opened from a file, a missing file or
 * anything unreadable gives the defaults; it never takes longer than `timeoutMs`.
 */
export async function loadTargets(
  pageUrl: string,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = 3000,
): Promise<ResolvedTargets> {
  if (!/^https?:/.test(pageUrl)) return resolveTargets(undefined);
  try {
    const res = await fetchImpl(new URL('console-targets.json', pageUrl), {
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) return resolveTargets(undefined);
    return resolveTargets(await res.json());
  } catch {
    return resolveTargets(undefined);
  }
}
