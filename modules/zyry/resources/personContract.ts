// 人员合同 (personContract/pageList): each worker's contract, its employment relation and the
// reminder it has reached (60/30/15/7/3 days, expired: rules/contracts.ts), composed on every read.
import { date, defineResource, enumOf, number, reference, text } from '../../../kit/resource';
import { RELATION_OPTIONS, STAGE_OPTIONS } from './options';
import { zyry } from './paths';

export const personContract = defineResource({
  id: 'personContract',
  title: 'zyry.personContract',
  api: { list: zyry('personContract', 'pageList'), create: zyry('personContract', 'save'), update: zyry('personContract', 'update'), remove: zyry('personContract', 'delete'), export: zyry('personContract', 'export') },
  fields: {
    workerId: reference({ resource: 'worker', display: 'personName', required: true, filter: true }),
    relation: enumOf({ options: RELATION_OPTIONS, required: true, filter: true, help: 'zyry.personContract.relationHelp' }),
    dispatchCompany: text({ max: 40 }),
    contractStart: date({ required: true }),
    contractEnd: date({ filter: 'range', sortable: true, help: 'zyry.personContract.endHelp' }),
    daysLeft: number({ form: false, import: false, integer: true, unit: 'zyry.unit.day', help: 'zyry.personContract.daysLeftHelp' }),
    stage: enumOf({ options: STAGE_OPTIONS, form: false, import: false, help: 'zyry.personContract.stageHelp' }),
    reminder: text({ form: false, import: false }),
  },
  unique: ['workerId'],
  display: 'contractEnd',
  defaultSort: { field: 'contractEnd', order: 'asc' },
});
