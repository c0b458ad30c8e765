/**
 * 考评信息: one inspection event — its type (transfer, cleaning, greening, toilets), the facility, the
 * deduction item of the indicator library and the points deducted, photos (file service), the place
 * on the map, the inspector (a role-staff member) and the account that recorded it. Recorded at
 * evalInfo/init as 待确认 (draft, still editable), published by confirm (已确认: counts in the scores, the
 * appeal window starts), accepted by the inspected party with agrees (已认可, closed) or appealed
 * (申诉中) and then reviewed (已复核). `finalPoints` is the deduction in force after any review.
 * Every change is a row of 考评日志 (evalLog: who, when, state and points before → after).
 */
import { boolean, datetime, defineResource, enumOf, geoPoint, image, number, reference, text, treeSelect } from '../../../kit/resource';
import { EVAL_STATES, EVAL_TYPES, LOG_ACTIONS, opts } from './options';
import { ryxj } from './paths';

const CLOSED = ['published', 'agreed', 'appealed', 'reviewed'] as const;

export const evalInfo = defineResource({
  id: 'evalInfo',
  title: 'ryxj.evalInfo',
  api: { list: ryxj('evalInfo', 'pageList'), create: ryxj('evalInfo', 'init'), update: ryxj('evalInfo', 'update'), get: ryxj('evalInfo', 'getOne'), export: ryxj('evalInfo', 'export') },
  fields: {
    evalNo: text({ max: 20, form: false, filter: 'like', sortable: true }),
    evalType: enumOf({ options: opts('evalType', EVAL_TYPES), required: true, filter: true }),
    facilityId: reference({ resource: 'facilityInfo', display: 'facilityName', required: true, filter: true }),
    ruleScoreId: reference({ resource: 'ruleScore', display: 'ruleName', required: true, help: 'ryxj.evalInfo.ruleHelp' }),
    points: number({ min: 0, max: 100, precision: 1, unit: 'ryxj.unit.points', help: 'ryxj.evalInfo.pointsHelp' }),
    finalPoints: number({ precision: 1, unit: 'ryxj.unit.points', form: false, sortable: true, help: 'ryxj.evalInfo.finalPointsHelp' }),
    evalTime: datetime({ required: true, filter: 'range', sortable: true }),
    inspectorId: reference({ resource: 'roleStaff', display: 'staffName', required: true, filter: true }),
    state: enumOf({ options: opts('evalState', EVAL_STATES), form: false, filter: true }),
    deptId: treeSelect({ tree: 'department', form: false, filter: true, help: 'ryxj.evalInfo.deptHelp' }),
    needRectify: boolean({ form: false }),
    rectifyDeadline: datetime({ form: false, help: 'ryxj.evalInfo.rectifyHelp' }),
    appealDeadline: datetime({ form: false, help: 'ryxj.evalInfo.appealDeadlineHelp' }),
    location: geoPoint({ column: false }),
    photos: image({ multiple: true, maxSize: 5 * 1024 * 1024, column: false }),
    description: text({ max: 500, column: false }),
    publishedAt: datetime({ form: false, column: { hidden: true } }),
    inspectorUserId: text({ max: 40, form: false, column: false, detail: false, export: false }),
  },
  display: 'evalNo',
  defaultSort: { field: 'evalTime', order: 'desc' },
  lockedWhen: { field: 'state', in: CLOSED },
  actions: {
    confirm: { api: ryxj('evalInfo', 'confirm'), label: 'ryxj.evalInfo.confirm', scope: 'row', confirm: 'ryxj.evalInfo.confirmAsk', when: { field: 'state', in: ['draft'] } },
    agrees: { api: ryxj('evalInfo', 'agrees'), label: 'ryxj.evalInfo.agrees', scope: 'selection', confirm: 'ryxj.evalInfo.agreesAsk' },
    evalLogPage: { api: ryxj('evalInfo', 'evalLogPage'), label: 'ryxj.evalInfo.log', scope: 'row', reads: true, show: 'table', answer: 'evalLog' },
    exportRemark: { api: ryxj('evalInfo', 'exportRemark'), label: 'ryxj.evalInfo.exportRemark', scope: 'toolbar', download: true, reads: true },
    exportFile: { api: ryxj('evalInfo', 'exportFile'), label: 'ryxj.evalInfo.exportFile', scope: 'toolbar', download: true, reads: true },
  },
});

/** 考评日志: every change of an inspection — who, when, the action, state and points before → after, the remark. */
export const evalLog = defineResource({
  id: 'evalLog',
  title: 'ryxj.evalLog',
  api: {},
  readOnly: true,
  fields: {
    evalNo: text({ max: 20, filter: true }),
    action: enumOf({ options: opts('logAction', LOG_ACTIONS) }),
    actorName: text({ max: 40 }),
    actorUserId: text({ max: 40, column: false }),
    actionTime: datetime({ sortable: true }),
    fromState: enumOf({ options: opts('evalState', EVAL_STATES) }),
    toState: enumOf({ options: opts('evalState', EVAL_STATES) }),
    pointsBefore: number({ precision: 1, unit: 'ryxj.unit.points' }),
    pointsAfter: number({ precision: 1, unit: 'ryxj.unit.points' }),
    remark: text({ max: 500 }),
  },
  defaultSort: { field: 'actionTime', order: 'asc' },
});
