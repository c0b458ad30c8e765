// The public toilets' choices (gcgl = 公厕管理), served by common/loadEnumValue.
import type { EnumRegistry } from '../../kit/resource';
import { call } from './resources/paths';

/** Every enum name with its values; labels are catalogue keys `gcgl.enum.<name>.<value>`. */
export const enumValues = {
  toiletLevel: ['first', 'second', 'third', 'mobile'],
  toiletState: ['open', 'closed', 'repair'],
  pointSource: ['seed', 'picked', 'device'],
  onlineState: ['online', 'offline'],
  subType: ['nh3', 'h2s', 'visitors', 'waterLevel', 'waterMeter', 'electricMeter', 'temperature', 'humidity'],
  place: ['male', 'female', 'accessible', 'nursing', 'equipment', 'entrance'],
  // The readings a sub-device takes from its gateway (the device store's metric names).
  metric: ['nh3', 'h2s', 'visitors', 'water', 'waterUse', 'kwh', 'temp', 'humidity'],
} as const;

export const gcglEnums: EnumRegistry = {
  api: call('common', 'loadEnumValue'),
  values: Object.fromEntries(Object.entries(enumValues).map(([name, values]) => [name, values.map((v) => ({ value: v, label: `gcgl.enum.${name}.${v}` }))])),
};
