// The data monitor's choices (sjjk = 数据监测, spec area dataMonitor), served by common/enum/list.
// `monitorTable` names the tables of the platform's lookup allowlist (resources offered with `lookup`)
// that a monitor item may count; the server checks every item against that allowlist again.
import type { EnumRegistry } from '../../kit/resource';

/** Every enum name with its values; labels are catalogue keys `sjjk.enum.<name>.<value>`. */
export const enumValues = {
  monitorTable: ['ljszy.carGrossWeightPrimeval', 'wtsb.problem', 'clgl.car'],
  timeColumn: ['createdAt', 'weighTime', 'reportTime', 'purchaseDate'],
  recordStatus: ['normal', 'low', 'failed'],
} as const;

export type RecordStatus = (typeof enumValues.recordStatus)[number];

export const sjjkEnums: EnumRegistry = {
  api: { method: 'GET', path: '/cloud/dataMonitor/web/api/common/enum/list' },
  values: Object.fromEntries(Object.entries(enumValues).map(([name, values]) => [name, values.map((v) => ({ value: v, label: `sjjk.enum.${name}.${v}` }))])),
};
