// The command line's own answers, which need no Java: usage, and a machine without Java or Maven.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CLI = fileURLToPath(new URL('../src/cli.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));

function run(args: string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(TSX, ['--conditions=sidechain-source', CLI, ...args], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
    timeout: 60_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('npm run node:real', () => {
  it('without Java exits 2 with one line saying so', () => {
    const { code, stdout, stderr } = run(['--port', '0'], { JAVA_HOME: '/nonexistent-jdk' });
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(
      /^node:real: Java 17\+ is missing \(no '\/nonexistent-jdk\/bin\/java'\): install a JDK[^\n]*\n$/,
    );
  });

  it('without Maven exits 2 with one line saying so', () => {
    const { code, stderr } = run(['--port', '0'], { MAVEN_CMD: '/nonexistent-maven/bin/mvn' });
    expect(code).toBe(2);
    expect(stderr).toMatch(/^node:real: Maven is missing \(no '\/nonexistent-maven\/bin\/mvn'\)[^\n]*\n$/);
  });

  it('refuses a port that is not one, in one line and a pointer to --help', () => {
    const { code, stderr } = run(['--port', '1e3']);
    expect(code).toBe(2);
    expect(stderr).toContain('--port must be a port number 0-65535 (got "1e3")');
  });

  it('says what it needs in --help', () => {
    const { code, stdout } = run(['--help']);
    expect(code).toBe(0);
    expect(stdout).toContain('Needs Java 17+ and Maven');
  });
});
