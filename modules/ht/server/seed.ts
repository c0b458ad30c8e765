/**
 * Demo data of both tenants, from the demo crew (kit/people/demoCrew.ts: the same 工号 and names as
 * every people module) and dated back from today:
 * - the roster (人员名册): the whole crew (≈ 300 people in tenant 1, ≈ 80 in tenant 2);
 * - 45 days of applications filed by the crew: overtime after their shifts (a few past 3 h, one person
 *   past 36 h a month, holiday overtime on the statutory holidays of the last 90 days), leave of every
 *   type (half days, whole days, two days); pending for the last days, otherwise mostly approved, some
 *   rejected with a reason, some withdrawn — decided by the department's leader (王芳 d104, 孙立伟 d105
 *   …, server/db/seed.ts), each step in 审批记录;
 * - 30 days of data fills of the street teams' construction and upkeep work, each with its application;
 * - a health report per person: annual check-ups, heat-work checks, a few restricted or unfit, some
 *   due within 30 days and some overdue.
 * Tenant 1 ≈ 1 500 rows, tenant 2 ≈ 450. References are 1-based positions.
 */
import { formatDate, type SeedFunction } from '../../../kit/resource';
import { random } from '../../../kit/geo/demoCity';
import { demoCrew, type CrewMember } from '../../../kit/people/demoCrew';
import { HOLIDAYS } from '../rules/holidays';
import { addDays, dayKindOf, hoursBetween, leaveHours, LEAVE_TYPES } from '../rules/overtime';

type Row = Record<string, unknown>;

/** The departments' leaders (server/db/seed.ts) and their user ids where they have an account. */
const LEADERS: Record<string, [string, string | null]> = {
  d102: ['周晓燕', '1005'], d103: ['李明', '1002'], d104: ['王芳', '1003'], d105: ['孙立伟', null], d106: ['赵磊', '1004'], d107: ['吴婷', null],
  d202: ['林国强', null], d203: ['黄志强', null], d204: ['徐丽华', null], d205: ['马俊', null],
};
/** The street teams that fill construction records. */
const FILL_TEAMS = [['d104', 'd105'], ['d203', 'd204']];
const SHIFT_END: Record<CrewMember['shift'], string> = { D: '13:00', Z: '17:30', N: '06:00', S: '18:00' };
const OVERTIME_REASONS = ['暴雨后积水清理', '重要活动保障', '落叶季加密清扫', '道路抢修配合', '夜间冲洗加班', '大件垃圾清运', '顶岗补班'];
const LEAVE_REASONS: Record<string, string> = {
  annual: '休年假', sick: '感冒发烧就医', personal: '家中有事', marriage: '结婚', maternity: '生育', bereavement: '家中老人去世', injury: '作业时扭伤脚踝', compensatory: '加班调休',
};
const REJECT_REMARKS = ['当日保洁任务紧张，请改期', '加班未经班组长事先安排', '时长与排班记录不符，请核实后重新申请'];
const HOSPITALS = ['杭州市职业病防治院', '浙江省人民医院体检中心', '杭州市第一人民医院', '西湖区疾控中心'];
const WORK: [string, string, number, number][] = [
  ['sweeping', 'squareMetre', 8000, 30000], ['washing', 'squareMetre', 10000, 40000], ['pavement', 'squareMetre', 20, 200],
  ['facility', 'place', 2, 12], ['drain', 'metre', 50, 400], ['greening', 'squareMetre', 300, 3000], ['marking', 'metre', 100, 800],
];

const WORK_NAMES: Record<string, string> = { sweeping: '道路清扫保洁', washing: '道路冲洗', pavement: '路面修补', facility: '设施维修', drain: '管道疏通', greening: '绿化养护', marking: '标线施划' };
const WORK_CONTENT: Record<string, string> = {
  sweeping: '主干道机扫加人工保洁', washing: '高压冲洗路面及护栏', pavement: '坑槽修补、沥青摊铺', facility: '果壳箱、护栏维修更换',
  drain: '雨水口及管道清淤疏通', greening: '行道树修剪、绿化带除草', marking: '人行横道线、停止线重新施划',
};
const UNIT_NAMES: Record<string, string> = { squareMetre: '平方米', metre: '米', place: '处', piece: '个' };

