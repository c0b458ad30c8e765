/**
 * Demo data of both tenants, counted from the server's clock (`now`): the facilities of the demo
 * city (kit/geo/demoCity.ts) — public toilets on its streets, its transfer stations and refuse
 * rooms, compression stations, estates' collection points — looked after by the operating units
 * (tenant 1: d104 道路保洁一队, d105 道路保洁二队, d106 车辆管理中心, d107 垃圾分类指导中心; tenant 2: d203
 * 作业一部, d204 作业二部, d205 车队); the indicator library; the default weights and grade lines; a
 * year of monthly inspections of every facility (submitted, each with its log; the last days' still
 * planned or inspected) and the entered parts of every unit's month (this month's partly entered, so
 * an incomplete total shows). About 1 300 rows for tenant 1 and 800 for tenant 2.
 */
import { demoCity, random } from '../../../kit/geo/demoCity';
import { formatDate, seedFile, type SeedFunction } from '../../../kit/resource';
import { DEFAULT_THRESHOLDS, DEFAULT_WEIGHTS, deductionOf } from '../rules/evaluation';
import { indicatorApplies, partOfType, type FacilityType } from '../rules/inspection';

type Row = Record<string, unknown>;

/** A small site photo (32×32 PNG) on the last two months' inspections that found something. */
const PHOTO = 'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAAMUlEQVR42mM4QWPAMGrBqAVD2AKbVQGkolELRi0YtWDUglELRi0g3YLROnnUgsFjAQAIuBkXTJfIUAAAAABJRU5ErkJggg==';

const UNITS: Record<number, string[]> = { 0: ['d104', 'd105', 'd106', 'd107'], 1: ['d203', 'd204', 'd205'] };
/** Who enters the roads, management and overall parts (运营部经理 / 综合部负责人). */
const EVALUATOR: Record<number, string> = { 0: '李明', 1: '林国强' };
const INSPECTORS: Record<number, string[]> = { 0: ['吴婷', '郑海涛', '周晓燕'], 1: ['林国强', '陈静'] };

/** The indicator library: [code, name, scope, points, rectify, hours]. */
export const INDICATORS: [string, string, 'facility' | 'toilet' | 'all', number, boolean, number | null][] = [
  ['T01', '地面、墙面有污渍或积水', 'toilet', 2, true, 2],
  ['T02', '便器不洁、有异味', 'toilet', 3, true, 2],
  ['T03', '洗手液、手纸缺失', 'toilet', 1, true, 4],
  ['T04', '设施损坏未报修', 'toilet', 5, true, 24],
  ['T05', '未按时开放', 'toilet', 10, false, null],
  ['F01', '站内垃圾未日产日清', 'facility', 5, true, 12],
  ['F02', '渗滤液外溢', 'facility', 5, true, 4],
  ['F03', '作业区域有散落垃圾', 'facility', 2, true, 2],
  ['F04', '除臭、喷淋设施未开启', 'facility', 3, true, 4],
  ['F05', '台账记录不全', 'facility', 1, false, null],
  ['A01', '公示牌缺失或信息过期', 'all', 1, true, 48],
  ['A02', '消防器材过期', 'all', 3, true, 72],
];

