// The JSON-RPC reference in the browser: the sidebar search (over the index the build embeds: names, field
// names, description words, OP Stack topics), `/` to search, deep links that open collapsed sections, and
// the code-sample tabs (a language picked once applies to every method).

import type { SearchIndex } from '../pages/search-index.js';
import { showServedUrls } from './served-urls.js';

const KIND_FIELD = 1;

interface Hit {
  /** 0 name, 1 field, 2 text, 3 topic */
  rank: number;
  why: string;
}

/** Methods matching every term of `query`, with why; and the topics that match. Exported for the tests. */
export function search(index: SearchIndex, query: string): { hits: Map<number, Hit>; topics: number[] } {
  const terms = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const hits = new Map<number, Hit>();
  if (terms.length === 0) {
    for (let i = 0; i < index.methods.length; i++) hits.set(i, { rank: 0, why: '' });
    return { hits, topics: [] };
  }
  const lowerWords = index.words.map((w) => w.toLowerCase());
  const perTerm = terms.map((term) => {
    const found = new Map<number, Hit>();
    index.methods.forEach((name, i) => {
      if (name.toLowerCase().includes(term)) found.set(i, { rank: 0, why: '' });
    });
    lowerWords.forEach((word, w) => {
      if (!word.includes(term)) return;
      const list = index.postings[w] ?? [];
      for (let k = 0; k < list.length; k += 2) {
        const method = list[k]!;
        const kind = list[k + 1]!;
        const rank = kind === KIND_FIELD ? 1 : 2;
        const prior = found.get(method);
        if (prior && prior.rank <= rank) continue;
        found.set(method, { rank, why: rank === 1 ? `field ${index.words[w]}` : `“${index.words[w]}” in its text` });
      }
    });
    return found;
  });
  const topics = index.topics.flatMap((t, i) =>
    terms.every((term) => t.title.toLowerCase().includes(term) || t.words.some((w) => lowerWords[w]!.includes(term)))
      ? [i]
      : [],
  );
  index.methods.forEach((_m, i) => {
    if (!perTerm.every((found) => found.has(i))) return;
    const worst = perTerm.map((found) => found.get(i)!).sort((a, b) => b.rank - a.rank)[0]!;
    hits.set(i, worst);
  });
  for (const t of topics) {
    for (const i of index.topics[t]!.methods) {
      if (!hits.has(i)) hits.set(i, { rank: 3, why: `OP Stack: ${index.topics[t]!.title}` });
    }
  }
  return { hits, topics };
}

function init(): void {
  void showServedUrls(); // the samples' URLs: the servers that run
  const indexEl = document.getElementById('search-index');
  const input = document.getElementById('method-search') as HTMLInputElement | null;
  if (!indexEl || !input) return;
  const index = JSON.parse(indexEl.textContent ?? '{}') as SearchIndex;
  const items = [...document.querySelectorAll<HTMLLIElement>('#method-nav li[data-method]')];
  const byName = new Map(items.map((li) => [li.dataset.method ?? '', li]));
  const groups = [...document.querySelectorAll<HTMLElement>('#method-nav .ns')];
  const none = document.getElementById('no-match')!;
  const count = document.getElementById('search-count')!;
  const topicNav = document.getElementById('topic-nav')!;
  const topicList = document.getElementById('topic-list')!;

  function run(): void {
    const { hits, topics } = search(index, input!.value);
    for (const [name, li] of byName) {
      const i = index.methods.indexOf(name);
      const hit = hits.get(i);
      li.classList.toggle('hidden', !hit);
      li.querySelector('.why')?.remove();
      if (hit?.why) {
        const why = document.createElement('span');
        why.className = 'why';
        why.textContent = hit.why;
        li.append(why);
      }
    }
    for (const g of groups) g.classList.toggle('hidden', !g.querySelector('li:not(.hidden)'));
    topicList.replaceChildren(
      ...topics.map((t) => {
        const li = document.createElement('li');
        const a = document.createElement('a');
        a.href = index.topics[t]!.href;
        a.textContent = `OP Stack: ${index.topics[t]!.title}`;
        li.append(a);
        return li;
      }),
    );
    topicNav.classList.toggle('hidden', topics.length === 0);
    none.style.display = hits.size ? 'none' : 'block';
    count.textContent = input!.value.trim() ? `${hits.size} of ${index.methods.length} methods` : '';
  }
  input.addEventListener('input', run);
  input.addEventListener('keydown', (e) => {
    if (e.key !== 'Enter') return;
    const first = document.querySelector<HTMLAnchorElement>('#method-nav li:not(.hidden) a');
    if (first) location.hash = (first.getAttribute('href') ?? '').slice(1);
  });
  document.addEventListener('keydown', (e) => {
    if (
      e.key === '/' &&
      document.activeElement !== input &&
      !(e.target as Element | null)?.closest?.('input, textarea, select')
    ) {
      e.preventDefault();
      input.focus();
    }
  });

  /** A deep link into a collapsed section opens it. */
  function openTarget(): void {
    const id = decodeURIComponent(location.hash.slice(1));
    const el = id ? document.getElementById(id) : null;
    for (let p: HTMLElement | null = el; p; p = p.parentElement) if (p instanceof HTMLDetailsElement) p.open = true;
  }
  window.addEventListener('hashchange', openTarget);
  openTarget();
  run();

  function pick(lang: string): void {
    for (const box of document.querySelectorAll('.samples')) {
      const tabs = [...box.querySelectorAll<HTMLElement>('[role=tab]')];
      if (!tabs.some((t) => t.dataset.lang === lang)) continue;
      for (const t of tabs) {
        const on = t.dataset.lang === lang;
        t.setAttribute('aria-selected', String(on));
        t.tabIndex = on ? 0 : -1;
        const panel = document.getElementById(t.getAttribute('aria-controls') ?? '');
        if (panel) panel.hidden = !on;
      }
    }
  }
  document.addEventListener('click', (e) => {
    const t = (e.target as Element | null)?.closest?.<HTMLElement>('.samples [role=tab]');
    if (t?.dataset.lang) pick(t.dataset.lang);
  });
  document.addEventListener('keydown', (e) => {
    const t = (e.target as Element | null)?.closest?.<HTMLElement>('.samples [role=tab]');
    if (!t || (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft')) return;
    const tabs = [...(t.parentElement?.children ?? [])] as HTMLElement[];
    const next = tabs[(tabs.indexOf(t) + (e.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length]!;
    if (next.dataset.lang) pick(next.dataset.lang);
    next.focus();
  });
}

if (typeof document !== 'undefined') {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init);
  else init();
}
