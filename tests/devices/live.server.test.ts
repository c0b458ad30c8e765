// Live device streams over real HTTP on a temporary SQLite file: a one-use ticket from an
// authenticated call opens a server-sent event stream; a reading ingested arrives with its sequence
// number as the event id; another tenant's stream never sees it; a reconnect with Last-Event-ID
// gets exactly the missed events; heartbeats flow and a sign-out ends the stream; and a second
// server instance on the same database streams what the first one ingested (the database is the
// source of the events, not the memory of one process); an event carries at most LIVE_EVENT_ALARMS
// alarms. (A client that stops reading: tests/devices/liveHub.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startServer, type TestServer } from '../support/server';
import { call } from '../server/helpers';
import { LIVE_EVENT_ALARMS, type LiveDeviceEvent } from '../../kit/contract';

const D = '/cloud/devices/rest';
const live = { pollMs: 100, heartbeatMs: 300, keepMinutes: 60, maxBufferedBytes: 256 * 1024 };
let server: TestServer;
let second: TestServer;
let token: string;
let otherToken: string;
let device: { id: string; key: string };

type SseEvent = { id?: string; event: string; data: string };

/** An open stream: its parsed events as they arrive, comments counted, and whether it has ended. */
type Stream = { events: SseEvent[]; comments: number; ended: boolean; close(): void; status: number };

async function ticket(t = token, after?: number): Promise<string> {
  const r = await call(server.url, `${D}/live/ticket`, { token: t, json: after === undefined ? {} : { after } });
  expect(r.body.result).toBe(0);
  return (r.body.data as { ticket: string }).ticket;
}

async function open(url: string, ticketValue: string, lastEventId?: number): Promise<Stream> {
  const abort = new AbortController();
  const response = await fetch(`${url}${D}/live/stream?ticket=${ticketValue}`, {
    headers: lastEventId === undefined ? {} : { 'last-event-id': String(lastEventId) },
    signal: abort.signal,
  });
  const stream: Stream = { events: [], comments: 0, ended: false, close: () => abort.abort(), status: response.status };
  if (response.status !== 200 || !response.body) {
    stream.ended = true;
    return stream;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (block.startsWith(':')) stream.comments++;
          else {
            const e: SseEvent = { event: 'message', data: '' };
            for (const line of block.split('\n')) {
              const [k, ...rest] = line.split(': ');
              const v = rest.join(': ');
              if (k === 'id') e.id = v;
              else if (k === 'event') e.event = v;
              else if (k === 'data') e.data = v;
            }
            if (e.event !== 'message' || e.data) stream.events.push(e);
          }
        }
      }
    } catch {
      // aborted by the test
    }
    stream.ended = true;
  })();
  return stream;
}

const readings = (s: Stream) => s.events.filter((e) => e.event === 'reading').map((e) => ({ id: Number(e.id), ...(JSON.parse(e.data) as LiveDeviceEvent) }));
const ingest = (values: Record<string, number>, t = server.now(), url = server.url) =>
  call(url, `${D}/ingest`, { json: { deviceId: device.id, readings: [{ t, values }] }, headers: { 'x-device-key': device.key } });

beforeAll(async () => {
  server = await startServer({ live });
  // The same database: the same SQLite file, or on PostgreSQL (`npm run test:pg`) the same database.
  second = await startServer({ live, dataDir: server.dataDir, databaseUrl: server.databaseUrl || undefined });
  token = (await signIn(server.url, 'admin', 'Admin@2026')).token;
  otherToken = (await signIn(server.url, 'admin2', 'Admin@2026')).token;
  device = (await call(server.url, `${D}/device/save`, { token, json: { code: 'V-LIVE', name: '浙A·L0001', kind: 'vehicle' } })).body.data as { id: string; key: string };
  await call(server.url, `${D}/rule/save`, { token, json: { deviceId: device.id, metric: 'fuel', min: 10 } });
}, 60_000);
afterAll(async () => {
  await second?.close();
  await server?.close();
});

