// 运输日报 / 运输月报: the daily figures (days.ts) per day or month and garbage type, filtered, sorted and paged.
import { pageRows, type CheckedListQuery, type ReportSource } from '../../../kit/resource';
import { dailyFigures, sumBy } from './days';

function filterValue(q: CheckedListQuery, field: string) {
  return q.filters.find((f) => f.field === field);
}

function typeFilter(q: CheckedListQuery): (g: string) => boolean {
  const f = filterValue(q, 'garbageType');
  if (!f) return () => true;
  const wanted = f.mode === 'in' ? f.value : [String(f.value)];
  return (g) => wanted.includes(g);
}

const dailyList: ReportSource = async (ctx, q) => {
  const range = filterValue(q, 'day');
  const [from, to] = range?.mode === 'range' ? (range.value as [string | null, string | null]) : [null, null];
  const keep = typeFilter(q);
  const rows = (await dailyFigures(ctx, from, to)).filter((r) => keep(r.garbageType));
  return pageRows(rows, q);
};

const monthlyList: ReportSource = async (ctx, q) => {
  const month = filterValue(q, 'month');
  const keep = typeFilter(q);
  const rows = (await dailyFigures(ctx)).filter((r) => keep(r.garbageType) && (!month || r.day.startsWith(String(month.value))));
  const sums = sumBy(rows, (r) => `${r.day.slice(0, 7)}|${r.garbageType}`);
  const out = [...sums.values()].map(({ key, ...s }) => ({ month: key.split('|')[0]!, garbageType: key.split('|')[1]!, ...s }));
  return pageRows(out, q);
};

export const reports: Record<string, ReportSource> = { dailyReport: dailyList, monthlyReport: monthlyList };
