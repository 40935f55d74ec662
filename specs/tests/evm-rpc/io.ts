/**
 * Reader for the execution-apis `.io` fixtures (the format of tools/cmd/speccheck roundtrips.go):
 * `//` comment lines, blank lines, then `>> {request}` / `<< {response}` line pairs. A file may
 * hold several pairs. A batch (`>> [...]`) is split into one exchange per call, matched by id.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Json } from './load.js';

export interface Exchange {
  /** folder name = method the file is filed under */
  folder: string;
  file: string;
  /** position of the exchange in the file (0-based, batches counted per call) */
  index: number;
  /** `folder/file#index`, the name used in test titles and in fixture-exceptions.yaml */
  id: string;
  request: Json;
  response: Json;
}

export function parseIo(text: string, folder: string, file: string): Exchange[] {
  const out: Exchange[] = [];
  let pending: Json | undefined;
  const lines = text.split(/\r?\n/);
  const push = (request: Json, response: Json) => {
    const index = out.length;
    out.push({ folder, file, index, id: `${folder}/${file}#${index}`, request, response });
  };
  lines.forEach((raw, n) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('//')) return;
    const where = `${folder}/${file}:${n + 1}`;
    if (line.startsWith('>>')) {
      if (pending !== undefined) throw new Error(`${where}: request without a response before it`);
      pending = JSON.parse(line.slice(2));
    } else if (line.startsWith('<<')) {
      if (pending === undefined) throw new Error(`${where}: response without a request`);
      const response = JSON.parse(line.slice(2));
      if (Array.isArray(pending)) {
        if (!Array.isArray(response)) throw new Error(`${where}: batch request answered by a non-array`);
        for (const call of pending) {
          if (call.id === undefined) continue; // a notification gets no answer
          const answer = response.find((r: Json) => r?.id === call.id);
          if (!answer) throw new Error(`${where}: no answer for id ${JSON.stringify(call.id)} in the batch`);
          push(call, answer);
        }
      } else {
        push(pending, response);
      }
      pending = undefined;
    } else {
      throw new Error(`${where}: unexpected line ${JSON.stringify(line.slice(0, 40))}`);
    }
  });
  if (pending !== undefined) throw new Error(`${folder}/${file}: last request has no response`);
  return out;
}

/** Every exchange under `dir/<method>/*.io`, sorted by folder, file and index. */
export function readFixtures(dir: string): { folders: string[]; exchanges: Exchange[] } {
  const folders = readdirSync(dir)
    .filter((d) => statSync(path.join(dir, d)).isDirectory())
    .sort();
  const exchanges: Exchange[] = [];
  for (const folder of folders) {
    const files = readdirSync(path.join(dir, folder))
      .filter((f) => f.endsWith('.io'))
      .sort();
    for (const file of files) {
      exchanges.push(...parseIo(readFileSync(path.join(dir, folder, file), 'utf8'), folder, file));
    }
  }
  return { folders, exchanges };
}
