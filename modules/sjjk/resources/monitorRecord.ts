// Monitor records (监测记录, dataIncreaseMonitorRecord): one row per item per run of execute — the
// window counted, the rows added in it, and whether that reached the item's least increase. Written
// only by execute (and the demo seed), so read only; 全部执行 runs every enabled item now.
import { datetime, defineResource, enumOf, number, reference, text } from '../../../kit/resource';
import { call, RECORD } from './paths';

export const monitorRecord = defineResource({
  id: 'monitorRecord',
  title: 'sjjk.monitorRecord',
  api: { list: call(RECORD, 'page'), export: call(RECORD, 'export') },
  readOnly: true,
  fields: {
    executedAt: datetime({ required: true, filter: 'range', sortable: true }),
    itemId: reference({ resource: 'monitorItem', display: 'itemName', required: true, filter: 'eq' }),
    // The item's name when it ran, for the trend chart's legend (the reference column shows the current name).
    itemName: text({ max: 40, column: false, detail: false }),
    tableName: enumOf({ source: 'monitorTable', required: true, filter: true, column: { width: 200 } }),
    timeColumn: enumOf({ source: 'timeColumn', required: true, column: { hidden: true } }),
    windowFrom: datetime({ required: true }),
    windowTo: datetime({ required: true }),
    increase: number({ integer: true, min: 0, sortable: true }),
    minIncrease: number({ integer: true, min: 0 }),
    status: enumOf({ source: 'recordStatus', required: true, filter: true }),
    executedBy: text({ max: 40 }),
    note: text({ max: 200 }),
  },
  defaultSort: { field: 'executedAt', order: 'desc' },
  actions: {
    execute: { api: call(RECORD, 'execute'), label: 'sjjk.executeAll', scope: 'toolbar', confirm: 'sjjk.executeAllConfirm' },
  },
});
