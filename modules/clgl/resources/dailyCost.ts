// Daily cost report: per vehicle and day, fuel, water, maintenance and other costs (computed from
// the records, so it always agrees with them).
import { date, defineReport, money, text } from '../../../kit/resource';
import { classic } from './paths';

export const dailyCost = defineReport({
  id: 'dailyCost',
  title: 'clgl.dailyCost',
  api: { list: classic('dailyCost', 'pageList') },
  fields: {
    costDate: date({ filter: 'range', sortable: true }),
    plateNo: text({ filter: true, sortable: true }),
    fuel: money({ sortable: true, unit: 'kit.unit.yuan' }),
    water: money({ sortable: true, unit: 'kit.unit.yuan' }),
    maintenance: money({ sortable: true, unit: 'kit.unit.yuan' }),
    other: money({ sortable: true, unit: 'kit.unit.yuan' }),
    total: money({ sortable: true, unit: 'kit.unit.yuan' }),
  },
  defaultSort: { field: 'costDate', order: 'desc' },
});
