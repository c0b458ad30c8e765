// Collection data (收集数据): one row per district and day — tonnes of the four sorting categories, the
// recyclables found contaminated, blue (recyclables) buckets cleared and trips. The last 30 days are the
// weighing records summed (source 称重汇总); older days were entered by the districts (人工填报).
// The spec has list and delete: rows come from the weighings and the districts' returns, not a form.
import { date, defineResource, enumOf, number, text } from '../../../kit/resource';
import { jlzs } from '../paths';

const t = (help?: string) => number({ min: 0, max: 100000, precision: 3, unit: 'kit.unit.t', ...(help ? { help } : {}) });

export const collectData = defineResource({
  id: 'collectData',
  title: 'jlzs.collectData',
  api: { list: jlzs('collectData', 'pageList'), remove: jlzs('collectData', 'delete') },
  fields: {
    collectDate: date({ required: true, filter: 'range', sortable: true }),
    district: enumOf({ source: 'district', required: true, filter: true, sortable: true }),
    street: text({ max: 20, filter: true }),
    kitchenT: t(),
    otherT: t(),
    recyclableT: t(),
    hazardousT: number({ min: 0, max: 1000, precision: 3, unit: 'kit.unit.t' }),
    totalT: number({ min: 0, max: 400000, precision: 3, unit: 'kit.unit.t', sortable: true, form: false, help: 'jlzs.collectData.totalHelp' }),
    contaminatedT: t('jlzs.collectData.contaminatedHelp'),
    blueBuckets: number({ integer: true, min: 0, max: 100000 }),
    trips: number({ integer: true, min: 0, max: 10000 }),
    source: enumOf({ source: 'dataSource', required: true, default: 'manual', filter: true }),
  },
  defaultSort: { field: 'collectDate', order: 'desc' },
  lookup: ['collectDate', 'district', 'street', 'totalT', 'source'],
});
