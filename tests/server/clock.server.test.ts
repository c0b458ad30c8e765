/**
 * The resource engine writes times by the server's configured clock (`config.now`, which tests move and a
 * demo deployment may set), never the wall clock: a record's created/updated times, a workflow's `$now`
 * values and its log's action time, a ledger movement's posting time and the operation history's time
 * all read the clock the server was started with — here a fixed morning long ago, so no wall-clock time
 * can pass for it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../kit/resource/wire';
import { signIn, startServer, type TestServer } from '../support/server';
import { client, type Client, type Page } from '../modules/clgl/support';

type Row = Record<string, unknown> & { id: number };

/** 2024-05-06 02:30:00 UTC (10:30 in China): far from any wall-clock time this test can run at. */
const FIXED = Date.UTC(2024, 4, 6, 2, 30, 0);
const fixedText = formatDate(new Date(FIXED), true);
const H = (entity: string, op: string) => `/envcloud/hw/ht/${entity}/${op}`;
const K = (entity: string, op: string) => `/cloud/kcglnew/web/${entity}/${op}`;

let server: TestServer;
let admin: Client;
beforeAll(async () => {
  server = await startServer({ modules: ['ht', 'kcgl'], demoDevices: false, now: () => FIXED });
  admin = client(server.url, (await signIn(server.url, 'admin', 'Admin@2026')).token);
}, 120_000);
afterAll(() => server?.close());

describe('the engine reads the server clock', () => {
  it('dates a created record, a workflow action ($now and the log) and its update by the configured clock', async () => {
    const people = (await admin.json<Page<Row>>(H('person', 'pageList'), { pageSize: 1000 })).data.records;
    const person = people.find((p) => p.deptId === 'd104')!;
    const filed = await admin.json<Row>(H('approval', 'save'), { kind: 'overtime', personId: person.id, startAt: '2024-05-06 17:30:00', endAt: '2024-05-06 19:30:00', reason: '时钟测试' });
    expect(filed.result, filed.msg).toBe(0);
    expect(filed.data).toMatchObject({ createdAt: fixedText, updatedAt: fixedText });
    server.advance(90_000);
    const later = formatDate(new Date(FIXED + 90_000), true);
    const decided = await admin.json<Row>(H('approval', 'approve'), { id: filed.data.id, result: 'pass', remark: '同意' });
    expect(decided.result, decided.msg).toBe(0);
    expect(decided.data).toMatchObject({ decidedAt: later, updatedAt: later, createdAt: fixedText });
    const log = await admin.json<Row[]>(H('approval', 'logList'), { id: filed.data.id });
    expect(log.data.map((l) => l.actionTime)).toEqual([fixedText, later]);
  });

  it('posts a ledger movement and writes the operation history at the configured clock', async () => {
    const at = server.now();
    const text = formatDate(new Date(at), true);
    const orderNo = 'RK-CLOCK-1';
    const order = await admin.json<Row>(K('storehouseIn', 'create'), { orderNo, storehouseId: 2, inType: 'purchase', supplierId: 1, inDate: text.slice(0, 10), lines: [{ materialId: 10, quantity: 2, price: 10 }] });
    expect(order.result, order.msg).toBe(0);
    expect(order.data).toMatchObject({ createdAt: text });
    const moves = await admin.json<Page<Row>>(K('stockCheck', 'pageList'), { sourceNo: orderNo });
    expect(moves.data.records.length).toBeGreaterThan(0);
    for (const m of moves.data.records) expect(m).toMatchObject({ postedAt: text, createdAt: text });
    const history = await admin.json<Page<Row>>('/cloud/management/rest/np/operationHistory/pageList', { pageNo: 1, pageSize: 20 });
    const entry = history.data.records.find((e) => String(e.operation).startsWith('kcgl.'))!;
    expect(entry).toBeTruthy();
    expect(entry.createdAt).toBe(at);
  });
});
