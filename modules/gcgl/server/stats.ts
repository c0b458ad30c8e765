/**
 * Per toilet and day, what its gateways' readings say (never stored: computed at each call):
 * visitors (the sum of the visitor counters' readings, each the visitors since the last), ammonia
 * (mean and highest of the ammonia sensors), water (the drops of a tank level sensor times its
 * capacity, plus the rise of a water meter's total within the day) and electricity (the rise of an
 * electricity meter's total). A toilet without such a sub-device, or without readings, has null.
 * Serves statsInfoPageList / statsInfoExport (the range summed per toilet, with the operations side's
 * alarm counts and mean ratings, ops/figures.ts) and waterElectric/pageList (per day).
 */
import { checkedToWire, formatDate, pageRows, type CheckedListQuery, type HandlerContext, type ReportSource } from '../../../kit/resource';
import { dayStart, rangeOf, readLedger, type Ledger } from './ledger';
import { opsStatsFigures } from './ops/figures';

type Row = Record<string, unknown>;
type Range = { from: number; to: number };

/** One toilet's figures of one day. */
export type DayFigures = { visitors: number | null; nh3Sum: number; nh3Count: number; nh3Max: number | null; water: number | null; electric: number | null };

/**
 * Figures another part of the module adds to the statistics per toilet over a range (the operations
 * side's alarm count and mean comment score), registered in server.ts: `ledgerReports([alarmsAndComments])`.
 */
export type ToiletFigures = (ctx: HandlerContext, toiletIds: number[], range: Range) => Promise<Map<number, { alarmCount?: number | null; commentAvg?: number | null }>>;

const add = (a: number | null, b: number) => (a ?? 0) + b;
const round = (n: number | null, digits: number) => (n === null ? null : Math.round(n * 10 ** digits) / 10 ** digits);
const empty = (): DayFigures => ({ visitors: null, nh3Sum: 0, nh3Count: 0, nh3Max: null, water: null, electric: null });

/** Each toilet's figures per day (local midnight → figures) within the range. */
export async function dailyFigures(ctx: HandlerContext, ledger: Ledger, toiletIds: number[], range: Range): Promise<Map<number, Map<number, DayFigures>>> {
  const out = new Map<number, Map<number, DayFigures>>(toiletIds.map((id) => [id, new Map()]));
  const day = (toiletId: number, t: number) => {
    const days = out.get(toiletId)!;
    const key = dayStart(t);
    if (!days.has(key)) days.set(key, empty());
    return days.get(key)!;
  };
  for (const g of ledger.gateways) {
    const toiletId = Number(g.row.toiletId);
    if (!out.has(toiletId) || !g.device) continue;
    const subs = ledger.subs.filter((s) => Number(s.gatewayId) === Number(g.row.id));
    if (!subs.length) continue;
    const steps = await ctx.store.devices.readings(g.device.id, [...new Set(subs.map((s) => String(s.metric)))], { from: range.from, to: range.to - 1 });
    for (const s of subs) {
      const metric = String(s.metric);
      const values = steps.filter((r) => r.values[metric] !== undefined).map((r) => ({ t: r.t, v: r.values[metric]! }));
      if (s.subType === 'visitors') for (const r of values) day(toiletId, r.t).visitors = add(day(toiletId, r.t).visitors, r.v);
      else if (s.subType === 'nh3')
        for (const r of values) {
          const d = day(toiletId, r.t);
          d.nh3Sum += r.v;
          d.nh3Count += 1;
          d.nh3Max = Math.max(d.nh3Max ?? -Infinity, r.v);
        }
      else if (s.subType === 'waterLevel' && Number(s.capacity) > 0)
        // A level (%) that falls by p used p % of the tank; a rise is a refill.
        for (let i = 1; i < values.length; i++) {
          const drop = values[i - 1]!.v - values[i]!.v;
          const d = day(toiletId, values[i]!.t);
          d.water = add(d.water, drop > 0 ? (drop / 100) * (Number(s.capacity) / 1000) : 0);
        }
      else if (s.subType === 'waterMeter' || s.subType === 'electricMeter') {
        // A meter's total rises; a day's use is its rise from the day's first to its last reading.
        const byDay = new Map<number, { first: number; last: number }>();
        for (const r of values) {
          const k = dayStart(r.t);
          const m = byDay.get(k);
          byDay.set(k, m ? { first: m.first, last: r.v } : { first: r.v, last: r.v });
        }
        for (const [k, m] of byDay) {
          const d = day(toiletId, k);
          if (s.subType === 'waterMeter') d.water = add(d.water, Math.max(0, m.last - m.first));
          else d.electric = add(d.electric, Math.max(0, m.last - m.first));
        }
      }
    }
  }
  return out;
}

