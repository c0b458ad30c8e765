// 设施台账 (facilityInfo): the facilities a unit looks after and is inspected on — public toilets,
// transfer stations, compression stations and collection points of the demo city — with their
// responsible unit (a department of the platform), place on the map and state; import and export.
import { date, defineResource, enumOf, geoPoint, text, treeSelect } from '../../../kit/resource';
import { facility } from './paths';

export const facilityInfo = defineResource({
  id: 'facilityInfo',
  title: 'facility.facilityInfo',
  api: {
    list: facility('facilityInfo', 'pageList'), create: facility('facilityInfo', 'save'), update: facility('facilityInfo', 'update'),
    remove: facility('facilityInfo', 'delete'), import: facility('facilityInfo', 'import'), export: facility('facilityInfo', 'export'),
  },
  fields: {
    facilityCode: text({ required: true, max: 20, pattern: '^[A-Z]{2}-\\d{3,6}$', patternMessage: 'facility.facilityInfo.codeRule', filter: true, sortable: true }),
    facilityName: text({ required: true, max: 40, filter: true, sortable: true }),
    facilityType: enumOf({ source: 'facilityType', required: true, filter: true }),
    deptId: treeSelect({ tree: 'department', required: true, filter: true, help: 'facility.facilityInfo.deptHelp' }),
    street: text({ max: 30, filter: true }),
    address: text({ max: 80 }),
    location: geoPoint({ column: false }),
    manager: text({ max: 20 }),
    phone: text({ max: 20, pattern: '^[0-9-]{7,20}$', patternMessage: 'facility.facilityInfo.phoneRule' }),
    builtOn: date({ sortable: true }),
    state: enumOf({ source: 'facilityState', required: true, filter: true, default: 'inUse' }),
    remark: text({ max: 200, column: false }),
  },
  unique: ['facilityCode'],
  display: 'facilityName',
  defaultSort: { field: 'facilityCode', order: 'asc' },
});
