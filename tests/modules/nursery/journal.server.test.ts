// The nursery's movement journal over real HTTP: increases, removals, transfers and stock-takes entered
// through their own calls land in one journal; the stock is derived from it and never goes negative;
// a transfer is two movements written together; written quantities never change; tenants stay apart;
// a read-only user is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, N, type Fixture, type Page } from './support';

type Row = Record<string, unknown> & { id: number };
let f: Fixture;
let ids: { subTypeId: number; areaA: number; areaB: number; otherArea: number };

beforeAll(async () => {
  f = await fixture();
  const sub = (await f.admin.json<Row[]>(N('nurseryStockSubType', 'getList'), { subTypeName: '香樟' })).data[0]!;
  const areas = (await f.admin.json<Row[]>(N('groupAreaManage', 'getList'), {})).data;
  const other = (await f.admin2.json<Row[]>(N('groupAreaManage', 'getList'), {})).data;
  ids = { subTypeId: sub.id, areaA: areas[0]!.id, areaB: areas[1]!.id, otherArea: other[0]!.id };
});
afterAll(() => f.server.close());

/** A line of its own (a specification no seed row has). */
let n = 0;
const line = () => ({ subTypeId: ids.subTypeId, groupAreaId: ids.areaA, diameter: 60 + ++n / 10, height: 12.5, canopy: 8.5 });
const stockOf = async (spec: Record<string, unknown>, groupAreaId = spec.groupAreaId) => {
  const page = (await f.admin.json<Page>(N('nurseryStock', 'pageList'), { subTypeId: spec.subTypeId, groupAreaId, pageSize: 1000 })).data;
  const hit = page.records.find((r) => Number(r.diameter) === spec.diameter && Number(r.height) === spec.height && Number(r.canopy) === spec.canopy);
  return hit ? Number(hit.quantity) : 0;
};
const journalCount = async () => (await f.admin.json<Page>(N('nurseryStockHistory', 'pageList'), { pageSize: 1 })).data.total;
const add = (spec: Record<string, unknown>, quantity: number, movedOn = '2026-03-01') => f.admin.json<Row>(N('increasenursery', 'create'), { ...spec, quantity, movedOn, unitPrice: 1000, condition: 'good' });

