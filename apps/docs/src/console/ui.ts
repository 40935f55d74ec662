// The "Try it" console in the page (bundled by the build with the contract runtime's browser entry, inlined:
// nothing fetched). Picks an operation/method, pre-fills the request from its examples, sends it to the
// chosen server (found in console-targets.json when `npm start` serves the page), shows status, headers,
// timing and the body (bounded: answer.ts), checks the answer against the contract, streams eth_subscribe
// notifications, and shows the request as code. The API key lives in its input field only (never stored).

import { exceedsJsonDepth } from '@sidechain-api/contract/browser';
import { ANSWER_LIMITS, type ReadBody, readBody, sizeText, textBody } from './answer.js';
import { createChecker, type Verdict } from './check.js';
import { requestCode } from './code.js';
import { diagnoseNetworkError, type FailureKind, failureMessage, isTimeout } from './failure.js';
import { parseHeaderLines, withPreferExample } from './headers.js';
import type { ConsoleModel, ConsoleOperation } from './model.js';
import { PRETTY_MAX_DEPTH, prettyJsonHtml } from './pretty.js';
import { callOverSocket, type SocketCall, SocketError } from './socket.js';
import { loadTargets, type ResolvedTargets, resolveTargets, type Target } from './targets.js';

/** How long a call may take, headers and body (a subscription's notifications are not bounded). */
export const CALL_TIMEOUT_MS = 30_000;
/** Notifications kept on screen (the oldest go first). */
export const MAX_NOTIFICATIONS = 200;

const escHtml = (t: string) =>
  String(t).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function element<T extends HTMLElement>(id: string): T {
  const el = document.getElementById(id);
  if (!el) throw new Error(`the console has no #${id}`);
  return el as T;
}

interface Shown {
  status: number;
  statusText: string;
  ms: number;
  headers: [string, string][];
  body: ReadBody;
  verdict: Verdict | undefined;
}

