// The one way to start Prism (@stoplight/prism-cli, pinned by the workspace that depends on it): its mock
// mode on a document, or its proxy mode in front of an upstream, as a child that ends with its owner.

import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { type ChildExit, type OwnedChild, outputTail, spawnOwned } from '../lifetime.js';
import { packageBin } from '../package-bin.js';
import { freePort, httpUrl, PortInUseError, portIsFree } from '../ports.js';
import { acceptInt64Markers, type Int64Markers, parseWithInt64Markers, widenInt64ForPrism } from './int64-markers.js';

const require = createRequire(import.meta.url);

export type PrismLogLevel = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal' | 'silent';

export interface PrismOptions {
  /** `mock` answers from the document's examples; `proxy` forwards to `upstream` and validates both ways. */
  mode: 'mock' | 'proxy';
  /** The OpenAPI document (a bundled JSON file). */
  spec: string;
  /** The server a proxy forwards to. */
  upstream?: string;
  host?: string;
  /** 0 (default) picks a free port. */
  port?: number;
  /** `--errors`: an answer that breaks the document becomes a 500 problem+json (default true). */
  errors?: boolean;
  /** Prism's `-v` (default warn). */
  log?: PrismLogLevel;
  /** Prism's CORS handling (default false: the node answers no CORS). */
  cors?: boolean;
  /** Serve a copy without `format: int64`, so full-range int64 values are accepted (default true). */
  widenInt64?: boolean;
  /** Keep example integers beyond ±(2^53 − 1) exact through markers (see int64-markers.ts; default false). */
  exactInt64?: boolean;
  readyTimeoutMs?: number;
  /** Called when Prism exits before stop() was called: its owner should fail loudly. */
  onUnexpectedExit?: (exit: ChildExit, output: string) => void;
}

export interface PrismHandle {
  url: string;
  port: number;
  host: string;
  pid: number;
  startupMs: number;
  /** The document given, and the file Prism reads (a temporary copy when the document was adapted). */
  spec: string;
  served: string;
  /** The markers in Prism's answers, with exactInt64. */
  int64Markers: Int64Markers | undefined;
  child: OwnedChild;
  output(): string;
  stop(): Promise<void>;
}

/** Why Prism did not start: `ENOSPEC` no document, `ENOPRISM` not installed, `EPRISMEXIT` it exited, `ETIMEDOUT` it did not answer. */
export class PrismStartError extends Error {
  override readonly name = 'PrismStartError' as const;
  constructor(
    message: string,
    readonly code: 'ENOSPEC' | 'ENOPRISM' | 'EPRISMEXIT' | 'ETIMEDOUT',
    readonly output = '',
  ) {
    super(message);
  }
}

/** The CLI entry of the installed Prism (the package's `bin`), or undefined when it is not installed. */
export function prismBinPath(): string | undefined {
  return packageBin('@stoplight/prism-cli', 'prism', import.meta.url);
}

export function prismVersion(): string | undefined {
  try {
    return (require('@stoplight/prism-cli/package.json') as { version: string }).version;
  } catch {
    return undefined;
  }
}

/** One probe: true on any HTTP answer (even 404). A CORS preflight is answered without routing, so Prism logs nothing. */
async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1', 'access-control-request-method': 'POST' },
      signal: AbortSignal.timeout(1000),
    });
    await res.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

/** The copy of the document Prism reads, when it must differ from the file (int64 widened or marked). */
function adaptedDocument(
  specPath: string,
  widen: boolean,
  exact: boolean,
): { text: string; markers: Int64Markers | undefined } | undefined {
  if (!specPath.endsWith('.json') || (!widen && !exact)) return undefined;
  let doc: unknown;
  let markers: Int64Markers | undefined;
  try {
    const text = readFileSync(specPath, 'utf8');
    if (exact) ({ doc, markers } = parseWithInt64Markers(text));
    else doc = JSON.parse(text);
  } catch {
    return undefined; // not JSON after all: Prism reads the file itself and reports the problem
  }
  let changed = widen ? widenInt64ForPrism(doc) : 0;
  if (markers?.digits.length) changed += 1 + acceptInt64Markers(doc, markers);
  else markers = undefined;
  return changed > 0 ? { text: JSON.stringify(doc), markers } : undefined;
}

