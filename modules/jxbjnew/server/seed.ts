/**
 * Demo data of both tenants: the demo city's roads (kit/road demoRoads: the stretches of the base map
 * roads the demo vehicles drive, and side roads they only partly drive), the road standards, lines,
 * the sweeper's and sprinklers' work rules bound to their devices (server/services/demoDevices.ts:
 * 浙A·A1508 V-104 on 之江路, 浙A·D1234 V-105 on 江南大道; tenant 2's 浙A·A5952 V-202 on 之江路), plans
 * driven by the crew's drivers (kit/people), a washer without a device (its jobs unknown, "--"), a
 * private line, and the last 30 days of results — each ended shift of a tracked vehicle measured by
 * the module's rules over the demo track (a pure function of the clock, two-minute readings as the
 * device store holds them). Tenant 1: ≈ 300 rows, tenant 2: ≈ 200.
 */
import { shapeText } from '../../../kit/map/shapes';
import { demoCrew } from '../../../kit/people/demoCrew';
import { demoRoads, pathLength, slicePath } from '../../../kit/road';
import type { LngLat } from '../../../kit/geo';
import { roads as baseRoads } from '../../../kit/geo';
import type { SeedFunction } from '../../../kit/resource';
// The demo tracks are the server's pure functions of the clock (the same ones the device store is seeded
// and simulated from); until the kit holds the demo vehicles' model, the seed reads them where they are.
// eslint-disable-next-line local/boundaries
import { DEMO_DEVICES, demoReading } from '../../../server/services/demoDevices';
import type { WorkPoint } from '../rules/measure';
import { addDays, chinaDate, shiftWindow } from '../rules/work';
import { jobsOn, measureJob, type Plans } from './model';

type Row = Record<string, unknown>;
const GRADES = ['first', 'second', 'third'] as const;
const STEP = 2 * 60_000;

type Vehicle = { plate: string; device: string | null; job: 'sweep' | 'wash' | 'dust'; signal: 'speed' | 'water' };
type PlanSpec = { plate: string; line: number; job: string; shift: string; frequency: string; days?: number };
type Tenant = { depts: string[]; vehicles: Vehicle[]; lines: [string, string, string[], string][]; plans: PlanSpec[]; privates: Row[] };

const TENANTS: Tenant[] = [
  {
    depts: ['d104', 'd105', 'd106'],
    vehicles: [
      { plate: '浙A·A1508', device: 'V-104', job: 'dust', signal: 'water' },
      { plate: '浙A·D1234', device: 'V-105', job: 'sweep', signal: 'speed' },
      { plate: '浙A·F1371', device: null, job: 'wash', signal: 'water' },
    ],
    lines: [
      ['之江路洒水抑尘线', 'dust', ['DL-101', 'DL-102', 'DL-103', 'DL-104'], 'd104'],
      ['江南大道机扫线', 'sweep', ['DL-105', 'DL-106', 'DL-107', 'DL-108'], 'd105'],
      ['延安路中河路冲洗线', 'wash', ['DL-109', 'DL-110'], 'd106'],
    ],
    plans: [
      { plate: '浙A·A1508', line: 1, job: 'dust', shift: 'Z', frequency: 'daily' },
      { plate: '浙A·D1234', line: 2, job: 'sweep', shift: 'N', frequency: 'daily' },
      { plate: '浙A·F1371', line: 3, job: 'wash', shift: 'N', frequency: 'workdays', days: 120 },
    ],
    privates: [{ lineName: '六和塔景区抑尘专线', plate: '浙A·A1508', jobType: 'dust', shift: 'D', base: '之江路', along: [0, 1800], passes: 2, tolerance: 20, remark: '景区开放前洒水抑尘' }],
  },
  {
    depts: ['d203', 'd204', 'd205'],
    vehicles: [
      { plate: '浙A·A5952', device: 'V-202', job: 'dust', signal: 'water' },
      { plate: '浙A·D5678', device: null, job: 'sweep', signal: 'speed' },
    ],
    lines: [
      ['之江路转塘九溪抑尘线', 'dust', ['DL-201', 'DL-202', 'DL-203'], 'd203'],
      ['天目山路文三路机扫线', 'sweep', ['DL-204', 'DL-205'], 'd204'],
    ],
    plans: [
      { plate: '浙A·A5952', line: 1, job: 'dust', shift: 'D', frequency: 'daily' },
      { plate: '浙A·D5678', line: 2, job: 'sweep', shift: 'D', frequency: 'workdays', days: 120 },
    ],
    privates: [],
  },
];

/** The demo rules of speed and water (the demo vehicles drive at town speed, about 27 km/h). */
const SPEEDS: Row[] = [
  { jobType: 'sweep', maxSpeed: 30, waterPerKm: 60, remark: '机扫作业速度不超过30公里/小时' },
  { jobType: 'wash', maxSpeed: 15, waterPerKm: 900, remark: '冲洗作业速度不超过15公里/小时' },
  { jobType: 'dust', maxSpeed: 35, waterPerKm: 500, remark: '洒水抑尘作业速度不超过35公里/小时' },
];

const STANDARD_PASSES: Record<string, Record<string, number>> = { first: { sweep: 2, wash: 2, dust: 1 }, second: { sweep: 1, wash: 1, dust: 1 }, third: { sweep: 1, wash: 0, dust: 1 } };
const TOLERANCE: Record<string, number> = { first: 25, second: 15, third: 10 };
const GRADE_NAMES: Record<string, string> = { first: '一级', second: '二级', third: '三级' };
const JOB_NAMES: Record<string, string> = { sweep: '机扫', wash: '冲洗', dust: '抑尘' };

