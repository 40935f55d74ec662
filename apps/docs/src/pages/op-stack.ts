// The OP Stack page: content/op-stack.md. Its sections are also topics of the JSON-RPC reference's search
// (a search for "GasPriceOracle" finds the section and the methods it links to).

import { mdPage, page, slug } from '../site/html.js';
import { contentFile } from './landing.js';

export const OP_STACK_FILE = 'op-stack.html';

export function renderOpStack({ versioned = false }: { versioned?: boolean } = {}): string {
  return page({ file: OP_STACK_FILE, title: 'OP Stack', body: mdPage(contentFile('op-stack.md')), versioned });
}

/** A `##` section of the page, for the search: its anchor, title, words and the methods it links. */
export interface Topic {
  href: string;
  title: string;
  text: string;
  methods: string[];
}

/** The `##` sections of content/op-stack.md. */
export function opStackTopics(markdown = contentFile('op-stack.md')): Topic[] {
  const sections = markdown.split(/^## /m).slice(1);
  return sections.map((section) => {
    const [title = '', ...rest] = section.split('\n');
    const text = rest.join('\n');
    const methods = [...new Set([...text.matchAll(/evm-rpc\.html#([A-Za-z0-9_]+)/g)].map((m) => m[1]!))].filter(
      (m) => !m.startsWith('schema-'),
    );
    // The id mdPage gives the heading.
    return { href: `${OP_STACK_FILE}#${slug(title)}`, title: title.trim(), text, methods };
  });
}
