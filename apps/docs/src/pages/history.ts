// The API history page: specs/node-api/changelog.yaml rendered with the same renderHistoryMarkdown as
// the bundled document's "API history" section, then Markdown → HTML. Operation paths link to the
// node reference.

import { type Changelog, renderHistoryMarkdown } from '@sidechain-api/api-history';
import type { OpenApiDocument } from '@sidechain-api/contract';
import { esc, md, page, slug } from '../site/html.js';

/** `/block/findById` → node-api.html deep link, from the document's paths. */
function operationLinks(openapi: OpenApiDocument): Map<string, string> {
  const links = new Map<string, string>();
  for (const [path, item] of Object.entries(openapi.paths ?? {})) {
    const op = item.post as { operationId?: string; tags?: string[] } | undefined;
    if (op?.operationId && op.tags?.[0]) links.set(path, `node-api.html#tag/${op.tags[0]}/operation/${op.operationId}`);
  }
  return links;
}

export function renderHistory({
  changelog,
  openapi,
  versioned = false,
}: {
  changelog: Changelog;
  openapi: OpenApiDocument;
  versioned?: boolean;
}): string {
  const markdown = renderHistoryMarkdown(changelog).replace(/^## API history\n/, '');
  const links = operationLinks(openapi);
  // Headings get ids; `<code>/group/op</code>` of a known operation becomes a link.
  let html = md(markdown)
    .replace(/<h3>(SDK [^<]+)<\/h3>/g, (_m, title: string) => `<h2 id="${esc(slug(title))}">${title}</h2>`)
    .replace(/<code>(\/[A-Za-z0-9_]+\/[A-Za-z0-9_]+)<\/code>/g, (m, path: string) =>
      links.has(path) ? `<a href="${esc(links.get(path))}">${m}</a>` : m,
    );
  const versions = [...html.matchAll(/<h2 id="([^"]+)">([^<]+)<\/h2>/g)].map((m) => `<a href="#${m[1]}">${m[2]}</a>`);
  html = `<h1>API history</h1><p class="muted">${changelog.changes.length} entries · ${versions.join(' · ')}</p>${html}`;
  return page({ file: 'history.html', title: 'API history', body: html, versioned });
}