/** Starts Prism and resolves once it answers HTTP. */
export async function startPrism(options: PrismOptions): Promise<PrismHandle> {
  const {
    mode,
    host = '127.0.0.1',
    errors = true,
    log = 'warn',
    cors = false,
    widenInt64 = true,
    exactInt64 = false,
  } = options;
  const readyTimeoutMs = options.readyTimeoutMs ?? 30_000;
  const specPath = path.resolve(options.spec);
  if (!existsSync(specPath)) {
    throw new PrismStartError(
      `The document ${specPath} does not exist. Run \`npm run build\` first (it bundles specs/).`,
      'ENOSPEC',
    );
  }
  const bin = prismBinPath();
  if (!bin) throw new PrismStartError('Prism is not installed: npm i -D @stoplight/prism-cli@5.14.2', 'ENOPRISM');
  if (mode === 'proxy' && !options.upstream) throw new Error('startPrism: proxy mode needs an upstream');

  // Prism takes no port 0: pick one, and tell a taken port apart from other failures.
  let port = options.port ?? 0;
  if (port === 0) port = await freePort(host);
  else if (!(await portIsFree(port, host))) throw new PortInUseError(port, host);

  let served = specPath;
  let tmpDir: string | undefined;
  const adapted = adaptedDocument(specPath, widenInt64, exactInt64);
  if (adapted) {
    tmpDir = mkdtempSync(path.join(os.tmpdir(), 'sidechain-prism-'));
    served = path.join(tmpDir, path.basename(specPath));
    writeFileSync(served, adapted.text);
  }

  const args = [
    mode,
    '-h',
    host,
    '-p',
    String(port),
    '-v',
    log,
    '--no-multiprocess',
    ...(errors ? ['--errors'] : []),
    ...(cors ? [] : ['--no-cors']),
    served,
    ...(mode === 'proxy' && options.upstream ? [options.upstream] : []),
  ];
  const started = performance.now();
  const child = spawnOwned(bin, args, {
    kind: 'node',
    ...(tmpDir ? { tmpDir } : {}),
    ...(options.onUnexpectedExit ? { onUnexpectedExit: options.onUnexpectedExit } : {}),
  });
  const url = httpUrl(host, port);
  const deadline = started + readyTimeoutMs;
  for (;;) {
    if (child.gone) {
      const inUse = /EADDRINUSE/.test(child.output());
      if (inUse) throw new PortInUseError(port, host);
      throw new PrismStartError(
        `Prism exited before it answered on ${url}. Its output:\n${outputTail(child.output())}`,
        'EPRISMEXIT',
        child.output(),
      );
    }
    // Any HTTP answer means ready; re-checked so that another server answering just before Prism died does not count.
    if ((await answers(`${url}/`)) && !child.gone) break;
    if (performance.now() > deadline) {
      await child.stop();
      throw new PrismStartError(
        `Prism did not answer on ${url} within ${readyTimeoutMs} ms. Its output:\n${outputTail(child.output()) || '(none)'}`,
        'ETIMEDOUT',
        child.output(),
      );
    }
    await new Promise<void>((resolve) => {
      // wait for the child to say something or exit, at most 50 ms (readiness is polled, Prism prints no ready line at -v warn)
      const timer = setTimeout(resolve, 50);
      void child.exited.then(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
  return {
    url,
    port,
    host,
    pid: child.pid,
    startupMs: Math.round(performance.now() - started),
    spec: specPath,
    served,
    int64Markers: adapted?.markers,
    child,
    output: () => child.output(),
    stop: () => child.stop(),
  };
}
