// The rule CONTRIBUTING.md states for the errors the published packages throw at their users: one base class per
// entry point, every error class extends it, each has a literal `name` equal to its class name, a base is
// abstract unless the package throws it as is, and the `…ErrorName` union lists exactly the names thrown.
// Read from the sources (a class's text from its declaration to its closing brace at column 0).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { repoRoot } from './lib/paths.js';

interface EntryRule {
  /** Source folder of the entry point (its sub-folders that are entries of their own are left out). */
  dir: string;
  exclude?: string[];
  base: string;
  /** Whether the package throws the base itself (then it is concrete). */
  concreteBase: boolean;
  /** The union type of every thrown `name`, where the package exports one. */
  nameUnion?: string;
}

const ENTRIES: EntryRule[] = [
  {
    dir: 'packages/node-api/src',
    exclude: ['codec', 'generated'],
    base: 'NodeApiError',
    concreteBase: false,
    nameUnion: 'NodeApiErrorName',
  },
  { dir: 'packages/node-api/src/codec', base: 'CodecError', concreteBase: false, nameUnion: 'CodecErrorName' },
  {
    dir: 'packages/evm-rpc/src',
    exclude: ['generated'],
    base: 'EvmClientError',
    concreteBase: true,
    nameUnion: 'EvmClientErrorName',
  },
  { dir: 'packages/conformance/src', base: 'ConformanceError', concreteBase: true },
];

interface ErrorClass {
  name: string;
  /** The class's name at run time: its declared name, or the one a static block gives it. */
  runtimeName: string;
  parent: string;
  abstract: boolean;
  body: string;
  file: string;
}

function sources(dir: string, exclude: readonly string[] = []): string[] {
  return readdirSync(join(repoRoot, dir), { withFileTypes: true }).flatMap((e) => {
    if (exclude.includes(e.name)) return [];
    const path = `${dir}/${e.name}`;
    if (e.isDirectory()) return sources(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') ? [path] : [];
  });
}

function classesIn(file: string, text: string): ErrorClass[] {
  const found: ErrorClass[] = [];
  for (const m of text.matchAll(/^(?:export )?(abstract )?class (\w+)(?:<[^>]*>)? extends (\w+)/gm)) {
    const start = m.index ?? 0;
    const end = text.indexOf('\n}', start);
    const body = text.slice(start, end);
    const renamed = /Object\.defineProperty\(\w+, 'name', \{ value: '(\w+)' \}\)/.exec(body);
    found.push({
      name: m[2] as string,
      runtimeName: renamed?.[1] ?? (m[2] as string),
      parent: m[3] as string,
      abstract: m[1] !== undefined,
      body,
      file,
    });
  }
  return found;
}

/** The classes of an entry whose ancestry reaches Error. */
function errorClasses(rule: EntryRule): ErrorClass[] {
  const files = sources(rule.dir, rule.exclude);
  const all = files.flatMap((f) => classesIn(f, readFileSync(join(repoRoot, f), 'utf8')));
  const byName = new Map(all.map((c) => [c.name, c]));
  const reachesError = (c: ErrorClass | undefined, seen = 0): boolean =>
    c !== undefined && seen < 20 && (c.parent === 'Error' || reachesError(byName.get(c.parent), seen + 1));
  return all.filter((c) => reachesError(c));
}

function unionMembers(rule: EntryRule): string[] {
  const text = sources(rule.dir, rule.exclude)
    .map((f) => readFileSync(join(repoRoot, f), 'utf8'))
    .join('\n');
  const m = new RegExp(`export type ${rule.nameUnion} =([^;]+);`).exec(text);
  return [...(m?.[1] ?? '').matchAll(/'(\w+)'/g)].map((x) => x[1] as string).sort();
}

describe.each(ENTRIES)('the errors of $dir', (rule) => {
  const classes = errorClasses(rule);
  const byName = new Map(classes.map((c) => [c.name, c]));
  const ancestors = (c: ErrorClass): string[] => {
    const up = byName.get(c.parent);
    return up ? [c.parent, ...ancestors(up)] : [c.parent];
  };

  test(`every error class extends ${rule.base}, which extends Error`, () => {
    expect(byName.get(rule.base)?.parent).toBe('Error');
    const strays = classes.filter((c) => c.name !== rule.base && !ancestors(c).includes(rule.base));
    expect(strays.map((c) => `${c.file}: ${c.name} extends ${c.parent}`)).toEqual([]);
  });

  test(`${rule.base} is ${rule.concreteBase ? 'concrete (thrown as is)' : 'abstract'}`, () => {
    expect(byName.get(rule.base)?.abstract).toBe(!rule.concreteBase);
  });

  test('each class thrown has a literal `name` equal to its class name', () => {
    const wrong = classes
      .filter((c) => !c.abstract)
      .filter((c) => !new RegExp(`readonly name(?::[^=\\n]+)?\\s*=\\s*'${c.runtimeName}'`).test(c.body))
      .map((c) => `${c.file}: ${c.name}`);
    expect(wrong).toEqual([]);
  });

  if (rule.nameUnion) {
    test(`${rule.nameUnion} lists exactly the names thrown`, () => {
      const thrown = classes
        .filter((c) => !c.abstract)
        .map((c) => c.runtimeName)
        .sort();
      expect(unionMembers(rule)).toEqual(thrown);
    });
  }
});

test('the class reader finds abstract and generic classes', () => {
  const text =
    "export abstract class A extends Error {\n  x\n}\nclass B<T extends number = number> extends A {\n  static {\n    Object.defineProperty(B, 'name', { value: 'NodeB' });\n  }\n}\n";
  expect(classesIn('f.ts', text).map((c) => [c.name, c.runtimeName, c.parent, c.abstract])).toEqual([
    ['A', 'A', 'Error', true],
    ['B', 'NodeB', 'A', false],
  ]);
});
