/**
 * The statistics calls (stat/…): every figure from model.ts's line-days — the device store's tracks
 * through kit/road's rules, or the archive for days before the store's readings. Dates are China
 * dates; a range is workDateStart…workDateEnd (one end alone: that day; neither: the last 7 days up to
 * today), at most 62 days.
 */
import { checkedToWire, formatDate, HandlerError, pageRows, type CheckedListQuery, type Handler, type HandlerContext, type ReportSource } from '../../../kit/resource';
import { belowTarget, coverageRuns, roadCompletion, type RoadJob } from '../../../kit/road';
import { addDays, chinaDate, jobRoads, lineDays, loadPlan, type JobState, type LineDay, type Plan, type RoadResult } from './model';

type Wire = Record<string, string | undefined>;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const pct = (x: number | null) => (x === null ? null : Math.round(x * 1000) / 10);
const km = (m: number | null) => (m === null ? null : Math.round(m) / 1000);
const round2 = (x: number | null) => (x === null ? null : Math.round(x * 100) / 100);

export function dateRange(ctx: HandlerContext, f: Wire, defaultDays = 7): { from: string; to: string } {
  const today = chinaDate(ctx.store.devices.now());
  const start = String(f.workDateStart ?? f.date ?? '').slice(0, 10);
  const end = String(f.workDateEnd ?? f.date ?? '').slice(0, 10);
  const to = end || start || today;
  const from = start || end || addDays(today, -(defaultDays - 1));
  if (!DATE.test(from) || !DATE.test(to) || Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to))) throw new HandlerError(ctx.t('dlbj.error.badDate'));
  if (from > to) throw new HandlerError(ctx.t('dlbj.error.badDate'));
  if (Date.parse(to) - Date.parse(from) > 61 * 86_400_000) throw new HandlerError(ctx.t('dlbj.error.badRange'));
  return { from, to };
}

/** A road's own state on a line-day (the line's state judges all its roads). */
export function roadState(day: LineDay, r: RoadResult, now: number): JobState {
  if (now < day.to) return 'running';
  if (r.completion === null) return 'unknown';
  return belowTarget(r.completion) ? 'below' : 'done';
}

async function days(ctx: HandlerContext, f: Wire, defaultDays = 7): Promise<{ plan: Plan; days: LineDay[] }> {
  const { from, to } = dateRange(ctx, f, defaultDays);
  const plan = await loadPlan(ctx.store);
  const lineIds = f.lineId ? f.lineId.split(',').map(Number) : undefined;
  return { plan, days: await lineDays(ctx.store, plan, from, to, lineIds ? { lineIds } : {}) };
}
/** The checked filters as text (a reference's id is a number, a day may be a Date). */
const wire = (q: CheckedListQuery): Wire =>
  Object.fromEntries(Object.entries(checkedToWire(q.filters)).map(([k, v]) => [k, v == null ? undefined : v instanceof Date ? formatDate(v) : String(v)]));
const byDateDesc = <T extends { workDate: string }>(rows: T[]) => rows.sort((a, b) => b.workDate.localeCompare(a.workDate));

export async function completionRows(ctx: HandlerContext, f: Wire) {
  const { days: list } = await days(ctx, f);
  const now = ctx.store.devices.now();
  const codes = f.roadCode ? f.roadCode.split(',') : null;
  const states = f.state ? f.state.split(',') : null;
  const rows = list.flatMap((d) =>
    d.roads.map((r) => ({
      id: `${d.date}_${d.line.id}_${r.code}`,
      workDate: d.date,
      roadCode: r.code,
      lineId: d.line.id,
      jobType: d.line.job,
      pointerId: d.line.pointerId,
      passes: r.passes,
      lengthKm: km(r.length),
      coveredKm: km(r.coveredM),
      completion: pct(r.completion),
      state: roadState(d, r, now),
      source: d.source,
    })),
  );
  return byDateDesc(rows.filter((r) => (!codes || codes.includes(r.roadCode)) && (!states || states.includes(r.state))));
}

/** A report row's id: the date's digits and the line's id (lists keep numeric ids; others they number by position). */
export const reportId = (date: string, lineId: number) => Number(date.replace(/-/g, '')) * 1_000_000 + lineId;

