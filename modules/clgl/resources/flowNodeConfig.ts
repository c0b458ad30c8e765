// Approval flow nodes per business flow (maintenance, refuel, accident, cost) on the platform
// (/cloud/yht/v2/web/flowNodeConfig/): list and save only; a node is switched off, not deleted.
import { boolean, defineResource, enumOf, number, text } from '../../../kit/resource';

export const flowNodeConfig = defineResource({
  id: 'flowNodeConfig',
  title: 'clgl.flowNodeConfig',
  api: { list: '/cloud/yht/v2/web/flowNodeConfig/list', upsert: '/cloud/yht/v2/web/flowNodeConfig/save' },
  fields: {
    flowType: enumOf({ source: 'flowType', required: true, filter: true }),
    nodeOrder: number({ required: true, min: 1, max: 20, integer: true, sortable: true }),
    nodeName: text({ required: true, max: 20 }),
    approverRole: text({ required: true, max: 20 }),
    approverName: text({ max: 20 }),
    enabled: boolean({ default: true, filter: true }),
  },
  unique: ['flowType', 'nodeOrder'],
  display: 'nodeName',
  defaultSort: { field: 'nodeOrder', order: 'asc' },
});
