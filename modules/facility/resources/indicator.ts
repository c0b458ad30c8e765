// 扣分项 (indicator): the module's indicator library — what an inspector may find, the points it
// deducts, whether it must be rectified and within how many hours, and the facilities it applies to
// (toilets, the other facilities, or all). An inspection keeps the words and points it was scored
// with, so a later edit here never changes a recorded inspection.
import { boolean, defineResource, enumOf, number, text } from '../../../kit/resource';
import { facility } from './paths';

export const indicator = defineResource({
  id: 'indicator',
  title: 'facility.indicator',
  api: { list: facility('indicator', 'pageList'), create: facility('indicator', 'save'), update: facility('indicator', 'update'), remove: facility('indicator', 'delete') },
  fields: {
    itemCode: text({ required: true, max: 12, pattern: '^[A-Z]\\d{2,4}$', patternMessage: 'facility.indicator.codeRule', filter: true, sortable: true }),
    itemName: text({ required: true, max: 40, filter: true }),
    scope: enumOf({ source: 'indicatorScope', required: true, filter: true }),
    points: number({ required: true, min: 0.5, max: 20, precision: 1, unit: 'facility.unit.point', sortable: true }),
    rectify: boolean({ default: false }),
    rectifyHours: number({ integer: true, min: 1, max: 720, unit: 'facility.unit.hour', help: 'facility.indicator.rectifyHoursHelp' }),
  },
  unique: ['itemCode'],
  display: 'itemName',
  defaultSort: { field: 'itemCode', order: 'asc' },
});
