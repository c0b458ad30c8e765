// 运输车辆: the tenant's transport vehicles, each of a transport subject (the company that runs it); the
// plates are 垃圾收运's (kit/geo/demoCity demoCarCode). Read here (ljqyDataKanBan/carInfo), kept by 垃圾收运.
import { defineResource, enumOf, number, text, treeSelect } from '../../../kit/resource';
import { districtOptions, garbageOptions } from './options';

export const car = defineResource({
  id: 'car',
  title: 'ljsy.car',
  api: { list: '/cloud/ljsy/ljqyDataKanBan/carInfo' },
  readOnly: true,
  fields: {
    carCode: text({ required: true, max: 16, filter: true, sortable: true }),
    subject: text({ required: true, max: 40, filter: true, sortable: true, help: 'ljsy.car.subjectHelp' }),
    garbageType: enumOf({ options: garbageOptions, required: true, filter: true }),
    transfer: enumOf({ options: [{ value: 'collect', label: 'ljsy.carRole.collect' }, { value: 'transfer', label: 'ljsy.carRole.transfer' }], required: true, filter: true }),
    district: enumOf({ options: districtOptions, filter: true }),
    deptId: treeSelect({ tree: 'department', filter: true }),
    driverName: text({ max: 20 }),
    loadWeight: number({ min: 0, max: 60, precision: 2, unit: 'kit.unit.t' }),
    gpsNo: text({ max: 20 }),
  },
  unique: ['carCode'],
  display: 'carCode',
  defaultSort: { field: 'carCode', order: 'asc' },
});
