// The road-work area's fixed choices (no enum call in the spec): labels are catalogue keys.
import { JOB_TYPES, ROAD_CLASSES, ROAD_GRADES, SHIFTS, FREQUENCIES, WORK_STATUSES, WORK_SIGNALS } from '../rules/work';

const opts = (name: string, values: readonly string[]) => values.map((value) => ({ value, label: `jxbjnew.enum.${name}.${value}` }));

export const JOB_OPTIONS = opts('jobType', JOB_TYPES);
export const GRADE_OPTIONS = opts('grade', ROAD_GRADES);
export const CLASS_OPTIONS = opts('roadClass', ROAD_CLASSES);
export const SHIFT_OPTIONS = opts('shift', Object.keys(SHIFTS));
export const FREQUENCY_OPTIONS = opts('frequency', FREQUENCIES);
export const STATUS_OPTIONS = opts('status', WORK_STATUSES);
export const SIGNAL_OPTIONS = opts('workSignal', WORK_SIGNALS);
