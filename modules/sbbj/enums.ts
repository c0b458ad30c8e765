// The device offline monitor's choices (sbbj = 设备离线监测), served by common/loadEnumValue.
import type { EnumRegistry } from '../../kit/resource';
import { call, KINDS } from './resources/paths';

/** Every enum name with its values; labels are catalogue keys `sbbj.enum.<name>.<value>`. */
export const enumValues = {
  deviceKind: KINDS,
  onlineState: ['online', 'offline'],
  yesNo: ['yes', 'no'],
} as const;

export const sbbjEnums: EnumRegistry = {
  api: call('common', 'loadEnumValue'),
  values: Object.fromEntries(Object.entries(enumValues).map(([name, values]) => [name, values.map((v) => ({ value: v, label: `sbbj.enum.${name}.${v}` }))])),
};
