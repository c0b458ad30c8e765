// 回收设置: the tenant's booking rules — how long before the appointment a booking may still be
// cancelled, and how many items one booking may hold. One row per tenant (the first row counts; the
// defaults below apply while there is none). Not in the spec (it names no settings call): setting/*.
import { defineResource, number, text } from '../../../kit/resource';
import { gfgj } from '../paths';

export const DEFAULT_SETTING = { cancelWindowMinutes: 60, maxItems: 10 };

export const setting = defineResource({
  id: 'setting',
  title: 'gfgj.setting',
  api: { list: gfgj('setting/pageList'), upsert: gfgj('setting/saveOrUpdate') },
  fields: {
    settingName: text({ required: true, max: 30 }),
    cancelWindowMinutes: number({ required: true, integer: true, min: 0, max: 10080, unit: 'gfgj.unit.minute', help: 'gfgj.setting.cancelWindowMinutesHelp' }),
    maxItems: number({ required: true, integer: true, min: 1, max: 200, unit: 'gfgj.unit.piece', help: 'gfgj.setting.maxItemsHelp' }),
  },
  unique: ['settingName'],
  display: 'settingName',
});
