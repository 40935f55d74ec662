// Build time: the console's markup, stylesheet and script (ui.ts with the contract runtime's browser entry,
// bundled by esbuild), plus its data, ready to inline into a page. Everything is inline: the page fetches
// nothing but what the user sends (and console-targets.json beside it, once the console opens).

import { browserScript } from '../site/bundle.js';
import { esc } from '../site/escape.js';
import { exactJson } from '../site/exact-int.js';
import type { ConsoleModel } from './model.js';

export const CONSOLE_CSS = `
.try-toggle{font:inherit;font-size:.9em;padding:.2em .8em;border:1px solid #0b5cad;border-radius:6px;background:#0b5cad;color:#fff;cursor:pointer}
.try-toggle[aria-expanded=true]{background:#fff;color:#0b5cad}
button.try-here{font:inherit;font-size:.8em;padding:.1em .6em;margin-left:.6em;border:1px solid #0b5cad;border-radius:6px;background:#fff;color:#0b5cad;cursor:pointer;vertical-align:middle;font-family:system-ui,sans-serif}
#try-console{position:fixed;top:0;right:0;bottom:0;width:min(40em,100vw);z-index:3000;background:#fff;color:#1b1f24;border-left:1px solid #d0d7de;
box-shadow:-4px 0 16px rgba(0,0,0,.12);overflow:auto;padding:.75em 1em 2em;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
#try-console[hidden]{display:none}
#try-console .try-head{display:flex;justify-content:space-between;align-items:center}
#try-console h2{font-size:1.15em;margin:.2em 0}#try-console h3{font-size:.95em;margin:.8em 0 .3em}
#try-console label{display:block;font-weight:600;font-size:.85em;margin:.6em 0 .15em}
#try-console select,#try-console input,#try-console textarea{width:100%;font:inherit;font-size:.9em;padding:.35em .5em;border:1px solid #8c959f;border-radius:6px;background:#fff;color:#1b1f24}
#try-console textarea,#try-console pre{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.82em}
#try-console .hint{font-size:.8em;color:#57606a;margin:.15em 0}#try-console .hint.bad{color:#82071e}
#try-console .try-close{font:inherit;font-size:1.3em;line-height:1;border:0;background:none;cursor:pointer;color:#57606a;padding:.2em .4em}
#try-send,#try-stop{margin-top:.8em;font:inherit;font-weight:600;padding:.4em 1.4em;border:0;border-radius:6px;background:#1a7f37;color:#fff;cursor:pointer}
#try-stop{background:#cf222e;margin-left:.5em}#try-send:disabled{opacity:.6}#try-stop[hidden]{display:none}
#try-console pre{background:#f6f8fa;border:1px solid #d0d7de;border-radius:6px;padding:.6em .8em;overflow:auto;max-height:28em;white-space:pre-wrap;overflow-wrap:anywhere}
#try-code .try-code-head{display:flex;justify-content:space-between;align-items:center;font-size:.8em;color:#57606a;margin-top:.4em}
#try-code button{font:inherit;font-size:.95em;padding:.05em .6em;border:1px solid #8c959f;border-radius:6px;background:#fff;color:#1b1f24;cursor:pointer}
.try-verdict{padding:.5em .8em;border-radius:6px;margin:.5em 0;font-size:.9em}.try-verdict ul{margin:.3em 0 0;padding-left:1.2em}
.try-verdict:empty{display:none}
.try-verdict.ok{background:#dafbe1;color:#116329;border:1px solid #1a7f37}.try-verdict.bad{background:#ffebe9;color:#82071e;border:1px solid #cf222e}
.try-verdict .notes{color:#1b1f24;font-size:.95em}
#try-size-notice{background:#fff8c5;border:1px solid #9a6700;border-radius:6px;padding:.4em .7em;font-size:.85em}#try-size-notice[hidden]{display:none}
mark.try-bad{background:#ffcecb;color:inherit;outline:2px solid #cf222e;border-radius:2px}
#try-answer .k{color:#0550ae}#try-answer .s{color:#0a3069}#try-answer .n{color:#953800}
#try-notes{padding-left:1.4em;margin:.3em 0}#try-notes li{margin:.4em 0}#try-notes .when{font-size:.8em;color:#57606a}
#try-notes .bad{color:#82071e;font-size:.85em}#try-notes pre{max-height:12em;margin:.2em 0}
`;

/** The console panel, hidden until a "Try it" button opens it. */
export function consoleHtml(model: ConsoleModel): string {
  const data = exactJson(model).replace(/</g, '\\u003c');
  const node = model.kind === 'node';
  return `<aside id="try-console" aria-labelledby="try-title" hidden>
<div class="try-head"><h2 id="try-title">Try it: ${esc(model.title)}</h2><button type="button" class="try-close" aria-label="Close the console">×</button></div>
<form id="try-form">
<label for="try-op">${node ? 'Operation' : 'Method'}</label><select id="try-op"></select>
<label for="try-server">Server</label><select id="try-server"></select>
<label for="try-url">URL (edit it to call any other server)</label><input id="try-url" type="text" inputmode="url" autocomplete="off" spellcheck="false">
<p class="hint" id="try-target-note">Opening the console finds the servers <code>npm start</code> started.</p>
<p class="hint" id="try-ws-note" hidden>WebSocket only: sent over a WebSocket to a <code>ws://</code> URL.</p>
${
  node
    ? `<div id="try-auth" hidden><label for="try-key">API key (HTTP Basic password)</label><input id="try-key" type="password" autocomplete="off" spellcheck="false">
<p class="hint">Kept in this page's memory only: never stored, sent only with this request. The code below shows it masked; its Copy button copies it whole.</p></div>`
    : ''
}
<label for="try-example">Example</label><select id="try-example"></select>
<label for="try-body">${node ? 'Request body (JSON)' : 'Request (JSON-RPC)'}</label><textarea id="try-body" rows="9" spellcheck="false"></textarea>
${
  node
    ? `<label for="try-prefer">Mock answer (<code>Prefer: example=…</code>)</label><select id="try-prefer"></select>
<p class="hint">Prism's mock answers with the named example; other servers ignore the header.</p>`
    : ''
}
<label for="try-headers">Headers (one <code>Name: value</code> per line)</label><textarea id="try-headers" rows="3" spellcheck="false" placeholder="${node ? 'Prefer: example=…' : 'X-Api-Key: …'}"></textarea>
<p class="hint bad" id="try-header-problems" hidden></p>
<button type="submit" id="try-send">Send</button><button type="button" id="try-stop" hidden>Stop</button>
<details id="try-code"><summary>Code of this request</summary><div id="try-code-list"></div></details>
</form>
<section id="try-answer" aria-live="polite" aria-label="Answer" hidden>
<h3>Answer</h3><p id="try-status"></p><div id="try-verdict" class="try-verdict"></div>
<p id="try-size-notice" hidden></p>
<details><summary>Headers</summary><pre id="try-headers-pre"></pre></details>
<pre id="try-response" tabindex="0" aria-label="Answer body"></pre>
<div id="try-stream" hidden><h3>Notifications <span id="try-stream-count" class="hint"></span></h3><ol id="try-notes" reversed></ol></div>
</section>
</aside>
<script type="application/json" id="try-data">${data}</script>
<script>${browserScript('console')}</script>`;
}
