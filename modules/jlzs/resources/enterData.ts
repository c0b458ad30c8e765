// Entry data (进场数据): what entered each facility per day, by category or sub-category (元数据):
// plants' intake by the weighbridge, recycling outlets' and the sorting centre's recyclables by kind.
// The spec has list and delete.
import { date, defineResource, enumOf, number, reference } from '../../../kit/resource';
import { jlzs } from '../paths';

export const enterData = defineResource({
  id: 'enterData',
  title: 'jlzs.enterData',
  api: { list: jlzs('enterData', 'pageList'), remove: jlzs('enterData', 'delete') },
  fields: {
    enterDate: date({ required: true, filter: 'range', sortable: true }),
    facilityId: reference({ resource: 'facilityManage', display: 'facilityName', required: true, filter: 'in' }),
    garbageCode: enumOf({ from: { resource: 'metaData', value: 'code', label: 'name' }, required: true, filter: true }),
    loads: number({ integer: true, min: 0, max: 10000, sortable: true }),
    tonnes: number({ min: 0, max: 100000, precision: 3, unit: 'kit.unit.t', sortable: true }),
  },
  defaultSort: { field: 'enterDate', order: 'desc' },
  lookup: ['enterDate', 'facilityId', 'garbageCode', 'tonnes'],
});
