// The ledgers' base lists: common equipment groups (常用设备分组, GET calls), maintenance fee types
// (维护费用类型), accessory types (配件类型) and accessory names (配件名称, each of a type).
import { defineResource, money, number, reference, text } from '../../../kit/resource';
import { call, ledgerApi } from './paths';

export const popularEquipmentGroup = defineResource({
  id: 'popularEquipmentGroup',
  title: 'ssgl.popularEquipmentGroup',
  api: ledgerApi('popularEquipmentGroup', 'GET'),
  // The spec's import is a GET too: answered (refused without a file), the page uploads by POST.
  generations: { spec: { import: `GET ${call('popularEquipmentGroup', 'import')}` } },
  fields: {
    groupName: text({ required: true, max: 20, filter: true, sortable: true }),
    sort: number({ integer: true, min: 0, max: 9999, default: 0, sortable: true }),
    remark: text({ max: 100 }),
  },
  unique: ['groupName'],
  display: 'groupName',
  defaultSort: { field: 'sort', order: 'asc' },
});

export const maintenanceFeeType = defineResource({
  id: 'maintenanceFeeType',
  title: 'ssgl.maintenanceFeeType',
  api: ledgerApi('maintenanceFeeType'),
  fields: {
    typeCode: text({ required: true, max: 12, pattern: '^[A-Z0-9]{2,12}$', patternMessage: 'ssgl.codeRule', filter: true, sortable: true }),
    typeName: text({ required: true, max: 20, filter: true }),
    remark: text({ max: 100 }),
  },
  unique: ['typeCode'],
  display: 'typeName',
  defaultSort: { field: 'typeCode', order: 'asc' },
});

export const accessoryType = defineResource({
  id: 'accessoryType',
  title: 'ssgl.accessoryType',
  api: ledgerApi('accessoryType'),
  fields: {
    typeName: text({ required: true, max: 20, filter: true, sortable: true }),
    remark: text({ max: 100 }),
  },
  unique: ['typeName'],
  display: 'typeName',
  defaultSort: { field: 'typeName', order: 'asc' },
});

export const accessoryName = defineResource({
  id: 'accessoryName',
  title: 'ssgl.accessoryName',
  api: ledgerApi('accessoryName'),
  fields: {
    typeId: reference({ resource: 'accessoryType', display: 'typeName', required: true, filter: 'eq' }),
    accessoryName: text({ required: true, max: 30, filter: true, sortable: true }),
    model: text({ max: 30 }),
    unit: text({ max: 6 }),
    price: money({ max: 1_000_000, unit: 'kit.unit.yuan', sortable: true }),
  },
  unique: ['typeId', 'accessoryName'],
  display: 'accessoryName',
  defaultSort: { field: 'accessoryName', order: 'asc' },
});
