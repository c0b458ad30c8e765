// 作业结果 (workResult/pageList, ours): the per-road-per-shift results of shifts already measured,
// kept as the rules computed them from the tracks (the seed's month of history over the demo tracks);
// read only — the work report (workReport.ts) reads them and measures the rest from the device store.
import { date, defineResource, enumOf, number, reference, text } from '../../../kit/resource';
import { JOB_OPTIONS, SHIFT_OPTIONS, STATUS_OPTIONS } from './options';
import { jx } from './paths';

const km = () => number({ precision: 2, unit: 'jxbjnew.unit.km' });
const pct = () => number({ precision: 1, unit: 'jxbjnew.unit.percent' });

export const workResultFields = {
  workDate: date({ filter: 'range', sortable: true }),
  shift: enumOf({ options: SHIFT_OPTIONS, filter: true }),
  carLineId: reference({ resource: 'carLine', display: 'driverName', column: false }),
  privateLineId: reference({ resource: 'privateCarLine', display: 'lineName', column: false }),
  plateNo: text({ filter: true }),
  driverName: text({}),
  lineName: text({ filter: true }),
  roadCode: text({ column: false }),
  roadName: text({ filter: true }),
  jobType: enumOf({ options: JOB_OPTIONS, filter: true }),
  passes: number({ integer: true }),
  coverage: pct(),
  completion: pct(),
  threshold: pct(),
  roadKm: km(),
  totalKm: km(),
  workKm: km(),
  emptyRate: pct(),
  offLineMinutes: number({ integer: true, unit: 'jxbjnew.unit.minute' }),
  speedingMinutes: number({ integer: true, unit: 'jxbjnew.unit.minute' }),
  maxSpeed: number({ precision: 1, unit: 'jxbjnew.unit.kmh' }),
  waterUsed: number({ precision: 0, unit: 'jxbjnew.unit.litre' }),
  status: enumOf({ options: STATUS_OPTIONS, filter: true }),
  deviations: text({}),
};

export const workResult = defineResource({
  id: 'workResult',
  title: 'jxbjnew.workResult',
  api: { list: jx('workResult', 'pageList') },
  readOnly: true,
  fields: workResultFields,
  display: 'roadName',
  defaultSort: { field: 'workDate', order: 'desc' },
});
