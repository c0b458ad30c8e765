// Emergency staff (应急人员): each district's emergency team — its leader, the drivers of the
// emergency vehicles (垃圾收运's drivers) and workers — and the storehouse they muster at.
import { defineResource, enumOf, reference, text } from '../../../kit/resource';
import { districtOptions, staffRoleOptions, staffStatusOptions } from './options';
import { readApi, treeAction } from './paths';

export const esStaff = defineResource({
  id: 'esStaff',
  title: 'es.staff',
  api: readApi('esStaff'),
  readOnly: true,
  fields: {
    staffName: text({ required: true, max: 20, filter: true, sortable: true }),
    staffCode: text({ required: true, max: 20, filter: true, sortable: true }),
    team: text({ max: 30, filter: true }),
    role: enumOf({ options: staffRoleOptions, required: true, filter: true }),
    district: enumOf({ options: districtOptions, required: true, filter: true }),
    storehouseId: reference({ resource: 'esStorehouse', display: 'storehouseName', filter: true }),
    phone: text({ max: 20 }),
    status: enumOf({ options: staffStatusOptions, required: true, filter: true }),
  },
  unique: ['staffCode'],
  display: 'staffName',
  defaultSort: { field: 'staffCode', order: 'asc' },
  actions: { tree: treeAction('esStaff') },
});
