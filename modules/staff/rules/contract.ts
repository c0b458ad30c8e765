/**
 * Employment relations and contract reminders, as pure functions (the server and the tests read them).
 *
 * Relations (用工关系):
 * - `labour` 劳动合同 — an employee under the Labour Contract Law; only before the statutory retirement
 *   age (a labour contract ends by law when the worker reaches it, 劳动合同法 §44 and its rules §21).
 * - `service` 劳务协议 — only for people past the statutory retirement age on the agreement's start.
 * - `dispatch` 劳务派遣 — employed by a dispatching company, which is named on the record.
 *
 * Reminders (合同提醒) follow from the relation: a labour contract's effective end is the earlier of its
 * end date and the day the person reaches retirement age (whichever comes first, with that reason; an
 * open-ended labour contract, 无固定期限, ends only at retirement); a labour-service agreement and a
 * dispatch agreement are fixed-term and end on their end date. Days left = calendar days
 * from today to the effective end. A reminder is due at 60, 30, 15, 7 and 3 days: the stage is the
 * smallest threshold not below the days left (60 … 31 days: the 60-day reminder; 30 … 16: 30; 15 … 8:
 * 15; 7 … 4: 7; 3 … 1: 3); on the end day (0 days left) and after it the stage is 到期 (expired);
 * more than 60 days left: no reminder.
 */
import { daysBetween } from './dates';
import { retirementDate, type Gender } from './retirement';

export const RELATIONS = ['labour', 'service', 'dispatch'] as const;
export type Relation = (typeof RELATIONS)[number];

export const THRESHOLDS = [60, 30, 15, 7, 3] as const;
export const STAGES = ['d60', 'd30', 'd15', 'd7', 'd3', 'expired'] as const;
export type Stage = (typeof STAGES)[number];

export type ContractPerson = {
  relation: Relation;
  birthDate: string;
  gender: Gender;
  post?: string | null;
  contractStart: string;
  /** Null for an open-ended labour contract (无固定期限劳动合同). */
  contractEnd: string | null;
  dispatchCompany?: string | null;
};

export type Reminder = {
  stage: Stage;
  /** The threshold in days (60, 30, 15, 7, 3), or 0 on and after the end day. */
  threshold: number;
  /** Calendar days from today to the effective end (0 on the end day, negative after it). */
  daysLeft: number;
  /** The effective end. */
  endDate: string;
  /** Why the relation ends then: its end date, or the statutory retirement age (labour contracts). */
  endReason: 'contract' | 'retirement';
};

/** The day a relation ends in effect, and why; null for an open-ended relation. */
export function effectiveEnd(p: ContractPerson): { endDate: string; endReason: 'contract' | 'retirement' } | null {
  if (p.relation === 'labour') {
    const retire = retirementDate(p.birthDate, p.gender, p.post);
    if (!p.contractEnd || retire < p.contractEnd) return { endDate: retire, endReason: 'retirement' };
  }
  return p.contractEnd ? { endDate: p.contractEnd, endReason: 'contract' } : null;
}

/** The stage for a number of days left, or null when no reminder is due. */
export function stageOf(daysLeft: number): { stage: Stage; threshold: number } | null {
  if (daysLeft <= 0) return { stage: 'expired', threshold: 0 };
  for (let i = THRESHOLDS.length - 1; i >= 0; i--) {
    const t = THRESHOLDS[i]!;
    if (daysLeft <= t) return { stage: `d${t}` as Stage, threshold: t };
  }
  return null;
}

/** The reminder due `today` for a person's relation, or null (more than 60 days left). */
export function reminderOf(p: ContractPerson, today: string): Reminder | null {
  const end = effectiveEnd(p);
  if (!end) return null;
  const { endDate, endReason } = end;
  const daysLeft = daysBetween(today, endDate);
  const s = stageOf(daysLeft);
  return s ? { ...s, daysLeft, endDate, endReason } : null;
}

/** Why a record's relation is refused; null when it holds. Keys are catalogue keys with their parameters. */
export type RelationProblem = { key: string; field: string; params: Record<string, string | number> };

export function relationProblem(p: ContractPerson): RelationProblem | null {
  if (p.relation !== 'labour' && !p.contractEnd) return { key: 'staff.rule.endRequired', field: 'contractEnd', params: {} };
  if (p.contractEnd && p.contractEnd < p.contractStart) return { key: 'staff.rule.endBeforeStart', field: 'contractEnd', params: { start: p.contractStart, end: p.contractEnd } };
  const retire = retirementDate(p.birthDate, p.gender, p.post);
  if (p.relation === 'service' && retire > p.contractStart) {
    return { key: 'staff.rule.serviceNotRetired', field: 'relation', params: { retire, start: p.contractStart } };
  }
  if (p.relation === 'labour' && retire <= p.contractStart) {
    return { key: 'staff.rule.labourRetired', field: 'relation', params: { retire, start: p.contractStart } };
  }
  if (p.relation === 'dispatch' && !(p.dispatchCompany ?? '').trim()) return { key: 'staff.rule.dispatchCompany', field: 'dispatchCompany', params: {} };
  return null;
}
