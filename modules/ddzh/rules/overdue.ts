/**
 * Deadlines and overdue, measured on their own whatever the state: a job's deadline is its dispatch
 * time plus 30/60/90/120 minutes, or a time the dispatcher names. Overdue minutes = whole minutes from
 * the deadline to the job's end (completed or cancelled) or, while it is open, to now; 0 when it ended
 * by the deadline (completed exactly at the deadline is on time); null when there is no deadline.
 * A job completed late stays overdue.
 */
export const DEADLINE_CHOICES = ['30', '60', '90', '120', 'time'] as const;
export type DeadlineChoice = (typeof DEADLINE_CHOICES)[number];

const pad = (n: number) => String(n).padStart(2, '0');
/** Local 'YYYY-MM-DD HH:mm:ss' of an epoch. */
export const timeText = (t: number) => {
  const d = new Date(t);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};
/** Epoch of a local 'YYYY-MM-DD HH:mm[:ss]' text; null when blank or unreadable. */
export const timeOf = (v: unknown): number | null => {
  if (v == null || v === '') return null;
  const t = new Date(String(v).trim().replace(' ', 'T')).getTime();
  return Number.isFinite(t) ? t : null;
};

/** The deadline of a job dispatched at `dispatchedAt` (text) by its choice; null when it cannot be told. */
export function deadlineOf(dispatchedAt: string, choice: unknown, time: unknown): string | null {
  if (choice === 'time' || choice == null || choice === '') return timeOf(time) === null ? null : timeText(timeOf(time)!);
  const minutes = Number(choice);
  const start = timeOf(dispatchedAt);
  if (!Number.isFinite(minutes) || start === null) return null;
  return timeText(start + minutes * 60_000);
}

/** Whole minutes past the deadline (0: on time; null: no deadline). */
export function overdueMinutes(deadline: unknown, endedAt: unknown, now: number): number | null {
  const d = timeOf(deadline);
  if (d === null) return null;
  const end = timeOf(endedAt) ?? now;
  return end > d ? Math.floor((end - d) / 60_000) : 0;
}
