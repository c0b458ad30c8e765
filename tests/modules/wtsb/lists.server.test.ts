// The area's lists over HTTP: CRUD, paging, filters and sorting, cross-tenant refusal, bad input,
// exports (row counts checked in the workbook), geo look-ups and the statistics.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startServer, type TestServer } from '../../support/server';
import { ok, post } from './helpers';


const P = '/cloud/wtsb/web/problem';
type Page = { records: Record<string, unknown>[]; total: number; pageNo: number; pageSize: number };

let server: TestServer;
let token: string;
let token2: string;

beforeAll(async () => {
  server = await startServer({ modules: ['wtsb'] });
  ({ token } = await signIn(server.url, 'admin', 'Admin@2026'));
  ({ token: token2 } = await signIn(server.url, 'admin2', 'Admin@2026'));
});
afterAll(() => server?.close());

async function workbookRows(path: string, fields: Record<string, string>, t = token): Promise<{ rows: unknown[][]; type: string | null; name: string | null }> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${t}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  wb.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { rows, type: response.headers.get('content-type'), name: response.headers.get('content-disposition') };
}

describe('the menu', () => {
  it('brings the module’s entries into the city-management system, opening the module page at its routes', async () => {
    const response = await fetch(`${server.url}/cloud/management/util/getMenuJson.sa?tenantId=1&userId=1001&systemCode=csgl`, { headers: { authorization: `Bearer ${token}` } });
    const text = await response.text();
    for (const route of ['cases', 'mine', 'analysis', 'kanban', 'stat', 'types', 'areas', 'dept-types', 'dept-review', 'common']) expect(text).toContain(`/modules/wtsb/#/${route}`);
    expect(text).toContain('问题上报与派遣');
    const other = await (await fetch(`${server.url}/cloud/management/util/getMenuJson.sa?tenantId=1&userId=1001&systemCode=clgl`, { headers: { authorization: `Bearer ${token}` } })).text();
    expect(other).not.toContain('/modules/wtsb/');
  });
});

