// 列管理 (columnManage): the garbage-type columns of the type reports — which types they show, under
// what title, in what order. A type without a visible column for a report is left out of it.
import { boolean, defineResource, enumOf, number, text } from '../../../kit/resource';
import { garbageOptions } from './options';

const C = '/cloud/zhj/columnManage';

export const column = defineResource({
  id: 'column',
  title: 'zhj.column',
  api: { list: `${C}/pageList`, all: `${C}/getList`, create: `${C}/create`, update: `${C}/update`, remove: `${C}/delete` },
  fields: {
    columnName: text({ required: true, max: 20, filter: true, sortable: true }),
    garbageType: enumOf({ options: garbageOptions, required: true, filter: true }),
    report: enumOf({ options: [{ value: 'daily', label: 'zhj.reportKey.daily' }, { value: 'monthly', label: 'zhj.reportKey.monthly' }], required: true, filter: true }),
    sort: number({ min: 0, max: 999, integer: true, sortable: true, default: 1 }),
    visible: boolean({ filter: true, default: true }),
    remark: text({ max: 100, column: false }),
  },
  unique: ['report', 'garbageType'],
  display: 'columnName',
  defaultSort: { field: 'sort', order: 'asc' },
});
