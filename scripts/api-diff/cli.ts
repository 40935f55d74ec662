// Compares both API documents with a base and classifies every change for client consumers
// (breaking / non-breaking / docs).
//   npm run api:diff -- [--base <git ref>] [--json] [--check-versions]
//                       [--base-specs <dir> --base-version node-api=0.1.0 …] [--head-specs <dir>]
// Base: --base, else each package's last release tag (`@sidechain-api/<name>@<version>`), else
// `main`. Head: the working tree's specs/. --base-specs/--head-specs take folders instead (tests).
// --check-versions: exit 1 when a document has a breaking change and its package version is not
// bumped enough since the base (major; minor while 0.x). `npm run release` runs the same check.
import { parseArgs } from 'node:util';
import { apiDiff, formatReport } from './report.js';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    'base-specs': { type: 'string' },
    'head-specs': { type: 'string' },
    'base-version': { type: 'string', multiple: true },
    'head-version': { type: 'string', multiple: true },
    json: { type: 'boolean', default: false },
    'check-versions': { type: 'boolean', default: false },
  },
});
/** `name=version` pairs → { name: version }. */
const pairs = (list: string[] | undefined): Record<string, string> =>
  Object.fromEntries(
    (list ?? []).map((pair) => {
      const at = pair.indexOf('=');
      return at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );

try {
  const report = await apiDiff({
    base: values.base,
    baseSpecs: values['base-specs'],
    headSpecs: values['head-specs'],
    baseVersions: pairs(values['base-version']),
    headVersions: pairs(values['head-version']),
  });
  console.log(
    values.json ? JSON.stringify(report, null, 2) : formatReport(report, { checkVersions: values['check-versions'] }),
  );
  if (values['check-versions'] && report.some((r) => r.problem)) process.exitCode = 1;
} catch (err) {
  const e = err as { stderr?: string; message?: string };
  console.error(`api:diff: ${e.stderr || e.message || String(err)}`);
  process.exitCode = 2;
}
