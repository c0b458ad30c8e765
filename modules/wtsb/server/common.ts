/**
 * Helpers the area's handlers share: reading ids and numbers from a request, loading the caller's
 * case, the current time as the tables store it, and labels of the area's choices.
 */
import { formatDate, HandlerError, type HandlerContext, type ModuleStore } from '../../../kit/resource';

export type Row = Record<string, unknown>;

/** A time as 'YYYY-MM-DD HH:mm:ss' (how datetime fields are stored). */
export const timeText = (d: Date): string => formatDate(d, true);

/** The server's current time (its configured clock, never the wall clock) as the tables store it. */
export const nowText = (store: Pick<ModuleStore, 'devices'>): string => timeText(new Date(store.devices.now()));

/** A stored datetime as epoch milliseconds (local time, as written). */
export const timeOf = (v: unknown): number | null => {
  if (typeof v !== 'string' || !v) return null;
  const ms = Date.parse(v.replace(' ', 'T'));
  return Number.isNaN(ms) ? null : ms;
};

/** Hours between two stored datetimes, one decimal. */
export const hoursBetween = (a: unknown, b: unknown): number | null => {
  const x = timeOf(a);
  const y = timeOf(b);
  return x === null || y === null ? null : Math.round(((y - x) / 3600_000) * 10) / 10;
};

/** A positive integer id from a request value ('12', 12), or null. */
export function positiveId(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,15}$/.test(v.trim()) ? Number(v) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** The case id of a request (`id` or `problemId`); refuses when missing or malformed. */
export function caseIdOf(ctx: HandlerContext): number {
  const id = positiveId(ctx.input.id ?? ctx.input.problemId);
  if (id === null) throw new HandlerError(ctx.t('wtsb.refused.noId'));
  return id;
}

/** The caller's case; refuses when it does not exist in the caller's tenant. */
export async function loadCase(ctx: HandlerContext, id = caseIdOf(ctx)): Promise<Row> {
  const row = await ctx.store.get('problem', id);
  if (!row) throw new HandlerError(ctx.t('wtsb.refused.notFound'));
  return row;
}

/** Whole hours 1..720 from a request value; refuses with the field's label otherwise. */
export function hoursOf(ctx: HandlerContext, v: unknown, labelKey: string): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,4}$/.test(v.trim()) ? Number(v) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > 720) throw new HandlerError(ctx.t('wtsb.refused.hours', { label: ctx.t(labelKey) }));
  return n;
}

/** A remark of at most 500 characters ('' when absent). */
export const remarkOf = (v: unknown): string => (typeof v === 'string' ? v.trim().slice(0, 500) : '');

/** The zh-CN label of a choice of the area. */
export const enumLabel = (t: HandlerContext['t'], name: string, value: unknown): string => t(`wtsb.enum.${name}.${String(value)}`);

/** Every row of a resource (the area's lists stay well under the store's 5000-row read). */
export const allRows = (store: ModuleStore, resource: string, filters: Record<string, unknown> = {}): Promise<Row[]> =>
  store.all(resource, filters, 5000);

/** Report-time filters a statistics request may carry, as wire parameters of the problem resource. */
export function periodFilters(input: Row): Row {
  const start = input.reportTimeStart ?? input.startTime ?? input.beginTime ?? input.startDate;
  const end = input.reportTimeEnd ?? input.endTime ?? input.endDate;
  const out: Row = {};
  if (typeof start === 'string' && start) out.reportTimeStart = start.length === 10 ? `${start} 00:00:00` : start;
  if (typeof end === 'string' && end) out.reportTimeEnd = end.length === 10 ? `${end} 23:59:59` : end;
  return out;
}

/** The caller's name as the area shows it: their common-person name, else their user name. */
export async function actorName(ctx: HandlerContext): Promise<string> {
  const me = (await allRows(ctx.store, 'commonPerson')).find((p) => String(p.userId) === ctx.caller.userId);
  return typeof me?.personName === 'string' ? me.personName : ctx.caller.userName;
}
