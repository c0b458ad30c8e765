// Metadata (元数据): the sorting categories and their sub-categories (可回收物 → 废纸, 塑料 …), by code.
// Entry data names its category here; the statistics' parent and sub figures read it.
import { defineResource, enumOf, number, text } from '../../../kit/resource';
import { jlzs } from '../paths';

export const metaData = defineResource({
  id: 'metaData',
  title: 'jlzs.metaData',
  api: { list: jlzs('metaData', 'pageList'), create: jlzs('metaData', 'save'), update: jlzs('metaData', 'update'), remove: jlzs('metaData', 'delete') },
  fields: {
    code: text({ required: true, max: 20, pattern: '^[a-z][a-zA-Z0-9]*$', patternMessage: 'jlzs.metaData.codeRule', filter: true, sortable: true }),
    name: text({ required: true, max: 20, filter: true }),
    parentCode: enumOf({ from: { resource: 'metaData', value: 'code', label: 'name' }, filter: true, help: 'jlzs.metaData.parentHelp' }),
    unit: text({ max: 10, default: '吨' }),
    sort: number({ integer: true, min: 0, max: 999, sortable: true }),
    remark: text({ max: 100 }),
  },
  unique: ['code'],
  display: 'name',
  defaultSort: { field: 'sort', order: 'asc' },
});
