// The vehicle monitor's choices (cljk = 车辆监控), served by the oil service's loadEnumValue.
import type { EnumRegistry } from '../../kit/resource';
import { oil } from './resources/paths';

/** Every enum name with its values; labels are catalogue keys `cljk.enum.<name>.<value>`. */
export const enumValues = {
  /** A sudden fuel drop while standing (theft) or moving (leak). */
  abnormalType: ['theft', 'leak'],
  /** A water record: a fill, or a sudden drop (dumped or leaking). */
  waterEvent: ['fill', 'drop'],
} as const;

export const cljkEnums: EnumRegistry = {
  api: oil('loadEnumValue'),
  values: Object.fromEntries(Object.entries(enumValues).map(([name, values]) => [name, values.map((v) => ({ value: v, label: `cljk.enum.${name}.${v}` }))])),
};
