// Storage locations (库位) inside a storehouse, each enabled or disabled (updateStatus: the spec's one
// state change of the warehouse). Tabs: all, enabled, disabled (views over the same calls).
import { defineResource, defineView, enumOf, reference, text } from '../../../kit/resource';
import { call, crudApi } from './paths';

export const storageLocation = defineResource({
  id: 'storageLocation',
  title: 'kcgl.storageLocation',
  api: crudApi('storageLocation'),
  fields: {
    storehouseId: reference({ resource: 'storehouse', display: 'storehouseName', required: true, filter: true }),
    locationCode: text({ required: true, max: 16, filter: true, sortable: true }),
    locationName: text({ required: true, max: 30, filter: true }),
    status: enumOf({ options: [{ value: 'enabled', label: 'kcgl.locationStatus.enabled' }, { value: 'disabled', label: 'kcgl.locationStatus.disabled' }], filter: 'eq', form: false, default: 'enabled' }),
    remark: text({ max: 200, column: false }),
  },
  unique: ['storehouseId', 'locationCode'],
  display: 'locationName',
  defaultSort: { field: 'locationCode', order: 'asc' },
  actions: {
    disable: { api: call('storageLocation', 'updateStatus'), label: 'kcgl.storageLocation.toggle', scope: 'row', confirm: 'kcgl.storageLocation.toggleConfirm' },
  },
});

export const enabledLocations = defineView(storageLocation, { id: 'enabledLocations', title: 'kcgl.locationStatus.enabled', filters: { status: 'enabled' } });
export const disabledLocations = defineView(storageLocation, { id: 'disabledLocations', title: 'kcgl.locationStatus.disabled', filters: { status: 'disabled' } });
