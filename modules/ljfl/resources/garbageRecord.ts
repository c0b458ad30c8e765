// Garbage records (garbageManage): one load, weighed — a vehicle's collection leg (collection facility
// → handling facility) or a transfer leg (transfer station → plant). Its weight is the kit's one
// definition (kit/waste/loadWeight.ts): the destination weighbridge's confirmed net, else
// max(gross − tare, 0), else unknown (null: left out of tonnage, never 0). getSumData sums the loads
// the list's filters select (modules/ljfl/screens/GarbageRecords.tsx shows it above the list).
import { datetime, defineResource, enumOf, number, reference, text } from '../../../kit/resource';
import { ljfl } from '../paths';

export const garbageRecord = defineResource({
  id: 'garbageRecord',
  title: 'ljfl.garbageRecord',
  api: { list: ljfl('garbageManage/pageList'), upsert: ljfl('garbageManage/saveOrUpdate'), remove: ljfl('garbageManage/deletes') },
  fields: {
    recordNo: text({ required: true, max: 24, pattern: '^[A-Z0-9-]{4,24}$', patternMessage: 'ljfl.codeRule', filter: true, sortable: true }),
    recordTime: datetime({ required: true, filter: 'range', sortable: true }),
    carId: reference({ resource: 'car', display: 'carCode', required: true, filter: true }),
    garbageType: enumOf({ source: 'garbageType', required: true, filter: true }),
    leg: enumOf({ source: 'leg', required: true, filter: true, default: 'collect', help: 'ljfl.garbageRecord.legHelp' }),
    collectFacId: reference({ resource: 'collectFac', display: 'facName', filter: true, help: 'ljfl.garbageRecord.collectFacHelp' }),
    handleFacId: reference({ resource: 'handleFac', display: 'facName', required: true, filter: true }),
    district: enumOf({ source: 'district', filter: true }),
    grossWeight: number({ min: 0, max: 80, precision: 2, unit: 'kit.unit.t' }),
    tareWeight: number({ min: 0, max: 80, precision: 2, unit: 'kit.unit.t' }),
    confirmedNet: number({ min: 0, max: 80, precision: 2, unit: 'kit.unit.t', help: 'ljfl.garbageRecord.confirmedNetHelp' }),
    weight: number({ precision: 3, unit: 'kit.unit.t', form: false, import: false, sortable: true, help: 'ljfl.garbageRecord.weightHelp' }),
  },
  unique: ['recordNo'],
  display: 'recordNo',
  defaultSort: { field: 'recordTime', order: 'desc' },
});
