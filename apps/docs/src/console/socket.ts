// A JSON-RPC call over a WebSocket, for methods that work on no other transport. The answer to the call
// resolves `answer`; when the call was an eth_subscribe that answered a subscription id, the socket stays open
// and every `eth_subscription` notification of that id goes to `onNotification` until `stop()` (which
// unsubscribes, then closes) or the server closes.

export interface SocketCall {
  /** The answer to the request: its text. Rejects on a timeout or when the socket fails first. */
  answer: Promise<string>;
  /** Ends the call: unsubscribes a subscription, then closes the socket. */
  stop(): void;
  /** The subscription id once an eth_subscribe answered one (the socket then stays open). */
  subscription(): string | undefined;
}

export interface SocketHandlers {
  onNotification(text: string, subscriptionId: string): void;
  /** The socket closed after the answer (by `stop()` or the server). */
  onClosed(reason: string): void;
}

/** The error of a socket that never opened or failed: named so the console can explain it. */
export class SocketError extends Error {
  override readonly name = 'SocketError';
}

export function callOverSocket(
  url: string,
  requestText: string,
  handlers: SocketHandlers,
  timeoutMs: number,
  WebSocketImpl: typeof WebSocket = WebSocket,
): SocketCall {
  let request: { id?: unknown; method?: unknown } = {};
  try {
    request = JSON.parse(requestText) as typeof request;
  } catch {
    // sent as typed; the server answers the parse error
  }
  const ws = new WebSocketImpl(url);
  let subscription: string | undefined;
  let answered = false;
  let stopped = false;
  let settle: { resolve(text: string): void; reject(err: Error): void } | undefined;
  const answer = new Promise<string>((resolve, reject) => {
    settle = { resolve, reject };
  });
  const timer = setTimeout(() => {
    if (answered) return;
    const err = new Error(`no answer within ${Math.round(timeoutMs / 1000)} s`);
    err.name = 'TimeoutError';
    settle?.reject(err);
    ws.close();
  }, timeoutMs);
  ws.onopen = () => ws.send(requestText);
  ws.onerror = () => {
    if (answered) return;
    clearTimeout(timer);
    settle?.reject(new SocketError('the WebSocket could not be opened or failed'));
  };
  ws.onclose = (e) => {
    clearTimeout(timer);
    if (!answered) settle?.reject(new SocketError(`the server closed the WebSocket (code ${e.code})`));
    else handlers.onClosed(stopped ? 'stopped' : `the server closed the WebSocket (code ${e.code})`);
  };
  ws.onmessage = (m: MessageEvent<unknown>) => {
    const text = typeof m.data === 'string' ? m.data : String(m.data);
    if (!answered) {
      let message: { id?: unknown; method?: unknown; result?: unknown } | undefined;
      try {
        message = JSON.parse(text) as typeof message;
      } catch {
        message = undefined;
      }
      if (message?.method === 'eth_subscription') return; // another subscription's notification
      answered = true;
      clearTimeout(timer);
      if (request.method === 'eth_subscribe' && typeof message?.result === 'string') subscription = message.result;
      settle?.resolve(text);
      if (subscription === undefined) ws.close();
      return;
    }
    if (subscription === undefined) return;
    // A notification names its subscription before anything large: read the start only.
    const head = text.slice(0, 300);
    if (head.includes('"eth_subscription"') && head.includes(subscription)) handlers.onNotification(text, subscription);
  };
  return {
    answer,
    stop() {
      if (stopped) return;
      stopped = true;
      clearTimeout(timer);
      if (subscription !== undefined && ws.readyState === ws.OPEN) {
        ws.send(
          JSON.stringify({
            jsonrpc: '2.0',
            id: 'console-unsubscribe',
            method: 'eth_unsubscribe',
            params: [subscription],
          }),
        );
      }
      if (!answered) settle?.reject(Object.assign(new Error('stopped'), { name: 'AbortError' }));
      ws.close();
    },
    subscription: () => (stopped ? undefined : subscription),
  };
}
