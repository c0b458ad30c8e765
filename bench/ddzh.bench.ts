/**
 * `npm run bench:ddzh`: 按定位刷新 (the work orders' sync, modules/ddzh/server/orders.ts) through the real
 * server over HTTP (temporary SQLite file). BENCH_ORDERS orders (default 100) are raised for the cars of
 * 车辆管理 (each car a terminal of its own, named by its plate), accepted, and given five minutes of
 * positions (one every 10 s) away from their fences; then
 * - sync with nothing to move, RUNS times (each reads every order's positions and marks it read): median;
 * - the positions of every order entering its origin, leaving it and reaching the destination, then one
 *   sync that starts and completes them all (events written, two workflow actions and a chat post each).
 * Beside each sync a dispatcher raises orders one after another: how long a write of someone else waits
 * while a sync runs (every writing transaction takes the platform's write lock on PostgreSQL).
 * Prints the times, request to parsed answer, and per order. docs/scale.md quotes it before and after.
 *
 *   npm run bench:ddzh                  # SQLite
 *   BENCH_PG=1 npm run bench:ddzh       # a throwaway PostgreSQL cluster (tests/support/pg.ts)
 */
import { loadavg } from 'node:os';
import { freshDatabase, startCluster } from '../tests/support/pg';
import { signIn, startServer, workdayClock } from '../tests/support/server';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100);
const D = (entity: string, op: string) => `/cloud/dispatch/${entity}/${op}`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
// Far from the demo's roads, as in tests/modules/ddzh/dispatch.server.test.ts.
const ORIGIN = { lng: 120.31, lat: 30.41 };
const DEST = { lng: 120.33, lat: 30.43 };
const north = (p: { lng: number; lat: number }, m: number) => ({ lng: p.lng, lat: p.lat + m / 111_195 });

const cluster = process.env.BENCH_PG ? await startCluster() : null;
const server = await startServer({ modules: ['clgl', 'ddzh'], now: workdayClock(), demoDevices: false, ...(cluster ? { databaseUrl: await freshDatabase(cluster.url) } : {}) });
try {
  const { token } = await signIn(server.url, 'admin', 'Admin@2026');
  const post = async <T>(path: string, body: unknown, headers: Record<string, string> = { authorization: `Bearer ${token}` }) => {
    const answer = (await (await fetch(`${server.url}${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as { result: number; msg: string; data: T };
    if (answer.result !== 0) throw new Error(`${path}: ${answer.msg}`);
    return answer.data;
  };
  const cars = (await post<{ records: { id: number; plateNo: string }[] }>('/cloud/clgl/v2/web/car/page', { pageSize: 1000 })).records;
  const terminals: { car: { id: number; plateNo: string }; device: { id: string; key: string } }[] = [];
  for (const [n, car] of cars.entries()) {
    const device = await post<{ id: string; key: string }>('/cloud/devices/rest/device/save', { code: `BENCH-V-${n}`, name: `${car.plateNo} bench`, kind: 'vehicle' });
    terminals.push({ car, device });
  }
  const raise = (i: number) => post<{ id: number }>(D('workOrder', 'create'), {
    title: `测速工单${i + 1}`, jobType: 'clean', priority: 'normal', deptId: 'd104', originName: '起点', origin: ORIGIN, originRadius: 200,
    destName: '终点', dest: DEST, destRadius: 300, carId: terminals[i % terminals.length]!.car.id, deadlineChoice: '60',
  });
  for (let i = 0; i < ORDERS; i++) await post(D('workOrder', 'accept'), { id: (await raise(i)).id });
  const positions = async (at: (k: number) => { lng: number; lat: number }, steps: number) => {
    for (const [k, { device }] of terminals.entries()) {
      const readings = Array.from({ length: steps }, (_, i) => ({ t: server.now() - (steps - 1 - i) * 10_000, values: { ...at(k), speed: 20 } }));
      await post('/cloud/devices/rest/ingest', { deviceId: device.id, readings }, { 'x-device-key': device.key });
    }
  };
  server.advance(5 * 60_000);
  await positions((k) => north(ORIGIN, 3000 + k * 10), 30);
  // Orders raised beside the syncs (left waiting: they are not read by sync); the longest wait of each sync.
  let raised = ORDERS;
  const sync = async () => {
    let running = true;
    let longest = 0;
    const beside = (async () => {
      while (running) {
        const at = performance.now();
        await raise(raised++);
        longest = Math.max(longest, performance.now() - at);
      }
    })();
    const started = performance.now();
    const data = await post<{ read: number; started: number; done: number }>(D('workOrder', 'sync'), {});
    const ms = performance.now() - started;
    running = false;
    await beside;
    return { ms, longest, ...data };
  };
  const idle: { ms: number; longest: number }[] = [];
  for (let r = 0; r < RUNS; r++) {
    const s = await sync();
    if (s.read !== ORDERS || s.started || s.done) throw new Error(`expected ${ORDERS} orders read and none moved, got ${JSON.stringify(s)}`);
    idle.push(s);
  }
  for (const p of [north(ORIGIN, 100), north(ORIGIN, 1500), north(DEST, 50)]) {
    server.advance(30_000);
    await positions(() => p, 1);
  }
  const moved = await sync();
  if (moved.started !== ORDERS || moved.done !== ORDERS) throw new Error(`expected ${ORDERS} orders started and completed, got ${JSON.stringify(moved)}`);
  const m = median(idle.map((s) => s.ms));
  console.log(`bench:ddzh: ${ORDERS} accepted orders on ${terminals.length} cars' terminals (${cluster ? 'PostgreSQL' : 'SQLite'}); load average ${loadavg()[0]!.toFixed(1)}`);
  console.log(`  按定位刷新, nothing to move (median of ${RUNS}): ${m.toFixed(0)} ms, ${(m / ORDERS).toFixed(1)} ms an order; an order raised beside it waited at most ${median(idle.map((s) => s.longest)).toFixed(0)} ms (median of the runs)`);
  console.log(`  按定位刷新 starting and completing all ${ORDERS}: ${moved.ms.toFixed(0)} ms, ${(moved.ms / ORDERS).toFixed(1)} ms an order; an order raised beside it waited at most ${moved.longest.toFixed(0)} ms`);
} finally {
  await server.close();
  await cluster?.stop();
}
