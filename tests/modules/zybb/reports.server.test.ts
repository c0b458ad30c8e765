/**
 * The field reports over real HTTP: the operations daily report's figures agree with the trips and
 * work records they are counted from, and its car, facility and staff lists add up to its totals; the
 * person monthly report and ranking, the station reports, the cleaning daily report and work by road
 * agree with the records; the trees; manual reporting's area size and counts; bad input refused with a
 * clear message and nothing changed; the other tenant's rows out of reach; the read-only user refused.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { day, fixture, G, L, RG, type Fixture, type Page } from './support';

type Row = Record<string, unknown> & { id: number };
let f: Fixture;
const Y = day(-1);
const TRIPS = '/cloud/ljzy/np/trip/pageList';

beforeAll(async () => { f = await fixture(); }, 120_000);
afterAll(() => f?.server.close());

const sum = (rows: Record<string, unknown>[], k: string) => Math.round(rows.reduce((a, r) => a + Number(r[k] ?? 0), 0) * 1000) / 1000;

describe('运营日报 (operateDailyReportNew)', () => {
  let report: Row;
  beforeAll(async () => {
    const r = await f.admin.json<Page<Row>>(L('operateDailyReportNew/pageList'), { reportDateStart: Y, reportDateEnd: Y });
    expect(r.result, r.msg).toBe(0);
    report = r.data.records[0]!;
  });

  it('counts the day from its trips and work records: vehicles out, trips, collected tonnes by the loadWeight rules, staff on duty', async () => {
    const trips = (await f.admin.json<Page<Row>>(TRIPS, { tripAtStart: `${Y} 00:00:00`, tripAtEnd: `${Y} 23:59:59`, pageSize: 1000 })).data.records;
    expect(report.trips).toBe(trips.length);
    expect(report.carsOut).toBe(new Set(trips.map((t) => t.carCode)).size);
    const collect = trips.filter((t) => t.leg === 'collect');
    expect(report.tonnes).toBeCloseTo(sum(collect, 'weight'), 2);
    expect(report.leftOut).toBe(trips.filter((t) => t.weight === null).length);
    const records = (await f.admin.get<Page<Row>>(G('cleanRecord/pageList'), { workDateStart: Y, workDateEnd: Y, pageSize: 1000 })).data.records;
    expect(report.staffOnDuty).toBe(records.filter((r) => r.status === 'work').length);
    expect(report.staffDue).toBe(records.filter((r) => r.status !== 'rest').length);
    expect(report.attendanceRate).toBeCloseTo((Number(report.staffOnDuty) / Number(report.staffDue)) * 100, 1);
  });

  it('drills from the totals: the car list adds up to the trips, the facility list names the plants open, the staff list is the people on duty', async () => {
    const cars = (await f.admin.json<Row[]>(L('operateDailyReportNew/carList'), { id: report.id })).data;
    expect(cars).toHaveLength(Number(report.carsOut));
    expect(sum(cars, 'trips')).toBe(report.trips);
    expect(cars.every((c) => typeof c.driverName === 'string' && /^浙A·/.test(String(c.carCode)))).toBe(true);
    const facs = (await f.admin.json<Row[]>(L('operateDailyReportNew/facList'), { id: report.id })).data;
    expect(facs).toHaveLength(Number(report.facilitiesOpen));
    expect(facs.map((x) => x.facName)).toContain('九峰环境能源焚烧厂');
    const staff = (await f.admin.json<Row[]>(L('operateDailyReportNew/staffList'), { id: report.id })).data;
    expect(staff).toHaveLength(Number(report.staffOnDuty));
    expect(staff.every((s) => s.status === 'work' && s.workDate === Y)).toBe(true);
  });

  it('saves a day still to come with every figure unknown, refuses the same date twice and a bad date, nothing changed', async () => {
    const saved = await f.admin.json<Row>(L('operateDailyReportNew/save'), { reportDate: day(3), reporter: '林彩霞', weather: 'sunny', carsOut: 99 });
    expect(saved.result, saved.msg).toBe(0);
    const got = (await f.admin.json<Page<Row>>(L('operateDailyReportNew/pageList'), { reportDateStart: day(3), reportDateEnd: day(3) })).data.records[0]!;
    expect(got).toMatchObject({ carsOut: null, trips: null, tonnes: null, staffOnDuty: null, attendanceRate: null });
    const before = (await f.admin.json<Page<Row>>(L('operateDailyReportNew/pageList'), {})).data.total;
    const twice = await f.admin.json(L('operateDailyReportNew/save'), { reportDate: Y, reporter: '林彩霞' });
    expect(twice.result).not.toBe(0);
    expect(twice.msg).toMatch(/已存在/);
    const bad = await f.admin.json(L('operateDailyReportNew/save'), { reportDate: 'not-a-date', reporter: '林彩霞' });
    expect(bad.result).not.toBe(0);
    expect((await f.admin.json<Page<Row>>(L('operateDailyReportNew/pageList'), {})).data.total).toBe(before);
  });

  it('exports the reports with their figures', async () => {
    const r = await f.admin.raw(L('operateDailyReportNew/exportReport'), { reportDateStart: Y, reportDateEnd: Y });
    expect(r.headers.get('content-type')).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await r.arrayBuffer()) as ArrayBuffer);
    const header = (wb.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(expect.arrayContaining(['日期', '出车数', '收运量', '在岗人数', '出勤率']));
    expect(wb.worksheets[0]!.getRow(2).values).toContain(report.trips);
  });

  it('refuses a list for no report or another tenant\'s report, and the read-only user a save', async () => {
    expect((await f.admin.json(L('operateDailyReportNew/carList'), {})).msg).toMatch(/日报不存在/);
    const other = await f.admin2.json(L('operateDailyReportNew/staffList'), { id: report.id });
    expect(other.result).not.toBe(0);
    expect(other.msg).toMatch(/日报不存在/);
    expect((await f.viewer.json(L('operateDailyReportNew/save'), { reportDate: day(5), reporter: 'x' })).result).not.toBe(0);
    expect((await f.viewer.json(L('operateDailyReportNew/delete'), { ids: String(report.id) })).result).not.toBe(0);
  });
});

describe('人员月报 and 排名 (personMonthlyReport)', () => {
  it('sums a person\'s month from their work records', async () => {
    const month = Y.slice(0, 7);
    const r = await f.admin.json<Page<Row>>(L('personMonthlyReport/pageList'), { month, pageSize: 1 });
    expect(r.result, r.msg).toBe(0);
    const p = r.data.records[0]!;
    const records = (await f.admin.get<Page<Row>>(G('cleanRecord/pageList'), { staffCode: p.staffCode, workDateStart: `${month}-01`, workDateEnd: Y, pageSize: 100 })).data.records;
    const worked = records.filter((x) => x.status === 'work');
    expect(p).toMatchObject({ daysWorked: worked.length, daysDue: records.filter((x) => x.status !== 'rest').length, hours: sum(worked, 'hours'), tasks: sum(worked, 'tasks') });
  });

  it('ranks within each post, refuses a month that is not yyyy-mm, exports the month', async () => {
    const r = await f.admin.json<Page<Row>>(L('personMonthlyReport/orderList'), { post: 'cleaner', pageSize: 5 });
    expect(r.data.records.map((x) => x.rank)).toEqual([1, 2, 3, 4, 5]);
    const tasks = r.data.records.map((x) => Number(x.tasks));
    expect([...tasks].sort((a, b) => b - a)).toEqual(tasks);
    const bad = await f.admin.json(L('personMonthlyReport/pageList'), { month: '2026-13' });
    expect(bad.result).not.toBe(0);
    expect(bad.msg).toMatch(/yyyy-mm/);
    const x = await f.admin.raw(L('personMonthlyReport/export'), {});
    expect(x.headers.get('content-type')).toContain('spreadsheetml');
  });

  it('keeps each tenant to its own crew, and answers the org and staff trees of the caller\'s departments', async () => {
    const two = await f.admin2.json<Page<Row>>(L('personMonthlyReport/pageList'), { pageSize: 500 });
    expect(two.data.records.length).toBeGreaterThan(0);
    expect(two.data.records.every((x) => String(x.staffCode).startsWith('XH'))).toBe(true);
    const org = await f.admin.json<{ name: string; people: number }[]>(L('np/common/loadOrgTree'), {});
    expect(org.data[0]).toMatchObject({ name: '杭州城市环境集团有限公司' });
    const total = (await f.admin.json<Page<Row>>(L('personMonthlyReport/pageList'), {})).data.total;
    expect(org.data[0]!.people).toBe(total);
    const staff = await f.admin2.json<unknown[]>(L('np/common/loadStaffTree'), {});
    expect(JSON.stringify(staff.data)).toMatch(/XH\d+/);
    expect(JSON.stringify(staff.data)).not.toMatch(/杭州城市环境集团|HJ\d+/);
  });
});

describe('站点报表 (stationReport)', () => {
  it('lists the demo city\'s plants (getFacList) and a transfer station\'s day: in from collection trips, out as transfer legs', async () => {
    const facs = (await f.admin.json<Page<Row>>(L('stationReport/getFacList'), { pageSize: 20 })).data.records;
    expect(facs.map((x) => x.facName)).toContain('拱墅区石祥路垃圾转运站');
    const station = facs.find((x) => x.facName === '拱墅区石祥路垃圾转运站')!;
    const r = await f.admin.json<Page<Row>>(L('stationReport/transDailyDetail'), { statDateStart: Y, statDateEnd: Y, facilityId: station.id });
    expect(r.result, r.msg).toBe(0);
    const row = r.data.records[0]!;
    const trips = (await f.admin.json<Page<Row>>(TRIPS, { tripAtStart: `${Y} 00:00:00`, tripAtEnd: `${Y} 23:59:59`, pageSize: 1000 })).data.records;
    const inbound = trips.filter((t) => t.facilityId === station.id && t.leg === 'collect');
    expect(row.inTrips).toBe(inbound.length);
    expect(row.inTonnes).toBeCloseTo(sum(inbound, 'weight'), 2);
    expect(row.outTrips).toBe(trips.filter((t) => t.origin === station.facName && t.leg === 'transfer').length);
  });

  it('answers the month per station and the disposal plants\' intake, and refuses a range over 62 days', async () => {
    const m = await f.admin.json<Page<Row>>(L('stationReport/transMonthlyDetail'), {});
    expect(m.data.records).toHaveLength(2);
    const filled = await f.admin.json<Page<Row>>(L('stationReport/filledDailyDetail'), { statDateStart: Y, statDateEnd: Y });
    for (const x of filled.data.records) expect(Number(x.inTonnes)).toBeCloseTo(Number(x.directTonnes ?? 0) + Number(x.transferTonnes ?? 0), 2);
    expect((await f.admin.json<Page<Row>>(L('stationReport/filledMonthlyDetail'), {})).data.total).toBe(2);
    const long = await f.admin.json(L('stationReport/transDailyDetail'), { statDateStart: '2026-01-01', statDateEnd: '2026-06-01' });
    expect(long.result).not.toBe(0);
    expect(long.msg).toMatch(/62/);
    for (const p of ['transDailyDetailExport', 'transMonthlyDetailExport', 'filledDailyDetailExport', 'filledMonthlyDetailExport']) {
      expect((await f.admin.raw(L(`stationReport/${p}`), {})).headers.get('content-type'), p).toContain('spreadsheetml');
    }
  });
});

describe('保洁日报 and 作业统计 (gcadd)', () => {
  it('counts a day per department, by hour (a night shift into the morning) and by post', async () => {
    const r = await f.admin.get<Page<Row>>(G('cleanDailyReport/getAllCleanRecord'), { workDate: Y });
    expect(r.result, r.msg).toBe(0);
    const d104 = r.data.records.find((x) => x.deptId === 'd104')!;
    const records = (await f.admin.get<Page<Row>>(G('cleanRecord/pageList'), { workDate: undefined, workDateStart: Y, workDateEnd: Y, deptId: 'd104', pageSize: 1000 })).data.records;
    expect(d104.onDuty).toBe(records.filter((x) => x.status === 'work').length);
    const hours = await f.admin.get<{ categories: string[]; series: { data: number[] }[] }>(G('cleanDailyReport/getTimeCleanRecord'), { id: d104.id });
    expect(hours.data.categories).toHaveLength(30);
    expect(hours.data.series[0]!.data[6]).toBeGreaterThan(0);
    const posts = await f.admin.get<Row[]>(G('cleanDailyReport/getPositionCount'), { id: d104.id });
    expect(sum(posts.data, 'onDuty')).toBe(d104.onDuty);
    const bad = await f.admin.get(G('cleanDailyReport/getAllCleanRecord'), { workDate: '27/11/2026' });
    expect(bad.result).not.toBe(0);
    expect((await f.admin.get(G('cleanDailyReport/getTimeCleanRecord'), { id: 'abc' })).msg).toMatch(/yyyy-mm-dd/);
  });

  it('sums work by road and serves the cleaning report\'s parameters by type code', async () => {
    const r = await f.admin.get<Page<Row>>(G('cleanRecord/countPageList'), { street: '延安路' });
    expect(r.data.records[0]).toMatchObject({ street: '延安路' });
    expect(Number(r.data.records[0]!.people)).toBeGreaterThan(0);
    const posts = await f.admin.get<{ value: string; label: string }[]>(G('cleanDailyReport/getByParamTypeCodeNew'), { enumName: 'post' });
    expect(posts.data.map((x) => x.label)).toContain('保洁员');
  });
});

describe('人工上报 (rgsb)', () => {
  it('computes an area\'s size from length and width, reads it back, counts areas by type', async () => {
    const saved = await f.admin.json<Row>(RG('saveAreaInfo'), { areaName: '测试路段', areaType: 'road', street: '延安路', deptId: 'd104', cleanLevel: 'grade1', lengthM: 500, widthM: 20 });
    expect(saved.result, saved.msg).toBe(0);
    const info = await f.admin.get<Row>(RG('loadAreaInfo'), { id: saved.data.id });
    expect(info.data).toMatchObject({ areaName: '测试路段', areaM2: 10000 });
    const num = await f.admin.get<Row[]>(RG('loadAreaNum'));
    expect(num.data.find((x) => x.areaType === 'road')!.count).toBe(7);
    const element = await f.admin.json<Row>(RG('saveJobElementInfo'), { elementName: '测试果皮箱', elementType: 'bin', areaId: saved.data.id, quantity: 12, frequency: 2 });
    expect(element.result, element.msg).toBe(0);
    expect((await f.admin.get<Row>(RG('loadJobElementInfo'), { id: element.data.id })).data).toMatchObject({ quantity: 12 });
    const list = await f.admin.get<Page<Row>>(RG('loadJobElementList'), { areaId: saved.data.id });
    expect(list.data.total).toBe(1);
  });

  it('refuses an element without its area or quantity, the read-only user a save, and keeps areas per tenant', async () => {
    const before = (await f.admin.get<Page<Row>>(RG('loadJobElementList'), {})).data.total;
    const bad = await f.admin.json(RG('saveJobElementInfo'), { elementName: '无区域', elementType: 'bin' });
    expect(bad.result).not.toBe(0);
    expect((await f.admin.get<Page<Row>>(RG('loadJobElementList'), {})).data.total).toBe(before);
    expect((await f.viewer.json(RG('saveAreaInfo'), { areaName: '只读', areaType: 'road', street: 'x', deptId: 'd104', cleanLevel: 'grade1' })).result).not.toBe(0);
    const two = await f.admin2.get<Page<Row>>(RG('loadAreaList'), { pageSize: 100 });
    expect(two.data.records.map((x) => x.areaName)).not.toContain('测试路段');
  });

  it('answers the division tree: the demo city\'s districts with their streets', async () => {
    const t = await f.admin.get<{ name: string; children: { name: string }[] }[]>('/cloud/wfcs/web/api/management/getDivisionTree');
    expect(t.data.map((x) => x.name)).toContain('上城区');
    expect(t.data.flatMap((x) => x.children.map((c) => c.name))).toContain('延安路');
    const two = await f.admin2.get<{ name: string }[]>('/cloud/wfcs/web/api/management/getDivisionTree');
    expect(two.data.map((x) => x.name)).toEqual(['西湖区', '余杭区']);
  });
});
