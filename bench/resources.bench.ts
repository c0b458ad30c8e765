/**
 * `npm run bench:resources`: the resource engine with 100 000 rows in one resource (ljszy weighing
 * records), through the real server over HTTP. Prints the median pageList time with a filter and a
 * sort (right after the rows were written, and after the planner statistics were refreshed as the
 * server does every 10 minutes); the median time of a deep page (page 4 000 of 25 rows, near the end) reached by its number
 * (OFFSET, or the index first) and from the page before's cursor (keyset); and the time and peak
 * memory of exporting every row as a streamed .xlsx. Each time is from sending the request to the
 * whole answer read (for the export: its last byte).
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { signIn, startServer } from '../tests/support/server';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = 25;
const GARBAGE = ['other', 'kitchen', 'recyclable', 'hazardous', 'bulky', 'construction'];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

const server = await startServer();
try {
  const { token, data } = await signIn(server.url, 'admin', 'Admin@2026');
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' };

  // Seed straight into the resource's table (the engine created it at start), in one transaction.
  const db = new Database(join(server.dataDir, 'urbanops.db'));
  const table = 'r_ljszy_carWeightOperate';
  const cars = (db.prepare('select id from r_ljszy_carInfo where tenantId = ?').all(data.tenantId) as { id: number }[]).map((r) => r.id);
  const facs = (db.prepare('select id from r_ljszy_facilityInfo where tenantId = ?').all(data.tenantId) as { id: number }[]).map((r) => r.id);
  const insert = db.prepare(
    `insert into ${table} (tenantId, ticketNo, carId, facilityId, garbageType, grossWeight, tareWeight, netWeight, weighTime, operator, printed, createdBy, createdAt, updatedBy, updatedAt)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 'bench', ?, 'bench', ?)`,
  );
  const seedStart = performance.now();
  db.transaction(() => {
    for (let i = 0; i < ROWS; i++) {
      const tare = 9 + (i % 7) * 0.5;
      const net = Math.round((2 + ((i * 7919) % 800) / 100) * 100) / 100;
      const day = new Date(Date.UTC(2026, 0, 1) + (i % 320) * 86_400_000).toISOString().slice(0, 10);
      const time = `${day} ${String(5 + (i % 12)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00`;
      insert.run(data.tenantId, `B${String(i).padStart(8, '0')}`, cars[i % cars.length], facs[i % facs.length], GARBAGE[i % GARBAGE.length], tare + net, tare, net, time, '司磅员', time, time);
    }
  })();
  db.close();
  console.log(`seeded ${ROWS} rows in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

  const list = async () => {
    const body = new URLSearchParams({ pageNo: '3', pageSize: '20', garbageType: 'kitchen,other', weighTimeStart: '2026-03-01', weighTimeEnd: '2026-09-30', orderField: 'netWeight', orderType: 'desc' });
    const t0 = performance.now();
    const answer = (await (await fetch(`${server.url}/cloud/ljszy/carWeightOperate/pageList`, { method: 'POST', headers, body })).json()) as { result: number; data: { total: number } };
    if (answer.result !== 0) throw new Error(JSON.stringify(answer));
    return { ms: performance.now() - t0, total: answer.data.total };
  };
  const listTimes = async (when: string) => {
    // The first call after a long seeding may meet a kept-alive connection the server has closed meanwhile.
    await list().catch(() => list());
    const times: number[] = [];
    let matched = 0;
    for (let i = 0; i < RUNS; i++) {
      const r = await list();
      times.push(r.ms);
      matched = r.total;
    }
    console.log(`pageList (filter garbageType in 2 of 6, weighTime range, sort netWeight desc, page 3 of 20), ${when}, ${RUNS} runs: median ${median(times).toFixed(1)} ms (matched ${matched} rows)`);
  };
  await listTimes('planner statistics from before the rows');
  // What the server's 10-minute timer does (server/db/planner.ts), run now instead of waiting for it.
  const stats = new Database(join(server.dataDir, 'urbanops.db'));
  stats.pragma('analysis_limit = 1000');
  stats.pragma('optimize = 0x10002');
  stats.close();
  await listTimes('planner statistics refreshed');

  // A deep page: page 4 000 of 25 rows, sorted by net weight (ties broken by id), then in the default order.
  const DEEP = Math.floor(ROWS / 25);
  const deepPage = async (pageNo: number, extra: Record<string, string>) => {
    const body = new URLSearchParams({ pageNo: String(pageNo), pageSize: '25', ...extra });
    const t0 = performance.now();
    const answer = (await (await fetch(`${server.url}/cloud/ljszy/carWeightOperate/pageList`, { method: 'POST', headers, body })).json()) as { result: number; data: { records: { id: number }[]; nextCursor?: string } };
    if (answer.result !== 0) throw new Error(JSON.stringify(answer));
    return { ms: performance.now() - t0, ids: answer.data.records.map((r) => r.id), nextCursor: answer.data.nextCursor };
  };
  for (const [name, sort] of [['sorted by netWeight', { orderField: 'netWeight', orderType: 'desc' }], ['default order (weighTime desc)', {}]] as const) {
    const byNumber: number[] = [];
    const byCursor: number[] = [];
    const before = await deepPage(DEEP - 1, sort);
    const reference = await deepPage(DEEP, sort);
    for (let i = 0; i < 15; i++) {
      byNumber.push((await deepPage(DEEP, sort)).ms);
      if (before.nextCursor) {
        const r = await deepPage(DEEP, { ...sort, cursor: before.nextCursor });
        if (r.ids.join() !== reference.ids.join()) throw new Error('the page read from the cursor differs from the page read by number');
        byCursor.push(r.ms);
      }
    }
    const cursor = byCursor.length ? `${median(byCursor).toFixed(1)} ms (${(median(byNumber) / median(byCursor)).toFixed(1)}× faster)` : 'no cursor in the answer';
    console.log(`deep page ${DEEP} of 25 rows, ${name}, 15 runs: by page number median ${median(byNumber).toFixed(1)} ms; from the page before's cursor ${cursor}`);
  }

  // Export every row, 3 times (median time); the server runs in this process, so its memory is
  // sampled here (the peak of the first run, over the memory at its start).
  const exportTimes: number[] = [];
  let bytes = 0;
  let memory = '';
  for (let run = 0; run < 3; run++) {
    global.gc?.();
    const base = process.memoryUsage();
    let peakRss = base.rss;
    let peakHeap = base.heapUsed;
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      peakRss = Math.max(peakRss, m.rss);
      peakHeap = Math.max(peakHeap, m.heapUsed);
    }, 20);
    const t0 = performance.now();
    const response = await fetch(`${server.url}/cloud/ljszy/carWeightOperate/export`, { method: 'POST', headers, body: new URLSearchParams() });
    bytes = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
    exportTimes.push(performance.now() - t0);
    clearInterval(sampler);
    if (run === 0) memory = `peak RSS ${mb(peakRss)} (+${mb(peakRss - base.rss)} over the start), peak heap ${mb(peakHeap)} (+${mb(peakHeap - base.heapUsed)})`;
  }
  console.log(`export of all ${ROWS} rows (and the demo rows) as .xlsx, request to last byte, 3 runs: median ${(median(exportTimes) / 1000).toFixed(2)} s, ${mb(bytes)} file`);
  console.log(`memory during the first export: ${memory}`);
} finally {
  await server.close();
}
