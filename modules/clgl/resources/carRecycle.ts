// The recycle list: deleted vehicles, kept until recovered (their records stay linked meanwhile).
import { datetime, defineReport, text } from '../../../kit/resource';
import { V2 } from './paths';

export const carRecycle = defineReport({
  id: 'carRecycle',
  title: 'clgl.carRecycle',
  api: { list: { method: 'POST', path: `${V2}/car/recycleList`, json: true } },
  fields: {
    plateNo: text({ filter: true, sortable: true }),
    brand: text(),
    model: text(),
    driverName: text(),
    recycledAt: datetime({ sortable: true }),
    recycledBy: text(),
  },
  display: 'plateNo',
  defaultSort: { field: 'recycledAt', order: 'desc' },
  actions: {
    recover: { api: { method: 'POST', path: `${V2}/car/recover`, json: true }, label: 'clgl.carRecycle.recover', scope: 'row', confirm: 'clgl.carRecycle.recoverConfirm' },
    recoverSelected: { api: { method: 'POST', path: `${V2}/car/recover`, json: true }, label: 'clgl.carRecycle.recover', scope: 'selection', confirm: 'clgl.carRecycle.recoverConfirm' },
  },
});
