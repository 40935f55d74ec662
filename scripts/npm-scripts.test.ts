// Every root npm script that builds before it runs a tool sends the build's output to stderr, errors only
// (`turbo run build … --output-logs=errors-only >&2 && …`), so that stdout is the tool's, and so that each works
// in a fresh clone before any `npm run build`. A tool read from its sources under tsx still needs the published
// packages built (they have no source condition). The scripts are run for real in npm-scripts.contract.test.ts. Each published package builds itself before npm packs it (prepack).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const { scripts } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  scripts: Record<string, string>;
};

describe('the root npm scripts', () => {
  it('send a build step before a tool to stderr, errors only', () => {
    const building = Object.entries(scripts).filter(([, command]) =>
      /\b(turbo run build|npm run build)\b.*&&/.test(command),
    );
    expect(building.map(([name]) => name).sort()).toEqual(
      [
        'build:op-geth',
        'conform',
        'devnet',
        'mock:node',
        'mock:rpc',
        'node:real',
        'peers:install',
        'peers:lock',
        'proxy',
        'record:op-geth',
        'sandbox:node',
        'start',
      ].sort(),
    );
    for (const [name, command] of building) {
      expect(command, name).toMatch(
        /^turbo run build --filter=@sidechain-api\/[a-z-]+ --output-logs=errors-only >&2 && (node|tsx --conditions=sidechain-source) /,
      );
    }
  });
});

describe('the published packages', () => {
  it('build before they are packed (prepack), their output on stderr', () => {
    for (const dir of ['packages/node-api', 'packages/evm-rpc', 'packages/conformance']) {
      const pkg = JSON.parse(readFileSync(new URL(`../${dir}/package.json`, import.meta.url), 'utf8')) as {
        name: string;
        private?: boolean;
        scripts: Record<string, string>;
      };
      expect(pkg.private, dir).toBeUndefined();
      expect(pkg.scripts.prepack, dir).toBe(`turbo run build --filter=${pkg.name} --output-logs=errors-only >&2`);
    }
  });
});
