// Department areas (责任片区): the streets a department answers for, with a centre, a radius and the
// default handler a new case in the area is sent to.
import { defineResource, geoPoint, number, text } from '../../../kit/resource';

export const deptArea = defineResource({
  id: 'deptArea',
  title: 'wtsb.deptArea',
  api: {
    list: '/cloud/wtsb/area/getDeptAreaPage',
    upsert: '/cloud/wtsb/area/saveDeptAreaInfo',
    remove: '/cloud/wtsb/area/delDeptAreaInfo',
  },
  fields: {
    areaName: text({ required: true, max: 40, filter: true, sortable: true }),
    deptName: text({ required: true, max: 40, filter: true, sortable: true }),
    center: geoPoint({ required: true }),
    radius: number({ required: true, integer: true, min: 50, max: 20000, unit: 'wtsb.unit.meter', default: 1000 }),
    handlerName: text({ max: 20, filter: true }),
    handlerUserId: text({ max: 40, column: { hidden: true } }),
    handlerPhone: text({ max: 11, pattern: '^1\\d{10}$' }),
    remark: text({ max: 200, multiline: true, column: { hidden: true } }),
  },
  unique: ['areaName'],
  display: 'areaName',
});
