#!/usr/bin/env node
// sidechain-api mocks.
//   node apps/mock/src/cli.mjs node [--port <n>] [--host <addr>] [--spec <file>]   the node API mock only
//   node apps/mock/src/cli.mjs rpc  [--port <n>] [--host <addr>]                  the JSON-RPC mock only
//   node apps/mock/src/cli.mjs all  [--host <addr>] [--<service>-port <n>]         every service (npm start)
// Ctrl-C (SIGINT) or SIGTERM stops every started process and exits 0.

import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  DEFAULT_NODE_PORT,
  MockStartError,
  prismVersion,
} from './prism.mjs';
import { startNodeFrontMock } from './node-front/index.mjs';
import { rpcService } from './rpc/service.mjs';
import { DEFAULT_DOCS_PORT, startDocsServer } from '@sidechain-api/docs';

/**
 * @typedef {object} RunningService
 * @property {string} url
 * @property {() => Promise<void>} stop
 * @property {Promise<unknown>} [exited] Settles if the service dies on its own.
 * @property {() => string} [output]
 * @property {string} [detail] One line shown under the summary (e.g. the document served).
 */

/**
 * @typedef {object} Service
 * @property {string} name Command name and flag prefix (`--<name>-port` under `all`).
 * @property {string} title
 * @property {number} defaultPort
 * @property {string} portEnv Environment variable that overrides the default port.
 * @property {(opts: { port: number, host: string, allowedHosts?: string[], spec?: string }) => Promise<RunningService>} start
 * @property {(url: string) => string[]} tryIt Copy-paste commands printed after start.
 */

/** Every service `all` starts, in order. Adding a service (the JSON-RPC mock, the docs site) is one entry. */
/** @type {Service[]} */
export const SERVICES = [
  {
    name: 'node',
    title: `Node HTTP API mock (Prism ${prismVersion()})`,
    defaultPort: DEFAULT_NODE_PORT,
    portEnv: 'NODE_MOCK_PORT',
    async start({ port, host, allowedHosts, spec }) {
      const mock = await startNodeFrontMock({ port, host, allowedHosts, spec, forwardOutput: process.stderr });
      const doc = path.relative(process.cwd(), mock.spec) || mock.spec;
      return { ...mock, detail: `document ${doc}, Prism pid ${mock.pid}, ready in ${mock.startupMs} ms` };
    },
    tryIt: (url) => [
      `curl -s -X POST ${url}/block/best -H 'Content-Type: application/json'`,
      `curl -s -X POST ${url}/wallet/coinsBalance -u user:anykey -H 'Content-Type: application/json'`,
      `curl -s -X POST ${url}/block/findById -H 'Content-Type: application/json' -H 'Prefer: example=blockNotFound' -d '{"blockId":"${'0'.repeat(64)}"}'`,
    ],
  },
  rpcService,
  {
    name: 'docs',
    title: 'Docs site (apps/docs/dist)',
    defaultPort: DEFAULT_DOCS_PORT,
    portEnv: 'DOCS_PORT',
    async start({ port, host, allowedHosts }) {
      const docs = await startDocsServer({ port, host, allowedHosts });
      return { url: docs.url.replace(/\/$/, ''), stop: docs.stop, detail: `serving ${path.relative(process.cwd(), docs.root) || docs.root}` };
    },
    tryIt: (url) => [`open ${url}/ (node API reference: ${url}/node-api.html, JSON-RPC reference: ${url}/evm-rpc.html)`],
  },
];

const USAGE = `Usage:
  node apps/mock/src/cli.mjs node [--port <n>] [--host <addr>] [--spec <file>]
  node apps/mock/src/cli.mjs all  [--host <addr>] ${SERVICES.map((s) => `[--${s.name}-port <n>]`).join(' ')}

Commands:
${SERVICES.map((s) => `  ${s.name.padEnd(6)} ${s.title}; port ${s.defaultPort}, env ${s.portEnv}`).join('\n')}
  all    every service above (what \`npm start\` runs)

Options:
  --port <n>     port of the single service (0 = any free port); the flag wins over the env variable
  --host <addr>  interface to listen on (default 127.0.0.1)
  --allow-host <name>  also accept this Host header name (repeatable; * = any); localhost names,
                 IP addresses and --host are always accepted, other names get 403
  --spec <file>  OpenAPI document for the node mock (default: env NODE_MOCK_SPEC, else
                 packages/node-api/generated/openapi.json)
  -h, --help     this text

Ctrl-C stops every started process.`;

class UsageError extends Error {}

/**
 * @param {string | undefined} raw
 * @param {string} what
 */
function parsePort(raw, what) {
  if (raw === undefined) return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) > 65535) {
    throw new UsageError(`${what} must be a port number between 0 and 65535, got "${raw}"`);
  }
  return Number(raw);
}

