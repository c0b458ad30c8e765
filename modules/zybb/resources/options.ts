/**
 * The module's choices. Two loaders as the spec names them: gcadd's getByParamTypeCodeNew (the
 * cleaning report's parameters by type code: posts and a day's work status) and ljzy's loadEnumValue
 * (everything else). Labels are catalogue keys `zybb.enum.<name>.<value>`.
 */
import type { EnumRegistry } from '../../../kit/resource';
import { gcadd, ljzy } from './paths';

export const POSTS = ['cleaner', 'driver', 'loader', 'leader', 'supervisor', 'clerk'] as const;
export const WORK_STATUS = ['work', 'leave', 'rest', 'absent'] as const;
export const SHIFTS = ['D', 'Z', 'N', 'S'] as const;
export const FAC_TYPES = ['transfer', 'incinerator', 'landfill', 'station'] as const;
export const LEGS = ['collect', 'transfer'] as const;
export const WEATHER = ['sunny', 'cloudy', 'rain', 'storm', 'hot'] as const;
export const AREA_TYPES = ['road', 'estate', 'park', 'square', 'market', 'river'] as const;
export const CLEAN_LEVELS = ['grade1', 'grade2', 'grade3'] as const;
export const ELEMENT_TYPES = ['bin', 'toilet', 'station', 'busStop', 'greenBelt', 'manhole', 'sign'] as const;

export const options = (name: string, values: readonly string[]) => values.map((value) => ({ value, label: `zybb.enum.${name}.${value}` }));

export const enums: EnumRegistry = {
  api: ljzy('np/common/loadEnumValue'),
  values: {
    shift: options('shift', SHIFTS),
    facType: options('facType', FAC_TYPES),
    leg: options('leg', LEGS),
    weather: options('weather', WEATHER),
    areaType: options('areaType', AREA_TYPES),
    cleanLevel: options('cleanLevel', CLEAN_LEVELS),
    elementType: options('elementType', ELEMENT_TYPES),
  },
};

export const enumLoaders: EnumRegistry[] = [
  { api: gcadd('cleanDailyReport/getByParamTypeCodeNew'), values: { post: options('post', POSTS), workStatus: options('workStatus', WORK_STATUS) } },
];
