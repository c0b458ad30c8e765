// 结算确认记录: the workflow's log of a settlement (who took which action with which outcome, when,
// the states before and after, the remark), written by the engine; read through settlement/logList.
import { defineResource, workflowLogFields } from '../../../kit/resource';

export const settlementLog = defineResource({
  id: 'settlementLog',
  title: 'htxm.settlementLog',
  api: {},
  readOnly: true,
  fields: workflowLogFields('settlement', 'settlementNo'),
  defaultSort: { field: 'actionTime', order: 'asc' },
});
