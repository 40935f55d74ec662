// A connection that pipelines requests and never reads (issue 34 #5: 20,000 GETs took the docs server to
// 1,012 MB, each queued answer holding its file, and it kept growing after the client left). Pipelined
// requests are served only as fast as their answers drain, the waiting ones within the byte budget; past it
// the connection is closed, and a new client is served. Small budget here; apps/stack/bench/hostile-probes.ts runs the
// full size against the built site.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ByteBudget } from '@sidechain-api/server-kit';
import { pipelineUnread } from '@sidechain-api/test-kit';
import { afterAll, expect, test, vi } from 'vitest';
import { startDocsServer } from '../src/server.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'docs-pipelined-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

test('20,000 unread pipelined GETs of a 1 MB page: the connection is closed within the budget, then a new client is served', async () => {
  writeFileSync(path.join(root, 'index.html'), `<!doctype html><title>x</title>${'x'.repeat(1024 * 1024)}`);
  writeFileSync(path.join(root, '404.html'), '<!doctype html><title>404</title>');
  const budget = new ByteBudget(1024 * 1024);
  const docs = await startDocsServer({ port: 0, root, budget });
  try {
    const host = new URL(docs.url).host;
    // identity encoding: each answer streams the file itself
    await pipelineUnread(docs.url, `GET / HTTP/1.1\r\nHost: ${host}\r\n\r\n`, 20_000);
    await vi.waitFor(() => expect(budget.used).toBe(0), { timeout: 60_000 });
    const res = await fetch(docs.url, { headers: { 'accept-encoding': 'identity' } });
    expect([res.status, (await res.text()).length]).toEqual([200, 31 + 1024 * 1024]);
  } finally {
    await docs.stop();
  }
});
