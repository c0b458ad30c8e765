/**
 * Customer records and their lines over real HTTP: a record's totals from its lines (typed totals
 * ignored), a line of a category (not a sub-category) refused, the single-line calls recomputing the
 * totals, the import of a LibreOffice spreadsheet (and a bad one refused whole, naming row and reason),
 * the export, the stock rule on sorting, handling and deletes, another tenant's rows out of reach, and
 * the read-only user refused every change.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, R, type Fixture, type Page } from './support';

type Row = Record<string, unknown> & { id: number };
let f: Fixture;
let subs: Map<string, number>;
let customers: Map<string, number>;
let sites: Map<string, number>;
const ok = async (r: Promise<{ result: number; msg: string }> | { result: number; msg: string }) => {
  const a = await r;
  expect(a.result, a.msg).toBe(0);
};
const sheet = (name: string) => readFileSync(resolve(import.meta.dirname, '../../fixtures/spreadsheets', name));

beforeAll(async () => {
  f = await fixture();
  const byName = async (path: string, key: string) => new Map((await f.admin.json<Row[]>(path, {})).data.map((r) => [String(r[key]), r.id]));
  subs = await byName(R('resourcesCategory', 'getSubCategoryList'), 'categoryName');
  customers = await byName(R('customer', 'list'), 'customerName');
  sites = await byName(R('site', 'list'), 'siteName');
}, 120_000);
afterAll(() => f?.server.close());

/** A new site of tenant 1 with nothing in it, so its stock is what the test puts there. */
async function emptySite(name: string): Promise<number> {
  const r = await f.admin.json<Row>(R('site', 'saveOrUpdate'), { siteName: name, siteType: 'station', district: 'xihu', location: JSON.stringify({ lng: 120.13, lat: 30.27 }) });
  await ok(r);
  return r.data.id;
}
const record = (no: string, siteId: number, lines: { sub: string; weight: number; unitPrice: number }[], extra: Record<string, unknown> = {}) => ({
  recordNo: no, customerId: customers.get('朝晖新村物业服务中心'), siteId, recordTime: '2026-11-20 09:30:00', collector: '王建国', ...extra,
  details: JSON.stringify(lines.map((l) => ({ subCategoryId: subs.get(l.sub), weight: l.weight, unitPrice: l.unitPrice }))),
});
const stockOf = async (siteId: number, sub: string) => {
  const r = await f.admin.json<{ subCategories: { subCategoryName: string; stock: number }[] }>(R('statistics', 'siteStatistical'), { siteId });
  return r.data.subCategories.find((s) => s.subCategoryName === sub)?.stock ?? null;
};

