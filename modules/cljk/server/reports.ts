/**
 * The computed lists (resources/reports.ts), derived at each call from the tank readings of the
 * configured cars' devices (server/levels.ts) and paged in memory: a tenant configures dozens to a
 * few hundred cars, and a car's week of two-minute readings is ~5,000 rows.
 */
import { checkedToWire, formatDate, pageRows, type CheckedListQuery, type HandlerContext, type ReportSource } from '../../../kit/resource';
import { configuredCars, levelSteps, type ConfiguredCar, type TankKind } from './cars';
import { dailyLevels, monthlyLevels, refills, suddenDrops, type LevelDay } from './levels';
import { dayRange, monthRange, timeRange } from './ranges';

type Filters = Record<string, string | undefined>;
type Row = Record<string, unknown>;

const wire = (q: CheckedListQuery) => checkedToWire(q.filters) as Filters;
const time = (ms: number) => formatDate(new Date(ms), true);
const carColumns = (c: ConfiguredCar) => ({ plateNo: c.plateNo, deviceCode: c.deviceCode });
/** The readings before a range that give its first day its starting level and its first drop its window. */
const LEAD_MS = 6 * 3600_000;

/** Numbered rows, paged (the default order when the caller names none). */
function page(rows: Row[], q: CheckedListQuery, order: (a: Row, b: Row) => number) {
  return pageRows(q.sort ? rows : [...rows].sort(order), q) as ReturnType<typeof pageRows>;
}
const numbered = (rows: Row[]) => rows.map((r, i) => ({ id: i + 1, ...r }));
const newestFirst = (field: string) => (a: Row, b: Row) => String(b[field]).localeCompare(String(a[field])) || String(a.plateNo).localeCompare(String(b.plateNo));

/** The sudden drops and refills of the configured cars whose readings fall in the range of `startTime`. */
async function events(ctx: HandlerContext, kind: TankKind, f: Filters) {
  const range = timeRange(f.startTimeStart, f.startTimeEnd, ctx.store.devices, ctx.t);
  const out: { car: ConfiguredCar; type: 'drop' | 'fill'; e: ReturnType<typeof suddenDrops>[number] }[] = [];
  for (const car of await configuredCars(ctx.store, kind, f)) {
    const steps = await levelSteps(ctx.store, kind, car, { from: range.from - car.rules.dropMinutes * 60_000, to: range.to });
    const inRange = (e: { from: number }) => e.from >= range.from && e.from <= range.to;
    for (const e of suddenDrops(steps, car.rules).filter(inRange)) out.push({ car, type: 'drop', e });
    if (kind === 'water') for (const e of refills(steps, car.rules).filter(inRange)) out.push({ car, type: 'fill', e });
  }
  return out;
}

const oilAbnormal: ReportSource = async (ctx, q) => {
  const f = wire(q);
  const rows = (await events(ctx, 'oil', f))
    .map(({ car, e }) => ({ ...carColumns(car), abnormalType: e.moving ? 'leak' : 'theft', startTime: time(e.from), endTime: time(e.to), beforeLitres: e.before, afterLitres: e.after, dropLitres: e.litres }))
    .filter((r) => !f.abnormalType || r.abnormalType === f.abnormalType);
  return page(numbered(rows), q, newestFirst('startTime'));
};

const waterRecord: ReportSource = async (ctx, q) => {
  const f = wire(q);
  const rows = (await events(ctx, 'water', f))
    .map(({ car, type, e }) => ({ ...carColumns(car), eventType: type, startTime: time(e.from), endTime: time(e.to), beforeLitres: e.before, afterLitres: e.after, changeLitres: type === 'fill' ? e.litres : -e.litres }))
    .filter((r) => !f.eventType || r.eventType === f.eventType);
  return page(numbered(rows), q, newestFirst('startTime'));
};

/** Each configured car's days within the range. */
async function carDays(ctx: HandlerContext, kind: TankKind, f: Filters, range: { from: number; to: number }) {
  const out: { car: ConfiguredCar; days: LevelDay[] }[] = [];
  for (const car of await configuredCars(ctx.store, kind, f)) {
    const steps = await levelSteps(ctx.store, kind, car, { from: range.from - LEAD_MS, to: range.to - 1 });
    out.push({ car, days: dailyLevels(steps, car.rules, range.from) });
  }
  return out;
}

const oilFigures = (d: Omit<LevelDay, 'day'>) => ({ startLitres: d.start, endLitres: d.end, refuelLitres: d.refilled, refuelTimes: d.refills, abnormalLitres: d.dropped, consumedLitres: d.used, readings: d.readings });
const waterFigures = (d: Omit<LevelDay, 'day'>) => ({ startLitres: d.start, endLitres: d.end, filledLitres: d.refilled, fillTimes: d.refills, droppedLitres: d.dropped, usedLitres: d.used, readings: d.readings });

const daily =
  (kind: TankKind): ReportSource =>
  async (ctx, q) => {
    const f = wire(q);
    const figures = kind === 'oil' ? oilFigures : waterFigures;
    const rows = (await carDays(ctx, kind, f, dayRange(f.dayStart, f.dayEnd, ctx.store.devices, ctx.t))).flatMap(({ car, days }) => days.map((d) => ({ ...carColumns(car), day: d.day, ...figures(d) })));
    return page(numbered(rows), q, newestFirst('day'));
  };

const oilMonthly: ReportSource = async (ctx, q) => {
  const f = wire(q);
  const rows = (await carDays(ctx, 'oil', f, monthRange(f.monthStart, f.monthEnd, ctx.store.devices, ctx.t))).flatMap(({ car, days }) =>
    monthlyLevels(days).map((m) => ({ ...carColumns(car), month: m.month, days: m.days, ...oilFigures(m) })),
  );
  return page(numbered(rows), q, newestFirst('month'));
};

export const reportSources: Record<string, ReportSource> = { oilAbnormal, oilDaily: daily('oil'), oilMonthly, waterRecord, waterDaily: daily('water') };
