/**
 * The rules of an inspection (设施检查), pure:
 * - its life: planned (待检查, saved) → inspected (已检查: findings recorded, again as often as
 *   needed) → submitted (已提交: final, counted in the month's evaluation);
 * - a submitted inspection is never edited, deleted or inspected again;
 * - a toilet's inspection counts in the toilets part, every other facility's in the facilities part.
 */
export const INSPECTION_STATES = ['planned', 'inspected', 'submitted'] as const;
export type InspectionState = (typeof INSPECTION_STATES)[number];

export const FACILITY_TYPES = ['toilet', 'transfer', 'compression', 'collection'] as const;
export type FacilityType = (typeof FACILITY_TYPES)[number];

/** Which part of the evaluation an inspection of a facility of `type` counts in. */
export const partOfType = (type: unknown): 'toilet' | 'facility' => (type === 'toilet' ? 'toilet' : 'facility');

/** Why a change of an inspection in `status` is refused (catalogue key), or null. */
export function changeProblem(status: unknown): string | null {
  return status === 'submitted' ? 'facility.rule.submittedLocked' : null;
}

/** Whether an indicator of `scope` applies to a facility of `type` ('all' applies everywhere). */
export function indicatorApplies(scope: unknown, type: unknown): boolean {
  return scope === 'all' || scope === partOfType(type);
}