describe('customer records', () => {
  it('computes the lines’ amounts and the record’s totals from its lines, ignoring typed totals', async () => {
    const siteId = await emptySite('测试站-合计');
    const r = await f.admin.json<Row>(R('customerRecord', 'saveOrUpdate'), record('HS-T-001', siteId, [{ sub: '黄板纸', weight: 52.5, unitPrice: 1.25 }, { sub: 'PET瓶', weight: 8.4, unitPrice: 2 }], { totalWeight: 999, totalAmount: 1 }));
    await ok(r);
    const page = await f.admin.json<Page<Row>>(R('customerRecord', 'pageList'), { recordNo: 'HS-T-001' });
    expect(page.data.records[0]).toMatchObject({ totalWeight: 60.9, totalAmount: 82.43, lineCount: 2 });
    const lines = await f.admin.json<Page<Row>>(R('customerRecordDetail', 'pageList'), { recordId: page.data.records[0]!.id });
    expect(lines.data.records.map((l) => [l.amount, l.siteId, l.categoryId]).sort()).toEqual([[16.8, siteId, 2], [65.63, siteId, 1]].sort());
    expect(await stockOf(siteId, '黄板纸')).toBe(52.5);
  });

  it('refuses a line of a category (not a sub-category) and a record without lines, writing nothing', async () => {
    const siteId = sites.get('朝晖再生资源回收站')!;
    const bad = await f.admin.json(R('customerRecord', 'saveOrUpdate'), { ...record('HS-T-002', siteId, []), details: JSON.stringify([{ subCategoryId: 1, weight: 3, unitPrice: 1 }]) });
    expect(bad.result).not.toBe(0);
    expect(bad.msg).toContain('请选择资源小类，「废纸」是大类');
    const none = await f.admin.json(R('customerRecord', 'saveOrUpdate'), record('HS-T-002', siteId, []));
    expect(none.result).not.toBe(0);
    const negative = await f.admin.json(R('customerRecord', 'saveOrUpdate'), record('HS-T-002', siteId, [{ sub: '黄板纸', weight: -1, unitPrice: 1 }]));
    expect(negative.result).not.toBe(0);
    expect(negative.msg).toContain('第1行');
    expect((await f.admin.json<Page>(R('customerRecord', 'pageList'), { recordNo: 'HS-T-002' })).data.total).toBe(0);
  });

  it('changes and deletes single lines, recomputing the totals; the last line cannot go', async () => {
    const siteId = await emptySite('测试站-明细');
    await f.admin.json(R('customerRecord', 'saveOrUpdate'), record('HS-T-003', siteId, [{ sub: '废铁', weight: 20, unitPrice: 1.8 }, { sub: '易拉罐', weight: 5, unitPrice: 6 }]));
    const rec = (await f.admin.json<Page<Row>>(R('customerRecord', 'pageList'), { recordNo: 'HS-T-003' })).data.records[0]!;
    const lines = (await f.admin.json<Page<Row>>(R('customerRecordDetail', 'pageList'), { recordId: rec.id, orderField: 'id', orderType: 'asc' })).data.records;
    const changed = await f.admin.json<Row>(R('customerRecordDetail', 'saveOrUpdate'), { id: lines[0]!.id, weight: 25.5, unitPrice: 2 });
    expect(changed.data).toMatchObject({ weight: 25.5, amount: 51 });
    const added = await f.admin.json<Row>(R('customerRecordDetail', 'saveOrUpdate'), { recordId: rec.id, subCategoryId: subs.get('废铜'), weight: 1.2, unitPrice: 45 });
    expect(added.data).toMatchObject({ amount: 54, siteId, categoryId: 3 });
    expect((await f.admin.json<Page<Row>>(R('customerRecord', 'pageList'), { recordNo: 'HS-T-003' })).data.records[0]).toMatchObject({ totalWeight: 31.7, totalAmount: 135, lineCount: 3 });
    await ok(f.admin.json(R('customerRecordDetail', 'delete'), { ids: `${lines[1]!.id},${added.data.id}` }));
    expect((await f.admin.json<Page<Row>>(R('customerRecord', 'pageList'), { recordNo: 'HS-T-003' })).data.records[0]).toMatchObject({ totalWeight: 25.5, totalAmount: 51, lineCount: 1 });
    const last = await f.admin.json(R('customerRecordDetail', 'delete'), { id: lines[0]!.id });
    expect(last.msg).toBe('这是记录HS-T-003唯一的明细，不能删除；请删除整条记录');
    const bad = await f.admin.json(R('customerRecordDetail', 'saveOrUpdate'), { id: lines[0]!.id, weight: -3 });
    expect(bad.result).not.toBe(0);
    expect((await f.admin.json(R('customerRecordDetail', 'saveOrUpdate'), { recordId: 999999, subCategoryId: subs.get('废铜'), weight: 1, unitPrice: 1 })).msg).toBe('回收记录不存在或已被删除');
    expect((await f.admin.json(R('customerRecordDetail', 'delete'), {})).msg).toBe('请选择要操作的数据');
  });

  it('exports the filtered records as a workbook', async () => {
    const r = await f.admin.raw(R('customerRecord', 'export'), { recordNo: 'HS-T-00' });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('spreadsheetml');
  });
});

