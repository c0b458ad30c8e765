/**
 * 审批中心 over real HTTP: applications filed and decided through the workflow (approval/save,
 * approve, withdraw, info, logList) with who decided what and when, refusals (no approver role, outside
 * the data scope, already decided, a rejection without a reason, bad times, overlaps) that change
 * nothing, data fills filing their approval and following it into 月度施工记录, 加班明细 and the
 * monthly overtime/leave list from approved items only (with exports), health reports and their rules,
 * the enum call, the other tenant's rows out of reach and the read-only user refused.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, H, type Client, type Fixture, type Page } from './support';

type Row = Record<string, unknown> & { id: number };
let f: Fixture;
let p104: Row; // a street cleaner of 道路保洁一队
let p105: Row; // one of 道路保洁二队
let leader105: Row; // a 班组长 of 道路保洁二队

const save = (c: Client, body: Record<string, unknown>) => c.json<Row>(H('approval', 'save'), body);
const approve = (c: Client, id: number, result: string, remark?: string) => c.json<Row>(H('approval', 'approve'), { id, result, ...(remark ? { remark } : {}) });
const get = async (id: number) => (await f.admin.json<Page<Row>>(H('approval', 'pageList'), { applyNo: '', pageSize: 1000, startAtStart: '2025-01-01 00:00:00', startAtEnd: '2025-12-31 23:59:59' })).data.records.find((r) => r.id === id);
const overtime = (personId: number, start: string, end: string, reason = '测试加班') => save(f.admin, { kind: 'overtime', personId, startAt: start, endAt: end, reason });

beforeAll(async () => {
  f = await fixture();
  const people = (await f.admin.json<Page<Row>>(H('person', 'pageList'), { pageSize: 1000 })).data.records;
  p104 = people.find((p) => p.deptId === 'd104' && p.postName === '保洁员')!;
  p105 = people.find((p) => p.deptId === 'd105' && p.postName === '保洁员')!;
  leader105 = people.find((p) => p.deptId === 'd105' && p.postName === '班组长')!;
}, 120_000);
afterAll(() => f?.server.close());

describe('filing an application (approval/save)', () => {
  it('files a leave as pending with its department, number, filer and hours per calendar day (at most 8 h a day)', async () => {
    const r = await save(f.admin, { kind: 'leave', personId: p104.id, leaveType: 'sick', startAt: '2025-03-03 08:00:00', endAt: '2025-03-04 17:00:00', reason: '发热就医' });
    expect(r.result, r.msg).toBe(0);
    expect(r.data).toMatchObject({ state: 'pending', deptId: 'd104', hours: 16, dayKind: null, applicantName: 'admin' });
    expect(String(r.data.applyNo)).toMatch(/^SP\d{6}$/);
  });

  it('refuses bad times, a leave without its type and an overlapping application, with a clear msg and nothing written', async () => {
    const before = (await f.admin.json<Page<Row>>(H('approval', 'pageList'), { pageSize: 1 })).data.total;
    expect((await overtime(Number(p104.id), '2025-03-05 18:00:00', '2025-03-05 18:00:00')).msg).toBe('结束时间应晚于开始时间');
    expect((await overtime(Number(p104.id), '2025-03-05 18:00:00', '2025-03-06 07:00:00')).msg).toBe('一次加班申请不能超过12小时');
    expect((await save(f.admin, { kind: 'leave', personId: p104.id, startAt: '2025-03-05 08:00:00', endAt: '2025-03-05 12:00:00', reason: '事' })).msg).toBe('请选择请假类型');
    const clash = await save(f.admin, { kind: 'leave', personId: p104.id, leaveType: 'personal', startAt: '2025-03-04 08:00:00', endAt: '2025-03-04 10:00:00', reason: '事' });
    expect(clash.result).not.toBe(0);
    expect(clash.msg).toMatch(/已有请假申请SP\d{6}（待审批），时间不能重叠/);
    expect((await save(f.admin, { kind: 'dataFill', personId: p104.id, reason: '直接填报' })).msg).toBe('数据填报请在「数据填报」中保存，保存后自动提交审批');
    expect((await f.admin.json<Page<Row>>(H('approval', 'pageList'), { pageSize: 1 })).data.total).toBe(before);
  });

  it('computes overtime hours and the kind of day from the start', async () => {
    const r = await overtime(Number(p104.id), '2025-10-01 08:00:00', '2025-10-01 12:00:00');
    expect(r.data).toMatchObject({ hours: 4, dayKind: 'holiday', state: 'pending' });
  });
});

describe('deciding (approval/approve, withdraw, info, logList)', () => {
  it('approves: the item moves to approved with who and when, and the log shows filing and decision in order', async () => {
    const filed = await overtime(Number(p104.id), '2025-04-07 17:30:00', '2025-04-07 19:30:00');
    const r = await approve(f.admin, filed.data.id, 'pass', '同意');
    expect(r.result, r.msg).toBe(0);
    expect(r.data).toMatchObject({ state: 'approved', deciderName: 'admin', deciderUserId: '1001', lastRemark: '同意' });
    expect(String(r.data.decidedAt)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const log = await f.admin.json<Row[]>(H('approval', 'logList'), { id: filed.data.id });
    expect(log.result, log.msg).toBe(0);
    expect(log.data.map((l) => [l.action, l.outcome, l.fromState, l.toState, l.actorName])).toEqual([
      ['create', null, null, 'pending', 'admin'],
      ['approve', 'pass', 'pending', 'approved', 'admin'],
    ]);
    expect(log.data[1]!.remark).toBe('同意');
  });

  it('refuses a second decision on a decided item with a clear msg, and changes nothing', async () => {
    const filed = await overtime(Number(p104.id), '2025-04-08 17:30:00', '2025-04-08 19:30:00');
    await approve(f.admin, filed.data.id, 'pass');
    const again = await approve(f.admin, filed.data.id, 'reject', '改主意');
    expect(again.result).not.toBe(0);
    expect(again.msg).toBe(`申请${String(filed.data.applyNo)}已是「已通过」，不能再审批`);
    expect(await get(filed.data.id)).toMatchObject({ state: 'approved', lastRemark: null });
    expect((await f.admin.json<Row[]>(H('approval', 'logList'), { id: filed.data.id })).data).toHaveLength(2);
  });

  it('rejects only with a reason, which the item and the log keep', async () => {
    const filed = await overtime(Number(p104.id), '2025-04-09 17:30:00', '2025-04-09 19:30:00');
    expect((await approve(f.admin, filed.data.id, 'reject')).msg).toBe('驳回时请填写驳回原因');
    expect((await approve(f.admin, filed.data.id, 'maybe')).msg).toContain('请选择「审批」的结果');
    const r = await approve(f.admin, filed.data.id, 'reject', '未经班组长安排');
    expect(r.data).toMatchObject({ state: 'rejected', lastRemark: '未经班组长安排' });
  });

  it('refuses a decision by a user without the approver role (调度员), naming the role, and changes nothing', async () => {
    const filed = await overtime(Number(p104.id), '2025-04-10 17:30:00', '2025-04-10 19:30:00');
    const r = await approve(f.dispatcher, filed.data.id, 'pass');
    expect(r.result).not.toBe(0);
    expect(r.msg).toBe(`「审批」只能由审批人执行，您没有申请${String(filed.data.applyNo)}的审批权限`);
    expect(await get(filed.data.id)).toMatchObject({ state: 'pending', deciderName: null });
  });

  it('lets a department leader decide items of his department and refuses those outside his data scope', async () => {
    const other = await overtime(Number(p104.id), '2025-04-11 17:30:00', '2025-04-11 19:30:00');
    const outside = await approve(f.leader, other.data.id, 'pass');
    expect(outside.msg).toBe(`申请${String(other.data.applyNo)}属于道路保洁一队，不在您的数据权限内，不能审批`);
    expect(await get(other.data.id)).toMatchObject({ state: 'pending' });
    const own = await overtime(Number(p105.id), '2025-04-11 17:30:00', '2025-04-11 19:30:00');
    const r = await approve(f.leader, own.data.id, 'pass');
    expect(r.result, r.msg).toBe(0);
    expect(r.data).toMatchObject({ state: 'approved', deciderName: 'htleader', deciderUserId: '1096' });
  });

  it('lets the filer withdraw a pending item and nobody decide it after', async () => {
    const filed = await overtime(Number(p104.id), '2025-04-14 17:30:00', '2025-04-14 19:30:00');
    const info = await f.admin.json<Row & { actions: { action: string }[] }>(H('approval', 'info'), { id: filed.data.id });
    expect(info.data.actions.map((a) => a.action)).toEqual(['approve', 'withdraw']);
    expect((await f.dispatcher.json(H('approval', 'withdraw'), { id: filed.data.id })).msg).toContain('「撤回」只能由申请填报人执行');
    const w = await f.admin.json<Row>(H('approval', 'withdraw'), { id: filed.data.id });
    expect(w.data).toMatchObject({ state: 'withdrawn' });
    expect((await approve(f.admin, filed.data.id, 'pass')).msg).toBe(`申请${String(filed.data.applyNo)}已是「已撤回」，不能再审批`);
  });

  it('shows the seeded month in every state, decided by the departments\' leaders', async () => {
    const all = await f.admin.json<Page<Row>>(H('approval', 'pageList'), { pageSize: 1000 });
    const states = new Set(all.data.records.map((r) => r.state));
    expect([...states].sort()).toEqual(['approved', 'pending', 'rejected', 'withdrawn']);
    const deciders = new Set(all.data.records.filter((r) => r.deptId === 'd104' && r.deciderName && r.applicantUserId == null).map((r) => r.deciderName));
    expect([...deciders]).toEqual(['王芳']);
    const seeded = all.data.records.find((r) => r.state === 'rejected' && r.applicantUserId == null)!;
    const log = (await f.admin.json<Row[]>(H('approval', 'logList'), { id: seeded.id })).data;
    expect(log.map((l) => l.toState)).toEqual(['pending', 'rejected']);
    expect(log[1]!.remark).toBeTruthy();
  });

  it('keeps the other tenant\'s applications out of reach, and refuses the read-only user', async () => {
    const filed = await overtime(Number(p104.id), '2025-04-15 17:30:00', '2025-04-15 19:30:00');
    const theirs = await f.admin2.json<Page<Row>>(H('approval', 'pageList'), { pageSize: 1000 });
    expect(theirs.data.records.some((r) => r.applyNo === filed.data.applyNo && r.personId === filed.data.personId && r.deptId === 'd104')).toBe(false);
    expect((await approve(f.admin2, filed.data.id, 'pass')).msg).toBe('申请不存在或已无权访问');
    expect((await f.admin2.json(H('approval', 'logList'), { id: filed.data.id })).result).not.toBe(0);
    expect((await approve(f.viewer, filed.data.id, 'pass')).result).not.toBe(0);
    expect((await save(f.viewer, { kind: 'overtime', personId: p104.id, startAt: '2025-04-16 17:30:00', endAt: '2025-04-16 18:30:00', reason: '只读' })).result).not.toBe(0);
    expect(await get(filed.data.id)).toMatchObject({ state: 'pending' });
  });
});

describe('data fills and 月度施工记录', () => {
  it('files a fill for approval, corrects it while pending, follows the decision, then refuses changes', async () => {
    const fill = { workDate: '2025-05-06', deptId: 'd105', street: '之江路', workType: 'pavement', workers: 5, hours: 6, quantity: 120, unit: 'squareMetre', leaderId: leader105.id, content: '坑槽修补' };
    const saved = await f.admin.json<Row>(H('dataFill', 'save'), fill);
    expect(saved.result, saved.msg).toBe(0);
    expect(saved.data).toMatchObject({ fillState: 'pending' });
    const approvalId = Number(saved.data.approvalId);
    const app = await f.admin.json<Row>(H('approval', 'info'), { id: approvalId });
    expect(app.data).toMatchObject({ kind: 'dataFill', state: 'pending', hours: 30, deptId: 'd105', reason: '2025-05-06 之江路 路面修补 120平方米，5人×6小时' });
    const fixed = await f.admin.json<Row>(H('dataFill', 'update'), { ...fill, id: saved.data.id, quantity: 150 });
    expect(fixed.result, fixed.msg).toBe(0);
    expect((await f.admin.json<Row>(H('approval', 'info'), { id: approvalId })).data.reason).toContain('150平方米');
    expect((await f.admin.json<Page<Row>>(H('monthlyConstructionRecord', 'pageList'), { month: '2025-05' })).data.total).toBe(0);

    expect((await approve(f.admin, approvalId, 'pass')).result).toBe(0);
    expect((await f.admin.json<Row>(H('dataFill', 'get'), { id: saved.data.id })).data).toMatchObject({ fillState: 'approved', quantity: 150 });
    const month = await f.admin.json<Page<Row>>(H('monthlyConstructionRecord', 'pageList'), { month: '2025-05' });
    expect(month.data.records).toEqual([expect.objectContaining({ deptId: 'd105', workType: 'pavement', unit: 'squareMetre', fills: 1, days: 1, streets: 1, personDays: 5, personHours: 30, quantity: 150 })]);
    const locked = await f.admin.json<Row>(H('dataFill', 'update'), { ...fill, id: saved.data.id, quantity: 1 });
    expect(locked.msg).toBe('该填报的审批已是「已通过」，不能再修改；如需更正请重新填报');
  });

  it('refuses a leader of another department, a future date and bad input, writing nothing', async () => {
    const base = { workDate: '2025-05-07', deptId: 'd104', street: '延安路', workType: 'sweeping', workers: 5, hours: 6, quantity: 120, unit: 'squareMetre', leaderId: leader105.id };
    const before = (await f.admin.json<Page<Row>>(H('dataFill', 'pageList'), { pageSize: 1 })).data.total;
    expect((await f.admin.json(H('dataFill', 'save'), base)).msg).toBe('负责人不属于所选部门');
    expect((await f.admin.json(H('dataFill', 'save'), { ...base, deptId: 'd105', workDate: '2099-01-01' })).msg).toBe('施工日期不能晚于今天');
    expect((await f.admin.json(H('dataFill', 'save'), { ...base, deptId: 'd105', workers: 0 })).result).not.toBe(0);
    expect((await f.admin.json<Page<Row>>(H('dataFill', 'pageList'), { pageSize: 1 })).data.total).toBe(before);
  });

  it('shows the seeded month of approved fills by team and work type, and refuses a bad month', async () => {
    const r = await f.admin.json<Page<Row>>(H('monthlyConstructionRecord', 'pageList'), { pageSize: 100 });
    expect(r.result, r.msg).toBe(0);
    expect(r.data.total).toBeGreaterThan(3);
    expect((await f.admin.json(H('monthlyConstructionRecord', 'pageList'), { month: '2025-13' })).msg).toBe('月份格式应为 YYYY-MM，如 2026-11');
    const d105 = await f.admin.json<Page<Row>>(H('monthlyConstructionRecord', 'pageList'), { pageSize: 100, deptId: 'd103' });
    expect(d105.data.records.every((x) => ['d104', 'd105'].includes(String(x.deptId)))).toBe(true);
  });
});

describe('加班明细 and the monthly overtime and leave list', () => {
  beforeAll(async () => {
    // 2025-06: p105's workday 17:30–21:00 (3.5 h, over the day's cap), a Saturday 4 h, 1 h pending, 2 h rejected; a day's annual leave.
    const ok = async (start: string, end: string, result: string | null) => {
      const r = await overtime(Number(p105.id), start, end);
      expect(r.result, r.msg).toBe(0);
      if (result) expect((await approve(f.admin, r.data.id, result, '测试')).result).toBe(0);
    };
    await ok('2025-06-03 17:30:00', '2025-06-03 21:00:00', 'pass');
    await ok('2025-06-07 08:00:00', '2025-06-07 12:00:00', 'pass');
    await ok('2025-06-10 17:30:00', '2025-06-10 18:30:00', null);
    await ok('2025-06-11 17:30:00', '2025-06-11 19:30:00', 'reject');
    const leave = await save(f.admin, { kind: 'leave', personId: p105.id, leaveType: 'annual', startAt: '2025-06-20 08:00:00', endAt: '2025-06-20 17:00:00', reason: '年假' });
    await approve(f.admin, leave.data.id, 'pass');
  });

  it('lists each approved overtime with its kind of day, pay factor, pay hours and caps', async () => {
    const r = await f.admin.json<Page<Row>>(H('overtimeDetail', 'pageList'), { month: '2025-06', pageSize: 50 });
    expect(r.result, r.msg).toBe(0);
    expect(r.data.records.map((x) => [x.workDate, x.hours, x.dayKind, x.factor, x.payHours, x.overDailyCap, x.monthTotal, x.personName])).toEqual([
      ['2025-06-07', 4, 'restDay', 200, 8, true, 7.5, p105.name],
      ['2025-06-03', 3.5, 'workday', 150, 5.3, true, 7.5, p105.name],
    ]);
    expect((await f.admin.json<Page<Row>>(H('overtimeDetail', 'pageList'), { month: '2025-06', dayKind: 'workday' })).data.total).toBe(1);
    expect((await f.admin2.json<Page<Row>>(H('overtimeDetail', 'pageList'), { month: '2025-06' })).data.total).toBe(0);
  });

  it('sums a person\'s month from approved items only and exports both lists', async () => {
    const r = await f.admin.json<Page<Row>>(H('approval', 'overLeaveMonthlyList'), { month: '2025-06', personName: String(p105.name) });
    expect(r.data.records).toEqual([expect.objectContaining({
      overtimeWorkday: 3.5, overtimeRestDay: 4, overtimeHoliday: 0, overtimeTotal: 7.5, payHours: 13.3, daysOverDailyCap: 2, overMonthlyCap: false, leaveAnnual: 8, leaveTotal: 8,
    })]);
    for (const [path, rows] of [[H('overtimeDetail', 'export'), 2], [H('approval', 'overLeaveMonthlyExport'), 1]] as const) {
      const res = await f.admin.raw(path, { month: '2025-06', personName: String(p105.name) });
      expect(res.status).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
      expect(book.worksheets[0]!.rowCount - 1).toBe(rows);
    }
  });

  it('flags the seeded person past 36 h in a month', async () => {
    const months = [new Date(), new Date(Date.now() - 30 * 86_400_000)].map((d) => d.toISOString().slice(0, 7));
    const flagged = await Promise.all(months.map((month) => f.admin.json<Page<Row>>(H('approval', 'overLeaveMonthlyList'), { month, overMonthlyCap: true })));
    expect(flagged.some((x) => x.data.total > 0)).toBe(true);
  });
});

describe('个人健康报告 and the enum call', () => {
  const report = () => ({ personId: p104.id, checkType: 'heat', checkDate: '2025-06-01', hospital: '杭州市职业病防治院', conclusion: 'fit', fitOutdoor: true, fitHeat: true, bloodPressure: '120/80', nextCheckDate: '2026-06-01' });

  it('adds, updates and deletes a report through addOrUpdate and delete, with the person\'s department and its status', async () => {
    const added = await f.admin.json<Row>(H('personalHealthReport', 'addOrUpdate'), report());
    expect(added.result, added.msg).toBe(0);
    expect(added.data).toMatchObject({ deptId: 'd104' });
    expect((await f.admin.json<Page<Row>>(H('personalHealthReport', 'list'), { personId: p104.id, checkType: 'heat', pageSize: 100 })).data.records.find((r) => r.id === added.data.id)).toMatchObject({ checkStatus: 'overdue' });
    const updated = await f.admin.json<Row>(H('personalHealthReport', 'addOrUpdate'), { ...report(), id: added.data.id, conclusion: 'restricted', fitHeat: false, nextCheckDate: '2099-06-01' });
    expect(updated.result, updated.msg).toBe(0);
    const list = await f.admin.json<Page<Row>>(H('personalHealthReport', 'list'), { personId: p104.id, checkType: 'heat', pageSize: 100 });
    expect(list.data.records.find((r) => r.id === added.data.id)).toMatchObject({ conclusion: 'restricted', fitHeat: false, checkStatus: 'valid' });
    expect((await f.admin.json(H('personalHealthReport', 'delete'), { ids: String(added.data.id) })).result).toBe(0);
  });

  it('refuses an unfit conclusion fit for work, a next check before the check, a future check and a bad blood pressure', async () => {
    expect((await f.admin.json(H('personalHealthReport', 'addOrUpdate'), { ...report(), conclusion: 'unfit' })).msg).toBe('体检结论为不合格时，不能判定适合户外或高温作业');
    expect((await f.admin.json(H('personalHealthReport', 'addOrUpdate'), { ...report(), nextCheckDate: '2025-05-01' })).msg).toBe('下次体检日期应晚于体检日期');
    expect((await f.admin.json(H('personalHealthReport', 'addOrUpdate'), { ...report(), checkDate: '2099-01-01', nextCheckDate: '2100-01-01' })).msg).toBe('体检日期不能晚于今天');
    expect((await f.admin.json(H('personalHealthReport', 'addOrUpdate'), { ...report(), bloodPressure: '120-80' })).msg).toContain('血压格式为 收缩压/舒张压');
    expect((await f.viewer.json(H('personalHealthReport', 'addOrUpdate'), report())).result).not.toBe(0);
  });

  it('seeds a report per person, some due soon and some overdue, and serves the module\'s choices', async () => {
    const all = await f.admin.json<Page<Row>>(H('personalHealthReport', 'list'), { pageSize: 1000 });
    const statuses = new Set(all.data.records.map((r) => r.checkStatus));
    expect(statuses).toEqual(new Set(['valid', 'dueSoon', 'overdue']));
    const enums = await f.admin.json<Record<string, { value: string; label: string }[]>>(H('common', 'loadEnumValue'));
    expect(enums.data.dayKind!.map((o) => o.label)).toEqual(['工作日', '休息日', '法定节假日']);
    expect(Object.keys(enums.data)).toEqual(expect.arrayContaining(['applyKind', 'approvalState', 'leaveType', 'workType', 'checkType', 'conclusion']));
  });
});
