// 考核方案 (scheme/pageList): a scheme assesses objects of one kind by weighted indicators, saved
// together as a document with its lines (the weights must sum to 100: server/hooks.ts). Each
// indicator's score is typed in (manual) or read from the product's figures (its source).
import { boolean, defineResource, enumOf, number, reference, text } from '../../../kit/resource';
import { KIND_OPTIONS, SOURCE_OPTIONS } from './options';
import { assess } from './paths';

export const schemeIndicator = defineResource({
  id: 'schemeIndicator',
  title: 'jxkh.indicator',
  api: { list: assess('indicator', 'pageList') },
  readOnly: true,
  fields: {
    schemeId: reference({ resource: 'scheme', display: 'schemeName', form: false, filter: true }),
    indicatorName: text({ required: true, max: 30, filter: true }),
    source: enumOf({ options: SOURCE_OPTIONS, required: true, default: 'manual', filter: true, help: 'jxkh.indicator.sourceHelp' }),
    weight: number({ required: true, min: 0.1, max: 100, precision: 1, unit: 'jxkh.unit.percent', help: 'jxkh.indicator.weightHelp' }),
    definition: text({ max: 200, help: 'jxkh.indicator.definitionHelp' }),
  },
  display: 'indicatorName',
});

export const scheme = defineResource({
  id: 'scheme',
  title: 'jxkh.scheme',
  api: { list: assess('scheme', 'pageList'), create: assess('scheme', 'save'), update: assess('scheme', 'update'), get: assess('scheme', 'getById'), remove: assess('scheme', 'delete') },
  fields: {
    schemeName: text({ required: true, max: 40, filter: true, sortable: true }),
    objectKind: enumOf({ options: KIND_OPTIONS, required: true, filter: true }),
    enabled: boolean({ default: true, filter: true }),
    indicatorCount: number({ form: false, integer: true }),
    totalWeight: number({ form: false, precision: 1, unit: 'jxkh.unit.percent', help: 'jxkh.scheme.totalWeightHelp' }),
    remark: text({ max: 200, column: false }),
  },
  unique: ['schemeName'],
  display: 'schemeName',
  defaultSort: { field: 'schemeName', order: 'asc' },
  actions: {
    toggle: { api: assess('scheme', 'toggle'), label: 'jxkh.scheme.toggle', scope: 'row', confirm: 'jxkh.scheme.toggleConfirm' },
  },
  document: {
    lines: 'schemeIndicator',
    parent: 'schemeId',
    linesField: 'indicators',
    totals: { totalWeight: { sum: 'weight' }, indicatorCount: { count: true } },
    api: { lines: assess('scheme', 'indicatorList') },
  },
});
