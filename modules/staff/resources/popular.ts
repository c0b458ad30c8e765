// 常用分组 and 常用人员: named groups of people a manager picks often (夜班应急组, 扫雪突击队), shared by
// the tenant; a person may be in several groups, once in each.
import { defineResource, number, reference, text } from '../../../kit/resource';
import { staffCall } from './paths';

export const popularGroup = defineResource({
  id: 'popularGroup',
  title: 'staff.popularGroup',
  api: { list: staffCall('popularGroup', 'list'), create: staffCall('popularGroup', 'save'), update: staffCall('popularGroup', 'update'), remove: `GET ${staffCall('popularGroup', 'delete')}` },
  fields: {
    groupName: text({ required: true, max: 30, filter: true, sortable: true }),
    sort: number({ integer: true, min: 0, max: 9999, default: 0, sortable: true }),
    remark: text({ max: 200 }),
  },
  unique: ['groupName'],
  display: 'groupName',
  defaultSort: { field: 'sort', order: 'asc' },
});

export const popularStaff = defineResource({
  id: 'popularStaff',
  title: 'staff.popularStaff',
  api: { list: staffCall('popularStaff', 'list'), upsert: staffCall('popularStaff', 'save'), remove: staffCall('popularStaff', 'delete') },
  fields: {
    groupId: reference({ resource: 'popularGroup', display: 'groupName', required: true, filter: true }),
    staffId: reference({ resource: 'staff', display: 'staffName', required: true, filter: true }),
    remark: text({ max: 100 }),
  },
  unique: ['groupId', 'staffId'],
  display: 'staffId',
  defaultSort: { field: 'groupId', order: 'asc' },
});
