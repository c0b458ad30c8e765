// Coverage lines of a policy (车辆险种明细): third party, vehicle damage, seats, glass …
import { defineResource, enumOf, money, reference } from '../../../kit/resource';
import { v2, v2Api } from './paths';

export const carInsurance = defineResource({
  id: 'carInsurance',
  title: 'clgl.carInsurance',
  api: v2Api('carInsurance'),
  fields: {
    insuranceId: reference({ resource: 'insuranceRecord', display: 'policyNo', required: true, filter: true, column: { fixed: 'left', width: 190 } }),
    carId: reference({ resource: 'car', display: 'plateNo', required: true, filter: true }),
    coverage: enumOf({ source: 'coverage', required: true, filter: true }),
    insuredAmount: money({ required: true, max: 10000000, unit: 'kit.unit.yuan', sortable: true }),
    premium: money({ required: true, max: 200000, unit: 'kit.unit.yuan', sortable: true }),
  },
  unique: ['insuranceId', 'coverage'],
  display: 'coverage',
  actions: { all: { api: v2('carInsurance', 'list'), label: 'clgl.action.listAll', scope: 'toolbar', show: 'table' } },
});
