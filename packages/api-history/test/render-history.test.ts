// The history as Markdown: newest SDK version first (numerically), one bullet per change with its label,
// operations, and the before/now lines.
import { describe, expect, it } from 'vitest';
import { renderHistoryMarkdown } from '../src/index.js';

describe('renderHistoryMarkdown', () => {
  it('groups changes by version, newest first, each with its kind, operations and before/now', () => {
    const md = renderHistoryMarkdown({
      changes: [
        { version: '0.3.0', kind: 'changed', summary: 'Old change.' },
        { version: '0.11.0', kind: 'defect', operations: ['/block/best'], summary: 'A defect.', after: 'HTTP 500.' },
        { version: '0.7.0', kind: 'mystery', summary: 'Unlabelled.', before: 'Earlier form.' },
      ],
    });
    expect(md.split('\n').filter((l) => l.startsWith('### '))).toEqual([
      '### SDK 0.11.0',
      '### SDK 0.7.0',
      '### SDK 0.3.0',
    ]);
    expect(md).toContain('* **Known defect of the node** (`/block/best`): A defect.\n  * Now: HTTP 500.');
    expect(md).toContain('* **mystery**: Unlabelled.\n  * Before / elsewhere: Earlier form.');
    expect(md.startsWith('## API history\n')).toBe(true);
    expect(md.endsWith('\n')).toBe(true);
  });
});
