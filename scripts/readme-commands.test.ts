// The commands the Markdown files give never reach an unscoped public name: a bare `npx <bin>` outside a project
// that installed the bin asks the public registry for a package of that name, which anyone could publish. Our
// commands (sidechain-conform, sidechain-mock, sidechain-sandbox, sidechain-docs) and Prism's (`prism`, of
// @stoplight/prism-cli) are run as `npm run …` or `npx -p <scoped package> <bin>`.
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
