import { readFileSync } from 'node:fs';
import { DEFAULT_NODE_SPEC } from '../src/prism.mjs';

/** The document the mocks in these tests serve (env NODE_MOCK_SPEC overrides, as in startNodeMock). */
export const SPEC_PATH = process.env.NODE_MOCK_SPEC || DEFAULT_NODE_SPEC;

type Json = Record<string, any>;

let cached: Json | undefined;
/** The bundled OpenAPI document, parsed once. */
export function loadSpec(): Json {
  cached ??= JSON.parse(readFileSync(SPEC_PATH, 'utf8')) as Json;
  return cached;
}

/** `Authorization` value for HTTP Basic, as `curl -u user:anykey` sends it. */
export const BASIC = `Basic ${Buffer.from('user:anykey').toString('base64')}`;

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: Json | undefined;
}

/** POST to the mock; `body` undefined sends no body. */
export async function post(
  baseUrl: string,
  path: string,
  { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const res = await fetch(baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let json: Json | undefined;
  try {
    json = JSON.parse(text) as Json;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}
