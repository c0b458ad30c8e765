// The landfill and sanitation area's choices, served by its loadEnumValue (/cloud/ljszy/common/loadEnumValue).
import type { EnumRegistry } from '../../kit/resource';

const options = (prefix: string, values: string[]) => values.map((v) => ({ value: v, label: `ljszy.enum.${prefix}.${v}` }));

export const ljszyEnums: EnumRegistry = {
  api: '/cloud/ljszy/common/loadEnumValue',
  values: {
    carType: options('carType', ['compress', 'kitchen', 'recyclable', 'hazardous', 'bulky', 'hook']),
    carStatus: options('carStatus', ['working', 'repair', 'idle', 'scrapped']),
    garbageType: options('garbageType', ['other', 'kitchen', 'recyclable', 'hazardous', 'bulky', 'construction']),
    facilityType: options('facilityType', ['point', 'station', 'transfer', 'landfill', 'incinerator']),
    facilityStatus: options('facilityStatus', ['working', 'stopped', 'building']),
    containerType: options('containerType', ['b120', 'b240', 'b660', 'box']),
    workStatus: options('workStatus', ['done', 'partial', 'missed']),
    abnormalType: options('abnormalType', ['overweight', 'missed', 'late', 'noWeigh', 'route']),
    companyType: options('companyType', ['collect', 'transport', 'dispose']),
    district: options('district', ['shangcheng', 'gongshu', 'xihu', 'binjiang', 'xiaoshan', 'yuhang', 'linping', 'qiantang']),
  },
};
