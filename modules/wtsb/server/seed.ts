/**
 * The seed of one tenant: types, areas, persons, expressions, department set-up and reviews, and
 * cases in every state. Each case's history is played through the state machine (../lifecycle.ts),
 * so a seeded case is always one the lifecycle could have produced, with its full action list.
 */
import { formatDate, seedFile, type SeedFunction } from '../../../kit/resource';
import { decide, INITIAL, ROLES, type ProblemAction, type ProblemState } from '../lifecycle';
import { PHOTOS, TENANTS, TYPES, type CaseSeed, type Person } from './seedData';

type Row = Record<string, unknown>;
type Step = [action: ProblemAction, outcome?: string];

const S = {
  reported: [] as Step[],
  accepted: [['sign']] as Step[],
  atCenter: [['sign'], ['reportCommandCenter']] as Step[],
  returned: [['sign'], ['reportCommandCenter'], ['returnCommandCenter']] as Step[],
  dispatched: [['sign'], ['sendOrder']] as Step[],
  handling: [['sign'], ['sendOrder'], ['reportProgress', 'progress']] as Step[],
  delay: [['sign'], ['sendOrder'], ['reportProgress', 'progress'], ['delayApply']] as Step[],
  handled: [['sign'], ['sendOrder'], ['reportProgress', 'done']] as Step[],
  closed: [['sign'], ['sendOrder'], ['reportProgress', 'progress'], ['reportProgress', 'done'], ['review', 'pass']] as Step[],
  rework: [['sign'], ['sendOrder'], ['refuse'], ['sendOrder'], ['reportProgress', 'done'], ['review', 'fail'], ['reportProgress', 'done'], ['review', 'pass']] as Step[],
  closedDelay: [['sign'], ['sendOrder'], ['delayApply'], ['review', 'pass'], ['reportProgress', 'done'], ['review', 'pass']] as Step[],
  deleted: [['delete']] as Step[],
};
const PLAN: (keyof typeof S)[] = [
  'closed', 'handling', 'reported', 'dispatched', 'closed', 'accepted', 'handled', 'delay', 'rework', 'atCenter', 'closed', 'deleted',
  'handling', 'closedDelay', 'returned', 'dispatched', 'closed', 'reported', 'handled', 'closed', 'handling', 'rework', 'reported', 'closed',
];
const OPEN_PLANS = new Set(['reported', 'accepted', 'atCenter', 'returned', 'dispatched', 'handling', 'delay', 'handled']);

const REMARKS: Partial<Record<ProblemAction, string[]>> = {
  sign: ['已受理，尽快派遣', '收到，已受理'],
  reportCommandCenter: ['涉及多部门，提请指挥中心协调'],
  returnCommandCenter: ['已协调责任单位，退回区级派遣'],
  sendOrder: ['请于时限内处置完毕并上传处置照片', '情况紧急，请立即前往现场处置'],
  refuse: ['不属于本部门职责范围，请重新派遣'],
  reportProgress: ['已安排人员前往现场处置', '已清理完毕，现场恢复整洁'],
  delayApply: ['需协调市政部门联合处置，申请延期'],
  review: ['现场核查已处置完毕，同意结案', '处置不彻底，请返工'],
  delete: ['重复上报，作废'],
};

const EXPRESSIONS: [string, string][] = [
  ['sendOrder', '请于时限内处置完毕并上传处置照片'],
  ['sendOrder', '情况紧急，请立即前往现场处置'],
  ['refuse', '不属于本部门职责范围，请重新派遣'],
  ['refuse', '地址有误，无法找到现场'],
  ['reportProgress', '已安排人员前往现场处置'],
  ['reportProgress', '已清理完毕，现场恢复整洁'],
  ['reportProgress', '已设置围挡，等待维修'],
  ['delayApply', '需协调市政部门联合处置，申请延期'],
  ['delayApply', '维修配件需采购，申请延期'],
  ['review', '现场核查已处置完毕，同意结案'],
  ['review', '处置不彻底，请返工'],
  ['reportCommandCenter', '涉及多部门，提请指挥中心协调'],
  ['returnCommandCenter', '已协调责任单位，退回区级派遣'],
  ['all', '收到，马上处理'],
];

const at = (ms: number) => formatDate(new Date(ms), true);

