// Fuel consumption per vehicle and month: litres, amount, distance and litres per 100 km (from the
// refuel records' odometer readings).
import { defineReport, money, number, text } from '../../../kit/resource';
import { classic } from './paths';

export const fuelConsumption = defineReport({
  id: 'fuelConsumption',
  title: 'clgl.fuelConsumption',
  api: { list: classic('fuelConsumption', 'pageList') },
  fields: {
    month: text({ filter: 'eq', sortable: true }),
    plateNo: text({ filter: true, sortable: true }),
    refuels: number({ sortable: true }),
    liters: number({ sortable: true }),
    amount: money({ sortable: true, unit: 'kit.unit.yuan' }),
    distance: number({ sortable: true, unit: 'kit.unit.km' }),
    per100km: number({ sortable: true }),
  },
  defaultSort: { field: 'month', order: 'desc' },
});
