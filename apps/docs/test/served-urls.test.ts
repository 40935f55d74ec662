// The build-time side of the served URLs (served-urls.e2e.test.ts checks the pages in a browser): which
// local URLs are marked and as which server, what is left alone, and the Redoc call the node page rewrites.

import { describe, expect, it } from 'vitest';
import { resolveTargets, servedUrls } from '../src/console/targets.js';
import { withServedSamples } from '../src/pages/node-api.js';
import { markServedUrls, servedSpans } from '../src/site/served-urls.js';

describe('servedSpans', () => {
  it('marks each default URL as the server it stands for', () => {
    expect(servedSpans('curl http://127.0.0.1:9085/block/best; ws://127.0.0.1:8545 http://127.0.0.1:8545')).toBe(
      'curl <span data-served="node">http://127.0.0.1:9085</span>/block/best; ' +
        '<span data-served="ws">ws://127.0.0.1:8545</span> <span data-served="rpc">http://127.0.0.1:8545</span>',
    );
    expect(servedSpans('docs on http://127.0.0.1:8080')).toBe(
      'docs on <span data-served="docs">http://127.0.0.1:8080</span>',
    );
  });

  it('leaves other ports alone, also those that start with a default one', () => {
    const text = 'http://127.0.0.1:90851 http://127.0.0.1:9545 ws://127.0.0.1:9545 http://127.0.0.1:80800';
    expect(servedSpans(text)).toBe(text);
  });
});

describe('markServedUrls', () => {
  it('marks text only: never inside a tag, a script or a style', () => {
    const html =
      '<a href="http://127.0.0.1:9085">http://127.0.0.1:9085</a>' +
      '<script>fetch("http://127.0.0.1:8545")</script><style>/* http://127.0.0.1:8080 */</style><p>http://127.0.0.1:8545</p>';
    expect(markServedUrls(html)).toBe(
      '<a href="http://127.0.0.1:9085"><span data-served="node">http://127.0.0.1:9085</span></a>' +
        '<script>fetch("http://127.0.0.1:8545")</script><style>/* http://127.0.0.1:8080 */</style>' +
        '<p><span data-served="rpc">http://127.0.0.1:8545</span></p>',
    );
  });
});

describe('servedUrls', () => {
  it('is undefined without served targets: the pages keep the defaults', () => {
    expect(servedUrls(resolveTargets(undefined), 'http://127.0.0.1:8080')).toBeUndefined();
    expect(servedUrls(resolveTargets({ other: 'http://x' }), 'http://127.0.0.1:8080')).toBeUndefined();
  });

  it('names every server npm start started, and the docs site by its origin', () => {
    const t = resolveTargets({ node: 'http://127.0.0.1:1/', rpc: 'http://127.0.0.1:2', sandbox: 'http://127.0.0.1:3' });
    expect(servedUrls(t, 'http://127.0.0.1:4')).toEqual({
      docs: 'http://127.0.0.1:4',
      node: 'http://127.0.0.1:1',
      sandbox: 'http://127.0.0.1:3',
      rpc: 'http://127.0.0.1:2',
      ws: 'ws://127.0.0.1:2',
    });
  });
});

describe('withServedSamples', () => {
  const hydrate = "hydrate(__redoc_definition, __redoc_options, document.getElementById('redoc'));";

  it("hands Redoc its document after the page's __servedSamples, and without it", () => {
    const out = withServedSamples(`<script type="module">a;${hydrate}b;</script>`);
    expect(out).toContain('window.__servedSamples(__redoc_definition)');
    expect(out).toContain(
      "then(() => hydrate(__redoc_definition, __redoc_options, document.getElementById('redoc')));",
    );
    expect(out).toMatch(/^<script type="module">a;.*b;<\/script>$/);
  });

  it("throws when Redoc's page makes the call not once", () => {
    expect(() => withServedSamples('<script>render()</script>')).toThrow(/found none/);
    expect(() => withServedSamples(`${hydrate}${hydrate}`)).toThrow(/found several/);
  });
});
