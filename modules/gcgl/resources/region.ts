// The tenant's regions (区域, common/getRegion): the districts its toilets are in. Only a list call in the
// spec, so they are seeded per tenant and read only; toilets refer to them. Row action 区域公厕 (getGcList).
import { defineResource, number, text } from '../../../kit/resource';
import { call } from './paths';

export const region = defineResource({
  id: 'region',
  title: 'gcgl.region',
  api: { list: call('common', 'getRegion') },
  readOnly: true,
  fields: {
    regionCode: text({ required: true, max: 16, filter: true, sortable: true }),
    regionName: text({ required: true, max: 30, filter: true }),
    sort: number({ integer: true, min: 0, sortable: true }),
  },
  unique: ['regionCode'],
  display: 'regionName',
  defaultSort: { field: 'sort', order: 'asc' },
  actions: {
    toilets: { api: call('equipmentManage', 'getGcList'), label: 'gcgl.region.toilets', scope: 'row', reads: true, show: 'table' },
  },
});
