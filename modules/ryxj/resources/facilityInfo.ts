/**
 * 设施信息: the facilities inspected — transfer stations, roads (their cleaning), green belts and
 * public toilets — with their place on the map and the unit responsible (the department ranked in the
 * monthly records). One table served at two API generations: facilityInfo (the screen's) and
 * facilityInfo2 (the spec's second variant of the same ledger: same rows, same rules). syncFacility
 * brings the ledger up to date with the city's facility register (server/facilities.ts).
 */
import { defineResource, enumOf, geoPoint, text, treeSelect } from '../../../kit/resource';
import { EVAL_TYPES, FACILITY_SOURCES, opts } from './options';
import { ryxj } from './paths';

const calls = (entity: string) => ({
  list: ryxj(entity, 'pageList'), create: ryxj(entity, 'save'), update: ryxj(entity, 'update'),
  remove: ryxj(entity, 'delete'), import: ryxj(entity, 'import'), export: ryxj(entity, 'export'),
});

export const facilityInfo = defineResource({
  id: 'facilityInfo',
  title: 'ryxj.facilityInfo',
  api: calls('facilityInfo'),
  generations: { variant2: calls('facilityInfo2') },
  fields: {
    facilityCode: text({ required: true, max: 20, pattern: '^[A-Z]{2}\\d{3,6}$', patternMessage: 'ryxj.facilityInfo.codeRule', filter: 'like', sortable: true }),
    facilityName: text({ required: true, max: 50, filter: 'like', sortable: true }),
    facilityType: enumOf({ options: opts('evalType', EVAL_TYPES), required: true, filter: true }),
    deptId: treeSelect({ tree: 'department', required: true, filter: true, help: 'ryxj.facilityInfo.deptHelp' }),
    street: text({ max: 30, filter: 'like' }),
    address: text({ max: 100 }),
    location: geoPoint({ column: false }),
    manager: text({ max: 20 }),
    phone: text({ max: 20, pattern: '^[0-9-]{7,20}$', patternMessage: 'ryxj.facilityInfo.phoneRule' }),
    source: enumOf({ options: opts('facilitySource', FACILITY_SOURCES), form: false, import: false, default: 'manual' }),
  },
  unique: ['facilityCode'],
  display: 'facilityName',
  defaultSort: { field: 'facilityCode', order: 'asc' },
  actions: {
    syncFacility: { api: ryxj('facilityInfo', 'syncFacility'), label: 'ryxj.facilityInfo.sync', scope: 'toolbar', confirm: 'ryxj.facilityInfo.syncConfirm' },
  },
});
