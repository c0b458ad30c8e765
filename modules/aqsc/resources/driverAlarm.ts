// 驾驶行为报警: a driver-behaviour alarm of a vehicle's device (DSM/ADAS: fatigue, distraction, phone,
// smoking; speeding) with its vehicle, device, driver, time, speed and place, and its handling. The demo
// devices report positions, speed and fuel only, so the demo's alarms are seeded rows of this module
// (server/seed.ts); a device integration writes the same rows.
import { datetime, defineResource, enumOf, number, reference, text } from '../../../kit/resource';
import { ALARM_TYPES } from '../rules/score';
import { HANDLE_STATES, opts } from './options';
import { safety } from './paths';

export const driverAlarm = defineResource({
  id: 'driverAlarm',
  title: 'aqsc.driverAlarm',
  api: { list: safety('driverAlarm', 'pageList'), create: safety('driverAlarm', 'save'), update: safety('driverAlarm', 'update'), export: safety('driverAlarm', 'export') },
  fields: {
    alarmAt: datetime({ required: true, filter: 'range', sortable: true }),
    alarmType: enumOf({ options: opts('alarmType', ALARM_TYPES), required: true, filter: true }),
    carId: reference({ resource: 'clgl.car', display: 'plateNo', required: true, filter: 'eq' }),
    deviceCode: enumOf({ devices: ['vehicle'], filter: true }),
    driverId: reference({ resource: 'person', display: 'name', required: true, filter: true }),
    speed: number({ min: 0, max: 200, precision: 1, unit: 'aqsc.unit.kmh' }),
    place: text({ max: 100 }),
    handleState: enumOf({ options: opts('handleState', HANDLE_STATES), required: true, filter: true, default: 'pending' }),
    handleRemark: text({ max: 200 }),
  },
  defaultSort: { field: 'alarmAt', order: 'desc' },
});
