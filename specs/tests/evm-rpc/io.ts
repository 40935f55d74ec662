/**
 * Reader for the execution-apis `.io` fixtures (the format of tools/cmd/speccheck roundtrips.go):
 * `//` comment lines, blank lines, then `>> {request}` / `<< {response}` line pairs. A file may
 * hold several pairs. A batch (`>> [...]`) is split into one exchange per call, matched by id.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { get, type JsonObject, obj } from './load.js';

export interface Exchange {
  /** folder name = method the file is filed under */
  folder: string;
  file: string;
  /** position of the exchange in the file (0-based, batches counted per call) */
  index: number;
  /** `folder/file#index`, the name used in test titles and in fixture-exceptions.yaml */
  id: string;
  request: JsonObject;
  response: JsonObject;
}

export function parseIo(text: string, folder: string, file: string): Exchange[] {
  const out: Exchange[] = [];
  let pending: unknown;
  const lines = text.split(/\r?\n/);
  const push = (request: unknown, response: unknown, where: string) => {
    const index = out.length;
    const id = `${folder}/${file}#${index}`;
    out.push({
      folder,
      file,
      index,
      id,
      request: obj(request, `${where} request`),
      response: obj(response, `${where} response`),
    });
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
      const response: unknown = JSON.parse(line.slice(2));
      if (Array.isArray(pending)) {
        if (!Array.isArray(response)) throw new Error(`${where}: batch request answered by a non-array`);
        for (const call of pending) {
          const id = get(call, 'id');
          if (id === undefined) continue; // a notification gets no answer
          const answer = response.find((r) => get(r, 'id') === id);
          if (!answer) throw new Error(`${where}: no answer for id ${JSON.stringify(id)} in the batch`);
          push(call, answer, where);
        }
      } else {
        push(pending, response, where);
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
