/**
 * `npm run bench:chat`: the group chat through two server instances on one PostgreSQL database (a
 * throwaway cluster, tests/support/pg.ts), over real HTTP, both instances in this process.
 *
 * 1. Posting: MESSAGES messages posted CONCURRENCY at a time, alternating the two instances and two
 *    users, into one channel: messages per second (first request to last answer); every number 1…N
 *    once (the per-channel counter under concurrent posts from two instances).
 * 2. Delivery: a stream opened on instance B, LATENCY_RUNS messages posted one by one on instance A:
 *    time from the post's request to the event read from B's stream (p50, p99). B's hub polls the
 *    database every min(LIVE_POLL_MS, 250 ms), so the poll interval bounds it.
 * 3. Resume: 1,000 messages posted while no stream is open; a stream opened with the Last-Event-ID of
 *    before them: time until all 1,000 are read, in order; and the same through `message/list` with
 *    `after` (two pages of 500), the page's per-channel resume.
 */
import { freshDatabase, startCluster } from '../tests/support/pg';
import { signIn, startServer } from '../tests/support/server';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const LATENCY_RUNS = Number(process.env.BENCH_LATENCY_RUNS ?? 100);
const MISSED = 1000;

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!;

type Api = (path: string, body?: Record<string, unknown>) => Promise<unknown>;
const api = (url: string, token: string): Api => async (path, body = {}) => {
  const answer = (await (await fetch(`${url}/cloud/chat/${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as { result: number; msg: string; data: unknown };
  if (answer.result !== 0) throw new Error(`${path}: ${answer.msg}`);
  return answer.data;
};

/** Reads `chat` events of a stream; `onEvent` gets each with the time it was read. */
async function stream(url: string, call: Api, lastEventId: number | null, onEvent: (e: { id: number; text: string; at: number }) => void): Promise<{ close(): void; opened: Promise<number> }> {
  const { ticket } = (await call('live/ticket')) as { ticket: string };
  const controller = new AbortController();
  let ready!: (id: number) => void;
  const opened = new Promise<number>((r) => (ready = r));
  void (async () => {
    const r = await fetch(`${url}/cloud/chat/live/stream?ticket=${ticket}`, { headers: lastEventId === null ? {} : { 'last-event-id': String(lastEventId) }, signal: controller.signal });
    const reader = r.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let at: number;
        while ((at = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          if (/^event: hello$/m.test(block)) ready(Number(/^id: (\d+)$/m.exec(block)![1]));
          if (/^retry:/m.test(block) && lastEventId !== null) ready(lastEventId);
          if (!/^event: chat$/m.test(block)) continue;
          const data = JSON.parse(/^data: (.*)$/m.exec(block)![1]!) as { type: string; message?: { text: string } };
          if (data.type === 'message') onEvent({ id: Number(/^id: (\d+)$/m.exec(block)![1]), text: data.message!.text, at: performance.now() });
        }
      }
    } catch {
      // aborted
    }
  })();
  return { close: () => controller.abort(), opened };
}

const cluster = await startCluster();
try {
  const database = await freshDatabase(cluster.url);
  const a = await startServer({ databaseUrl: database, modules: ['chat'], demoDevices: false });
  const b = await startServer({ databaseUrl: database, modules: ['chat'], demoDevices: false });
  try {
    const [admin, ops] = await Promise.all([signIn(a.url, 'admin', 'Admin@2026'), signIn(b.url, 'ops', 'Ops@2026')]);
    const adminA = api(a.url, admin.token);
    const adminB = api(b.url, admin.token);
    const opsB = api(b.url, ops.token);
    const { id: channelId } = (await adminA('channel/save', { kind: 'team', title: '压测频道', memberIds: ['1001', '1002'] })) as { id: string };

    // 1. Posting through both instances.
    let next = 0;
    const seqs: number[] = [];
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < MESSAGES) {
          const i = next++;
          const m = (await (i % 2 ? opsB : adminA)('message/post', { channelId, text: `压测消息 ${i}` })) as { seq: number };
          seqs.push(m.seq);
        }
      }),
    );
    const postSeconds = (performance.now() - t0) / 1000;
    const gapless = [...seqs].sort((x, y) => x - y).every((s, i) => s === i + 1);
    console.log(`posting: ${MESSAGES} messages, ${CONCURRENCY} at a time over 2 instances: ${(MESSAGES / postSeconds).toFixed(0)} messages/s; numbers 1…${MESSAGES} each once: ${gapless}`);

    // 2. Post on A → read from B's stream.
    const sent = new Map<string, number>();
    const latencies: number[] = [];
    const live = await stream(b.url, adminB, null, (e) => {
      const t = sent.get(e.text);
      if (t !== undefined) latencies.push(e.at - t);
    });
    await live.opened;
    await new Promise((r) => setTimeout(r, 300));
    for (let i = 0; i < LATENCY_RUNS; i++) {
      const text = `延迟 ${i}`;
      sent.set(text, performance.now());
      await adminA('message/post', { channelId, text });
      await new Promise((r) => setTimeout(r, 20 + Math.random() * 80));
    }
    const waitUntil = performance.now() + 10_000;
    while (latencies.length < LATENCY_RUNS && performance.now() < waitUntil) await new Promise((r) => setTimeout(r, 50));
    live.close();
    console.log(`delivery A → B: ${latencies.length}/${LATENCY_RUNS} delivered; p50 ${pct(latencies, 50).toFixed(0)} ms, p99 ${pct(latencies, 99).toFixed(0)} ms (poll ≤ 250 ms)`);

    // 3. Resume after 1,000 missed messages: the newest event number as a client has it, then away.
    const probe = await stream(b.url, adminB, null, () => undefined);
    const eventMark = await probe.opened;
    probe.close();
    const { lastSeq: before } = (await adminB('message/list', { channelId, limit: 1 })) as { lastSeq: number };
    for (let i = 0; i < MISSED; i += 50) await Promise.all(Array.from({ length: 50 }, (_, k) => adminA('message/post', { channelId, text: `错过 ${i + k}` })));
    const got: number[] = [];
    const r0 = performance.now();
    let done!: () => void;
    const all = new Promise<void>((r) => (done = r));
    const resumed = await stream(b.url, adminB, eventMark, (e) => {
      if (e.text.startsWith('错过')) got.push(e.id);
      if (got.length === MISSED) done();
    });
    await Promise.race([all, new Promise((r) => setTimeout(r, 30_000))]);
    const streamMs = performance.now() - r0;
    resumed.close();
    const ordered = got.every((id, i) => i === 0 || id > got[i - 1]!);
    const l0 = performance.now();
    let after = before;
    let fetched = 0;
    for (;;) {
      const page = (await adminB('message/list', { channelId, after, limit: 500 })) as { records: { seq: number }[]; more: boolean };
      fetched += page.records.length;
      if (page.records.length) after = page.records[page.records.length - 1]!.seq;
      if (!page.more) break;
    }
    const listMs = performance.now() - l0;
    console.log(`resume of ${MISSED} missed: stream replay (Last-Event-ID) ${got.length} in order=${ordered} in ${streamMs.toFixed(0)} ms; message/list after (pages of 500) ${fetched} in ${listMs.toFixed(0)} ms`);
  } finally {
    await a.close();
    await b.close();
  }
} finally {
  await cluster.stop();
}

