// Villages and communities (村社): the units sorting is organised in, with households for per-household figures.
import { defineResource, enumOf, number, text } from '../../../kit/resource';
import { jlzs } from '../paths';

export const village = defineResource({
  id: 'village',
  title: 'jlzs.village',
  api: {
    list: jlzs('village', 'pageList'),
    upsert: jlzs('village', 'saveUpdate'),
    remove: jlzs('village', 'delete'),
    import: jlzs('village', 'import'),
    export: jlzs('village', 'export'),
  },
  fields: {
    villageName: text({ required: true, max: 30, filter: true, sortable: true }),
    district: enumOf({ source: 'district', required: true, filter: true }),
    street: text({ required: true, max: 20, filter: true }),
    villageType: enumOf({ source: 'villageType', required: true, filter: true }),
    households: number({ required: true, integer: true, min: 0, max: 100000, sortable: true }),
    population: number({ integer: true, min: 0, max: 300000, sortable: true }),
    mlxcLevel: enumOf({ source: 'mlxcLevel', default: 'none', filter: true, help: 'jlzs.village.mlxcHelp' }),
    contact: text({ max: 20 }),
    phone: text({ max: 20, pattern: '^[0-9-]{7,20}$', patternMessage: 'jlzs.phoneRule' }),
  },
  unique: ['villageName'],
  display: 'villageName',
  defaultSort: { field: 'villageName', order: 'asc' },
  lookup: ['villageName', 'district', 'street', 'villageType', 'households'],
});
