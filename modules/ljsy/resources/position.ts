// 历史位置 (ljqyDataKanBan/historyPosition): a vehicle's GPS fixes. A fix without valid coordinates (no
// satellite fix: empty, or 0,0) is kept as the terminal sent it; boards list it as an anomaly, never draw it.
import { datetime, defineResource, number, reference } from '../../../kit/resource';

export const position = defineResource({
  id: 'position',
  title: 'ljsy.position',
  api: { list: '/cloud/ljsy/ljqyDataKanBan/historyPosition' },
  readOnly: true,
  fields: {
    carId: reference({ resource: 'car', display: 'carCode', required: true, filter: true }),
    gpsTime: datetime({ required: true, filter: 'range', sortable: true }),
    lng: number({ min: -180, max: 180, precision: 6 }),
    lat: number({ min: -90, max: 90, precision: 6 }),
    speed: number({ min: 0, max: 200, precision: 1, unit: 'ljsy.unit.kmh' }),
  },
  defaultSort: { field: 'gpsTime', order: 'desc' },
});
