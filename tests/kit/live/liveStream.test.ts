// The kit's live stream client (kit/live/liveStream.ts) against a stand-in for the browser's
// EventSource: it opens with a fresh ticket, hands events over, and after a drop asks for a new
// ticket carrying the last event id it had (the server then replays what was missed); `end` and a
// refused ticket stop it without reconnecting.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openLiveStream, type LiveState } from '../../../kit/live/liveStream';

class FakeSource {
  static all: FakeSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private listeners = new Map<string, (m: MessageEvent) => void>();
  constructor(readonly url: string) {
    FakeSource.all.push(this);
  }
  addEventListener(name: string, fn: (m: MessageEvent) => void) {
    this.listeners.set(name, fn);
  }
  close() {
    this.closed = true;
  }
  emit(name: string, id: string, data: unknown) {
    this.listeners.get(name)?.({ lastEventId: id, data: JSON.stringify(data) } as MessageEvent);
  }
}

const event = (seq: number) => ({ seq, deviceId: 'd1', code: 'V-1', t: seq, values: { fuel: seq }, alarms: [] });
const flush = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  FakeSource.all = [];
  vi.useRealTimers();
});

describe('openLiveStream', () => {
  it('reconnects after a drop with a new ticket that carries the last event id', async () => {
    vi.stubGlobal('EventSource', FakeSource);
    const asked: (number | null)[] = [];
    const got: number[] = [];
    const states: LiveState[] = [];
    const stream = openLiveStream({ ticket: async (after) => (asked.push(after), `ticket-${asked.length}`), onEvent: (e) => got.push(e.seq), onState: (s) => states.push(s), retryMs: 5 });
    await flush();
    expect(FakeSource.all[0]!.url).toBe('/cloud/devices/rest/live/stream?ticket=ticket-1');
    FakeSource.all[0]!.onopen?.();
    FakeSource.all[0]!.emit('reading', '7', event(7));
    FakeSource.all[0]!.emit('reading', '8', event(8));
    FakeSource.all[0]!.onerror?.();
    expect(FakeSource.all[0]!.closed).toBe(true);
    await vi.waitFor(() => expect(FakeSource.all).toHaveLength(2));
    expect(asked).toEqual([null, 8]);
    expect(FakeSource.all[1]!.url).toContain('ticket=ticket-2');
    FakeSource.all[1]!.emit('reading', '9', event(9));
    expect(got).toEqual([7, 8, 9]);
    expect(stream.lastEventId).toBe(9);
    expect(states).toEqual(['connecting', 'open', 'reconnecting']);
    stream.close();
    expect(FakeSource.all[1]!.closed).toBe(true);
    vi.unstubAllGlobals();
  });

  it('stops for good on `end` and when the ticket call says the user is signed out', async () => {
    vi.stubGlobal('EventSource', FakeSource);
    const states: LiveState[] = [];
    openLiveStream({ ticket: async () => 'ticket-a', onEvent: () => undefined, onState: (s) => states.push(s), retryMs: 5 });
    await flush();
    FakeSource.all[0]!.emit('end', '', { reason: 'unauthorized' });
    await new Promise((r) => setTimeout(r, 30));
    expect(FakeSource.all).toHaveLength(1);
    expect(states.at(-1)).toBe('unauthorized');

    const refused: LiveState[] = [];
    openLiveStream({ ticket: async () => Promise.reject(new Error('401')), isUnauthorized: () => true, onEvent: () => undefined, onState: (s) => refused.push(s) });
    await flush();
    expect(refused).toEqual(['connecting', 'unauthorized']);
    expect(FakeSource.all).toHaveLength(1);
    vi.unstubAllGlobals();
  });
});
