// Video supervision's choices (spjg = 视频监管), served by the gaojie loader common/loadEnumValue.
import type { EnumRegistry } from '../../kit/resource';
import { COMMANDS, ENUM_CALL, PLACES } from './resources/paths';

/** Every enum name with its values; labels are catalogue keys `spjg.enum.<name>.<value>`. */
export const enumValues = {
  place: PLACES,
  onlineState: ['online', 'offline'],
  yesNo: ['yes', 'no'],
  command: COMMANDS,
  /** What a generic type classifies: alarm kinds, camera uses, recording kinds. */
  typeCategory: ['alarmKind', 'cameraUse', 'recordKind'],
} as const;

export const spjgEnums: EnumRegistry = {
  api: ENUM_CALL,
  values: Object.fromEntries(Object.entries(enumValues).map(([name, values]) => [name, values.map((v) => ({ value: v, label: `spjg.enum.${name}.${v}` }))])),
};
