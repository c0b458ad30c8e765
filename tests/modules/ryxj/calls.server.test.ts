/**
 * 巡检考评's calls beside the flow, over real HTTP: facility import (a workbook LibreOffice made: good,
 * bad and duplicate rows named) at both API generations, export and sync with the city register; the
 * indicator library's tree and dimensions (items only under dimensions), type bindings and their check;
 * role grades; the exports of findings and photos; the monthly records, 考核维度 and 美丽乡村 by street;
 * the enum loader; the other tenant's rows out of reach; the read-only user refused every change.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, R, rows, type Fixture, type Page } from './support';

type Row = Record<string, unknown> & { id: number };
let f: Fixture;
const SHEET = readFileSync(resolve(import.meta.dirname, '../../fixtures/spreadsheets/ryxj-facilities.xlsx'));
const DIMENSIONS = '/cloud/khgl/web/examineDimension/loadList.smvc';

beforeAll(async () => {
  f = await fixture();
}, 180_000);
afterAll(() => f?.server.close());

const sheetRows = async (r: Response) => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await r.arrayBuffer()) as ArrayBuffer);
  const out: unknown[][] = [];
  wb.worksheets[0]!.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
  return out;
};

describe('facilities (facilityInfo, facilityInfo2)', () => {
  it('checks the LibreOffice workbook: three rows to import, a bad code and a stored code named by row, nothing written', async () => {
    const before = (await rows(f.admin, 'facilityInfo')).length;
    const r = await f.admin.upload<{ imported: number; total: number; duplicates: number; invalid: number; errors: { row: number; field: string; message: string }[] }>(R('facilityInfo', 'import'), 'ryxj-facilities.xlsx', SHEET, { mode: 'check' });
    expect(r.result, r.msg).toBe(0);
    expect(r.data).toMatchObject({ total: 5, duplicates: 1, invalid: 1 });
    expect(r.data.errors.map((e) => [e.row, e.field])).toEqual(expect.arrayContaining([[5, 'facilityCode'], [6, 'facilityCode']]));
    expect((await rows(f.admin, 'facilityInfo')).length).toBe(before);
  });

  it('imports only the valid rows at the second generation, readable at the first with units and types by name', async () => {
    const r = await f.admin.upload<{ imported: number }>(R('facilityInfo2', 'import'), 'ryxj-facilities.xlsx', SHEET, { mode: 'valid' });
    expect(r.result, r.msg).toBe(0);
    expect(r.data.imported).toBe(3);
    const [zz] = await rows(f.admin, 'facilityInfo', { facilityCode: 'ZZ802' });
    expect(zz).toMatchObject({ facilityName: '文三路垃圾中转站', facilityType: 'transfer', deptId: 'd106', phone: '0571-88001234' });
    const all = await f.admin.upload(R('facilityInfo', 'import'), 'ryxj-facilities.xlsx', SHEET, { mode: 'all' });
    expect(all.result).not.toBe(0);
  });

  it('exports the filtered facilities at both generations', async () => {
    for (const entity of ['facilityInfo', 'facilityInfo2']) {
      const out = await sheetRows(await f.admin.raw(R(entity, 'export'), { facilityType: 'toilet' }));
      expect(out[0]).toContain('设施编号');
      expect(out.length - 1).toBe((await rows(f.admin, 'facilityInfo', { facilityType: 'toilet' })).length);
    }
  });

  it('syncs with the city register: puts back a changed name, adds nothing twice, keeps imported ones', async () => {
    const [gc] = await rows(f.admin, 'facilityInfo', { facilityCode: 'GC001' });
    await f.admin.json(R('facilityInfo', 'update'), { id: gc!.id, facilityName: '改过名的公厕' });
    const r = await f.admin.json<{ added: number; updated: number }>(R('facilityInfo', 'syncFacility'));
    expect(r.data).toMatchObject({ added: 0, updated: 1 });
    expect(r.msg + JSON.stringify(r.data)).toContain('更新1个');
    expect((await rows(f.admin, 'facilityInfo', { facilityCode: 'GC001' }))[0]!.facilityName).not.toBe('改过名的公厕');
    expect((await rows(f.admin, 'facilityInfo', { facilityCode: 'GC801' })).length).toBe(1);
  });
});

describe('the indicator library (ruleScore, typeBindingInfo, examineDimension)', () => {
  it('answers the tree (dimension → items) and the dimensions with their weights', async () => {
    const tree = await f.admin.json<(Row & { children?: Row[] })[]>(R('ruleScore', 'getRuleScoreList'));
    expect(tree.result, tree.msg).toBe(0);
    expect(tree.data.map((d) => d.ruleName)).toEqual(['道路保洁', '转运站', '绿化养护', '公厕', '管理', '综合评价']);
    expect(tree.data[3]!.children!.map((c) => c.points)).toEqual([3, 2, 4, 2, 5]);
    const dims = await f.admin.json<Row[]>(R('ruleScore', 'getParentRuleScoreList'));
    expect(dims.data.map((d) => d.weight)).toEqual([45, 15, 10, 15, 5, 10]);
    const khgl = await f.admin.json<Page<Row>>(DIMENSIONS, { evalType: 'toilet' });
    expect(khgl.data.records).toMatchObject([{ dimensionName: '公厕', weight: 15, itemCount: 5, totalPoints: 16 }]);
  });

  it('puts an item under a dimension only (its type follows), never under an item', async () => {
    const dims = (await f.admin.json<Row[]>(R('ruleScore', 'getParentRuleScoreList'))).data;
    const toilet = dims.find((d) => d.ruleName === '公厕')!;
    const ok = await f.admin.json<Row>(R('ruleScore', 'save'), { ruleName: '无障碍设施损坏', parentId: toilet.id, points: 3, needRectify: true, rectifyHours: 24 });
    expect(ok.result, ok.msg).toBe(0);
    expect(ok.data).toMatchObject({ evalType: 'toilet', weight: null });
    const under = await f.admin.json(R('ruleScore', 'save'), { ruleName: '下级', parentId: ok.data.id, points: 1 });
    expect(under.msg).toBe('扣分项只能放在考评维度下，不能再有下级');
    const up = await f.admin.json<Row>(R('ruleScore', 'update'), { id: ok.data.id, points: 4 });
    expect(up.data.points).toBe(4);
  });

  it('binds types to dimensions only, once each, and answers a type\'s items by code or by name', async () => {
    const items = await f.admin.json<Row[]>(R('typeBindingInfo', 'check'), { facilityType: '转运站' });
    expect([...new Set(items.data.map((i) => i.dimension))]).toEqual(['转运站', '管理', '综合评价']);
    const item = items.data[0]!;
    expect((await f.admin.json(R('typeBindingInfo', 'save'), { facilityType: 'toilet', ruleScoreId: item.id })).msg).toBe('类型绑定只能选择考评维度');
    const dims = (await f.admin.json<Row[]>(R('ruleScore', 'getParentRuleScoreList'))).data;
    const dup = await f.admin.json(R('typeBindingInfo', 'save'), { facilityType: 'toilet', ruleScoreId: dims.find((d) => d.ruleName === '公厕')!.id });
    expect(dup.result).not.toBe(0);
    const added = await f.admin.json<Row>(R('typeBindingInfo', 'save'), { facilityType: 'toilet', ruleScoreId: dims.find((d) => d.ruleName === '绿化养护')!.id, remark: '公厕周边绿化' });
    expect(added.result, added.msg).toBe(0);
    expect((await f.admin.json<Row[]>(R('typeBindingInfo', 'check'), { facilityType: 'toilet' })).data.some((i) => i.dimension === '绿化养护')).toBe(true);
    expect((await f.admin.json(R('typeBindingInfo', 'update'), { id: added.data.id, remark: '改' })).result).toBe(0);
    expect((await f.admin.json(R('typeBindingInfo', 'delete'), { ids: String(added.data.id) })).result).toBe(0);
    expect((await f.admin.json(R('typeBindingInfo', 'check'), { facilityType: '路灯' })).msg).toBe('请输入设施类型：转运站、道路保洁、绿化养护或公厕');
    expect((await rows(f.admin, 'typeBindingInfo', { facilityType: 'toilet' })).length).toBe(3);
  });
});

describe('roles and their people (role, roleStaff)', () => {
  it('answers the highest grade and the next, reads one role, and adds a person to a role', async () => {
    expect((await f.admin.json(R('role', 'getMaxGrade'))).data).toEqual({ maxGrade: 3, nextGrade: 4 });
    const [lead] = await rows(f.admin, 'role', { roleName: '巡检组长' });
    expect((await f.admin.json<Row>(R('role', 'getOne'), { id: lead!.id })).data).toMatchObject({ roleName: '巡检组长', grade: 2 });
    const saved = await f.admin.json<Row>(R('roleStaff', 'save'), { staffName: '周新', staffCode: 'HJ9001', roleId: lead!.id, deptId: 'd104' });
    expect(saved.result, saved.msg).toBe(0);
    expect((await f.admin.json(R('roleStaff', 'save'), { staffName: '周新', staffCode: 'HJ9001', roleId: lead!.id })).result).not.toBe(0);
    expect((await f.admin.json(R('role', 'save'), { roleName: '巡检员', grade: 9 })).result).not.toBe(0);
  });
});

describe('inspections\' lists and exports', () => {
  it('exports the findings and the inspections with the list\'s filters', async () => {
    const listed = await rows(f.admin, 'evalInfo', { evalType: 'transfer', state: 'appealed,reviewed' });
    const out = await sheetRows(await f.admin.raw(R('evalInfo', 'exportRemark'), { evalType: 'transfer', state: 'appealed,reviewed' }));
    expect(out[0]).toEqual(['考评编号', '检查时间', '设施', '考评类型', '扣分项', '有效扣分', '状态', '问题描述']);
    expect(out.length - 1).toBe(listed.length);
    expect(String(out[1]![3])).toBe('转运站');
    const all = await sheetRows(await f.admin.raw(R('evalInfo', 'export'), { evalType: 'transfer' }));
    expect(all.length - 1).toBe((await f.admin.json<Page>(R('evalInfo', 'pageList'), { evalType: 'transfer', pageSize: 1 })).data.total);
  });

  it('exports the listed inspections\' photos as a zip', async () => {
    const r = await f.admin.raw(R('evalInfo', 'exportFile'), { evalType: 'toilet' });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('zip');
    const bytes = Buffer.from(await r.arrayBuffer());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
  });

  it('lists the appeals and the reviews of the demo, decided ones naming their reviewer', async () => {
    const reviews = await f.admin.json<Page<Row>>(R('review', 'pageList'), { result: 'partly' });
    expect(reviews.data.total).toBeGreaterThan(0);
    expect(reviews.data.records.every((r) => Number(r.pointsAfter) < Number(r.pointsBefore) && r.reviewerName)).toBe(true);
    expect((await rows(f.admin, 'appeal', { state: 'pending' })).length).toBeGreaterThanOrEqual(0);
  });
});

describe('monthly records and 美丽乡村 (evalRecord, mlxc)', () => {
  it('scores every facility of the month with grade and rank within its type', async () => {
    const r = await f.admin.json<Page<Row>>(R('evalRecord', 'getEvalRecordList'), { pageSize: 1000 });
    expect(r.result, r.msg).toBe(0);
    expect(r.data.total).toBe((await rows(f.admin, 'facilityInfo')).length);
    for (const row of r.data.records) {
      expect(row.score).toBe(Math.round((100 - Number(row.deducted)) * 10) / 10);
      expect(Number(row.rank)).toBeGreaterThanOrEqual(1);
    }
    const toilets = r.data.records.filter((x) => x.facilityType === 'toilet');
    const best = Math.max(...toilets.map((x) => Number(x.score)));
    expect(toilets.filter((x) => x.rank === 1).every((x) => x.score === best)).toBe(true);
    expect((await f.admin.json(R('evalRecord', 'getEvalRecordList'), { month: '2026-13' })).msg).toBe('月份格式应为YYYY-MM');
  });

  it('sums the month by street and answers one street\'s inspections (mlxc/getOne)', async () => {
    const page = await f.admin.json<Page<Row>>(R('mlxc', 'pageList'), { pageSize: 100 });
    expect(page.data.total).toBeGreaterThan(5);
    const street = page.data.records.find((s) => Number(s.inspections) > 0)!;
    const one = await f.admin.json<Row[]>(R('mlxc', 'getOne'), { id: street.id });
    expect(one.result, one.msg).toBe(0);
    expect(one.data.length).toBe(street.inspections);
    expect((await f.admin.json(R('mlxc', 'getOne'), { id: '不存在的街道' })).msg).toBe('没有该街道的巡检数据');
  });
});

describe('the enum loader, tenants and rights', () => {
  it('serves the module\'s choices', async () => {
    const r = await f.admin.json<Record<string, { value: string; label: string }[]>>(R('common', 'loadEnumValue'), { enumName: 'evalType' });
    expect(r.result, r.msg).toBe(0);
    expect(JSON.stringify(r.data)).toContain('toilet');
  });

  it('gives tenant 2 its own demo and none of tenant 1\'s rows', async () => {
    const one = await rows(f.admin, 'facilityInfo', { facilityCode: 'GC801' });
    expect(one.length).toBe(1);
    expect((await rows(f.admin2, 'facilityInfo', { facilityCode: 'GC801' })).length).toBe(0);
    expect((await rows(f.admin2, 'evalInfo')).length).toBeGreaterThan(100);
    expect((await f.admin2.json<Page<Row>>(R('evalRecord', 'getEvalRecordList'), { pageSize: 100 })).data.records.some((r) => r.facilityName === '西湖区三墩垃圾转运站')).toBe(true);
    expect((await f.admin2.json(R('facilityInfo', 'update'), { id: one[0]!.id, facilityName: '他人' })).result).not.toBe(0);
    expect((await f.admin2.json(R('mlxc', 'getOne'), { id: '延安路' })).msg).toBe('没有该街道的巡检数据');
  });

  it('refuses the read-only user every change beside the flow', async () => {
    for (const [path, body] of [
      [R('facilityInfo', 'syncFacility'), {}], [R('facilityInfo', 'save'), { facilityCode: 'GC999', facilityName: 'x', facilityType: 'toilet', deptId: 'd103' }],
      [R('facilityInfo2', 'save'), { facilityCode: 'GC998', facilityName: 'x', facilityType: 'toilet', deptId: 'd103' }], [R('ruleScore', 'update'), { id: 1, points: 1 }],
      [R('typeBindingInfo', 'save'), { facilityType: 'toilet', ruleScoreId: 1 }], [R('role', 'save'), { roleName: '新', grade: 4 }], [R('roleStaff', 'save'), { staffName: '新', staffCode: 'HJ9002', roleId: 1 }],
      [R('role', 'delete'), { ids: '1' }],
    ] as const) {
      expect((await f.viewer.json(path, body as Record<string, unknown>)).result, path).not.toBe(0);
    }
    expect((await f.admin.json(R('role', 'getMaxGrade'))).data).toEqual({ maxGrade: 3, nextGrade: 4 });
  });
});

describe('the units\' monthly ranking (evalRecord/unitRanking)', () => {
  it('weighs each unit\'s dimensions, grades and ranks the units, and names each dimension\'s score and weight', async () => {
    const r = await f.admin.json<Page<Row>>(R('evalRecord', 'unitRanking'), { pageSize: 100 });
    expect(r.result, r.msg).toBe(0);
    expect(r.data.records.map((x) => x.deptId)).toEqual(expect.arrayContaining(['d103', 'd104', 'd105', 'd106'])); // and d102 of the imported toilet
    expect(r.data.records.map((x) => x.rank)).toEqual([...r.data.records.map((x) => x.rank)].sort((a, b) => Number(a) - Number(b)));
    const toilets = r.data.records.find((x) => x.deptId === 'd103')!;
    expect(String(toilets.dimensions)).toMatch(/^公厕 \d+\.\d（15%）；管理 \d+\.\d（5%）；综合评价 \d+\.\d（10%）$/);
    const parts = [...String(toilets.dimensions).matchAll(/ (\d+\.\d)（(\d+)%）/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
    const weighted = parts.reduce((s, [score, w]) => s + score * w, 0) / parts.reduce((s, [, w]) => s + w, 0);
    expect(toilets.score).toBe(Math.round(weighted * 10) / 10);
  });
});
