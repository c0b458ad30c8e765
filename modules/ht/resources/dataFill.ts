/**
 * 数据填报: a team's record of a day's construction or upkeep work on a road (work type, people,
 * hours, quantity), filled by its leader. Saving a fill files an application of kind 数据填报 for
 * approval (server/approvals.ts); `fillState` follows that application. Only approved fills count in
 * 月度施工记录. A fill can be corrected while its approval is pending; once decided or withdrawn it
 * is closed (a rejected fill is filled again as a new one).
 */
import { date, defineResource, enumOf, number, reference, text, treeSelect } from '../../../kit/resource';
import { APPROVAL_STATES, opts, UNITS, WORK_TYPES } from './options';
import { ht } from './paths';

export const dataFill = defineResource({
  id: 'dataFill',
  title: 'ht.dataFill',
  api: { list: ht('dataFill', 'pageList'), get: ht('dataFill', 'get'), create: ht('dataFill', 'save'), update: ht('dataFill', 'update') },
  fields: {
    workDate: date({ required: true, filter: 'range', sortable: true }),
    deptId: treeSelect({ tree: 'department', required: true, filter: true }),
    street: text({ required: true, max: 40, filter: 'like' }),
    workType: enumOf({ options: opts('workType', WORK_TYPES), required: true, filter: true }),
    content: text({ max: 200 }),
    workers: number({ integer: true, min: 1, max: 500, required: true, unit: 'ht.unit.person' }),
    hours: number({ precision: 1, min: 0.5, max: 24, required: true, unit: 'ht.unit.hour', help: 'ht.dataFill.hoursHelp' }),
    quantity: number({ precision: 1, min: 0, max: 1_000_000, required: true }),
    unit: enumOf({ options: opts('unit', UNITS), required: true }),
    leaderId: reference({ resource: 'person', display: 'name', required: true, filter: true }),
    fillState: enumOf({ options: opts('approvalState', APPROVAL_STATES), form: false, filter: true, help: 'ht.dataFill.fillStateHelp' }),
    approvalId: reference({ resource: 'approval', display: 'applyNo', form: false, filter: 'eq' }),
  },
  display: 'street',
  defaultSort: { field: 'workDate', order: 'desc' },
  lockedWhen: { field: 'fillState', in: ['approved', 'rejected', 'withdrawn'] },
});