const pad = (n: number) => String(n).padStart(2, '0');
const monthAgo = (today: string, k: number) => {
  const y = Number(today.slice(0, 4)), m = Number(today.slice(5, 7)) - 1 - k;
  const d = new Date(y, m, 1);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}`;
};
const plusDays = (day: string, n: number) => formatDate(new Date(new Date(`${day}T00:00:00`).getTime() + n * 86_400_000));

function facilitiesOf(index: number): { code: string; name: string; type: FacilityType; street: string; deptId: string }[] {
  const city = demoCity(index);
  const units = UNITS[index]!;
  const out: { code: string; name: string; type: FacilityType; street: string; deptId: string }[] = [];
  const add = (prefix: string, type: FacilityType, names: [string, string][]) =>
    names.forEach(([name, street], i) => out.push({ code: `${prefix}-${String(i + 1).padStart(3, '0')}`, name, type, street, deptId: units[i % units.length]! }));
  const toilets = city.streets.slice(0, units.length * 2);
  add('GC', 'toilet', toilets.map((s) => [`${s}公厕`, s]));
  const plants = city.plants.filter((p) => p.type === 'transfer' || p.type === 'station');
  add('ZZ', 'transfer', plants.filter((p) => p.type === 'transfer').map((p, i) => [p.name, city.streets[(i + 3) % city.streets.length]!]));
  add('YS', 'compression', city.streets.slice(-units.length).map((s) => [`${s}垃圾压缩站`, s]));
  add('SJ', 'collection', [
    ...plants.filter((p) => p.type === 'station').map((p, i): [string, string] => [p.name, city.streets[(i + 5) % city.streets.length]!]),
    ...city.estates.slice(0, index === 0 ? 6 : 4).map((e, i): [string, string] => [`${e}垃圾收集点`, city.streets[i % city.streets.length]!]),
  ]);
  // The transfer stations of a tenant with fewer than its units: spread the rest over the units anyway.
  return out;
}

export const seed: SeedFunction = ({ index, now }) => {
  const today = formatDate(new Date(now));
  const rnd = random(4100 + index);
  const city = demoCity(index);
  const units = UNITS[index]!;
  const facilities = facilitiesOf(index);
  const facilityInfo: Row[] = facilities.map((f, i) => ({
    facilityCode: f.code, facilityName: f.name, facilityType: f.type, deptId: f.deptId, street: f.street,
    address: `${f.street}${rnd.int(1, 480)}号`,
    location: { lng: rnd.round(city.center[0] + (rnd.next() - 0.5) * 0.12, 6), lat: rnd.round(city.center[1] + (rnd.next() - 0.5) * 0.08, 6) },
    manager: INSPECTORS[index]![i % INSPECTORS[index]!.length], phone: `0571-8${index ? 6 : 7}0${String(3100 + i)}`,
    builtOn: `${2008 + (i % 14)}-${pad(1 + (i % 12))}-15`, state: 'inUse',
  }));
  const indicator: Row[] = INDICATORS.map(([itemCode, itemName, scope, points, rectify, rectifyHours]) => ({ itemCode, itemName, scope, points, rectify, rectifyHours }));
  const evaluationSetting: Row[] = [{
    name: '月度考评权重与等级线',
    ...Object.fromEntries(Object.entries(DEFAULT_WEIGHTS).map(([p, w]) => [`${p}Weight`, w])),
    excellentLine: DEFAULT_THRESHOLDS.excellent, goodLine: DEFAULT_THRESHOLDS.good, passLine: DEFAULT_THRESHOLDS.pass,
  }];

  // How often each unit's inspectors find something: the units differ, so the ranking means something.
  const findRate = new Map(units.map((u, i) => [u, 0.08 + 0.1 * i]));
  const inspection: Row[] = [], inspectionLog: Row[] = [];
  let photos = 6;
  for (let k = 11; k >= 0; k--) {
    const month = monthAgo(today, k);
    facilities.forEach((f, i) => {
      const day = `${month}-${pad(2 + ((i * 5 + k * 3) % 26))}`;
      if (day > today) return;
      const recent = day > plusDays(today, -3);
      const status = !recent ? 'submitted' : i % 2 ? 'inspected' : 'planned';
      const applicable = INDICATORS.filter(([, , scope]) => indicatorApplies(scope, f.type));
      const found = status === 'planned' ? [] : [...new Set(Array.from({ length: 3 }, () => (rnd.next() < findRate.get(f.deptId)! ? rnd.pick(applicable) : null)).filter((x) => x !== null))];
      found.sort((a, b) => a[0].localeCompare(b[0]));
      const inspector = INSPECTORS[index]![(i + k) % INSPECTORS[index]!.length]!;
      const no = inspection.length + 1;
      const at = (h: number) => `${day} ${pad(h)}:${pad((i * 7) % 60)}:00`;
      inspection.push({
        inspectNo: `XJ${String(no).padStart(6, '0')}`, facilityId: i + 1, facilityType: f.type, deptId: f.deptId, part: partOfType(f.type),
        inspectDate: day, status,
        itemCodes: status === 'planned' ? null : found.map((x) => x[0]),
        findings: status === 'planned' ? null : found.map((x) => `${x[1]} −${x[3]}`).join('；') || '未发现问题',
        deduction: status === 'planned' ? null : deductionOf(found.map((x) => x[3])),
        location: status === 'planned' ? null : facilityInfo[i]!.location,
        photos: k <= 1 && found.length && photos-- > 0 ? [seedFile(`现场照片${no}.png`, 'image/png', PHOTO)] : null,
        inspectorName: inspector, inspectedAt: status === 'planned' ? null : at(10),
        submittedBy: status === 'submitted' ? inspector : null, submittedAt: status === 'submitted' ? at(16) : null,
      });
      inspectionLog.push({ inspectionId: no, action: 'create', fromState: null, toState: 'planned', actorName: inspector, actorUserId: null, actionTime: at(8) });
      if (status !== 'planned') inspectionLog.push({ inspectionId: no, action: 'inspection', fromState: 'planned', toState: 'inspected', actorName: inspector, actorUserId: null, actionTime: at(10) });
      if (status === 'submitted') inspectionLog.push({ inspectionId: no, action: 'submit', fromState: 'inspected', toState: 'submitted', actorName: inspector, actorUserId: null, actionTime: at(16) });
    });
  }

  // The entered parts: every past month; this month roads for all, the rest for all but the last unit.
  const evaluation: Row[] = [];
  for (let k = 11; k >= 0; k--) {
    const month = monthAgo(today, k);
    const scoredAt = k === 0 ? `${plusDays(today, -1)} 17:00:00` : `${monthAgo(today, k - 1)}-03 09:30:00`;
    units.forEach((deptId, u) => {
      const score = (base: number) => rnd.round(Math.min(100, base - u * 4 + rnd.next() * 10), 1);
      const entered = (p: string, base: number, on: boolean) => (on ? { [`${p}Score`]: score(base), [`${p}By`]: EVALUATOR[index], [`${p}At`]: scoredAt } : {});
      const later = k > 0 || u < units.length - 1;
      evaluation.push({ month, deptId, ...entered('road', 86, true), ...entered('management', 89, later), ...entered('overall', 85, later) });
    });
  }
  return { facilityInfo, indicator, evaluationSetting, inspection, inspectionLog, evaluation };
};
