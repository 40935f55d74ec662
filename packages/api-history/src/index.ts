// The node API's history (specs/node-api/changelog.yaml) as Markdown. One renderer for both places that
// show it: the "API history" section of the bundled document (scripts/bundle-specs) and the docs site's
// history page (apps/docs).

/** One entry of specs/node-api/changelog.yaml. */
export interface ChangelogEntry {
  id?: string;
  /** The SDK tag that made the change (`0.11.0`). */
  version: string;
  kind: string;
  /** Operation paths concerned (`/block/findById`). */
  operations?: readonly string[];
  summary: string;
  before?: string;
  after?: string;
  source?: string;
}

export interface Changelog {
  changes: readonly ChangelogEntry[];
}

const KIND_LABEL: Readonly<Record<string, string>> = {
  added: 'Added',
  changed: 'Changed',
  removed: 'Removed',
  renamed: 'Renamed',
  documentation: 'Documentation differs from the node',
  defect: 'Known defect of the node',
};

/** Orders "0.11.0" > "0.7.0" > "0.3.0" numerically. */
function compareVersionsDesc(a: string, b: string): number {
  const pa = String(a).split('.').map(Number);
  const pb = String(b).split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pb[i] ?? 0) - (pa[i] ?? 0);
    if (d) return d;
  }
  return 0;
}

/** The history as a Markdown section (`## API history`, one `### SDK x.y.z` per version, newest first). */
export function renderHistoryMarkdown(changelog: Changelog): string {
  const byVersion = new Map<string, ChangelogEntry[]>();
  for (const change of changelog.changes) {
    const list = byVersion.get(change.version) ?? [];
    list.push(change);
    byVersion.set(change.version, list);
  }
  const lines = [
    '## API history',
    '',
    'Earlier SDK interfaces (by the SDK tag that changed them), known defects of the 0.11.0 node, and',
    "places where Horizen's published documentation describes the interface differently from the",
    '0.11.0 node. This document follows the node. Machine-readable: `specs/node-api/changelog.yaml`.',
  ];
  for (const version of [...byVersion.keys()].sort(compareVersionsDesc)) {
    lines.push('', `### SDK ${version}`, '');
    for (const c of byVersion.get(version) ?? []) {
      const ops = c.operations?.length ? ` (${c.operations.map((o) => `\`${o}\``).join(', ')})` : '';
      lines.push(`* **${KIND_LABEL[c.kind] ?? c.kind}**${ops}: ${c.summary}`);
      if (c.before) lines.push(`  * Before / elsewhere: ${c.before}`);
      if (c.after) lines.push(`  * Now: ${c.after}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
