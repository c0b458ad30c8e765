/**
 * `npm run bench:structures`: trees, documents and the ledger through the real server over HTTP, on
 * the structures fixture modules (tests/structures/modules) with a large tenant: a department tree of
 * 1 000 nodes over 20 000 cars, and a stock ledger of 100 000 movements over 500 materials × 4
 * storehouses. Each figure is the median of 25 calls, timed from sending the request to the parsed
 * answer (what a page waits for before its first row):
 *   - the tree call (1 000 nodes nested);
 *   - a car page filtered by a department near the root (the filter takes its whole branch) against
 *     the same page unfiltered;
 *   - the first page of balances (sums per material and storehouse over 100 000 movements);
 *   - posting a 20-line stock-out (every line's balance checked, 20 movements written).
 */
import Database from 'better-sqlite3';
import { join, resolve } from 'node:path';
import { signIn, startServer } from '../tests/support/server';

const RUNS = 25;
const DEPTS = 1000;
const CARS = 20_000;
const MATERIALS = 500;
const STOREHOUSES = 4;
const MOVEMENTS = Number(process.env.BENCH_ROWS ?? 100_000);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const server = await startServer({ modulesDir: resolve(import.meta.dirname, '../tests/structures/modules') });
try {
  const { token, data } = await signIn(server.url, 'admin', 'Admin@2026');
  const tenant = data.tenantId;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' };
  const call = async <T,>(path: string, fields: Record<string, string> = {}): Promise<{ ms: number; data: T }> => {
    const t0 = performance.now();
    const answer = (await (await fetch(`${server.url}${path}`, { method: 'POST', headers, body: new URLSearchParams(fields) })).json()) as { result: number; msg: string; data: T };
    const ms = performance.now() - t0;
    if (answer.result !== 0) throw new Error(`${path}: ${answer.msg}`);
    return { ms, data: answer.data };
  };
  const timed = async (path: string, fields: () => Record<string, string> = () => ({})) => {
    await call(path, fields());
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push((await call(path, fields())).ms);
    return median(times);
  };

  // Seed straight into the tables the engine created at start, in one transaction.
  const db = new Database(join(server.dataDir, 'urbanops.db'));
  const now = '2026-11-01 08:00:00';
  const audit = [now, 'bench', now, 'bench'];
  const seedStart = performance.now();
  let root = 0;
  let materials: number[] = [];
  let houses: number[] = [];
  db.transaction(() => {
    const dept = db.prepare('insert into r_orgfx_dept (tenantId, deptName, parentId, sort, createdAt, createdBy, updatedAt, updatedBy) values (?, ?, ?, ?, ?, ?, ?, ?)');
    const ids: number[] = [];
    for (let i = 0; i < DEPTS; i++) {
      const parent = i === 0 ? null : ids[Math.floor((i - 1) / 4)]!; // a 4-ary tree, 5 levels deep
      ids.push(Number(dept.run(tenant, `部门${i}`, parent, i % 10, ...audit).lastInsertRowid));
    }
    root = ids[1]!;
    const car = db.prepare('insert into r_orgfx_car (tenantId, carNo, deptId, createdAt, createdBy, updatedAt, updatedBy) values (?, ?, ?, ?, ?, ?, ?)');
    for (let i = 0; i < CARS; i++) car.run(tenant, `浙B·${String(i).padStart(5, '0')}`, ids[i % DEPTS], ...audit);
    const material = db.prepare('insert into r_depotfx_material (tenantId, materialName, createdAt, createdBy, updatedAt, updatedBy) values (?, ?, ?, ?, ?, ?)');
    materials = Array.from({ length: MATERIALS }, (_, i) => Number(material.run(tenant, `物资${i}`, ...audit).lastInsertRowid));
    const house = db.prepare('insert into r_depotfx_storehouse (tenantId, storehouseName, createdAt, createdBy, updatedAt, updatedBy) values (?, ?, ?, ?, ?, ?)');
    houses = Array.from({ length: STOREHOUSES }, (_, i) => Number(house.run(tenant, `仓库${i}`, ...audit).lastInsertRowid));
    const move = db.prepare(
      'insert into r_depotfx_stock (tenantId, materialId, storehouseId, quantity, amount, sourceType, sourceId, sourceNo, direction, postedAt, createdAt, createdBy, updatedAt, updatedBy) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    for (let i = 0; i < MOVEMENTS; i++) {
      const quantity = i % 3 === 2 ? -1 : 5;
      move.run(tenant, materials[i % MATERIALS], houses[Math.floor(i / MATERIALS) % STOREHOUSES], quantity, quantity * 2, 'stockIn', 1 + Math.floor(i / 20), `RK${i}`, quantity > 0 ? 'in' : 'out', now, ...audit);
    }
  })();
  db.close();
  console.log(`seeded ${DEPTS} departments, ${CARS} cars, ${MOVEMENTS} stock movements in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

  console.log(`tree call (${DEPTS} departments nested): median ${(await timed('/cloud/orgfx/dept/loadTree')).toFixed(1)} ms`);
  const branch = await timed('/cloud/orgfx/car/pageList', () => ({ deptId: String(root), pageSize: '20' }));
  const plain = await timed('/cloud/orgfx/car/pageList', () => ({ pageSize: '20' }));
  const matched = (await call<{ total: number }>('/cloud/orgfx/car/pageList', { deptId: String(root), pageSize: '1' })).data.total;
  console.log(`car page filtered by a department's branch (${matched} of ${CARS} cars): median ${branch.toFixed(1)} ms; unfiltered ${plain.toFixed(1)} ms (${(branch / plain).toFixed(2)}×)`);
  console.log(`first page of balances (${MATERIALS * STOREHOUSES} sums over ${MOVEMENTS} movements): median ${(await timed('/cloud/depotfx/stockCheck/sumStockList', () => ({ pageSize: '20' }))).toFixed(1)} ms`);

  const lines = JSON.stringify(Array.from({ length: 20 }, (_, i) => ({ materialId: materials[i], quantity: 1, price: 2 })));
  let n = 0;
  const draft = async () => (await call<{ id: number }>('/cloud/depotfx/storehouseOut/create', { orderNo: `CK-B${n++}`, storehouseId: String(houses[0]), lines })).data.id;
  const posts: number[] = [];
  for (let i = 0; i <= RUNS; i++) {
    const id = await draft();
    const { ms } = await call('/cloud/depotfx/storehouseOut/post', { id: String(id) });
    if (i) posts.push(ms);
  }
  console.log(`posting a 20-line stock-out (balances checked, 20 movements written): median ${median(posts).toFixed(1)} ms`);
} finally {
  await server.close();
}
