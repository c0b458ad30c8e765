// Weights of single containers as the lifting scale of the vehicle records them.
import { datetime, defineResource, number, reference } from '../../../kit/resource';

export const containerWeight = defineResource({
  id: 'containerWeight',
  title: 'ljszy.containerWeight',
  api: {
    list: '/cloud/ljszy/containerWeight/pageList',
    export: '/cloud/ljszy/containerWeight/export',
  },
  fields: {
    containerId: reference({ resource: 'facilityContainer', display: 'containerCode', required: true, filter: true }),
    carId: reference({ resource: 'carInfo', display: 'carCode', filter: true }),
    weighTime: datetime({ required: true, filter: true, sortable: true }),
    weightKg: number({ required: true, min: 0, max: 5000, precision: 1, unit: 'kit.unit.kg', sortable: true }),
  },
  readOnly: true,
  defaultSort: { field: 'weighTime', order: 'desc' },
  actions: {
    detailList: { api: '/cloud/ljszy/containerWeight/detailList', label: 'ljszy.containerWeight.detailList', scope: 'row', show: 'table', reads: true },
  },
});
