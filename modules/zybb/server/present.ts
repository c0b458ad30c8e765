/**
 * What rows show that the server composes rather than stores: a trip's weight (kit/waste/loadWeight.ts)
 * and the operations daily report's figures (rules/figures.ts dayFigures), on every read.
 */
import { loadWeight } from '../../../kit/waste/loadWeight';
import type { HandlerContext } from '../../../kit/resource';
import { dayFigures } from '../rules/figures';
import { daysBetween, facilities, today, tripOf, tripsBetween } from './rows';

type Row = Record<string, unknown>;
type Ctx = Omit<HandlerContext, 'input'>;

async function dailyFigures(rows: Row[], { store }: Ctx): Promise<Row[]> {
  const dates = rows.map((r) => String(r.reportDate).slice(0, 10)).filter(Boolean).sort();
  if (!dates.length) return rows;
  const [from, to] = [dates[0]!, dates[dates.length - 1]!];
  const [trips, days, plants] = await Promise.all([tripsBetween(store, from, to), daysBetween(store, from, to), facilities(store)]);
  const t = today(store);
  return rows.map((r) => {
    const date = String(r.reportDate).slice(0, 10);
    return { ...r, ...dayFigures(date, t, trips.filter((x) => x.tripAt.startsWith(date)), days.filter((d) => d.workDate === date), plants) };
  });
}

export const present = {
  carTrip: (rows: Row[]) => rows.map((r) => ({ ...r, weight: loadWeight(tripOf(r)) })),
  operateDailyReport: dailyFigures,
};