const wire = (q: CheckedListQuery) => checkedToWire(q.filters) as Record<string, string | undefined>;

/** The toilets a statistics list covers (filters toiletId, regionId) and its checked range (default the last 7 days, today included). */
async function scope(ctx: HandlerContext, q: CheckedListQuery, rangeField: string) {
  const f = wire(q);
  // By default the last seven days, today included.
  const now = ctx.store.devices.now();
  const start = f[`${rangeField}Start`] ?? (f[`${rangeField}End`] ? undefined : formatDate(new Date(dayStart(now) - 6 * 86_400_000)));
  const range = rangeOf(start, f[`${rangeField}End`], now, 7, ctx.store.devices.maxRangeDays, ctx.t('gcgl.error.range', { days: ctx.store.devices.maxRangeDays }));
  const ledger = await readLedger(ctx.store);
  const toilets = ledger.toilets.filter((t) => (!f.toiletId || Number(t.id) === Number(f.toiletId)) && (!f.regionId || Number(t.regionId) === Number(f.regionId)));
  return { ledger, range, toilets: toilets.sort((a, b) => String(a.toiletCode).localeCompare(String(b.toiletCode))) };
}

/** statsInfoPageList (and statsInfoExport): per toilet over the range. */
export const statsSource: ReportSource = async (ctx, q) => {
    const { ledger, range, toilets } = await scope(ctx, q, 'statDate');
    const ids = toilets.map((t) => Number(t.id));
    const figures = await dailyFigures(ctx, ledger, ids, range);
    const added = await opsStatsFigures(ctx, ids, range);
    const days = Math.round((dayStart(range.to - 1) - dayStart(range.from)) / 86_400_000) + 1;
    const rows = toilets.map((t) => {
      const id = Number(t.id);
      const d = [...figures.get(id)!.values()];
      const sum = (pick: (x: DayFigures) => number | null) => (d.some((x) => pick(x) !== null) ? d.reduce((s, x) => s + (pick(x) ?? 0), 0) : null);
      const nh3Count = d.reduce((s, x) => s + x.nh3Count, 0);
      const extra = added.get(id) ?? {};
      return {
        id,
        toiletCode: t.toiletCode,
        toiletName: t.toiletName,
        regionName: ledger.regions.get(Number(t.regionId))?.regionName ?? '',
        days,
        visitors: sum((x) => x.visitors),
        nh3Avg: nh3Count ? round(d.reduce((s, x) => s + x.nh3Sum, 0) / nh3Count, 2) : null,
        nh3Max: round(d.reduce<number | null>((m, x) => (x.nh3Max === null ? m : Math.max(m ?? -Infinity, x.nh3Max)), null), 2),
        waterM3: round(sum((x) => x.water), 3),
        electricKwh: round(sum((x) => x.electric), 2),
        alarmCount: extra.alarmCount ?? null,
        commentAvg: extra.commentAvg ?? null,
      };
    });
    return pageRows(rows, q);
  };

/** waterElectric/pageList: per toilet and day of the range, newest day first unless sorted. */
export const waterElectricSource: ReportSource = async (ctx, q) => {
  const { ledger, range, toilets } = await scope(ctx, q, 'day');
  const figures = await dailyFigures(ctx, ledger, toilets.map((t) => Number(t.id)), range);
  const rows: Row[] = [];
  for (let d = dayStart(range.to - 1); d >= dayStart(range.from); d = dayStart(d - 43_200_000)) {
    for (const t of toilets) {
      const x = figures.get(Number(t.id))!.get(d) ?? empty();
      rows.push({
        id: rows.length + 1,
        day: formatDate(new Date(d)),
        toiletCode: t.toiletCode,
        toiletName: t.toiletName,
        waterM3: round(x.water, 3),
        electricKwh: round(x.electric, 2),
        visitors: x.visitors,
      });
    }
  }
  return pageRows(rows, q);
};
