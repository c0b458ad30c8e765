// 行道树 (tree): every street and park tree on the offline map — species, size, planting date; 移除
// (tree/remove, a designed call) ends it with a date and a reason, and a removed tree stays in the
// list and the map's history layer, closed to edits (README "Trees").
import { date, defineResource, enumOf, geoPoint, number, reference, text } from '../../../kit/resource';
import { call, crud } from './paths';

export const treeApi = { ...crud('tree'), removeTree: call('tree', 'remove') };

export const tree = defineResource({
  id: 'tree',
  title: 'nursery.tree',
  api: crud('tree'),
  fields: {
    treeNo: text({ required: true, max: 20, pattern: '^[A-Z]{1,4}-\\d{3,6}$', patternMessage: 'nursery.tree.treeNoRule', filter: true, sortable: true }),
    subTypeId: reference({ resource: 'nurseryStockSubType', display: 'subTypeName', required: true, filter: true }),
    street: text({ max: 30, filter: true, sortable: true }),
    location: geoPoint({ required: true, column: false }),
    dbh: number({ min: 0.1, max: 300, precision: 1, unit: 'nursery.unit.cm', help: 'nursery.tree.dbhHelp' }),
    height: number({ min: 0.1, max: 60, precision: 1, unit: 'nursery.unit.m' }),
    canopy: number({ min: 0, max: 40, precision: 1, unit: 'nursery.unit.m' }),
    plantedOn: date({ required: true, filter: 'range', sortable: true }),
    status: enumOf({ options: [{ value: 'standing', label: 'nursery.treeStatus.standing' }, { value: 'removed', label: 'nursery.treeStatus.removed' }], form: false, filter: true, default: 'standing' }),
    removedOn: date({ form: false, filter: 'range', sortable: true }),
    removalReason: text({ max: 100, form: false }),
    remark: text({ max: 200, multiline: true, column: { hidden: true } }),
  },
  unique: ['treeNo'],
  display: 'treeNo',
  defaultSort: { field: 'treeNo', order: 'asc' },
  lockedWhen: { field: 'status', in: ['removed'] },
  actions: {
    removeTree: { api: call('tree', 'remove'), label: 'nursery.tree.removeAction', scope: 'row',
      prompt: { removedOn: 'nursery.tree.removedOn', removalReason: 'nursery.tree.removalReason' }, when: { field: 'status', in: ['standing'] } },
  },
});
