// Containers (bins, compactor boxes) at facilities, with their RFID labels; importable from a sheet.
import { defineResource, enumOf, number, reference, text } from '../../../kit/resource';

export const facilityContainer = defineResource({
  id: 'facilityContainer',
  title: 'ljszy.facilityContainer',
  api: {
    list: 'POST /cloud/ljszy/facilityContainer/pageList',
    create: '/cloud/ljszy/facilityContainer/save',
    update: '/cloud/ljszy/facilityContainer/update',
    remove: '/cloud/ljszy/facilityContainer/delete',
    import: '/cloud/ljszy/facilityContainer/import',
    export: '/cloud/ljszy/facilityContainer/export',
  },
  fields: {
    containerCode: text({ required: true, max: 20, filter: true, sortable: true, column: { fixed: 'left', width: 150 } }),
    facilityId: reference({ resource: 'facilityInfo', display: 'facilityName', required: true, filter: true }),
    containerType: enumOf({ source: 'containerType', required: true, filter: true }),
    garbageType: enumOf({ source: 'garbageType', required: true, filter: true }),
    volume: number({ min: 0, max: 30000, integer: true, sortable: true }),
    rfid: text({ max: 24, pattern: '^[0-9A-F]{8,24}$', filter: true }),
  },
  unique: ['containerCode'],
  display: 'containerCode',
});