const at = (date: string, time: string) => `${date} ${time}:00`;
const plusMinutes = (stamp: string, minutes: number) => {
  const d = new Date(Date.parse(`${stamp.replace(' ', 'T')}Z`) + minutes * 60_000);
  return d.toISOString().replace('T', ' ').slice(0, 19);
};

export const seed: SeedFunction = ({ index, now: clock }) => {
  const today = formatDate(new Date(clock));
  const rnd = random(2600 + index);
  const crew = demoCrew(index, today);
  const pos = new Map(crew.map((p, i) => [p.code, i + 1]));
  const now = `${today} 00:00:00`;
  const approval: Row[] = [], approvalLog: Row[] = [], dataFill: Row[] = [];
  let n = 0;

  /** One application with its log: filed, then decided or withdrawn unless still pending. */
  const file = (p: CrewMember, values: Row, filedAt: string, recent: boolean) => {
    n += 1;
    const [leader, leaderUser] = LEADERS[p.deptId] ?? ['管理员', null];
    const state = recent ? 'pending' : n % 10 === 3 ? 'rejected' : n % 10 === 7 ? 'withdrawn' : 'approved';
    const decidedAt = state === 'pending' ? null : plusMinutes(filedAt, rnd.int(60, 20 * 60));
    const remark = state === 'rejected' ? REJECT_REMARKS[n % REJECT_REMARKS.length]! : state === 'approved' && n % 4 === 0 ? '同意' : null;
    approval.push({
      applyNo: `SP${String(n).padStart(6, '0')}`, personId: pos.get(p.code), deptId: p.deptId, ...values, state,
      applicantName: p.name, applicantUserId: null,
      deciderName: state === 'approved' || state === 'rejected' ? leader : null,
      deciderUserId: state === 'approved' || state === 'rejected' ? leaderUser : null,
      decidedAt: decidedAt && decidedAt < now ? decidedAt : decidedAt && plusMinutes(now, -30), lastRemark: remark,
    });
    approvalLog.push({ approvalId: n, action: 'create', fromState: null, toState: 'pending', actorName: p.name, actorUserId: null, actionTime: filedAt });
    if (state === 'withdrawn') approvalLog.push({ approvalId: n, action: 'withdraw', fromState: 'pending', toState: 'withdrawn', actorName: p.name, actorUserId: null, actionTime: approval[n - 1]!.decidedAt });
    else if (state !== 'pending') {
      approvalLog.push({
        approvalId: n, action: 'approve', outcome: state === 'approved' ? 'pass' : 'reject', fromState: 'pending', toState: state,
        actorName: leader, actorUserId: leaderUser, actionTime: approval[n - 1]!.decidedAt, remark,
      });
    }
    return { n, state };
  };

  const outdoor = crew.filter((p) => p.outdoor);
  const sample = outdoor.filter((_, i) => i % (index === 0 ? 6 : 5) === 0);
  const heavy = sample[0]!;
  const overtime = (p: CrewMember, date: string, hours: number, recent: boolean, reason?: string) => {
    const start = at(date, SHIFT_END[p.shift]);
    const end = plusMinutes(start, hours * 60);
    file(p, { kind: 'overtime', startAt: start, endAt: end, hours: hoursBetween(start, end), dayKind: dayKindOf(date), reason: reason ?? OVERTIME_REASONS[n % OVERTIME_REASONS.length] }, plusMinutes(end, 40), recent);
  };
  // Overtime and leave of the last 45 days (today's not yet filed).
  let leaveTurn = 0;
  for (let ago = 45; ago >= 1; ago--) {
    const date = addDays(today, -ago), recent = ago <= 2;
    if (dayKindOf(date) === 'workday') overtime(heavy, date, 3, recent, '片区人手不足，连续顶岗');
    const perDay = index === 0 ? 4 : 1;
    for (let k = 0; k < perDay; k++) {
      const p = sample[1 + ((ago * perDay + k) % (sample.length - 1))]!;
      overtime(p, date, rnd.pick([1, 1.5, 2, 2, 2.5, 3, 3.5, 4]), recent);
    }
    if (ago % (index === 0 ? 1 : 3) === 0) {
      const p = outdoor[(ago * 7 + 3) % outdoor.length]!;
      const leaveType = LEAVE_TYPES[leaveTurn++ % LEAVE_TYPES.length]!;
      const [start, end] = leaveTurn % 3 === 0 ? [at(date, '08:00'), at(date, '12:00')] : leaveTurn % 3 === 1 ? [at(date, '08:00'), at(date, '17:00')] : [at(date, '08:00'), at(addDays(date, 1), '17:00')];
      file(p, { kind: 'leave', leaveType, startAt: start, endAt: end, hours: leaveHours(start, end), dayKind: null, reason: LEAVE_REASONS[leaveType] }, plusMinutes(start, -18 * 60), recent);
    }
  }
  // Overtime on the statutory holidays of the last 90 days.
  for (const h of [...HOLIDAYS].filter((d) => d >= addDays(today, -90) && d < addDays(today, -45))) {
    for (const p of sample.slice(1, 4)) overtime(p, h, 4, false, '节日保洁保障');
  }
  // 30 days of construction and upkeep fills per street team.
  for (const dept of FILL_TEAMS[index] ?? []) {
    const team = crew.filter((p) => p.deptId === dept);
    const leaders = team.filter((p) => p.post === 'leader');
    for (let ago = 30; ago >= 1; ago--) {
      const date = addDays(today, -ago), leader = leaders[ago % leaders.length] ?? team[0]!;
      const [workType, unit, min, max] = WORK[(ago + dept.length + (dept === 'd105' || dept === 'd204' ? 3 : 0)) % WORK.length]!;
      const workers = rnd.int(3, 12), hours = rnd.pick([4, 6, 8]), quantity = rnd.int(min, max);
      const values = { workDate: date, deptId: dept, street: leader.street, workType, unit, workers, hours, quantity, leaderId: pos.get(leader.code), content: WORK_CONTENT[workType] };
      const summary = `${date} ${leader.street} ${WORK_NAMES[workType]} ${quantity}${UNIT_NAMES[unit]}，${workers}人×${hours}小时`;
      const { n: no, state } = file(leader, { kind: 'dataFill', startAt: at(date, '00:00'), endAt: null, hours: workers * hours, reason: summary, fromFill: true }, at(date, '19:30'), ago <= 2);
      dataFill.push({ ...values, fillState: state, approvalId: no });
    }
  }
  // A health report per person.
  const personalHealthReport = crew.map((p, i) => {
    const age = Number(today.slice(0, 4)) - Number(p.birthDate.slice(0, 4));
    const ago = i % 17 === 0 ? rnd.int(370, 420) : i % 11 === 0 ? rnd.int(336, 360) : rnd.int(20, 330);
    const checkDate = addDays(today, -ago);
    const conclusion = i % 37 === 5 ? 'unfit' : i % 9 === 4 || age >= 60 ? 'restricted' : 'fit';
    const heatCheck = p.outdoor && i % 4 === 1;
    return {
      personId: i + 1, deptId: p.deptId, checkType: heatCheck ? 'heat' : i % 29 === 0 ? 'returnToWork' : 'annual', checkDate,
      hospital: HOSPITALS[i % HOSPITALS.length], conclusion,
      fitOutdoor: conclusion !== 'unfit', fitHeat: conclusion === 'fit' && age < 55,
      bloodPressure: `${rnd.int(105, conclusion === 'fit' ? 135 : 165)}/${rnd.int(65, conclusion === 'fit' ? 85 : 100)}`,
      restrictions: conclusion === 'restricted' ? (age >= 60 ? '年龄偏大，避免高温时段户外作业' : '血压偏高，避免高温及夜间连续作业') : conclusion === 'unfit' ? '暂停户外作业，复查后再定' : null,
      nextCheckDate: addDays(checkDate, 365), remark: null,
    };
  });
  const person = crew.map((p) => ({ code: p.code, name: p.name, deptId: p.deptId, postName: p.postName, outdoor: p.outdoor }));
  return { person, approval, approvalLog, dataFill, personalHealthReport };
};