describe('the problem list', () => {
  it('pages, filters and sorts the seeded cases of the caller’s tenant', async () => {
    const page = await ok<Page>(server.url, `${P}/getProblemPage`, token, { pageNo: 1, pageSize: 5, orderField: 'reportTime', orderType: 'asc' });
    expect(page.records).toHaveLength(5);
    expect(page.total).toBe(24);
    const times = page.records.map((r) => String(r.reportTime));
    expect([...times].sort()).toEqual(times);
    const second = await ok<Page>(server.url, `${P}/getProblemPage`, token, { pageNo: 2, pageSize: 5, orderField: 'reportTime', orderType: 'asc' });
    expect(String(second.records[0]!.reportTime) >= times[4]!).toBe(true);

    const closed = await ok<Page>(server.url, `${P}/getProblemPage`, token, { state: 'closed', pageSize: 100 });
    expect(closed.total).toBeGreaterThan(3);
    expect(closed.records.every((r) => r.state === 'closed' && r.closeTime)).toBe(true);
    const open = await ok<Page>(server.url, `${P}/getProblemPage`, token, { state: 'reported,accepted', pageSize: 100 });
    expect(open.records.every((r) => ['reported', 'accepted'].includes(String(r.state)))).toBe(true);
    const street = await ok<Page>(server.url, `${P}/getProblemPage`, token, { address: '延安路' });
    expect(street.total).toBeGreaterThan(0);
    expect(street.records.every((r) => String(r.address).includes('延安路'))).toBe(true);

    const counts = await ok<Record<string, number>>(server.url, `${P}/getProblemCountNum`, token);
    for (const s of ['reported', 'accepted', 'atCenter', 'dispatched', 'handling', 'delayPending', 'handled', 'closed', 'deleted']) expect(counts[s], s).toBeGreaterThan(0);
    expect(counts.all).toBe(24 - counts.deleted!);
  });

  it('refuses an unknown sort field and a page size over the limit', async () => {
    const sort = await post(server.url, `${P}/getProblemPage`, token, { orderField: 'tenantId' });
    expect(sort.body.result).not.toBe(0);
    const size = await post(server.url, `${P}/getProblemPage`, token, { pageSize: 5000 });
    expect(size.body.result).not.toBe(0);
  });

  it('exports every case matching the filter to .xlsx, not only the page', async () => {
    const closed = await ok<Page>(server.url, `${P}/getProblemPage`, token, { state: 'closed', pageSize: 1 });
    const { rows, type, name } = await workbookRows(`${P}/export`, { state: 'closed', pageSize: '1' });
    expect(type).toMatch(/spreadsheetml/);
    expect(decodeURIComponent(name ?? '')).toContain('问题案件');
    expect(rows).toHaveLength(closed.total + 1);
    expect(rows[0]).toContain('案件编号');
    expect(rows.slice(1).every((r) => r.includes('已结案'))).toBe(true);
  });

  it('keeps every tenant to its own cases: admin2 cannot see or act on tenant 1’s cases', async () => {
    const mine = await ok<Page>(server.url, `${P}/getProblemPage`, token, { pageSize: 100 });
    const theirs = await ok<Page>(server.url, `${P}/getProblemPage`, token2, { pageSize: 100 });
    expect(theirs.total).toBe(18);
    const theirIds = new Set(theirs.records.map((r) => r.id));
    const target = mine.records.find((r) => r.state === 'reported')!;
    expect(theirIds.has(target.id)).toBe(false);
    for (const path of [`${P}/getProblemInfo`, `${P}/signProblem`, `${P}/getProblemActionList`, `${P}/getProblemImageList`, `${P}/deleteProblem`, '/cloud/wtsb/file/batchDownload']) {
      const r = await post(server.url, path, token2, { id: target.id });
      expect(r.body.result, path).not.toBe(0);
      expect(r.body.msg).toMatch(/案件不存在或已无权访问/);
    }
    const still = await ok<Record<string, unknown>>(server.url, `${P}/getProblemInfo`, token, { id: target.id });
    expect(still.state).toBe('reported');
    const named = await post(server.url, `${P}/getProblemPage`, token2, { tenantId: '1' });
    expect(named.body.result).not.toBe(0);
    const export2 = await workbookRows(`${P}/export`, {}, token2);
    expect(export2.rows).toHaveLength(19);
  });
});

