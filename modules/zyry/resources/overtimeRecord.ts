// 加班登记 (overtimeRecord/pageList, beside the spec's calls): each overtime worked, its kind (by the
// date unless said: holiday, rest day, workday) and what the law says of it — the pay factor, the
// day's and the month's totals and whether they pass the caps (rules/overtime.ts).
import { boolean, date, defineResource, enumOf, number, reference, text } from '../../../kit/resource';
import { OVERTIME_OPTIONS } from './options';
import { zyry } from './paths';

export const overtimeRecord = defineResource({
  id: 'overtimeRecord',
  title: 'zyry.overtimeRecord',
  api: { list: zyry('overtimeRecord', 'pageList'), create: zyry('overtimeRecord', 'save'), update: zyry('overtimeRecord', 'update'), remove: zyry('overtimeRecord', 'delete') },
  fields: {
    workerId: reference({ resource: 'worker', display: 'personName', required: true, filter: true }),
    workDate: date({ required: true, filter: 'range', sortable: true }),
    hours: number({ required: true, min: 0.5, max: 12, precision: 1, unit: 'zyry.unit.hour' }),
    kind: enumOf({ options: OVERTIME_OPTIONS, filter: true, help: 'zyry.overtimeRecord.kindHelp' }),
    reason: text({ max: 200 }),
    payFactor: number({ form: false, import: false, precision: 1, unit: 'zyry.unit.percent', help: 'zyry.overtimeRecord.payFactorHelp' }),
    dayHours: number({ form: false, import: false, precision: 1, unit: 'zyry.unit.hour', help: 'zyry.overtimeRecord.dayHoursHelp' }),
    overDayCap: boolean({ form: false, import: false, help: 'zyry.overtimeRecord.overDayCapHelp' }),
    monthHours: number({ form: false, import: false, precision: 1, unit: 'zyry.unit.hour', help: 'zyry.overtimeRecord.monthHoursHelp' }),
    overMonthCap: boolean({ form: false, import: false, help: 'zyry.overtimeRecord.overMonthCapHelp' }),
  },
  display: 'workDate',
  defaultSort: { field: 'workDate', order: 'desc' },
});
