/**
 * The data monitor over real HTTP, every call of the area (common/enum/list; items page, list, create,
 * update, deletes, import, export; records page, export, execute, getNewSql): the happy path, bad input
 * refused with a message and nothing written, another tenant's rows out of reach, and the read-only
 * user refused every change. Execute counts real rows of the allowlist's tables, per tenant.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, ITEM, M, RECORD, type Client, type Fixture, type Page } from './support';

type Row = Record<string, unknown> & { id: number };
type Run = { executed: number; low: number; records: Row[]; message: string };

let f: Fixture;
beforeAll(async () => {
  f = await fixture();
}, 90_000);
afterAll(() => f?.server.close());

let n = 0;
const make = (over: Record<string, unknown> = {}) => ({ itemName: `测试监测项${++n}`, tableName: 'clgl.car', timeColumn: 'createdAt', windowDays: 1, minIncrease: 1, enabled: true, ...over });
const items = async (c: Client = f.admin) => (await c.json<Page<Row>>(ITEM('page'), { pageSize: 1000 })).data;
const records = async (c: Client = f.admin, filters: Record<string, unknown> = {}) => (await c.json<Page<Row>>(RECORD('page'), { pageSize: 1000, ...filters })).data;
const newCar = (plateNo: string) => ({ plateNo, carType: 'sweeper', brand: '宇通', model: 'YTZ5180TSLD6', fuelType: 'diesel', status: 'inService', mileage: 1200 });
const addCar = async (c: Client, plateNo: string) => expect((await c.json('/cloud/clgl/v2/web/car/insert', newCar(plateNo))).result).toBe(0);

describe('enums and demo data', () => {
  it('answers the enums by name (common/enum/list, a GET): tables of the allowlist, time columns, results', async () => {
    const r = await fetch(`${f.server.url}${M('common/enum', 'list')}`, { headers: { authorization: `Bearer ${f.admin.token}` } });
    const e = (await r.json()) as { result: number; data: Record<string, { value: string; label: string }[]> };
    expect(e.result).toBe(0);
    expect(e.data.monitorTable!.map((o) => o.value)).toEqual(['ljszy.carGrossWeightPrimeval', 'wtsb.problem', 'clgl.car']);
    expect(JSON.stringify(e.data.recordStatus)).toMatch(/增量不足/);
  });

  it('seeds items over weighbridge rows, problem cases and cars, with a record per day of the last 30 days', async () => {
    const mine = await items();
    expect(mine.records.map((r) => r.itemName)).toEqual(expect.arrayContaining(['地磅称重日增量', '问题上报日增量', '车辆档案周增量']));
    const daily = mine.records.find((r) => r.itemName === '地磅称重日增量')!;
    const runs = await records(f.admin, { itemId: daily.id });
    expect(runs.total).toBe(30);
    const days = new Set(runs.records.map((r) => String(r.executedAt).slice(0, 10)));
    expect(days.size).toBe(30);
    expect(runs.records.some((r) => r.status === 'low') && runs.records.some((r) => r.status === 'normal')).toBe(true);
    expect((await items(f.admin2)).records.map((r) => r.itemName).sort()).toEqual(['问题上报日增量', '地磅称重日增量'].sort());
  });
});

describe('monitor items (page, list, create, update, deletes)', () => {
  it('creates, lists, filters, updates and deletes an item', async () => {
    const body = make({ tableName: 'wtsb.problem', timeColumn: 'reportTime' });
    const created = await f.admin.json<Row>(ITEM('create'), body);
    expect(created.result, created.msg).toBe(0);
    const id = created.data.id;
    const page = await f.admin.json<Page<Row>>(ITEM('page'), { tableName: 'wtsb.problem', pageSize: 100 });
    expect(page.data.records.some((r) => r.id === id)).toBe(true);
    expect(page.data.records.every((r) => r.tableName === 'wtsb.problem')).toBe(true);
    const all = await f.admin.json<Row[] | Page<Row>>(ITEM('list'), {});
    expect(all.result, all.msg).toBe(0);
    expect(JSON.stringify(all.data)).toContain(body.itemName);
    const updated = await f.admin.json(ITEM('update'), { ...body, id, windowDays: 7, minIncrease: 20 });
    expect(updated.result, updated.msg).toBe(0);
    expect((await items()).records.find((r) => r.id === id)).toMatchObject({ windowDays: 7, minIncrease: 20 });
    const removed = await f.admin.json(ITEM('deletes'), { ids: String(id) });
    expect(removed.result, removed.msg).toBe(0);
    expect((await items()).records.some((r) => r.id === id)).toBe(false);
  });

  it('keeps an item that has records: deleting it is refused with a message, disabling it is the way', async () => {
    const daily = (await items()).records.find((r) => r.itemName === '问题上报日增量')!;
    const refused = await f.admin.json(ITEM('deletes'), { ids: String(daily.id) });
    expect(refused.msg).toMatch(/仍被30条监测记录引用，不能删除/);
    expect((await items()).records.some((r) => r.id === daily.id)).toBe(true);
  });

  it('refuses a table off the allowlist, a time column the table lacks and a bad window, naming what is wrong, and writes nothing', async () => {
    const before = (await items()).total;
    for (const tableName of ['users', 'r_xtgl_users', 'clgl.car; drop table users', 'sqlite_master']) {
      const r = await f.admin.json(ITEM('create'), make({ tableName }));
      expect(r.result, tableName).not.toBe(0);
      expect(r.msg).toMatch(/监测数据表/);
    }
    const wrongColumn = await f.admin.json(ITEM('create'), make({ tableName: 'wtsb.problem', timeColumn: 'weighTime' }));
    expect(wrongColumn.msg).toBe('数据表“问题上报·问题案件”没有可统计的时间字段“称重时间”');
    const text = await f.admin.json(ITEM('create'), make({ timeColumn: 'plateNo' }));
    expect(text.result).not.toBe(0);
    expect((await f.admin.json(ITEM('create'), make({ windowDays: 0 }))).result).not.toBe(0);
    expect((await f.admin.json(ITEM('create'), make({ windowDays: 90 }))).result).not.toBe(0);
    expect((await f.admin.json(ITEM('create'), make({ itemName: '地磅称重日增量' }))).msg).toMatch(/已存在/);
    expect((await items()).total).toBe(before);
    const some = (await items()).records.find((r) => r.itemName === '车辆档案周增量')!;
    const badUpdate = await f.admin.json(ITEM('update'), { ...some, timeColumn: 'reportTime' });
    expect(badUpdate.msg).toMatch(/没有可统计的时间字段/);
    expect((await items()).records.find((r) => r.id === some.id)).toMatchObject({ timeColumn: 'createdAt' });
  });

  it('imports items from a sheet (headers and choices by label), refusing the file when a row names a table off the list', async () => {
    const before = (await items()).total;
    const good = '监测项名称,监测数据表,时间字段,统计窗口,最少增量\n导入的车辆增量,车辆管理·车辆档案,购置日期,7,0\n导入的案件增量,问题上报·问题案件,上报时间,1,2\n';
    const ok = await f.admin.upload<{ imported: number }>(ITEM('import'), 'items.csv', good);
    expect(ok.result, ok.msg).toBe(0);
    expect(ok.data.imported).toBe(2);
    expect((await items()).records.find((r) => r.itemName === '导入的车辆增量')).toMatchObject({ tableName: 'clgl.car', timeColumn: 'purchaseDate', windowDays: 7 });
    const bad = '监测项名称,监测数据表,时间字段,统计窗口,最少增量\n导入的坏项,用户表,创建时间,1,0\n';
    expect((await f.admin.upload(ITEM('import'), 'bad.csv', bad)).result).not.toBe(0);
    expect((await items()).total).toBe(before + 2);
  });

  it('exports items and records as workbooks', async () => {
    for (const path of [ITEM('export'), RECORD('export')]) {
      const file = await f.admin.raw(path, {});
      expect(file.status, path).toBe(200);
      expect(file.headers.get('content-type')).toMatch(/spreadsheetml/);
      expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    }
  });
});

describe('execute and getNewSql', () => {
  it('counts the rows added to the item’s table in its window, in the caller’s tenant only, and records each run', async () => {
    const { data: item } = await f.admin.json<Row>(ITEM('create'), make({ itemName: '新车计数', minIncrease: 100 }));
    const first = await f.admin.json<Run>(RECORD('execute'), { ids: [item.id] });
    expect(first.result, first.msg).toBe(0);
    expect(first.data.executed).toBe(1);
    const before = Number(first.data.records[0]!.increase);
    await addCar(f.admin, '浙A·J0001');
    await addCar(f.admin, '浙A·J0002');
    await addCar(f.admin2, '浙A·J0003');
    const second = await f.admin.json<Run>(RECORD('execute'), { ids: String(item.id) });
    expect(second.data.records[0]).toMatchObject({ itemId: item.id, tableName: 'clgl.car', increase: before + 2, minIncrease: 100, status: 'low' });
    expect(second.data.message).toBe('已执行1个监测项，1个增量不足或失败');
    const runs = await records(f.admin, { itemId: item.id });
    expect(runs.records.map((r) => r.increase)).toEqual([before + 2, before]);
  });

  it('runs every enabled item when no item is named, and none that is disabled', async () => {
    const mine = (await items()).records;
    const enabled = mine.filter((r) => r.enabled === true || r.enabled === 1);
    const before = (await records()).total;
    const run = await f.admin.json<Run>(RECORD('execute'), {});
    expect(run.result, run.msg).toBe(0);
    expect(run.data.executed).toBe(enabled.length);
    expect((await records()).total).toBe(before + enabled.length);
    const disabled = mine.find((r) => r.itemName === '地磅称重周增量')!;
    expect(run.data.records.some((r) => r.itemId === disabled.id)).toBe(false);
  });

  it('refuses ids that name no item of the caller, and writes nothing', async () => {
    const before = (await records()).total;
    expect((await f.admin.json(RECORD('execute'), { ids: [999999] })).msg).toBe('监测项不存在或不属于本单位');
    expect((await f.admin.json(RECORD('execute'), { ids: 'abc' })).msg).toBe('请选择要执行的监测项');
    expect((await records()).total).toBe(before);
  });

  it('shows the count statement it would run, built from the allowlist with the tenant bound, without running it', async () => {
    const item = (await items()).records.find((r) => r.itemName === '地磅称重日增量')!;
    const before = (await records()).total;
    const shown = await f.admin.json<Record<string, string>>(RECORD('getNewSql'), { id: item.id });
    expect(shown.result, shown.msg).toBe(0);
    expect(shown.data.sql).toMatch(/select count\(\*\) as "n" from "r_ljszy_carGrossWeightPrimeval" where "tenantId" = (\?|\$1) and "weighTime" >= (\?|\$2) and "weighTime" <= (\?|\$3)/);
    expect(String(shown.data.parameters).split(', ')[0]).toBe('1');
    expect(shown.data).toMatchObject({ tableName: 'ljszy.carGrossWeightPrimeval', timeColumn: 'weighTime' });
    expect((await records()).total).toBe(before);
    expect((await f.admin.json(RECORD('getNewSql'), { id: 999999 })).msg).toBe('监测项不存在或不属于本单位');
    expect((await f.admin.json(RECORD('getNewSql'), { tableName: 'users' })).result).not.toBe(0);
  });
});

describe('execute cannot stall the other tenants (issue 22)', () => {
  it('refuses a body of 20 000 ids with a message naming the bound, and writes nothing', async () => {
    const before = (await records()).total;
    const refused = await f.admin.json(RECORD('execute'), { ids: Array.from({ length: 20_000 }, (_, i) => i + 1) });
    expect(refused.result).not.toBe(0);
    expect(refused.msg).toBe('一次最多执行100个监测项（本次选择了20000个），请分批执行');
    expect((await records()).total).toBe(before);
  });

  it('runs an item named 300 times once, and counts the repeats as one id against the bound', async () => {
    const { data: item } = await f.admin.json<Row>(ITEM('create'), make());
    const before = (await records(f.admin, { itemId: item.id })).total;
    const run = await f.admin.json<Run>(RECORD('execute'), { ids: Array.from({ length: 300 }, () => item.id) });
    expect(run.result, run.msg).toBe(0);
    expect(run.data.executed).toBe(1);
    expect((await records(f.admin, { itemId: item.id })).total).toBe(before + 1);
    expect((await f.admin.json<Run>(RECORD('execute'), { ids: Array.from({ length: 300 }, () => item.id).join(',') })).data.executed).toBe(1);
  });

  it('answers another tenant while a run of 100 items counts: the run yields between items', async () => {
    const made: number[] = [];
    for (let i = 0; i < 100; i++) made.push((await f.admin.json<Row>(ITEM('create'), make({ tableName: 'wtsb.problem', timeColumn: 'reportTime', windowDays: 31 }))).data.id);
    // Tenant 2 lists its records one call after another while tenant 1's run is under way; a run
    // that held the event loop from start to end would let at most the call already in flight through.
    let running = true;
    let answered = 0;
    const lister = (async () => {
      while (running) {
        const page = await f.admin2.json(RECORD('page'), { pageSize: 10 });
        if (running && page.result === 0) answered++;
      }
    })();
    const run = await f.admin.json<Run>(RECORD('execute'), { ids: made });
    running = false;
    await lister;
    expect(run.result, run.msg).toBe(0);
    expect(run.data.executed).toBe(100);
    expect(answered).toBeGreaterThanOrEqual(3);
    const over = await f.admin.json(RECORD('execute'), { ids: [...made, (await f.admin.json<Row>(ITEM('create'), make())).data.id] });
    expect(over.msg).toBe('一次最多执行100个监测项（本次选择了101个），请分批执行');
  });

  it('refuses to run every enabled item when more than 100 are enabled, asking for a choice', async () => {
    const enabled = (await items()).records.filter((r) => r.enabled === true || r.enabled === 1).length;
    for (let i = enabled; i <= 100; i++) await f.admin.json(ITEM('create'), make());
    const before = (await records()).total;
    expect((await f.admin.json(RECORD('execute'), {})).msg).toBe('启用的监测项超过100个，请选择要执行的监测项，一次最多100个');
    expect((await records()).total).toBe(before);
  });
});

describe('tenants and rights', () => {
  it("keeps tenant 1's items and records from tenant 2: not listed, changed, deleted, run or shown", async () => {
    const { data: row } = await f.admin.json<Row>(ITEM('create'), make());
    const other = f.admin2;
    expect((await items(other)).records.some((r) => r.id === row.id)).toBe(false);
    expect((await records(other)).records.every((r) => r.itemName !== '车辆档案周增量')).toBe(true);
    expect((await other.json(ITEM('update'), { ...row, windowDays: 3 })).result).not.toBe(0);
    expect((await other.json(ITEM('deletes'), { ids: String(row.id) })).result).not.toBe(0);
    const before = (await records(other)).total;
    expect((await other.json(RECORD('execute'), { ids: [row.id] })).result).not.toBe(0);
    expect((await other.json(RECORD('getNewSql'), { id: row.id })).result).not.toBe(0);
    expect((await records(other)).total).toBe(before);
    expect((await items()).records.find((r) => r.id === row.id)).toMatchObject({ windowDays: 1 });
  });

  it('lets the read-only user read (pages, list, getNewSql) and refuses every change, export and run, changing nothing', async () => {
    const { data: row } = await f.admin.json<Row>(ITEM('create'), make());
    const [itemsBefore, recordsBefore] = [(await items()).total, (await records()).total];
    for (const path of [ITEM('page'), ITEM('list'), RECORD('page')]) expect((await f.viewer.json(path, {})).result, path).toBe(0);
    expect((await f.viewer.json(RECORD('getNewSql'), { id: row.id })).result).toBe(0);
    for (const [path, body] of [
      [ITEM('create'), make()],
      [ITEM('update'), { ...row, windowDays: 5 }],
      [ITEM('deletes'), { ids: String(row.id) }],
      [RECORD('execute'), { ids: [row.id] }],
      [RECORD('execute'), {}],
      [ITEM('export'), {}],
      [RECORD('export'), {}],
    ] as const) {
      expect((await f.viewer.json(path, body)).msg, path).toMatch(/^无权执行该操作/);
    }
    expect((await f.viewer.upload(ITEM('import'), 'i.csv', '监测项名称,监测数据表,时间字段,统计窗口,最少增量\n只读导入,车辆管理·车辆档案,创建时间,1,0\n')).msg).toMatch(/^无权执行该操作/);
    expect([(await items()).total, (await records()).total]).toEqual([itemsBefore, recordsBefore]);
  });
});
