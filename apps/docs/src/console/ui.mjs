// The "Try it" console in the page (bundled with Ajv by the build, inlined: nothing fetched).
// Picks an operation/method, pre-fills the request from its examples, sends it to the chosen
// endpoint, shows status, headers, timing and the body, and checks the answer against the contract.
// The API key lives in the input field only (never stored).

import { prettyJsonHtml } from './pretty.mjs';
import { createValidator } from './validate.mjs';

const $ = (id) => document.getElementById(id);
const escHtml = (t) => String(t).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function init() {
  const dataEl = $('try-data');
  if (!dataEl) return;
  const model = JSON.parse(dataEl.textContent);
  let validator;
  const panel = $('try-console');
  const opSel = $('try-op');
  const serverSel = $('try-server');
  const urlIn = $('try-url');
  const exampleSel = $('try-example');
  const body = $('try-body');
  const keyIn = $('try-key');
  const byId = new Map(model.ops.map((o) => [o.id, o]));

  // Operations by group.
  const groups = new Map();
  for (const op of model.ops) {
    if (!groups.has(op.group)) groups.set(op.group, []);
    groups.get(op.group).push(op);
  }
  opSel.innerHTML = [...groups]
    .map(([g, ops]) => `<optgroup label="${escHtml(g)}">${ops.map((o) => `<option value="${escHtml(o.id)}">${escHtml(o.label)}</option>`).join('')}</optgroup>`)
    .join('');
  serverSel.innerHTML =
    model.servers.map((s, i) => `<option value="${i}">${escHtml(s.label)} — ${escHtml(s.url)}</option>`).join('') + '<option value="custom">custom URL</option>';
  const defaultIndex = model.servers.findIndex((s) => s.url === model.defaultUrl);
  serverSel.value = String(Math.max(0, defaultIndex));
  urlIn.value = model.defaultUrl;
  serverSel.addEventListener('change', () => {
    if (serverSel.value !== 'custom') urlIn.value = model.servers[Number(serverSel.value)].url;
    else urlIn.focus();
  });
  urlIn.addEventListener('input', () => {
    const i = model.servers.findIndex((s) => s.url === urlIn.value.trim());
    serverSel.value = i >= 0 ? String(i) : 'custom';
  });

  function current() {
    return byId.get(opSel.value);
  }

  function selectOp(id) {
    const op = byId.get(id);
    if (!op) return;
    opSel.value = id;
    exampleSel.innerHTML = op.examples.map((e, i) => `<option value="${i}">${escHtml(e.name)}${e.summary ? ` — ${escHtml(e.summary)}` : ''}</option>`).join('');
    body.value = op.examples[0]?.body ?? '';
    $('try-auth').hidden = !op.protected;
    $('try-ws-note').hidden = !op.wsOnly;
    if (op.wsOnly && /^https?:/.test(urlIn.value)) urlIn.value = urlIn.value.replace(/^http/, 'ws');
    if (!op.wsOnly && model.kind === 'rpc' && /^wss?:/.test(urlIn.value)) urlIn.value = urlIn.value.replace(/^ws/, 'http');
    urlIn.dispatchEvent(new Event('input'));
  }
  opSel.addEventListener('change', () => selectOp(opSel.value));
  exampleSel.addEventListener('change', () => {
    body.value = current().examples[Number(exampleSel.value)]?.body ?? '';
  });

  function open(id) {
    if (id) selectOp(id);
    panel.hidden = false;
    document.body.classList.add('try-open');
    for (const b of document.querySelectorAll('.try-toggle')) b.setAttribute('aria-expanded', 'true');
    opSel.focus();
  }
  function close() {
    panel.hidden = true;
    document.body.classList.remove('try-open');
    for (const b of document.querySelectorAll('.try-toggle')) b.setAttribute('aria-expanded', 'false');
  }
  document.addEventListener('click', (e) => {
    const t = e.target.closest?.('[data-try], .try-toggle, .try-close');
    if (!t) return;
    if (t.classList.contains('try-close')) close();
    else if (t.hasAttribute('data-try')) open(t.getAttribute('data-try'));
    else if (panel.hidden) open(fromHash());
    else close();
  });
  panel.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') close();
  });

  /** The operation the page shows: `#eth_getLogs`, `#tag/x/operation/Id` or Redoc's `#/x/id`. */
  function fromHash() {
    const h = decodeURIComponent(location.hash.slice(1));
    if (byId.has(h)) return h;
    const classic = /operation\/([^/]+)$/.exec(h);
    if (classic && byId.has(classic[1])) return classic[1];
    const lower = h.split('/').pop()?.toLowerCase();
    return model.ops.find((o) => o.id.toLowerCase() === lower)?.id;
  }
  window.addEventListener('hashchange', () => {
    const id = fromHash();
    if (id && panel.hidden) selectOp(id);
  });
  selectOp(fromHash() ?? model.ops[0].id);

  function show({ status, statusText, ms, headers, text, violations, error }) {
    const statusEl = $('try-status');
    const verdict = $('try-verdict');
    const out = $('try-response');
    $('try-answer').hidden = false;
    if (error) {
      statusEl.textContent = `No answer after ${ms} ms: ${error}`;
      verdict.className = 'try-verdict bad';
      verdict.innerHTML =
        'The request did not reach the server or was refused by the browser (CORS). Is the mock running (<code>npm start</code>)?';
      $('try-headers-pre').textContent = '';
      out.textContent = '';
      return;
    }
    statusEl.innerHTML = `<strong>${status}</strong> ${escHtml(statusText)} · ${ms} ms · ${text.length} bytes`;
    $('try-headers-pre').textContent = headers.map(([k, v]) => `${k}: ${v}`).join('\n');
    const marks = new Map(violations.map((v) => [v.path, v.message]));
    try {
      out.innerHTML = prettyJsonHtml(text, marks);
    } catch {
      out.textContent = text;
    }
    if (violations.length === 0) {
      verdict.className = 'try-verdict ok';
      verdict.textContent = '✓ The answer matches the contract.';
    } else {
      verdict.className = 'try-verdict bad';
      verdict.innerHTML = `<strong>✗ ${violations.length} contract violation${violations.length > 1 ? 's' : ''}</strong><ul>${violations
        .map((v) => `<li><code>${escHtml(v.path || '(answer)')}</code> ${escHtml(v.message)}</li>`)
        .join('')}</ul>`;
    }
  }

  async function sendHttp(op, url, text) {
    const headers = { 'Content-Type': 'application/json' };
    if (model.kind === 'node' && op.protected && keyIn.value) headers.Authorization = `Basic ${btoa(`user:${keyIn.value}`)}`;
    const target = model.kind === 'node' ? `${url.replace(/\/+$/, '')}${op.path}` : url;
    const res = await fetch(target, { method: 'POST', headers, body: text === '' ? undefined : text, signal: AbortSignal.timeout(30_000) });
    return { status: res.status, statusText: res.statusText, headers: [...res.headers], contentType: res.headers.get('content-type') ?? '', text: await res.text() };
  }

  function sendWs(url, text, id) {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url);
      const timer = setTimeout(() => (ws.close(), reject(new Error('no answer within 30 s'))), 30_000);
      ws.onopen = () => ws.send(text);
      ws.onerror = () => (clearTimeout(timer), reject(new Error('WebSocket error')));
      ws.onmessage = (m) => {
        let msg;
        try {
          msg = JSON.parse(m.data);
        } catch {
          msg = undefined;
        }
        if (msg && msg.method === 'eth_subscription') return; // notifications after the answer
        clearTimeout(timer);
        ws.close();
        resolve({ status: 200, statusText: 'WebSocket message', headers: [], contentType: 'application/json', text: String(m.data) });
      };
    });
  }

  $('try-form').addEventListener('submit', async (e) => {
    e.preventDefault();
    const op = current();
    const url = urlIn.value.trim();
    const text = body.value.trim();
    let requestId;
    if (model.kind === 'rpc') {
      try {
        requestId = JSON.parse(text).id;
      } catch {
        requestId = undefined;
      }
    }
    const send = $('try-send');
    send.disabled = true;
    const started = performance.now();
    try {
      const answer = /^wss?:/.test(url) ? await sendWs(url, text, requestId) : await sendHttp(op, url, text);
      const ms = Math.round(performance.now() - started);
      validator ??= createValidator(model);
      const violations = validator.check(op, { ...answer, requestId });
      show({ ...answer, ms, violations });
    } catch (err) {
      show({ ms: Math.round(performance.now() - started), error: err instanceof Error ? err.message : String(err) });
    } finally {
      send.disabled = false;
    }
  });
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init);
else init();
