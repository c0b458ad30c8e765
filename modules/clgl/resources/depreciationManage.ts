// Monthly depreciation of the vehicles (older calls only, /cloud/clgl/depreciationManage/).
import { defineResource, enumOf, money, reference, text } from '../../../kit/resource';
import { classic, classicApi } from './paths';

export const depreciationManage = defineResource({
  id: 'depreciationManage',
  title: 'clgl.depreciationManage',
  api: classicApi('depreciationManage'),
  fields: {
    carId: reference({ resource: 'car', display: 'plateNo', required: true, filter: true, column: { fixed: 'left', width: 130 } }),
    period: text({ required: true, pattern: '^\\d{4}-(0[1-9]|1[0-2])$', patternMessage: 'clgl.monthFormat', filter: 'eq', sortable: true }),
    method: enumOf({ source: 'depreciationMethod', required: true, filter: true, default: 'straightLine' }),
    originalValue: money({ required: true, max: 5000000, unit: 'kit.unit.yuan' }),
    monthlyAmount: money({ required: true, max: 500000, unit: 'kit.unit.yuan', sortable: true }),
    accumulated: money({ required: true, max: 5000000, unit: 'kit.unit.yuan' }),
    netValue: money({ form: false, import: false, unit: 'kit.unit.yuan', sortable: true }),
  },
  unique: ['carId', 'period'],
  display: 'period',
  defaultSort: { field: 'period', order: 'desc' },
  actions: { bkExport: { api: classic('depreciationManage', 'bkExport'), label: 'clgl.action.bkExport', scope: 'toolbar', download: true } },
});
