// The node reference (Redoc) in the browser: a Try button for the operation being read, fixed in the corner
// of the window so it stays in view while the operation scrolls by (Redoc's own header scrolls away), and
// accessible names for Redoc's example pickers. Nothing is inserted into Redoc's React tree: the button lives
// in <body> beside it, so hydration and Redoc's re-renders never see it.

import { findServedUrls, withServedNodeUrl } from './served-urls.js';

/** `/wallet/walletallboxes` (Redoc's section id) → `walletAllBoxes`. */
type SectionIds = Record<string, string>;

/** The operation whose section is at the reading line (40 % down the window), if any. */
function currentOperation(ids: SectionIds): string | undefined {
  const line = window.innerHeight * 0.4;
  let current: string | undefined;
  for (const el of document.querySelectorAll<HTMLElement>('[data-section-id]')) {
    const id = ids[el.dataset.sectionId ?? ''];
    if (!id) continue;
    const box = el.getBoundingClientRect();
    if (box.top <= line && box.bottom > line) return id;
    if (box.top <= line) current = id;
  }
  return current;
}

function tryButton(ids: SectionIds): void {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'try-float';
  button.hidden = true;
  document.body.append(button);
  const panel = document.getElementById('try-console');
  let scheduled = false;
  const update = () => {
    scheduled = false;
    const id = currentOperation(ids);
    button.hidden = !id || (panel !== null && !panel.hidden);
    if (id && button.dataset.try !== id) {
      button.dataset.try = id;
      button.textContent = `Try ${id}`;
      button.setAttribute('aria-label', `Try ${id} in the console`);
    }
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(update);
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  window.addEventListener('hashchange', schedule);
  // Redoc renders sections as they come near; the console opens and closes.
  new MutationObserver(schedule).observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['hidden'],
  });
  schedule();
}

// Redoc names its example pickers "Example" while they show the example's title: screen-reader users would
// hear a name other than the one they see (axe: label-content-name-mismatch). Name them by both.
function accessibleNames(): void {
  const fix = () => {
    for (const b of document.querySelectorAll<HTMLButtonElement>('button[aria-label="Example"]')) {
      const t = (b.textContent ?? '').trim();
      if (t) b.setAttribute('aria-label', `Example: ${t}`);
    }
  };
  new MutationObserver(fix).observe(document.body, { subtree: true, childList: true, characterData: true });
  fix();
}

// Redoc renders the code samples from the embedded document: the page hands it over (hydrate) once the
// served node URL, if any, is in its samples (site/served-urls.ts; the built page calls this first).
declare global {
  interface Window {
    __servedSamples?: (definition: unknown) => Promise<void>;
  }
}
window.__servedSamples = async (definition) => {
  const url = (await findServedUrls())?.node;
  if (url) withServedNodeUrl(definition, url);
};

function init(): void {
  const data = document.getElementById('node-sections');
  if (data) tryButton(JSON.parse(data.textContent ?? '{}') as SectionIds);
  accessibleNames();
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init);
else init();
