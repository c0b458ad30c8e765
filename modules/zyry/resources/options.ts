// The personnel area's fixed choices (no enum call in the spec): labels are catalogue keys.
import { STAGES, RELATIONS } from '../rules/contracts';
import { OVERTIME_KINDS } from '../rules/overtime';
import { SHIFT_CODES } from '../rules/shifts';

const opts = (name: string, values: readonly string[]) => values.map((value) => ({ value, label: `zyry.enum.${name}.${value}` }));

export const POST_TYPES = opts('postType', ['cleaner', 'driver', 'loader', 'leader', 'supervisor', 'clerk']);
export const SHIFT_OPTIONS = opts('shift', SHIFT_CODES);
export const ELEMENT_TYPES = opts('elementType', ['bin', 'collectionPoint', 'toilet', 'busStop', 'sidewalk']);
export const ADJUST_KINDS = opts('adjustKind', ['excuseOffPost', 'excuseStationary', 'deviceFault', 'arrival']);
export const OVERTIME_OPTIONS = opts('overtimeKind', OVERTIME_KINDS);
export const RELATION_OPTIONS = opts('relation', RELATIONS);
export const STAGE_OPTIONS = opts('stage', STAGES);
export const FORECAST_SOURCES = opts('forecastSource', ['model', 'manual']);
export const SMS_STATES = opts('smsState', ['pending', 'noRecipient']);
export const DEVICE_STATES = opts('deviceState', ['online', 'offline', 'never', 'unknown']);
export const DAY_STATES = opts('dayState', ['pending', 'offline', 'notArrived', 'offPost', 'stationary', 'normal']);
export const ALARM_KINDS = opts('alarmKind', ['offPost', 'stationary', 'sos', 'offline']);
export const HEAT_FLAGS = opts('heatFlag', ['none', 'limit', 'stop']);
