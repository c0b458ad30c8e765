// The sorting data's choices, served by its loadEnumValue (/envcloud/hw/jlzs/api/v1/common/loadEnumValue).
// Districts and garbage types are the codes 垃圾收运 (ljszy) uses, so the same vehicle and district read alike.
import type { EnumRegistry } from '../../kit/resource';
import { jlzs } from './paths';

export const enumValues = {
  district: ['shangcheng', 'gongshu', 'xihu', 'binjiang', 'xiaoshan', 'yuhang'],
  garbageType: ['other', 'kitchen', 'recyclable', 'hazardous', 'bulky', 'construction'],
  /** The four sorting categories (四分类) the daily figures and indices are kept in. */
  sortType: ['kitchen', 'recyclable', 'hazardous', 'other'],
  leg: ['collect', 'transfer'],
  facilityType: ['point', 'outlet', 'station', 'transfer', 'sorting', 'incinerator', 'landfill'],
  facilityStatus: ['working', 'stopped'],
  dataSource: ['weighing', 'manual'],
  dataTable: ['jlzs.carWeighRecord', 'jlzs.collectData', 'jlzs.enterData', 'jlzs.facilityManage', 'jlzs.village', 'ljszy.carGrossWeightPrimeval', 'wtsb.problem', 'clgl.car'],
  indexGroup: ['sortingQuality', 'major', 'sourceReduce', 'garbageQuantity'],
  majorIndicator: ['recycleRate', 'kitchenRate', 'harmlessRate', 'coverageRate'],
  villageType: ['community', 'village'],
  mlxcLevel: ['none', 'district', 'city', 'province'],
  scoreGrade: ['excellent', 'good', 'pass', 'fail'],
  post: ['collector', 'driver', 'sorter', 'inspector'],
  healthResult: ['normal', 'attention', 'abnormal'],
} as const;

export const jlzsEnums: EnumRegistry = {
  api: jlzs('common', 'loadEnumValue'),
  values: Object.fromEntries(Object.entries(enumValues).map(([name, values]) => [name, values.map((v) => ({ value: v, label: `jlzs.enum.${name}.${v}` }))])),
};
