/**
 * The party posts' rules, pure: claims of one post never overlap (dates inclusive: a claim ending on
 * the day another starts overlaps it by that day), an activity falls within a claim, a secretary
 * never verifies their own activity, and the monthly ranking of members and branches.
 */

export const POST_TYPES = ['publicity', 'supervision', 'greening', 'sanitation'] as const;
export const ROLES = ['secretary', 'member'] as const;
export const ACTIVITY_STATES = ['pending', 'verified', 'rejected'] as const;

export type Period = { id?: number | null; start: string; end: string };

/** Two inclusive date periods share at least one day. */
export const overlaps = (a: Period, b: Period) => a.start <= b.end && b.start <= a.end;

/** The first of `others` (another claim than `claim` itself) that overlaps it, or null. */
export function clash<T extends Period>(claim: Period, others: readonly T[]): T | null {
  return others.find((o) => (claim.id == null || o.id !== claim.id) && overlaps(claim, o)) ?? null;
}

/** A day inside an inclusive period. */
export const within = (day: string, p: Period) => p.start <= day && day <= p.end;

/**
 * Who may verify an activity: a secretary of the branch of the member who did it, never that member
 * (answers the reason refused, or null when allowed).
 */
export function verifyRefusal(verifier: { id: number; role: string; branchId: number } | null, doer: { id: number; branchId: number }): 'unknown' | 'notSecretary' | 'otherBranch' | 'own' | null {
  if (!verifier) return 'unknown';
  if (verifier.role !== 'secretary') return 'notSecretary';
  if (verifier.id === doer.id) return 'own';
  if (verifier.branchId !== doer.branchId) return 'otherBranch';
  return null;
}

/** Ranks by points, highest first; equal points share a rank (1, 2, 2, 4). */
export function rankByPoints<T extends { points: number }>(rows: readonly T[]): (T & { rank: number })[] {
  const sorted = [...rows].sort((a, b) => b.points - a.points);
  let prevPoints: number | null = null, prevRank = 0;
  return sorted.map((r, i) => {
    const rank = prevPoints === r.points ? prevRank : i + 1;
    prevPoints = r.points;
    prevRank = rank;
    return { ...r, rank };
  });
}

export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A month's first and last day ('YYYY-MM-01' … 'YYYY-MM-31'). */
export function monthDays(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}
