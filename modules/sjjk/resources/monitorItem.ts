// Monitor items (监测项, dataIncreaseMonitorItem): what to watch — a table of the platform's lookup
// allowlist, its time column, a window of days and the least increase expected in it. Row action
// 查看SQL (getNewSql) shows the count the server would run; 立即执行 (execute) runs the selected items.
import { boolean, defineResource, enumOf, number, text } from '../../../kit/resource';
import { call, ITEM, RECORD } from './paths';

export const monitorItem = defineResource({
  id: 'monitorItem',
  title: 'sjjk.monitorItem',
  api: {
    list: call(ITEM, 'page'),
    all: call(ITEM, 'list'),
    create: call(ITEM, 'create'),
    update: call(ITEM, 'update'),
    remove: call(ITEM, 'deletes'),
    import: call(ITEM, 'import'),
    export: call(ITEM, 'export'),
  },
  fields: {
    itemName: text({ required: true, max: 40, filter: true, sortable: true }),
    tableName: enumOf({ source: 'monitorTable', required: true, filter: true, column: { width: 200 } }),
    timeColumn: enumOf({ source: 'timeColumn', required: true, default: 'createdAt', help: 'sjjk.monitorItem.timeColumnHelp' }),
    windowDays: number({ required: true, integer: true, min: 1, max: 31, default: 1, unit: 'sjjk.unit.day', sortable: true }),
    minIncrease: number({ required: true, integer: true, min: 0, max: 1_000_000, default: 0, help: 'sjjk.monitorItem.minIncreaseHelp' }),
    enabled: boolean({ default: true, filter: true }),
    remark: text({ max: 200, column: false }),
  },
  unique: ['itemName'],
  display: 'itemName',
  defaultSort: { field: 'itemName', order: 'asc' },
  // Both execute buttons (here and on the records) need one function: the records' execute.
  functions: { 'act.execute': 'sjjk.monitorRecord.act.execute' },
  actions: {
    getNewSql: { api: call(RECORD, 'getNewSql'), label: 'sjjk.getNewSql', scope: 'row', reads: true, show: 'detail' },
    execute: { api: call(RECORD, 'execute'), label: 'sjjk.executeSelected', scope: 'selection', confirm: 'sjjk.executeConfirm' },
  },
});
