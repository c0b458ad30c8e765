// Sorting facilities (设施管理): fixed time-and-place disposal points of the estates, recycling outlets,
// refuse rooms, transfer stations, the sorting centre and the plants — the same names as 垃圾收运's
// points and plants. The spec has list, update, delete and export (facilities come from the ledger:
// no create on this page).
import { boolean, defineResource, enumOf, geoPoint, number, text } from '../../../kit/resource';
import { jlzs } from '../paths';

export const facilityManage = defineResource({
  id: 'facilityManage',
  title: 'jlzs.facilityManage',
  api: {
    list: jlzs('facilityManage', 'pageList'),
    update: jlzs('facilityManage', 'update'),
    remove: jlzs('facilityManage', 'delete'),
    export: jlzs('facilityManage', 'export'),
  },
  fields: {
    facilityName: text({ required: true, max: 40, filter: true, sortable: true }),
    facilityCode: text({ required: true, max: 20, filter: true, sortable: true }),
    facilityType: enumOf({ source: 'facilityType', required: true, filter: true }),
    district: enumOf({ source: 'district', required: true, filter: true }),
    street: text({ max: 20, filter: true }),
    estate: text({ max: 30, filter: true }),
    address: text({ max: 80 }),
    location: geoPoint({ column: false }),
    fixedTime: text({ max: 40, help: 'jlzs.facilityManage.fixedTimeHelp' }),
    equipment: number({ integer: true, min: 0, max: 500, sortable: true }),
    onlineRecording: boolean({ default: false, filter: true, help: 'jlzs.facilityManage.onlineHelp' }),
    status: enumOf({ source: 'facilityStatus', required: true, default: 'working', filter: true }),
  },
  unique: ['facilityCode'],
  display: 'facilityName',
  defaultSort: { field: 'facilityCode', order: 'asc' },
  lookup: ['facilityName', 'facilityType', 'district', 'street', 'equipment', 'onlineRecording', 'status'],
});
