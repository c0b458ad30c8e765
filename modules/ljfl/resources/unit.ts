// Units taking part in waste sorting (unitManage): housing estates, offices, schools, enterprises,
// markets, hospitals — each with its households (or staff), grade and the check group that inspects it.
// Toolbar lookups: the department tree (common/getDeptTree), this tenant's summary (common/getTenantById),
// the districts' overview (item/getInfoByProvince) and every place with coordinates (item/getCoordinateData).
import { defineResource, enumOf, geoPoint, number, text, treeSelect } from '../../../kit/resource';
import { ljfl } from '../paths';

export const unit = defineResource({
  id: 'unit',
  title: 'ljfl.unit',
  api: { list: ljfl('unitManage/pageList'), upsert: ljfl('unitManage/saveOrUpdate'), remove: ljfl('unitManage/deletes'), export: ljfl('unitManage/export') },
  fields: {
    unitName: text({ required: true, max: 40, filter: true, sortable: true }),
    unitType: enumOf({ source: 'unitType', required: true, filter: true }),
    district: enumOf({ source: 'district', required: true, filter: true, sortable: true }),
    street: text({ max: 20, filter: true }),
    address: text({ max: 80 }),
    households: number({ integer: true, min: 0, max: 100000, sortable: true, help: 'ljfl.unit.householdsHelp' }),
    grade: enumOf({ source: 'grade', filter: true }),
    checkGroup: enumOf({ source: 'checkGroup', filter: true }),
    deptId: treeSelect({ tree: 'department', column: { hidden: true } }),
    contact: text({ max: 20 }),
    phone: text({ max: 13, pattern: '^(1\\d{10}|0\\d{2,3}-\\d{7,8})$', patternMessage: 'ljfl.phoneRule' }),
    location: geoPoint({ help: 'ljfl.locationHelp' }),
  },
  unique: ['unitName'],
  display: 'unitName',
  defaultSort: { field: 'unitName', order: 'asc' },
  actions: {
    deptTree: { api: ljfl('common/getDeptTree'), label: 'ljfl.unit.deptTree', scope: 'toolbar', show: 'table', answer: { name: text(), code: text() }, reads: true },
    tenant: { api: ljfl('common/getTenantById'), label: 'ljfl.unit.tenant', scope: 'toolbar', show: 'detail', answer: { tenantName: text(), units: number(), households: number(), residents: number() }, reads: true },
    province: {
      api: ljfl('item/getInfoByProvince'), label: 'ljfl.unit.province', scope: 'toolbar', show: 'table', reads: true,
      answer: { districtName: text(), units: number(), households: number(), collectFacs: number(), handleFacs: number(), residents: number() },
    },
    coordinates: {
      api: ljfl('item/getCoordinateData'), label: 'ljfl.unit.coordinates', scope: 'toolbar', show: 'table', reads: true,
      answer: { itemType: text(), name: text(), lng: number({ precision: 6 }), lat: number({ precision: 6 }) },
    },
  },
});
