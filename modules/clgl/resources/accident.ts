// Insurance claims of accidents (事故理赔); the accidents themselves are accidentManage.
import { date, defineResource, enumOf, money, reference, text } from '../../../kit/resource';
import { v2, v2Api } from './paths';

export const accident = defineResource({
  id: 'accident',
  title: 'clgl.accident',
  api: v2Api('accident'),
  fields: {
    claimNo: text({ required: true, max: 30, filter: true, sortable: true, column: { fixed: 'left', width: 170 } }),
    accidentId: reference({ resource: 'accidentManage', display: 'location', required: true, filter: true }),
    companyId: reference({ resource: 'insuranceCompany', display: 'companyName', required: true, filter: true }),
    claimDate: date({ required: true, filter: true, sortable: true }),
    claimAmount: money({ required: true, max: 2000000, unit: 'kit.unit.yuan', sortable: true }),
    paidAmount: money({ max: 2000000, unit: 'kit.unit.yuan' }),
    status: enumOf({ source: 'claimStatus', required: true, filter: true, default: 'claiming' }),
  },
  unique: ['claimNo'],
  display: 'claimNo',
  actions: { all: { api: v2('accident', 'list'), label: 'clgl.action.listAll', scope: 'toolbar', show: 'table' } },
});
