// 岗位认领 (claim/pageList): a member takes a post for a period (dates inclusive); two claims of one
// post never overlap (server/hooks.ts).
import { date, defineResource, reference, text } from '../../../kit/resource';
import { party } from './paths';

export const claim = defineResource({
  id: 'claim',
  title: 'djgw.claim',
  api: { list: party('claim', 'pageList'), create: party('claim', 'save'), update: party('claim', 'update'), remove: party('claim', 'delete') },
  fields: {
    postId: reference({ resource: 'post', display: 'postName', required: true, filter: true }),
    memberId: reference({ resource: 'member', display: 'memberName', required: true, filter: true }),
    startDate: date({ required: true, filter: 'range', sortable: true }),
    endDate: date({ required: true, sortable: true }),
    pledge: text({ max: 200, help: 'djgw.claim.pledgeHelp' }),
  },
  display: 'startDate',
  defaultSort: { field: 'startDate', order: 'desc' },
});
