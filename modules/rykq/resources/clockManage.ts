// 打卡管理 (clockManage/pageList): a manager's corrections of a day — an added punch (补卡) or the
// day counted as normal (申诉通过) — each with its reason, kept; the reports apply them.
import { date, datetime, defineResource, enumOf, reference, text } from '../../../kit/resource';
import { CORRECTION_KINDS } from './options';
import { rykq } from './paths';

export const clockManage = defineResource({
  id: 'clockManage',
  title: 'rykq.clockManage',
  api: { list: rykq('clockManage', 'pageList'), create: rykq('clockManage', 'save'), update: rykq('clockManage', 'update'), remove: rykq('clockManage', 'delete') },
  fields: {
    personId: reference({ resource: 'dutySetting', display: 'personName', required: true, filter: true }),
    workDate: date({ required: true, filter: 'range', sortable: true }),
    kind: enumOf({ options: CORRECTION_KINDS, required: true, filter: true }),
    punchAt: datetime({ help: 'rykq.clockManage.punchAtHelp' }),
    reason: text({ required: true, max: 200 }),
    manager: text({ required: true, max: 20 }),
  },
  display: 'workDate',
  defaultSort: { field: 'workDate', order: 'desc' },
});
