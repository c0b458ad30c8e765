// The staff area's choices, served by its enum loader (/cloud/staff/common/loadEnumValue): labels are catalogue keys.
import type { EnumRegistry } from '../../../kit/resource';
import { RELATIONS, STAGES } from '../rules/contract';

const options = (name: string, values: readonly string[]) => values.map((value) => ({ value, label: `staff.enum.${name}.${value}` }));

/** The spec's three staff kinds, by the names of their calls. */
export const KINDS = ['yht', 'common', 'wxht'] as const;
export type StaffKind = (typeof KINDS)[number];
export const POSTS = ['cleaner', 'driver', 'loader', 'leader', 'supervisor', 'clerk'] as const;

export const staffEnums: EnumRegistry = {
  api: '/cloud/staff/common/loadEnumValue',
  values: {
    staffKind: options('staffKind', KINDS),
    relation: options('relation', RELATIONS),
    post: options('post', POSTS),
    gender: [{ value: '男', label: 'staff.enum.gender.male' }, { value: '女', label: 'staff.enum.gender.female' }],
    stage: options('stage', STAGES),
    endReason: options('endReason', ['contract', 'retirement']),
  },
};
