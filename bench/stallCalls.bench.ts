/**
 * `npx tsx bench/stallCalls.bench.ts`: the calls of issue 22's sweep whose work grows with what the
 * caller asks for, run against a tenant whose tables hold BENCH_ROWS rows (default 100 000, written
 * straight into the SQLite file), while the other tenant lists in a loop. Prints, per call, its time,
 * the other tenant's slowest list meanwhile and the event loop's longest delay (server and bench share
 * the process). Target: each delay ≤ 1 s.
 */
import Database from 'better-sqlite3';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join } from 'node:path';
import { signIn, startServer } from '../tests/support/server';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const ONLY = process.env.BENCH_ONLY ?? '';

type Answer = { result: number; msg: string; data: unknown };
const server = await startServer({ modules: ['clgl', 'clwxfw', 'demo'], demoDevices: false, bodyLimit: 8 * 1024 * 1024 });
try {
  const one = (await signIn(server.url, 'admin', 'Admin@2026')).token;
  const two = (await signIn(server.url, 'admin2', 'Admin@2026')).token;
  const call = async (token: string, path: string, body: unknown): Promise<Answer> => {
    const r = await fetch(`${server.url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!(r.headers.get('content-type') ?? '').includes('json')) return { result: r.status === 200 ? 0 : r.status, msg: `${(await r.arrayBuffer()).byteLength} bytes`, data: null };
    return (await r.json()) as Answer;
  };

  const db = new Database(join(server.dataDir, 'urbanops.db'));
  const tenant = String(db.prepare("select tenantId from r_clgl_car order by id limit 1").pluck().get());
  const cars = db.prepare('select id from r_clgl_car where tenantId = ?').pluck().all(tenant) as number[];
  const day = (i: number) => new Date(Date.UTC(2025, 0, 1) + (i % 365) * 86_400_000).toISOString().slice(0, 10);
  const fill = db.transaction(() => {
    const refuel = db.prepare("insert into r_clgl_oilRefuel (tenantId, carId, refuelTime, oilType, liters, unitPrice, amount, payType, recycled) values (?, ?, ?, '0#', 50, 7.5, 375, 'cash', 0)");
    const cost = db.prepare("insert into r_clgl_carCostRecord (tenantId, carId, costType, costDate, amount, status) values (?, ?, 'parking', ?, 20, 'pending')");
    for (let i = 0; i < ROWS; i++) {
      refuel.run(tenant, cars[i % cars.length], `${day(i)} 08:00:00`);
      cost.run(tenant, cars[i % cars.length], day(i));
    }
  });
  fill();
  db.close();
  const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

  // An HR document as large as the sync takes: 5000 departments, 20 000 staff.
  // Each department under the one before (a chain is the deepest shape a document can take).
  const departments = Array.from({ length: 5000 }, (_, i) => ({ code: `B${i}`, name: `部门${i}`, parentCode: i === 0 ? null : `B${i - 1}`, type: 'dept' }));
  const staff = Array.from({ length: 20_000 }, (_, i) => ({ code: `G${i}`, name: `员工${i}`, deptCode: `B${i % 5000}`, gender: i % 2 ? '男' : '女', entryDate: '2024-01-01' }));
  const calls: [string, string, unknown][] = [
    ['ehr syncDepartment, 5000 departments', '/cloud/ehr/sync/syncDepartment', { source: 'upload', apply: true, document: JSON.stringify({ departments, staff: [] }) }],
    ['ehr syncStaff, 20 000 staff', '/cloud/ehr/sync/syncStaff', { source: 'upload', apply: true, document: JSON.stringify({ departments: [], staff }) }],
    ['clgl dailyCost, a whole year', '/cloud/clgl/dailyCost/pageList', { pageSize: 20 }],
    ['clgl fuel consumption report', '/cloud/clgl/fuelConsumption/pageList', { pageSize: 20 }],
    ['clgl carCostRecord/updateStatus, 1000 ids', '/cloud/clgl/v2/web/carCostRecord/updateStatus', { ids: ids(1000), status: 'confirmed' }],
    ['clgl carCostRecord/updateAllStatus', '/cloud/clgl/v2/web/carCostRecord/updateAllStatus', { status: 'confirmed' }],
    ['clgl oilRefuel export', '/cloud/clgl/v2/web/oilRefuel/export', {}],
    ['engine delete (to the recycle list), 1000 ids', '/cloud/clgl/v2/web/oilRefuel/deletes', { ids: ids(1000) }],
    ['engine delete, 1000 ids', '/cloud/clgl/v2/web/carCostRecord/deletes', { ids: ids(1000) }],
  ];
  for (const [name, path, body] of calls) {
    if (ONLY && !name.includes(ONLY)) continue;
    const delay = monitorEventLoopDelay({ resolution: 10 });
    let done = false;
    let slowest = 0;
    const lister = (async () => {
      while (!done) {
        const t = performance.now();
        await call(two, '/cloud/demo/web/student/page', { pageSize: 20 });
        slowest = Math.max(slowest, performance.now() - t);
      }
    })();
    delay.enable();
    const t0 = performance.now();
    const answer = await call(one, path, body);
    const ms = performance.now() - t0;
    done = true;
    await lister;
    delay.disable();
    console.log(`${name}: result ${answer.result} ${String(answer.msg).slice(0, 60)} in ${ms.toFixed(0)} ms; other tenant's slowest list ${slowest.toFixed(0)} ms; loop delay max ${(delay.max / 1e6).toFixed(0)} ms`);
  }
} finally {
  await server.close();
}
