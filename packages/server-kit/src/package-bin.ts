// Where an installed package's command is, so a tool starts it with `node <file>` (no shell, no npx).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The file of an installed package's command: its package.json `bin` (one path, or paths by command name),
 * resolved as the module at `from` (its `import.meta.url`) would import the package. Undefined when the
 * package is not installed, its package.json cannot be read, or it has no such command.
 */
export function packageBin(packageName: string, command: string, from: string | URL): string | undefined {
  try {
    const pkgJson = createRequire(from).resolve(`${packageName}/package.json`);
    const { bin } = JSON.parse(readFileSync(pkgJson, 'utf8')) as { bin?: string | Record<string, string> };
    const file = typeof bin === 'string' ? bin : bin?.[command];
    return file === undefined ? undefined : path.join(path.dirname(pkgJson), file);
  } catch {
    return undefined;
  }
}
