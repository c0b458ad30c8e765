// Garbage types collected at facilities, with the disposal price per tonne.
import { defineResource, enumOf, money, reference, text } from '../../../kit/resource';

export const facilityGarType = defineResource({
  id: 'facilityGarType',
  title: 'ljszy.facilityGarType',
  api: {
    list: 'POST /cloud/ljszy/facilityGarType/pageList',
    create: '/cloud/ljszy/facilityGarType/save',
    update: '/cloud/ljszy/facilityGarType/update',
    remove: '/cloud/ljszy/facilityGarType/delete',
  },
  fields: {
    typeName: text({ required: true, max: 30, filter: true, sortable: true }),
    garbageType: enumOf({ source: 'garbageType', required: true, filter: true }),
    facilityId: reference({ resource: 'facilityInfo', display: 'facilityName', filter: true }),
    unitPrice: money({ max: 10000, unit: 'kit.unit.yuan', sortable: true }),
    remark: text({ max: 200, multiline: true, column: { hidden: true } }),
  },
  display: 'typeName',
  actions: {
    simpleList: { api: 'POST /cloud/ljszy/facilityGarType/getSimpleList', label: 'ljszy.facilityGarType.simpleList', scope: 'toolbar', show: 'table', reads: true },
  },
});
