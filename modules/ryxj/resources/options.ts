// The module's fixed choices: values with catalogue labels `ryxj.enum.<name>.<value>`, also served by
// common/loadEnumValue (resources/index.ts).
export const opts = (name: string, values: readonly string[]) => values.map((value) => ({ value, label: `ryxj.enum.${name}.${value}` }));

/** What is inspected: a transfer station, a road's cleaning, a green belt's upkeep, a public toilet. */
export const EVAL_TYPES = ['transfer', 'cleaning', 'greening', 'toilet'] as const;
/** An inspection's life: 待确认 → 已确认 (published, the appeal window runs) → 已认可 | 申诉中 → 已复核. */
export const EVAL_STATES = ['draft', 'published', 'agreed', 'appealed', 'reviewed'] as const;
/** An appeal's life: 待复核 → 成立 | 部分成立 | 驳回 → 已确认 (the appellant acknowledged the result). */
export const APPEAL_STATES = ['pending', 'upheld', 'partly', 'rejected', 'closed'] as const;
export const REVIEW_RESULTS = ['upheld', 'partly', 'rejected'] as const;
export const GRADES = ['excellent', 'good', 'pass', 'fail'] as const;
export const LOG_ACTIONS = ['init', 'update', 'confirm', 'agree', 'appeal', 'review', 'reviewUpdate', 'reviewDelete', 'appealConfirm'] as const;
export const FACILITY_SOURCES = ['manual', 'sync', 'import'] as const;

export const ENUM_VALUES = {
  evalType: opts('evalType', EVAL_TYPES),
  evalState: opts('evalState', EVAL_STATES),
  appealState: opts('appealState', APPEAL_STATES),
  reviewResult: opts('reviewResult', REVIEW_RESULTS),
  grade: opts('grade', GRADES),
  logAction: opts('logAction', LOG_ACTIONS),
  facilitySource: opts('facilitySource', FACILITY_SOURCES),
};
