import { describe, expect, it } from 'vitest';
import { javaCommand, javaMajorVersion } from '../src/toolchain.js';

describe('java -version', () => {
  it.each([
    ['openjdk version "17.0.15" 2025-04-15', 17],
    ['openjdk version "25" 2025-09-16', 25],
    ['java version "1.8.0_392"', 8],
    ['openjdk version "11.0.2" 2019-01-15 LTS', 11],
  ])('%s is Java %i', (text, major) => {
    expect(javaMajorVersion(text)).toBe(major);
  });

  it('is no version when it does not say one', () => {
    expect(javaMajorVersion('bash: java: command not found')).toBeUndefined();
  });
});

describe('the toolchain', () => {
  it('takes java from JAVA_HOME when it is set', () => {
    expect(javaCommand({ JAVA_HOME: '/opt/jdk' })).toBe('/opt/jdk/bin/java');
    expect(javaCommand({})).toBe('java');
  });
});
