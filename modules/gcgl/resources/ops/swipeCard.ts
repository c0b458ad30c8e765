// Cleaners' card swipes at toilets (刷卡记录, swipeCardRecordManage): a swipe when a cleaner starts and
// ends a round; getDailyTimes counts them per toilet and day. The list is the module's own call
// (pageList), the spec names only getDailyTimes.
import { datetime, defineResource, reference, text } from '../../../../kit/resource';
import { TOILET_RESOURCE } from '../../server/ops/ledger';
import { opsCall } from './paths';

export const swipeCardRecord = defineResource({
  id: 'swipeCardRecord',
  title: 'gcgl.ops.swipeCardRecord',
  api: { list: opsCall('swipeCardRecordManage', 'pageList') },
  readOnly: true,
  fields: {
    toiletId: reference({ resource: TOILET_RESOURCE, display: 'toiletName', required: true, filter: true }),
    cleaner: text({ required: true, max: 20, filter: true }),
    cardNo: text({ required: true, max: 20 }),
    swipedAt: datetime({ required: true, filter: 'range', sortable: true }),
  },
  defaultSort: { field: 'swipedAt', order: 'desc' },
});
