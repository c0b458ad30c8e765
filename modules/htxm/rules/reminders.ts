/**
 * Expiry and renewal reminders of a contract (合同到期提醒), the pattern of 人事管理's contract
 * reminders with the thresholds this issue names: days left = calendar days from today to the
 * contract's end date; the stage is the smallest of 60, 30, 15, 7 not below the days left (60…31 →
 * 60天, 30…16 → 30天, 15…8 → 15天, 7…1 → 7天); on the end day (0) and after it → 已到期; more than 60
 * days → none. A contract renewed (another contract names it as 续签自) has no reminder.
 */
import { daysBetween } from './dates';

export const THRESHOLDS = [60, 30, 15, 7] as const;
export const STAGES = ['d60', 'd30', 'd15', 'd7', 'expired'] as const;
export type Stage = (typeof STAGES)[number];

export function stageOf(daysLeft: number): Stage | null {
  if (daysLeft <= 0) return 'expired';
  for (let i = THRESHOLDS.length - 1; i >= 0; i--) if (daysLeft <= THRESHOLDS[i]!) return `d${THRESHOLDS[i]!}` as Stage;
  return null;
}

export function reminderOf(endDate: string, today: string, renewed: boolean): { stage: Stage; daysLeft: number } | null {
  if (renewed) return null;
  const daysLeft = daysBetween(today, endDate);
  const stage = stageOf(daysLeft);
  return stage ? { stage, daysLeft } : null;
}

/** A payment's state on `today`: paid (on time or late) or unpaid (due or overdue, with the days overdue). */
export function paymentState(dueDate: string | null, paidDate: string | null, today: string): { status: 'paid' | 'paidLate' | 'due' | 'overdue' | 'unknown'; overdueDays: number | null } {
  if (!dueDate) return { status: 'unknown', overdueDays: null };
  if (paidDate) {
    const late = daysBetween(dueDate, paidDate);
    return late > 0 ? { status: 'paidLate', overdueDays: late } : { status: 'paid', overdueDays: 0 };
  }
  const late = daysBetween(dueDate, today);
  return late > 0 ? { status: 'overdue', overdueDays: late } : { status: 'due', overdueDays: 0 };
}