describe('the nursery journal and the stock it makes', () => {
  it('records an increase entered on 苗木新增 (kind left blank) in the journal, and the stock shows it with its value', async () => {
    const spec = line();
    const r = await add(spec, 10);
    expect(r.result, r.msg).toBe(0);
    expect(r.data).toMatchObject({ kind: 'increase', book: 'increase', change: 10 });
    expect(Number(r.data.typeId)).toBeGreaterThan(0);
    expect(await stockOf(spec)).toBe(10);
    const stock = (await f.admin.json<Page>(N('nurseryStock', 'pageList'), { subTypeId: spec.subTypeId, groupAreaId: spec.groupAreaId, pageSize: 1000 })).data.records.find((x) => Number(x.diameter) === spec.diameter)!;
    expect(stock.value).toBe(10 * 1200); // 香樟 1 200 元/株, in good condition
    const journal = (await f.admin.json<Row>(N('nurseryStockHistory', 'getById'), { id: r.data.id })).data;
    expect(journal.id).toBe(r.data.id);
  });

  it('refuses a removal that would make the stock negative by one, naming the line, and leaves the stock unchanged', async () => {
    const spec = line();
    await add(spec, 10);
    const before = await journalCount();
    const r = await f.admin.json(N('removenursery', 'create'), { ...spec, quantity: 11, movedOn: '2026-04-01', destination: '延安路绿化带' });
    expect(r.result).not.toBe(0);
    expect(r.msg).toContain('将为-1株');
    expect(r.msg).toContain('香樟');
    expect(await stockOf(spec)).toBe(10);
    expect(await journalCount()).toBe(before);
    const exact = await f.admin.json<Row>(N('removenursery', 'create'), { ...spec, quantity: 10, movedOn: '2026-04-01' });
    expect(exact.result, exact.msg).toBe(0);
    expect(exact.data).toMatchObject({ kind: 'transplant', book: 'removal', change: -10 });
    expect(await stockOf(spec)).toBe(0);
  });

  it('refuses a removal dated before the plants arrived, though the stock today would hold it', async () => {
    const spec = line();
    await add(spec, 5, '2026-05-01');
    const r = await f.admin.json(N('removenursery', 'create'), { ...spec, kind: 'loss', quantity: 1, movedOn: '2026-04-30' });
    expect(r.result).not.toBe(0);
    expect(r.msg).toContain('2026-04-30');
    expect(await stockOf(spec)).toBe(5);
  });

  it('moves a transfer out of one group area and into another as two movements written together', async () => {
    const spec = line();
    await add(spec, 8);
    const r = await f.admin.json<Row>(N('nurseryRecord', 'create'), { ...spec, kind: 'transfer', toGroupAreaId: ids.areaB, quantity: 3, movedOn: '2026-05-02' });
    expect(r.result, r.msg).toBe(0);
    expect(r.data).toMatchObject({ direction: 'out', change: -3 });
    expect(await stockOf(spec)).toBe(5);
    expect(await stockOf(spec, ids.areaB)).toBe(3);
    const halves = (await f.admin.json<Row[]>(N('nurseryRecord', 'getList'), { kind: 'transfer', subTypeId: spec.subTypeId })).data.filter((x) => Number(x.diameter) === spec.diameter);
    expect(halves.map((x) => x.direction).sort()).toEqual(['in', 'out']);
    // Deleting one half deletes the other: the stock goes back to where it was.
    const del = await f.admin.json(N('nurseryRecord', 'delete'), { ids: String(r.data.id) });
    expect(del.result, del.msg).toBe(0);
    expect(await stockOf(spec)).toBe(8);
    expect(await stockOf(spec, ids.areaB)).toBe(0);
  });

  it('refuses a transfer one more than the stock, writing neither half; and one to its own group area', async () => {
    const spec = line();
    await add(spec, 4);
    const before = await journalCount();
    const r = await f.admin.json(N('nurseryRecord', 'create'), { ...spec, kind: 'transfer', toGroupAreaId: ids.areaB, quantity: 5, movedOn: '2026-05-02' });
    expect(r.result).not.toBe(0);
    expect(r.msg).toContain('将为-1株');
    expect(await journalCount()).toBe(before);
    expect(await stockOf(spec, ids.areaB)).toBe(0);
    const same = await f.admin.json(N('nurseryRecord', 'create'), { ...spec, kind: 'transfer', toGroupAreaId: ids.areaA, quantity: 1, movedOn: '2026-05-02' });
    expect(same.msg).toBe('调入片区不能与调出片区相同');
    const none = await f.admin.json(N('nurseryRecord', 'create'), { ...spec, kind: 'transfer', quantity: 1, movedOn: '2026-05-02' });
    expect(none.msg).toBe('调拨请选择调入片区');
  });

  it('records a stock-take to exactly zero as the difference from the book stock that day', async () => {
    const spec = line();
    await add(spec, 7);
    const r = await f.admin.json<Row>(N('nurseryRecord', 'create'), { ...spec, kind: 'adjust', quantity: 0, movedOn: '2026-06-01', condition: 'poor' });
    expect(r.result, r.msg).toBe(0);
    expect(r.data).toMatchObject({ kind: 'adjust', change: -7 });
    expect(await stockOf(spec)).toBe(0);
    const up = await f.admin.json<Row>(N('nurseryRecord', 'create'), { ...spec, kind: 'adjust', quantity: 2, movedOn: '2026-06-02' });
    expect(up.data.change).toBe(2);
    expect(await stockOf(spec)).toBe(2);
  });

  it('refuses a kind entered in another book, and a removal of no plants', async () => {
    const spec = line();
    const wrong = await f.admin.json(N('removenursery', 'create'), { ...spec, kind: 'increase', quantity: 1, movedOn: '2026-06-01' });
    expect(wrong.msg).toBe('「新增」不在「苗木移出」中登记');
    const zero = await f.admin.json(N('removenursery', 'create'), { ...spec, quantity: 0, movedOn: '2026-06-01' });
    expect(zero.msg).toBe('数量至少为1株');
    const blank = await f.admin.json(N('nurseryRecord', 'create'), { ...spec, quantity: 1, movedOn: '2026-06-01' });
    expect(blank.msg).toBe('请选择变动类型');
    const bad = await f.admin.json(N('increasenursery', 'create'), { ...spec, quantity: -1, movedOn: '2026-13-01' });
    expect(bad.result).not.toBe(0);
  });

  it('never changes a written quantity: an update may change the remark, not the quantity', async () => {
    const spec = line();
    const r = await add(spec, 6);
    const q = await f.admin.json(N('increasenursery', 'update'), { ...r.data, quantity: 60 });
    expect(q.msg).toContain('不能修改');
    expect(await stockOf(spec)).toBe(6);
    const ok = await f.admin.json<Row>(N('increasenursery', 'update'), { ...r.data, remark: '苗源：萧山苗木基地' });
    expect(ok.result, ok.msg).toBe(0);
    expect((await f.admin.json<Row>(N('increasenursery', 'getById'), { id: r.data.id })).data.remark).toBe('苗源：萧山苗木基地');
  });

  it('refuses to delete an increase whose plants have left, and deletes one whose plants are still there', async () => {
    const spec = line();
    const r = await add(spec, 5);
    await f.admin.json(N('removenursery', 'create'), { ...spec, quantity: 2, movedOn: '2026-07-01' });
    const del = await f.admin.json(N('increasenursery', 'delete'), { ids: String(r.data.id) });
    expect(del.result).not.toBe(0);
    expect(del.msg).toContain('不能删除');
    expect(await stockOf(spec)).toBe(3);
    const second = await add(spec, 4, '2026-08-01');
    const ok = await f.admin.json(N('increasenursery', 'delete'), { ids: String(second.data.id) });
    expect(ok.result, ok.msg).toBe(0);
    expect(await stockOf(spec)).toBe(3);
  });

  it('each book lists, reads and exports only its own movements', async () => {
    for (const [entity, book] of [['increasenursery', 'increase'], ['removenursery', 'removal'], ['nurseryRecord', 'record']] as const) {
      const page = (await f.admin.json<Page>(N(entity, 'pageList'), { pageSize: 100 })).data;
      expect(page.total, entity).toBeGreaterThan(0);
      expect(new Set(page.records.map((r) => r.book))).toEqual(new Set([book]));
      const all = (await f.admin.json<Row[]>(N(entity, 'getList'), { movedOnStart: '2026-01-01' })).data;
      expect(all.every((r) => r.book === book)).toBe(true);
      const file = await f.admin.raw(N(entity, 'export'), {});
      expect(file.headers.get('content-type')).toContain('spreadsheetml');
    }
    const increase = (await f.admin.json<Page>(N('increasenursery', 'pageList'), { pageSize: 1 })).data.records[0]!;
    expect((await f.admin.json(N('removenursery', 'getById'), { id: increase.id })).result).not.toBe(0);
  });

  it('keeps tenants apart: the other tenant neither sees the movements and stock nor moves stock into its areas from ours', async () => {
    const spec = line();
    const r = await add(spec, 3);
    expect((await f.admin2.json(N('increasenursery', 'getById'), { id: r.data.id })).result).not.toBe(0);
    const theirs = (await f.admin2.json<Page>(N('nurseryStock', 'pageList'), { pageSize: 1000 })).data.records;
    expect(theirs.some((x) => Number(x.diameter) === spec.diameter)).toBe(false);
    const cross = await f.admin.json(N('nurseryRecord', 'create'), { ...spec, kind: 'transfer', toGroupAreaId: ids.otherArea, quantity: 1, movedOn: '2026-05-02' });
    expect(cross.result).not.toBe(0);
    expect(await stockOf(spec)).toBe(3);
  });

  it('refuses every change to a read-only user', async () => {
    const spec = line();
    const r = await f.viewer.json(N('increasenursery', 'create'), { ...spec, quantity: 3, movedOn: '2026-03-01' });
    expect(r.result).not.toBe(0);
    expect(await stockOf(spec)).toBe(0);
  });

  it('lists the species held in a group area (在圃苗木), and refuses no area or another tenant’s', async () => {
    const r = await f.admin.json<Row[]>(N('nurseryStockSubType', 'getListByGroupArea'), { groupAreaId: ids.areaA });
    expect(r.result, r.msg).toBe(0);
    expect(r.data.length).toBeGreaterThan(0);
    expect(r.data.every((x) => Number(x.quantity) > 0 && typeof x.subTypeName === 'string')).toBe(true);
    expect((await f.admin.json(N('nurseryStockSubType', 'getListByGroupArea'), { id: ids.areaA })).result).toBe(0);
    expect((await f.admin.json(N('nurseryStockSubType', 'getListByGroupArea'), {})).msg).toBe('请选择片区');
    expect((await f.admin.json(N('nurseryStockSubType', 'getListByGroupArea'), { groupAreaId: ids.otherArea })).msg).toBe('片区不存在或已被删除');
  });

  it('the demo stock is what its journal sums to, never negative, with a value for every line', async () => {
    const stock = (await f.admin.json<Page>(N('nurseryStock', 'pageList'), { pageSize: 1000 })).data.records;
    expect(stock.length).toBeGreaterThan(10);
    expect(stock.every((x) => Number(x.quantity) > 0 && x.value !== null)).toBe(true);
  });
});
