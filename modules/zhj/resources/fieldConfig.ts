// 字段配置 (fieldConfig/saveOrUpdate, list): the tenant's titles for the supervision reports' figures
// (one row per report and field; saving again changes it): the report pages show a figure under its
// configured title and leave out a hidden one (screens/configured.ts).
import { boolean, defineResource, enumOf, number, text } from '../../../kit/resource';
import { reportOptions } from './options';

const F = '/cloud/zhj/fieldConfig';

export const fieldConfig = defineResource({
  id: 'fieldConfig',
  title: 'zhj.fieldConfig',
  api: { list: `POST ${F}/list`, upsert: `${F}/saveOrUpdate` },
  fields: {
    report: enumOf({ options: reportOptions, required: true, filter: true }),
    fieldName: enumOf({
      options: ['received', 'transferred', 'tonnes', 'counted', 'leftOut', 'average'].map((value) => ({ value, label: `zhj.field.${value}` })),
      required: true,
      filter: true,
    }),
    label: text({ required: true, max: 20 }),
    visible: boolean({ default: true }),
    sort: number({ min: 0, max: 999, integer: true, sortable: true, default: 1 }),
  },
  unique: ['report', 'fieldName'],
  display: 'label',
  defaultSort: { field: 'sort', order: 'asc' },
});
