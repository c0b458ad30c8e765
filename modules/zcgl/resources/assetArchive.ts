// Asset archive (资产档案): one row per sanitation asset (compactor, bin, sweeper, transfer-station
// equipment…) with its type, district, state and value. `check` (row action, assetArchive/check)
// records a stock-take of one asset: its result and time; the operation history lists it.
import { date, datetime, defineResource, enumOf, money, reference, text } from '../../../kit/resource';
import { call } from './paths';

export const assetArchive = defineResource({
  id: 'assetArchive',
  title: 'zcgl.assetArchive',
  api: {
    list: call('assetArchive', 'page'),
    create: call('assetArchive', 'create'),
    update: call('assetArchive', 'update'),
    remove: call('assetArchive', 'deletes'),
    export: call('assetArchive', 'export'),
  },
  fields: {
    assetCode: text({ required: true, max: 20, pattern: '^[A-Z0-9-]{4,20}$', patternMessage: 'zcgl.assetArchive.codeRule', filter: true, sortable: true }),
    assetName: text({ required: true, max: 40, filter: true, sortable: true }),
    typeId: reference({ resource: 'assetType', display: 'typeName', required: true, filter: 'eq' }),
    district: enumOf({ source: 'district', required: true, filter: true }),
    state: enumOf({ source: 'assetState', required: true, filter: true }),
    value: money({ min: 0, max: 100_000_000, sortable: true }),
    purchaseDate: date({ filter: 'range', sortable: true }),
    keeper: text({ max: 20, filter: true }),
    checkResult: enumOf({ source: 'checkResult', form: false, filter: true }),
    checkedAt: datetime({ form: false, sortable: true }),
    remark: text({ max: 200, column: false }),
  },
  unique: ['assetCode'],
  display: 'assetCode',
  defaultSort: { field: 'assetCode', order: 'asc' },
  actions: {
    check: { api: call('assetArchive', 'check'), label: 'zcgl.assetArchive.check', scope: 'row', prompt: { checkResult: 'zcgl.assetArchive.checkResult', remark: 'zcgl.assetArchive.checkRemark' } },
  },
});
