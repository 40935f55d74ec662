// The class-name routes (wallet/allBoxes, balanceOfType, allPublicKeys) answer an unknown class with the
// message of Class.forName's ClassNotFoundException. These names were sent to a real 0.11.0 node
// (`npm run node:real`) and its details noted here; three of them are also recordings under
// specs/node-api/recordings/wallet/*/illegal-class-name.yaml, which recorded-answers.test.ts replays.
import { describe, expect, it } from 'vitest';
import { classNotFoundMessage } from '../src/handlers/jvm.js';

const SECRET = 'io.horizen.secret.';

describe("Class.forName's message for a class it cannot find", () => {
  it.each([
    ['a', 'io.horizen.secret.a'],
    ['a.', 'io.horizen.secret.a.'],
    ['a.b', 'io.horizen.secret.a.b'],
    ['a/b', 'io.horizen.secret.a/b'],
    ['.a', 'io/horizen/secret//a'],
    ['a..b', 'io/horizen/secret/a//b'],
    ['a;b', 'io/horizen/secret/a;b'],
    ['a[b', 'io/horizen/secret/a[b'],
    ['[Lx;', 'io/horizen/secret/[Lx;'],
    ['a\u0000b', 'io.horizen.secret.a\u0000b'],
    ['\u0000', 'io/horizen/secret/\u0000'],
    ['é', 'io.horizen.secret.é'],
    ['$', 'io.horizen.secret.$'],
    ['a b', 'io.horizen.secret.a b'],
  ])('%j: %j', (name, detail) => {
    expect(classNotFoundMessage(`${SECRET}${name}`)).toBe(detail);
  });

  it('refuses a name past 65535 bytes of modified UTF-8 in the internal form', () => {
    const name = 'a'.repeat(70_000);
    expect(classNotFoundMessage(`${SECRET}${name}`)).toBe(
      `Class name exceeds maximum length of 65535: io/horizen/secret/${name}`,
    );
    // a NUL is two bytes: 18 bytes of prefix, 32,758 NULs and "a" are 65,535 bytes, the limit
    expect(classNotFoundMessage(`${SECRET}${'\u0000'.repeat(32_758)}a`)).toMatch(/^io\.horizen/);
    expect(classNotFoundMessage(`${SECRET}${'\u0000'.repeat(32_758)}ab`)).toMatch(/^Class name exceeds/);
  });
});
