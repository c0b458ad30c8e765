// 作业车辆 (pointer/pageList; pointer/sync): the vehicles' positioning terminals of the platform's
// device store, synced into the module with their plate (the device's name starts with it) and type.
import { datetime, defineResource, enumOf, text } from '../../../kit/resource';
import { rc } from './paths';

export const pointer = defineResource({
  id: 'pointer',
  title: 'dlbj.pointer',
  api: { list: rc('pointer', 'pageList') },
  readOnly: true,
  fields: {
    plateNo: text({ required: true, max: 20, filter: true, sortable: true }),
    deviceCode: text({ required: true, max: 20, filter: true, sortable: true }),
    vehicleName: text({ max: 40 }),
    vehicleType: enumOf({ source: 'vehicleType', required: true, filter: true, help: 'dlbj.pointer.vehicleTypeHelp' }),
    syncedAt: datetime({ form: false }),
  },
  unique: ['deviceCode'],
  display: 'plateNo',
  defaultSort: { field: 'deviceCode', order: 'asc' },
  actions: {
    sync: { api: rc('pointer', 'sync'), label: 'dlbj.pointer.sync', scope: 'toolbar', confirm: 'dlbj.pointer.syncConfirm' },
  },
});
