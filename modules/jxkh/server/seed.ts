/**
 * Demo data of the assessment, per tenant, from the demo city (kit/geo/demoCity.ts) and its crew: the
 * objects of six kinds (streets, estates, the collection vehicles' and the demo fleet's plates, the crew's drivers, plants, companies),
 * one scheme per kind, and a year of manual scores (this month's partly scored: the ranking shows
 * incomplete totals until the rest is typed). Dates count from the seed's `now`. ≈ 1 100 rows a tenant.
 */
import { demoCarCode, demoCity, random } from '../../../kit/geo/demoCity';
import { demoCrew } from '../../../kit/people/demoCrew';
import { DEMO_VEHICLES } from '../../../kit/road/demoTracks';
import { formatDate, type SeedFunction } from '../../../kit/resource';
import type { ObjectKind, Source } from '../rules/score';

type Row = Record<string, unknown>;
type Line = [name: string, source: Source, weight: number, definition: string];

const SCHEMES: [name: string, kind: ObjectKind, lines: Line[]][] = [
  ['镇街环境卫生考核', 'town', [['分类准确率', 'sortingAccuracy', 30, '当月垃圾分类准确率（%）'], ['问题响应时效', 'responseTime', 30, '问题从上报到签收的平均分钟数折算'], ['道路保洁巡查', 'manual', 40, '督导员每月巡查打分']]],
  ['村社垃圾分类考核', 'village', [['分类准确率', 'sortingAccuracy', 50, '当月垃圾分类准确率（%）'], ['桶站管理', 'manual', 50, '桶站整洁、破损、满溢检查']]],
  ['作业车辆考核', 'vehicle', [['道路作业完成率', 'roadCompletion', 60, '当月机械化作业平均完成率（%）'], ['车容车貌', 'manual', 40, '车辆清洁、标识、密闭检查']]],
  ['驾驶员考核', 'driver', [['道路作业完成率', 'roadCompletion', 50, '当月所驾车辆作业平均完成率（%）'], ['出勤', 'manual', 30, '人工录入，待考勤月报可读后改为自动'], ['安全驾驶', 'manual', 20, '违章、事故与驾驶行为']]],
  ['站点考核', 'station', [['站容站貌巡检', 'manual', 60, '巡检得分，待设施巡检模块上线后改为自动'], ['作业规范', 'manual', 40, '进出站登记、冲洗、除臭']]],
  ['作业单位考核', 'contractor', [['合同履约', 'manual', 50, '合同约定的作业量与质量'], ['群众满意度', 'manual', 50, '投诉与回访']]],
];

/** Departments answering for each kind: tenant 1, tenant 2. */
const DEPTS: Record<ObjectKind, [string, string]> = {
  town: ['d104', 'd203'], village: ['d107', 'd204'], vehicle: ['d106', 'd205'], driver: ['d106', 'd205'], station: ['d103', 'd203'], contractor: ['d101', 'd201'],
};

const monthsBack = (now: number, n: number) => {
  const d = new Date(now);
  return formatDate(new Date(d.getFullYear(), d.getMonth() - n, 1)).slice(0, 7);
};

export const seed: SeedFunction = ({ index, now }) => {
  const city = demoCity(index);
  const rnd = random(2700 + index);
  const crew = demoCrew(index, formatDate(new Date(now)));
  // Vehicles: the collection vehicles' plates and the demo fleet's (the road sweepers and washers
  // whose work 机械化作业 measures); drivers: the crew's drivers, as the road work plans name them.
  const fleet = DEMO_VEHICLES.filter((v) => v.tenantId === String(index + 1)).map((v) => v.name.split(' ')[0]!);
  const names: Record<ObjectKind, string[]> = {
    town: city.streets,
    village: city.estates,
    vehicle: [...new Set([...fleet, ...city.drivers.map((_, i) => demoCarCode(index, i))])],
    driver: crew.filter((p) => p.post === 'driver').slice(0, 12).map((p) => p.name),
    station: city.plants.map((p) => p.name),
    contractor: city.companies.map((c) => c.name),
  };
  const assessObject: Row[] = [];
  const positions = new Map<ObjectKind, number[]>();
  for (const [kind, list] of Object.entries(names) as [ObjectKind, string[]][]) {
    positions.set(kind, list.map((objectName) => assessObject.push({ objectName, kind, deptId: DEPTS[kind][index] })));
  }
  const scheme = SCHEMES.map(([schemeName, objectKind, lines]) => ({ schemeName, objectKind, enabled: true, indicatorCount: lines.length, totalWeight: 100 }));
  const schemeIndicator: Row[] = [];
  const manualLines: { scheme: number; line: number; kind: ObjectKind }[] = [];
  SCHEMES.forEach(([, kind, lines], s) => lines.forEach(([indicatorName, source, weight, definition]) => {
    const line = schemeIndicator.push({ schemeId: s + 1, indicatorName, source, weight, definition });
    if (source === 'manual') manualLines.push({ scheme: s + 1, line, kind });
  }));
  // Scorers: the tenant's supervisors and leaders, as the crew names them.
  const scorers = crew.filter((p) => p.post === 'supervisor' || p.post === 'leader').map((p) => p.name).slice(0, 6);
  // Each object has a level of its own (a few weak ones land in orange and red), varying month to month.
  const level = new Map(assessObject.map((_, i) => [i + 1, 62 + rnd.next() * 34]));
  const manualScore: Row[] = [];
  for (let back = 11; back >= 0; back--) {
    const month = monthsBack(now, back);
    const scoredAt = back === 0 ? formatDate(new Date(now - 3600_000), true) : `${monthsBack(now, back - 1)}-02 10:00:00`;
    for (const m of manualLines) {
      for (const objectId of positions.get(m.kind)!) {
        if (back === 0 && rnd.next() < 0.3) continue; // this month: about a third still to score
        const score = Math.round(Math.min(100, Math.max(30, level.get(objectId)! + (rnd.next() - 0.5) * 16)) * 10) / 10;
        manualScore.push({ month, schemeId: m.scheme, indicatorId: m.line, objectId, score, scorer: rnd.pick(scorers), scoredAt });
      }
    }
  }
  return { assessObject, scheme, schemeIndicator, manualScore, bandSetting: [{ greenMin: 90, blueMin: 80, orangeMin: 60 }] };
};
