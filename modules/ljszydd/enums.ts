// The area's choices, served by its loadEnumValue (/envcloud/hw/ljszydd/common/loadEnumValue).
import type { EnumRegistry } from '../../kit/resource';

const options = (prefix: string, values: string[]) => values.map((v) => ({ value: v, label: `ljszydd.enum.${prefix}.${v}` }));

export const ljszyddEnums: EnumRegistry = {
  api: '/envcloud/hw/ljszydd/common/loadEnumValue',
  values: {
    facilityType: options('facilityType', ['transfer', 'station', 'point']),
    district: options('district', ['shangcheng', 'gongshu', 'xihu', 'binjiang', 'xiaoshan', 'yuhang']),
    boxSize: options('boxSize', ['small', 'large']),
    garbageType: options('garbageType', ['other', 'kitchen', 'recyclable']),
    carType: options('carType', ['hookLift', 'compactor', 'crane']),
    carStatus: options('carStatus', ['working', 'repair', 'idle']),
    fillState: options('fillState', ['normal', 'warning', 'overflow']),
    onlineState: options('onlineState', ['online', 'offline']),
    batteryState: options('batteryState', ['normal', 'low']),
    tempState: options('tempState', ['normal', 'hot']),
    alarm: options('alarm', ['offline', 'overflow', 'hot', 'lowBattery', 'warning']),
    binType: options('binType', ['b120', 'b240', 'b660', 'box']),
    tagStatus: options('tagStatus', ['active', 'lost', 'retired']),
  },
};
