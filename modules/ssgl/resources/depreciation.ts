// Facility depreciation (设施折旧, the gaojie service): the straight-line depreciation of one piece of
// equipment of the account, by month, from its original value, residual rate and life in months.
// The server computes the monthly amount and the residual value on every write (server/depreciation.ts)
// and the schedule month by month (the report depreciationSchedule, drawn by the 折旧趋势 chart).
import { date, defineReport, defineResource, money, number, reference, text } from '../../../kit/resource';
import { gaojie } from './paths';

export const facilityDepreciation = defineResource({
  id: 'facilityDepreciation',
  title: 'ssgl.facilityDepreciation',
  api: {
    list: gaojie('facilityDepreciation', 'list'),
    create: gaojie('facilityDepreciation', 'save'),
    update: gaojie('facilityDepreciation', 'update'),
    remove: gaojie('facilityDepreciation', 'delete'),
    import: gaojie('facilityDepreciation', 'import'),
    export: gaojie('facilityDepreciation', 'export'),
  },
  fields: {
    accountId: reference({ resource: 'facilityAccount', display: 'equipmentName', required: true, filter: 'eq' }),
    originalValue: money({ required: true, min: 1, max: 100_000_000, unit: 'kit.unit.yuan', sortable: true }),
    residualRate: number({ required: true, min: 0, max: 50, precision: 2, default: 5, unit: 'ssgl.unit.percent' }),
    lifeMonths: number({ required: true, integer: true, min: 1, max: 600, default: 96, unit: 'ssgl.unit.month' }),
    startDate: date({ required: true, filter: 'range', sortable: true }),
    monthlyAmount: money({ form: false, import: false, unit: 'kit.unit.yuan', sortable: true }),
    residualValue: money({ form: false, import: false, unit: 'kit.unit.yuan' }),
    remark: text({ max: 100, column: false }),
  },
  unique: ['accountId'],
  display: 'accountId',
  defaultSort: { field: 'startDate', order: 'desc' },
});

/** The schedule's call: not in the spec (it names only the CRUD of the gaojie service), our addition beside it. */
export const SCHEDULE_CALL = gaojie('facilityDepreciation', 'schedule');

export const depreciationSchedule = defineReport({
  id: 'depreciationSchedule',
  title: 'ssgl.depreciationSchedule',
  api: { list: SCHEDULE_CALL },
  fields: {
    month: text({ filter: 'range' }),
    accountId: reference({ resource: 'facilityAccount', display: 'equipmentName', filter: 'eq', column: false }),
    items: number({ integer: true }),
    depreciation: money({ unit: 'kit.unit.yuan' }),
    accumulated: money({ unit: 'kit.unit.yuan' }),
    netValue: money({ unit: 'kit.unit.yuan' }),
  },
});