describe('the reference lists', () => {
  it('adds, edits, lists and deletes common types, persons and useful expressions', async () => {
    const types = (await ok<Page>(server.url, '/cloud/wtsb/problemType/list', token, { pageSize: 1000 })).records;
    const zx02 = types.find((t) => t.typeCode === 'ZX02')!.id;
    const created = await ok<{ id: number }>(server.url, `${P}/addUpdateCommonTypes`, token, { typeName: '乱张贴', problemTypeId: zx02, sort: 9 });
    await ok(server.url, `${P}/addUpdateCommonTypes`, token, { id: created.id, typeName: '小广告' });
    const list = await ok<Page>(server.url, `${P}/loadCommonTypes`, token, { typeName: '小广告' });
    expect(list.records).toEqual([expect.objectContaining({ id: created.id, typeName: '小广告', problemTypeId: zx02 })]);
    const dup = await post(server.url, `${P}/addUpdateCommonTypes`, token, { typeName: '重复', problemTypeId: zx02 });
    expect(dup.body.msg).toMatch(/已存在|重复|唯一/);
    await ok(server.url, `${P}/delCommonTypes`, token, { ids: String(created.id) });
    expect((await ok<Page>(server.url, `${P}/loadCommonTypes`, token, { typeName: '小广告' })).total).toBe(0);

    const person = await ok<{ id: number }>(server.url, `${P}/addUpdateCommonPersons`, token, { personName: '陈德顺', userId: 's1010', deptName: '道路保洁一队', post: '保洁员', phone: '13805710010' });
    const persons = await ok<Page>(server.url, `${P}/loadCommonPersons`, token, { deptName: '保洁一队', orderField: 'personName', orderType: 'asc' });
    expect(persons.records.map((p) => p.personName)).toContain('陈德顺');
    const badPhone = await post(server.url, `${P}/addUpdateCommonPersons`, token, { id: person.id, phone: '12345' });
    expect(badPhone.body.result).not.toBe(0);
    expect(badPhone.body.msg).toMatch(/电话/);
    const tree = await ok<{ title: string; children: { title: string }[] }[]>(server.url, '/cloud/wtsb/common/staffTree', token);
    expect(tree.find((d) => d.title === '道路保洁一队')!.children.map((c) => c.title)).toContain('陈德顺');
    await ok(server.url, `${P}/delCommonPersons`, token, { ids: String(person.id) });

    const exp = await ok<{ id: number }>(server.url, `${P}/addUpdateUsefulExpressions`, token, { content: '已联系物业，今日内清运', useFor: 'reportProgress' });
    const exps = await ok<Page>(server.url, `${P}/loadUsefulExpressions`, token, { useFor: 'reportProgress', pageSize: 50 });
    expect(exps.records.map((e) => e.content)).toContain('已联系物业，今日内清运');
    const badUse = await post(server.url, `${P}/addUpdateUsefulExpressions`, token, { content: 'x', useFor: 'nonsense' });
    expect(badUse.body.result).not.toBe(0);
    await ok(server.url, `${P}/delUsefulExpressions`, token, { ids: String(exp.id) });
  });

  it('keeps the problem type tree with its time limits, and department set-up and reviews', async () => {
    const roots = await ok<Page>(server.url, '/cloud/wtsb/problemType/list', token, { parentCode: '', pageSize: 100, orderField: 'sort', orderType: 'asc' });
    const top = (await ok<Page>(server.url, '/cloud/wtsb/problemType/list', token, { pageSize: 100, orderField: 'sort', orderType: 'asc' })).records.filter((r) => !r.parentCode);
    expect(top.map((n) => n.typeName)).toEqual(['市容环境', '设施设备', '街面秩序', '园林绿化', '机械作业']);
    expect(roots.total).toBe(20);
    const facility = await ok<Page>(server.url, '/cloud/wtsb/problemType/list', token, { parentCode: 'SS', pageSize: 100 });
    expect(facility.records.find((c) => c.typeName === '道路积水')!.handleHours).toBe(2);
    const saved = await ok<{ id: number }>(server.url, '/cloud/wtsb/problemType/save', token, { typeCode: 'SS05', typeName: '路灯不亮', parentCode: 'SS', category: 'facility', handleHours: 24 });
    const facility2 = await ok<Page>(server.url, '/cloud/wtsb/problemType/list', token, { parentCode: 'SS', pageSize: 100 });
    expect(facility2.records.map((c) => c.typeName)).toContain('路灯不亮');
    const badCode = await post(server.url, '/cloud/wtsb/problemType/save', token, { typeCode: 'ss 05', typeName: 'x', category: 'facility', handleHours: 24 });
    expect(badCode.body.msg).toMatch(/类型编码/);
    await ok(server.url, '/cloud/wtsb/problemType/delete', token, { ids: String(saved.id) });

    const setup = await ok<Page>(server.url, '/cloud/wtsb/deptsetup/getDeptTypes', token, { pageSize: 50 });
    expect(setup.total).toBeGreaterThan(0);
    const set = await ok<{ id: number }>(server.url, '/cloud/wtsb/deptsetup/setDeptTypes', token, { deptName: '安全生产部', problemTypeId: setup.records[0]!.problemTypeId });
    await ok(server.url, '/cloud/wtsb/deptsetup/deleteDeptTypes', token, { ids: String(set.id) });

    const review = await ok<{ id: number }>(server.url, '/cloud/wtsb/deptReview/save', token, { deptName: '道路保洁一队', reviewMonth: '2026-06', score: 92.5, level: 'excellent', caseCount: 31, onTimeRate: 96.8 });
    const badMonth = await post(server.url, '/cloud/wtsb/deptReview/save', token, { deptName: '道路保洁一队', reviewMonth: '2026/10', score: 90, level: 'good' });
    expect(badMonth.body.msg).toMatch(/考评月份应为年月格式/);
    const badScore = await post(server.url, '/cloud/wtsb/deptReview/save', token, { deptName: '车队', reviewMonth: '2026-10', score: 120, level: 'good' });
    expect(badScore.body.msg).toMatch(/考评得分/);
    await ok(server.url, '/cloud/wtsb/deptReview/update', token, { id: review.id, score: 88 });
    const reviews = await ok<Page>(server.url, '/cloud/wtsb/deptReview/pageList', token, { reviewMonth: '2026-06', orderField: 'score', orderType: 'desc' });
    expect(reviews.records.find((r) => r.id === review.id)).toMatchObject({ score: 88 });
    await ok(server.url, '/cloud/wtsb/deptReview/delete', token, { ids: String(review.id) });
  });

  it('finds department areas near a point and the default handler there', async () => {
    const near = await ok<{ areaName: string; distance: number; inside: boolean }[]>(server.url, '/cloud/wtsb/area/getNearDeptAreaList', token, { lng: 120.1638, lat: 30.2566, distance: 5000 });
    expect(near[0]).toMatchObject({ areaName: '湖滨片区', inside: true });
    expect(near.map((a) => a.distance)).toEqual([...near.map((a) => a.distance)].sort((a, b) => a - b));
    const bad = await post(server.url, '/cloud/wtsb/area/getNearDeptAreaList', token, { lng: 'east' });
    expect(bad.body.msg).toMatch(/请提供有效的经纬度/);
    const handler = await ok<Record<string, unknown>>(server.url, `${P}/getDefaultHandler`, token, { lng: 120.1638, lat: 30.2566 });
    expect(handler).toMatchObject({ areaName: '湖滨片区', handlerName: '王芳', handlerUserId: '1003' });
    const all = await ok<unknown[]>(server.url, '/cloud/wtsb/area/getDeptAreaList', token);
    expect(all).toHaveLength(5);
    const page = await ok<Page>(server.url, '/cloud/wtsb/area/getDeptAreaPage', token, { deptName: '保洁一队', orderField: 'areaName', orderType: 'asc' });
    expect(page.total).toBe(2);
    const saved = await ok<{ id: number }>(server.url, '/cloud/wtsb/area/saveDeptAreaInfo', token, { areaName: '南星片区', deptName: '道路保洁二队', center: '120.1790,30.2290', radius: 1500 });
    const badGeo = await post(server.url, '/cloud/wtsb/area/saveDeptAreaInfo', token, { areaName: '错误片区', deptName: '道路保洁二队', center: '500,30', radius: 1500 });
    expect(badGeo.body.result).not.toBe(0);
    await ok(server.url, '/cloud/wtsb/area/delDeptAreaInfo', token, { ids: String(saved.id) });
  });
});

