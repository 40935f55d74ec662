// Compares both API documents with a base and classifies every change for client consumers
// (breaking / non-breaking / docs).
//   npm run api:diff -- [--base <git ref>] [--json] [--check-versions]
//                       [--base-specs <dir> --base-version node-api=0.1.0 …] [--head-specs <dir>]
// Base: --base, else each package's last release tag (`@sidechain-api/<name>@<version>`), else
// `main`. Head: the working tree's specs/. --base-specs/--head-specs take folders instead (tests).
// --check-versions: exit 1 when a document has a breaking change and its package version is not
// bumped enough since the base (major; minor while 0.x). `npm run release` runs the same check.
import { parseFlags, runCli } from '@sidechain-api/server-kit';
import { apiDiff, formatReport } from './report.js';

const USAGE = `Usage: npm run api:diff -- [options]

Compares specs/ with a base and classifies every change for client consumers.

  --base <git ref>             compare with this commit (default: each package's last release tag, else main)
  --base-specs <dir>           compare with the documents in this folder instead of a commit
  --head-specs <dir>           compare these documents instead of the working tree's specs/
  --base-version <name=ver>    the base's package version (repeatable; with --base-specs)
  --head-version <name=ver>    the head's package version (repeatable)
  --check-versions             exit 1 when a breaking change lacks its version bump
  --json                       the report as JSON
  --help                       this text
`;

/** `name=version` pairs → { name: version }. */
const pairs = (list: string[] | undefined): Record<string, string> =>
  Object.fromEntries(
    (list ?? []).map((pair) => {
      const at = pair.indexOf('=');
      return at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );

await runCli(
  'api:diff',
  async () => {
    const { values } = parseFlags(process.argv.slice(2), {
      base: { type: 'string' },
      'base-specs': { type: 'string' },
      'head-specs': { type: 'string' },
      'base-version': { type: 'string', multiple: true },
      'head-version': { type: 'string', multiple: true },
      json: { type: 'boolean', default: false },
      'check-versions': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    });
    if (values.help) {
      process.stdout.write(USAGE);
      return;
    }
    let report: Awaited<ReturnType<typeof apiDiff>>;
    try {
      report = await apiDiff({
        base: values.base,
        baseSpecs: values['base-specs'],
        headSpecs: values['head-specs'],
        baseVersions: pairs(values['base-version']),
        headVersions: pairs(values['head-version']),
      });
    } catch (err) {
      // git's own message (an unknown ref, say) says more than the wrapper's
      const e = err as { stderr?: string; message?: string };
      throw new Error((e.stderr || e.message || String(err)).trim());
    }
    console.log(
      values.json ? JSON.stringify(report, null, 2) : formatReport(report, { checkVersions: values['check-versions'] }),
    );
    if (values['check-versions'] && report.some((r) => r.problem)) process.exitCode = 1;
  },
  2,
);
