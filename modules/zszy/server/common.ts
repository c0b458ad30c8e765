// Parameters every board call reads: the moment of its figures (asOf) and a range of days ending the day before it.
import { formatDate, HandlerError, type HandlerContext } from '../../../kit/resource';

/** The moment the figures are taken at: `asOf` (ISO) when the screen sends one, else now. */
export function asOfOf(ctx: HandlerContext): Date {
  const v = ctx.input.asOf;
  if (v === undefined || v === null || v === '') return new Date(ctx.store.devices.now());
  const d = typeof v === 'string' ? new Date(v) : new Date(NaN);
  if (Number.isNaN(d.getTime())) throw new HandlerError(ctx.t('zszy.param.asOf'));
  return d;
}

/** `days` (7–90, default 30) days ending the day before `asOf` (a day's figures are closed at midnight). */
export function daysBefore(ctx: HandlerContext, asOf: Date): string[] {
  const raw = ctx.input.days ?? 30;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 7 || n > 90) throw new HandlerError(ctx.t('zszy.param.days'));
  return Array.from({ length: n }, (_, i) => formatDate(new Date(asOf.getTime() - (n - i) * 86_400_000)));
}

export const DISTRICTS = ['shangcheng', 'gongshu', 'xihu', 'binjiang', 'xiaoshan', 'yuhang'];

/** The `district` filter, if any (checked). */
export function districtOf(ctx: HandlerContext): string | undefined {
  const d = ctx.input.district;
  if (d === undefined || d === null || d === '') return undefined;
  if (typeof d !== 'string' || !DISTRICTS.includes(d)) throw new HandlerError(ctx.t('zszy.param.district', { district: String(d).slice(0, 20) }));
  return d;
}

export const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;