describe('analysis and statistics', () => {
  it('answers chart data from the seeded cases', async () => {
    const byState = await ok<{ state: string; name: string; value: number }[]>(server.url, '/cloud/wtsb/minan/analysis/listByState', token);
    expect(byState.find((s) => s.state === 'closed')).toMatchObject({ name: '已结案' });
    expect(byState.reduce((n, s) => n + s.value, 0)).toBe(23);
    const byType = await ok<{ name: string; value: number }[]>(server.url, '/cloud/wtsb/minan/analysis/listByType', token);
    expect(byType.map((t) => t.name)).toContain('垃圾满溢');
    const byDay = await ok<{ name: string; value: number }[]>(server.url, '/cloud/wtsb/minan/analysis/listByReportTime', token);
    expect(byDay).toHaveLength(30);
    const response = await ok<{ items: unknown[]; average: number; count: number }>(server.url, '/cloud/wtsb/minan/analysis/listByResponseTime', token);
    expect(response.count).toBeGreaterThan(10);
    const handle = await ok<{ count: number }>(server.url, '/cloud/wtsb/minan/analysis/listByHandleTime', token);
    expect(handle.count).toBeGreaterThan(5);
    const daily = await ok<{ today: Record<string, number>; days: string[] }>(server.url, '/cloud/wtsb/mlxc/kanbanManage/dailyStat', token);
    expect(daily.days).toHaveLength(7);
    const alarms = await ok<Page>(server.url, '/cloud/wtsb/mlxc/kanbanManage/alarmPage', token, { pageSize: 50 });
    expect(alarms.records.every((a) => Number(a.overdueHours) > 0)).toBe(true);
  });

  it('tabulates cases per department, drills into a cell, and exports the table as form data', async () => {
    const table = await ok<{ deptName: string; total: number; closed: number }[]>(server.url, '/cloud/wtsb/stat/problemStat', token);
    const total = table.find((r) => r.deptName === '合计')!;
    expect(total.total).toBe(23);
    const dept = table.find((r) => r.closed > 0 && r.deptName !== '合计')!;
    const detail = await ok<Page>(server.url, '/cloud/wtsb/stat/detail', token, { deptName: dept.deptName, kind: 'closed', pageSize: 50 });
    expect(detail.total).toBe(dept.closed);
    const bad = await post(server.url, '/cloud/wtsb/stat/detail', token, { kind: 'everything' });
    expect(bad.body.msg).toMatch(/统计项不存在/);
    const { rows } = await workbookRows('/cloud/wtsb/stat/problemStatExport', {});
    expect(rows).toHaveLength(table.length + 1);
    expect(rows[0]![0]).toBe('部门');
    // As the page sends it: multipart form data with a period.
    const form = new FormData();
    form.set('reportTimeStart', '2000-01-01');
    form.set('reportTimeEnd', '2000-01-31');
    const response = await fetch(`${server.url}/cloud/wtsb/stat/problemStatExport`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(response.headers.get('content-type')).toMatch(/spreadsheetml/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ArrayBuffer);
    expect(wb.worksheets[0]!.rowCount).toBe(2); // header and the total row: no case in that period
    const analysis = await ok<{ months: string[]; series: { name: string; data: number[] }[] }>(server.url, '/cloud/wtsb/stat/problemAnalysis', token);
    expect(analysis.series.map((s) => s.name)).toContain('市容环境');
  });

  it('names the total row in the caller’s language, drills into it as every department, and leaves a rate of nothing unknown', async () => {
    const english = await fetch(`${server.url}/cloud/wtsb/stat/problemStat`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'accept-language': 'en-US', 'content-type': 'application/json' }, body: '{}' });
    const rows = ((await english.json()) as { data: { deptName: string; summary?: boolean; total: number }[] }).data;
    expect(rows.at(-1)).toMatchObject({ deptName: 'Total', summary: true });
    const all = await ok<Page>(server.url, '/cloud/wtsb/stat/detail', token, { deptName: '', kind: 'total', pageSize: 50 });
    expect(all.total).toBe(rows.at(-1)!.total);
    const empty = await ok<{ deptName: string; closeRate: number | null; onTimeRate: number | null }[]>(server.url, '/cloud/wtsb/stat/problemStat', token, { reportTimeStart: '2000-01-01', reportTimeEnd: '2000-01-31' });
    expect(empty).toEqual([expect.objectContaining({ deptName: '合计', total: 0, closeRate: null, onTimeRate: null })]);
  });

  it('counts the field app’s cases of the caller', async () => {
    const counts = await ok<{ todo: number; done: number; reported: number }>(server.url, '/cloud/wtsb/app/problem/getProblemCount', token);
    expect(counts.todo + counts.done).toBeGreaterThan(0);
    const page = await ok<Page>(server.url, '/cloud/wtsb/app/problem/getProblemPage', token, { tab: 'todo', pageSize: 50 });
    expect(page.total).toBe(counts.todo);
    expect(page.records.every((r) => r.handlerUserId === '1001')).toBe(true);
  });
});
