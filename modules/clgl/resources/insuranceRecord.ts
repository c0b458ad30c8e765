// Insurance policies of the vehicles (保险记录); the older calls name them insuranceManage.
import { date, defineResource, enumOf, money, reference, text } from '../../../kit/resource';
import { dualGenerations, V2, v2, v2Api } from './paths';
import { RECYCLE, recycleFields } from './recycle';

export const insuranceRecord = defineResource({
  id: 'insuranceRecord',
  title: 'clgl.insuranceRecord',
  api: v2Api('insuranceRecord'),
  generations: dualGenerations('insuranceRecord'),
  softDelete: RECYCLE,
  fields: {
    carId: reference({ resource: 'car', display: 'plateNo', required: true, filter: true, column: { fixed: 'left', width: 130 } }),
    companyId: reference({ resource: 'insuranceCompany', display: 'companyName', required: true, filter: true }),
    policyNo: text({ required: true, max: 30, filter: true }),
    insuranceType: enumOf({ source: 'insuranceType', required: true, filter: true }),
    premium: money({ required: true, max: 200000, unit: 'kit.unit.yuan', sortable: true }),
    startDate: date({ required: true, sortable: true }),
    expireDate: date({ required: true, filter: true, sortable: true }),
    handler: text({ max: 20 }),
    remindStatus: enumOf({ source: 'remindStatus', form: false, import: false, filter: true, default: 'normal' }),
    ...recycleFields(),
  },
  unique: ['policyNo'],
  display: 'policyNo',
  defaultSort: { field: 'expireDate', order: 'asc' },
  actions: {
    all: { api: v2('insuranceRecord', 'list'), label: 'clgl.action.listAll', scope: 'toolbar', show: 'table' },
    ignore: { api: { method: 'POST', path: `${V2}/insuranceRecord/ignore`, json: true }, label: 'clgl.action.ignoreRemind', scope: 'row', confirm: 'clgl.action.ignoreConfirm' },
  },
});
