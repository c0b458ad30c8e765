/**
 * 作业报表, computed on every call (never stored by hand): server/model.ts reads the plans and the
 * tracks, rules/measure.ts decides. Dates from workDateStart to workDateEnd (one end alone: that day;
 * neither: today; at most 31 days), filtered by shift, plate, line, road, job and result; newest first.
 */
import { checkedToWire, HandlerError, pageRows, type CheckedListQuery, type HandlerContext, type ReportSource } from '../../../kit/resource';
import { addDays, chinaDate, dayStart } from '../rules/work';
import { deviationWords, resultsOn, type ResultRow } from './model';

type Wire = Record<string, string | undefined>;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const SHIFT_ORDER: Record<string, number> = { D: 0, Z: 1, N: 2 };

/** The dates of a range, checked (the report's and the board's). */
export function datesOf(ctx: HandlerContext, start: string | undefined, end: string | undefined, max = 31): string[] {
  const today = chinaDate(ctx.store.devices.now());
  const s = (start ?? '').slice(0, 10), e = (end ?? '').slice(0, 10);
  const from = s || e || today, to = e || s || today;
  if (!DATE.test(from) || !DATE.test(to) || Number.isNaN(dayStart(from)) || Number.isNaN(dayStart(to))) throw new HandlerError(ctx.t('jxbjnew.workReport.badDate'));
  const days = Math.round((dayStart(to) - dayStart(from)) / 86_400_000) + 1;
  if (days < 1 || days > max) throw new HandlerError(ctx.t('jxbjnew.workReport.badRange'));
  return Array.from({ length: days }, (_, i) => addDays(from, i));
}

const like = (v: unknown, f: string | undefined) => !f || String(v ?? '').includes(f);
const anyOf = (v: unknown, f: string | undefined) => !f || f.split(',').includes(String(v));

/** The report's rows (also its export), deviations in the caller's words. */
export async function reportRows(ctx: HandlerContext, f: Wire): Promise<ResultRow[]> {
  const rows = await resultsOn(ctx.store, datesOf(ctx, f.workDateStart, f.workDateEnd));
  return rows
    .filter((r) => anyOf(r.shift, f.shift) && anyOf(r.jobType, f.jobType) && anyOf(r.status, f.status) && like(r.plateNo, f.plateNo) && like(r.lineName, f.lineName) && like(r.roadName, f.roadName))
    .sort((a, b) => b.workDate.localeCompare(a.workDate) || (SHIFT_ORDER[String(a.shift)] ?? 9) - (SHIFT_ORDER[String(b.shift)] ?? 9) || String(a.plateNo).localeCompare(String(b.plateNo)))
    .map((r, i) => ({ ...r, id: `${r.workDate}-${i + 1}`, deviations: deviationWords(r.deviations, ctx.t) }));
}

export const reportSources: Record<string, ReportSource> = {
  workReport: async (ctx, q: CheckedListQuery) => pageRows(await reportRows(ctx, checkedToWire(q.filters) as Wire), q),
};
