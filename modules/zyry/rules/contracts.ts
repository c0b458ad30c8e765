/**
 * Contract reminders: at 60, 30, 15, 7 and 3 days before a contract ends and on its expiry. A
 * contract's stage is the nearest reminder it has reached (59 days left: d60; 3 days left: d3; the end
 * date itself: d3 — the last working day; past it: expired); the reminder's wording follows the
 * employment relation: a labour contract (劳动合同) is renewed or ended with 30 days' written notice,
 * a labour service agreement (劳务协议, staff past the statutory retirement age) is renewed as an
 * agreement with no social insurance, a dispatch (劳务派遣) is settled with the dispatching agency.
 */
import { daysBetween } from './time';

export const REMINDER_DAYS = [60, 30, 15, 7, 3] as const;
export const STAGES = ['expired', 'd3', 'd7', 'd15', 'd30', 'd60', 'valid'] as const;
export type Stage = (typeof STAGES)[number];
export const RELATIONS = ['labour', 'service', 'dispatch'] as const;
export type Relation = (typeof RELATIONS)[number];

/** Days from `today` to the contract's end (negative once it has ended). */
export const daysLeft = (end: string, today: string) => daysBetween(today, end);

/** The reminder stage of a contract ending on `end`, seen on `today`. */
export function contractStage(end: string, today: string): Stage {
  const left = daysLeft(end, today);
  if (left < 0) return 'expired';
  for (const d of [...REMINDER_DAYS].reverse()) if (left <= d) return `d${d}` as Stage;
  return 'valid';
}
