/**
 * Vehicle pre-trip checks (出车前检查): one per vehicle per day, four items — lights (灯光), brakes
 * (制动), fire extinguisher (灭火器) and body equipment (车身及上装设备) — each 正常 or 异常.
 * - A check passes when every item is 正常, fails when any item is 异常; an item left empty makes the
 *   result unknown (null), never a pass.
 * - A day without a check is 未检查 (not checked): never a pass. A vehicle's day reads 合格, 不合格 or 未检查.
 */
export const CHECK_ITEMS = ['lights', 'brakes', 'extinguisher', 'bodyEquipment'] as const;
export type CheckItem = (typeof CHECK_ITEMS)[number];
export type ItemState = 'ok' | 'fault';
export type DayStatus = 'pass' | 'fail' | 'notChecked';

/** The result of one check from its items. */
export function tripResult(items: Partial<Record<CheckItem, unknown>>): 'pass' | 'fail' | null {
  const values = CHECK_ITEMS.map((k) => items[k]);
  if (values.some((v) => v === 'fault')) return 'fail';
  if (values.some((v) => v !== 'ok')) return null;
  return 'pass';
}

/** A vehicle's day: its check's result, or 未检查 when there is none (or its result is unknown). */
export function dayStatus(check: { result?: unknown } | undefined): DayStatus {
  if (!check) return 'notChecked';
  return check.result === 'pass' ? 'pass' : check.result === 'fail' ? 'fail' : 'notChecked';
}

/** The dates from `from` to `to`, both included (YYYY-MM-DD). */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`), end = Date.parse(`${to}T00:00:00Z`); t <= end; t += 86_400_000) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}
