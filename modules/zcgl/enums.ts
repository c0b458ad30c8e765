// The asset archive's choices (zcgl = 资产档案, spec area asset-archive), served by /cloud/asset/enum/list.
import type { EnumRegistry } from '../../kit/resource';

/** Every enum name with its values; labels are catalogue keys `zcgl.enum.<name>.<value>`. */
export const enumValues = {
  assetState: ['inUse', 'idle', 'repair', 'scrapped'],
  district: ['shangcheng', 'gongshu', 'xihu', 'binjiang', 'xiaoshan', 'yuhang'],
  checkResult: ['normal', 'abnormal', 'missing'],
  historyOp: ['create', 'update', 'delete', 'check'],
} as const;

export const zcglEnums: EnumRegistry = {
  api: '/cloud/asset/enum/list',
  values: Object.fromEntries(Object.entries(enumValues).map(([name, values]) => [name, values.map((v) => ({ value: v, label: `zcgl.enum.${name}.${v}` }))])),
};
