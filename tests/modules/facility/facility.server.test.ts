/**
 * 设施考核 over real HTTP: the facility ledger's import (a LibreOffice workbook) and export; an
 * inspection planned, inspected (items, photos, place) and submitted through the workflow, with its
 * log, and refused once submitted; the month's evaluation — the facilities part moving by the
 * submitted deduction, entered parts with who and when, an incomplete month unknown, weights and
 * grade lines from the settings — the ranking, the trend and its chart, the export; every call
 * refused to the read-only user and blind to the other tenant.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E, F, fixture, monthAgo, uploadPhoto, type Client, type Fixture, type Page } from './support';

type Row = Record<string, unknown> & { id: number };
let f: Fixture;
const LAST = monthAgo(1);
const workbook = readFileSync(resolve(import.meta.dirname, '../../fixtures/spreadsheets/facility-import.xlsx'));

const list = async (c: Client, path: string, body: Record<string, unknown> = {}) => (await c.json<Page<Row>>(path, { pageSize: 1000, ...body })).data;
const evaluationOf = async (c: Client, month: string, deptId: string) => (await list(c, E('pageList'), { month, deptId })).records.find((r) => r.deptId === deptId)!;
const plan = (c: Client, body: Record<string, unknown>) => c.json<Row>(F('inspection', 'save'), body);
const facilityOf = async (deptId: string, toilet: boolean) =>
  (await list(f.admin, F('facilityInfo', 'pageList'), { deptId })).records.find((r) => r.deptId === deptId && (r.facilityType === 'toilet') === toilet)!;

beforeAll(async () => {
  f = await fixture();
}, 120_000);
afterAll(() => f?.server.close());

describe('the facility ledger (facilityInfo)', () => {
  it('previews a LibreOffice workbook row by row: two new facilities, a stored code as a duplicate, a bad code and type as invalid', async () => {
    const r = await f.admin.upload<{ total: number; valid: number; duplicates: number; invalid: number; errors: { row: number; field: string; message: string }[] }>(F('facilityInfo', 'import'), 'facility-import.xlsx', workbook, { mode: 'check' });
    expect(r.result, r.msg).toBe(0);
    expect(r.data).toMatchObject({ total: 4, valid: 2, duplicates: 1, invalid: 1 });
    expect(r.data.errors.find((e) => e.row === 4)?.message).toContain('已存在');
    expect(r.data.errors.filter((e) => e.row === 5).map((e) => e.field).sort()).toEqual(['facilityCode', 'facilityType']);
  });

  it('imports the valid rows with their units by name and by path, and exports them', async () => {
    const r = await f.admin.upload<{ imported: number }>(F('facilityInfo', 'import'), 'facility-import.xlsx', workbook, { mode: 'valid' });
    expect(r.data.imported).toBe(2);
    const rows = (await list(f.admin, F('facilityInfo', 'pageList'), { facilityCode: '-101' })).records;
    expect(Object.fromEntries(rows.map((x) => [x.facilityCode, [x.facilityType, x.deptId, x.builtOn]]))).toEqual({ 'SJ-101': ['collection', 'd104', '2024-05-01'], 'GC-101': ['toilet', 'd105', '2019-09-30'] });
    const x = await f.admin.raw(F('facilityInfo', 'export'), { facilityCode: '-101' });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await x.arrayBuffer()) as ArrayBuffer);
    const cells = [] as unknown[];
    wb.worksheets[0]!.eachRow((row) => cells.push(...(row.values as unknown[])));
    expect(cells).toEqual(expect.arrayContaining(['设施编号', 'SJ-101', '收集点', '道路保洁一队']));
  });

  it('answers the module’s choices by name (common/loadEnumValue)', async () => {
    const r = await f.admin.json<{ value: string; label: string }[]>(F('common', 'loadEnumValue'), { enumName: 'facilityType' });
    expect(r.data.map((o) => o.label)).toEqual(['公厕', '转运站', '压缩站', '收集点']);
  });
});

describe('an inspection: plan, record findings, submit (inspection/save, inspection, submit)', () => {
  let id = 0;
  let before: Row;

  it('plans an inspection with the facility’s type, unit and part, a number, and the planner as inspector', async () => {
    const fac = await facilityOf('d104', false);
    before = await evaluationOf(f.admin, LAST, 'd104');
    const r = await plan(f.admin, { facilityId: fac.id, inspectDate: `${LAST}-15`, remark: '月中抽查' });
    expect(r.result, r.msg).toBe(0);
    expect(r.data).toMatchObject({ status: 'planned', deptId: 'd104', facilityType: fac.facilityType, part: 'facility', inspectorName: 'admin', deduction: null });
    expect(String(r.data.inspectNo)).toMatch(/^XJ\d{6}$/);
    id = r.data.id;
  });

  it('refuses a date after today and a facility of the other tenant, with a clear msg and nothing written', async () => {
    const total = (await list(f.admin, F('inspection', 'pageList'), { pageSize: 1 })).total;
    const fac = await facilityOf('d104', true);
    const future = await plan(f.admin, { facilityId: fac.id, inspectDate: '2099-01-01' });
    expect(future.result).not.toBe(0);
    expect(future.msg).toBe('检查日期不能晚于今天');
    const other = (await list(f.admin2, F('facilityInfo', 'pageList'))).records[0]!;
    expect((await plan(f.admin, { facilityId: other.id, inspectDate: `${LAST}-10` })).result).not.toBe(0);
    expect((await plan(f.admin, { inspectDate: `${LAST}-10` })).result).not.toBe(0);
    expect((await list(f.admin, F('inspection', 'pageList'), { pageSize: 1 })).total).toBe(total);
  });

  it('refuses an item that does not apply to the facility (a toilet item on a transfer station), nothing changed', async () => {
    const r = await f.admin.json(F('inspection', 'inspection'), { id, itemCodes: ['T02'] });
    expect(r.result).not.toBe(0);
    expect(r.msg).toMatch(/扣分项“便器不洁、有异味”不适用于/);
    expect((await list(f.admin, F('inspection', 'pageList'), { inspectNo: '' })).records.find((x) => x.id === id)!.status).toBe('planned');
  });

  it('records the findings: the items’ points summed and kept in words, photos of the file service, the place', async () => {
    const photo = await uploadPhoto(f.admin, f.server.url);
    const r = await f.admin.json<Row>(F('inspection', 'inspection'), { id, itemCodes: ['F01', 'A01'], photos: [photo], location: { lng: 120.17, lat: 30.28 }, remark: '站内有积存' });
    expect(r.result, r.msg).toBe(0);
    expect(r.data).toMatchObject({ status: 'inspected', deduction: 6, findings: '公示牌缺失或信息过期 −1；站内垃圾未日产日清 −5', photos: [photo], location: { lng: 120.17, lat: 30.28 } });
  });

  it('refuses a photo that is not the caller’s file', async () => {
    const other = await uploadPhoto(f.admin2, f.server.url);
    const r = await f.admin.json(F('inspection', 'inspection'), { id, itemCodes: ['F01'], photos: [other] });
    expect(r.result).not.toBe(0);
    expect((await list(f.admin, F('inspection', 'pageList'))).records.find((x) => x.id === id)!.deduction).toBe(6);
  });

  it('does not count an inspected (not submitted) inspection in the month', async () => {
    expect((await evaluationOf(f.admin, LAST, 'd104')).facilityScore).toBe(before.facilityScore);
  });

  it('submits: the inspection is final and the unit’s facilities part drops by its deduction, the total and ranking follow', async () => {
    const r = await f.admin.json<Row>(F('inspection', 'submit'), { id });
    expect(r.result, r.msg).toBe(0);
    expect(r.data).toMatchObject({ status: 'submitted', submittedBy: 'admin' });
    const after = await evaluationOf(f.admin, LAST, 'd104');
    expect(after.facilityScore).toBe(Math.max(0, Number(before.facilityScore) - 6));
    expect(Number(after.total)).toBeCloseTo(Number(before.total) - (Number(before.facilityScore) - Number(after.facilityScore)) * 0.25, 2);
    const ranking = (await list(f.admin, F('evaluation', 'ranking'), { month: LAST })).records;
    expect(ranking.find((x) => x.deptId === 'd104')!.total).toBe(after.total);
    expect(ranking.map((x) => x.rank)).toEqual([...ranking.map((x) => x.rank)].sort((a, b) => Number(a) - Number(b)));
  });

  it('refuses to edit, delete or inspect again a submitted inspection, and keeps its log (who, what, when)', async () => {
    const upd = await f.admin.json(F('inspection', 'update'), { id, facilityId: (await facilityOf('d104', false)).id, inspectDate: `${LAST}-16` });
    expect(upd.result).not.toBe(0);
    expect(upd.msg).toMatch(/^检查XJ\d{6}已提交，不能修改或删除$/);
    const del = await f.admin.json(F('inspection', 'delete'), { ids: String(id) });
    expect(del.msg).toMatch(/已提交，不能修改或删除/);
    const again = await f.admin.json(F('inspection', 'inspection'), { id, itemCodes: [] });
    expect(again.result).not.toBe(0);
    expect(again.msg).toContain('已提交');
    const log = await f.admin.json<Row[]>(F('inspection', 'logList'), { id });
    expect(log.data.map((l) => [l.action, l.toState, l.actorName])).toEqual([['create', 'planned', 'admin'], ['inspection', 'inspected', 'admin'], ['submit', 'submitted', 'admin']]);
    const info = await f.admin.json<Row>(F('inspection', 'info'), { id });
    expect(info.data).toMatchObject({ status: 'submitted', lastRemark: '站内有积存' });
  });

  it('records an inspection that found nothing as 0 points, "未发现问题"', async () => {
    const r = await plan(f.admin, { facilityId: (await facilityOf('d107', true)).id, inspectDate: `${LAST}-18` });
    const done = await f.admin.json<Row>(F('inspection', 'inspection'), { id: r.data.id, itemCodes: [] });
    expect(done.data).toMatchObject({ status: 'inspected', deduction: 0, findings: '未发现问题', itemCodes: [] });
  });

  it('deletes a planned inspection with its log', async () => {
    const r = await plan(f.admin, { facilityId: (await facilityOf('d105', true)).id, inspectDate: `${LAST}-20` });
    const del = await f.admin.json<{ deleted: number }>(F('inspection', 'delete'), { ids: String(r.data.id) });
    expect(del.data.deleted).toBe(1);
    expect((await f.admin.json(F('inspection', 'logList'), { id: r.data.id })).result).not.toBe(0);
  });

  it('keeps the other tenant out: it neither lists, inspects, submits nor deletes the inspection', async () => {
    expect((await list(f.admin2, F('inspection', 'pageList'))).records.some((x) => x.inspectNo === undefined || x.id === id)).toBe(false);
    const r = await plan(f.admin, { facilityId: (await facilityOf('d105', false)).id, inspectDate: `${LAST}-21` });
    for (const call of ['inspection', 'submit', 'delete', 'update']) expect((await f.admin2.json(F('inspection', call), { id: r.data.id, ids: String(r.data.id), inspectDate: `${LAST}-22` })).result).not.toBe(0);
    expect((await list(f.admin, F('inspection', 'pageList'))).records.find((x) => x.id === r.data.id)!.status).toBe('planned');
  });
});

describe('the monthly evaluation (evaluationManagement)', () => {
  it('enters roads, management and overall with who and when (addUpdateScore), blanks kept', async () => {
    const row = (await f.admin.json<Row>(E('addOrUpdate'), { month: '2020-03', deptId: 'd105' })).data;
    const r = await f.admin.json<Row>(E('addUpdateScore'), { id: row.id, roadScore: '91.5', managementScore: '', overallScore: 88 });
    expect(r.result, r.msg).toBe(0);
    expect(r.data.message).toBe('已录入道路、综合评价得分');
    const info = (await f.admin.json<Row>(E('loadInfo'), { id: row.id })).data;
    expect(info).toMatchObject({ roadScore: 91.5, roadBy: 'admin', overallScore: 88, overallBy: 'admin', managementScore: null, managementBy: null });
    expect(String(info.roadAt)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('shows a month with parts not scored as incomplete: total, grade and rank unknown (never 0), the missing parts named', async () => {
    const row = (await f.admin.json<Row>(E('addOrUpdate'), { month: '2020-04', deptId: 'd104' })).data;
    const info = (await f.admin.json<Row>(E('loadInfo'), { id: row.id })).data;
    expect(info).toMatchObject({ total: null, grade: null, rank: null, complete: false, facilityScore: null, missing: '道路、设施、公厕、管理、综合评价' });
  });

  it('refuses a score out of 0–100, with 3 decimals or none at all, and changes nothing', async () => {
    const row = await evaluationOf(f.admin, LAST, 'd105');
    for (const bad of [{ roadScore: 100.5 }, { managementScore: -1 }, { overallScore: '88.125' }, { roadScore: 'abc' }]) {
      const r = await f.admin.json(E('addUpdateScore'), { id: row.id, ...bad });
      expect(r.result).not.toBe(0);
      expect(r.msg).toMatch(/得分应为0至100的数，最多两位小数/);
    }
    expect((await f.admin.json(E('addUpdateScore'), { id: row.id })).msg).toBe('请至少录入一项得分（道路、管理或综合评价）');
    expect(await evaluationOf(f.admin, LAST, 'd105')).toMatchObject({ roadScore: row.roadScore, roadAt: row.roadAt });
  });

  it('refuses a second evaluation of the same unit and month, a bad month and an unknown unit', async () => {
    expect((await f.admin.json(E('addOrUpdate'), { month: LAST, deptId: 'd104' })).msg).toMatch(/已存在/);
    expect((await f.admin.json(E('addOrUpdate'), { month: '2026-13', deptId: 'd104' })).result).not.toBe(0);
    expect((await f.admin.json(E('addOrUpdate'), { month: '2020-05', deptId: 'd999' })).result).not.toBe(0);
  });

  it('weighs with the tenant’s settings: weights not summing to 100 and grade lines out of order are refused, a valid change moves totals and grades', async () => {
    const setting = (await list(f.admin, F('evaluationSetting', 'pageList'))).records[0]!;
    const bad = await f.admin.json(F('evaluationSetting', 'update'), { ...setting, roadWeight: 50 });
    expect(bad.msg).toBe('各项权重之和应为100，当前为105');
    expect((await f.admin.json(F('evaluationSetting', 'update'), { ...setting, goodLine: 95 })).msg).toBe('等级线应满足 0 < 合格线 < 良好线 < 优秀线 ≤ 100');
    const row = await evaluationOf(f.admin, LAST, 'd106');
    const ok = await f.admin.json(F('evaluationSetting', 'update'), { ...setting, roadWeight: 100, facilityWeight: 0, toiletWeight: 0, managementWeight: 0, overallWeight: 0, excellentLine: 99.99 });
    expect(ok.result, ok.msg).toBe(0);
    const after = await evaluationOf(f.admin, LAST, 'd106');
    expect(after.total).toBe(row.roadScore);
    expect(after.grade).not.toBe('excellent');
    await f.admin.json(F('evaluationSetting', 'update'), setting);
    expect((await evaluationOf(f.admin, LAST, 'd106')).total).toBe(row.total);
  });

  it('ranks last month’s units by total by default, and refuses a bad month', async () => {
    const r = (await list(f.admin, F('evaluation', 'ranking'))).records;
    expect(r.length).toBe(4);
    expect(r.every((x) => x.month === LAST && x.complete === true)).toBe(true);
    expect(r.map((x) => x.rank)).toEqual([1, 2, 3, 4]);
    const totals = r.map((x) => Number(x.total));
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect((await f.admin.json(F('evaluation', 'ranking'), { month: '2026-1' })).result).not.toBe(0);
  });

  it('draws the year’s trend per unit as rows and as a chart (unknown months not drawn), and refuses a bad year', async () => {
    const year = LAST.slice(0, 4);
    const rows = (await list(f.admin, F('evaluation', 'trend'), { year, deptId: 'd104' })).records;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((x) => x.deptId === 'd104' && String(x.month).startsWith(year))).toBe(true);
    const chart = await f.admin.json<{ categories: string[]; series: { name: string; data: (number | null)[] }[] }>(F('evaluation', 'trendChart'), { year });
    expect(chart.data.series.map((s) => s.name)).toEqual(['道路保洁一队', '道路保洁二队', '车辆管理中心', '垃圾分类指导中心']);
    expect(chart.data.series[0]!.data.length).toBe(chart.data.categories.length);
    expect((await f.admin.json(F('evaluation', 'trend'), { year: '26' })).result).not.toBe(0);
  });

  it('exports the evaluations with their computed totals and grades by name (GET export)', async () => {
    const r = await fetch(`${f.server.url}${E('export')}?month=${LAST}`, { headers: { authorization: `Bearer ${f.admin.token}` } });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await r.arrayBuffer()) as ArrayBuffer);
    const rows: unknown[][] = [];
    wb.worksheets[0]!.eachRow((x) => rows.push((x.values as unknown[]).slice(1)));
    expect(rows.length).toBe(5);
    expect(rows[0]).toEqual(expect.arrayContaining(['考评月份', '考评单位', '总分', '等级', '月度排名']));
    expect(rows.flat()).toEqual(expect.arrayContaining(['道路保洁一队']));
    expect(rows.slice(1).every((x) => x.some((c) => ['优秀', '良好', '合格', '不合格'].includes(String(c))))).toBe(true);
  });

  it('keeps tenants apart: tenant 2 ranks its own three units and cannot score or delete tenant 1’s rows', async () => {
    const mine = await evaluationOf(f.admin, LAST, 'd104');
    expect((await list(f.admin2, F('evaluation', 'ranking'))).records.map((x) => x.deptId).sort()).toEqual(['d203', 'd204', 'd205']);
    expect((await f.admin2.json(E('addUpdateScore'), { id: mine.id, roadScore: 10 })).result).not.toBe(0);
    expect((await f.admin2.json(E('delete'), { ids: String(mine.id) })).result).not.toBe(0);
    expect((await f.admin2.json(E('loadInfo'), { id: mine.id })).result).not.toBe(0);
    expect((await evaluationOf(f.admin, LAST, 'd104')).roadScore).toBe(mine.roadScore);
  });

  it('deletes an evaluation (delete)', async () => {
    const row = (await f.admin.json<Row>(E('addOrUpdate'), { month: '2020-06', deptId: 'd107' })).data;
    expect((await f.admin.json(E('delete'), { ids: String(row.id) })).result).toBe(0);
    expect((await f.admin.json(E('loadInfo'), { id: row.id })).result).not.toBe(0);
  });
});

describe('the read-only user', () => {
  it('reads but is refused every change: plan, inspect, submit, delete, score, settings, import', async () => {
    const row = await evaluationOf(f.admin, LAST, 'd104');
    const insp = (await list(f.admin, F('inspection', 'pageList'), { status: 'inspected' })).records[0]!;
    expect((await f.viewer.json(E('pageList'), {})).result).toBe(0);
    const refused = [
      await f.viewer.json(F('inspection', 'save'), { facilityId: 1, inspectDate: `${LAST}-02` }),
      await f.viewer.json(F('inspection', 'inspection'), { id: insp.id, itemCodes: [] }),
      await f.viewer.json(F('inspection', 'submit'), { id: insp.id }),
      await f.viewer.json(F('inspection', 'delete'), { ids: String(insp.id) }),
      await f.viewer.json(E('addUpdateScore'), { id: row.id, roadScore: 50 }),
      await f.viewer.json(E('addOrUpdate'), { month: '2020-07', deptId: 'd104' }),
      await f.viewer.json(E('delete'), { ids: String(row.id) }),
      await f.viewer.json(F('evaluationSetting', 'update'), { id: 1 }),
      await f.viewer.upload(F('facilityInfo', 'import'), 'facility-import.xlsx', workbook, { mode: 'valid' }),
      await f.viewer.json(F('facilityInfo', 'save'), { facilityCode: 'GC-777', facilityName: '只读测试公厕', facilityType: 'toilet', deptId: 'd104', state: 'inUse' }),
      await f.viewer.json(F('facilityInfo', 'update'), { id: 1, facilityName: '改名' }),
      await f.viewer.json(F('facilityInfo', 'delete'), { ids: '1' }),
      await f.viewer.json(F('indicator', 'save'), { itemCode: 'Z777', itemName: '只读测试', scope: 'all', points: 1 }),
      await f.viewer.json(F('inspection', 'update'), { id: insp.id, inspectDate: `${LAST}-03` }),
    ];
    for (const r of refused) expect(r.result).not.toBe(0);
    expect((await list(f.admin, F('inspection', 'pageList'))).records.find((x) => x.id === insp.id)!.status).toBe('inspected');
    expect((await evaluationOf(f.admin, LAST, 'd104')).roadScore).toBe(row.roadScore);
  });
});
