/**
 * 安全生产 over real HTTP: a danger's closed loop through the workflow (report → list for supervision
 * → rectify with photos → accept → close) with who did what and when in its log, the refusals that
 * change nothing (a major danger rectified before listing, rectifying without photos, closing before
 * acceptance, a rejection without a reason, no right, the other tenant), overdue against the deadline
 * as the clock moves; an inspection made from a template; pre-trip checks and the daily status with
 * 未检查; the driver scores; training attendance; the board's calls; the enum call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, S, uploadPhoto, type Fixture, type Page } from './support';

type Row = Record<string, unknown> & { id: number };
let f: Fixture;
const nowText = () => new Date(f.server.now()).toISOString().replace('T', ' ').slice(0, 19);
const plusMin = (m: number) => new Date(f.server.now() + m * 60_000).toISOString().replace('T', ' ').slice(0, 19);

const report = (values: Record<string, unknown> = {}) => f.admin.json<Row>(S('danger', 'report'), {
  title: '测试隐患', level: 'general', category: 'site', deptId: 'd104', location: '延安路作业路段', foundAt: plusMin(-60), deadline: plusMin(60), ...values,
});
const get = async (id: number, c = f.admin) => (await c.json<Row>(S('danger', 'get'), { id })).data;
const log = async (id: number) => (await f.admin.json<Row[]>(S('danger', 'logList'), { id })).data;

beforeAll(async () => { f = await fixture(); }, 240_000);
afterAll(() => f?.server.close());

describe('a hidden danger in its closed loop', () => {
  it('goes report → list for supervision → rectify → accept → close for a major danger, each step logged with who, when and its photos', async () => {
    const found = await uploadPhoto(f.admin, f.server.url, 'found.png');
    const r = await report({ level: 'major', title: '中转站顶棚钢结构锈蚀', photos: [found] });
    expect(r.result, r.msg).toBe(0);
    expect(r.data).toMatchObject({ state: 'reported', reporterName: 'admin', level: 'major' });
    expect(String(r.data.dangerNo)).toMatch(/^YH\d{6}$/);
    const id = r.data.id;
    const rectifyEarly = await f.admin.json(S('danger', 'rectify'), { id, remark: '已整改', attachments: [await uploadPhoto(f.admin, f.server.url)] });
    expect(rectifyEarly.msg).toBe('重大隐患须先挂牌督办（措施、责任人、资金、期限、应急预案），才能整改销号');
    expect((await get(id)).state).toBe('reported');
    const listed = await f.admin.json<Row>(S('danger', 'supervise'), { id, measures: '停用并委托检测', owner: '郑海涛', funding: 120000, deadline: plusMin(7 * 1440), emergencyPlan: '坍塌专项应急预案' });
    expect(listed.result, listed.msg).toBe(0);
    expect(listed.data).toMatchObject({ state: 'supervised', owner: '郑海涛', funding: 120000, measures: '停用并委托检测' });
    expect((await f.admin.json(S('danger', 'close'), { id })).msg).toContain('不能销号');
    const noPhoto = await f.admin.json(S('danger', 'rectify'), { id, remark: '已整改' });
    expect(noPhoto.msg).toBe('请上传整改后照片');
    const fixedPhoto = await uploadPhoto(f.admin, f.server.url, 'fixed.png');
    const rectified = await f.admin.json<Row>(S('danger', 'rectify'), { id, remark: '更换锈蚀构件', attachments: [fixedPhoto] });
    expect(rectified.result, rectified.msg).toBe(0);
    expect(rectified.data).toMatchObject({ state: 'rectified', rectifiedBy: 'admin' });
    expect((await get(id)).overdue).toBe('no');
    expect((await f.admin.json(S('danger', 'close'), { id })).msg).toContain('不能销号');
    expect((await f.admin.json(S('danger', 'accept'), { id, result: 'reject' })).msg).toBe('请填写验收说明');
    const accepted = await f.admin.json<Row>(S('danger', 'accept'), { id, result: 'pass', remark: '复查合格' });
    expect(accepted.data).toMatchObject({ state: 'accepted', acceptedBy: 'admin' });
    const closed = await f.admin.json<Row>(S('danger', 'close'), { id });
    expect(closed.result, closed.msg).toBe(0);
    expect(closed.data).toMatchObject({ state: 'closed', closedBy: 'admin' });
    const steps = await log(id);
    expect(steps.map((s) => [s.action, s.outcome, s.fromState, s.toState, s.actorName])).toEqual([
      ['report', null, null, 'reported', 'admin'], ['supervise', null, 'reported', 'supervised', 'admin'], ['rectify', null, 'supervised', 'rectified', 'admin'],
      ['accept', 'pass', 'rectified', 'accepted', 'admin'], ['close', null, 'accepted', 'closed', 'admin'],
    ]);
    expect(steps[2]!.attachments).toEqual([fixedPhoto]);
    for (const s of steps) expect(String(s.actionTime)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('sends a failed acceptance back to reported with its reason, clearing the rectification', async () => {
    const { data } = await report();
    await f.admin.json(S('danger', 'rectify'), { id: data.id, remark: '已整改', attachments: [await uploadPhoto(f.admin, f.server.url)] });
    const back = await f.admin.json<Row>(S('danger', 'accept'), { id: data.id, result: 'reject', remark: '警示锥数量不足' });
    expect(back.data).toMatchObject({ state: 'reported', rectifiedAt: null, lastRemark: '警示锥数量不足' });
  });

  it('refuses listing a danger that is not major, and bad reports, with a clear msg and nothing written', async () => {
    const before = (await f.admin.json<Page>(S('danger', 'pageList'), { pageSize: 1 })).data.total;
    expect((await report({ foundAt: plusMin(60), deadline: plusMin(120) })).msg).toBe('发现时间不能晚于现在');
    expect((await report({ deadline: plusMin(-120) })).msg).toBe('整改期限应晚于发现时间');
    expect((await report({ level: 'purple' })).result).not.toBe(0);
    expect((await f.admin.json<Page>(S('danger', 'pageList'), { pageSize: 1 })).data.total).toBe(before);
    const { data } = await report();
    const r = await f.admin.json(S('danger', 'supervise'), { id: data.id, measures: 'x', owner: 'y', funding: 1, deadline: plusMin(600), emergencyPlan: 'z' });
    expect(r.msg).toBe('只有重大隐患需要挂牌督办');
    expect((await get(data.id)).state).toBe('reported');
  });

  it('flags a rectification overdue one minute past its deadline, and keeps it flagged after a late rectification', async () => {
    const { data } = await report({ deadline: plusMin(30) });
    expect((await get(data.id)).overdue).toBe('no');
    f.server.advance(31 * 60_000);
    expect((await get(data.id)).overdue).toBe('yes');
    await f.admin.json(S('danger', 'rectify'), { id: data.id, remark: '迟到的整改', attachments: [await uploadPhoto(f.admin, f.server.url)] });
    await f.admin.json(S('danger', 'accept'), { id: data.id, result: 'pass' });
    expect(await get(data.id)).toMatchObject({ state: 'accepted', overdue: 'yes' });
  });

  it('lets only the safety officer accept (调度员 holds every workflow action but not aqsc.danger.accept), and the read-only user nothing', async () => {
    const { data } = await report();
    const photo = await uploadPhoto(f.admin, f.server.url);
    expect((await f.viewer.json(S('danger', 'rectify'), { id: data.id, remark: 'x', attachments: [photo] })).result).not.toBe(0);
    expect((await f.viewer.json(S('danger', 'report'), { title: 'x' })).result).not.toBe(0);
    const d = await f.dispatcher.json(S('danger', 'rectify'), { id: data.id, remark: '已整改', attachments: [await uploadPhoto(f.dispatcher, f.server.url)] });
    expect(d.result, d.msg).toBe(0);
    const refused = await f.dispatcher.json(S('danger', 'accept'), { id: data.id, result: 'pass' });
    expect(refused.msg).toBe('「验收」只能由安全员执行');
    expect((await get(data.id)).state).toBe('rectified');
  });

  it('keeps the other tenant out: its admin neither reads, lists nor acts on the danger', async () => {
    const { data } = await report({ title: '租户隔离测试隐患' });
    expect((await f.admin2.json(S('danger', 'get'), { id: data.id })).result).not.toBe(0);
    expect((await f.admin2.json<Page<Row>>(S('danger', 'pageList'), { title: '租户隔离测试隐患' })).data.total).toBe(0);
    expect((await f.admin2.json(S('danger', 'rectify'), { id: data.id, remark: 'x' })).result).not.toBe(0);
    expect((await f.admin2.json(S('danger', 'logList'), { id: data.id })).data ?? []).toEqual([]);
    expect((await get(data.id)).state).toBe('reported');
  });

  it('shows the demo year: every level, closed ones, overdue ones and majors listed for supervision', async () => {
    const all = (await f.admin.json<Page<Row>>(S('danger', 'pageList'), { pageSize: 1000 })).data.records;
    expect(new Set(all.map((d) => d.level))).toEqual(new Set(['major', 'larger', 'general', 'low']));
    expect(all.some((d) => d.state === 'closed' && d.overdue === 'yes')).toBe(true);
    expect(all.some((d) => d.state === 'reported' && d.overdue === 'yes')).toBe(true);
    expect(all.filter((d) => d.level === 'major').every((d) => d.state === 'reported' || d.supervisedAt)).toBe(true);
  });
});

describe('inspections from a template', () => {
  it('makes an inspection with the template items to fill, then counts the failed ones from the lines', async () => {
    const template = (await f.admin.json<Page<Row>>(S('checklist', 'pageList'), { name: '车库场站' })).data.records[0]!;
    expect(template.itemCount).toBe(6);
    const r = await f.admin.json<Row>(S('inspection', 'fromTemplate'), { id: template.id, place: '城北中转站' });
    expect(r.result, r.msg).toBe(0);
    const made = await f.admin.json<Row & { lines: Row[] }>(S('inspection', 'get'), { id: r.data.id });
    const listed = async () => (await f.admin.json<Page<Row>>(S('inspection', 'pageList'), { inspectionNo: String(r.data.inspectionNo) })).data.records[0]!;
    expect(await listed()).toMatchObject({ place: '城北中转站', checklistId: template.id, openCount: 6, failCount: 0 });
    expect(made.data.lines.map((l) => l.content)).toEqual(['消防通道', '灭火器', '用电', '油品存放', '监控', '值班']);
    const lines = made.data.lines.map((l, i) => ({ content: l.content, standard: l.standard, result: i === 1 ? 'fail' : 'pass', remark: i === 1 ? '压力不足' : null }));
    const upd = await f.admin.json<Row>(S('inspection', 'update'), { ...made.data, lines });
    expect(upd.result, upd.msg).toBe(0);
    expect(await listed()).toMatchObject({ failCount: 1, openCount: 0 });
    const items = await f.admin.json<Row[]>(S('inspection', 'items'), { id: r.data.id });
    expect(items.result, items.msg).toBe(0);
  });
  it('refuses a missing template or place, and the read-only user', async () => {
    expect((await f.admin.json(S('inspection', 'fromTemplate'), { id: 999999, place: 'x' })).msg).toBe('检查表模板不存在');
    expect((await f.admin.json(S('inspection', 'fromTemplate'), { id: 1 })).msg).toBe('请填写检查地点');
    expect((await f.viewer.json(S('inspection', 'fromTemplate'), { id: 1, place: 'x' })).result).not.toBe(0);
    const t2 = (await f.admin2.json<Page<Row>>(S('checklist', 'pageList'), { pageSize: 1 })).data.records[0]!;
    expect((await f.admin.json(S('inspection', 'fromTemplate'), { id: t2.id, place: 'x' })).msg).toBe('检查表模板不存在');
  });
});

describe('pre-trip checks per vehicle per day', () => {
  it('reads a vehicle without a check today as 未检查, and as 合格 once checked, 不合格 with a fault', async () => {
    const today = nowText().slice(0, 10);
    const daily = (await f.admin.json<Page<Row>>(S('preTripDaily', 'pageList'), { checkDateStart: today, checkDateEnd: today, pageSize: 100 })).data.records;
    const missing = daily.find((r) => r.status === 'notChecked');
    expect(missing, 'one demo vehicle is not checked today').toBeTruthy();
    const driver = (await f.admin.json<Page<Row>>(S('person', 'pageList'), { postName: '驾驶员', pageSize: 1 })).data.records[0]!;
    const values = { carId: missing!.carId, checkDate: today, driverId: driver.id, lights: 'ok', brakes: 'ok', extinguisher: 'fault', bodyEquipment: 'ok', checkedAt: `${today} 00:05:00` };
    expect((await f.admin.json(S('preTripCheck', 'save'), values)).msg).toBe('有异常项时请填写异常说明');
    const saved = await f.admin.json<Row>(S('preTripCheck', 'save'), { ...values, faults: '灭火器压力不足' });
    expect(saved.result, saved.msg).toBe(0);
    expect(saved.data.result).toBe('fail');
    expect((await f.admin.json(S('preTripCheck', 'save'), { ...values, faults: '再来一次' })).result).not.toBe(0);
    const after = (await f.admin.json<Page<Row>>(S('preTripDaily', 'pageList'), { checkDateStart: today, checkDateEnd: today, carId: missing!.carId })).data.records;
    expect(after.map((r) => r.status)).toEqual(['fail']);
  });
  it('refuses a check dated after today or timed on another day', async () => {
    const today = nowText().slice(0, 10);
    const car = (await f.admin.json<Page<Row>>(S('preTripCheck', 'pageList'), { pageSize: 1 })).data.records[0]!;
    const tomorrow = new Date(f.server.now() + 86_400_000).toISOString().slice(0, 10);
    const base = { carId: car.carId, driverId: car.driverId, lights: 'ok', brakes: 'ok', extinguisher: 'ok', bodyEquipment: 'ok' };
    expect((await f.admin.json(S('preTripCheck', 'save'), { ...base, checkDate: tomorrow, checkedAt: `${tomorrow} 06:00:00` })).msg).toBe('检查日期不能晚于今天');
    expect((await f.admin.json(S('preTripCheck', 'save'), { ...base, checkDate: '2025-01-02', checkedAt: `${today} 06:00:00` })).msg).toBe('检查时间应在检查日期当天');
  });
  it('lists every day of the range per vehicle, missed days as 未检查, and refuses a bad range', async () => {
    const rows = (await f.admin.json<Page<Row>>(S('preTripDaily', 'pageList'), { checkDateStart: nowText().slice(0, 10).replace(/\d\d$/, '01'), status: 'notChecked', pageSize: 1000 }));
    expect(rows.result, rows.msg).toBe(0);
    expect((await f.admin.json(S('preTripDaily', 'pageList'), { checkDateStart: '2026-01-01', checkDateEnd: '2026-06-01' })).msg).toBe('日期范围应为1至62天');
    expect((await f.admin.json(S('preTripDaily', 'pageList'), { checkDateStart: '2026-13-01' })).result).not.toBe(0);
    const r = await f.admin.raw(S('preTripDaily', 'export'), {});
    expect(r.headers.get('content-type')).toContain('spreadsheet');
  });
});

describe('driver alarms and safety scores', () => {
  it('scores each driver who drove this month as 100 minus the weighted alarms, lowest first', async () => {
    const r = await f.admin.json<Page<Row>>(S('driverScore', 'pageList'), { pageSize: 100 });
    expect(r.result, r.msg).toBe(0);
    expect(r.data.total).toBeGreaterThan(0);
    for (const s of r.data.records) {
      const expected = Math.max(0, 100 - (5 * Number(s.fatigue) + 4 * Number(s.phone) + 3 * Number(s.distraction) + 3 * Number(s.speeding) + 2 * Number(s.smoking)));
      expect(s.score).toBe(expected);
    }
    expect((await f.admin.json(S('driverScore', 'pageList'), { month: '2026-13' })).msg).toBe('月份格式应为YYYY-MM');
    expect((await f.admin.json<Page>(S('driverScore', 'pageList'), { month: '2001-01' })).data.total).toBe(0);
  });
  it('takes a new alarm into the month score of its driver', async () => {
    const top = (await f.admin.json<Page<Row>>(S('driverScore', 'pageList'), { pageSize: 100 })).data.records.find((s) => Number(s.deduction) > 0)!;
    const alarm = (await f.admin.json<Page<Row>>(S('driverAlarm', 'pageList'), { driverId: top.driverId, pageSize: 1 })).data.records[0]!;
    const r = await f.admin.json(S('driverAlarm', 'save'), { alarmAt: nowText(), alarmType: 'phone', carId: alarm.carId, deviceCode: alarm.deviceCode, driverId: top.driverId, speed: 30, handleState: 'pending' });
    expect(r.result, r.msg).toBe(0);
    const again = (await f.admin.json<Page<Row>>(S('driverScore', 'pageList'), { driverId: top.driverId })).data.records[0]!;
    expect(again.score).toBe(Math.max(0, Number(top.score) - 4));
    expect((await f.admin.json(S('driverAlarm', 'save'), { alarmAt: nowText(), alarmType: 'phone', carId: alarm.carId, deviceCode: 'X-999', driverId: top.driverId, handleState: 'pending' })).result).not.toBe(0);
  });
});

describe('training, the board and the choices', () => {
  it('counts a training\'s invited and attended from its attendance lines', async () => {
    const t = (await f.admin.json<Page<Row>>(S('training', 'pageList'), { pageSize: 1 })).data.records[0]!;
    const lines = (await f.admin.json<Row[]>(S('training', 'attendees'), { id: t.id })).data;
    expect(t.invited).toBe(lines.length);
    expect(t.attended).toBe(lines.filter((l) => l.present).length);
  });
  it('answers the board: figures with their time, the four levels, twelve months, alarm types and the lowest scores', async () => {
    const s = await f.admin.json<{ asOf: string; items: { label: string; value: unknown }[] }>(S('board', 'summary'));
    expect(s.data.items.map((i) => i.label)).toContain('aqsc.board.stat.overdue');
    expect((await f.admin.json<{ level: string }[]>(S('board', 'levels'))).data.map((l) => l.level)).toEqual(['major', 'larger', 'general', 'low']);
    expect((await f.admin.json<{ categories: string[] }>(S('board', 'trend'))).data.categories).toHaveLength(12);
    expect((await f.admin.json<unknown[]>(S('board', 'alarms'))).data).toHaveLength(5);
    expect((await f.admin.json<unknown[]>(S('board', 'ranking'))).data.length).toBeGreaterThan(0);
    const other = await f.admin2.json<{ items: { label: string; value: unknown }[] }>(S('board', 'summary'));
    expect(other.result).toBe(0);
  });
  it('serves the module\'s choices', async () => {
    const r = await f.admin.json<Record<string, { value: string; label: string }[]>>(S('common', 'loadEnumValue'), { name: 'riskLevel' });
    expect(r.result, r.msg).toBe(0);
    expect(JSON.stringify(r.data)).toContain('重大（红）');
  });
});