/**
 * A line with a vertex every `m` metres, on the same geometry (a road drawn on the map has many; the
 * demo's follow the base map's few): the rules' grids then hold a few cells per segment.
 */
function densePath(path: LngLat[], m = 100): LngLat[] {
  const length = pathLength(path);
  const n = Math.max(1, Math.ceil(length / m));
  return Array.from({ length: n + 1 }, (_, i) => slicePath(path, (length * i) / n, (length * i) / n)[0]!).map(([lng, lat]) => [Math.round(lng * 1e6) / 1e6, Math.round(lat * 1e6) / 1e6] as LngLat);
}

/** A demo vehicle's two-minute track over a window, as the device store would hold it. */
function demoTrack(code: string, tenantId: string, from: number, to: number): WorkPoint[] | null {
  const d = DEMO_DEVICES.find((x) => x.code === code && x.tenantId === tenantId);
  if (!d) return null;
  if (d.offline) return [];
  const out: WorkPoint[] = [];
  for (let t = Math.ceil(from / STEP) * STEP; t <= to; t += STEP) {
    const r = demoReading(d, t);
    out.push({ t, lng: r.lng!, lat: r.lat!, speed: r.speed ?? null, water: r.water ?? null });
  }
  return out;
}

export const seed: SeedFunction = ({ index, tenantId, now }) => {
  const spec = TENANTS[index] ?? TENANTS[1]!;
  const today = chinaDate(now);
  const start = addDays(today, -45);
  const drivers = demoCrew(index, today).filter((p) => p.post === 'driver');

  const roadStandard = GRADES.flatMap((grade) => (['sweep', 'wash', 'dust'] as const).map((jobType) => ({
    standardName: `${GRADE_NAMES[grade]}道路${JOB_NAMES[jobType]}标准`, grade, jobType, passes: STANDARD_PASSES[grade]![jobType], threshold: 90, tolerance: TOLERANCE[grade],
  })));
  const demo = demoRoads(index);
  const road = demo.map((r, i) => ({
    roadCode: r.code, roadName: r.name, grade: GRADES[r.grade - 1], roadClass: r.roadClass, deptId: spec.depts[i % 2], path: shapeText('line', densePath(r.path)),
    length: r.length, width: r.width, area: r.area, sweepPasses: r.passes.sweep, washPasses: r.passes.wash, dustPasses: r.passes.dust, tolerance: r.tolerance,
    remark: `${r.start}至${r.end}`,
  }));
  const lengthOf = new Map(demo.map((r) => [r.code, r.length]));
  const nameOf = new Map(demo.map((r) => [r.code, r.name]));
  const line = spec.lines.map(([lineName, jobType, roads, deptId]) => ({ lineName, jobType, roads: roads.join(','), roadNames: roads.map((c) => nameOf.get(c)).join('、'), deptId, length: roads.reduce((s, c) => s + (lengthOf.get(c) ?? 0), 0) }));
  const carExpression = spec.vehicles.map((v) => ({
    carId: v.plate, deviceCode: v.device, jobType: v.job, workSignal: v.signal, minSpeed: 3, enabled: true,
    expression: v.signal === 'water' ? '在线路容差内 且 速度 ≥ 3 公里/小时 且 水位下降' : '在线路容差内 且 速度 ≥ 3 公里/小时',
    remark: v.device ? null : '未装定位设备，作业无法计算',
  }));
  const carLine = spec.plans.map((p, i) => ({ carId: p.plate, lineId: p.line, jobType: p.job, shift: p.shift, frequency: p.frequency, startDate: start, endDate: p.days ? addDays(start, p.days) : null, driverCode: drivers[i]?.code ?? null, driverName: drivers[i]?.name ?? null }));
  const privateCarLine = spec.privates.map((p) => {
    const path = slicePath(baseRoads.find((r) => r.name === p.base)!.path, ...(p.along as [number, number]));
    return { lineName: p.lineName, carId: p.plate, jobType: p.jobType, shift: p.shift, path: shapeText('line', densePath(path)), passes: p.passes, tolerance: p.tolerance, startDate: start, endDate: addDays(today, 60), remark: p.remark };
  });

  // The month's results: the same jobs the report unfolds, measured over the demo tracks.
  const plates = new Map(spec.vehicles.map((v, i) => [i + 1, v.plate]));
  const carNo = (plate: unknown) => spec.vehicles.findIndex((v) => v.plate === plate) + 1;
  const plans: Plans = {
    roads: road.map((r, i) => ({ ...r, id: i + 1 })),
    standards: roadStandard.map((s, i) => ({ ...s, id: i + 1 })),
    lines: line.map((l, i) => ({ ...l, id: i + 1 })),
    plans: carLine.map((p, i) => ({ ...p, id: i + 1, carId: carNo(p.carId) })),
    privates: privateCarLine.map((p, i) => ({ ...p, id: i + 1, carId: carNo(p.carId) })),
    rules: carExpression.map((r) => ({ ...r, carId: carNo(r.carId) })),
    speeds: SPEEDS,
    plates,
  };
  const dates = Array.from({ length: 31 }, (_, i) => addDays(today, i - 30));
  const workResult: Row[] = [];
  for (const job of jobsOn(plans, dates)) {
    const { from, to } = shiftWindow(job.date, job.shift);
    if (to > now || !job.deviceCode) continue; // shifts still going and vehicles without a device: the report measures them when asked
    const rows = measureJob(job, demoTrack(job.deviceCode, tenantId, from, to), now);
    workResult.push(...rows.map((r) => ({ ...r, carLineId: r.carLineId ?? null, privateLineId: r.privateLineId ?? null })));
  }
  return { roadStandard, road, line, speedConfig: SPEEDS, carExpression, carLine, privateCarLine, workResult };
};
