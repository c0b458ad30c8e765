// Calls whose work grows with what the caller asks for do not hold the other tenants (issue 22): a
// batch action over thousands of rows and a report over tens of thousands give the event loop back
// while they run (tenant 2's calls are answered meanwhile; a call that held the loop from start to
// end would let at most the one already in flight through), and a settlement, one transaction, is
// refused beyond its bound. Rows are written straight into the database to make the tenant large.
// (On PostgreSQL queries wait on the network, so the loop turns anyway; the assertions hold there too.)
import type { Kysely } from 'kysely';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Store } from '../../server/db';
import { onPostgres } from '../support/pg';
import { signIn, startServer, type TestServer } from '../support/server';

type Envelope<T = unknown> = { result: number; msg: string; data: T };
type Rows = Kysely<Record<string, Record<string, unknown>>>;

let server: TestServer;
let store: Store;
let one: string;
let two: string;
let tenant: string;
let carId: number;

beforeAll(async () => {
  server = await startServer({ modules: ['clgl', 'clwxfw'], demoDevices: false });
  const [a, b] = await Promise.all([signIn(server.url, 'admin', 'Admin@2026'), signIn(server.url, 'admin2', 'Admin@2026')]);
  [one, two, tenant] = [a.token, b.token, a.data.tenantId];
  store = await openDatabase(server.databaseUrl || join(server.dataDir, 'urbanops.db'));
  const car = await db().selectFrom('r_clgl_car').select('id').where('tenantId', '=', tenant).orderBy('id').executeTakeFirstOrThrow();
  carId = Number(car.id);
}, 120_000);
afterAll(async () => {
  await store?.close();
  await server?.close();
});

const db = () => store.db as unknown as Rows;
const post = async <T,>(token: string, path: string, body: unknown): Promise<Envelope<T>> => {
  const r = await fetch(`${server.url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return (await r.json()) as Envelope<T>;
};
async function insert(table: string, count: number, row: (i: number) => Record<string, unknown>): Promise<void> {
  for (let i = 0; i < count; i += 500) await db().insertInto(table).values(Array.from({ length: Math.min(500, count - i) }, (_, k) => ({ tenantId: tenant, ...row(i + k) }))).execute();
}
const count = async (table: string, column: string, value: string) =>
  Number((await db().selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where('tenantId', '=', tenant).where(column, '=', value).executeTakeFirstOrThrow()).n);

/** How many of the costs this test wrote (May 2019) are settled. */
const settledOfMay = async () =>
  Number((await db().selectFrom('r_clwxfw_cost').select((eb) => eb.fn.countAll().as('n')).where('tenantId', '=', tenant).where('settleState', '=', 'settled').where('content', 'like', '批量费用%').executeTakeFirstOrThrow()).n);

/** Makes tenant 1's call while tenant 2 lists its cars one call after another; answers the call and how many lists were answered meanwhile. */
async function whileTheOtherLists<T>(call: () => Promise<Envelope<T>>): Promise<{ answer: Envelope<T>; answered: number }> {
  let running = true;
  let answered = 0;
  const lister = (async () => {
    while (running) {
      const page = await post(two, '/cloud/clgl/v2/web/car/page', { pageSize: 5 });
      if (running && page.result === 0) answered++;
    }
  })();
  const answer = await call();
  running = false;
  await lister;
  return { answer, answered };
}

// On PostgreSQL every update is several round trips (≈ 13 ms each under the suite's load): fewer rows
// there, the same point (the call outlasts many of the other tenant's calls, which are answered).
const COSTS = onPostgres() ? 2000 : 8000;

it(`confirms ${COSTS} pending costs ("confirm all") while the other tenant is answered, every one of them`, { timeout: 180_000 }, async () => {
  await insert('r_clgl_carCostRecord', COSTS, (i) => ({ carId, costType: 'parking', costDate: '2024-05-01', amount: 10 + (i % 7), status: 'pending', remark: '批量确认' }));
  const { answer, answered } = await whileTheOtherLists(() => post<{ updated: number }>(one, '/cloud/clgl/v2/web/carCostRecord/updateAllStatus', { status: 'confirmed' }));
  expect(answer.result, answer.msg).toBe(0);
  expect(answer.data.updated).toBeGreaterThanOrEqual(COSTS);
  expect(await count('r_clgl_carCostRecord', 'status', 'pending')).toBe(0);
  expect(answered).toBeGreaterThanOrEqual(3);
});

it('reads a report over 60 000 refuels in chunks, answering the other tenant between them', { timeout: 120_000 }, async () => {
  await insert('r_clgl_oilRefuel', 60_000, (i) => ({ carId, refuelTime: `2024-0${1 + (i % 9)}-1${i % 10} 08:00:00`, oilType: '0#', liters: 50, unitPrice: 7.5, amount: 375, payType: 'cash', recycled: 0 }));
  const { answer, answered } = await whileTheOtherLists(() => post<{ total: number }>(one, '/cloud/clgl/dailyCost/pageList', { pageSize: 10 }));
  expect(answer.result, answer.msg).toBe(0);
  expect(answer.data.total).toBeGreaterThanOrEqual(90);
  expect(answered).toBeGreaterThanOrEqual(3);
});

it('refuses a settlement of more than 1000 costs, one transaction, naming the bound, and settles 1000', { timeout: 120_000 }, async () => {
  await insert('r_clwxfw_cost', 1001, (i) => ({ carId, costType: 'repair', costDate: `2019-05-${String(1 + (i % 28)).padStart(2, '0')}`, amount: 20, settleState: 'unsettled', content: `批量费用${i}` }));
  const period = { carId, periodStart: '2019-05-01', periodEnd: '2019-05-31' };
  const refused = await post(one, '/cloud/clwxfw/settlementManage/settlement', period);
  expect(refused.result).not.toBe(0);
  expect(refused.msg).toMatch(/在 2019-05-01 至 2019-05-31 的未结算费用超过1000条，请缩短结算期间，分几次结算$/);
  expect(await settledOfMay()).toBe(0);

  const last = await db().selectFrom('r_clwxfw_cost').select('id').where('tenantId', '=', tenant).where('costDate', '=', '2019-05-28').executeTakeFirstOrThrow();
  await db().updateTable('r_clwxfw_cost').set({ costDate: '2019-06-01' }).where('id', '=', last.id).execute();
  const made = await post<{ costCount: number }>(one, '/cloud/clwxfw/settlementManage/settlement', period);
  expect(made.result, made.msg).toBe(0);
  expect(made.data.costCount).toBe(1000);
  expect(await settledOfMay()).toBe(1000);
});
