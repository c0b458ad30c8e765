/**
 * Demo data of both tenants, dated back from the server's clock (`now`):
 * - the facilities of the city's register (facilities.ts): transfer stations and refuse houses, a
 *   toilet and a road on each street, green belts by the estates (≈ 34 in tenant 1, 26 in tenant 2);
 * - the indicator library: a dimension per inspection type plus 管理 and 综合评价 (weights 45 / 15 / 10 /
 *   15 / 5 / 10 — roads, transfer + greening = facilities 25, toilets, management, overall) with their
 *   items, each type bound to its dimension and the two shared ones;
 * - roles 巡检员 / 巡检组长 / 考评主管 with grades 1–3 and their people from the demo crew (督导员 inspect,
 *   班组长 lead, the 主管 review);
 * - a year of inspections: one or two per facility and month, each with its clock-in and its log;
 *   the last days still 待确认 or in their appeal window; older ones agreed or left published; about
 *   one in twelve appealed, most reviewed (upheld, partly, rejected) by a 主管, some confirmed, the
 *   latest still waiting for review.
 * Tenant 1 ≈ 3 000 rows, tenant 2 ≈ 2 200. References are 1-based positions.
 */
import { random } from '../../../kit/geo/demoCity';
import { demoCrew } from '../../../kit/people/demoCrew';
import { formatDate, type SeedFunction } from '../../../kit/resource';
import { DEFAULT_APPEAL_HOURS } from '../rules/appeal';
import { stampOf } from '../rules/time';
import { facilityRegister } from './facilities';

type Row = Record<string, unknown>;
type Item = [name: string, points: number, rectifyHours: number | null];

const DIMENSIONS: [name: string, type: string | null, weight: number, items: Item[]][] = [
  ['道路保洁', 'cleaning', 45, [['路面有明显垃圾、烟头', 2, 2], ['果壳箱满溢或污损', 2, 4], ['绿化带内积存垃圾', 3, 24], ['人行道积水未清扫', 2, 4], ['作业人员未按规定着装', 1, null]]],
  ['转运站', 'transfer', 15, [['站内地面积存污水', 3, 4], ['压缩设备渗滤液外溢', 5, 2], ['站区异味明显', 3, 24], ['作业台账缺失', 2, null]]],
  ['绿化养护', 'greening', 10, [['枯死苗木未及时清除', 3, 72], ['绿地内杂草丛生', 2, 48], ['修剪枝叶未当日清运', 2, 24], ['病虫害未防治', 4, 72]]],
  ['公厕', 'toilet', 15, [['便器有污垢、异味', 3, 2], ['洗手液、手纸缺失', 2, 2], ['设施损坏未报修', 4, 24], ['地面湿滑积水', 2, 1], ['开放时间不符', 5, null]]],
  ['管理', null, 5, [['作业台账不全', 2, null], ['安全培训记录缺失', 3, null]]],
  ['综合评价', null, 10, [['市民有效投诉', 5, 24], ['媒体曝光', 10, 24]]],
];
const TYPES = ['transfer', 'cleaning', 'greening', 'toilet'] as const;
const FINDINGS = ['现场检查发现，已拍照留存', '复查仍未整改', '夜间巡查发现', '群众反映后核实', '例行巡检发现'];
const APPEAL_REASONS = ['检查时正在作业中，垃圾为刚清出尚未装车', '照片为检查前一日情况，当日已整改', '该处不属于本单位保洁范围', '设备故障已提前报修，有报修记录', '暴雨导致，已第一时间处置'];
const REVIEW_REMARKS: Record<string, string> = { upheld: '经核实，申诉理由成立，取消扣分', partly: '部分属实，酌情减半扣分', rejected: '证据不足，维持原扣分' };
const HOUR = 3_600_000;

