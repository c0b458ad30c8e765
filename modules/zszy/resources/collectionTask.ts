// 清运任务: opened by a bin's overflow report (server/fill.ts), due `deadline` (the report's time plus the
// band's response minutes); a crew responds (row action) and the task says whether it was on time.
import { datetime, defineResource, enumOf, number, reference, text } from '../../../kit/resource';
import { bandOptions, onTimeOptions, taskStateOptions } from './options';

export const collectionTask = defineResource({
  id: 'collectionTask',
  title: 'zszy.collectionTask',
  api: { list: 'POST /cloud/zszy/prd/api/collectionTask/pageList' },
  readOnly: true,
  fields: {
    taskNo: text({ required: true, max: 24, filter: true, sortable: true }),
    deviceId: reference({ resource: 'positionDevice', display: 'deviceCode', required: true, filter: true }),
    estateId: reference({ resource: 'housingEstate', display: 'estateName', required: true, filter: true }),
    band: enumOf({ options: bandOptions, required: true, filter: true }),
    fillLevel: number({ min: 0, max: 200, precision: 1, unit: 'zszy.unit.percent' }),
    openedAt: datetime({ required: true, sortable: true, filter: 'range' }),
    deadline: datetime({ required: true, sortable: true, help: 'zszy.help.deadline' }),
    state: enumOf({ options: taskStateOptions, required: true, filter: true }),
    respondedAt: datetime({ sortable: true }),
    onTime: enumOf({ options: onTimeOptions, filter: true, help: 'zszy.help.onTime' }),
    note: text({ max: 200 }),
  },
  unique: ['taskNo'],
  display: 'taskNo',
  defaultSort: { field: 'openedAt', order: 'desc' },
  actions: {
    respond: { api: 'POST /cloud/zszy/prd/api/collectionTask/respond', label: 'zszy.collectionTask.respond', scope: 'row', prompt: { note: 'zszy.collectionTask.note' }, when: { field: 'state', in: ['open'] } },
  },
});
