// The module's choices, each label a catalogue key facility.enum.<name>.<value>; served by the enum
// loader common/loadEnumValue.
import type { EnumRegistry } from '../../../kit/resource';
import { GRADES, PARTS } from '../rules/evaluation';
import { FACILITY_TYPES, INSPECTION_STATES } from '../rules/inspection';
import { facility } from './paths';

export const opts = (name: string, values: readonly string[]) => values.map((value) => ({ value, label: `facility.enum.${name}.${value}` }));

export const FACILITY_STATES = ['inUse', 'stopped'] as const;
export const INDICATOR_SCOPES = ['facility', 'toilet', 'all'] as const;

export const facilityEnums: EnumRegistry = {
  api: facility('common', 'loadEnumValue'),
  values: {
    facilityType: opts('facilityType', FACILITY_TYPES),
    facilityState: opts('facilityState', FACILITY_STATES),
    inspectionState: opts('inspectionState', INSPECTION_STATES),
    indicatorScope: opts('indicatorScope', INDICATOR_SCOPES),
    part: opts('part', PARTS),
    grade: opts('grade', GRADES),
  },
};
