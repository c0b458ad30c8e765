// Sorting vehicles (carManage): the trucks that collect each type apart, with the plates 垃圾收运
// gives the same vehicles (kit/geo/demoCity demoCarCode), their last reported position (none: the
// board lists the car as an anomaly, never at 0,0). Row: the car by id (common/getCarById);
// toolbar: departments with their cars (common/loadDeptCarTree).
import { datetime, defineResource, enumOf, geoPoint, number, text, treeSelect } from '../../../kit/resource';
import { ljfl } from '../paths';

export const PLATE_PATTERN = '^[\\u4e00-\\u9fa5][A-Z]·?[A-Z0-9]{5,6}$';

export const car = defineResource({
  id: 'car',
  title: 'ljfl.car',
  api: { list: ljfl('carManage/pageList'), upsert: ljfl('carManage/saveOrUpdate'), remove: ljfl('carManage/deletes'), export: ljfl('carManage/export') },
  fields: {
    carCode: text({ required: true, max: 12, pattern: PLATE_PATTERN, patternMessage: 'ljfl.plateRule', filter: true, sortable: true }),
    garbageType: enumOf({ source: 'garbageType', required: true, filter: true }),
    carType: enumOf({ source: 'carType', required: true, filter: true }),
    loadWeight: number({ min: 0, max: 60, precision: 2, unit: 'kit.unit.t' }),
    company: text({ max: 40, filter: true }),
    driverName: text({ max: 20, filter: true }),
    driverPhone: text({ max: 11, pattern: '^1\\d{10}$', patternMessage: 'ljfl.mobileRule' }),
    deptId: treeSelect({ tree: 'department', filter: true }),
    status: enumOf({ source: 'carStatus', required: true, filter: true, default: 'working' }),
    location: geoPoint({ help: 'ljfl.car.locationHelp' }),
    positionTime: datetime({ sortable: true }),
  },
  unique: ['carCode'],
  display: 'carCode',
  defaultSort: { field: 'carCode', order: 'asc' },
  actions: {
    detail: { api: ljfl('common/getCarById'), label: 'ljfl.car.detail', scope: 'row', show: 'detail', reads: true },
    deptCarTree: { api: ljfl('common/loadDeptCarTree'), label: 'ljfl.car.deptCarTree', scope: 'toolbar', show: 'table', answer: { name: text(), type: text(), cars: number() }, reads: true },
  },
});
