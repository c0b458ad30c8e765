/**
 * The live device stream in the browser, framework-free: asks the server for a one-use ticket by a
 * normal authenticated call, opens an EventSource with it (an EventSource cannot send the
 * Authorization header, and the token stays out of every URL), hands each `reading` event over,
 * and on any drop asks for a new ticket and reconnects, resuming after the last event it had (the
 * server replays what was missed). A `reset` means too much was missed: reload what the page shows.
 * An `end` (signed out, session expired) or a refused ticket stops it for good.
 *
 * @example
 *   const live = openLiveStream({
 *     ticket: (after) => request.load({ url: LIVE_TICKET_URL, data: after === null ? {} : { after }, json: true }).then((d) => d.ticket),
 *     onEvent: (e) => console.log(e.code, e.values.fuel),
 *   });
 *   // … live.close();
 */
import type { LiveDeviceEvent } from '../contract';

export const LIVE_TICKET_URL = '/cloud/devices/rest/live/ticket';
export const LIVE_STREAM_URL = '/cloud/devices/rest/live/stream';

/** connecting → open → (reconnecting → open)* → closed | unauthorized. */
export type LiveState = 'connecting' | 'open' | 'reconnecting' | 'closed' | 'unauthorized';

/** A stream of the platform's event hub (server/http/eventHub.ts) of events of type `E`. */
export type EventStreamOptions<E> = {
  /** A ticket for the stream; `after` is the last event the page has (null: only new ones). Rejects with a 401 when signed out. */
  ticket: (after: number | null) => Promise<string>;
  /** The stream's address (same origin). */
  url: string;
  /** The name of its events (`reading`, `chat`). */
  event: string;
  onEvent: (event: E) => void;
  /** On every (re)connection, and on the server's `hello` (it streams from its newest event: read what committed before now). */
  onOpen?: () => void;
  /** Too many events were missed while away: reload the state the page shows. */
  onReset?: () => void;
  onState?: (state: LiveState) => void;
  /** First wait before reconnecting, doubled on each failure up to 30 s (default 1000 ms). */
  retryMs?: number;
  /** Whether a failed ticket call means "signed out" (stop) rather than "try again". */
  isUnauthorized?: (error: unknown) => boolean;
};

/** The device stream's options: its events are readings, its address {@link LIVE_STREAM_URL} unless given. */
export type LiveStreamOptions = Omit<EventStreamOptions<LiveDeviceEvent>, 'url' | 'event'> & { url?: string };

export type LiveStream = { close(): void; readonly lastEventId: number | null };

/** Opens the live device stream; see the module comment. */
export function openLiveStream(options: LiveStreamOptions): LiveStream {
  return openEventStream<LiveDeviceEvent>({ ...options, url: options.url ?? LIVE_STREAM_URL, event: 'reading' });
}

/** Opens a stream of the platform's event hub (the device readings, the chat); see the module comment. */
export function openEventStream<E>(options: EventStreamOptions<E>): LiveStream {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let last: number | null = null;
  let stopped = false;
  let wait = options.retryMs ?? 1000;
  const state = (s: LiveState) => options.onState?.(s);

  const finish = (s: LiveState) => {
    stopped = true;
    source?.close();
    source = null;
    if (timer) clearTimeout(timer);
    state(s);
  };
  const retry = () => {
    if (stopped) return;
    state('reconnecting');
    timer = setTimeout(connect, wait);
    wait = Math.min(wait * 2, 30_000);
  };
  const remember = (m: MessageEvent) => {
    if (/^\d+$/.test(m.lastEventId)) last = Number(m.lastEventId);
  };

  async function connect() {
    let ticket: string;
    try {
      ticket = await options.ticket(last);
    } catch (error) {
      if (options.isUnauthorized?.(error)) finish('unauthorized');
      else retry();
      return;
    }
    if (stopped) return;
    const es = new EventSource(`${options.url}?ticket=${encodeURIComponent(ticket)}`);
    source = es;
    es.onopen = () => {
      wait = options.retryMs ?? 1000;
      state('open');
      options.onOpen?.();
    };
    es.addEventListener('hello', (m) => {
      remember(m);
      options.onOpen?.();
    });
    es.addEventListener(options.event, (m) => {
      remember(m);
      options.onEvent(JSON.parse(m.data as string) as E);
    });
    es.addEventListener('reset', (m) => {
      remember(m);
      options.onReset?.();
    });
    es.addEventListener('end', () => finish('unauthorized'));
    // The ticket is used up, so EventSource's own reconnect would be refused: reconnect ourselves.
    es.onerror = () => {
      es.close();
      if (source === es) source = null;
      retry();
    };
  }

  state('connecting');
  void connect();
  return {
    close: () => finish('closed'),
    get lastEventId() {
      return last;
    },
  };
}
