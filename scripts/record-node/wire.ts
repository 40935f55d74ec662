// One HTTP/1.1 exchange over a plain socket, byte for byte: the request goes out exactly as written (no
// header added, none reordered), and the answer comes back as the server sent it (status line, headers in
// their order and case, the body's bytes). A recording must hold what went over the wire, which fetch and
// node:http do not give (they add headers and fold the answer's).

import net from 'node:net';

export type HeaderLines = [name: string, value: string][];

export interface WireRequest {
  method: string;
  /** The request target: a path, with a query when there is one. */
  target: string;
  /** Every header sent, in order. */
  headers: HeaderLines;
  body: string;
}

export interface WireAnswer {
  status: number;
  reason: string;
  headers: HeaderLines;
  body: string;
}

/** The request's bytes: request line, headers, an empty line, the body. */
export function requestBytes(request: WireRequest): Buffer {
  const head = [`${request.method} ${request.target} HTTP/1.1`, ...request.headers.map(([n, v]) => `${n}: ${v}`)];
  return Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`, 'latin1'), Buffer.from(request.body, 'utf8')]);
}

/** The first header of that name (case-insensitive). */
export function headerValue(headers: HeaderLines, name: string): string | undefined {
  const lower = name.toLowerCase();
  return headers.find(([n]) => n.toLowerCase() === lower)?.[1];
}

/** Decodes a chunked body (RFC 9112 §7.1); trailers are dropped. */
function unchunk(bytes: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = bytes.indexOf('\r\n', at, 'latin1');
    if (lineEnd < 0) throw new Error('chunked body cut short');
    const size = Number.parseInt(bytes.subarray(at, lineEnd).toString('latin1').split(';')[0] ?? '', 16);
    if (!Number.isInteger(size)) throw new Error('chunked body: a chunk size is not hexadecimal');
    if (size === 0) return Buffer.concat(parts);
    parts.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

/**
 * Parses an answer once it is complete: its head, and a body of Content-Length bytes (none after HEAD, chunked
 * ones to the last chunk); undefined while bytes are missing. `closed`: the server closed the connection, so
 * an answer without a length ends here.
 */
export function parseAnswer(bytes: Buffer, head: boolean, closed = true): WireAnswer | undefined {
  const end = bytes.indexOf('\r\n\r\n', 0, 'latin1');
  if (end < 0) {
    if (closed) throw new Error(`no complete answer head in ${bytes.length} bytes`);
    return undefined;
  }
  const [statusLine = '', ...lines] = bytes.subarray(0, end).toString('latin1').split('\r\n');
  const match = /^HTTP\/1\.[01] (\d{3})(?: (.*))?$/.exec(statusLine);
  if (!match) throw new Error(`not an HTTP/1.1 status line: ${statusLine}`);
  const headers: HeaderLines = lines.map((line) => {
    const colon = line.indexOf(':');
    return [line.slice(0, colon), line.slice(colon + 1).trim()];
  });
  const rest = bytes.subarray(end + 4);
  let body: Buffer;
  const length = headerValue(headers, 'content-length');
  if (head) body = Buffer.alloc(0);
  else if (headerValue(headers, 'transfer-encoding')?.toLowerCase() === 'chunked') {
    if (!closed && rest.indexOf('0\r\n\r\n', 0, 'latin1') < 0) return undefined;
    body = unchunk(rest);
  } else if (length !== undefined) {
    if (rest.length < Number(length)) {
      if (closed) throw new Error(`answer cut short: ${rest.length} of ${length} body bytes`);
      return undefined;
    }
    body = rest.subarray(0, Number(length));
  } else if (closed) body = rest;
  else return undefined;
  return { status: Number(match[1]), reason: match[2] ?? '', headers, body: body.toString('utf8') };
}

/** Sends `request` to 127.0.0.1:`port` on a fresh connection and reads one answer. */
export function exchange(port: number, request: WireRequest, timeoutMs = 60_000): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const head = request.method === 'HEAD';
    let settled = false;
    const settle = (answer: WireAnswer | undefined, error?: unknown) => {
      if (settled || (answer === undefined && error === undefined)) return;
      settled = true;
      socket.destroy();
      if (answer) resolve(answer);
      else reject(error);
    };
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.setTimeout(timeoutMs, () => settle(undefined, new Error(`no complete answer within ${timeoutMs} ms`)));
    socket.on('connect', () => socket.write(requestBytes(request)));
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      try {
        settle(parseAnswer(Buffer.concat(chunks), head, false));
      } catch (err) {
        settle(undefined, err);
      }
    });
    socket.on('error', (err) => settle(undefined, err));
    socket.on('close', () => {
      try {
        settle(parseAnswer(Buffer.concat(chunks), head, true));
      } catch (err) {
        settle(undefined, err);
      }
    });
  });
}
