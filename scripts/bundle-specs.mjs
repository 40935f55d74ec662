#!/usr/bin/env node
// Bundles a hand-written document under specs/ into its package's generated/ folder.
//   node scripts/bundle-specs.mjs node-api|evm-rpc [--check]
// The bundle is produced by `redocly bundle` (the same resolver the linter uses), then stamped
// with a "generated — do not edit" header. --check compares instead of writing and exits 1 when
// the committed files are stale. tests import bundleSpec() to do the same comparison.
//
// Integers are kept exact. Redocly reads YAML into JavaScript numbers, which round every integer
// beyond 2^53 (a box nonce -5720306963467411264 would become -5720306963467411000). So the source
// is bundled from a temporary copy in which each such integer is a placeholder string; the
// placeholders become BigInt values, which both writers print digit for digit.
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import YAML from 'yaml';
import { renderHistoryMarkdown } from './render-history.mjs';

const run = promisify(execFile);
export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const redocly = join(repoRoot, 'node_modules', '.bin', 'redocly');
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };

const NOTICE = (source) => `generated — do not edit. Bundled from ${source} by scripts/bundle-specs.mjs; run \`npm run build\` after changing the source.`;

/** What each spec is bundled into: output file (relative to the repo) → how to make it. */
export const targets = {
  'node-api': {
    source: 'specs/node-api',
    outDir: 'packages/node-api/generated',
    files: { 'openapi.json': 'json', 'openapi.yaml': 'yaml' },
  },
  'evm-rpc': {
    source: 'specs/evm-rpc',
    outDir: 'packages/evm-rpc/generated',
    files: { 'openrpc.json': 'json', 'openrpc.dereferenced.json': 'json-dereferenced' },
  },
};

const UNSAFE_INT = '__exact-int__';

/** Is this integer beyond what a double holds exactly? */
const isUnsafe = (n) => n > BigInt(Number.MAX_SAFE_INTEGER) || n < BigInt(Number.MIN_SAFE_INTEGER);

/** Rewrites one YAML source: every integer a double cannot hold becomes a placeholder string. */
function protectUnsafeIntegers(text) {
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
function restoreUnsafeIntegers(value) {
  if (typeof value === 'string' && value.startsWith(UNSAFE_INT)) return BigInt(value.slice(UNSAFE_INT.length));
  if (Array.isArray(value)) return value.map(restoreUnsafeIntegers);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, restoreUnsafeIntegers(v)]));
  return value;
}

/** Every .yaml file under a folder, recursively. */
export async function* yamlFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* yamlFiles(path);
    else if (entry.name.endsWith('.yaml')) yield path;
  }
}

async function redoclyBundle(api, dereferenced) {
  const dir = await mkdtemp(join(tmpdir(), 'bundle-'));
  const out = join(dir, 'out.json');
  try {
    // A copy of specs/ (the config's roots are relative to it) with the unsafe integers protected.
    const specs = join(dir, 'specs');
    await cp(join(repoRoot, 'specs'), specs, { recursive: true, filter: (src) => !src.includes(`${join('specs', 'tests')}`) });
    for await (const file of yamlFiles(specs)) {
      const text = await readFile(file, 'utf8');
      const protectedText = protectUnsafeIntegers(text);
      if (protectedText !== text) await writeFile(file, protectedText);
    }
    const args = ['bundle', '--config', join(specs, 'redocly.yaml'), api, '-o', out];
    if (dereferenced) args.push('--dereferenced');
    await run(redocly, args, { cwd: repoRoot, env });
    return restoreUnsafeIntegers(JSON.parse(await readFile(out, 'utf8')));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** JSON with BigInt values printed as plain integers. */
function stringifyExactJson(doc) {
  const marker = `"${UNSAFE_INT}`;
  const text = JSON.stringify(doc, (_, v) => (typeof v === 'bigint' ? `${UNSAFE_INT}${v}` : v), 2);
  return text.replaceAll(new RegExp(`${marker}(-?\\d+)"`, 'g'), '$1');
}

/** The node API's readable history is rendered into the bundle from the machine-readable changelog. */
async function addHistory(doc) {
  const changelog = YAML.parse(await readFile(join(repoRoot, 'specs/node-api/changelog.yaml'), 'utf8'));
  doc.info.description = `${doc.info.description.trimEnd()}\n\n${renderHistoryMarkdown(changelog)}`;
  return doc;
}

function stamp(doc, source) {
  return { 'x-generated': NOTICE(source), ...doc };
}

/**
 * Returns { [repo-relative path]: file content } for one spec.
 * @param {string} name
 * @returns {Promise<Record<string, string>>}
 */
export async function bundleSpec(name) {
  const target = targets[/** @type {keyof typeof targets} */ (name)];
  if (!target) throw new Error(`unknown spec "${name}" (expected one of ${Object.keys(targets).join(', ')})`);
  /** @type {Record<string, string>} */
  const out = {};
  for (const [file, kind] of Object.entries(target.files)) {
    let doc = await redoclyBundle(name, kind === 'json-dereferenced');
    if (name === 'node-api') doc = await addHistory(doc);
    doc = stamp(doc, target.source);
    const path = `${target.outDir}/${file}`;
    out[path] =
      kind === 'yaml'
        ? `# ${NOTICE(target.source)}\n${YAML.stringify(doc, { lineWidth: 0, aliasDuplicateObjects: false })}`
        : `${stringifyExactJson(doc)}\n`;
  }
  return out;
}

// Stryker disable all: the command line runs only as `node scripts/bundle-specs.mjs` (npm run build); tests call bundleSpec()
async function main() {
  const [name, flag] = process.argv.slice(2);
  const files = await bundleSpec(name);
  let stale = 0;
  for (const [path, content] of Object.entries(files)) {
    const abs = join(repoRoot, path);
    if (flag === '--check') {
      const current = await readFile(abs, 'utf8').catch(() => null);
      if (current !== content) {
        stale++;
        console.error(`stale: ${path} (run npm run build)`);
      }
    } else {
      await mkdir(dirname(abs), { recursive: true });
      await writeFile(abs, content);
      console.log(`wrote ${relative(process.cwd(), abs)}`);
    }
  }
  if (stale) process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err.stderr || err.message || err);
    process.exit(1);
  });
}
// Stryker restore all
