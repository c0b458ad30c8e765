// Fuel cards (油卡); the older calls name them oilCardManage. A card is issued inactive, activated
// once, recharged (oilCardRecharge) and debited by card-paid refuels (oilRefuel).
import { datetime, defineResource, enumOf, money, reference, text } from '../../../kit/resource';
import { dualGenerations, V2, v2, v2Api } from './paths';
import { RECYCLE, recycleFields } from './recycle';

export const oilCard = defineResource({
  id: 'oilCard',
  title: 'clgl.oilCard',
  api: v2Api('oilCard'),
  generations: dualGenerations('oilCard'),
  softDelete: RECYCLE,
  fields: {
    cardNo: text({ required: true, max: 20, pattern: '^\\d{16,19}$', filter: true, sortable: true, column: { fixed: 'left', width: 190 } }),
    supplierId: reference({ resource: 'oilSupplier', display: 'supplierName', required: true, filter: true }),
    carId: reference({ resource: 'car', display: 'plateNo', filter: true }),
    holder: text({ max: 20, filter: true }),
    balance: money({ form: false, import: false, unit: 'kit.unit.yuan', sortable: true, default: 0 }),
    status: enumOf({ source: 'oilCardStatus', form: false, import: false, filter: true, default: 'inactive' }),
    activatedAt: datetime({ form: false, import: false }),
    ...recycleFields(),
  },
  unique: ['cardNo'],
  display: 'cardNo',
  defaultSort: { field: 'cardNo', order: 'asc' },
  actions: {
    all: { api: v2('oilCard', 'list'), label: 'clgl.action.listAll', scope: 'toolbar', show: 'table' },
    activate: { api: { method: 'POST', path: `${V2}/oilCard/activate`, json: true }, label: 'clgl.oilCard.activate', scope: 'row', confirm: 'clgl.oilCard.activateConfirm' },
  },
});
