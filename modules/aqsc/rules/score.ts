/**
 * A driver's safety score of a month (驾驶安全分): 100 minus the weighted driver-behaviour alarms of
 * the month, never below 0 — fatigue (疲劳驾驶) 5 points each, phone (接打电话) 4, distraction (分神驾驶) 3,
 * speeding (超速) 3, smoking (抽烟) 2. Only drivers who drove that month are scored (a pre-trip check or
 * an alarm of theirs in the month); a driver who did not drive has no score (unknown, "--"), not 100.
 * Bands: ≥ 90 优, 80–89.x 良, 60–79.x 中, < 60 差.
 */
export const ALARM_TYPES = ['fatigue', 'distraction', 'phone', 'smoking', 'speeding'] as const;
export type AlarmType = (typeof ALARM_TYPES)[number];
export const ALARM_WEIGHTS: Record<AlarmType, number> = { fatigue: 5, phone: 4, distraction: 3, speeding: 3, smoking: 2 };

/** The deduction of some alarms, by type. */
export function deduction(counts: Partial<Record<AlarmType, number>>): number {
  return ALARM_TYPES.reduce((sum, k) => sum + ALARM_WEIGHTS[k] * (counts[k] ?? 0), 0);
}

/** The month's score; null when the driver did not drive that month. */
export function safetyScore(counts: Partial<Record<AlarmType, number>>, drove: boolean): number | null {
  if (!drove) return null;
  return Math.max(0, 100 - deduction(counts));
}

export type ScoreBand = 'excellent' | 'good' | 'fair' | 'poor';
export function scoreBand(score: number | null): ScoreBand | null {
  if (score == null) return null;
  return score >= 90 ? 'excellent' : score >= 80 ? 'good' : score >= 60 ? 'fair' : 'poor';
}
