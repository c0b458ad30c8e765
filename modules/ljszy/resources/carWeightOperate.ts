// Weighing records at the weighbridge (gross, tare, net), printable as tickets.
import { boolean, datetime, defineResource, enumOf, number, reference, text } from '../../../kit/resource';

export const carWeightOperate = defineResource({
  id: 'carWeightOperate',
  title: 'ljszy.carWeightOperate',
  api: {
    list: 'POST /cloud/ljszy/carWeightOperate/pageList',
    create: '/cloud/ljszy/carWeightOperate/save',
    update: '/cloud/ljszy/carWeightOperate/update',
    remove: '/cloud/ljszy/carWeightOperate/delete',
    export: '/cloud/ljszy/carWeightOperate/export',
  },
  fields: {
    ticketNo: text({ required: true, max: 24, filter: true, sortable: true, column: { fixed: 'left', width: 170 } }),
    carId: reference({ resource: 'carInfo', display: 'carCode', required: true, filter: true }),
    facilityId: reference({ resource: 'facilityInfo', display: 'facilityName', required: true, filter: true }),
    garbageType: enumOf({ source: 'garbageType', required: true, filter: true }),
    grossWeight: number({ required: true, min: 0, max: 80, precision: 2, unit: 'kit.unit.t', sortable: true }),
    tareWeight: number({ required: true, min: 0, max: 40, precision: 2, unit: 'kit.unit.t' }),
    netWeight: number({ min: 0, max: 60, precision: 2, unit: 'kit.unit.t', sortable: true, filter: true, form: false }),
    weighTime: datetime({ required: true, filter: true, sortable: true, default: 'now' }),
    operator: text({ max: 20 }),
    printed: boolean({ form: false, default: false }),
  },
  unique: ['ticketNo'],
  display: 'ticketNo',
  defaultSort: { field: 'weighTime', order: 'desc' },
  // The summary workbook takes the records out: the resource's export function.
  functions: { 'act.exportXH': 'export' },
  actions: {
    printing: { api: '/cloud/ljszy/carWeightOperate/printing', label: 'ljszy.weighing.print', scope: 'row' },
    exportXH: { api: '/cloud/ljszy/carWeightOperate/exportXH', label: 'ljszy.weighing.exportXH', scope: 'toolbar', download: true },
  },
});
