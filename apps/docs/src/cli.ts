// The docs server's command line (`sidechain-docs`, `npm run serve -w @sidechain-api/docs`): flags, the
// port from DOCS_PORT, the banner. The bin (bin.ts) runs it under the server kit's runCli: a usage error
// is one line and exit code 2.

import { exitOnSignals, parseFlags, portFrom, UsageError } from '@sidechain-api/server-kit';
import {
  type ConsoleTargets,
  DEFAULT_DOCS_HOST,
  DEFAULT_DOCS_PORT,
  DEFAULT_SITE_ROOT,
  type DocsServer,
  startDocsServer,
} from './server.js';

export const PROGRAM = 'sidechain-docs';

export const USAGE = `usage: ${PROGRAM} [--port <0-65535>] [--host <addr>] [--root <dir>] [--base </path/>] [--allow-host <name>]… [--console-target <node|rpc|ws|sandbox>=<url>]…

Serves the built docs site (default ${DEFAULT_SITE_ROOT}) on ${DEFAULT_DOCS_HOST}:${DEFAULT_DOCS_PORT} (env DOCS_PORT).
Requests whose Host is not localhost (or *.localhost), an IP address or the bound host get 403; --allow-host adds
names (comma-separated, \`*\` for any). --console-target tells the pages' "Try it" consoles which server to call
(served as console-targets.json), e.g. --console-target node=http://127.0.0.1:9185.`;

const FLAGS = {
  port: { type: 'string', short: 'p' },
  host: { type: 'string' },
  root: { type: 'string' },
  base: { type: 'string' },
  'allow-host': { type: 'string', multiple: true },
  'console-target': { type: 'string', multiple: true },
  help: { type: 'boolean', short: 'h' },
} as const;

const TARGET_NAMES = new Set(['node', 'rpc', 'ws', 'sandbox']);

function consoleTargets(values: readonly string[]): ConsoleTargets | undefined {
  if (values.length === 0) return undefined;
  const targets: Record<string, string> = {};
  for (const value of values) {
    const eq = value.indexOf('=');
    const name = value.slice(0, Math.max(0, eq)); // '' without an '=': no target has that name
    if (!TARGET_NAMES.has(name)) {
      throw new UsageError(`--console-target must be <node|rpc|ws|sandbox>=<url> (got ${JSON.stringify(value)})`);
    }
    targets[name] = value.slice(eq + 1);
  }
  return targets;
}

/**
 * Runs the command line: prints the usage (and returns undefined) for --help, else starts the server, prints
 * its banner and returns it. Throws UsageError for a bad flag, Error when the server cannot start.
 */
export async function docsCli(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>> = process.env,
  print: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Promise<DocsServer | undefined> {
  const { values } = parseFlags(args, FLAGS);
  if (values.help) {
    print(USAGE);
    return undefined;
  }
  const port = portFrom(values.port, '--port', env.DOCS_PORT, 'DOCS_PORT', DEFAULT_DOCS_PORT);
  // The Host rule trims and lower-cases each name, and an empty one admits nothing.
  const allowedHosts = (values['allow-host'] ?? []).flatMap((h) => h.split(','));
  const targets = consoleTargets(values['console-target'] ?? []);
  let docs: DocsServer;
  try {
    docs = await startDocsServer({
      port,
      host: values.host ?? DEFAULT_DOCS_HOST,
      allowedHosts,
      // Equivalent mutant: each spread made unconditional (the server reads an undefined option as absent).
      ...(values.root === undefined ? {} : { root: values.root }),
      ...(values.base === undefined ? {} : { base: values.base }),
      ...(targets === undefined ? {} : { consoleTargets: targets }),
    });
  } catch (err) {
    if (err instanceof Error && /console target/.test(err.message)) throw new UsageError(err.message);
    throw err;
  }
  return docs;
}

/** The bin's main: the server, then signal handlers, then the banner (a caller may signal once it reads it). */
export async function main(args: readonly string[] = process.argv.slice(2)): Promise<void> {
  const docs = await docsCli(args);
  if (!docs) return;
  exitOnSignals(() => docs.stop());
  process.stdout.write(`Docs site: ${docs.url} (serving ${docs.root})\n`);
}
