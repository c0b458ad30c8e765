// 箱体监测数据: the sensors' reports (fill level, battery, temperature), a day of them kept in the
// module's own table (the platform's device store has no box kind and server/ is not this module's).
// A device reports by its code; the reading goes to the box it is bound to and, when newest, becomes
// the box's latest (server/readings.ts).
import { datetime, defineResource, number, reference, text } from '../../../kit/resource';
import { dd } from './paths';

export const boxReading = defineResource({
  id: 'boxReading',
  title: 'ljszydd.boxReading',
  api: { list: dd('compressionBox', 'readingList'), create: dd('compressionBox', 'report') },
  readOnly: true,
  fields: {
    deviceCode: text({ required: true, max: 24, filter: true }),
    boxId: reference({ resource: 'compressionBox', display: 'boxCode', filter: true, form: false }),
    readAt: datetime({ required: true, filter: 'range', sortable: true }),
    fillLevel: number({ min: 0, max: 100, precision: 1, unit: 'ljszydd.unit.percent' }),
    battery: number({ min: 0, max: 100, precision: 0, unit: 'ljszydd.unit.percent' }),
    temperature: number({ min: -40, max: 150, precision: 1, unit: 'ljszydd.unit.celsius' }),
  },
  display: 'deviceCode',
  defaultSort: { field: 'readAt', order: 'desc' },
});
