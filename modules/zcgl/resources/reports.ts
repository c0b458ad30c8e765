// The asset archive's computed lists (server/reports.ts fills them):
// - assetAnalysis (analysis/chart): counts and values per type × state (the chart's data, as a table
//   and as the board's bars).
// - assetDataView (dataView/page, dataView/export): every asset with its type's name, its age in
//   years and its value, for reading and exporting across types.
import { defineReport, enumOf, money, number, reference, text } from '../../../kit/resource';
import { call } from './paths';

export const assetAnalysis = defineReport({
  id: 'assetAnalysis',
  title: 'zcgl.assetAnalysis',
  api: { list: call('analysis', 'chart') },
  fields: {
    typeId: reference({ resource: 'assetType', display: 'typeName', filter: 'eq' }),
    typeName: text({ column: false }),
    state: enumOf({ source: 'assetState', filter: 'eq' }),
    count: number({ integer: true }),
    value: money({}),
  },
});

export const assetDataView = defineReport({
  id: 'assetDataView',
  title: 'zcgl.assetDataView',
  api: { list: call('dataView', 'page'), export: call('dataView', 'export') },
  fields: {
    assetCode: text({ filter: true }),
    assetName: text({}),
    typeName: text({}),
    district: enumOf({ source: 'district', filter: 'eq' }),
    state: enumOf({ source: 'assetState', filter: 'eq' }),
    value: money({}),
    ageYears: number({ precision: 1 }),
  },
});
