/**
 * Invite rewards, pure: the rule in force when the invitee joined is the latest version that took
 * effect at or before that moment; a reward is paid once per invitee (a record already rewarded, or
 * an invitee already rewarded through another record, is refused).
 */
type Rule = { version: string; effectiveFrom: string; rewardPoints: number };

/** The rule version in force at `joinedAt` (times as 'YYYY-MM-DD HH:mm:ss'), or null before the first. */
export function ruleInForce<R extends Rule>(rules: readonly R[], joinedAt: string): R | null {
  let best: R | null = null;
  for (const r of rules) if (r.effectiveFrom <= joinedAt && (!best || r.effectiveFrom > best.effectiveFrom)) best = r;
  return best;
}

/** The catalogue key refusing a reward, or null: once per invitee. */
export function rewardProblem(rewardState: string, inviteeAlreadyRewarded: boolean, hasRule: boolean): string | null {
  if (rewardState === 'rewarded' || inviteeAlreadyRewarded) return 'gfgj.inviteRecord.alreadyRewarded';
  return hasRule ? null : 'gfgj.inviteRecord.noRule';
}
