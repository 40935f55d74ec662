// Bundles a hand-written document under specs/ into its package's generated/ folder.
//   tsx scripts/bundle-specs.ts node-api|evm-rpc [--check]
// The bundle is produced by `redocly bundle` (the same resolver the linter uses), then stamped
// with a "generated — do not edit" header. --check compares instead of writing and exits 1 when
// the committed files are stale.
//
// Integers are kept exact. Redocly reads YAML into JavaScript numbers, which round every integer
// beyond 2^53 (a box nonce -5720306963467411264 would become -5720306963467411000). So the source
// is bundled from a temporary copy in which each such integer is a placeholder string; the
// placeholders become BigInt values, which both writers print digit for digit.
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type Changelog, renderHistoryMarkdown } from '@sidechain-api/api-history';
import YAML from 'yaml';
import { isMain, runMain, writeGenerated } from './lib/generated-files.js';
import { binPath, repoRoot } from './lib/paths.js';

export { repoRoot };

const run = promisify(execFile);
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };

const NOTICE = (source: string) =>
  `generated — do not edit. Bundled from ${source} by scripts/bundle-specs.ts; run \`npm run build\` after changing the source.`;

type OutputKind = 'json' | 'yaml' | 'json-dereferenced';

/** What each spec is bundled into: output file (relative to the repo) → how to make it. */
export const targets = {
  'node-api': {
    source: 'specs/node-api',
    outDir: 'packages/node-api/generated',
    files: { 'openapi.json': 'json', 'openapi.yaml': 'yaml' } as Record<string, OutputKind>,
  },
  'evm-rpc': {
    source: 'specs/evm-rpc',
    outDir: 'packages/evm-rpc/generated',
    files: { 'openrpc.json': 'json', 'openrpc.dereferenced.json': 'json-dereferenced' } as Record<string, OutputKind>,
  },
};
export type SpecName = keyof typeof targets;

const UNSAFE_INT = '__exact-int__';

/** Is this integer beyond what a double holds exactly? */
const isUnsafe = (n: bigint) => n > BigInt(Number.MAX_SAFE_INTEGER) || n < BigInt(Number.MIN_SAFE_INTEGER);

/** Rewrites one YAML source: every integer a double cannot hold becomes a placeholder string. */
function protectUnsafeIntegers(text: string): string {
  const doc = YAML.parseDocument(text, { intAsBigInt: true });
  let changed = false;
  YAML.visit(doc, {
    Scalar(_, node) {
      if (typeof node.value === 'bigint' && isUnsafe(node.value)) {
        node.value = `${UNSAFE_INT}${node.value}`;
        node.type = 'QUOTE_DOUBLE';
        changed = true;
      }
    },
  });
  return changed ? doc.toString({ lineWidth: 0 }) : text;
}

/** Turns the placeholders of a bundled document back into exact integers (BigInt). */
function restoreUnsafeIntegers(value: unknown): unknown {
  if (typeof value === 'string' && value.startsWith(UNSAFE_INT)) return BigInt(value.slice(UNSAFE_INT.length));
  if (Array.isArray(value)) return value.map(restoreUnsafeIntegers);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, restoreUnsafeIntegers(v)]));
  }
  return value;
}

/** Every .yaml file under a folder, recursively. */
export async function* yamlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* yamlFiles(path);
    else if (entry.name.endsWith('.yaml')) yield path;
  }
}

type BundledDocument = Record<string, unknown> & { info: { description?: string } };

async function redoclyBundle(api: SpecName, dereferenced: boolean): Promise<BundledDocument> {
  const dir = await mkdtemp(join(tmpdir(), 'bundle-'));
  const out = join(dir, 'out.json');
  try {
    // A copy of specs/ (the config's roots are relative to it) with the unsafe integers protected.
    const specs = join(dir, 'specs');
    await cp(join(repoRoot, 'specs'), specs, {
      recursive: true,
      filter: (src) => !src.includes(join('specs', 'tests')),
    });
    for await (const file of yamlFiles(specs)) {
      const text = await readFile(file, 'utf8');
      const protectedText = protectUnsafeIntegers(text);
      if (protectedText !== text) await writeFile(file, protectedText);
    }
    const args = ['bundle', '--config', join(specs, 'redocly.yaml'), api, '-o', out];
    if (dereferenced) args.push('--dereferenced');
    await run(binPath('redocly'), args, { cwd: repoRoot, env });
    return restoreUnsafeIntegers(JSON.parse(await readFile(out, 'utf8'))) as BundledDocument;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** JSON with BigInt values printed as plain integers. */
function stringifyExactJson(doc: unknown): string {
  const text = JSON.stringify(doc, (_, v: unknown) => (typeof v === 'bigint' ? `${UNSAFE_INT}${v}` : v), 2);
  return text.replaceAll(new RegExp(`"${UNSAFE_INT}(-?\\d+)"`, 'g'), '$1');
}

/** The node API's readable history is rendered into the bundle from the machine-readable changelog. */
async function addHistory(doc: BundledDocument): Promise<BundledDocument> {
  const changelog = YAML.parse(await readFile(join(repoRoot, 'specs/node-api/changelog.yaml'), 'utf8')) as Changelog;
  doc.info.description = `${(doc.info.description ?? '').trimEnd()}\n\n${renderHistoryMarkdown(changelog)}`;
  return doc;
}

const isSpecName = (name: string | undefined): name is SpecName => name !== undefined && Object.hasOwn(targets, name);

/** Returns { [repo-relative path]: file content } for one spec. */
export async function bundleSpec(name: string): Promise<Record<string, string>> {
  if (!isSpecName(name)) {
    throw new Error(`unknown spec "${name}" (expected one of ${Object.keys(targets).join(', ')})`);
  }
  const target = targets[name];
  const out: Record<string, string> = {};
  for (const [file, kind] of Object.entries(target.files)) {
    let doc = await redoclyBundle(name, kind === 'json-dereferenced');
    if (name === 'node-api') doc = await addHistory(doc);
    const stamped = { 'x-generated': NOTICE(target.source), ...doc };
    out[`${target.outDir}/${file}`] =
      kind === 'yaml'
        ? `# ${NOTICE(target.source)}\n${YAML.stringify(stamped, { lineWidth: 0, aliasDuplicateObjects: false })}`
        : `${stringifyExactJson(stamped)}\n`;
  }
  return out;
}

if (isMain(import.meta.filename)) {
  runMain(async () => {
    const [name, flag] = process.argv.slice(2);
    return (await writeGenerated(await bundleSpec(name ?? ''), flag === '--check')) ? 1 : 0;
  });
}
