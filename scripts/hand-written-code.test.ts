// The rules every hand-written file of the repository follows, checked on the working tree:
//   - code is TypeScript; a `.cjs` file exists only where Node demands CommonJS, and says so in its first
//     comment (server-kit's `--require` preloads); another language only in the thin launchers of the real
//     systems, each in the one folder named below; pinned Python peer tools only as hash-pinned requirements;
//   - every tsconfig is strict, by itself or through what it extends, and none turns a check off;
//   - nothing reads outside the repository: no path climbs out of it or names this machine's folders.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import { repoRoot } from './lib/paths.js';

/** Folders that hold no hand-written files: dependencies, build output, generated files, reports. */
const SKIPPED = new Set(['node_modules', 'dist', 'generated', '.git', '.turbo', '.cache', 'test-output', 'reports']);

function filesUnder(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('.stryker-tmp')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...filesUnder(path));
    else found.push(relative(repoRoot, path));
  }
  return found;
}

const files = filesUnder(repoRoot);
const read = (file: string) => readFileSync(join(repoRoot, file), 'utf8');

describe('hand-written code', () => {
  test('is TypeScript: no .js, .mjs or .jsx files', () => {
    expect(files.filter((f) => /\.(m?js|jsx)$/.test(f))).toEqual([]);
  });

  test('another language lives only in the launcher of a real system, in its named folder', () => {
    // the SDK node's Java launcher and its Maven build (apps/real-node/README.md); op-geth's wrapper Go module,
    // go.mod and one tools file (apps/devnet/README.md)
    const places: Record<string, RegExp> = {
      Java: /^apps\/real-node\/launcher\/src\/main\/java\/[^/]+(\/[^/]+)*\.java$/,
      Maven: /^apps\/real-node\/launcher\/pom\.xml$/,
      Go: /^apps\/devnet\/op-geth\/(go\.mod|tools\.go)$/,
    };
    const otherLanguages = files.filter((f) =>
      /\.(java|scala|kt|groovy|go|py|rs|c|cc|cpp|h|sh|rb|pl)$|(^|\/)(pom\.xml|build\.gradle|go\.mod|Cargo\.toml)$/.test(
        f,
      ),
    );
    const misplaced = otherLanguages.filter((f) => !Object.values(places).some((place) => place.test(f)));
    expect(misplaced).toEqual([]);
    expect(otherLanguages.filter((f) => places.Java?.test(f)).length).toBeGreaterThan(0);
    expect(otherLanguages.filter((f) => places.Go?.test(f)).length).toBe(2);
  });

  test("Python only as the pinned peer tools' requirements, in apps/peers/requirements, hash-pinned", () => {
    // no Python code at all (.py is refused above); what pip installs is named here and nowhere else
    const place = /^apps\/peers\/requirements\/[^/]+\.(txt|in)$/;
    const python = files.filter((f) =>
      /(^|\/)(requirements[^/]*\.txt|requirements\/[^/]+|[^/]+\.in|pyproject\.toml|setup\.cfg|Pipfile(\.lock)?|poetry\.lock)$/.test(
        f,
      ),
    );
    expect(python.filter((f) => !place.test(f))).toEqual([]);
    const locks = python.filter((f) => f.endsWith('.txt'));
    expect(locks.length).toBeGreaterThan(0);
    for (const lock of locks) {
      // each requirement: `name==version \` then its --hash lines; nothing unpinned, no other index
      const entries = read(lock)
        .replace(/\s*\\\n\s*/g, ' ')
        .split('\n')
        .map((line) => line.replace(/#.*$/, '').trim())
        .filter(Boolean);
      for (const entry of entries)
        expect(entry, lock).toMatch(/^[A-Za-z0-9._-]+==[^\s]+( --hash=sha256:[0-9a-f]{64})+$/);
    }
  });

  test('a .cjs file is a shim whose first comment says why Node needs CommonJS there', () => {
    const shims = files.filter((f) => f.endsWith('.cjs'));
    expect(shims.length).toBeGreaterThan(0);
    for (const shim of shims) {
      const leadingComment = read(shim).match(/^(?:\/\/.*\n)+/)?.[0] ?? '';
      expect(leadingComment, shim).toMatch(/CommonJS/);
    }
  });
});

describe('tsconfig files', () => {
  type TsConfig = { extends?: string; compilerOptions?: Record<string, unknown> };
  const configs = files.filter((f) => /(^|\/)tsconfig[^/]*\.json$/.test(f));
  // tsconfig files are JSONC: TypeScript's own reader takes their comments and trailing commas
  const parse = (file: string): TsConfig => {
    const { config, error } = ts.readConfigFile(join(repoRoot, file), ts.sys.readFile);
    if (error) throw new Error(`${file}: ${ts.flattenDiagnosticMessageText(error.messageText, '\n')}`);
    return config as TsConfig;
  };
  /** The file and the files it extends, nearest first. */
  const chainOf = (file: string): string[] => {
    const next = parse(file).extends;
    return next === undefined ? [file] : [file, ...chainOf(relative(repoRoot, resolve(repoRoot, dirname(file), next)))];
  };
  /** A compiler option as the chain sets it: the nearest file that sets it wins. */
  const optionOf = (file: string, key: string): unknown =>
    chainOf(file)
      .map((f) => parse(f).compilerOptions?.[key])
      .find((v) => v !== undefined);

  test('each one is strict', () => {
    expect(configs.length).toBeGreaterThan(20);
    expect(configs.filter((config) => optionOf(config, 'strict') !== true)).toEqual([]);
  });

  test('none turns a check off or lets JavaScript in', () => {
    const off = { checkJs: false, noImplicitAny: false, strictNullChecks: false, allowJs: true };
    for (const config of configs) {
      for (const [key, value] of Object.entries(off))
        expect(optionOf(config, key), `${config}: ${key}`).not.toBe(value);
    }
  });
});

test('no file refers to a folder outside the repository', () => {
  const outside = new RegExp(['\\.\\./shared\\b', '/work/', '\\.\\./\\.\\./\\.\\./\\.\\./'].join('|'));
  const text = files.filter(
    (f) =>
      /\.(ts|json|jsonc|ya?ml|md|cjs)$/.test(f) &&
      f !== 'package-lock.json' &&
      f !== 'scripts/hand-written-code.test.ts',
  );
  expect(text.filter((f) => outside.test(read(f)))).toEqual([]);
});
