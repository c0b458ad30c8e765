// 党员 (member/pageList): the crew's party members (工号 and name as kit/people/demoCrew.ts gives them),
// each in one branch, a secretary or a member.
import { date, defineResource, enumOf, reference, text } from '../../../kit/resource';
import { ROLE_OPTIONS } from './options';
import { party } from './paths';

export const member = defineResource({
  id: 'member',
  title: 'djgw.member',
  api: { list: party('member', 'pageList'), create: party('member', 'save'), update: party('member', 'update'), remove: party('member', 'delete') },
  fields: {
    memberName: text({ required: true, max: 20, filter: true, sortable: true }),
    staffCode: text({ required: true, max: 20, filter: true, help: 'djgw.member.staffCodeHelp' }),
    branchId: reference({ resource: 'branch', display: 'branchName', required: true, filter: true }),
    role: enumOf({ options: ROLE_OPTIONS, required: true, default: 'member', filter: true, help: 'djgw.member.roleHelp' }),
    joinDate: date({ sortable: true }),
  },
  unique: ['staffCode'],
  display: 'memberName',
  defaultSort: { field: 'staffCode', order: 'asc' },
});
