// Visitors' ratings and comments of a toilet (评价管理, commentManage): listed and deleted by the
// engine (visitors write them from the toilet's QR page, not here); ratings 1–5.
import { datetime, defineResource, number, reference, text } from '../../../../kit/resource';
import { TOILET_RESOURCE } from '../../server/ops/ledger';
import { opsCall } from './paths';

export const toiletComment = defineResource({
  id: 'toiletComment',
  title: 'gcgl.ops.toiletComment',
  api: { list: opsCall('commentManage', 'pageList'), remove: opsCall('commentManage', 'delete') },
  fields: {
    toiletId: reference({ resource: TOILET_RESOURCE, display: 'toiletName', required: true, filter: true }),
    rating: number({ integer: true, min: 1, max: 5, required: true, filter: 'eq', sortable: true }),
    content: text({ max: 200, multiline: true }),
    visitor: text({ max: 20 }),
    commentedAt: datetime({ required: true, filter: 'range', sortable: true }),
  },
  defaultSort: { field: 'commentedAt', order: 'desc' },
});
