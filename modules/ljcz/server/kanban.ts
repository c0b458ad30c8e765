/**
 * 处置看板 (kanban/getStatistics, `part` = stats | trend | facilities): the plants' intake by
 * kit/waste/loadWeight. A plant's intake is every load weighed in at its gate: collection loads
 * (newly collected garbage) and transfer legs from the stations (garbage collected before: counted in
 * the intake, never again as collected). A load without a valid weight is counted in leftOut and left
 * out of tonnes and averages. Closed days from intakeDaily, the ledger's days from basicInfo.
 */
import { formatDate, HandlerError, type Handler, type HandlerContext } from '../../../kit/resource';
import { tonnage, type Load, type Tonnage } from '../../../kit/waste/loadWeight';

type Day = { day: string; facilityId: number; directTonnes: number | null; transferTonnes: number | null; counted: number; leftOut: number };
/** No load at all is a known 0 t; loads none of which had a valid weight stay unknown (null). */
const sure = (t: Tonnage): Tonnage => (t.counted + t.leftOut === 0 ? { ...t, tonnes: 0 } : t);
const asLoad = (r: Record<string, unknown>): Load => ({ confirmedNet: r.confirmedNet as number | null, gross: r.grossWeight as number | null, tare: r.tareWeight as number | null, leg: r.leg as 'collect' | 'transfer' });
const add = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.round((a + b) * 1000) / 1000);
/** The day `n` days before the server's clock. */
const dayOffset = (ctx: HandlerContext, n: number) => formatDate(new Date(ctx.store.devices.now() - n * 86_400_000));

/** Per day and plant over [from, to]. */
async function days(ctx: HandlerContext, from: string, to: string): Promise<Day[]> {
  const [closed, ledger] = await Promise.all([ctx.store.all('intakeDaily', { dayStart: from, dayEnd: to }, 20000), ctx.store.all('basicInfo', { inTimeStart: from, inTimeEnd: to }, 20000)]);
  const out = new Map<string, Day>(closed.map((r) => [`${r.day}|${r.facilityId}`, { day: String(r.day), facilityId: r.facilityId as number, directTonnes: r.directTonnes as number | null, transferTonnes: r.transferTonnes as number | null, counted: Number(r.counted ?? 0), leftOut: Number(r.leftOut ?? 0) }]));
  const groups = new Map<string, Record<string, unknown>[]>();
  for (const r of ledger) {
    const key = `${String(r.inTime).slice(0, 10)}|${r.facilityId}`;
    if (!out.has(key)) groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  for (const [key, rows] of groups) {
    const [day, facilityId] = key.split('|') as [string, string];
    const loads = rows.map(asLoad);
    const direct = sure(tonnage(loads));
    const transfer = sure(tonnage(loads, { legs: 'transfer' }));
    out.set(key, { day, facilityId: Number(facilityId), directTonnes: direct.tonnes, transferTonnes: transfer.tonnes, counted: direct.counted + transfer.counted, leftOut: direct.leftOut + transfer.leftOut });
  }
  return [...out.values()];
}

function sum(list: Day[]) {
  const s = list.reduce((a, d) => ({ direct: add(a.direct, d.directTonnes), transfer: add(a.transfer, d.transferTonnes), counted: a.counted + d.counted, leftOut: a.leftOut + d.leftOut }), { direct: null as number | null, transfer: null as number | null, counted: 0, leftOut: 0 });
  const intake = add(s.direct, s.transfer);
  return { ...s, intake, average: intake !== null && s.counted ? Math.round((intake / s.counted) * 1000) / 1000 : null };
}

async function latestDay(ctx: HandlerContext): Promise<string> {
  const rows = await ctx.store.aggregate('basicInfo', { groupBy: ['inTime:day'], orderBy: { field: 'inTime_day', order: 'desc' }, limit: 1 });
  return (rows[0]?.inTime_day as string | undefined) ?? dayOffset(ctx, 0);
}

const getStatistics: Handler = async (ctx) => {
  const part = ctx.input.part ?? 'stats';
  const date = ctx.input.date;
  if (date !== undefined && date !== '' && (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date))) throw new HandlerError(ctx.t('ljcz.param.date'));
  const day = typeof date === 'string' && date ? date : await latestDay(ctx);
  if (part === 'stats') {
    const [list, facilities] = await Promise.all([days(ctx, day, day), ctx.store.all('facility', {}, 100)]);
    const s = sum(list);
    const capacity = facilities.reduce((a, f) => a + Number(f.capacity ?? 0), 0);
    return { day, asOf: formatDate(new Date(ctx.store.devices.now()), true), intake: s.intake, directTonnes: s.direct, transferTonnes: s.transfer, counted: s.counted, leftOut: s.leftOut, average: s.average, loadRate: s.intake !== null && capacity ? Math.round((s.intake / capacity) * 10000) / 100 : null };
  }
  if (part === 'trend') {
    const cats = Array.from({ length: 30 }, (_, i) => dayOffset(ctx, 29 - i));
    const list = await days(ctx, cats[0]!, cats[29]!);
    const by = (d: string) => sum(list.filter((x) => x.day === d));
    return {
      categories: cats,
      series: [
        { name: 'ljcz.figure.directTonnes', type: 'bar', stack: 'intake', unit: 'kit.unit.t', data: cats.map((d) => by(d).direct) },
        { name: 'ljcz.figure.transferTonnes', type: 'bar', stack: 'intake', unit: 'kit.unit.t', data: cats.map((d) => by(d).transfer) },
      ],
    };
  }
  if (part === 'facilities') {
    const [list, facilities] = await Promise.all([days(ctx, day, day), ctx.store.all('facility', {}, 100)]);
    return facilities.map((f) => {
      const mine = list.filter((d) => d.facilityId === f.id);
      // No load at all is a known 0; loads none of which had a valid weight are unknown (null).
      const s = mine.length ? sum(mine) : { intake: 0, direct: 0, transfer: 0, counted: 0, leftOut: 0 };
      return { facilityName: f.facilityName, intake: s.intake, directTonnes: s.direct, transferTonnes: s.transfer, counted: s.counted, leftOut: s.leftOut, loadRate: s.intake !== null && f.capacity ? Math.round((s.intake / Number(f.capacity)) * 10000) / 100 : null };
    });
  }
  throw new HandlerError(ctx.t('ljcz.param.part', { part: String(part).slice(0, 20) }));
};

export const kanbanHandlers: Record<string, Handler> = { '/cloud/ljcz/kanban/getStatistics': getStatistics };
