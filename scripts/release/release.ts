// Releases the published packages: the two clients and the conformance CLI. The flow (CONTRIBUTING.md):
//   1. changes land with a changeset (`npm run changeset`);
//   2. `npm run version-packages` applies them: versions, CHANGELOG.md, each document's info.version;
//   3. `npm run release` builds, runs the checks and publishes what is not published yet (git tags too).
//
//   npm run release -- --dry-run [--skip-tests] [--base <git ref>]
// --dry-run does everything but publish: it shows the version each package would get (from the
// pending changesets, or the current one) and the tarball npm would upload. --base: what the
// breaking-change gate compares with (default: each package's last release tag, else main).
// Checks: build, lint, typecheck, versions (package = info.version), the breaking-change gate
// (api:diff against each package's last release), the package tests (pack + registry install).
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { apiDiff, formatReport } from '../api-diff/report.js';
import { documents, git } from '../api-diff/sources.js';
import { binPath, repoRoot } from '../lib/paths.js';
import { versionMismatches } from './versions.js';

const { values } = parseArgs({
  options: {
    'dry-run': { type: 'boolean', default: false },
    'skip-tests': { type: 'boolean', default: false },
    base: { type: 'string' },
  },
});
const dryRun = values['dry-run'];
const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  REDOCLY_TELEMETRY: 'off',
  npm_config_update_notifier: 'false',
};
const capture = promisify(execFile);

/** The package tests a release runs: metadata, the packed tarballs, the registry install. */
const PACKAGE_TESTS = [
  'packages/node-api/test/metadata.test.ts',
  'packages/node-api/test/pack.e2e.test.ts',
  'packages/evm-rpc/test/pack.e2e.test.ts',
  'scripts/testing/registry.e2e.test.ts',
];

/** Runs a command with its output shown; rejects on a non-zero exit. */
function step(title: string, cmd: string, args: string[]): Promise<void> {
  console.log(`\n▶ ${title}: ${cmd} ${args.join(' ')}`);
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: repoRoot, env, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${title} failed (exit ${code})`))));
  });
}

/** The version each client package would get from the pending changesets (`changeset status`). */
async function plannedVersions(): Promise<Record<string, string>> {
  const dir = await mkdtemp(join(tmpdir(), 'release-'));
  try {
    const out = join(dir, 'status.json');
    await capture(binPath('changeset'), ['status', '--output', out], { cwd: repoRoot, env });
    const { releases } = JSON.parse(await readFile(out, 'utf8')) as {
      releases: { name: string; newVersion: string }[];
    };
    return Object.fromEntries(releases.map((r) => [r.name, r.newVersion]));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** What `changeset publish` publishes: every workspace package that is not private. */
async function publishable(): Promise<{ name: string; pkg: string; version: string }[]> {
  const found: { name: string; pkg: string; version: string }[] = [];
  for (const parent of ['packages', 'apps']) {
    for (const entry of await readdir(join(repoRoot, parent), { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const pkg = `${parent}/${entry.name}`;
      const text = await readFile(join(repoRoot, pkg, 'package.json'), 'utf8').catch(() => '{"private":true}');
      const json = JSON.parse(text) as { name: string; version: string; private?: boolean };
      if (json.private !== true) found.push({ name: json.name, pkg, version: json.version });
    }
  }
  return found;
}

async function main(): Promise<void> {
  await step('build', 'npm', ['run', 'build']);
  await step('lint', 'npm', ['run', 'lint']);
  await step('typecheck', 'npm', ['run', 'typecheck']);

  console.log('\n▶ versions: each package and its document');
  const mismatches = versionMismatches();
  if (mismatches.length) throw new Error(mismatches.join('\n'));
  console.log('  in step');

  const planned = await plannedVersions();
  const pending = Object.keys(planned).length > 0;
  if (pending && !dryRun) throw new Error('pending changesets: run `npm run version-packages`, commit, then release');

  console.log("\n▶ breaking-change gate: api:diff against each package's last release");
  const headVersions: Record<string, string> = {};
  for (const [name, doc] of Object.entries(documents)) {
    const version = planned[doc.name];
    if (version) headVersions[name] = version;
  }
  const report = await apiDiff({ headVersions, base: values.base });
  console.log(formatReport(report, { checkVersions: true }));
  const problems = report.filter((r) => r.problem);
  if (problems.length) {
    const list = problems.map((r) => `  ${r.package}: ${r.problem}`).join('\n');
    throw new Error(`breaking changes without the version bump they need:\n${list}`);
  }

  if (!values['skip-tests']) await step('package tests', 'npx', ['vitest', 'run', ...PACKAGE_TESTS]);

  console.log(`\n▶ ${dryRun ? 'would publish' : 'publishing'}`);
  for (const { name, pkg: dir, version: current } of await publishable()) {
    const version = planned[name] ?? current;
    const tag = `${name}@${version}`;
    const released = (await git('tag', '--list', tag)) !== '';
    const { stdout } = await capture('npm', ['pack', '--dry-run', '--json'], { cwd: join(repoRoot, dir), env });
    const [info] = JSON.parse(stdout) as {
      entryCount: number;
      size: number;
      unpackedSize: number;
      files: { path: string; size: number }[];
    }[];
    if (!info) throw new Error(`npm pack --dry-run gave nothing for ${dir}`);
    const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
    const later = pending && planned[name] ? ` (now ${current}; after npm run version-packages)` : '';
    console.log(`  ${tag}${later}${released ? ' — already released (tag exists), skipped' : ''}`);
    console.log(
      `    ${info.entryCount} files, ${kb(info.size)} packed, ${kb(info.unpackedSize)} unpacked; npm dist-tag latest; git tag ${tag}`,
    );
    for (const f of info.files) console.log(`      ${f.path} (${kb(f.size)})`);
  }
  if (dryRun) {
    console.log('\ndry run: nothing published.');
    return;
  }
  await step('publish', binPath('changeset'), ['publish']);
}

main().catch((err: unknown) => {
  console.error(`\nrelease: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
