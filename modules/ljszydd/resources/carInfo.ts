// 勾臂车辆: the hook-lift trucks (and compactors, cranes) that carry full boxes from the stations to
// the plants and bring empty ones back.
import { defineResource, enumOf, number, text, treeSelect } from '../../../kit/resource';
import { dd } from './paths';

export const PLATE_PATTERN = '^[\\u4e00-\\u9fa5][A-Z]·?[A-Z0-9]{5,6}$';

export const carInfo = defineResource({
  id: 'carInfo',
  title: 'ljszydd.carInfo',
  api: { list: dd('carInfo', 'pageList'), create: dd('carInfo', 'save'), update: dd('carInfo', 'update'), remove: dd('carInfo', 'delete') },
  fields: {
    carCode: text({ required: true, max: 12, pattern: PLATE_PATTERN, patternMessage: 'ljszydd.carInfo.plateRule', filter: true, sortable: true }),
    carType: enumOf({ source: 'carType', required: true, filter: true }),
    loadWeight: number({ min: 0, max: 60, precision: 2, unit: 'kit.unit.t', sortable: true }),
    boxSlots: number({ integer: true, min: 1, max: 4, default: 1, help: 'ljszydd.carInfo.boxSlotsHelp' }),
    deptId: treeSelect({ tree: 'department', filter: true }),
    driverCode: text({ max: 16, pattern: '^[A-Z]{2}\\d{4}$', patternMessage: 'ljszydd.carInfo.driverCodeRule', filter: true }),
    driverName: text({ max: 20, filter: true }),
    status: enumOf({ source: 'carStatus', required: true, filter: true, default: 'working' }),
  },
  unique: ['carCode'],
  display: 'carCode',
  defaultSort: { field: 'carCode', order: 'asc' },
});