const lineRow = (d: LineDay) => ({
  id: reportId(d.date, d.line.id),
  workDate: d.date,
  lineId: d.line.id,
  jobType: d.line.job,
  pointerId: d.line.pointerId,
  roads: d.roads.length,
  completion: pct(d.completion),
  belowRoads: d.source ? d.roads.filter((r) => belowTarget(r.completion)).length : null,
  totalKm: round2(d.totalKm),
  workingKm: round2(d.workingKm),
  emptyRate: pct(d.emptyRate),
  speeding: d.speeding,
  offLine: d.offLine,
  state: d.state,
  source: d.source,
});

export async function workReportRows(ctx: HandlerContext, f: Wire) {
  const { days: list } = await days(ctx, f);
  const states = f.state ? f.state.split(',') : null;
  return byDateDesc(list.map(lineRow).filter((r) => !states || states.includes(r.state)));
}

export async function roadOperationRows(ctx: HandlerContext, f: Wire) {
  const { plan, days: list } = await days(ctx, f);
  const now = ctx.store.devices.now();
  const codes = f.roadCode ? f.roadCode.split(',') : null;
  return [...plan.roads.values()]
    .filter((r) => !codes || codes.includes(r.code))
    .map((road) => {
      const jobs = list.flatMap((d) => d.roads.filter((r) => r.code === road.code).map((r) => ({ d, r, state: roadState(d, r, now) })));
      const known = jobs.filter((j) => j.r.completion !== null && j.state !== 'running');
      return {
        id: road.code,
        roadCode: road.code,
        grade: road.grade,
        lengthKm: km(road.length),
        jobs: jobs.length,
        done: jobs.filter((j) => j.state === 'done').length,
        below: jobs.filter((j) => j.state === 'below').length,
        unknown: jobs.filter((j) => j.state === 'unknown').length,
        completion: known.length ? pct(known.reduce((s, j) => s + j.r.completion!, 0) / known.length) : null,
        lastDate: known.map((j) => j.d.date).sort().at(-1) ?? null,
      };
    });
}

export async function workStatRows(ctx: HandlerContext, f: Wire) {
  const { days: list } = await days(ctx, f);
  const pointers = f.pointerId ? f.pointerId.split(',').map(Number) : null;
  const groups = new Map<string, LineDay[]>();
  for (const d of list) {
    if (d.line.pointerId === null || (pointers && !pointers.includes(d.line.pointerId))) continue;
    const k = `${d.date}_${d.line.pointerId}`;
    groups.set(k, [...(groups.get(k) ?? []), d]);
  }
  return byDateDesc(
    [...groups.entries()].map(([id, ds]) => {
      const known = ds.filter((d) => d.source);
      const sum = (f: (d: LineDay) => number | null) => (known.length ? known.reduce((s, d) => s + (f(d) ?? 0), 0) : null);
      const total = sum((d) => d.totalKm);
      const working = sum((d) => d.workingKm);
      const length = known.reduce((s, d) => s + d.roads.reduce((a, r) => a + r.length, 0), 0);
      const withCompletion = known.filter((d) => d.completion !== null);
      return {
        id,
        workDate: ds[0]!.date,
        pointerId: ds[0]!.line.pointerId,
        lines: ds.length,
        totalKm: round2(total),
        workingKm: round2(working),
        emptyRate: total && working !== null ? pct((total - working) / total) : null,
        speeding: sum((d) => d.speeding),
        offLine: sum((d) => d.offLine),
        completion: withCompletion.length && length ? pct(withCompletion.reduce((s, d) => s + d.completion! * d.roads.reduce((a, r) => a + r.length, 0), 0) / length) : null,
        source: known.some((d) => d.source === 'track') ? 'track' : known.length ? 'archive' : null,
      };
    }),
  );
}

export const reportSources: Record<string, ReportSource> = {
  completion: async (ctx, q) => pageRows(await completionRows(ctx, wire(q)), q),
  workReport: async (ctx, q) => pageRows(await workReportRows(ctx, wire(q)), q),
  roadOperation: async (ctx, q) => pageRows(await roadOperationRows(ctx, wire(q)), q),
  workStat: async (ctx, q) => pageRows(await workStatRows(ctx, wire(q)), q),
};

const input = (ctx: HandlerContext): Wire => Object.fromEntries(Object.entries(ctx.input).map(([k, v]) => [k, v == null || v === '' ? undefined : String(v)]));

