// Collection vehicles of the area (ljszy = landfill and sanitation area).
import { defineResource, enumOf, number, text, treeSelect, date } from '../../../kit/resource';

export const PLATE_PATTERN = '^[\\u4e00-\\u9fa5][A-Z]·?[A-Z0-9]{5,6}$';

export const carInfo = defineResource({
  id: 'carInfo',
  title: 'ljszy.carInfo',
  api: {
    list: 'POST /cloud/ljszy/carInfo/pageList',
    create: '/cloud/ljszy/carInfo/save',
    update: '/cloud/ljszy/carInfo/update',
    remove: '/cloud/ljszy/carInfo/delete',
  },
  fields: {
    carCode: text({ required: true, max: 12, pattern: PLATE_PATTERN, patternMessage: 'ljszy.plateFormat', filter: true, sortable: true, column: { fixed: 'left', width: 130 } }),
    carType: enumOf({ source: 'carType', required: true, filter: true }),
    loadWeight: number({ min: 0, max: 60, precision: 2, unit: 'kit.unit.t', sortable: true }),
    deptId: treeSelect({ tree: 'department' }),
    driverName: text({ max: 20, filter: true }),
    driverPhone: text({ max: 11, pattern: '^1\\d{10}$' }),
    gpsNo: text({ max: 20, column: { hidden: true } }),
    status: enumOf({ source: 'carStatus', required: true, filter: true, default: 'working' }),
    buyDate: date({ sortable: true, column: { hidden: true } }),
  },
  unique: ['carCode'],
  display: 'carCode',
});
