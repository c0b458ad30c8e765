// 小区 (v3/housingEstate/page): the demo city's housing estates (kit/geo/demoCity.ts), where they are and
// how they sort. Read only here: estates come from the city's register.
import { defineResource, enumOf, geoPoint, number, text } from '../../../kit/resource';
import { districtOptions, sortingModeOptions } from './options';

export const housingEstate = defineResource({
  id: 'housingEstate',
  title: 'zszy.housingEstate',
  api: { list: 'GET /cloud/zszy/prd/api/v3/housingEstate/page' },
  readOnly: true,
  fields: {
    estateName: text({ required: true, max: 40, filter: true, sortable: true }),
    estateCode: text({ required: true, max: 20, filter: true, sortable: true }),
    district: enumOf({ options: districtOptions, required: true, filter: true }),
    street: text({ max: 40, filter: true }),
    households: number({ integer: true, min: 0, max: 20000, sortable: true, unit: 'zszy.unit.households' }),
    sortingMode: enumOf({ options: sortingModeOptions, required: true, filter: true, help: 'zszy.help.sortingMode' }),
    propertyCompany: text({ max: 60 }),
    location: geoPoint({ column: false }),
  },
  unique: ['estateCode'],
  display: 'estateName',
  defaultSort: { field: 'estateCode', order: 'asc' },
});
