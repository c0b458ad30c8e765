/**
 * The asset archive over real HTTP, every call of the area (enum/list, assetArchive page, create,
 * update, deletes, check, export, assetType/list, operationHistory/page, analysis/chart, dataView
 * page and export): the happy path, bad input refused with a message and nothing written, another
 * tenant's rows out of reach, and the read-only user refused every change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { A, fixture, type Fixture, type Page } from './support';

type Row = Record<string, unknown> & { id: number };

let f: Fixture;
beforeAll(async () => {
  f = await fixture();
}, 60_000);
afterAll(() => f?.server.close());

let n = 0;
const make = () => ({ assetCode: `ZC-T-${String(++n).padStart(4, '0')}`, assetName: '240L分类垃圾桶（20只）', typeId: 2, district: 'xihu', state: 'inUse', value: 2700, purchaseDate: '2025-03-01', keeper: '何军' });
const total = async () => (await f.admin.json<Page>(A('assetArchive', 'page'), { pageSize: 1 })).data.total;
const history = async (assetCode: string, c = f.admin) => (await c.json<Page<Row>>(A('operationHistory', 'page'), { assetCode, pageSize: 100 })).data.records;
const byCode = async (assetCode: string) => (await f.admin.json<Page<Row>>(A('assetArchive', 'page'), { assetCode, pageSize: 10 })).data.records[0];

describe('enums and asset types', () => {
  it('answers the enums by name (enum/list) and the seeded types (assetType/list)', async () => {
    const e = await f.admin.json<Record<string, { value: string; label: string }[]>>(A('enum', 'list'), {});
    expect(e.result, e.msg).toBe(0);
    expect(JSON.stringify(e.data)).toMatch(/在用/);
    const types = await f.admin.json<Page<Row>>(A('assetType', 'list'), { pageSize: 100 });
    expect(types.data.records.map((t) => t.typeName)).toEqual(['压缩式垃圾车', '垃圾桶', '洗扫车', '中转站设备']);
  });

  it('refuses changing types: the spec serves only their list', async () => {
    const r = await fetch(`${f.server.url}${A('assetType', 'create')}`, { method: 'POST', headers: { authorization: `Bearer ${f.admin.token}`, 'content-type': 'application/json' }, body: '{}' });
    expect(r.status === 404 || ((await r.json()) as { result: number }).result !== 0).toBe(true);
  });
});

describe('asset archive (page, create, update, deletes)', () => {
  it('creates, lists, updates and deletes an asset, each recorded in the operation history', async () => {
    const body = make();
    const created = await f.admin.json<Row>(A('assetArchive', 'create'), body);
    expect(created.result, created.msg).toBe(0);
    const id = created.data.id;
    expect(await byCode(body.assetCode)).toMatchObject({ id, district: 'xihu', state: 'inUse' });
    const updated = await f.admin.json(A('assetArchive', 'update'), { ...body, id, state: 'repair' });
    expect(updated.result, updated.msg).toBe(0);
    expect((await byCode(body.assetCode))!.state).toBe('repair');
    const removed = await f.admin.json(A('assetArchive', 'deletes'), { ids: String(id) });
    expect(removed.result, removed.msg).toBe(0);
    expect(await byCode(body.assetCode)).toBeUndefined();
    const h = await history(body.assetCode);
    expect(h.map((r) => r.op).sort()).toEqual(['create', 'delete', 'update']);
    expect(h.find((r) => r.op === 'update')!.detail).toMatch(/state: inUse → repair/);
  });

  it('filters the page by type and state', async () => {
    const page = await f.admin.json<Page<Row>>(A('assetArchive', 'page'), { typeId: 1, state: 'inUse', pageSize: 100 });
    expect(page.data.records.length).toBeGreaterThan(0);
    expect(page.data.records.every((r) => r.typeId === 1 && r.state === 'inUse')).toBe(true);
  });

  it('refuses bad input with a message naming what is wrong, and writes nothing', async () => {
    const before = await total();
    const badCode = await f.admin.json(A('assetArchive', 'create'), { ...make(), assetCode: 'bad code' });
    expect(badCode.msg).toMatch(/资产编号应为4至20位/);
    const dup = await f.admin.json(A('assetArchive', 'create'), { ...make(), assetCode: 'ZC-YS-0001' });
    expect(dup.msg).toMatch(/已存在/);
    const badState = await f.admin.json(A('assetArchive', 'create'), { ...make(), state: 'lost' });
    expect(badState.result).not.toBe(0);
    const noType = await f.admin.json(A('assetArchive', 'create'), { ...make(), typeId: 999 });
    expect(noType.result).not.toBe(0);
    expect(await total()).toBe(before);
    expect((await f.admin.json(A('assetArchive', 'deletes'), { ids: '' })).result).not.toBe(0);
    expect(await total()).toBe(before);
  });

  it("keeps tenant 1's assets from tenant 2: not listed, not changed, not deleted, not checked", async () => {
    const { data: row } = await f.admin.json<Row>(A('assetArchive', 'create'), make());
    const other = f.admin2;
    expect((await other.json<Page<Row>>(A('assetArchive', 'page'), { pageSize: 1000 })).data.records.some((r) => r.id === row.id)).toBe(false);
    expect((await other.json(A('assetArchive', 'update'), { ...row, state: 'idle' })).result).not.toBe(0);
    expect((await other.json(A('assetArchive', 'deletes'), { ids: String(row.id) })).result).not.toBe(0);
    expect((await other.json(A('assetArchive', 'check'), { id: row.id, checkResult: 'normal' })).result).not.toBe(0);
    expect(await history(String(row.assetCode), other)).toEqual([]);
    expect(await byCode(String(row.assetCode))).toMatchObject({ id: row.id, state: 'inUse', checkResult: null });
  });

  it('refuses the read-only user every change (reading is allowed), and nothing changes', async () => {
    const { data: row } = await f.admin.json<Row>(A('assetArchive', 'create'), make());
    const before = await total();
    expect((await f.viewer.json(A('assetArchive', 'page'), {})).result).toBe(0);
    for (const [op, body] of [['create', make()], ['update', { ...row, state: 'idle' }], ['deletes', { ids: String(row.id) }], ['check', { id: row.id, checkResult: 'normal' }]] as const) {
      const answer = await f.viewer.json(A('assetArchive', op), body);
      expect(answer.msg, op).toMatch(/^无权执行该操作/);
    }
    expect(await total()).toBe(before);
    expect(await byCode(String(row.assetCode))).toMatchObject({ state: 'inUse', checkResult: null });
  });
});

describe('asset check (assetArchive/check)', () => {
  it('records the result and time on the asset and a check row in the history', async () => {
    const { data: row } = await f.admin.json<Row>(A('assetArchive', 'create'), make());
    const checked = await f.admin.json<{ message: string }>(A('assetArchive', 'check'), { id: row.id, checkResult: 'abnormal', remark: '桶盖破损' });
    expect(checked.result, checked.msg).toBe(0);
    expect(checked.data.message).toBe(`资产${String(row.assetCode)}已盘点：异常`);
    const after = await byCode(String(row.assetCode));
    expect(after).toMatchObject({ checkResult: 'abnormal' });
    expect(after!.checkedAt).toBeTruthy();
    const h = await history(String(row.assetCode));
    expect(h.map((r) => r.op).sort()).toEqual(['check', 'create']);
    expect(h.find((r) => r.op === 'check')!.detail).toBe('异常：桶盖破损');
  });

  it('refuses an unknown result or a missing asset, changing nothing', async () => {
    const { data: row } = await f.admin.json<Row>(A('assetArchive', 'create'), make());
    expect((await f.admin.json(A('assetArchive', 'check'), { id: row.id, checkResult: 'great' })).msg).toMatch(/请选择盘点结果/);
    expect((await f.admin.json(A('assetArchive', 'check'), { id: 999999, checkResult: 'normal' })).msg).toBe('资产不存在或不属于本单位');
    expect((await f.admin.json(A('assetArchive', 'check'), { checkResult: 'normal' })).result).not.toBe(0);
    expect(await byCode(String(row.assetCode))).toMatchObject({ checkResult: null });
    expect((await history(String(row.assetCode))).map((r) => r.op)).toEqual(['create']);
  });
});

describe('operation history, analysis and data view', () => {
  it('lists the seeded creations and filters by operation', async () => {
    const page = await f.admin.json<Page<Row>>(A('operationHistory', 'page'), { op: 'create', pageSize: 1000 });
    expect(page.result, page.msg).toBe(0);
    expect(page.data.records.some((r) => r.assetCode === 'ZC-ZZ-0001')).toBe(true);
    expect(page.data.records.every((r) => r.op === 'create')).toBe(true);
    const other = await f.admin2.json<Page<Row>>(A('operationHistory', 'page'), { assetCode: 'ZC-ZZ-0001', pageSize: 100 });
    expect(other.data.total).toBe(0);
  });

  it('counts assets and sums values per type and state (analysis/chart), per tenant', async () => {
    const chart = await f.admin.json<Page<Row>>(A('analysis', 'chart'), { typeId: 4, pageSize: 100 });
    expect(chart.result, chart.msg).toBe(0);
    expect(chart.data.records).toEqual(expect.arrayContaining([expect.objectContaining({ typeId: 4, typeName: '中转站设备', state: 'inUse', count: 2, value: 1428000 }), expect.objectContaining({ typeId: 4, state: 'repair', count: 1, value: 98000 })]));
    const other = await f.admin2.json<Page<Row>>(A('analysis', 'chart'), { pageSize: 100 });
    expect(other.data.records.reduce((s, r) => s + Number(r.count), 0)).toBe(3);
    expect((await f.viewer.json(A('analysis', 'chart'), {})).result).toBe(0);
    expect((await f.admin.json(A('analysis', 'chart'), { orderField: 'nope' })).result).not.toBe(0);
  });

  it('lists every asset with its type name and age (dataView/page) and exports it (dataView/export)', async () => {
    const page = await f.admin.json<Page<Row>>(A('dataView', 'page'), { district: 'gongshu', pageSize: 100 });
    expect(page.result, page.msg).toBe(0);
    const compressor = page.data.records.find((r) => r.assetCode === 'ZC-ZZ-0001')!;
    expect(compressor).toMatchObject({ typeName: '中转站设备', district: 'gongshu' });
    expect(Number(compressor.ageYears)).toBeCloseTo(4.4, 0);
    const file = await f.admin.raw(A('dataView', 'export'), { district: 'gongshu' });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/spreadsheetml/);
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('exports the asset archive as a workbook (assetArchive/export), the other tenant its own', async () => {
    const file = await f.admin.raw(A('assetArchive', 'export'), { state: 'inUse' });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/spreadsheetml/);
    const other = await f.admin2.json<Page<Row>>(A('dataView', 'page'), { pageSize: 100 });
    expect(other.data.total).toBe(3);
  });
});
