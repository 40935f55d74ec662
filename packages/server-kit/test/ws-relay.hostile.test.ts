// The WebSocket relay under a flood from its upstream (issue 34: 25,000 subscriptions through the rpc proxy kept
// its event loop on one turn for tens of seconds, so neither the stop deadline's timer nor a new client was
// served): the relay hands its hooks one message per connection per turn of the loop, and none once the
// connection has ended. Counted in turns of the loop, not in milliseconds.

import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import type { WebSocketRelayOptions } from '../src/index.js';
import { cleanUp, open, startRelay, startUpstream } from './ws-relay-harness.js';

afterEach(cleanUp);

const FLOOD = 3000;

/** A relay to an upstream that answers `flood` with FLOOD messages of 200 bytes, numbered, all written at once. */
async function floodingRelay(hooks: Partial<WebSocketRelayOptions>): Promise<string> {
  return (await startRelay((await startUpstream()).url, hooks)).wsUrl;
}
const flood = `flood:${FLOOD}:200`;

describe('the WebSocket relay under an upstream flood', () => {
  it(`hands over ${FLOOD} upstream messages one per turn of the event loop, in order`, async () => {
    const perTurn: number[] = [];
    let thisTurn = 0;
    const seen: number[] = [];
    let all: () => void = () => {};
    const done = new Promise<void>((resolve) => {
      all = resolve;
    });
    const url = await floodingRelay({
      onUpstreamMessage(message, link) {
        seen.push(Number(message.data.subarray(0, 6).toString()));
        // a turn ends when the immediates queued during it run
        if (thisTurn++ === 0)
          setImmediate(() => {
            perTurn.push(thisTurn);
            thisTurn = 0;
          });
        link.toClient(message);
        if (seen.length === FLOOD) all();
      },
    });
    const client = await open(url);
    client.send(flood);
    await done;
    expect(seen).toEqual(Array.from({ length: FLOOD }, (_, i) => i));
    // before: a 64 KB read (over 300 messages) went to the hooks in one turn
    expect(Math.max(...perTurn)).toBe(1);
  });

  it('hands nothing more to the hooks once the connection has ended', async () => {
    let afterClose = 0;
    let firstClosed = false;
    let other = 0;
    let otherDone: () => void = () => {};
    const otherFlood = new Promise<void>((resolve) => {
      otherDone = resolve;
    });
    const url = await floodingRelay({
      onUpstreamMessage(message, link) {
        if (link.closed) afterClose++;
        else if (!firstClosed) {
          firstClosed = true;
          link.close(1000, 'enough');
        } else if (++other === FLOOD) otherDone();
        else link.toClient(message);
      },
    });
    const first = await open(url);
    first.send(flood);
    await once(first, 'close');
    // a second flood takes thousands of turns: what the first connection's socket had read is long done by then
    const second = await open(url);
    second.send(flood);
    await otherFlood;
    // before: the rest of the first connection's 64 KB read went to the hook after its close
    expect(afterClose).toBe(0);
  });
});
