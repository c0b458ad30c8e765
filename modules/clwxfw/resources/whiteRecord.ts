// White records (白名单记录): a car of 车辆管理 allowed to refuel from one date to another, with why
// and who approved; read when the tenant's white-record check is open (tenantParm.ts). The staff tree
// (staff/loadTreeWithPermission) is the approver picker's.
import { date, defineResource, reference, text } from '../../../kit/resource';
import { TREE_ANSWER } from './answers';
import { CAR, raw } from './paths';

export const whiteRecord = defineResource({
  id: 'whiteRecord',
  title: 'clwxfw.whiteRecord',
  api: { list: '/cloud/clwxfw/whiteRecord/pageList', upsert: raw('/cloud/clwxfw/whiteRecord/saveOrUpdate'), remove: raw('/cloud/clwxfw/whiteRecord/deletes') },
  fields: {
    carId: reference({ ...CAR, required: true, filter: 'eq', column: { fixed: 'left', width: 130 } }),
    startDate: date({ required: true, default: 'today', filter: 'range', sortable: true }),
    endDate: date({ required: true, sortable: true }),
    reason: text({ required: true, max: 100, filter: true }),
    approver: text({ max: 20, filter: true }),
  },
  defaultSort: { field: 'startDate', order: 'desc' },
  actions: {
    staffTree: { api: '/cloud/clwxfw/staff/loadTreeWithPermission', label: 'clwxfw.whiteRecord.staffTree', scope: 'toolbar', show: 'table', answer: TREE_ANSWER, reads: true },
  },
});
