// What every page carries besides its content: the links to the downloadable documents and, in a
// versioned build, the version switcher. The switcher reads ../versions.js (a script, so it works from
// file:// too); each deploy rewrites that one file, so older versions list the newer ones as well.

import { esc } from './escape.js';

/** The bundled documents every page links to (copied to specs/ by the build, byte for byte). */
export const DOWNLOADS: readonly (readonly [href: string, label: string, what: string])[] = [
  ['specs/openapi.json', 'openapi.json', 'node HTTP API, OpenAPI 3.1, JSON'],
  ['specs/openapi.yaml', 'openapi.yaml', 'node HTTP API, OpenAPI 3.1, YAML'],
  ['specs/openrpc.json', 'openrpc.json', 'EVM JSON-RPC, OpenRPC 1.3.2'],
];

/** The header's links to the documents; `linkBase`: prefix of the links (the 404 page needs absolute ones). */
export function downloadLinks({ linkBase = '' }: { linkBase?: string } = {}): string {
  return `<span class="downloads">Specs: ${DOWNLOADS.map(
    ([href, label, what]) => `<a href="${esc(linkBase + href)}" download title="${esc(what)}">${esc(label)}</a>`,
  ).join(' · ')}</span>`;
}

export const SITE_CSS = `
.downloads{font-size:.85em;color:#57606a;white-space:nowrap}.downloads a{margin:0 .1em}
.ver{font-size:.85em;color:#57606a;display:inline-flex;gap:.3em;align-items:center}.ver[hidden]{display:none}
.ver select{font:inherit;padding:.1em .3em;border:1px solid #8c959f;border-radius:6px;background:#fff;color:#1b1f24}
`;

/** The switcher markup and its script; empty in an unversioned build. */
export function versionSwitcher(versioned: boolean): string {
  if (!versioned) return '';
  return `<label class="ver" hidden>Version <select id="version-switch"></select></label>
<script src="../versions.js"></script>
<script>${VERSION_SCRIPT}</script>`;
}

// Lists the versions of ../versions.js; picking one opens the same page (and anchor) there.
const VERSION_SCRIPT = `(function(){var d=window.DOCS_VERSIONS,s=document.getElementById('version-switch');if(!d||!s)return;
var parts=location.pathname.split('/');var file=parts.pop()||'index.html';var here=decodeURIComponent(parts.pop()||'');
var opts=[['latest','latest ('+d.latest+')']].concat(d.versions.map(function(v){return [v,v];}));
s.innerHTML=opts.map(function(o){return '<option value="'+o[0]+'"'+(o[0]===here?' selected':'')+'>'+o[1]+'</option>';}).join('');
s.parentNode.hidden=false;s.addEventListener('change',function(){location.href='../'+s.value+'/'+file+location.hash;});})();`;
