/**
 * From stored rows to measured jobs: the plans (vehicle plans on lines, private lines) unfolded over
 * dates, each road's passes and standard, the vehicle's work rule and device, and the results — kept
 * ones (workResult) where a shift was measured already, the rest measured now from the device store's
 * readings through rules/measure.ts. The one place the report and the board go from rows to figures.
 */
import { parseShape } from '../../../kit/map/shapes';
import type { ModuleStore } from '../../../kit/resource';
import { COMPLETION_TARGET } from '../../../kit/road';
import { deviationsOf, measureShift, type PlanRoad, type ShiftResult, type WorkPoint, type WorkRule } from '../rules/measure';
import { planned, shiftWindow } from '../rules/work';
import { lineRoads } from './handlers';

type Row = Record<string, unknown>;
const LIMIT = 50_000;

/** A planned shift of a vehicle: its roads (or its private line) and what it is measured by. */
export type Job = {
  date: string;
  shift: string;
  carLineId: number | null;
  privateLineId: number | null;
  carId: number;
  plateNo: string;
  driverName: string | null;
  lineName: string;
  jobType: string;
  roads: PlanRoad[];
  deviceCode: string | null;
  rule: WorkRule;
  maxSpeed: number;
};

/** A report row: one road (or private line) of one job; `deviations` holds the codes (low, offLine, speeding) comma-separated. */
export type ResultRow = Record<string, unknown> & { workDate: string; status: string };

const DEFAULT_MAX: Record<string, number> = { wash: 15 };
const passKey: Record<string, string> = { sweep: 'sweepPasses', wash: 'washPasses', dust: 'dustPasses' };

/** Everything the jobs of a period need, read once. */
export async function loadPlans(store: ModuleStore) {
  const [roads, standards, lines, plans, privates, rules, speeds] = await Promise.all([
    store.all('road', {}, LIMIT), store.all('roadStandard', {}, LIMIT), store.all('line', {}, LIMIT), store.all('carLine', {}, LIMIT),
    store.all('privateCarLine', {}, LIMIT), store.all('carExpression', {}, LIMIT), store.all('speedConfig', {}, LIMIT),
  ]);
  const carIds = [...new Set([...plans, ...privates].map((p) => Number(p.carId)))];
  const plates = await store.names('clgl.car', 'plateNo', carIds);
  return { roads, standards, lines, plans, privates, rules, speeds, plates };
}
export type Plans = Awaited<ReturnType<typeof loadPlans>>;

/** The jobs planned on `dates` (plans by frequency and dates; private lines every day of their dates). */
export function jobsOn(p: Plans, dates: string[]): Job[] {
  const roadByCode = new Map(p.roads.map((r) => [String(r.roadCode), r]));
  // Parsed once per call: kit/road keeps a road's samples per path array, so every job of a road shares them.
  const paths = new Map([...p.roads, ...p.privates].map((r) => [r, parseShape(String(r.path), 'line')]));
  const lineById = new Map(p.lines.map((l) => [Number(l.id), l]));
  const ruleOf = new Map(p.rules.filter((r) => r.enabled !== false).map((r) => [Number(r.carId), r]));
  const maxOf = (job: string) => Number(p.speeds.find((s) => s.jobType === job)?.maxSpeed ?? DEFAULT_MAX[job] ?? Infinity);
  const standard = (grade: unknown, job: string) => p.standards.find((s) => s.grade === grade && s.jobType === job);
  const vehicle = (carId: number) => {
    const r = ruleOf.get(carId);
    return {
      carId, plateNo: p.plates.get(carId) ?? String(carId),
      deviceCode: r?.deviceCode ? String(r.deviceCode) : null,
      rule: { signal: r?.workSignal === 'water' ? 'water' : 'speed', minSpeed: Number(r?.minSpeed ?? 3) } as WorkRule,
    };
  };
  const jobs: Job[] = [];
  for (const date of dates) {
    for (const plan of p.plans) {
      if (!planned({ frequency: String(plan.frequency), startDate: String(plan.startDate), endDate: plan.endDate ? String(plan.endDate) : null }, date)) continue;
      const line = lineById.get(Number(plan.lineId));
      if (!line) continue;
      const job = String(plan.jobType);
      const roads: PlanRoad[] = lineRoads(line.roads).flatMap((code) => {
        const r = roadByCode.get(code);
        const path = r ? paths.get(r) ?? null : null;
        if (!r || !path) return [];
        const std = standard(r.grade, job);
        const own = r[passKey[job]!];
        const passes = own != null ? Number(own) : Number(std?.passes ?? 1);
        if (passes <= 0) return []; // the job is not done on this road
        return [{ code, name: String(r.roadName), path, tolerance: Number(r.tolerance ?? std?.tolerance ?? 20), passes, threshold: Number(std?.threshold ?? COMPLETION_TARGET * 100) }];
      });
      jobs.push({ date, shift: String(plan.shift), carLineId: Number(plan.id), privateLineId: null, driverName: plan.driverName ? String(plan.driverName) : null, lineName: String(line.lineName), jobType: job, roads, maxSpeed: maxOf(job), ...vehicle(Number(plan.carId)) });
    }
    for (const pl of p.privates) {
      if (!planned({ frequency: 'daily', startDate: String(pl.startDate), endDate: pl.endDate ? String(pl.endDate) : null }, date)) continue;
      const path = paths.get(pl) ?? null;
      if (!path) continue;
      const job = String(pl.jobType);
      jobs.push({
        date, shift: String(pl.shift), carLineId: null, privateLineId: Number(pl.id), driverName: null, lineName: String(pl.lineName), jobType: job, maxSpeed: maxOf(job),
        roads: [{ code: `PL-${String(pl.id)}`, name: String(pl.lineName), path, tolerance: Number(pl.tolerance), passes: Number(pl.passes), threshold: COMPLETION_TARGET * 100 }],
        ...vehicle(Number(pl.carId)),
      });
    }
  }
  return jobs;
}

