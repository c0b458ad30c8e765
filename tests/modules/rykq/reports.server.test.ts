/**
 * The attendance handlers over real HTTP: the daily and monthly reports computed from punches, leave
 * and corrections (a night shift's morning punch on the evening's date, lateness, a forgotten punch,
 * a correction with its reason, leave by type, overtime past the cap), their exports, the department
 * tree with people, the write rules, bad input refused, the other tenant's rows out of reach, the
 * read-only user refused.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAVE_TYPES } from '../../../modules/rykq/rules/attendance';
import { fixture, R, type Fixture, type Page } from './support';

type Row = Record<string, unknown> & { id: number };
let f: Fixture;
let personId: number;
const NAME = '测试夜班甲';
/** The month report's leave columns (one per leave type), each rounded to a tenth of an hour. */
const LEAVE_COLUMNS = LEAVE_TYPES.length;

beforeAll(async () => {
  f = await fixture();
  // A night shift 22:00–06:00 every day, one person on it, and a week of January.
  const shift = await f.admin.json<Row>(R('shiftTime', 'save'), { shiftCode: 'QN', shiftName: '测试夜班', on1: '22:00', off1: '06:00', late: 5, seriousLate: 30, missingLate: 60, early: 5, missingEarly: 60, earliest: 90, latest: 300 });
  expect(shift.result, shift.msg).toBe(0);
  const group = await f.admin.json<Row>(R('attendanceGroup', 'save'), { groupName: '测试夜班组', groupType: 'fixed', deptId: 'd104', shiftId: shift.data.id, workDays: '1,2,3,4,5,6,7' });
  expect(group.result, group.msg).toBe(0);
  const person = await f.admin.json<Row>(R('dutySetting', 'save'), { staffCode: 'T-0001', personName: NAME, deptId: 'd104', groupId: group.data.id, rotaOffset: 0 });
  expect(person.result, person.msg).toBe(0);
  personId = person.data.id;
  const punch = async (punchAt: string) => expect((await f.admin.json(R('attendanceRecord', 'save'), { personId, punchAt, source: 'badge' })).result).toBe(0);
  // 01-05 on time; 01-06 20 min late, the morning punch forgotten; 01-07 late, appeal upheld;
  // 01-08 stays to 10:30 (4.5 h overtime); 01-09 on sick leave; 01-10 afternoon … no punches: absent.
  for (const at of ['2026-01-05 21:55:00', '2026-01-06 06:02:00', '2026-01-06 22:20:00', '2026-01-07 22:45:00', '2026-01-08 06:00:00', '2026-01-08 21:50:00', '2026-01-09 10:30:00']) await punch(at);
  expect((await f.admin.json(R('clockManage', 'save'), { personId, workDate: '2026-01-07', kind: 'normal', reason: '交通事故，申诉通过', manager: '王芳' })).result).toBe(0);
  expect((await f.admin.json(R('leaveManage', 'save'), { personId, leaveType: 'sick', startAt: '2026-01-09 22:00:00', endAt: '2026-01-10 06:00:00', reason: '发热' })).result).toBe(0);
}, 60_000);
afterAll(() => f?.server.close());

const daily = async (body: Record<string, unknown>, c = f.admin) => c.json<Page<Row>>(R('dailyReport', 'pageList'), { personName: NAME, pageSize: 100, ...body });

