// 审批记录: the workflow's log of an application (who took which action with which outcome, when, the
// states before and after, the remark), written by the engine; read through approval/logList.
import { defineResource, workflowLogFields } from '../../../kit/resource';

export const approvalLog = defineResource({
  id: 'approvalLog',
  title: 'ht.approvalLog',
  api: {},
  readOnly: true,
  fields: workflowLogFields('approval', 'applyNo'),
  defaultSort: { field: 'actionTime', order: 'asc' },
});
