// Operation history (操作记录, operationHistory/page): one row per create, update, delete or check of
// an asset, written by the module's write hook and the check call. It names the asset by its code
// (not a reference), so it outlives the asset's deletion.
import { datetime, defineResource, enumOf, text } from '../../../kit/resource';
import { call } from './paths';

export const assetHistory = defineResource({
  id: 'assetHistory',
  title: 'zcgl.assetHistory',
  api: { list: call('operationHistory', 'page') },
  readOnly: true,
  fields: {
    operatedAt: datetime({ filter: 'range', sortable: true }),
    assetCode: text({ required: true, max: 20, filter: true }),
    assetName: text({ max: 40 }),
    op: enumOf({ source: 'historyOp', required: true, filter: true }),
    operator: text({ max: 40, filter: true }),
    detail: text({ max: 400 }),
  },
  defaultSort: { field: 'operatedAt', order: 'desc' },
});