describe('考勤日报 (dailyReport/pageList)', () => {
  it('computes each shift date from the punches: the night shift is the evening\'s date, lateness, a missing punch, a correction, leave, overtime, absence', async () => {
    const r = await daily({ workDateStart: '2026-01-05', workDateEnd: '2026-01-11' });
    expect(r.result, r.msg).toBe(0);
    const by = new Map(r.data.records.map((x) => [x.workDate, x]));
    expect(by.get('2026-01-05')).toMatchObject({ shiftName: '测试夜班', status: 'normal', workedMinutes: 480, firstPunch: '2026-01-05 21:55:00', lastPunch: '2026-01-06 06:02:00' });
    expect(by.get('2026-01-06')).toMatchObject({ status: 'missing', lateMinutes: 20, missingCount: 1 });
    expect(by.get('2026-01-07')).toMatchObject({ status: 'normal', lateMinutes: 0, corrected: '交通事故，申诉通过' });
    expect(by.get('2026-01-08')).toMatchObject({ status: 'normal', overtimeMinutes: 270, overtimeKind: 'workday', overtimeFlag: true });
    expect(by.get('2026-01-09')).toMatchObject({ status: 'leave', leaveType: 'sick', leaveMinutes: 480 });
    expect(by.get('2026-01-10')).toMatchObject({ status: 'absent' });
    expect(r.data.records.map((x) => x.workDate)).toEqual(['2026-01-11', '2026-01-10', '2026-01-09', '2026-01-08', '2026-01-07', '2026-01-06', '2026-01-05']);
  });

  it('filters by result and shows the seeded month by default (yesterday)', async () => {
    const late = await daily({ workDateStart: '2026-01-05', workDateEnd: '2026-01-11', status: 'absent' });
    expect(late.data.records.map((x) => x.workDate)).toEqual(['2026-01-11', '2026-01-10']);
    const seeded = await f.admin.json<Page<Row>>(R('dailyReport', 'pageList'), { pageSize: 100 });
    expect(seeded.result, seeded.msg).toBe(0);
    expect(seeded.data.total).toBeGreaterThan(30);
  });

  it('refuses a bad date and a range over 62 days, with a clear message', async () => {
    expect((await daily({ workDateStart: '2026-13-45' })).result).not.toBe(0);
    const bad = await daily({ workDateStart: 'yesterday' });
    expect(bad.result).not.toBe(0);
    expect(bad.msg).toMatch(/YYYY-MM-DD/);
    const long = await daily({ workDateStart: '2026-01-01', workDateEnd: '2026-06-01' });
    expect(long.result).not.toBe(0);
    expect(long.msg).toMatch(/62/);
  });

  it('exports the rows the filters select as a workbook', async () => {
    const r = await f.admin.raw(R('dailyReport', 'export'), { personName: NAME, workDateStart: '2026-01-05', workDateEnd: '2026-01-11' });
    expect(r.headers.get('content-type')).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await r.arrayBuffer()) as ArrayBuffer);
    const rows: unknown[][] = [];
    wb.worksheets[0]!.eachRow((x) => rows.push((x.values as unknown[]).slice(1)));
    expect(rows.length).toBe(8);
    expect(rows[0]).toContain('考勤结果');
    expect(rows.flat()).toContain('缺卡');
  });
});

describe('考勤月报 (monthlyReport/pageList)', () => {
  it('sums the month into payroll\'s columns: days due and worked, lateness, missing punches, absences, leave, overtime and its flags', async () => {
    const r = await f.admin.json<Page<Row>>(R('monthlyReport', 'pageList'), { month: '2026-01', personName: NAME });
    expect(r.result, r.msg).toBe(0);
    expect(r.data.records).toHaveLength(1);
    expect(r.data.records[0]).toMatchObject({
      month: '2026-01', staffCode: 'T-0001', daysDue: 30, daysWorked: 4, lateCount: 1, lateMinutes: 20, missingCount: 1,
      absentDays: 25, leaveSick: 8, overtimeWorkday: 4.5, overtimePayHours: 6.8, overtimeDaysOverCap: 1, overtimeMonthOverCap: false,
    });
  });

  it('adds its weeks up to what the daily report says of the same days, for every person of the seeded month', async () => {
    // The month report computes a week at a time (server/reports.ts MONTH_WINDOW); the daily report
    // computes the same days at once: per person the same lateness, early leaving, missing punches,
    // absences, leave, overtime and days over the cap.
    const month = await f.admin.json<Page<Row>>(R('monthlyReport', 'pageList'), { pageSize: 500 });
    expect(month.result, month.msg).toBe(0);
    const yesterday = String((await f.admin.json<Page<Row>>(R('dailyReport', 'pageList'), { pageSize: 1 })).data.records[0]!.workDate);
    const days: Row[] = [];
    for (let p = 1; ; p++) {
      const got = await f.admin.json<Page<Row>>(R('dailyReport', 'pageList'), { workDateStart: `${yesterday.slice(0, 7)}-01`, workDateEnd: yesterday, pageNo: p, pageSize: 500 });
      expect(got.result, got.msg).toBe(0);
      days.push(...got.data.records);
      if (p * 500 >= got.data.total) break;
    }
    const hours = (m: number) => Math.round((m / 60) * 10) / 10;
    const want = new Map<string, Record<string, number>>();
    for (const d of days) {
      const w = want.get(String(d.staffCode)) ?? { lateMinutes: 0, earlyMinutes: 0, missingCount: 0, absentDays: 0, leave: 0, overtime: 0, overtimeDaysOverCap: 0 };
      w.lateMinutes! += Number(d.lateMinutes);
      w.earlyMinutes! += Number(d.earlyMinutes);
      w.missingCount! += Number(d.missingCount);
      w.absentDays! += d.status === 'absent' ? 1 : 0;
      w.leave! += Number(d.leaveMinutes);
      w.overtime! += Number(d.overtimeMinutes);
      w.overtimeDaysOverCap! += d.overtimeFlag ? 1 : 0;
      want.set(String(d.staffCode), w);
    }
    expect(month.data.records.map((r) => r.staffCode).sort()).toEqual([...want.keys()].sort());
    for (const r of month.data.records) {
      const w = want.get(String(r.staffCode))!;
      const leave = Object.entries(r).filter(([k]) => k.startsWith('leave')).reduce((a, [, v]) => a + Number(v), 0);
      expect({ lateMinutes: r.lateMinutes, earlyMinutes: r.earlyMinutes, missingCount: r.missingCount, absentDays: r.absentDays, overtimeDaysOverCap: r.overtimeDaysOverCap }, String(r.staffCode))
        .toEqual({ lateMinutes: w.lateMinutes, earlyMinutes: w.earlyMinutes, missingCount: w.missingCount, absentDays: w.absentDays, overtimeDaysOverCap: w.overtimeDaysOverCap });
      expect(Math.abs(leave - hours(w.leave!)), String(r.staffCode)).toBeLessThanOrEqual(0.1 * LEAVE_COLUMNS);
      expect(Math.abs(Number(r.overtimeWorkday) + Number(r.overtimeRestday) + Number(r.overtimeHoliday) - hours(w.overtime!)), String(r.staffCode)).toBeLessThanOrEqual(0.15);
    }
    // Not a comparison of nothing: the seeded month has lateness, absences and overtime.
    const total = (k: string) => month.data.records.reduce((a, r) => a + Number(r[k]), 0);
    expect(total('lateMinutes')).toBeGreaterThan(0);
    expect(total('absentDays')).toBeGreaterThan(0);
    expect(total('missingCount')).toBeGreaterThan(0);
  });

  it('refuses a month that is not YYYY-MM and exports the month', async () => {
    const bad = await f.admin.json(R('monthlyReport', 'pageList'), { month: '2026-1' });
    expect(bad.result).not.toBe(0);
    expect(bad.msg).toMatch(/YYYY-MM/);
    const r = await f.admin.raw(R('monthlyReport', 'export'), { month: '2026-01', personName: NAME });
    expect(r.headers.get('content-type')).toContain('spreadsheetml');
    const seeded = await f.admin.json<Page<Row>>(R('monthlyReport', 'pageList'), {});
    expect(seeded.data.total).toBe(37); // the 36 seeded people and this file's one
  });
});

