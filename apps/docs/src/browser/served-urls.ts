// The URLs of the servers that run, in a page's static text: the pages mark each local URL at build time
// (site/served-urls.ts); this puts in the ones console-targets.json names, the file the "Try it" console reads.
// Opened as a file, from a static host, or from a docs server started alone, the defaults stay.

import { DEFAULT_TARGETS, loadTargets, servedUrls } from '../console/targets.js';

/** The served URLs by server (`node`, `rpc`, `ws`, `sandbox`, `docs`), or undefined (as the console, within 3 s). */
export async function findServedUrls(): Promise<Record<string, string> | undefined> {
  return servedUrls(await loadTargets(location.href), location.origin);
}

/** Puts the served URLs into the marked text of the page. */
export async function showServedUrls(): Promise<void> {
  const urls = await findServedUrls();
  if (!urls) return;
  for (const el of document.querySelectorAll<HTMLElement>('[data-served]')) {
    const url = urls[el.dataset.served ?? ''];
    if (url) el.textContent = url;
  }
}

/** Every `x-codeSamples` source of an OpenAPI document, the node mock's default URL replaced by `url`. */
export function withServedNodeUrl(doc: unknown, url: string): void {
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node !== null && typeof node === 'object') {
      const o = node as Record<string, unknown>;
      for (const [key, value] of Object.entries(o)) {
        if (key === 'x-codeSamples' && Array.isArray(value)) {
          for (const sample of value as { source?: unknown }[])
            if (typeof sample.source === 'string') sample.source = sample.source.split(DEFAULT_TARGETS.node).join(url);
        } else visit(value);
      }
    }
  };
  visit(doc);
}
