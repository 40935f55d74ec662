// The pages' browser code (src/browser/*.ts, src/console/ui.ts): TypeScript bundled by esbuild at build
// time into one minified script each, inlined into the page (the site fetches nothing). Workspace packages
// are bundled from their sources (the `sidechain-source` condition), so a page always holds what the
// sources say; the contract runtime comes in through its browser entry only.

import path from 'node:path';
import { buildSync } from 'esbuild';
import { PACKAGE_DIR } from '../package-dir.js';

const ENTRIES = {
  console: 'src/console/ui.ts',
  'evm-page': 'src/browser/evm-page.ts',
  'landing-page': 'src/browser/landing-page.ts',
  'node-page': 'src/browser/node-page.ts',
} as const;

export type BrowserEntry = keyof typeof ENTRIES;

const bundles = new Map<BrowserEntry, string>();

/** The minified script of `entry`, safe to inline in a `<script>` element. Bundled once per process. */
export function browserScript(entry: BrowserEntry): string {
  let text = bundles.get(entry);
  if (text === undefined) {
    const result = buildSync({
      entryPoints: [path.join(PACKAGE_DIR, ENTRIES[entry])],
      bundle: true,
      format: 'iife',
      minify: true,
      platform: 'browser',
      target: 'es2022',
      conditions: ['sidechain-source'],
      write: false,
      legalComments: 'none',
      logLevel: 'silent',
    });
    // `</script` inside a string of the bundle would end the inline element.
    text = result.outputFiles[0]!.text.replace(/<\/script/gi, '<\\/script');
    bundles.set(entry, text);
  }
  return text;
}
