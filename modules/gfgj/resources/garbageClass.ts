// 垃圾品类: what a household may book for collection, with its unit price (paid to the household per
// kg weighed) and the points it earns per kg. garbageClass/pageList, addOrUpdateGarbageClass,
// deleteGarbageClass; common/getGarbageClassList lists every class (the booking form's choices).
import { boolean, defineResource, money, number, text } from '../../../kit/resource';
import { gfgj } from '../paths';

export const garbageClass = defineResource({
  id: 'garbageClass',
  title: 'gfgj.garbageClass',
  api: { list: gfgj('garbageClass/pageList'), upsert: gfgj('garbageClass/addOrUpdateGarbageClass'), remove: gfgj('garbageClass/deleteGarbageClass'), all: gfgj('common/getGarbageClassList') },
  fields: {
    className: text({ required: true, max: 20, filter: true, sortable: true }),
    unitPrice: money({ required: true, max: 1000, unit: 'gfgj.unit.yuanPerKg', sortable: true, help: 'gfgj.garbageClass.unitPriceHelp' }),
    pointsPerKg: number({ required: true, integer: true, min: 0, max: 1000, help: 'gfgj.garbageClass.pointsPerKgHelp' }),
    enabled: boolean({ default: true, filter: true }),
    sort: number({ integer: true, min: 0, max: 999, sortable: true }),
  },
  unique: ['className'],
  display: 'className',
  defaultSort: { field: 'sort', order: 'asc' },
});