describe('the stock rule: received − sorted out − handled, never negative', () => {
  it('takes exactly the stock, then refuses a handling 0.1 kg beyond it and a sorting from an empty stock, naming site, sub-category and stock', async () => {
    const siteId = await emptySite('测试站-库存');
    await f.admin.json(R('customerRecord', 'saveOrUpdate'), record('HS-T-010', siteId, [{ sub: '书报纸', weight: 40.1, unitPrice: 1.4 }]));
    const sorted = await f.admin.json<Row>(R('siteSortingRecord', 'saveOrUpdate'), { siteId, subCategoryId: subs.get('书报纸'), weight: 0.1, sortResult: 'impurity', sortTime: '2026-11-21 09:00:00' });
    await ok(sorted);
    const over = await f.admin.json(R('siteHandleRecord', 'saveOrUpdate'), { siteId, subCategoryId: subs.get('书报纸'), weight: 40.1, processor: '浙江再生资源利用有限公司', handleTime: '2026-11-22 09:00:00' });
    expect(over.msg).toBe('站点「测试站-库存」的「书报纸」库存为40千克，不足本次的40.1千克');
    const exact = await f.admin.json<Row>(R('siteHandleRecord', 'saveOrUpdate'), { siteId, subCategoryId: subs.get('书报纸'), weight: 40, unitPrice: 1.6, processor: '浙江再生资源利用有限公司', handleTime: '2026-11-22 09:00:00' });
    expect(exact.data).toMatchObject({ amount: 64 });
    expect(await stockOf(siteId, '书报纸')).toBe(0);
    const empty = await f.admin.json(R('siteSortingRecord', 'saveOrUpdate'), { siteId, subCategoryId: subs.get('书报纸'), weight: 0.01, sortResult: 'impurity', sortTime: '2026-11-23 09:00:00' });
    expect(empty.msg).toContain('库存为0千克');
    // Raising a handled weight counts the row's own weight back first: 40 → 40 passes, 40 → 40.1 does not.
    await ok(f.admin.json(R('siteHandleRecord', 'saveOrUpdate'), { id: exact.data.id, weight: 40 }));
    expect((await f.admin.json(R('siteHandleRecord', 'saveOrUpdate'), { id: exact.data.id, weight: 40.1 })).result).not.toBe(0);
    // The record whose paper has left cannot be deleted.
    const rec = (await f.admin.json<Page<Row>>(R('customerRecord', 'pageList'), { recordNo: 'HS-T-010' })).data.records[0]!;
    const del = await f.admin.json(R('customerRecord', 'delete'), { ids: String(rec.id) });
    expect(del.msg).toContain('站点「测试站-库存」的「书报纸」已出站或分拣40.1千克');
    expect((await f.admin.json<Page>(R('customerRecord', 'pageList'), { recordNo: 'HS-T-010' })).data.total).toBe(1);
    // Nor can its line drop below what has left.
    const [line] = (await f.admin.json<Page<Row>>(R('customerRecordDetail', 'pageList'), { recordId: rec.id })).data.records;
    expect((await f.admin.json(R('customerRecordDetail', 'saveOrUpdate'), { id: line!.id, weight: 40 })).result).not.toBe(0);
    expect((await f.admin.json<Page<Row>>(R('customerRecordDetail', 'pageList'), { recordId: rec.id })).data.records[0]!.weight).toBe(40.1);
  });

  it('refuses a sorting record of a category', async () => {
    const r = await f.admin.json(R('siteSortingRecord', 'saveOrUpdate'), { siteId: sites.get('朝晖再生资源回收站'), subCategoryId: 1, weight: 1, sortResult: 'impurity', sortTime: '2026-11-21 09:00:00' });
    expect(r.msg).toBe('请选择资源小类，「废纸」是大类');
  });
});

describe('importing customer records from a spreadsheet LibreOffice made', () => {
  it('imports the rows as records of their numbers, taking the reference price where the price is blank', async () => {
    const check = await f.admin.upload<{ total: number; valid: number }>(R('customerRecord', 'import'), 'recycle-records.xlsx', sheet('recycle-records.xlsx'), { mode: 'check' });
    expect(check.data).toMatchObject({ total: 3, valid: 3 });
    const r = await f.admin.upload<{ imported: number }>(R('customerRecord', 'import'), 'recycle-records.xlsx', sheet('recycle-records.xlsx'), { mode: 'all' });
    expect(r.data.imported).toBe(3);
    const rec = (await f.admin.json<Page<Row>>(R('customerRecord', 'pageList'), { recordNo: 'HS-IMP-001' })).data.records[0]!;
    expect(rec).toMatchObject({ recordTime: '2026-11-20 09:30:00', totalWeight: 60.9, totalAmount: 82.43, lineCount: 2, siteId: sites.get('朝晖再生资源回收站') });
    expect((await f.admin.json<Page<Row>>(R('customerRecord', 'pageList'), { recordNo: 'HS-IMP-002' })).data.records[0]).toMatchObject({ totalWeight: 3.2, totalAmount: 19.52 });
    // The same file again: every row a duplicate, nothing added.
    const again = await f.admin.upload<{ imported: number; duplicates: number }>(R('customerRecord', 'import'), 'recycle-records.xlsx', sheet('recycle-records.xlsx'), { mode: 'valid' });
    expect(again.data).toMatchObject({ imported: 0, duplicates: 3 });
    expect((await f.admin.json<Page<Row>>(R('customerRecord', 'pageList'), { recordNo: 'HS-IMP-001' })).data.records[0]!.lineCount).toBe(2);
  });

  it('refuses a file with an unknown sub-category and a negative weight, naming row and reason, and writes nothing', async () => {
    const r = await f.admin.upload<{ imported: number; errors: { row: number; field: string; message: string }[] }>(R('customerRecord', 'import'), 'recycle-records-bad.xlsx', sheet('recycle-records-bad.xlsx'), { mode: 'all' });
    expect(r.result).not.toBe(0);
    const rows = r.data.errors.map((e) => [e.row, e.field]);
    expect(rows).toContainEqual([3, 'subCategoryId']);
    expect(rows).toContainEqual([4, 'weight']);
    expect(r.data.errors.find((e) => e.row === 3)!.message).toContain('资源小类');
    expect((await f.admin.json<Page>(R('customerRecord', 'pageList'), { recordNo: 'HS-IMP-10' })).data.total).toBe(0);
  });

  it('refuses to add imported lines to a record entered by hand', async () => {
    await f.admin.json(R('customerRecord', 'saveOrUpdate'), record('HS-IMP-001X', sites.get('朝晖再生资源回收站')!, [{ sub: '黄板纸', weight: 1, unitPrice: 1 }]));
    const csv = '记录编号,回收客户,交投站点,交投时间,资源小类,重量\nHS-IMP-001X,朝晖新村物业服务中心,朝晖再生资源回收站,2026-11-20 09:30:00,PET瓶,2\n';
    const r = await f.admin.upload(R('customerRecord', 'import'), 'x.csv', csv, { mode: 'all' });
    expect(r.msg).toContain('记录编号HS-IMP-001X已存在');
    expect((await f.admin.json<Page<Row>>(R('customerRecord', 'pageList'), { recordNo: 'HS-IMP-001X' })).data.records[0]!.lineCount).toBe(1);
  });
});

