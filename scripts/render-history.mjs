// Renders specs/node-api/changelog.yaml (the machine-readable API history) as Markdown.
// Used for the "API history" section of the bundled node API document and for the docs site.

const KIND_LABEL = {
  added: 'Added',
  changed: 'Changed',
  removed: 'Removed',
  renamed: 'Renamed',
  documentation: 'Documentation differs from the node',
  defect: 'Known defect of the node',
};

/** Orders "0.11.0" > "0.7.0" > "0.3.0" numerically. */
function compareVersionsDesc(a, b) {
  const pa = String(a).split('.').map(Number);
  const pb = String(b).split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pb[i] ?? 0) - (pa[i] ?? 0);
    if (d) return d;
  }
  return 0;
}

export function renderHistoryMarkdown(changelog) {
  const byVersion = new Map();
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
    for (const c of byVersion.get(version)) {
      const ops = c.operations?.length ? ` (${c.operations.map((o) => `\`${o}\``).join(', ')})` : '';
      lines.push(`* **${KIND_LABEL[c.kind] ?? c.kind}**${ops}: ${c.summary}`);
      if (c.before) lines.push(`  * Before / elsewhere: ${c.before}`);
      if (c.after) lines.push(`  * Now: ${c.after}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
