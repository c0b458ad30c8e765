// Useful expressions (常用语): ready-made remarks offered in the action dialogs.
import { defineResource, enumOf, number, text } from '../../../kit/resource';

export const usefulExpression = defineResource({
  id: 'usefulExpression',
  title: 'wtsb.usefulExpression',
  api: {
    list: '/cloud/wtsb/web/problem/loadUsefulExpressions',
    upsert: '/cloud/wtsb/web/problem/addUpdateUsefulExpressions',
    remove: '/cloud/wtsb/web/problem/delUsefulExpressions',
  },
  fields: {
    content: text({ required: true, max: 200, filter: true, multiline: true }),
    useFor: enumOf({ source: 'expressionUse', required: true, filter: true, default: 'all' }),
    sort: number({ integer: true, min: 0, max: 9999, sortable: true, default: 0 }),
  },
  display: 'content',
  defaultSort: { field: 'sort', order: 'asc' },
  formIn: 'modal',
});