/** The report's rows of one job from its measured shift (`shift` null: no device; `running`: the shift is not over). */
export function rowsOf(job: Job, shift: ShiftResult | null, state: 'done' | 'running' | 'planned' | 'noTrack' | 'noDevice'): ResultRow[] {
  return job.roads.map((road, i) => {
    const r = shift?.roads[i];
    const devs = r && shift && state !== 'noTrack' ? deviationsOf(r, shift) : [];
    const status = state === 'done' ? (devs.length ? 'deviation' : 'met') : state;
    return {
      workDate: job.date, shift: job.shift, carLineId: job.carLineId, privateLineId: job.privateLineId, plateNo: job.plateNo, driverName: job.driverName,
      lineName: job.lineName, roadCode: road.code, roadName: road.name, jobType: job.jobType, passes: road.passes,
      coverage: r?.coverage ?? null, completion: r?.completion ?? null, threshold: road.threshold, roadKm: r?.roadKm ?? null,
      totalKm: shift?.totalKm ?? null, workKm: shift?.workKm ?? null, emptyRate: shift?.emptyRate ?? null,
      offLineMinutes: shift?.offLineMinutes ?? null, speedingMinutes: shift?.speedingMinutes ?? null, maxSpeed: shift?.maxSpeed ?? null, waterUsed: shift?.waterUsed ?? null,
      status, deviations: devs.join(',') || null,
    };
  });
}

/** Measures a job over a track (null: the vehicle has no device) at time `now`. */
export function measureJob(job: Job, track: WorkPoint[] | null, now: number): ResultRow[] {
  const { from, to } = shiftWindow(job.date, job.shift);
  if (now < from) return rowsOf(job, null, 'planned');
  if (!job.deviceCode || track === null) return rowsOf(job, null, 'noDevice');
  if (!track.some((p) => p.t >= from && p.t <= to)) return rowsOf(job, null, now < to ? 'running' : 'noTrack');
  return rowsOf(job, measureShift({ roads: job.roads, track, from, to, rule: job.rule, maxSpeed: job.maxSpeed }), now < to ? 'running' : 'done');
}

const keyOf = (r: Row) => `${String(r.workDate).slice(0, 10)}|${String(r.shift)}|${String(r.carLineId ?? '')}|${String(r.privateLineId ?? '')}|${String(r.roadCode)}`;

/** Every road's result of the jobs on `dates`: kept results first, the rest measured from the device store now. */
export async function resultsOn(store: ModuleStore, dates: string[]): Promise<ResultRow[]> {
  if (!dates.length) return [];
  const plans = await loadPlans(store);
  const jobs = jobsOn(plans, dates);
  const kept = new Map((await store.all('workResult', { workDateStart: dates[0], workDateEnd: dates.at(-1) }, LIMIT)).map((r) => [keyOf(r), r]));
  const devices = new Map((await store.devices.list(['vehicle'])).map((d) => [d.code, d]));
  const now = store.devices.now();
  const out: ResultRow[] = [];
  for (const job of jobs) {
    const stored = job.roads.map((r) => kept.get(keyOf({ workDate: job.date, shift: job.shift, carLineId: job.carLineId, privateLineId: job.privateLineId, roadCode: r.code })));
    if (job.roads.length && stored.every(Boolean)) {
      out.push(...stored.map((r): ResultRow => ({ ...r!, workDate: String(r!.workDate).slice(0, 10), status: String(r!.status), plateNo: job.plateNo, lineName: job.lineName })));
      continue;
    }
    const device = job.deviceCode ? devices.get(job.deviceCode) : undefined;
    const { from, to } = shiftWindow(job.date, job.shift);
    let track: WorkPoint[] | null = null;
    if (device && from <= now) {
      const readings = await store.devices.readings(device.id, ['lng', 'lat', 'speed', 'water'], { from, to: Math.min(to, now) });
      track = readings.filter((r) => r.values.lng !== undefined && r.values.lat !== undefined).map((r) => ({ t: r.t, lng: r.values.lng!, lat: r.values.lat!, speed: r.values.speed ?? null, water: r.values.water ?? null }));
    } else if (device) track = [];
    out.push(...measureJob(job, track, now));
  }
  return out;
}

/** The deviations' codes of a row in the caller's words. */
export const deviationWords = (codes: unknown, t: (key: string) => string): string | null =>
  codes ? String(codes).split(',').map((d) => t(`jxbjnew.deviation.${d}`)).join(t('jxbjnew.listSeparator')) : null;
