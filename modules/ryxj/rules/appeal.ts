/**
 * The rules of an appeal and its review, pure (server/flow.ts applies them in the calls):
 * - an inspection can be appealed only while it is 已确认 (published) and until its window closes:
 *   published at + the tenant's appeal window (review/setting, hours); a minute later is refused;
 * - the reviewer may not be the inspector (neither the account that recorded the inspection nor a
 *   person of the same name as the inspector);
 * - the result decides the deduction in force: 成立 (upheld) gives back the whole deduction, 部分成立
 *   (partly) gives back the points the reviewer names — more than 0 and less than the deduction —,
 *   驳回 (rejected) keeps it.
 */
import { msOf, plusHours } from './time';

export type Refusal = { key: string; params?: Record<string, string | number> };

/** Default appeal window: 72 hours from the publication. */
export const DEFAULT_APPEAL_HOURS = 72;

export const appealDeadline = (publishedAt: string, hours: number): string => plusHours(publishedAt, hours);

/** Why an inspection cannot be appealed at `now` (null: it can). */
export function appealRefusal(e: { evalNo: string; state: string; publishedAt: string | null }, now: string, hours: number): Refusal | null {
  if (e.state === 'appealed' || e.state === 'reviewed') return { key: 'ryxj.refused.appealTwice', params: { evalNo: e.evalNo } };
  if (e.state !== 'published' || !e.publishedAt) return { key: 'ryxj.refused.appealState', params: { evalNo: e.evalNo, state: e.state } };
  const deadline = appealDeadline(e.publishedAt, hours);
  if (msOf(now) > msOf(deadline)) return { key: 'ryxj.refused.appealLate', params: { evalNo: e.evalNo, deadline } };
  return null;
}

/** Why this reviewer may not decide on this inspection (null: they may). */
export function reviewerRefusal(inspector: { userId: string | null; name: string | null }, reviewer: { userId: string; name: string }): Refusal | null {
  const same = (inspector.userId && inspector.userId === reviewer.userId) || (inspector.name && inspector.name === reviewer.name);
  return same ? { key: 'ryxj.refused.reviewerIsInspector' } : null;
}

/** The deduction in force after a review, or why the decision is refused. */
export function reviewedPoints(contested: number, result: string, restored: number | null): { points: number; restored: number } | Refusal {
  if (result === 'upheld') return { points: 0, restored: contested };
  if (result === 'rejected') return { points: contested, restored: 0 };
  if (result !== 'partly') return { key: 'ryxj.refused.result' };
  if (restored === null || !Number.isFinite(restored) || restored <= 0 || restored >= contested) {
    return { key: 'ryxj.refused.partly', params: { points: contested } };
  }
  const r = Math.round(restored * 10) / 10;
  return { points: Math.round((contested - r) * 10) / 10, restored: r };
}

export const isRefusal = (x: unknown): x is Refusal => typeof x === 'object' && x !== null && 'key' in x;
