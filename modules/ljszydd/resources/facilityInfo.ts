// 压缩设施: the transfer stations, refuse rooms and estate collection points that hold compression
// boxes. They come from 垃圾收运's facility ledger (sync) and are edited here, not created: the spec
// names list, update, sync and the bindings only. Staff (the crew's 工号) and boxes are bound to them.
import { datetime, defineResource, enumOf, geoPoint, number, text } from '../../../kit/resource';
import { dd } from './paths';

export const facilityInfo = defineResource({
  id: 'facilityInfo',
  title: 'ljszydd.facilityInfo',
  api: { list: dd('facilityInfo', 'list'), update: dd('facilityInfo', 'update') },
  fields: {
    facilityName: text({ required: true, max: 40, filter: true, sortable: true }),
    facilityCode: text({ required: true, max: 20, filter: true, sortable: true, form: false, help: 'ljszydd.facilityInfo.codeHelp' }),
    facilityType: enumOf({ source: 'facilityType', required: true, filter: true }),
    district: enumOf({ source: 'district', filter: true }),
    address: text({ max: 80 }),
    location: geoPoint({ column: false }),
    staffCodes: text({ form: false, column: { hidden: true }, filter: 'like' }),
    staffNames: text({ form: false, help: 'ljszydd.facilityInfo.staffHelp' }),
    boxCount: number({ integer: true, form: false, help: 'ljszydd.facilityInfo.boxCountHelp' }),
    alarmBoxes: number({ integer: true, form: false, help: 'ljszydd.facilityInfo.alarmBoxesHelp' }),
    syncedAt: datetime({ form: false, sortable: true }),
  },
  unique: ['facilityCode'],
  display: 'facilityName',
  defaultSort: { field: 'facilityCode', order: 'asc' },
  actions: {
    sync: { api: dd('facilityInfo', 'sync'), label: 'ljszydd.facilityInfo.sync', scope: 'toolbar', confirm: 'ljszydd.facilityInfo.syncConfirm' },
    bindStaff: { api: dd('facilityInfo', 'bindStaff'), label: 'ljszydd.facilityInfo.bindStaff', scope: 'row', prompt: { staffCodes: 'ljszydd.facilityInfo.staffCodesPrompt' } },
    bindCompressionBox: { api: dd('facilityInfo', 'bindCompressionBox'), label: 'ljszydd.facilityInfo.bindBox', scope: 'row', prompt: { boxCode: 'ljszydd.facilityInfo.boxCodePrompt' } },
  },
});
