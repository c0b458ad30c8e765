// Units of measure for materials (计量单位): 个, 升, 套 …
import { defineResource, text } from '../../../kit/resource';
import { crudApi } from './paths';

export const materialUnit = defineResource({
  id: 'materialUnit',
  title: 'kcgl.materialUnit',
  api: crudApi('materialUnit'),
  fields: {
    unitName: text({ required: true, max: 10, filter: true, sortable: true }),
    remark: text({ max: 100 }),
  },
  unique: ['unitName'],
  display: 'unitName',
  defaultSort: { field: 'unitName', order: 'asc' },
});
