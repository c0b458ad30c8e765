// The module's fixed choices: values with catalogue labels `ht.enum.<name>.<value>`, also served by
// common/loadEnumValue (resources/index.ts).
import { DAY_KINDS, LEAVE_TYPES } from '../rules/overtime';

export const opts = (name: string, values: readonly string[]) => values.map((value) => ({ value, label: `ht.enum.${name}.${value}` }));

export const APPLY_KINDS = ['leave', 'overtime', 'dataFill'] as const;
export const APPROVAL_STATES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export const WORK_TYPES = ['sweeping', 'washing', 'pavement', 'facility', 'drain', 'greening', 'marking'] as const;
export const UNITS = ['squareMetre', 'metre', 'place', 'piece'] as const;
export const CHECK_TYPES = ['annual', 'preEmployment', 'occupational', 'heat', 'returnToWork'] as const;
export const CONCLUSIONS = ['fit', 'restricted', 'unfit'] as const;
export const CHECK_STATUSES = ['valid', 'dueSoon', 'overdue'] as const;

export const ENUM_VALUES = {
  applyKind: opts('applyKind', APPLY_KINDS),
  approvalState: opts('approvalState', APPROVAL_STATES),
  leaveType: opts('leaveType', LEAVE_TYPES),
  dayKind: opts('dayKind', DAY_KINDS),
  workType: opts('workType', WORK_TYPES),
  unit: opts('unit', UNITS),
  checkType: opts('checkType', CHECK_TYPES),
  conclusion: opts('conclusion', CONCLUSIONS),
  checkStatus: opts('checkStatus', CHECK_STATUSES),
};
