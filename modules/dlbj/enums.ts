// The road-cleaning module's choices (dlbj = 道路保洁), served by common/loadEnumValue.
import type { EnumRegistry } from '../../kit/resource';
import { rc } from './resources/paths';

/** Every enum name with its values; labels are catalogue keys `dlbj.enum.<name>.<value>`. */
export const enumValues = {
  district: ['shangcheng', 'gongshu', 'xihu', 'binjiang', 'xiaoshan', 'yuhang'],
  /** The cleaning grade 一/二/三级. */
  grade: ['1', '2', '3'],
  /** The urban road class. */
  roadClass: ['expressway', 'arterial', 'secondary', 'branch'],
  /** Sweeping, washing, dust suppression. */
  jobType: ['sweep', 'wash', 'dust'],
  frequency: ['daily', 'workdays'],
  vehicleType: ['sweeper', 'sprinkler', 'washer', 'other'],
  expType: ['fuel', 'water', 'repair', 'insurance', 'toll', 'other'],
  /** A job's result: done (≥ 90 %), below target, in progress (the shift not over), unknown (no device or no readings). */
  jobState: ['done', 'below', 'running', 'unknown'],
  /** Where a day's figures come from: computed now from the device store's track, or the archive of days before the store's readings. */
  source: ['track', 'archive'],
} as const;

export const dlbjEnums: EnumRegistry = {
  api: rc('common', 'loadEnumValue'),
  values: Object.fromEntries(Object.entries(enumValues).map(([name, values]) => [name, values.map((v) => ({ value: v, label: `dlbj.enum.${name}.${v}` }))])),
};