/** A row of the work report: its id (reportId), or `<date>_<lineId>`. */
function parseReportId(ctx: HandlerContext): { date: string; lineId: number } {
  const text = String(ctx.input.id ?? '');
  const m = /^(\d{4}-\d{2}-\d{2})_(\d+)$/.exec(text) ?? /^(\d{8})(\d{6})$/.exec(text);
  if (!m) throw new HandlerError(ctx.t('dlbj.error.badReport'));
  const date = m[1]!.length === 8 ? `${m[1]!.slice(0, 4)}-${m[1]!.slice(4, 6)}-${m[1]!.slice(6)}` : m[1]!;
  if (Number.isNaN(Date.parse(date))) throw new HandlerError(ctx.t('dlbj.error.badReport'));
  return { date, lineId: Number(m[2]) };
}

export const statHandlers: Record<string, Handler> = {
  /** The roads of one line-day with their completion and what deviates. */
  workReportDetail: async (ctx) => {
    const { date, lineId } = parseReportId(ctx);
    const plan = await loadPlan(ctx.store);
    if (!plan.lines.some((l) => l.id === lineId)) throw new HandlerError(ctx.t('dlbj.error.badReport'));
    const [day] = await lineDays(ctx.store, plan, date, date, { lineIds: [lineId] });
    if (!day) return [];
    const now = ctx.store.devices.now();
    return day.roads.map((r) => {
      const state = roadState(day, r, now);
      return {
        id: r.code,
        roadName: r.name,
        passes: r.passes,
        lengthKm: km(r.length),
        coveredKm: km(r.coveredM),
        completion: pct(r.completion),
        state,
        deviation: state === 'below' ? ctx.t('dlbj.detail.below', { pct: pct(r.completion) ?? 0 }) : '',
      };
    });
  },

  /** Jobs per day by state, with the average completion (the board's chart). */
  taskStat: async (ctx) => {
    const f = input(ctx);
    const { from, to } = dateRange(ctx, f, 14);
    const plan = await loadPlan(ctx.store);
    const list = await lineDays(ctx.store, plan, from, to);
    const dates: string[] = [];
    for (let d = from; d <= to; d = addDays(d, 1)) dates.push(d);
    const count = (date: string, s: JobState) => list.filter((d) => d.date === date && d.state === s).length;
    const avg = (date: string) => {
      const k = list.filter((d) => d.date === date && d.completion !== null);
      return k.length ? pct(k.reduce((s, d) => s + d.completion!, 0) / k.length) : null;
    };
    return {
      categories: dates,
      series: [
        { name: ctx.t('dlbj.enum.jobState.done'), type: 'bar', stack: 'jobs', data: dates.map((d) => count(d, 'done')) },
        { name: ctx.t('dlbj.enum.jobState.running'), type: 'bar', stack: 'jobs', data: dates.map((d) => count(d, 'running')) },
        { name: ctx.t('dlbj.enum.jobState.below'), type: 'bar', stack: 'jobs', data: dates.map((d) => count(d, 'below')) },
        { name: ctx.t('dlbj.enum.jobState.unknown'), type: 'bar', stack: 'jobs', data: dates.map((d) => count(d, 'unknown')) },
        { name: ctx.t('dlbj.board.avgCompletion'), type: 'line', unit: '%', data: dates.map(avg) },
      ],
    };
  },

  /** The board's figures: the plan's size today, and the last 30 days' completion, deviations and empty running. */
  totalIndex: async (ctx) => {
    const now = ctx.store.devices.now();
    const today = chinaDate(now);
    const plan = await loadPlan(ctx.store);
    const list = await lineDays(ctx.store, plan, addDays(today, -29), today);
    const roads = [...plan.roads.values()];
    const known = list.filter((d) => d.completion !== null && d.state !== 'running');
    const todays = list.filter((d) => d.date === today && d.completion !== null);
    const total = list.reduce((s, d) => s + (d.totalKm ?? 0), 0);
    const working = list.reduce((s, d) => s + (d.workingKm ?? 0), 0);
    const vehicles = new Set(plan.lines.map((l) => l.pointerId).filter((p) => p !== null));
    const mean = (xs: LineDay[]) => (xs.length ? `${String(pct(xs.reduce((s, d) => s + d.completion!, 0) / xs.length))}` : '--');
    return [
      { label: ctx.t('dlbj.index.roads'), value: roads.length },
      { label: ctx.t('dlbj.index.length'), value: Math.round(roads.reduce((s, r) => s + r.length, 0) / 100) / 10, unit: 'km' },
      { label: ctx.t('dlbj.index.lines'), value: plan.lines.length },
      { label: ctx.t('dlbj.index.vehicles'), value: vehicles.size },
      { label: ctx.t('dlbj.index.today'), value: mean(todays), unit: todays.length ? '%' : undefined },
      { label: ctx.t('dlbj.index.month'), value: mean(known), unit: known.length ? '%' : undefined },
      { label: ctx.t('dlbj.index.below'), value: list.filter((d) => d.state === 'below').length },
      { label: ctx.t('dlbj.index.empty'), value: total > 0 ? String(pct((total - working) / total)) : '--', unit: total > 0 ? '%' : undefined },
    ].map((s) => (s.unit === undefined ? { label: s.label, value: s.value } : s));
  },

  /** Kilometres per vehicle over the range: total and working, and the empty-running rate. */
  carStatistics: async (ctx) => {
    const rows = await workStatRows(ctx, input(ctx));
    const plan = await loadPlan(ctx.store);
    const by = new Map<number, { total: number; working: number; known: boolean }>();
    for (const r of rows) {
      const k = by.get(r.pointerId!) ?? { total: 0, working: 0, known: false };
      if (r.totalKm !== null) by.set(r.pointerId!, { total: k.total + r.totalKm, working: k.working + (r.workingKm ?? 0), known: true });
      else by.set(r.pointerId!, k);
    }
    const ids = [...by.keys()].sort((a, b) => a - b);
    const plate = (id: number) => plan.pointers.get(id)?.plateNo ?? String(id);
    return {
      categories: ids.map(plate),
      series: [
        { name: ctx.t('dlbj.board.totalKm'), type: 'bar', unit: 'km', data: ids.map((i) => (by.get(i)!.known ? round2(by.get(i)!.total) : null)) },
        { name: ctx.t('dlbj.board.workingKm'), type: 'bar', unit: 'km', data: ids.map((i) => (by.get(i)!.known ? round2(by.get(i)!.working) : null)) },
        { name: ctx.t('dlbj.board.emptyRate'), type: 'line', unit: '%', data: ids.map((i) => { const v = by.get(i)!; return v.known && v.total > 0 ? pct((v.total - v.working) / v.total) : null; }) },
      ],
    };
  },

  /**
   * One line's day on the map: each road cut into covered and uncovered runs, and the track in the
   * shift. Input lineId (default: the first line with a vehicle), date (default today).
   */
  roadTrack: async (ctx) => {
    const f = input(ctx);
    const plan = await loadPlan(ctx.store);
    const today = chinaDate(ctx.store.devices.now());
    // Without a line: the first whose job today has a track in the store, else the first with a vehicle.
    const tracked = f.lineId ? [] : (await lineDays(ctx.store, plan, today, today)).filter((d) => d.source === 'track');
    const line = f.lineId
      ? plan.lines.find((l) => l.id === Number(f.lineId))
      : (plan.lines.find((l) => tracked.some((d) => d.line.id === l.id)) ?? plan.lines.find((l) => l.pointerId !== null) ?? plan.lines[0]);
    if (!line) throw new HandlerError(ctx.t('dlbj.error.noLine'));
    const date = f.date ?? today;
    if (!DATE.test(date)) throw new HandlerError(ctx.t('dlbj.error.badDate'));
    const [day] = await lineDays(ctx.store, plan, date, date, { lineIds: [line.id], withTrack: true });
    const roads = jobRoads(plan, line);
    return {
      lineId: line.id,
      lineName: line.name,
      date,
      from: day?.from ?? null,
      to: day?.to ?? null,
      state: day?.state ?? null,
      source: day?.source ?? null,
      completion: pct(day?.completion ?? null),
      roads: roads.map((r) => {
        const result = day?.roads.find((x) => x.code === r.code);
        const runs = day?.track ? coverageRuns(r.path, roadCompletion(r.path, day.track, { tolerance: r.tolerance, from: day.from, to: day.to, passes: r.passes[line.job as RoadJob] })) : null;
        return { code: r.code, name: r.name, path: r.path, completion: pct(result?.completion ?? null), runs };
      }),
      track: day?.track ?? null,
    };
  },
};