describe('tenants and rights', () => {
  it('keeps tenant 1’s records, lines and stock out of tenant 2’s reach', async () => {
    const rec = (await f.admin.json<Page<Row>>(R('customerRecord', 'pageList'), { recordNo: 'HS-T-001' })).data.records[0]!;
    expect((await f.admin2.json<Page>(R('customerRecord', 'pageList'), { recordNo: 'HS-T-001' })).data.total).toBe(0);
    const [line] = (await f.admin.json<Page<Row>>(R('customerRecordDetail', 'pageList'), { recordId: rec.id })).data.records;
    expect((await f.admin2.json(R('customerRecordDetail', 'saveOrUpdate'), { id: line!.id, weight: 1 })).msg).toBe('回收明细不存在或已被删除');
    expect((await f.admin2.json(R('customerRecordDetail', 'delete'), { id: line!.id })).msg).toBe('回收明细不存在或已被删除');
    expect((await f.admin2.json(R('customerRecord', 'delete'), { ids: String(rec.id) })).result).not.toBe(0);
    expect((await f.admin.json<Page>(R('customerRecord', 'pageList'), { recordNo: 'HS-T-001' })).data.total).toBe(1);
    const t2 = await f.admin2.json<{ records: Row[] }>(R('statistics', 'siteStatistical'), {});
    expect(t2.data.records.map((s) => s.siteName)).not.toContain('测试站-合计');
  });

  it('refuses every change to the read-only user', async () => {
    const rec = (await f.admin.json<Page<Row>>(R('customerRecord', 'pageList'), { recordNo: 'HS-T-001' })).data.records[0]!;
    const [line] = (await f.admin.json<Page<Row>>(R('customerRecordDetail', 'pageList'), { recordId: rec.id })).data.records;
    for (const [path, body] of [
      [R('customerRecord', 'saveOrUpdate'), record('HS-T-099', sites.get('朝晖再生资源回收站')!, [{ sub: '黄板纸', weight: 1, unitPrice: 1 }])],
      [R('customerRecord', 'delete'), { ids: String(rec.id) }],
      [R('customerRecordDetail', 'saveOrUpdate'), { id: line!.id, weight: 1 }],
      [R('customerRecordDetail', 'delete'), { id: line!.id }],
      [R('siteSortingRecord', 'saveOrUpdate'), { siteId: 1, subCategoryId: subs.get('黄板纸'), weight: 0.01, sortResult: 'impurity', sortTime: '2026-11-21 09:00:00' }],
    ] as const) {
      const r = await f.viewer.json(path, body as Record<string, unknown>);
      expect(r.result, path).not.toBe(0);
    }
    const up = await f.viewer.upload(R('customerRecord', 'import'), 'recycle-records.xlsx', sheet('recycle-records.xlsx'), { mode: 'all' });
    expect(up.result).not.toBe(0);
    expect((await f.admin.json<Page>(R('customerRecord', 'pageList'), { recordNo: 'HS-T-099' })).data.total).toBe(0);
    expect((await f.viewer.json<Page>(R('customerRecord', 'pageList'), {})).data.total).toBeGreaterThan(0);
  });
});
