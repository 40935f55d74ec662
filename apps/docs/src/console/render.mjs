// Build time: the console's markup, stylesheet and script (ui.mjs + Ajv bundled by esbuild, minified)
// plus its data, ready to inline into a page. Everything is inline: the page fetches nothing.

import { buildSync } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { exactJson } from '../lib/exact-int.mjs';

let bundle;
/** The console script, bundled once per build. */
export function consoleScript() {
  bundle ??= buildSync({
    entryPoints: [fileURLToPath(new URL('./ui.mjs', import.meta.url))],
    bundle: true,
    format: 'iife',
    minify: true,
    platform: 'browser',
    target: 'es2020',
    write: false,
    legalComments: 'none',
  }).outputFiles[0].text;
  return bundle;
}

export const CONSOLE_CSS = `
.try-toggle{font:inherit;font-size:.9em;padding:.2em .8em;border:1px solid #0b5cad;border-radius:6px;background:#0b5cad;color:#fff;cursor:pointer}
.try-toggle[aria-expanded=true]{background:#fff;color:#0b5cad}
button.try-here{font:inherit;font-size:.8em;padding:.1em .6em;margin-left:.6em;border:1px solid #0b5cad;border-radius:6px;background:#fff;color:#0b5cad;cursor:pointer;vertical-align:middle;font-family:system-ui,sans-serif}
#try-console{position:fixed;top:0;right:0;bottom:0;width:min(38em,100vw);z-index:3000;background:#fff;color:#1b1f24;border-left:1px solid #d0d7de;
box-shadow:-4px 0 16px rgba(0,0,0,.12);overflow:auto;padding:.75em 1em 2em;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
#try-console[hidden]{display:none}
#try-console .try-head{display:flex;justify-content:space-between;align-items:center}
#try-console h2{font-size:1.15em;margin:.2em 0}
#try-console label{display:block;font-weight:600;font-size:.85em;margin:.6em 0 .15em}
#try-console select,#try-console input,#try-console textarea{width:100%;font:inherit;font-size:.9em;padding:.35em .5em;border:1px solid #8c959f;border-radius:6px;background:#fff;color:#1b1f24}
#try-console textarea,#try-console pre{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.82em}
#try-console .hint{font-size:.8em;color:#57606a;margin:.15em 0}
#try-console .try-close{font:inherit;font-size:1.3em;line-height:1;border:0;background:none;cursor:pointer;color:#57606a;padding:.2em .4em}
#try-send{margin-top:.8em;font:inherit;font-weight:600;padding:.4em 1.4em;border:0;border-radius:6px;background:#1a7f37;color:#fff;cursor:pointer}
#try-send:disabled{opacity:.6}
#try-answer pre{background:#f6f8fa;border:1px solid #d0d7de;border-radius:6px;padding:.6em .8em;overflow:auto;max-height:28em;white-space:pre-wrap;overflow-wrap:anywhere}
.try-verdict{padding:.5em .8em;border-radius:6px;margin:.5em 0;font-size:.9em}.try-verdict ul{margin:.3em 0 0;padding-left:1.2em}
.try-verdict.ok{background:#dafbe1;color:#116329;border:1px solid #1a7f37}.try-verdict.bad{background:#ffebe9;color:#82071e;border:1px solid #cf222e}
mark.try-bad{background:#ffcecb;color:inherit;outline:2px solid #cf222e;border-radius:2px}
#try-answer .k{color:#0550ae}#try-answer .s{color:#0a3069}#try-answer .n{color:#953800}
`;

/** The console panel, hidden until a "Try it" button opens it. */
export function consoleHtml(model) {
  const data = exactJson(model).replace(/</g, '\\u003c');
  const what = model.kind === 'node' ? 'Operation' : 'Method';
  return `<aside id="try-console" aria-labelledby="try-title" hidden>
<div class="try-head"><h2 id="try-title">Try it: ${model.title}</h2><button type="button" class="try-close" aria-label="Close the console">×</button></div>
<form id="try-form">
<label for="try-op">${what}</label><select id="try-op"></select>
<label for="try-server">Endpoint (from the document's servers)</label><select id="try-server"></select>
<label for="try-url">URL (edit for any other endpoint)</label><input id="try-url" type="text" inputmode="url" autocomplete="off" spellcheck="false">
<p class="hint">Default: the local mock that <code>npm start</code> serves.</p>
<p class="hint" id="try-ws-note" hidden>WebSocket only: sent over a WebSocket to a <code>ws://</code> URL.</p>
<div id="try-auth" hidden><label for="try-key">API key (HTTP Basic password)</label><input id="try-key" type="password" autocomplete="off">
<p class="hint">Kept in this page's memory only: never stored, sent only with this request.</p></div>
<label for="try-example">Example</label><select id="try-example"></select>
<label for="try-body">${model.kind === 'node' ? 'Request body (JSON)' : 'Request (JSON-RPC)'}</label><textarea id="try-body" rows="10" spellcheck="false"></textarea>
<button type="submit" id="try-send">Send</button>
</form>
<section id="try-answer" aria-live="polite" aria-label="Answer" hidden>
<h3 class="hint">Answer</h3><p id="try-status"></p><div id="try-verdict" class="try-verdict"></div>
<details><summary>Headers</summary><pre id="try-headers-pre"></pre></details>
<pre id="try-response" tabindex="0" aria-label="Answer body"></pre>
</section>
</aside>
<script type="application/json" id="try-data">${data}</script>
<script>${consoleScript()}</script>`;
}
