// 分类日报 (one row per district and day, a year of them): the figures the board's daily calls read —
// the devices' disposals, the residents' project score, fixed-time-and-place disposals on and off time.
import { date, defineResource, enumOf, number } from '../../../kit/resource';
import { districtOptions } from './options';

export const districtDaily = defineResource({
  id: 'districtDaily',
  title: 'zszy.districtDaily',
  api: { list: 'POST /cloud/zszy/prd/api/districtDaily/pageList' },
  readOnly: true,
  fields: {
    day: date({ required: true, filter: 'range', sortable: true }),
    district: enumOf({ options: districtOptions, required: true, filter: true }),
    deviceUses: number({ integer: true, min: 0, help: 'zszy.help.deviceUses' }),
    residentScore: number({ min: 0, max: 100, precision: 1, help: 'zszy.help.residentScore' }),
    spotOnTime: number({ integer: true, min: 0, help: 'zszy.help.spotOnTime' }),
    spotOffTime: number({ integer: true, min: 0, help: 'zszy.help.spotOffTime' }),
  },
  display: 'day',
  defaultSort: { field: 'day', order: 'desc' },
});
