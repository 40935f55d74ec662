#!/usr/bin/env node
// sidechain-conform: checks a live node API or JSON-RPC endpoint against the bundled contracts, or runs
// a validating proxy in front of one. Exit 0 = no violation, 1 = violations, 2 = usage or connection error.

import { realpathSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ConformanceError } from './errors.mjs';

export const USAGE = `Usage:
  sidechain-conform node --url <URL> [--api-key <key>] [--json] [--junit <file>] [--allow-writes] [--only <op,…>]
  sidechain-conform rpc  --url <URL> [--ws <URL>] [--json] [--junit <file>] [--only <method,…>] [--heads <n>]
  sidechain-conform proxy node --upstream <URL> [--port <n>] [--host <addr>] [--fail | --prism]
  sidechain-conform proxy rpc  --upstream <URL> [--port <n>] [--host <addr>] [--fail]

Checks a running sidechain node HTTP API (node) or EVM JSON-RPC endpoint (rpc) against the contracts
bundled in @sidechain-api/node-api and @sidechain-api/evm-rpc, operation by operation.

Options:
  --url <URL>          the server to check
  --api-key <key>      node API key (HTTP Basic password) for the protected operations
  --allow-writes       node: also run the operations that change state or export secrets
  --only <list>        only these operations (operationId or path) / methods, comma-separated
  --ws <URL>           rpc: also check WebSocket calls and a newHeads subscription
  --heads <n>          rpc: newHeads notifications to wait for (default 2)
  --send-raw-tx <hex>  rpc: also check eth_sendRawTransaction with this signed transaction
  --json               print one JSON report on stdout instead of the tables
  --junit <file>       also write a JUnit XML report
  --timeout <ms>       per request (default 15000)
  --upstream <URL>     proxy: the server to forward to
  --port <n>           proxy: port to listen on (default 0 = any free port; the URL is printed)
  --host <addr>        proxy: interface to listen on (default 127.0.0.1)
  --fail               proxy: answer a violating exchange with an error instead of forwarding it
  --prism              proxy node: run Prism's proxy mode (--errors) instead (needs @stoplight/prism-cli)
  -h, --help           this text

Exit code: 0 no violation, 1 violations, 2 usage or connection error.`;

const OPTIONS = /** @type {const} */ ({
  url: { type: 'string' },
  'api-key': { type: 'string' },
  'allow-writes': { type: 'boolean' },
  only: { type: 'string' },
  ws: { type: 'string' },
  heads: { type: 'string' },
  'send-raw-tx': { type: 'string' },
  json: { type: 'boolean' },
  junit: { type: 'string' },
  timeout: { type: 'string' },
  upstream: { type: 'string' },
  port: { type: 'string' },
  host: { type: 'string' },
  fail: { type: 'boolean' },
  prism: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
});

/** @param {string | undefined} raw @param {string} flag */
function httpUrl(raw, flag, protocols = ['http:', 'https:']) {
  if (!raw) throw new ConformanceError('USAGE', `${flag} <URL> is required`);
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new ConformanceError('USAGE', `${flag}: "${raw}" is not a URL`);
  }
  if (!protocols.includes(url.protocol)) throw new ConformanceError('USAGE', `${flag}: "${raw}" must start with ${protocols.join(' or ')}//`);
  return raw;
}

/** @param {string | undefined} raw @param {string} flag @param {number} min @param {number} max */
function integer(raw, flag, min, max) {
  if (raw === undefined) return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) throw new ConformanceError('USAGE', `${flag} must be an integer from ${min} to ${max}, got "${raw}"`);
  return Number(raw);
}

/**
 * @param {string[]} argv
 * @param {{ stdout?: NodeJS.WritableStream, stderr?: NodeJS.WritableStream }} [io]
 * @returns {Promise<number>} the exit code
 */
export async function main(argv, io = {}) {
  const out = io.stdout ?? process.stdout;
  const err = io.stderr ?? process.stderr;
  try {
    const { values, positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
    if (values.help) {
      out.write(`${USAGE}\n`);
      return 0;
    }
    const [command, sub, ...rest] = positionals;
    if (rest.length) throw new ConformanceError('USAGE', `unexpected argument "${rest[0]}"`);
    const only = values.only?.split(',').map((s) => s.trim()).filter(Boolean);
    const timeoutMs = integer(values.timeout, '--timeout', 1, 600_000);
    if (command === 'proxy') {
      const { runProxyCli } = await import('./proxy.mjs');
      if (sub !== 'node' && sub !== 'rpc') throw new ConformanceError('USAGE', 'proxy needs "node" or "rpc"');
      return await runProxyCli(sub, {
        upstream: httpUrl(values.upstream, '--upstream'),
        port: integer(values.port, '--port', 0, 65535),
        host: values.host,
        fail: values.fail ?? false,
        prism: values.prism ?? false,
      }, err);
    }
    if (sub !== undefined) throw new ConformanceError('USAGE', `unexpected argument "${sub}"`);
    let report;
    if (command === 'node') {
      for (const flag of ['ws', 'heads', 'send-raw-tx', 'upstream', 'port', 'fail', 'prism']) {
        if (/** @type {Record<string, unknown>} */ (values)[flag] !== undefined) throw new ConformanceError('USAGE', `--${flag} is not an option of "node"`);
      }
      const { checkNode } = await import('./node-api.mjs');
      report = await checkNode({ url: httpUrl(values.url, '--url'), apiKey: values['api-key'], allowWrites: values['allow-writes'] ?? false, only, timeoutMs });
    } else if (command === 'rpc') {
      for (const flag of ['api-key', 'allow-writes', 'upstream', 'port', 'fail', 'prism']) {
        if (/** @type {Record<string, unknown>} */ (values)[flag] !== undefined) throw new ConformanceError('USAGE', `--${flag} is not an option of "rpc"`);
      }
      const { checkRpc } = await import('./rpc.mjs');
      report = await checkRpc({
        url: httpUrl(values.url, '--url'),
        wsUrl: values.ws === undefined ? undefined : httpUrl(values.ws, '--ws', ['ws:', 'wss:']),
        heads: integer(values.heads, '--heads', 1, 100),
        sendRawTx: values['send-raw-tx'],
        only,
        timeoutMs,
      });
    } else {
      throw new ConformanceError('USAGE', command === undefined ? 'a command is required: node, rpc or proxy' : `unknown command "${command}"`);
    }
    out.write(values.json ? `${JSON.stringify(report.toJSON(), null, 2)}\n` : report.toText());
    if (values.junit) writeFileSync(values.junit, report.toJUnit());
    return report.violations.length > 0 ? 1 : 0;
  } catch (e) {
    if (e instanceof ConformanceError) {
      err.write(`error: ${e.message}\n${e.code === 'USAGE' ? `\n${USAGE}\n` : ''}`);
      return 2;
    }
    const code = /** @type {{ code?: string }} */ (e).code;
    if (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS')) {
      err.write(`error: ${/** @type {Error} */ (e).message}\n\n${USAGE}\n`);
      return 2;
    }
    throw e;
  }
}

// Run as a program (also through the npm bin symlink), not when imported.
if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  process.exitCode = await main(process.argv.slice(2));
}
