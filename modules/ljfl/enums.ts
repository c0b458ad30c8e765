// The area's choices, served by its loadEnumValue (common/loadEnumValue); the units' grades by
// common/loadGrade and the check groups by the supervision service's loadCheckGroupList.
import type { EnumRegistry } from '../../kit/resource';
import { CHECK_GROUPS, ljfl } from './paths';

const options = (prefix: string, values: readonly string[]) => values.map((v) => ({ value: v, label: `ljfl.enum.${prefix}.${v}` }));

/** Hangzhou's four sorting types (杭州市生活垃圾管理条例). */
export const GARBAGE_TYPES = ['kitchen', 'recyclable', 'hazardous', 'other'] as const;
export type GarbageType = (typeof GARBAGE_TYPES)[number];

export const DISTRICTS = ['shangcheng', 'gongshu', 'xihu', 'binjiang', 'xiaoshan', 'yuhang'] as const;

export const POINTS_KINDS = ['disposal', 'activity', 'redeem', 'adjust'] as const;

export const ljflEnums: EnumRegistry = {
  api: ljfl('common/loadEnumValue'),
  values: {
    district: options('district', DISTRICTS),
    garbageType: options('garbageType', GARBAGE_TYPES),
    unitType: options('unitType', ['estate', 'office', 'school', 'enterprise', 'market', 'hospital']),
    carType: options('carType', ['compress', 'kitchen', 'recyclable', 'hazardous']),
    carStatus: options('carStatus', ['working', 'repair', 'idle']),
    collectFacType: options('collectFacType', ['point', 'kiosk', 'smartBin', 'station']),
    handleFacType: options('handleFacType', ['transfer', 'incinerator', 'landfill', 'kitchenPlant', 'sortingCenter', 'hazardousStore']),
    facStatus: options('facStatus', ['working', 'stopped', 'building']),
    leg: options('leg', ['collect', 'transfer']),
    pointsKind: options('pointsKind', POINTS_KINDS),
  },
};

/** common/loadGrade: a unit's sorting grade (the district's yearly assessment). */
export const gradeLoader: EnumRegistry = { api: '/cloud/ljfl/common/loadGrade.smvc', values: { grade: options('grade', ['model', 'qualified', 'rectify']) } };

/** The supervision service's check groups (who inspects a unit). */
export const checkGroupLoader: EnumRegistry = { api: CHECK_GROUPS, values: { checkGroup: options('checkGroup', ['g1', 'g2', 'g3', 'g4']) } };
