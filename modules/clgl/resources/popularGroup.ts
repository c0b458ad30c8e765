// Vehicle groups (车组) with their vehicles in service; group codes come from getNewGroupCode.
import { defineReport, number, text } from '../../../kit/resource';
import { classic } from './paths';

export const popularGroup = defineReport({
  id: 'popularGroup',
  title: 'clgl.popularGroup',
  api: { list: classic('popularGroup', 'pageList') },
  fields: {
    groupCode: text({ filter: true, sortable: true }),
    groupName: text({ filter: true, sortable: true }),
    cars: number({ sortable: true }),
    inService: number({ sortable: true }),
    plates: text(),
  },
  defaultSort: { field: 'cars', order: 'desc' },
});
