// Department review (部门考评): a monthly score of each handling department.
import { defineResource, enumOf, number, text } from '../../../kit/resource';

export const deptReview = defineResource({
  id: 'deptReview',
  title: 'wtsb.deptReview',
  api: {
    list: '/cloud/wtsb/deptReview/pageList',
    create: '/cloud/wtsb/deptReview/save',
    update: '/cloud/wtsb/deptReview/update',
    remove: '/cloud/wtsb/deptReview/delete',
  },
  fields: {
    deptName: text({ required: true, max: 40, filter: true, sortable: true }),
    reviewMonth: text({ required: true, pattern: '^\\d{4}-(0[1-9]|1[0-2])$', patternMessage: 'wtsb.monthFormat', filter: 'eq', sortable: true }),
    caseCount: number({ integer: true, min: 0, max: 100000, sortable: true }),
    onTimeRate: number({ min: 0, max: 100, precision: 1, unit: 'wtsb.unit.percent', sortable: true }),
    score: number({ required: true, min: 0, max: 100, precision: 1, sortable: true }),
    level: enumOf({ source: 'reviewLevel', required: true, filter: true }),
    reviewer: text({ max: 20 }),
    remark: text({ max: 300, multiline: true, column: { hidden: true } }),
  },
  unique: ['deptName', 'reviewMonth'],
  display: 'deptName',
  defaultSort: { field: 'reviewMonth', order: 'desc' },
});