function init(): void {
  const dataEl = document.getElementById('try-data');
  if (!dataEl) return;
  const model = JSON.parse(dataEl.textContent ?? '{}') as ConsoleModel;
  const node = model.kind === 'node';
  const checker = createChecker(model);
  const panel = element<HTMLElement>('try-console');
  const opSel = element<HTMLSelectElement>('try-op');
  const serverSel = element<HTMLSelectElement>('try-server');
  const urlIn = element<HTMLInputElement>('try-url');
  const targetNote = element<HTMLElement>('try-target-note');
  const exampleSel = element<HTMLSelectElement>('try-example');
  const body = element<HTMLTextAreaElement>('try-body');
  const headersIn = element<HTMLTextAreaElement>('try-headers');
  const headerProblems = element<HTMLElement>('try-header-problems');
  const keyIn = node ? element<HTMLInputElement>('try-key') : undefined;
  const preferSel = node ? element<HTMLSelectElement>('try-prefer') : undefined;
  const sendButton = element<HTMLButtonElement>('try-send');
  const stopButton = element<HTMLButtonElement>('try-stop');
  const byId = new Map(model.ops.map((o) => [o.id, o]));

  // Operations by group.
  const groups = new Map<string, ConsoleOperation[]>();
  for (const op of model.ops) groups.set(op.group, [...(groups.get(op.group) ?? []), op]);
  opSel.innerHTML = [...groups]
    .map(
      ([g, ops]) =>
        `<optgroup label="${escHtml(g)}">${ops.map((o) => `<option value="${escHtml(o.id)}">${escHtml(o.label)}</option>`).join('')}</optgroup>`,
    )
    .join('');

  // Servers: the targets (npm start's, else the default ports), the document's servers, a custom URL.
  let targets: ResolvedTargets = resolveTargets(undefined);
  let targetsLoaded: Promise<void> | undefined;
  let choices: Target[] = [];
  const current = () => byId.get(opSel.value) ?? model.ops[0]!;
  const wantsWs = () => !node && current().wsOnly === true;

  function fillServers(): void {
    const own = node ? targets.node : targets.rpc;
    const docServers = model.servers
      .filter((s) => !own.some((t) => t.url === s.url))
      .map((s, i) => ({ key: `doc-${i}`, label: s.label, url: s.url }));
    choices = [...own, ...docServers];
    serverSel.innerHTML = `${choices
      .map((t, i) => `<option value="${i}">${escHtml(t.label)} — ${escHtml(t.url)}</option>`)
      .join('')}<option value="custom">another URL</option>`;
    targetNote.innerHTML =
      targets.source === 'served'
        ? 'Servers from <code>console-targets.json</code>: the ones <code>npm start</code> started.'
        : 'No <code>console-targets.json</code> beside this page (a file or a static host): the default ports.';
  }
  fillServers();

  /** The target the URL field holds, for the failure messages: node, sandbox, rpc, ws, or another. */
  function targetKey(url: string): string {
    return choices.find((t) => t.url === url)?.key ?? 'custom';
  }
  function syncServer(): void {
    const i = choices.findIndex((t) => t.url === urlIn.value.trim());
    serverSel.value = i >= 0 ? String(i) : 'custom';
  }
  let urlEdited = false;
  function defaultUrl(): string {
    const key = node ? 'node' : wantsWs() ? 'ws' : 'rpc';
    return (node ? targets.node : targets.rpc).find((t) => t.key === key)!.url;
  }
  serverSel.addEventListener('change', () => {
    if (serverSel.value === 'custom') {
      urlIn.focus();
      return;
    }
    const t = choices[Number(serverSel.value)];
    if (t) urlIn.value = t.url;
    urlEdited = true;
    refreshCode();
  });
  urlIn.addEventListener('input', () => {
    urlEdited = true;
    syncServer();
    refreshCode();
  });

  function ensureTargets(): Promise<void> {
    targetsLoaded ??= loadTargets(location.href).then((t) => {
      targets = t;
      fillServers();
      if (!urlEdited) urlIn.value = defaultUrl();
      syncServer();
      refreshCode();
    });
    return targetsLoaded;
  }

  let selected: string | undefined;
  function selectOp(id: string): void {
    const op = byId.get(id);
    if (!op) return;
    // the answer on screen belongs to the operation it was asked of: another one clears it
    if (selected !== undefined && selected !== id) clearAnswer();
    selected = id;
    opSel.value = id;
    exampleSel.innerHTML = op.examples
      .map((e, i) => `<option value="${i}">${escHtml(e.name)}${e.summary ? ` — ${escHtml(e.summary)}` : ''}</option>`)
      .join('');
    body.value = op.examples[0]?.body ?? '';
    if (node) {
      element('try-auth').hidden = !op.protected;
      preferSel!.innerHTML = `<option value="">the first example (no Prefer header)</option>${(op.answers ?? [])
        .map((a) => `<option value="${escHtml(a)}">${escHtml(a)}</option>`)
        .join('')}`;
      headersIn.value = withPreferExample(headersIn.value, '');
    }
    element('try-ws-note').hidden = !op.wsOnly;
    if (!urlEdited) urlIn.value = defaultUrl();
    else if (op.wsOnly && /^https?:/.test(urlIn.value)) urlIn.value = urlIn.value.replace(/^http/, 'ws');
    else if (!node && !op.wsOnly && /^wss?:/.test(urlIn.value)) urlIn.value = urlIn.value.replace(/^ws/, 'http');
    syncServer();
    refreshCode();
  }
  opSel.addEventListener('change', () => selectOp(opSel.value));
  exampleSel.addEventListener('change', () => {
    body.value = current().examples[Number(exampleSel.value)]?.body ?? '';
    refreshCode();
  });
  preferSel?.addEventListener('change', () => {
    headersIn.value = withPreferExample(headersIn.value, preferSel.value);
    refreshCode();
  });
  for (const el of [body, headersIn, keyIn]) el?.addEventListener('input', () => refreshCode());

  // The code of the request, with the key masked (the Copy button copies it whole).
  let codeTexts: ReturnType<typeof requestCode> = [];
  function refreshCode(): void {
    const { headers, problems } = parseHeaderLines(headersIn.value);
    headerProblems.hidden = problems.length === 0;
    headerProblems.textContent = problems.join('; ');
    const op = current();
    codeTexts = requestCode({
      kind: model.kind,
      ...(op.path === undefined ? {} : { path: op.path }),
      url: urlIn.value.trim(),
      body: body.value,
      headers,
      apiKey: node && op.protected ? (keyIn?.value ?? '') : '',
    });
    element('try-code-list').innerHTML = codeTexts
      .map(
        (c, i) =>
          `<div class="try-code-head"><span>${escHtml(c.label)}</span><button type="button" data-copy="${i}">Copy</button></div><pre>${escHtml(c.shown)}</pre>`,
      )
      .join('');
  }
  element('try-code-list').addEventListener('click', (e) => {
    const button = (e.target as Element).closest<HTMLButtonElement>('[data-copy]');
    const text = button ? codeTexts[Number(button.dataset.copy)]?.copy : undefined;
    if (!button || text === undefined) return;
    navigator.clipboard.writeText(text).then(
      () => {
        button.textContent = 'Copied';
      },
      () => {
        button.textContent = 'Copy refused by the browser';
      },
    );
  });

  function open(id: string | undefined): void {
    if (id) selectOp(id);
    panel.hidden = false;
    document.body.classList.add('try-open');
    for (const b of document.querySelectorAll('.try-toggle')) b.setAttribute('aria-expanded', 'true');
    opSel.focus();
    void ensureTargets();
  }
  function close(): void {
    panel.hidden = true;
    document.body.classList.remove('try-open');
    for (const b of document.querySelectorAll('.try-toggle')) b.setAttribute('aria-expanded', 'false');
  }
  document.addEventListener('click', (e) => {
    const t = (e.target as Element | null)?.closest?.<HTMLElement>('[data-try], .try-toggle, .try-close');
    if (!t) return;
    if (t.classList.contains('try-close')) close();
    else if (t.hasAttribute('data-try')) open(t.getAttribute('data-try') ?? undefined);
    else if (panel.hidden) open(fromHash());
    else close();
  });
  panel.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') close();
  });

  /** The operation the page shows: `#eth_getLogs`, `#tag/x/operation/Id` or Redoc's `#/x/id`. */
  function fromHash(): string | undefined {
    const h = decodeURIComponent(location.hash.slice(1));
    if (byId.has(h)) return h;
    const classic = /operation\/([^/]+)$/.exec(h);
    if (classic?.[1] && byId.has(classic[1])) return classic[1];
    const lower = h.split('/').pop()?.toLowerCase();
    return model.ops.find((o) => o.id.toLowerCase() === lower)?.id;
  }
  window.addEventListener('hashchange', () => {
    const id = fromHash();
    if (id && panel.hidden) selectOp(id);
  });
  selectOp(fromHash() ?? model.ops[0]!.id);

  // The answer.
  let downloadUrl: string | undefined;
  /**
   * Set when the operation changed under a call: what that call (or its subscription) answers later is not
   * shown. The next send clears it.
   */
  let dropAnswers = false;
  /** Stops what runs and empties the answer area (status, verdict, headers, body, notifications). */
  function clearAnswer(): void {
    dropAnswers = true;
    active?.stop();
    element('try-answer').hidden = true;
    element('try-status').textContent = '';
    const verdict = element('try-verdict');
    verdict.className = 'try-verdict';
    verdict.textContent = '';
    element('try-headers-pre').textContent = '';
    element('try-response').textContent = '';
    element('try-size-notice').hidden = true;
    if (downloadUrl) URL.revokeObjectURL(downloadUrl);
    downloadUrl = undefined;
    resetStream();
  }
  function showFailure(
    kind: FailureKind,
    url: string,
    ms: number,
    extra: { status?: number; detail?: string } = {},
  ): void {
    if (dropAnswers) return;
    element('try-answer').hidden = false;
    element('try-status').textContent = `No whole answer after ${ms} ms`;
    const verdict = element('try-verdict');
    verdict.className = 'try-verdict bad';
    verdict.innerHTML = failureMessage({
      kind,
      url,
      origin: location.origin,
      target: targetKey(urlIn.value.trim()),
      timeoutMs: CALL_TIMEOUT_MS,
      ...extra,
    });
    element('try-size-notice').hidden = true;
    element('try-headers-pre').textContent = '';
    element('try-response').textContent = '';
  }

  function verdictHtml(verdict: Verdict | undefined, notes: string[]): { cls: string; html: string } {
    const noteHtml = notes.length
      ? `<ul class="notes">${notes.map((n) => `<li>${escHtml(n)}</li>`).join('')}</ul>`
      : '';
    if (!verdict) return { cls: 'try-verdict', html: noteHtml };
    if (verdict.problems.length === 0) {
      return { cls: 'try-verdict ok', html: `✓ The answer matches the contract.${noteHtml}` };
    }
    const n = verdict.problems.length;
    return {
      cls: 'try-verdict bad',
      html: `<strong>✗ ${n} contract violation${n > 1 ? 's' : ''}</strong><ul>${verdict.problems
        .map((p) => `<li><code>${escHtml(p.path || '(answer)')}</code> ${escHtml(p.message)}</li>`)
        .join('')}</ul>${noteHtml}`,
    };
  }

  /** A body on screen: pretty and marked when small, else its start as sent, a notice and the download. */
  function showBody(target: HTMLElement, shownBody: ReadBody, verdict: Verdict | undefined, notice: HTMLElement): void {
    if (downloadUrl) URL.revokeObjectURL(downloadUrl);
    downloadUrl = undefined;
    const { prettyBytes } = ANSWER_LIMITS;
    if (shownBody.complete && shownBody.bytes <= prettyBytes) {
      notice.hidden = true;
      const marks = new Map((verdict?.problems ?? []).map((p) => [p.path, p.message]));
      try {
        if (exceedsJsonDepth(shownBody.text, PRETTY_MAX_DEPTH)) throw new SyntaxError('too deep to indent');
        target.innerHTML = prettyJsonHtml(shownBody.text, marks);
      } catch {
        target.textContent = shownBody.text;
      }
      return;
    }
    target.textContent = shownBody.text.slice(0, prettyBytes);
    downloadUrl = URL.createObjectURL(shownBody.blob);
    notice.hidden = false;
    notice.innerHTML = `Showing the first ${sizeText(Math.min(prettyBytes, shownBody.bytes))} of ${sizeText(shownBody.bytes)}${
      shownBody.cut ? ` (reading stopped at ${sizeText(ANSWER_LIMITS.maxBytes)})` : ''
    }, as sent. <a href="${downloadUrl}" download="answer.json" id="try-download">Download the whole answer</a> (${sizeText(shownBody.blob.size)}).`;
  }

  function show(s: Shown): void {
    if (dropAnswers) return;
    element('try-answer').hidden = false;
    element('try-status').innerHTML =
      `<strong>${s.status}</strong> ${escHtml(s.statusText)} · ${s.ms} ms · ${sizeText(s.body.bytes)}`;
    element('try-headers-pre').textContent = s.headers.map(([k, v]) => `${k}: ${v}`).join('\n');
    const notes = [...(s.verdict?.notes ?? [])];
    if (!s.body.complete) {
      notes.push(
        `Not checked against the contract: the answer is ${sizeText(s.body.bytes)}, above the ${sizeText(ANSWER_LIMITS.checkBytes)} the console checks.`,
      );
    }
    const v = verdictHtml(s.body.complete ? s.verdict : undefined, notes);
    const verdict = element('try-verdict');
    verdict.className = v.cls;
    verdict.innerHTML = v.html;
    showBody(element('try-response'), s.body, s.verdict, element('try-size-notice'));
  }

  // Subscriptions: the notifications as they come, newest first, each checked.
  const stream = element('try-stream');
  const notesList = element<HTMLOListElement>('try-notes');
  let received = 0;
  function resetStream(): void {
    received = 0;
    notesList.replaceChildren();
    stream.hidden = true;
    element('try-stream-count').textContent = '';
  }
  function addNotification(text: string, kind: string, subscriptionId: string): void {
    if (dropAnswers) return;
    received++;
    stream.hidden = false;
    element('try-stream-count').textContent =
      `${received} received${received > MAX_NOTIFICATIONS ? `, the last ${MAX_NOTIFICATIONS} shown` : ''}`;
    const item = document.createElement('li');
    const note = textBody(text, 'application/json');
    const verdict = note.complete ? checker.notification(kind, subscriptionId, text) : undefined;
    const problems = verdict?.problems ?? [];
    item.innerHTML = `<span class="when">${new Date().toLocaleTimeString()}</span> ${
      problems.length
        ? `<span class="bad">✗ ${escHtml(problems.map((p) => `${p.path} ${p.message}`).join('; '))}</span>`
        : verdict
          ? '✓'
          : ''
    }<pre></pre>`;
    const pre = item.querySelector('pre')!;
    if (note.complete && note.bytes <= ANSWER_LIMITS.prettyBytes) {
      try {
        pre.innerHTML = prettyJsonHtml(text, new Map(problems.map((p) => [p.path, p.message])));
      } catch {
        pre.textContent = text;
      }
    } else pre.textContent = `${note.text.slice(0, ANSWER_LIMITS.prettyBytes)}… (${sizeText(note.bytes)})`;
    notesList.prepend(item);
    while (notesList.children.length > MAX_NOTIFICATIONS) notesList.lastElementChild?.remove();
  }

  let active: { stop(): void } | undefined;
  stopButton.addEventListener('click', () => active?.stop());
  function finish(): void {
    active = undefined;
    sendButton.disabled = false;
    stopButton.hidden = true;
  }

  async function sendHttp(op: ConsoleOperation, url: string, text: string, headers: [string, string][]): Promise<void> {
    const controller = new AbortController();
    active = { stop: () => controller.abort() };
    const requestHeaders = new Headers({ 'Content-Type': 'application/json' });
    for (const [name, value] of headers) requestHeaders.set(name, value);
    if (node && op.protected && keyIn?.value)
      requestHeaders.set('Authorization', `Basic ${btoa(`user:${keyIn.value}`)}`);
    const target = node ? `${url.replace(/\/+$/, '')}${op.path ?? ''}` : url;
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    let res: Response;
    try {
      res = await fetch(target, {
        method: 'POST',
        headers: requestHeaders,
        ...(text === '' ? {} : { body: text }),
        signal: AbortSignal.any([controller.signal, AbortSignal.timeout(CALL_TIMEOUT_MS)]),
      });
    } catch (err) {
      if (controller.signal.aborted) return showFailure('body-broken', target, elapsed(), { detail: 'stopped' });
      if (isTimeout(err)) return showFailure('timeout', target, elapsed());
      return showFailure(await diagnoseNetworkError(target), target, elapsed(), { detail: (err as Error).message });
    }
    let read: ReadBody;
    try {
      read = await readBody(res.body, res.headers.get('content-type') ?? 'application/octet-stream');
    } catch (err) {
      const extra = { status: res.status, detail: controller.signal.aborted ? 'stopped' : (err as Error).message };
      return showFailure(isTimeout(err) ? 'body-timeout' : 'body-broken', target, elapsed(), extra);
    }
    const ms = elapsed();
    const headerList = [...res.headers] as [string, string][];
    let verdict: Verdict | undefined;
    if (read.complete) {
      if (node) {
        verdict = checker.node(op.id, text, {
          status: res.status,
          headers: Object.fromEntries(headerList),
          body: read.text,
          crossOrigin: res.type === 'cors',
        });
      } else {
        let id: unknown;
        try {
          id = (JSON.parse(text) as { id?: unknown }).id;
        } catch {
          id = undefined;
        }
        verdict = checker.rpc(op.id, id, res.status, read.text);
      }
    }
    show({ status: res.status, statusText: res.statusText, ms, headers: headerList, body: read, verdict });
  }

  /** Resolves true when the socket stays open for a subscription's notifications. */
  async function sendWs(op: ConsoleOperation, url: string, text: string): Promise<boolean> {
    let request: { id?: unknown; params?: unknown[] } = {};
    try {
      request = JSON.parse(text) as typeof request;
    } catch {
      request = {};
    }
    const kind = String(request.params?.[0] ?? '');
    const started = performance.now();
    let call: SocketCall | undefined;
    try {
      call = callOverSocket(
        url,
        text,
        {
          onNotification: (note, id) => {
            if (active === call) addNotification(note, kind, id);
          },
          onClosed: (reason) => {
            if (active !== call) return; // an earlier call, ended by a new one
            element('try-stream-count').textContent = `${received} received; ${reason}`;
            finish();
          },
        },
        CALL_TIMEOUT_MS,
      );
    } catch (err) {
      showFailure('invalid', url, 0, { detail: (err as Error).message });
      return false;
    }
    active = call;
    let answerText: string;
    try {
      answerText = await call.answer;
    } catch (err) {
      const ms = Math.round(performance.now() - started);
      if (isTimeout(err)) {
        showFailure('timeout', url, ms);
        return false;
      }
      if (err instanceof SocketError) {
        if (dropAnswers) return false;
        element('try-answer').hidden = false;
        element('try-status').textContent = `No answer after ${ms} ms`;
        const verdict = element('try-verdict');
        verdict.className = 'try-verdict bad';
        verdict.innerHTML = `${escHtml(err.message)} at <code>${escHtml(url)}</code>. Nothing listens there, or the server refused this page's origin. ${
          targetKey(url) === 'ws'
            ? 'Is the JSON-RPC mock running (<code>npm start</code> or <code>npm run mock:rpc</code>)?'
            : ''
        }`;
        element('try-response').textContent = '';
        return false;
      }
      showFailure('body-broken', url, ms, { detail: 'stopped' });
      return false;
    }
    const read = textBody(answerText, 'application/json');
    const verdict = read.complete ? checker.rpc(op.id, request.id, 200, answerText) : undefined;
    show({
      status: 200,
      statusText: 'WebSocket answer',
      ms: Math.round(performance.now() - started),
      headers: [],
      body: read,
      verdict,
    });
    const subscription = call.subscription();
    if (subscription === undefined || dropAnswers) return false;
    stream.hidden = false;
    element('try-stream-count').textContent = `subscription ${subscription}: waiting for notifications (Stop ends it)`;
    return true;
  }

  element('try-form').addEventListener('submit', (e) => {
    e.preventDefault();
    void (async () => {
      active?.stop();
      dropAnswers = false;
      await ensureTargets();
      const op = current();
      const url = urlIn.value.trim();
      const text = body.value.trim();
      const { headers, problems } = parseHeaderLines(headersIn.value);
      resetStream();
      if (problems.length) return showFailure('invalid', url, 0, { detail: problems.join('; ') });
      if (!/^(https?|wss?):\/\/[^/]/.test(url)) {
        return showFailure('invalid', url, 0, {
          detail: 'the URL needs a scheme and a host, like http://127.0.0.1:9085',
        });
      }
      sendButton.disabled = true;
      stopButton.hidden = false;
      let streaming = false;
      try {
        if (/^wss?:/.test(url)) streaming = await sendWs(op, url, text);
        else await sendHttp(op, url, text, headers);
      } finally {
        // A subscription keeps its socket (and the Stop button) until it ends.
        if (streaming) sendButton.disabled = false;
        else finish();
      }
    })();
  });
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init);
else init();
