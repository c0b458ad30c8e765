/**
 * 个人健康报告: a person's health check (annual check-up, pre-employment, occupational, heat-work,
 * return to work) with its conclusion and whether the person is fit for outdoor work and for heat
 * work (the heat rules of 人员作业 read these), the next check due and where it stands (present:
 * 有效 / 即将到期 ≤ 30 days / 已逾期).
 */
import { boolean, date, defineResource, enumOf, reference, text, treeSelect } from '../../../kit/resource';
import { CHECK_STATUSES, CHECK_TYPES, CONCLUSIONS, opts } from './options';
import { ht } from './paths';

export const personalHealthReport = defineResource({
  id: 'personalHealthReport',
  title: 'ht.health',
  api: { list: ht('personalHealthReport', 'list'), upsert: ht('personalHealthReport', 'addOrUpdate'), remove: ht('personalHealthReport', 'delete') },
  fields: {
    personId: reference({ resource: 'person', display: 'name', required: true, filter: true }),
    deptId: treeSelect({ tree: 'department', filter: true, form: false }),
    checkType: enumOf({ options: opts('checkType', CHECK_TYPES), required: true, filter: true }),
    checkDate: date({ required: true, filter: 'range', sortable: true }),
    hospital: text({ required: true, max: 60 }),
    conclusion: enumOf({ options: opts('conclusion', CONCLUSIONS), required: true, filter: true }),
    fitOutdoor: boolean({ required: true, filter: true, help: 'ht.health.fitOutdoorHelp' }),
    fitHeat: boolean({ required: true, filter: true, help: 'ht.health.fitHeatHelp' }),
    bloodPressure: text({ max: 10, pattern: '^\\d{2,3}/\\d{2,3}$', patternMessage: 'ht.health.bloodPressureRule' }),
    restrictions: text({ max: 200 }),
    nextCheckDate: date({ required: true, sortable: true }),
    checkStatus: enumOf({ options: opts('checkStatus', CHECK_STATUSES), form: false, export: true, help: 'ht.health.checkStatusHelp' }),
    remark: text({ max: 200 }),
  },
  display: 'checkDate',
  defaultSort: { field: 'checkDate', order: 'desc' },
});
