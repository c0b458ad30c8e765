// Material specs (规格) and their details (规格明细): a spec such as 尺码 holds the values a material may
// take (S, M, L); a material picks a spec, then one of its details (a cascading choice).
import { defineResource, number, reference, text } from '../../../kit/resource';
import { crudApi } from './paths';

export const materialSpec = defineResource({
  id: 'materialSpec',
  title: 'kcgl.materialSpec',
  api: crudApi('materialSpec'),
  fields: {
    specName: text({ required: true, max: 20, filter: true, sortable: true }),
    remark: text({ max: 100 }),
  },
  unique: ['specName'],
  display: 'specName',
  defaultSort: { field: 'specName', order: 'asc' },
});

export const materialSpecDetail = defineResource({
  id: 'materialSpecDetail',
  title: 'kcgl.materialSpecDetail',
  api: crudApi('materialSpecDetail'),
  fields: {
    specId: reference({ resource: 'materialSpec', display: 'specName', required: true, filter: true }),
    detailName: text({ required: true, max: 30, filter: true }),
    sort: number({ integer: true, min: 0, max: 9999, sortable: true, default: 0 }),
  },
  unique: ['specId', 'detailName'],
  display: 'detailName',
  defaultSort: { field: 'sort', order: 'asc' },
});
