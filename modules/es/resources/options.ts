// The registers' choices (the spec names no enum loader): districts as 垃圾收运 names them, types and states.
import type { EnumOption } from '../../../kit/resource';

const options = (prefix: string, values: readonly string[]): EnumOption[] => values.map((v) => ({ value: v, label: `es.enum.${prefix}.${v}` }));

export const DISTRICTS = ['shangcheng', 'gongshu', 'xihu', 'binjiang', 'xiaoshan', 'yuhang'] as const;
export const districtOptions = options('district', DISTRICTS);
export const staffRoleOptions = options('staffRole', ['leader', 'driver', 'worker']);
export const staffStatusOptions = options('staffStatus', ['onDuty', 'standby', 'leave']);
export const carTypeOptions = options('carType', ['compactor', 'sprinkler', 'sweeper', 'rescue', 'pickup']);
export const carStatusOptions = options('carStatus', ['standby', 'dispatched', 'repair']);
export const positionTypeOptions = options('positionType', ['assembly', 'temporaryDrop', 'supply', 'shelter']);
export const storehouseStatusOptions = options('storehouseStatus', ['inUse', 'maintenance']);