/** A seeded photo: one of the sample images, stored in the file service for the tenant (seedFile). */
function photo(fileName: string, i: number): Row {
  const base64 = PHOTOS[i % PHOTOS.length]!;
  return { fileId: seedFile(fileName, 'image/png', base64), fileName, mimeType: 'image/png', size: Buffer.from(base64, 'base64').length };
}
const typeIndex = (code: string) => TYPES.findIndex((t) => t[0] === code) + 1;

/** One case and its actions, played through the state machine from its report time. */
function playCase(i: number, c: CaseSeed, persons: Person[], handlerIndex: number, now: number) {
  const [code, description, address, area, lng, lat, source, urgency, reporter] = c;
  const plan = PLAN[i % PLAN.length]!;
  const steps = S[plan];
  const open = OPEN_PLANS.has(plan);
  // Open cases are recent (some past their deadline); finished ones spread over the last 40 days.
  const reportMs = now - (open ? ((i * 7) % 60) + 1 : 24 * (4 + ((i * 11) % 36)) + (i % 9)) * 3600_000 - (i % 5) * 600_000;
  const hoursLimit = TYPES[typeIndex(code) - 1]![4];
  const reporterPerson = persons.find((p) => p[0] === reporter);
  const handler = persons[handlerIndex]!;
  const problem: Row = {
    problemNo: `WT${formatDate(new Date(reportMs)).replace(/-/g, '')}${String(i + 1).padStart(3, '0')}`,
    problemTypeId: typeIndex(code),
    description,
    address,
    location: { lng, lat },
    deptAreaId: area + 1,
    source,
    urgency,
    reporterName: reporter,
    reporterPhone: reporterPerson ? reporterPerson[4] : `139${String(57100000 + i * 7919).slice(0, 8)}`,
    reporterUserId: reporterPerson?.[1] ?? null,
    reportTime: at(reportMs),
    state: INITIAL.next,
    readFlag: !open || i % 3 === 0,
    imageCount: 1,
  };
  const actions: Row[] = [{ action: 'report', fromState: null, toState: INITIAL.next, actorName: reporter, actorUserId: reporterPerson?.[1] ?? null, actionTime: at(reportMs), remark: description }];
  const images: Row[] = [{ stage: 'report', ...photo('现场照片.png', i), uploaderName: reporter, uploadTime: at(reportMs) }];
  const delays: Row[] = [];
  let t = reportMs;
  let state: ProblemState = INITIAL.next;
  const gap = open ? 0.15 : Math.max(0.3, hoursLimit / 4);
  steps.forEach(([action, outcome], k) => {
    t += gap * 3600_000 * (1 + (k % 2));
    const d = decide(state, action, ROLES, outcome);
    if (!d.ok) throw new Error(`seed case ${i}: ${action} not allowed in ${state}`);
    const remarks = REMARKS[action] ?? [''];
    const remark = action === 'review' && outcome === 'fail' ? remarks[1]! : remarks[k % remarks.length]!;
    const dispatcher = persons[0]!;
    const byHandler = ['refuse', 'reportProgress', 'delayApply'].includes(action);
    const actor = byHandler ? handler : dispatcher;
    const a: Row = { action, outcome: outcome ?? null, fromState: state, toState: d.next, actorName: actor[0], actorUserId: actor[1], actionTime: at(t), remark };
    if (action === 'sign') problem.signTime = at(t);
    if (action === 'sendOrder') {
      Object.assign(problem, { handlerUserId: handler[1], handlerName: handler[0], handleDeptName: handler[2], handleHours: hoursLimit, dispatchTime: at(t), deadline: at(t + hoursLimit * 3600_000), finishTime: null });
      Object.assign(a, { targetName: `${handler[2]} ${handler[0]}`, hours: hoursLimit });
    }
    if (action === 'refuse') Object.assign(problem, { handlerUserId: null, handlerName: null, handleDeptName: null, deadline: null, dispatchTime: null });
    if (action === 'reportProgress') {
      if (outcome === 'done') problem.finishTime = at(t);
      images.push({ stage: 'progress', ...photo('处置照片.png', i + 1), uploaderName: handler[0], uploadTime: at(t) });
      problem.imageCount = images.length;
    }
    if (action === 'delayApply') {
      problem.delayHours = 24;
      a.hours = 24;
      delays.push({ applyHours: 24, reason: remark, applicantName: handler[0], applyTime: at(t), status: 'pending' });
    }
    if (action === 'review' && state === 'delayPending') {
      Object.assign(problem, { delayHours: null, handleHours: Number(problem.handleHours) + 24, deadline: at(Date.parse(String(problem.deadline).replace(' ', 'T')) + 24 * 3600_000) });
      Object.assign(delays[delays.length - 1]!, { status: 'approved', reviewerName: dispatcher[0], reviewTime: at(t), reviewRemark: '同意延期' });
      a.hours = 24;
    }
    if (action === 'review' && state === 'handled') {
      if (outcome === 'pass') problem.closeTime = at(t);
      else problem.finishTime = null;
    }
    problem.state = d.next;
    problem.lastRemark = remark;
    actions.push(a);
    state = d.next;
  });
  return { problem, actions, images, delays };
}

