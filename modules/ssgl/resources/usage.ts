// Water and electricity by person (用水台账, 用电台账): one row per person responsible for a facility's
// meter and month, with the readings; the usage (end − start) and the amount (usage × unit price)
// are computed by the server (server/usage.ts), an end reading below the start is refused.
import { defineResource, money, number, reference, text } from '../../../kit/resource';
import { ledgerApi } from './paths';

const usageFields = (unit: string) => ({
  person: text({ required: true, max: 20, filter: true, sortable: true }),
  facilityId: reference({ resource: 'ljszy.facilityInfo', display: 'facilityName', required: true, filter: 'eq' }),
  period: text({ required: true, pattern: '^\\d{4}-(0[1-9]|1[0-2])$', patternMessage: 'ssgl.periodRule', filter: 'eq', sortable: true }),
  startReading: number({ required: true, min: 0, max: 1e9, precision: 2 }),
  endReading: number({ required: true, min: 0, max: 1e9, precision: 2 }),
  usage: number({ form: false, import: false, precision: 2, unit, sortable: true }),
  unitPrice: money({ required: true, max: 100, unit: 'kit.unit.yuan' }),
  amount: money({ form: false, import: false, unit: 'kit.unit.yuan', sortable: true }),
  remark: text({ max: 100, column: false }),
});

/** A usage ledger: the same fields and keys, its own id, title and unit. */
const usageLedger = (id: string, title: string, unit: string) =>
  defineResource({
    id,
    title,
    api: ledgerApi(id),
    fields: usageFields(unit),
    unique: ['facilityId', 'person', 'period'],
    display: 'person',
    defaultSort: { field: 'period', order: 'desc' },
  });

export const waterUsage = usageLedger('waterUsage', 'ssgl.waterUsage', 'kit.unit.t');
export const electricityUsage = usageLedger('electricityUsage', 'ssgl.electricityUsage', 'ssgl.unit.kwh');
