// The attendance area's fixed choices (no enum call in the spec): labels are catalogue keys.
import { LEAVE_TYPES, STATUSES } from '../rules/attendance';

const opts = (name: string, values: readonly string[]) => values.map((value) => ({ value, label: `rykq.enum.${name}.${value}` }));

export const GROUP_KINDS = opts('groupType', ['fixed', 'rota', 'free']);
export const LEAVE_OPTIONS = opts('leaveType', LEAVE_TYPES);
export const STATUS_OPTIONS = opts('status', STATUSES);
export const SOURCE_OPTIONS = opts('source', ['badge', 'app', 'correction']);
export const CORRECTION_KINDS = opts('correctionKind', ['punch', 'normal']);
export const OVERTIME_KINDS = opts('overtimeKind', ['workday', 'restday', 'holiday']);