/** The seed of one tenant (index 0: 杭州城市环境集团, 1: 西湖环卫). */
export const seed: SeedFunction = ({ index, now }) => {
  const data = TENANTS[index % TENANTS.length]!;
  const out: Record<string, Row[]> = {
    problemType: TYPES.map(([typeCode, typeName, parentCode, category, handleHours], i) => ({ typeCode, typeName, parentCode, category, handleHours, sort: i + 1 })),
    deptArea: data.areas.map(([areaName, deptName, lng, lat, radius, h]) => {
      const p = data.persons[h]!;
      return { areaName, deptName, center: { lng, lat }, radius, handlerName: p[0], handlerUserId: p[1], handlerPhone: p[4], remark: `${areaName}市容环境卫生责任区` };
    }),
    commonPerson: data.persons.map(([personName, userId, deptName, post, phone], i) => ({ personName, userId, deptName, post, phone, sort: i + 1 })),
    commonType: ['HJ01', 'SS01', 'ZX01', 'HJ02', 'SS02'].map((code, i) => ({ typeName: TYPES[typeIndex(code) - 1]![1], problemTypeId: typeIndex(code), sort: i + 1 })),
    usefulExpression: EXPRESSIONS.map(([useFor, content], i) => ({ useFor, content, sort: i + 1 })),
    deptType: data.areas.flatMap(([, deptName], i) => ['HJ01', 'HJ03', 'SS01', 'ZX01'].filter((_, k) => (k + i) % 2 === 0).map((code) => ({ deptName, problemTypeId: typeIndex(code) }))),
    problem: [],
    problemAction: [],
    problemImage: [],
    problemDelay: [],
  };
  // One department-type pair per department (the set-up is unique per department and type).
  out.deptType = [...new Map(out.deptType!.map((r) => [`${String(r.deptName)}|${String(r.problemTypeId)}`, r])).values()];
  const months = [1, 2].map((m) => formatDate(new Date(new Date(now).getFullYear(), new Date(now).getMonth() - m, 1)).slice(0, 7));
  const depts = [...new Set(data.areas.map((a) => a[1]))];
  out.deptReview = depts.flatMap((deptName, i) =>
    months.map((reviewMonth, k) => {
      const score = 78 + ((i * 7 + k * 5) % 20);
      return { deptName, reviewMonth, caseCount: 18 + i * 3 + k, onTimeRate: 80 + ((i + k) % 4) * 5, score, level: score >= 90 ? 'excellent' : score >= 80 ? 'good' : 'pass', reviewer: data.persons[0]![0], remark: score >= 90 ? '响应及时，处置到位' : '个别案件超期，需加强巡查' };
    }),
  );
  data.cases.forEach((c, i) => {
    const areaHandler = data.areas[c[3]]![5];
    const handlerIndex = i % 5 === 1 ? 0 : areaHandler;
    const played = playCase(i, c, data.persons, handlerIndex, now);
    const problemId = i + 1;
    out.problem!.push(played.problem);
    for (const a of played.actions) out.problemAction!.push({ ...a, problemId });
    for (const m of played.images) out.problemImage!.push({ ...m, problemId });
    for (const d of played.delays) out.problemDelay!.push({ ...d, problemId });
  });
  return out;
};
