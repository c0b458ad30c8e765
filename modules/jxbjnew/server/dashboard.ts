/**
 * 机械化作业看板 (dashboard/getStatistics): the figures of a day (default today) and of its month to
 * that day, from the same results as the work report, each with its definition (catalogue keys
 * jxbjnew.def.*), and the month's completion and empty running day by day. Unknown is null ("--").
 */
import type { SeriesData, StatItem } from '../../../kit/charts/shapes';
import { formatDate, type Handler } from '../../../kit/resource';
import { datesOf } from './reports';
import { resultsOn, type ResultRow } from './model';

type Stat = StatItem & { key: string; value: number | string };
const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;
const DASH = '--';

/** The figures of a set of rows (vehicle km and water counted once per vehicle shift). */
export function figures(rows: ResultRow[]) {
  const measured = rows.filter((r) => r.completion != null);
  const shifts = new Map<string, ResultRow>();
  for (const r of rows) if (r.totalKm != null) shifts.set(`${r.workDate}|${String(r.shift)}|${String(r.carLineId ?? '')}|${String(r.privateLineId ?? '')}`, r);
  const total = [...shifts.values()].reduce((s, r) => s + Number(r.totalKm), 0);
  const work = [...shifts.values()].reduce((s, r) => s + Number(r.workKm ?? 0), 0);
  const water = [...shifts.values()].filter((r) => r.waterUsed != null);
  return {
    jobs: rows.length,
    measured: measured.length,
    met: rows.filter((r) => r.status === 'met').length,
    completion: measured.length ? round(measured.reduce((s, r) => s + Number(r.completion), 0) / measured.length) : null,
    deviations: rows.filter((r) => r.status === 'deviation').length,
    vehicles: new Set([...shifts.values()].map((r) => r.plateNo)).size,
    totalKm: shifts.size ? round(total, 2) : null,
    workKm: shifts.size ? round(work, 2) : null,
    emptyRate: total > 0 ? round(((total - work) / total) * 100) : null,
    waterUsed: water.length ? Math.round(water.reduce((s, r) => s + Number(r.waterUsed), 0)) : null,
  };
}

const UNITS: Record<string, string> = { completion: 'jxbjnew.unit.percent', emptyRate: 'jxbjnew.unit.percent', totalKm: 'jxbjnew.unit.km', workKm: 'jxbjnew.unit.km', waterUsed: 'jxbjnew.unit.litre' };
const DEFS: Record<string, string> = { jobs: 'jobs', measured: 'measured', met: 'met', completion: 'completion', deviations: 'deviations', vehicles: 'vehicles', totalKm: 'km', workKm: 'km', emptyRate: 'emptyRate', waterUsed: 'waterUsed' };

/** Stat cards of the figures: label and unit as catalogue keys, unknown as "--", the definition's key beside. */
const cards = (f: ReturnType<typeof figures>): (Stat & { help: string })[] =>
  Object.entries(f).map(([key, value]) => ({ key, label: `jxbjnew.stat.${key}`, value: value ?? DASH, ...(UNITS[key] && value != null ? { unit: UNITS[key] } : {}), help: `jxbjnew.def.${DEFS[key]!}` }));

export const getStatistics: Handler = async (ctx) => {
  const [date] = datesOf(ctx, ctx.input.date as string | undefined, ctx.input.date as string | undefined, 1);
  const first = `${date!.slice(0, 8)}01`;
  const month = datesOf(ctx, first, date);
  const rows = await resultsOn(ctx.store, month);
  const day = rows.filter((r) => r.workDate === date);
  const byDay = month.map((d) => figures(rows.filter((r) => r.workDate === d)));
  const trend: SeriesData = {
    categories: month,
    series: [
      { name: 'jxbjnew.series.completion', type: 'line', unit: 'jxbjnew.unit.percent', data: byDay.map((f) => f.completion) },
      { name: 'jxbjnew.series.emptyRate', type: 'line', unit: 'jxbjnew.unit.percent', data: byDay.map((f) => f.emptyRate) },
    ],
    current: date,
  };
  return {
    date, month: { from: first, to: date },
    day: cards(figures(day)), monthly: cards(figures(rows)),
    definitions: Object.values(DEFS).filter((v, i, a) => a.indexOf(v) === i).map((k) => ({ key: k, labels: Object.keys(DEFS).filter((s) => DEFS[s] === k).map((s) => `jxbjnew.stat.${s}`), text: `jxbjnew.def.${k}` })),
    trend, computedAt: formatDate(new Date(ctx.store.devices.now()), true),
  };
};
