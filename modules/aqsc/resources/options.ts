// The module's fixed choices: values with catalogue labels `aqsc.enum.<name>.<value>`, also served by
// common/loadEnumValue (resources/index.ts). Risk levels are named with their colour (重大（红）…).
import { DANGER_STATES, RISK_LEVELS } from '../rules/danger';
import { CHECK_ITEMS } from '../rules/preTrip';
import { ALARM_TYPES } from '../rules/score';

export const opts = (name: string, values: readonly string[]) => values.map((value) => ({ value, label: `aqsc.enum.${name}.${value}` }));

export const DANGER_CATEGORIES = ['vehicle', 'site', 'fire', 'electric', 'equipment', 'behaviour', 'other'] as const;
export const ITEM_STATES = ['ok', 'fault'] as const;
export const TRIP_RESULTS = ['pass', 'fail'] as const;
export const DAY_STATUSES = ['pass', 'fail', 'notChecked'] as const;
export const CHECKLIST_KINDS = ['site', 'depot', 'vehicle', 'fire', 'electric'] as const;
export const ITEM_RESULTS = ['pass', 'fail', 'na'] as const;
export const TRAINING_KINDS = ['training', 'drill'] as const;
export const INCIDENT_KINDS = ['traffic', 'injury', 'fire', 'equipment', 'other'] as const;
export const SEVERITIES = ['minor', 'serious', 'major'] as const;
export const INCIDENT_STATES = ['reported', 'investigating', 'closed'] as const;
export const HANDLE_STATES = ['pending', 'handled'] as const;
export const SCORE_BANDS = ['excellent', 'good', 'fair', 'poor'] as const;
export { CHECK_ITEMS };

export const ENUM_VALUES = {
  riskLevel: opts('riskLevel', RISK_LEVELS),
  dangerState: opts('dangerState', DANGER_STATES),
  dangerCategory: opts('dangerCategory', DANGER_CATEGORIES),
  itemState: opts('itemState', ITEM_STATES),
  tripResult: opts('tripResult', TRIP_RESULTS),
  dayStatus: opts('dayStatus', DAY_STATUSES),
  checklistKind: opts('checklistKind', CHECKLIST_KINDS),
  itemResult: opts('itemResult', ITEM_RESULTS),
  trainingKind: opts('trainingKind', TRAINING_KINDS),
  incidentKind: opts('incidentKind', INCIDENT_KINDS),
  severity: opts('severity', SEVERITIES),
  incidentState: opts('incidentState', INCIDENT_STATES),
  alarmType: opts('alarmType', ALARM_TYPES),
  handleState: opts('handleState', HANDLE_STATES),
  scoreBand: opts('scoreBand', SCORE_BANDS),
};
