/**
 * The tenant's settings (review/setting): the appeal window in hours and the grade thresholds, one
 * row of reviewSetting; the defaults apply until a row is written.
 */
import { HandlerError, type HandlerContext, type ModuleStore } from '../../../kit/resource';
import { DEFAULT_APPEAL_HOURS } from '../rules/appeal';
import { DEFAULT_THRESHOLDS, thresholdsRefusal, type Thresholds } from '../rules/score';

export type Settings = Thresholds & { appealHours: number };

export async function readSettings(store: ModuleStore): Promise<Settings & { id?: number }> {
  const [row] = await store.all('reviewSetting', {}, 1);
  if (!row) return { appealHours: DEFAULT_APPEAL_HOURS, ...DEFAULT_THRESHOLDS };
  return { id: Number(row.id), appealHours: Number(row.appealHours), excellent: Number(row.excellent), good: Number(row.good), pass: Number(row.pass) };
}

const given = (v: unknown) => v !== undefined && v !== null && String(v).trim() !== '';

/** review/setting: answers the settings; with any of appealHours, excellent, good, pass given, sets them first. */
export async function setting(ctx: HandlerContext): Promise<Settings> {
  const current = await readSettings(ctx.store);
  const { id: _id, ...values } = current;
  const keys = ['appealHours', 'excellent', 'good', 'pass'] as const;
  if (!keys.some((k) => given(ctx.input[k]))) return values;
  const next: Settings = { ...values };
  for (const k of keys) if (given(ctx.input[k])) next[k] = Number(ctx.input[k]);
  if (!Number.isInteger(next.appealHours) || next.appealHours < 1 || next.appealHours > 720) throw new HandlerError(ctx.t('ryxj.refused.appealHours'));
  const bad = thresholdsRefusal(next);
  if (bad) throw new HandlerError(ctx.t(bad.key, bad.params));
  if (current.id) await ctx.store.update('reviewSetting', current.id, next);
  else await ctx.store.create('reviewSetting', next);
  return next;
}
