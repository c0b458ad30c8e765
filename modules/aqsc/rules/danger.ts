/**
 * The rules of hidden dangers (隐患) that the workflow's table cannot say as data:
 * - overdue: a rectification is overdue when it was not done by its deadline — still not rectified
 *   after the deadline, or rectified after it — whatever the state (a late rectification stays
 *   flagged after acceptance and closing). Exactly at the deadline is in time; one minute past is late.
 * - a major danger (重大) must be listed for supervision (挂牌督办: measures, owner, funding, deadline and
 *   an emergency plan) before its rectification is reported;
 * - a danger closes (销号) only once accepted: the workflow allows 销号 from 已验收 only.
 * Times are 'YYYY-MM-DD HH:mm:ss' in the platform's local time, compared as text.
 *
 * @example
 *   isOverdue('2026-05-01 12:00:00', null, '2026-05-01 12:01:00'); // true
 *   isOverdue('2026-05-01 12:00:00', '2026-05-01 12:00:00', '2026-06-01 00:00:00'); // false
 */

export const RISK_LEVELS = ['major', 'larger', 'general', 'low'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];
/** The four colours of the risk levels (GB/T 33000 and the provinces' rules: red, orange, yellow, blue). */
export const RISK_COLOURS: Record<RiskLevel, string> = { major: '#f5222d', larger: '#fa8c16', general: '#fadb14', low: '#1677ff' };

export const DANGER_STATES = ['reported', 'supervised', 'rectified', 'accepted', 'closed'] as const;
export type DangerState = (typeof DANGER_STATES)[number];

const stamp = (v: unknown) => (v == null ? '' : String(v).replace('T', ' ').slice(0, 19));

/** Whether a rectification is overdue at `now`: not done by the deadline (unknown deadline: null). */
export function isOverdue(deadline: unknown, rectifiedAt: unknown, now: string): boolean | null {
  const d = stamp(deadline);
  if (!d) return null;
  const done = stamp(rectifiedAt);
  return done ? done > d : stamp(now) > d;
}

/** Minutes late (0 in time, null without a deadline): a board's "overdue by". */
export function minutesLate(deadline: unknown, rectifiedAt: unknown, now: string): number | null {
  const d = stamp(deadline);
  if (!d) return null;
  const end = stamp(rectifiedAt) || stamp(now);
  const diff = (Date.parse(`${end.replace(' ', 'T')}Z`) - Date.parse(`${d.replace(' ', 'T')}Z`)) / 60_000;
  return diff > 0 ? Math.floor(diff) : 0;
}

/** Why a danger's rectification may not be reported yet (a catalogue key), or null. */
export function rectifyProblem(d: { level?: unknown; supervisedAt?: unknown }, photos: number): string | null {
  if (d.level === 'major' && !d.supervisedAt) return 'aqsc.rule.majorNotListed';
  if (photos < 1) return 'aqsc.rule.rectifyPhotos';
  return null;
}

/** Whether a danger may close: only an accepted one (a major one too: never without acceptance). */
export function canClose(d: { state?: unknown; acceptedAt?: unknown }): boolean {
  return d.state === 'accepted' && !!d.acceptedAt;
}