export const seed: SeedFunction = ({ index, now }) => {
  const r = random(2626 + index);
  const today = formatDate(new Date(now));
  const crew = demoCrew(index, today);
  const facilities = facilityRegister(index).map((f) => ({ ...f, source: 'sync' }));

  const ruleScore: Row[] = [];
  const itemsOf = new Map<string | null, number[]>();
  DIMENSIONS.forEach(([name, type, weight, items], d) => {
    ruleScore.push({ ruleName: name, parentId: null, evalType: type, weight, points: null, needRectify: false, rectifyHours: null, sort: d + 1 });
    const parent = ruleScore.length;
    items.forEach(([item, points, hours], i) => {
      ruleScore.push({ ruleName: item, parentId: parent, evalType: type, weight: null, points, needRectify: hours !== null, rectifyHours: hours, sort: i + 1 });
      itemsOf.set(type, [...(itemsOf.get(type) ?? []), ruleScore.length]);
    });
  });
  const dimensionPos = (type: string | null) => ruleScore.findIndex((x) => x.parentId === null && x.evalType === type) + 1;
  const typeBindingInfo = TYPES.flatMap((type) => [
    { facilityType: type, ruleScoreId: dimensionPos(type), remark: null },
    ...[4, 5].map((d) => ({ facilityType: type, ruleScoreId: ruleScore.findIndex((x) => x.ruleName === DIMENSIONS[d]![0]) + 1, remark: '通用维度' })),
  ]);

  const role = [
    { roleName: '巡检员', grade: 1, remark: '日常巡查、拍照取证、记录扣分' },
    { roleName: '巡检组长', grade: 2, remark: '安排巡检路线，抽查巡检质量' },
    { roleName: '考评主管', grade: 3, remark: '复核申诉，发布月度考评' },
  ];
  const pick = (post: string, n: number) => crew.filter((p) => p.post === post).slice(0, n);
  // 督导员 inspect where the tenant has them (tenant 2 has none: its 班组长 beyond the first two do).
  const leaders = pick('leader', 6);
  const inspecting = pick('supervisor', 8).length ? pick('supervisor', 8) : leaders.slice(2, 6);
  const staff = [...inspecting.map((p) => [p, 1] as const), ...leaders.slice(0, 2).map((p) => [p, 2] as const), ...pick('clerk', 2).map((p) => [p, 3] as const)];
  const roleStaff = staff.map(([p, roleId]) => ({ staffName: p.name, staffCode: p.code, roleId, deptId: p.deptId, phone: p.phone }));
  const inspectors = roleStaff.map((s, i) => ({ ...s, pos: i + 1 })).filter((s) => s.roleId === 1);
  const reviewers = roleStaff.filter((s) => s.roleId === 3).map((s) => s.staffName);

  const evalInfo: Row[] = [], evalLog: Row[] = [], clockInfo: Row[] = [], appeal: Row[] = [], review: Row[] = [];
  const log = (evalNo: string, action: string, actor: string, at: number, from: string | null, to: string, before: number | null, after: number, remark: string | null = null) =>
    evalLog.push({ evalNo, action, actorName: actor, actorUserId: null, actionTime: stampOf(at), fromState: from, toState: to, pointsBefore: before, pointsAfter: after, remark });

  const events: [number, number][] = [];
  facilities.forEach((_, f) => {
    for (let month = 0; month < 12; month += 1) {
      const count = r.next() < 0.5 ? 1 : 2;
      for (let k = 0; k < count; k += 1) events.push([f, month * 30 + r.int(0, 29)]);
    }
  });
  events.sort((a, b) => b[1] - a[1]); // the oldest first: numbered in time order
  events.forEach(([f, daysAgo], n) => {
    const facility = facilities[f]!;
    const at = now - daysAgo * 24 * HOUR - r.int(1, 9) * HOUR - r.int(0, 59) * 60_000;
    if (at >= now - HOUR) return;
    const inspector = inspectors[(f + n) % inspectors.length]!;
    const items = [...(itemsOf.get(facility.facilityType) ?? []), ...(r.next() < 0.1 ? [...(itemsOf.get(null) ?? [])] : [])];
    const itemPos = r.pick(items);
    const item = ruleScore[itemPos - 1]!;
    const points = Number(item.points);
    const evalNo = `KP${String(evalInfo.length + 1).padStart(6, '0')}`;
    const evalTime = stampOf(at);
    const published = at + 2 * HOUR;
    const fresh = now - at < 3 * 24 * HOUR;
    let state = 'published', finalPoints = points;
    log(evalNo, 'init', inspector.staffName, at + 10 * 60_000, null, 'draft', null, points);
    if (fresh && r.next() < 0.4) state = 'draft';
    else {
      if (published < now) log(evalNo, 'confirm', inspector.staffName, published, 'draft', 'published', points, points);
      else state = 'draft';
      const roll = r.next();
      if (state === 'published' && roll < 0.085 && published + 10 * HOUR < now) {
        const appealAt = published + r.int(2, 60) * HOUR;
        if (appealAt < now) {
          state = 'appealed';
          log(evalNo, 'appeal', '责任单位', appealAt, 'published', 'appealed', points, points, r.pick(APPEAL_REASONS));
          const reviewAt = appealAt + r.int(20, 90) * HOUR;
          const decided = reviewAt < now - 24 * HOUR;
          const result = decided ? r.pick(['upheld', 'partly', 'rejected', 'rejected'] as const) : null;
          const after = result === 'upheld' ? 0 : result === 'partly' ? Math.round(points * 5) / 10 : points;
          appeal.push({
            appealNo: `SS${String(appeal.length + 1).padStart(6, '0')}`, evalId: evalInfo.length + 1, reason: APPEAL_REASONS[appeal.length % APPEAL_REASONS.length],
            contestedPoints: points, state: result ? (reviewAt + 48 * HOUR < now && appeal.length % 2 === 0 ? 'closed' : result) : 'pending', appellantName: '责任单位',
            appealTime: stampOf(appealAt), finalPoints: result ? after : null, reviewerName: result ? reviewers[appeal.length % reviewers.length] : null,
          });
          if (result) {
            const reviewer = reviewers[(appeal.length - 1) % reviewers.length]!;
            state = 'reviewed';
            finalPoints = after;
            review.push({ appealId: appeal.length, result, restoredPoints: Math.round((points - after) * 10) / 10, remark: REVIEW_REMARKS[result], pointsBefore: points, pointsAfter: after, reviewerName: reviewer, reviewerUserId: null, reviewTime: stampOf(reviewAt) });
            log(evalNo, 'review', reviewer, reviewAt, 'appealed', 'reviewed', points, after, `${{ upheld: '成立', partly: '部分成立', rejected: '驳回' }[result]}：${REVIEW_REMARKS[result]}`);
            if (appeal[appeal.length - 1]!.state === 'closed') log(evalNo, 'appealConfirm', '责任单位', reviewAt + 48 * HOUR, 'reviewed', 'reviewed', after, after);
          }
        }
      } else if (state === 'published' && roll > 0.5 && published + 30 * HOUR < now) {
        state = 'agreed';
        log(evalNo, 'agree', '责任单位', published + 30 * HOUR, 'published', 'agreed', points, points);
      }
    }
    const rectify = item.rectifyHours ? stampOf(at + Number(item.rectifyHours) * HOUR) : null;
    const near = { lng: r.round(facility.location.lng + (r.next() - 0.5) * 0.002, 5), lat: r.round(facility.location.lat + (r.next() - 0.5) * 0.0016, 5) };
    evalInfo.push({
      evalNo, evalType: facility.facilityType, facilityId: f + 1, ruleScoreId: itemPos, points, finalPoints, evalTime, inspectorId: inspector.pos, state,
      deptId: facility.deptId, needRectify: Boolean(item.needRectify), rectifyDeadline: rectify, location: near, photos: null,
      description: `${String(item.ruleName)}，${r.pick(FINDINGS)}`, publishedAt: state === 'draft' ? null : stampOf(published),
      appealDeadline: state === 'draft' ? null : stampOf(published + DEFAULT_APPEAL_HOURS * HOUR), inspectorUserId: null,
    });
    const distance = r.next() < 0.9 ? r.int(5, 180) : r.int(210, 900);
    clockInfo.push({ inspectorId: inspector.pos, facilityId: f + 1, clockTime: stampOf(at - r.int(3, 15) * 60_000), distance, onSite: distance <= 200, location: near });
  });

  return { facilityInfo: facilities, role, roleStaff, ruleScore, typeBindingInfo, clockInfo, evalInfo, evalLog, appeal, review };
};
