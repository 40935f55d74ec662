#!/usr/bin/env node
// sidechain-conform: checks a live node API or JSON-RPC endpoint against the bundled contracts, compares two
// servers, or runs a validating proxy in front of one.
// Exit codes: 0 no violation, 1 violations, 2 usage, connection, wrong-target or refused-key error.

import { realpathSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { PORT_IN_USE_EXIT_CODE, PortInUseError, parseFlags, UsageError } from '@sidechain-api/server-kit';
import { AcceptList, BUILTIN_BASELINES, readAcceptList } from './accept.js';
import { ConformanceError } from './errors.js';
import { API_KEY_ENV } from './http.js';
import type { Report } from './report.js';
import { MIN_MASKED_KEY_LENGTH, secretMask } from './secret.js';

const PROGRAM = 'sidechain-conform';

export const USAGE = `Usage:
  ${PROGRAM} node --url <URL> [--allow-writes] [--only <op,…>] [generation] [output]
  ${PROGRAM} rpc  --url <URL> [--ws <URL>] [--heads <n>] [--send-raw-tx <hex>] [--only <method,…>] [generation] [output]
  ${PROGRAM} diff --a <URL> --b <URL> [--api node|rpc] [--schema-only] [--only <…>] [generation] [output]
  ${PROGRAM} diff --a <URL> --b <URL> --allow-writes --flows [--flow <name,…>] [--mask <file>] [--secrets-dir <dir>]
  ${PROGRAM} proxy node --upstream <URL> [--port <n>] [--host <addr>] [--fail | --prism]
  ${PROGRAM} proxy rpc  --upstream <URL> [--port <n>] [--host <addr>] [--fail]

Checks a running sidechain node HTTP API (node) or EVM JSON-RPC endpoint (rpc) against the contracts bundled
in @sidechain-api/node-api and @sidechain-api/evm-rpc: every answer (status, content type, headers, body),
inputs generated from the schemas (valid ones must be accepted, invalid ones refused), and chained calls that
must agree. Every failure is shrunk to a minimal request and printed as a curl command.

Node API credentials:
  The API key is read from the environment variable ${API_KEY_ENV} (never echoed, never printed) and checked
  first with one protected read: a refused key stops the run (exit 2). Without a key, the protected operations
  are reported not-checked.
  --api-key-env <NAME>   read it from another variable
  --api-key <key>        on the command line (visible in process lists and npm's echo: prefer the variable)

Node API writes:
  --allow-writes         also run the operations that change state or export secrets, and the chained
                         checks (create a key, send, forge); switches are put back afterwards
  --allow-remote-writes  allow --allow-writes on a URL that is not this machine

Diff (node API):
  --flows                also send scripted client flows and the HTTP edges to both servers, and bodies that
                         break the contract to every operation; they write (coins, blocks by block/generate,
                         keys): both servers must start from the same chain and wallet (needs --allow-writes)
  --flow <name,…>        only these flows (implies --flows)
  --mask <file>          YAML/JSON: what is not compared — ignore: [<path>, "<request path>#<path>"] (JSON paths,
                         * one segment, ** any), replace: [{pattern, with}] (regular expressions), headers: [names]
  --secrets-dir <dir>    a folder both servers can write: the flows also dump and import the wallet's secrets
  --no-shrink            report the first differing generated request as it is (shrinking sends many more)

Generation:
  --seed <n>             seed of the generated inputs (printed in every report; same seed, same inputs)
  --max-examples <n>     valid inputs per operation (default 20; 0 turns generation off)
  --time-budget <s>      seconds the generated phase may take (default 20)

Output:
  --json                 one JSON report on stdout instead of the tables (also when the run stops early)
  --junit <file>         also write a JUnit XML report
  --accept <file|name>   a YAML/JSON baseline of accepted departures, each with a reason, or a built-in one:
${Object.entries(BUILTIN_BASELINES)
  .map(([name, b]) => `                           ${name}: ${b.description}`)
  .join('\n')}
                         (repeatable: --accept sdk-0.11.0 --accept mine.yaml)
  --timeout <ms>         per request, answer included (default 15000)

Proxy:
  --upstream <URL>       the server to forward to (the only one the proxy ever reaches)
  --port <n>             port to listen on (default 0 = any free port; the URL is printed)
  --host <addr>          interface to listen on (default 127.0.0.1)
  --fail                 answer a violating exchange with an error instead of forwarding it
  --prism                proxy node: Prism's proxy mode (--errors) behind a depth-capping front

  -h, --help             this text

Exit code: 0 no violation, 1 violations, 2 usage, connection, wrong-target or refused-key error.`;

const OPTIONS = {
  url: { type: 'string' },
  'api-key': { type: 'string' },
  'api-key-env': { type: 'string' },
  'allow-writes': { type: 'boolean' },
  'allow-remote-writes': { type: 'boolean' },
  only: { type: 'string' },
  ws: { type: 'string' },
  heads: { type: 'string' },
  'send-raw-tx': { type: 'string' },
  json: { type: 'boolean' },
  junit: { type: 'string' },
  accept: { type: 'string', multiple: true },
  timeout: { type: 'string' },
  seed: { type: 'string' },
  'max-examples': { type: 'string' },
  'time-budget': { type: 'string' },
  a: { type: 'string' },
  b: { type: 'string' },
  api: { type: 'string' },
  'schema-only': { type: 'boolean' },
  flows: { type: 'boolean' },
  flow: { type: 'string' },
  mask: { type: 'string' },
  'secrets-dir': { type: 'string' },
  'no-shrink': { type: 'boolean' },
  upstream: { type: 'string' },
  port: { type: 'string' },
  host: { type: 'string' },
  fail: { type: 'boolean' },
  prism: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

type Values = ReturnType<typeof parseFlags<typeof OPTIONS>>['values'];

/** Flags each command takes (besides --help). */
const COMMAND_FLAGS: Record<string, readonly string[]> = {
  node: [
    'url',
    'api-key',
    'api-key-env',
    'allow-writes',
    'allow-remote-writes',
    'only',
    'json',
    'junit',
    'accept',
    'timeout',
    'seed',
    'max-examples',
    'time-budget',
  ],
  rpc: [
    'url',
    'ws',
    'heads',
    'send-raw-tx',
    'only',
    'json',
    'junit',
    'accept',
    'timeout',
    'seed',
    'max-examples',
    'time-budget',
  ],
  diff: [
    'a',
    'b',
    'api',
    'schema-only',
    'allow-writes',
    'allow-remote-writes',
    'flows',
    'flow',
    'mask',
    'secrets-dir',
    'no-shrink',
    'api-key',
    'api-key-env',
    'only',
    'json',
    'junit',
    'accept',
    'timeout',
    'seed',
    'max-examples',
    'time-budget',
  ],
  proxy: ['upstream', 'port', 'host', 'fail', 'prism'],
};

function url(raw: string | undefined, flag: string, protocols = ['http:', 'https:']): string {
  if (!raw) throw new UsageError(`${flag} <URL> is required`);
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new UsageError(`${flag}: "${raw}" is not a URL`);
  }
  if (!protocols.includes(parsed.protocol))
    throw new UsageError(`${flag}: "${raw}" must start with ${protocols.join(' or ')}//`);
  return raw;
}

function integer(raw: string | undefined, flag: string, min: number, max: number): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max)
    throw new UsageError(`${flag} must be an integer from ${min} to ${max}, got "${raw}"`);
  return Number(raw);
}

