// 运输作业 (ljqyDataKanBan/carOperation): each load a vehicle carried, with its weighings. Its weight is
// kit/waste/loadWeight's (server.ts computes `weight` on every write): the destination weighbridge's
// confirmed net weight, else max(gross − tare, 0), else none (left out of tonnage, never 0).
import { datetime, defineResource, enumOf, number, reference, text } from '../../../kit/resource';
import { districtOptions, garbageOptions, legOptions } from './options';

const t = (o: Parameters<typeof number>[0] = {}) => number({ min: 0, max: 100, precision: 3, unit: 'kit.unit.t', ...o });

export const load = defineResource({
  id: 'load',
  title: 'ljsy.load',
  api: { list: '/cloud/ljsy/ljqyDataKanBan/carOperation' },
  readOnly: true,
  fields: {
    carId: reference({ resource: 'car', display: 'carCode', required: true, filter: true }),
    departAt: datetime({ required: true, filter: 'range', sortable: true }),
    leg: enumOf({ options: legOptions, required: true, filter: true, help: 'ljsy.load.legHelp' }),
    garbageType: enumOf({ options: garbageOptions, required: true, filter: true }),
    district: enumOf({ options: districtOptions, filter: true }),
    origin: text({ max: 40 }),
    // The destination's row (figures group by it) and its name as the weighbridge ticket writes it (the
    // destinations have no list call of their own for the page to read names from).
    factoryId: reference({ resource: 'factory', display: 'factoryName', required: true, column: false, detail: false, export: false }),
    factoryName: text({ max: 40, filter: true }),
    arriveAt: datetime({ sortable: true }),
    grossWeight: t(),
    tareWeight: t(),
    confirmedNet: t({ help: 'ljsy.load.confirmedNetHelp' }),
    weight: t({ form: false, sortable: true, help: 'ljsy.load.weightHelp' }),
  },
  defaultSort: { field: 'departAt', order: 'desc' },
});