describe('tenants, rights and write rules', () => {
  it('keeps the other tenant\'s people out of its reports and tree', async () => {
    expect((await daily({ workDateStart: '2026-01-05', workDateEnd: '2026-01-11' }, f.admin2)).data.total).toBe(0);
    const m = await f.admin2.json<Page<Row>>(R('monthlyReport', 'pageList'), {});
    expect(m.data.records.every((x) => String(x.staffCode).startsWith('XH'))).toBe(true);
    const tree = await f.admin2.json<{ name: string; people: number }[]>(R('common', 'loadTreeWithPermission'), {});
    expect(JSON.stringify(tree.data)).not.toMatch(/杭州城市环境集团/);
  });

  it('answers the department tree with each branch\'s people (common/loadTreeWithPermission)', async () => {
    const tree = await f.admin.json<{ name: string; people: number; children?: unknown[] }[]>(R('common', 'loadTreeWithPermission'), {});
    expect(tree.result, tree.msg).toBe(0);
    expect(tree.data[0]).toMatchObject({ name: '杭州城市环境集团有限公司', people: 37 });
  });

  it('refuses the read-only user a correction and an export', async () => {
    const c = await f.viewer.json(R('clockManage', 'save'), { personId, workDate: '2026-01-06', kind: 'normal', reason: 'x', manager: 'x' });
    expect(c.result).not.toBe(0);
    const e = await f.viewer.raw(R('dailyReport', 'export'), {});
    expect(e.headers.get('content-type') ?? '').not.toContain('spreadsheetml');
  });

  it('refuses leave ending before it starts, an added punch without its time, a fixed group without a shift', async () => {
    const l = await f.admin.json(R('leaveManage', 'save'), { personId, leaveType: 'annual', startAt: '2026-01-09 12:00:00', endAt: '2026-01-09 08:00:00' });
    expect(l.msg).toMatch(/结束时间应晚于开始时间/);
    const p = await f.admin.json(R('clockManage', 'save'), { personId, workDate: '2026-01-06', kind: 'punch', reason: '补卡', manager: '王芳' });
    expect(p.msg).toMatch(/补卡须填写补卡时间/);
    const g = await f.admin.json(R('attendanceGroup', 'save'), { groupName: '无班次', groupType: 'fixed', deptId: 'd104', workDays: '1,2' });
    expect(g.msg).toMatch(/须选择班次/);
  });

  it('answers the shift-time lookup (GET /cloud/pdgl/api/v1/shiftTime) with the caller\'s shifts only', async () => {
    const r = await fetch(`${f.server.url}/cloud/pdgl/api/v1/shiftTime`, { headers: { authorization: `Bearer ${f.admin2.token}` } });
    const body = (await r.json()) as { data: Row[] };
    expect(body.data.map((s) => s.shiftCode).sort()).toEqual(['D', 'N', 'S', 'Z']);
  });
});
