// Toilet alarms (报警记录, alarmManage/pageList): the device store's threshold alarms of the toilets'
// devices (the demo's ammonia above its rule), computed by server/ops/reports.ts, never a copy.
import { datetime, defineReport, enumOf, number, text } from '../../../../kit/resource';
import { opsCall } from './paths';

const options = (name: string, values: readonly string[]) => values.map((value) => ({ value, label: `gcgl.ops.enum.${name}.${value}` }));

export const toiletAlarm = defineReport({
  id: 'toiletAlarm',
  title: 'gcgl.ops.toiletAlarm',
  api: { list: opsCall('alarmManage', 'pageList') },
  fields: {
    alarmAt: datetime({ filter: 'range', sortable: true }),
    toiletName: text({ filter: true, sortable: true }),
    toiletCode: text({ column: { width: 120 } }),
    deviceCode: text({ filter: true, column: { width: 120 } }),
    metric: enumOf({ options: options('metric', ['nh3', 'visitors', 'water']), filter: 'eq' }),
    value: number({ precision: 2, sortable: true }),
    kind: enumOf({ options: options('alarmKind', ['high', 'low']), filter: 'eq' }),
  },
  defaultSort: { field: 'alarmAt', order: 'desc' },
});
