// 满溢上报: every fill level a bin reported, the band it fell in, and the task it opened (if any).
import { datetime, defineResource, enumOf, number, reference } from '../../../kit/resource';
import { bandOptions } from './options';

export const fillReport = defineResource({
  id: 'fillReport',
  title: 'zszy.fillReport',
  api: { list: 'POST /cloud/zszy/prd/api/fillReport/pageList' },
  readOnly: true,
  fields: {
    deviceId: reference({ resource: 'positionDevice', display: 'deviceCode', required: true, filter: true }),
    estateId: reference({ resource: 'housingEstate', display: 'estateName', required: true, filter: true }),
    fillLevel: number({ required: true, min: 0, max: 200, precision: 1, unit: 'zszy.unit.percent' }),
    band: enumOf({ options: bandOptions, required: true, filter: true }),
    reportedAt: datetime({ required: true, sortable: true, filter: 'range' }),
    taskId: reference({ resource: 'collectionTask', display: 'taskNo' }),
  },
  display: 'reportedAt',
  defaultSort: { field: 'reportedAt', order: 'desc' },
});
