// The commands the Markdown files give never reach an unscoped public name: a bare `npx <bin>` outside a project
// that installed the bin asks the public registry for a package of that name, which anyone could publish. Our
// commands (sidechain-conform, sidechain-mock, sidechain-sandbox, sidechain-docs) and Prism's (`prism`, of
// @stoplight/prism-cli) are run as `npm run …` or `npx -p <scoped package> <bin>`. Shell command lines hold no
// elided value (`0x7099…79C8`): a newcomer pastes them as they stand.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './lib/paths.js';

/** The Markdown files of the repository (not node_modules, builds or caches). */
function markdownFiles(dir = repoRoot): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.isDirectory())
      return ['node_modules', 'dist', 'build', '.git', '.turbo', 'reports'].includes(e.name)
        ? []
        : markdownFiles(join(dir, e.name));
    return e.name.endsWith('.md') ? [join(dir, e.name)] : [];
  });
}

/** `npx` followed by a bin whose package has another name, without `-p <package>`. */
const BARE_NPX = /\bnpx\s+(?:--\S+\s+)*(sidechain-[a-z]+|prism)\b/g;

describe('the Markdown files', () => {
  it('run our commands and Prism through npm run or npx -p <scoped package>, never a bare npx name', () => {
    const files = markdownFiles();
    expect(files.length).toBeGreaterThan(10);
    const bare = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(BARE_NPX)].map((m) => `${relative(repoRoot, file)}: ${m[0]}`),
    );
    expect(bare).toEqual([]);
  });
});

/** The command lines of a shell block: its `$ ` lines when it shows output too, else every line; comments cut. */
function commandLines(block: string): string[] {
  const lines = block.split('\n');
  const prompted = lines.some((l) => l.startsWith('$ '));
  return lines
    .filter((l) => (prompted ? l.startsWith('$ ') : !l.trimStart().startsWith('#')))
    .map((l) => l.replace(/^\$ /, '').replace(/\s#\s.*$/, ''));
}

describe('the shell commands of the Markdown files', () => {
  it('hold no elided value (…): each runs as pasted', () => {
    const elided = markdownFiles().flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^```(?:sh|bash|shell|console)\b[^\n]*\n([\s\S]*?)^```$/gm)]
        .flatMap((m) => commandLines(m[1]!))
        .filter((line) => line.includes('…'))
        .map((line) => `${relative(repoRoot, file)}: ${line.trim()}`),
    );
    expect(elided).toEqual([]);
  });
});
