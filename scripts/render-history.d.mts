// Types of render-history.mjs (the docs pages import it too; it moves beside them, see issue 19).

/** One entry of specs/node-api/changelog.yaml. */
export interface ChangelogEntry {
  version: string;
  kind: string;
  summary: string;
  operations?: string[];
  before?: string;
  after?: string;
}

/** specs/node-api/changelog.yaml. */
export interface Changelog {
  changes: ChangelogEntry[];
}

/** Renders the changelog as the Markdown "API history" section. */
export function renderHistoryMarkdown(changelog: Changelog): string;
