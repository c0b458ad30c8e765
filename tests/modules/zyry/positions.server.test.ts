/**
 * The personnel calls over real HTTP on the demo city's badges (server/services/demoDevices.ts: the
 * crew walking their areas, a few leaving them, two standing still, one pressing SOS, one silent):
 * alarms from positions, stationary only where the post opted in, SOS alarms and their messages, a
 * silent badge as device offline (never an absence), adjustments with their reasons, the trail with
 * the fence, the kanban's figures with definitions, the dashboard; overtime caps and pay factors,
 * heat flags from the forecast, contract reminders; bad input refused with nothing changed, the other
 * tenant's rows out of reach, the read-only user refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, Z, type Fixture, type Page } from './support';

type Row = Record<string, unknown>;
let f: Fixture;
beforeAll(async () => {
  f = await fixture();
}, 180_000);
afterAll(async () => f?.server.close());

const list = async (entity: string, body: Row = {}, who: 'admin' | 'admin2' | 'viewer' = 'admin') => {
  const r = await f[who].json<Page<Row>>(Z(entity, 'pageList'), { pageSize: 1000, ...body });
  expect(r.result, r.msg).toBe(0);
  return r.data.records;
};
const badgeOf = async (code: string) => (await list('device', { deviceCode: code }))[0]!;

describe('alarms from the badges\' positions', () => {
  it('lists off-post episodes longer than the tolerance for the workers who leave their area', async () => {
    const alarms = await list('personAlarm', { kind: 'offPost' });
    expect(alarms.length).toBeGreaterThan(0);
    for (const a of alarms) expect(Number(a.minutes)).toBeGreaterThan(15);
    expect(new Set(alarms.map((a) => a.deviceCode))).toContain('B-1002');
  });

  it('finds stationary episodes only where the post opted in (道路保洁一队 yes, 二队 no)', async () => {
    const still = await list('personAlarm', { kind: 'stationary' });
    const codes = new Set(still.map((a) => a.deviceCode));
    expect(codes).toContain('B-1009');
    expect(codes).not.toContain('B-1013');
    for (const a of still) expect(Number(a.minutes)).toBeGreaterThan(30);
  });

  it('makes each SOS press an alarm and lists a message to each team leader of the worker\'s department', async () => {
    const sos = await list('personAlarm', { kind: 'sos' });
    expect(sos.length).toBeGreaterThanOrEqual(3);
    expect(new Set(sos.map((a) => a.deviceCode))).toEqual(new Set(['B-1005']));
    const sms = await list('sosSmsRecord', { alarmAtStart: String(sos.at(-1)!.startedAt).slice(0, 10) });
    const worker = (await list('person', { staffCode: sos[0]!.staffCode }))[0]!;
    const leaders = (await list('person', { deptId: worker.deptId })).filter((w) => String(w.postId) !== String(worker.postId));
    const mine = sms.filter((m) => m.alarmAt === sos[0]!.startedAt);
    expect(mine.length).toBeGreaterThan(0);
    for (const m of mine) {
      expect(m.content).toContain(String(worker.personName));
      expect(m.state).toBe('pending');
      expect(leaders.map((l) => l.personName)).toContain(m.recipientName);
    }
  });

  it('calls the silent badge device offline, and no day of anyone "absent"', async () => {
    expect((await badgeOf('B-1017')).state).toBe('offline');
    expect((await badgeOf('B-1001')).state).toBe('online');
    const days = await list('report', {});
    expect(days.length).toBe(21);
    for (const d of days) expect(['pending', 'offline', 'notArrived', 'offPost', 'stationary', 'normal']).toContain(d.status);
    for (const a of (await list('personAlarm', {})).filter((x) => x.deviceCode === 'B-1017')) expect(a.kind).toBe('offline');
  });

  it('applies a manager\'s adjustment: the excused off-post episodes no longer count, the reason is shown', async () => {
    const today = (await list('attendanceAdjust', { kind: 'excuseOffPost' }))[0]!;
    const day = (await list('report', { workDateStart: today.workDate, workDateEnd: today.workDate })).find((d) => d.deviceCode === 'B-1001')!;
    expect(day.adjusted).toContain('班组长安排前往中转站协助清运');
    if (day.status !== 'pending') expect(day.offPostCount).toBe(0);
    for (const a of (await list('personAlarm', { kind: 'offPost' })).filter((x) => x.deviceCode === 'B-1001' && x.workDate === today.workDate)) expect(a.excused).toContain('中转站');
  });

  it('keeps the tenants apart: tenant 2 sees its own 7 badges only', async () => {
    const days = await list('report', {}, 'admin2');
    expect(days.map((d) => d.deviceCode).every((c) => String(c).startsWith('B-2'))).toBe(true);
    expect(days).toHaveLength(7);
    expect((await list('personAlarm', {}, 'admin2')).every((a) => String(a.deviceCode).startsWith('B-2'))).toBe(true);
  });

  it('refuses a bad date or a range too long, and a read-only user\'s export', async () => {
    expect((await f.admin.json(Z('report', 'pageList'), { workDateStart: '2026-13-40' })).msg).toMatch(/YYYY-MM-DD/);
    expect((await f.admin.json(Z('report', 'pageList'), { workDateStart: '2026-11-01', workDateEnd: '2026-11-20' })).msg).toMatch(/最多7天/);
    expect((await f.admin.json(Z('personAlarm', 'pageList'), { startedAtStart: '2026-11-01', startedAtEnd: '2026-11-20' })).msg).toMatch(/时间范围无效/);
    const e = await f.viewer.raw(Z('report', 'export'), {});
    expect(e.headers.get('content-type') ?? '').not.toContain('spreadsheetml');
  });
});

describe('the trail, the kanban and the dashboard', () => {
  it('answers a wearer\'s positions with the fence and the day\'s episodes read by the same rules', async () => {
    const worker = (await badgeOf('B-1002')).workerId;
    const r = await f.admin.json<{ fence: unknown[]; points: { inside: boolean }[]; episodes: { kind: string }[]; summary: { toleranceMin: number } }>(Z('positionTrail', 'list'), { workerId: worker });
    expect(r.result, r.msg).toBe(0);
    expect(r.data.fence).toHaveLength(5);
    expect(r.data.points.length).toBeGreaterThan(10);
    expect(r.data.summary.toleranceMin).toBe(15);
    expect((await f.admin2.json(Z('positionTrail', 'list'), { workerId: worker })).msg).toBe('人员不存在或没有绑定工牌');
    expect((await f.admin.json(Z('positionTrail', 'list'), { workerId: 'x' })).msg).toBe('人员不存在或没有绑定工牌');
  });

  it('gives the figures of the day, each with its definition', async () => {
    const r = await f.admin.json<{ figures: { key: string; value: number | null; help: string }[]; positions: unknown[] }>(Z('kanban', 'getStatistics'), {});
    expect(r.result, r.msg).toBe(0);
    const fig = Object.fromEntries(r.data.figures.map((x) => [x.key, x]));
    expect(fig.badges!.value).toBe(21);
    expect(fig.offline!.value).toBeGreaterThanOrEqual(1);
    expect(fig.sos!.help).toBe('zyry.fig.sosHelp');
    expect(Number(fig.onPost!.value)).toBeLessThanOrEqual(Number(fig.onShift!.value));
    expect(r.data.positions.length).toBe(21);
    const two = await f.admin2.json<{ figures: { key: string; value: number }[] }>(Z('kanban', 'getStatistics'), {});
    expect(two.data.figures.find((x) => x.key === 'badges')!.value).toBe(7);
  });

  it('draws the last 7 days\' alarms and on-post rate (unknown days null) and this month\'s overtime', async () => {
    const a = await f.admin.json<{ categories: string[]; series: { data: (number | null)[] }[] }>(Z('dashboard', 'getStatistics'), { chart: 'alarms' });
    expect(a.data.categories).toHaveLength(7);
    expect(a.data.series[0]!.data[0]).toBeNull(); // six days ago: no badge had reported yet
    expect(a.data.series[0]!.data.at(-1)).not.toBeNull();
    const rate = await f.admin.json<{ series: { data: (number | null)[] }[] }>(Z('dashboard', 'getStatistics'), { chart: 'onPost' });
    const last = rate.data.series[0]!.data.filter((x) => x !== null);
    for (const x of last) expect(x).toBeGreaterThanOrEqual(0);
    expect((await f.admin.json(Z('dashboard', 'getStatistics'), { chart: 'pie' })).msg).toBe('未知的统计：pie');
  });
});

describe('rules that protect people', () => {
  it('flags overtime beyond 3 h a day and 36 h a month and pays 150 / 200 / 300 %', async () => {
    const worker = (await list('person', { staffCode: 'HJ1001' }))[0]!;
    const save = (workDate: string, hours: number) => f.admin.json<Row>(Z('overtimeRecord', 'save'), { workerId: worker.id, workDate, hours, reason: '测试' });
    for (const [d, h] of [['2099-01-05', 2], ['2099-01-05', 1.5], ['2099-01-03', 3], ['2026-10-01', 1]] as const) expect((await save(d, h)).result).toBe(0);
    const rows = await list('overtimeRecord', { workerId: worker.id, workDateStart: '2026-10-01', workDateEnd: '2099-12-31' });
    const on = (d: string) => rows.filter((r) => r.workDate === d);
    expect(on('2099-01-05').every((r) => r.overDayCap === true && r.dayHours === 3.5 && r.payFactor === 150 && r.kind === 'workday')).toBe(true);
    expect(on('2099-01-03')[0]).toMatchObject({ kind: 'restday', payFactor: 200, overDayCap: false });
    expect(on('2026-10-01')[0]).toMatchObject({ kind: 'holiday', payFactor: 300 });
    const month = (await list('overtime', { month: '2099-01' })).find((r) => r.staffCode === 'HJ1001')!;
    expect(month).toMatchObject({ workdayHours: 3.5, restdayHours: 3, totalHours: 6.5, payHours: 3.5 * 1.5 + 3 * 2, daysOverCap: 1, overMonthCap: false });
    // The seeded driver past 36 h in a month (this one or the one before).
    const now = f.server.now();
    const months = [new Date(now).toISOString().slice(0, 7), new Date(now - 28 * 86_400_000).toISOString().slice(0, 7)];
    const over = (await Promise.all(months.map((m) => list('overtime', { month: m })))).flat().filter((r) => r.overMonthCap === true);
    expect(over.length).toBeGreaterThan(0);
    for (const r of over) expect(Number(r.payHours)).toBeCloseTo(Number(r.workdayHours) * 1.5 + Number(r.restdayHours) * 2 + Number(r.holidayHours) * 3, 5);
    expect((await f.admin.json(Z('overtime', 'pageList'), { month: '2026-13' })).msg).toMatch(/YYYY-MM/);
  });

  it('flags outdoor shifts by the forecast: all at 41 °C, those over 6 h at 38 °C, none at 36 °C or without a forecast', async () => {
    const day = async (date: string) => list('healthReport', { workDateStart: date, workDateEnd: date });
    for (const [date, tempMax] of [['2099-07-01', 41], ['2099-07-02', 38], ['2099-07-03', 36]] as const) expect((await f.admin.json(Z('forecast', 'save'), { forecastDate: date, tempMax, source: 'manual' })).result).toBe(0);
    const [hot, warm, mild, none] = await Promise.all(['2099-07-01', '2099-07-02', '2099-07-03', '2099-07-04'].map(day));
    expect(hot!.length).toBeGreaterThan(200);
    expect(hot!.every((r) => r.heatFlag === 'stop')).toBe(true);
    expect(warm!.every((r) => r.heatFlag === (Number(r.outdoorHours) > 6 ? 'limit' : 'none'))).toBe(true);
    expect(mild!.every((r) => r.heatFlag === 'none')).toBe(true);
    expect(none!.every((r) => r.heatFlag === null && r.forecastMax === null)).toBe(true);
  });

  it('reminds of contracts at each threshold, worded by the employment relation', async () => {
    const rows = await list('personContract', {});
    const stages = new Set(rows.map((r) => r.stage));
    for (const s of ['expired', 'd3', 'd7', 'd15', 'd30', 'd60', 'valid']) expect(stages).toContain(s);
    for (const r of rows.filter((x) => x.stage !== 'valid')) {
      expect(r.reminder).toMatch(r.relation === 'labour' ? /劳动合同/ : r.relation === 'service' ? /劳务协议/ : /派遣/);
    }
  });

  it('refuses bad rules and a confirmed arrival without its time, writing nothing; refuses the read-only user', async () => {
    const before = (await list('post', {})).length;
    const p = await f.admin.json(Z('post', 'save'), { postName: '坏岗位', deptId: 'd104', postType: 'cleaner', toleranceMin: 15, stationaryMinutes: 30, stationaryRadius: 20, restWindows: '12:00-25:00' });
    expect(p.msg).toMatch(/HH:mm-HH:mm/);
    expect((await list('post', {})).length).toBe(before);
    const worker = (await list('person', { staffCode: 'HJ1002' }))[0]!;
    const a = await f.admin.json(Z('attendanceAdjust', 'save'), { workerId: worker.id, workDate: '2026-11-02', kind: 'arrival', reason: '补录' });
    expect(a.msg).toBe('确认到岗时请填写确认到岗时间');
    const v = await f.viewer.json(Z('overtimeRecord', 'save'), { workerId: worker.id, workDate: '2099-01-06', hours: 1 });
    expect(v.result).not.toBe(0);
  });
});
