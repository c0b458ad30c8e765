// Collection points and facilities (points, refuse rooms, transfer stations, landfills, plants).
import { defineResource, enumOf, geoPoint, number, reference, text } from '../../../kit/resource';

export const facilityInfo = defineResource({
  id: 'facilityInfo',
  title: 'ljszy.facilityInfo',
  api: {
    list: 'POST /cloud/ljszy/facilityInfo/pageList',
    create: '/cloud/ljszy/facilityInfo/save',
    update: '/cloud/ljszy/facilityInfo/update',
    remove: '/cloud/ljszy/facilityInfo/delete',
    get: 'GET /cloud/ljszy/facilityInfo/getOne',
  },
  fields: {
    facilityName: text({ required: true, max: 40, filter: true, sortable: true, column: { fixed: 'left', width: 200 } }),
    facilityCode: text({ required: true, max: 20, filter: true, sortable: true }),
    facilityType: enumOf({ source: 'facilityType', required: true, filter: true }),
    district: enumOf({ source: 'district', filter: true }),
    address: text({ max: 80 }),
    location: geoPoint({ column: false }),
    propertyCompanyId: reference({ resource: 'propertyCompany', display: 'companyName', filter: true }),
    capacity: number({ min: 0, max: 5000, precision: 2, unit: 'kit.unit.t', sortable: true }),
    staffName: text({ max: 20, form: false }),
    status: enumOf({ source: 'facilityStatus', required: true, filter: true, default: 'working' }),
  },
  unique: ['facilityCode'],
  display: 'facilityName',
  actions: {
    syncFacility: { api: '/cloud/ljszy/facilityInfo/syncFacility', label: 'ljszy.facilityInfo.sync', scope: 'toolbar', confirm: 'ljszy.facilityInfo.syncConfirm' },
    bindStaff: { api: '/cloud/ljszy/facilityInfo/bindStaff', label: 'ljszy.facilityInfo.bindStaff', scope: 'row', prompt: { staffName: 'ljszy.facilityInfo.staffName' } },
    translate: { api: 'GET /cloud/ljszy/facilityInfo/getTranslateFacilityInfo', label: 'ljszy.facilityInfo.translate', scope: 'row', show: 'detail', reads: true },
  },
});
