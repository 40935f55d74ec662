// The release rule of api:diff: which version bump a change needs. The classification itself runs on
// bundled documents in api-diff.contract.test.ts (it bundles with Redocly).
import { describe, expect, test } from 'vitest';
import { type Severity, versionProblem } from './compare.js';

describe('the version rule (breaking needs major; minor while 0.x)', () => {
  test.each<[Severity, string, string, boolean]>([
    ['breaking', '0.1.0', '0.1.1', false],
    ['breaking', '0.1.0', '0.2.0', true],
    ['breaking', '0.1.0', '1.0.0', true],
    ['breaking', '1.2.3', '1.3.0', false],
    ['breaking', '1.2.3', '2.0.0', true],
    ['non-breaking', '1.2.3', '1.2.4', true],
    ['docs', '0.1.0', '0.1.0', true],
    ['none', '0.1.0', '0.1.0', true],
  ])('%s from %s to %s: allowed = %s', (kind, from, to, allowed) => {
    expect(versionProblem(kind, from, to) === undefined).toBe(allowed);
  });
});