/**
 * @param {string[]} argv
 * @returns {{ help: true } | { help: false, all: boolean, services: Array<{ service: Service, port: number }>, host: string, allowedHosts: string[], spec?: string }}
 */
export function parseCommandLine(argv) {
  const [command, ...rest] = argv;
  if (command === '-h' || command === '--help' || command === 'help') return { help: true };
  if (!command) throw new UsageError('missing command');
  const single = SERVICES.find((s) => s.name === command);
  if (!single && command !== 'all') throw new UsageError(`unknown command "${command}"`);

  /** @type {Record<string, { type: 'string' | 'boolean', short?: string, multiple?: boolean }>} */
  const options = { host: { type: 'string' }, 'allow-host': { type: 'string', multiple: true }, help: { type: 'boolean', short: 'h' } };
  if (single) options.port = { type: 'string' };
  else for (const s of SERVICES) options[`${s.name}-port`] = { type: 'string' };
  if (single?.name === 'node' || !single) options.spec = { type: 'string' };

  /** @type {Record<string, unknown>} */
  let values;
  try {
    ({ values } = parseArgs({ args: rest, options, allowPositionals: false, strict: true }));
  } catch (err) {
    throw new UsageError(/** @type {Error} */ (err).message.split('\n')[0]);
  }
  if (values.help) return { help: true };

  const host = /** @type {string | undefined} */ (values.host) ?? '127.0.0.1';
  if (!host) throw new UsageError('--host must not be empty');
  const chosen = single ? [single] : SERVICES;
  const services = chosen.map((service) => {
    const flag = single ? 'port' : `${service.name}-port`;
    const port =
      parsePort(/** @type {string | undefined} */ (values[flag]), `--${flag}`) ??
      parsePort(process.env[service.portEnv] || undefined, service.portEnv) ??
      service.defaultPort;
    return { service, port };
  });
  const allowedHosts = /** @type {string[] | undefined} */ (values['allow-host']) ?? [];
  return { help: false, all: !single, services, host, allowedHosts, spec: /** @type {string | undefined} */ (values.spec) };
}

/** @param {string[][]} rows */
function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows.map((r) => r.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd()).join('\n');
}

/** @param {string[]} argv */
export async function main(argv) {
  let parsed;
  try {
    parsed = parseCommandLine(argv);
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    // One line: the usage is one --help away.
    process.stderr.write(`error: ${err.message} (see --help)\n`);
    return 2;
  }
  if (parsed.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }

  /** @type {Array<{ service: Service, running: RunningService }>} */
  const started = [];
  let stopping = false;
  const stopAll = async () => {
    stopping = true;
    await Promise.allSettled(started.map(({ running }) => running.stop()));
  };

  /** @type {(code: number) => void} */
  let finish = () => {};
  const done = new Promise((resolve) => {
    finish = resolve;
  });
  const onSignal = (/** @type {NodeJS.Signals} */ signal) => {
    if (stopping) return;
    process.stderr.write(`\n${signal}: stopping…\n`);
    void stopAll().then(() => finish(0));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('SIGHUP', onSignal);

  for (const { service, port } of parsed.services) {
    try {
      const running = await service.start({ port, host: parsed.host, allowedHosts: parsed.allowedHosts, spec: parsed.spec });
      started.push({ service, running });
      if (stopping) {
        await running.stop(); // a signal arrived while it was starting
        break;
      }
      void running.exited?.then((how) => {
        if (stopping) return;
        process.stderr.write(
          `error: ${service.title} stopped unexpectedly (${JSON.stringify(how)}).\n${running.output?.().trim().split('\n').slice(-20).join('\n') ?? ''}\n`,
        );
        void stopAll().then(() => finish(1));
      });
    } catch (err) {
      const message = err instanceof MockStartError || err instanceof Error ? err.message : String(err);
      process.stderr.write(`error: cannot start ${service.title}: ${message}\n`);
      await stopAll();
      return 1;
    }
  }

  if (!stopping) {
    const lines = [];
    if (!parsed.all) {
      const [{ service, running }] = started;
      lines.push(`${service.title} listening on ${running.url}`);
      if (running.detail) lines.push(`  (${running.detail})`);
    } else {
      lines.push(
        table([
          ['Service', 'URL', 'Details'],
          ...started.map(({ service, running }) => [service.title, running.url, running.detail ?? '']),
        ]),
      );
    }
    for (const { service, running } of started) {
      lines.push('', `Try the ${service.name} service:`, ...service.tryIt(running.url).map((c) => `  ${c}`));
    }
    lines.push('', 'Press Ctrl-C to stop.');
    process.stdout.write(`${lines.join('\n')}\n`);
  }

  return done;
}

// Run when executed directly (not when imported by a test).
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err) => {
      process.stderr.write(`error: ${err?.stack ?? err}\n`);
      process.exit(1);
    },
  );
}