describe('live device stream', () => {
  it('opens only with a ticket from an authenticated call, and a ticket opens one stream only', async () => {
    expect((await call(server.url, `${D}/live/ticket`, { json: {} })).status).toBe(401);
    const none = await call(server.url, `${D}/live/stream`);
    expect(none.body).toMatchObject({ result: 401, msg: '实时数据连接凭证无效或已使用，请重新连接' });
    expect((await call(server.url, `${D}/live/stream?ticket=${token}`)).body.result).toBe(401);
    const t = await ticket();
    const first = await open(server.url, t);
    expect(first.status).toBe(200);
    expect((await open(server.url, t)).status).toBe(401);
    first.close();
  });

  it("pushes a reading with its sequence number as the event id and alarms, to the device's tenant only", async () => {
    const mine = await open(server.url, await ticket());
    const theirs = await open(server.url, await ticket(otherToken));
    await new Promise((r) => setTimeout(r, 200));
    const t = server.now();
    expect((await ingest({ lng: 120.16, lat: 30.27, speed: 31, fuel: 8 }, t)).body.result).toBe(0);
    await expect.poll(() => readings(mine).length, { timeout: 5000 }).toBe(1);
    const [event] = readings(mine);
    expect(event).toMatchObject({ deviceId: device.id, code: 'V-LIVE', t, values: { lng: 120.16, lat: 30.27, speed: 31, fuel: 8 }, alarms: [{ metric: 'fuel', kind: 'low', value: 8 }] });
    expect(event!.id).toBe(event!.seq);
    await new Promise((r) => setTimeout(r, 500));
    expect(readings(theirs)).toEqual([]);
    mine.close();
    theirs.close();
  });

  it('replays exactly the events missed since Last-Event-ID (or the ticket\'s `after`), then goes on live', async () => {
    const s = await open(server.url, await ticket());
    await ingest({ fuel: 40 }, server.now() - 3000);
    await expect.poll(() => readings(s).length, { timeout: 5000 }).toBe(1);
    const seen = readings(s)[0]!.seq;
    s.close();
    await ingest({ fuel: 39 }, server.now() - 2000);
    await ingest({ fuel: 38 }, server.now() - 1000);
    const resumed = await open(server.url, await ticket(), seen);
    await expect.poll(() => readings(resumed).map((e) => e.values.fuel), { timeout: 5000 }).toEqual([39, 38]);
    await ingest({ fuel: 37 }, server.now());
    await expect.poll(() => readings(resumed).map((e) => e.values.fuel), { timeout: 5000 }).toEqual([39, 38, 37]);
    resumed.close();
    const byTicket = await open(server.url, await ticket(token, seen));
    await expect.poll(() => readings(byTicket).map((e) => e.values.fuel), { timeout: 5000 }).toEqual([39, 38, 37]);
    byTicket.close();
  });

  it('streams on a second server instance what the first one ingested (events come from the database)', async () => {
    const r = await call(second.url, `${D}/live/ticket`, { token, json: {} });
    const s = await open(second.url, (r.body.data as { ticket: string }).ticket);
    await new Promise((r) => setTimeout(r, 200));
    await ingest({ fuel: 36 }, server.now(), server.url);
    await expect.poll(() => readings(s).map((e) => e.values.fuel), { timeout: 5000 }).toEqual([36]);
    s.close();
  });

  it('sends heartbeats, and ends the stream when the session signs out', async () => {
    const own = await signIn(server.url, 'admin', 'Admin@2026');
    const s = await open(server.url, await ticket(own.token));
    await expect.poll(() => s.comments, { timeout: 5000 }).toBeGreaterThanOrEqual(1);
    expect((await call(server.url, '/cas/logout', { token: own.token, json: {} })).body.result).toBe(0);
    await expect.poll(() => s.ended, { timeout: 5000 }).toBe(true);
    expect(s.events.at(-1)).toMatchObject({ event: 'end', data: '{"reason":"unauthorized"}' });
    // A signed-out session gets no new ticket either.
    expect((await call(server.url, `${D}/live/ticket`, { token: own.token, json: {} })).status).toBe(401);
  });

  it('carries at most LIVE_EVENT_ALARMS alarms in an event, the batch\'s latest, and counts the rest', async () => {
    const s = await open(server.url, await ticket());
    await new Promise((r) => setTimeout(r, 200));
    const t = server.now() - 100_000;
    const batch = Array.from({ length: LIVE_EVENT_ALARMS + 10 }, (_, i) => ({ t: t + i * 1000, values: { fuel: 5 } }));
    const r = await call(server.url, `${D}/ingest`, { json: { deviceId: device.id, readings: batch }, headers: { 'x-device-key': device.key } });
    expect((r.body.data as { alarms: unknown[] }).alarms).toHaveLength(LIVE_EVENT_ALARMS + 10);
    await expect.poll(() => readings(s).length, { timeout: 5000 }).toBe(1);
    const [event] = readings(s);
    expect(event!.alarmsOmitted).toBe(10);
    expect(event!.alarms.map((a) => a.t)).toEqual(batch.slice(10).map((b) => b.t));
    s.close();
  });
});
