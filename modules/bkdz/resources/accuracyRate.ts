// Accuracy rates per month and region (estate, street, town), as calculateSummary last stored them:
// each names its source and band. getList pages them, export writes them, a row's 趋势 draws its
// region's last twelve months (getTrendList).
import { datetime, defineResource, enumOf, number, reference, text } from '../../../kit/resource';
import { bkdz } from './paths';

export const accuracyRate = defineResource({
  id: 'accuracyRate',
  title: 'bkdz.accuracyRate',
  api: { list: bkdz('accuracyRate/getList'), export: bkdz('accuracyRate/export') },
  readOnly: true,
  fields: {
    period: text({ required: true, pattern: '^\\d{4}-\\d{2}$', filter: 'eq', sortable: true }),
    regionId: reference({ resource: 'region', display: 'regionName', required: true, filter: true }),
    level: enumOf({ source: 'regionLevel', required: true, filter: true }),
    source: enumOf({ source: 'source', required: true, filter: true }),
    rate: number({ precision: 2, unit: 'bkdz.unit.percent', sortable: true, help: 'bkdz.accuracyRate.rateHelp' }),
    band: enumOf({ source: 'band', required: true, filter: true }),
    rank: number({ integer: true, sortable: true, help: 'bkdz.accuracyRate.rankHelp' }),
    samples: number({ integer: true, sortable: true, unit: 'bkdz.unit.records' }),
    gradedCount: number({ integer: true, unit: 'bkdz.unit.times' }),
    correctCount: number({ integer: true, unit: 'bkdz.unit.times' }),
    calculatedAt: datetime({ sortable: true }),
  },
  defaultSort: { field: 'period', order: 'desc' },
  actions: {
    calculate: { api: bkdz('accuracyRate/calculateSummary'), label: 'bkdz.accuracyRate.calculate', scope: 'toolbar', prompt: { period: 'bkdz.accuracyRate.periodPrompt' }, show: 'detail', answer: { period: text(), estates: number(), streets: number(), towns: number(), unknown: number() } },
    levels: { api: bkdz('accuracyRate/getLevelList'), label: 'bkdz.accuracyRate.levels', scope: 'toolbar', reads: true, show: 'table', answer: { band: enumOf({ source: 'band' }), regions: number(), share: number({ unit: 'bkdz.unit.percent' }) } },
    trend: { api: bkdz('accuracyRate/getTrendList'), label: 'bkdz.accuracyRate.trend', scope: 'row', reads: true, show: 'chart' },
  },
});
