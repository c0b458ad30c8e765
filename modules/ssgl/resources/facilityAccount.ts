// The facility and equipment account (设施设备台账): one row per piece of equipment installed at a
// facility seeded by 垃圾收运 (ljszy.facilityInfo, referred to, never copied), in a common group; its
// sub-parts (设备子件), the people bound to it (设备人员绑定) and its maintenance records (维护记录,
// with a fee type and the accessory replaced).
import { date, defineResource, enumOf, money, number, reference, text } from '../../../kit/resource';
import { ledgerApi, options } from './paths';

export const EQUIPMENT_STATES = ['inUse', 'idle', 'repair', 'scrapped'] as const;

export const facilityAccount = defineResource({
  id: 'facilityAccount',
  title: 'ssgl.facilityAccount',
  api: ledgerApi('facilityAccount'),
  fields: {
    accountCode: text({ required: true, max: 20, pattern: '^[A-Z0-9-]{4,20}$', patternMessage: 'ssgl.facilityAccount.codeRule', filter: true, sortable: true }),
    equipmentName: text({ required: true, max: 30, filter: true, sortable: true }),
    facilityId: reference({ resource: 'ljszy.facilityInfo', display: 'facilityName', required: true, filter: 'eq' }),
    groupId: reference({ resource: 'popularEquipmentGroup', display: 'groupName', filter: 'eq' }),
    brand: text({ max: 20, filter: true }),
    model: text({ max: 30 }),
    purchaseDate: date({ filter: 'range', sortable: true }),
    purchaseValue: money({ max: 100_000_000, unit: 'kit.unit.yuan', sortable: true }),
    status: enumOf({ options: options('equipmentState', EQUIPMENT_STATES), required: true, filter: true, default: 'inUse' }),
    keeper: text({ max: 20, filter: true }),
  },
  unique: ['accountCode'],
  display: 'equipmentName',
  defaultSort: { field: 'accountCode', order: 'asc' },
});

export const equipmentSon = defineResource({
  id: 'equipmentSon',
  title: 'ssgl.equipmentSon',
  api: ledgerApi('equipmentSon'),
  fields: {
    parentId: reference({ resource: 'facilityAccount', display: 'equipmentName', required: true, filter: 'eq' }),
    sonCode: text({ required: true, max: 24, pattern: '^[A-Z0-9-]{4,24}$', patternMessage: 'ssgl.equipmentSon.codeRule', filter: true, sortable: true }),
    sonName: text({ required: true, max: 30, filter: true }),
    accessoryId: reference({ resource: 'accessoryName', display: 'accessoryName', filter: 'eq' }),
    quantity: number({ integer: true, min: 1, max: 9999, default: 1 }),
    installDate: date({ filter: 'range', sortable: true }),
    status: enumOf({ options: options('equipmentState', EQUIPMENT_STATES), required: true, filter: true, default: 'inUse' }),
  },
  unique: ['sonCode'],
  display: 'sonName',
  defaultSort: { field: 'sonCode', order: 'asc' },
});

export const equipmentUserBinding = defineResource({
  id: 'equipmentUserBinding',
  title: 'ssgl.equipmentUserBinding',
  api: ledgerApi('equipmentUserBinding'),
  fields: {
    accountId: reference({ resource: 'facilityAccount', display: 'equipmentName', required: true, filter: 'eq' }),
    userName: text({ required: true, max: 20, filter: true }),
    phone: text({ max: 11, pattern: '^1\\d{10}$', patternMessage: 'ssgl.phoneRule' }),
    duty: enumOf({ options: options('duty', ['operator', 'maintainer', 'keeper']), required: true, filter: true, default: 'operator' }),
    bindDate: date({ default: 'today', sortable: true }),
  },
  unique: ['accountId', 'userName'],
  display: 'userName',
  defaultSort: { field: 'bindDate', order: 'desc' },
});

export const maintenanceRecord = defineResource({
  id: 'maintenanceRecord',
  title: 'ssgl.maintenanceRecord',
  api: ledgerApi('maintenanceRecord'),
  fields: {
    accountId: reference({ resource: 'facilityAccount', display: 'equipmentName', required: true, filter: 'eq' }),
    feeTypeId: reference({ resource: 'maintenanceFeeType', display: 'typeName', required: true, filter: 'eq' }),
    maintainDate: date({ required: true, default: 'today', filter: 'range', sortable: true }),
    content: text({ required: true, max: 100, filter: true }),
    accessoryId: reference({ resource: 'accessoryName', display: 'accessoryName' }),
    fee: money({ required: true, max: 10_000_000, unit: 'kit.unit.yuan', sortable: true }),
    maintainer: text({ max: 20, filter: true }),
    remark: text({ max: 200, column: false }),
  },
  display: 'content',
  defaultSort: { field: 'maintainDate', order: 'desc' },
});