/** Where the API key comes from: --api-key, or the variable --api-key-env names (default SIDECHAIN_API_KEY). */
function apiKeyName(values: Values): string {
  return values['api-key'] !== undefined ? '--api-key' : (values['api-key-env'] ?? API_KEY_ENV);
}

function apiKey(values: Values, env: NodeJS.ProcessEnv): string | undefined {
  if (values['api-key'] !== undefined) return values['api-key'];
  const name = values['api-key-env'] ?? API_KEY_ENV;
  const key = env[name];
  if (values['api-key-env'] !== undefined && (key === undefined || key === ''))
    throw new UsageError(`--api-key-env: the variable ${name} is not set`);
  return key === '' ? undefined : key;
}

export interface CliIo {
  stdout?: NodeJS.WritableStream;
  stderr?: NodeJS.WritableStream;
  env?: NodeJS.ProcessEnv;
  /** Resolves when the proxy should stop (default: SIGINT or SIGTERM). */
  stopSignal?: Promise<unknown>;
}

/** Runs the command line; resolves to the exit code. */
export async function main(argv: readonly string[], io: CliIo = {}): Promise<number> {
  const out = io.stdout ?? process.stdout;
  const err = io.stderr ?? process.stderr;
  const env = io.env ?? process.env;
  let json = false;
  let target = '';
  let api = '';
  // the API key never reaches the output, whatever a server reflects (secret.ts)
  let mask: (text: string) => string = (text) => text;
  try {
    const { values, positionals } = parseFlags(argv, OPTIONS, true);
    json = values.json ?? false;
    if (values.help) {
      out.write(`${USAGE}\n`);
      return 0;
    }
    const [command, sub, ...rest] = positionals;
    if (command === undefined) throw new UsageError('a command is required: node, rpc, diff or proxy');
    const allowed = COMMAND_FLAGS[command];
    if (!allowed) throw new UsageError(`unknown command "${command}"`);
    for (const flag of Object.keys(values)) {
      if (flag !== 'help' && !allowed.includes(flag))
        throw new UsageError(`--${flag} is not an option of "${command}"`);
    }
    const key = command === 'node' || command === 'diff' ? apiKey(values, env) : undefined;
    mask = secretMask(key);
    if (key !== undefined && key.length < MIN_MASKED_KEY_LENGTH)
      err.write(
        `${PROGRAM}: the API key is shorter than ${MIN_MASKED_KEY_LENGTH} characters: it is not masked in the report\n`,
      );
    if (command === 'proxy') {
      if (sub !== 'node' && sub !== 'rpc') throw new UsageError('proxy needs "node" or "rpc"');
      if (rest.length) throw new UsageError(`unexpected argument "${rest[0]}"`);
      const { runProxyCli } = await import('./proxy/cli.js');
      return await runProxyCli(
        sub,
        {
          upstream: url(values.upstream, '--upstream'),
          port: integer(values.port, '--port', 0, 65535),
          host: values.host,
          fail: values.fail ?? false,
          prism: values.prism ?? false,
        },
        { stdout: out, stderr: err, stop: io.stopSignal },
      );
    }
    if (sub !== undefined) throw new UsageError(`unexpected argument "${sub}"`);
    const only = values.only
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const common = {
      only,
      timeoutMs: integer(values.timeout, '--timeout', 1, 600_000),
      seed: integer(values.seed, '--seed', 0, 2 ** 31 - 1),
      maxExamples: integer(values['max-examples'], '--max-examples', 0, 100_000),
      timeBudgetMs: (integer(values['time-budget'], '--time-budget', 1, 86_400) ?? 20) * 1000,
      accept: values.accept === undefined ? undefined : AcceptList.concat(values.accept.map(readAcceptList)),
    };
    let report: Report;
    api = command;
    if (command === 'node') {
      target = url(values.url, '--url');
      const { checkNode } = await import('./node/run.js');
      report = await checkNode({
        ...common,
        url: target,
        apiKey: key,
        apiKeyName: apiKeyName(values),
        allowWrites: values['allow-writes'],
        allowRemoteWrites: values['allow-remote-writes'],
      });
    } else if (command === 'rpc') {
      target = url(values.url, '--url');
      const { checkRpc } = await import('./rpc/run.js');
      report = await checkRpc({
        ...common,
        url: target,
        wsUrl: values.ws === undefined ? undefined : url(values.ws, '--ws', ['ws:', 'wss:']),
        heads: integer(values.heads, '--heads', 1, 100),
        sendRawTx: values['send-raw-tx'],
      });
    } else {
      const a = url(values.a, '--a');
      const b = url(values.b, '--b');
      target = `${a} ↔ ${b}`;
      if (values.api !== undefined && values.api !== 'node' && values.api !== 'rpc')
        throw new UsageError('--api must be node or rpc');
      const flowNames = values.flow
        ?.split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const flows = values.flows === true || flowNames !== undefined;
      if (flows && !values['allow-writes'])
        throw new UsageError('--flows writes to both servers (coins, blocks, keys): add --allow-writes');
      const { diffServers, readMask } = await import('./diff/run.js');
      report = await diffServers({
        ...common,
        a,
        b,
        api: values.api,
        schemaOnly: values['schema-only'],
        apiKey: key,
        apiKeyName: apiKeyName(values),
        flows,
        flowNames,
        allowRemoteWrites: values['allow-remote-writes'],
        mask: values.mask === undefined ? undefined : readMask(values.mask),
        secretsDir: values['secrets-dir'],
        shrink: !values['no-shrink'],
      });
    }
    out.write(mask(json ? `${JSON.stringify(report.toJSON(), null, 2)}\n` : report.toText()));
    if (values.junit) writeFileSync(values.junit, mask(report.toJUnit()));
    return report.violations.length > 0 ? 1 : 0;
  } catch (e) {
    if (e instanceof PortInUseError) {
      err.write(`${PROGRAM}: ${e.message}\n`);
      return PORT_IN_USE_EXIT_CODE;
    }
    const usage = e instanceof UsageError || (e instanceof ConformanceError && e.code === 'USAGE');
    // anything else is our own failure: one line, never a stack trace (a server's answer must not make us print one)
    const message = usage || e instanceof ConformanceError ? e.message : internalErrorLine(e);
    err.write(mask(`${PROGRAM}: ${message}\n${usage ? `Run '${PROGRAM} --help' for usage.\n` : ''}`));
    if (json && !usage)
      out.write(
        mask(
          `${JSON.stringify({ target, api, error: message, checked: 0, violations: [], accepted: [], skipped: [] }, null, 2)}\n`,
        ),
      );
    return 2;
  }
}

/** An unexpected error as one line: `internal error: RangeError: Maximum call stack size exceeded`. */
export function internalErrorLine(e: unknown): string {
  const text = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
  const line = text.split('\n')[0] ?? '';
  return `internal error: ${line.length > 300 ? `${line.slice(0, 299)}…` : line}`;
}

// Run as a program (also through the npm bin symlink), not when imported.
if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      process.stderr.write(`${PROGRAM}: ${internalErrorLine(e)}\n`);
      process.exitCode = 2;
    },
  );
}
