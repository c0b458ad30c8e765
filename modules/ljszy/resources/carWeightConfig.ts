// Weighing configuration per vehicle: rated load, standard tare and the overload threshold.
import { boolean, defineResource, number, reference } from '../../../kit/resource';

export const carWeightConfig = defineResource({
  id: 'carWeightConfig',
  title: 'ljszy.carWeightConfig',
  api: {
    list: 'POST /cloud/ljszy/carWeightConfig/pageList',
    upsert: '/cloud/ljszy/carWeightConfig/saveOrUpdate',
    remove: '/cloud/ljszy/carWeightConfig/delete',
  },
  fields: {
    carId: reference({ resource: 'carInfo', display: 'carCode', required: true, filter: true }),
    ratedLoad: number({ required: true, min: 0, max: 60, precision: 2, unit: 'kit.unit.t', sortable: true }),
    standardTare: number({ min: 0, max: 40, precision: 2, unit: 'kit.unit.t' }),
    overloadPercent: number({ min: 0, max: 100, integer: true, default: 10 }),
    enabled: boolean({ default: true, filter: true }),
  },
  unique: ['carId'],
  formIn: 'modal',
});
