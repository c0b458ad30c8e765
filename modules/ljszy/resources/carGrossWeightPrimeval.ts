// Raw gross weights as the weighbridge sends them, before checking; the views below group them.
import { datetime, defineResource, number, reference, text } from '../../../kit/resource';

export const carGrossWeightPrimeval = defineResource({
  id: 'carGrossWeightPrimeval',
  title: 'ljszy.gross',
  api: {
    list: 'GET /cloud/ljszy/carGrossWeightPrimeval/pageList',
    export: '/cloud/ljszy/carGrossWeightPrimeval/export',
  },
  fields: {
    carCode: text({ required: true, max: 12, filter: true, sortable: true }),
    label: text({ max: 24, filter: true }),
    facilityId: reference({ resource: 'facilityInfo', display: 'facilityName', filter: true }),
    propertyCompanyId: reference({ resource: 'propertyCompany', display: 'companyName', filter: true }),
    companyId: reference({ resource: 'company', display: 'companyName', filter: true }),
    grossWeight: number({ required: true, min: 0, max: 80, precision: 2, unit: 'kit.unit.t', sortable: true }),
    weighTime: datetime({ required: true, filter: true, sortable: true }),
  },
  readOnly: true,
  defaultSort: { field: 'weighTime', order: 'desc' },
  // Offered to the platform's table lookups (the data monitor counts weighbridge rows by weighTime).
  lookup: ['carCode', 'facilityId', 'grossWeight', 'weighTime'],
});
