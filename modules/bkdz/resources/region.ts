// The region tree the accuracy is computed over: towns (the demo city's districts, 区), their streets
// (街道) and housing estates (小区). config/getRegionTree answers it nested; the region's own list and
// edits are this platform's calls (the spec names only the tree).
import { defineResource, enumOf, number, reference, text } from '../../../kit/resource';
import { bkdz } from './paths';

export const region = defineResource({
  id: 'region',
  title: 'bkdz.region',
  api: { list: bkdz('region/pageList'), create: bkdz('region/save'), update: bkdz('region/update'), remove: bkdz('region/delete') },
  fields: {
    regionName: text({ required: true, max: 30, filter: true, sortable: true }),
    level: enumOf({ source: 'regionLevel', required: true, filter: true, help: 'bkdz.region.levelHelp' }),
    parentId: reference({ resource: 'region', display: 'regionName' }),
    households: number({ integer: true, min: 0, max: 100000, unit: 'bkdz.unit.households', sortable: true }),
    sort: number({ integer: true, min: 0, max: 9999, default: 0 }),
  },
  unique: ['regionName'],
  display: 'regionName',
  defaultSort: { field: 'sort', order: 'asc' },
  tree: { parent: 'parentId', order: 'sort', api: bkdz('config/getRegionTree') },
});
