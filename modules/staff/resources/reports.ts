// The computed lists (server/reports.ts, never stored):
// - 合同提醒 (contractReminder): one row per person whose relation ends in 60 days or less, or has
//   ended; tabs per stage (60/30/15/7/3 days, 到期), each counted.
// - 部门人数 (deptCount): the department tree (dept/countTree) with people per department, each node
//   counting its whole branch.
import { date, defineReport, defineView, enumOf, number, text, treeSelect, type ResourceDef, type ViewDef } from '../../../kit/resource';
import { STAGES } from '../rules/contract';
import { DEPT_COUNT_TREE, staffCall } from './paths';

export const contractReminder = defineReport({
  id: 'contractReminder',
  title: 'staff.contractReminder',
  api: { list: staffCall('contractReminder', 'loadPage'), export: staffCall('contractReminder', 'export') },
  fields: {
    staffName: text({ filter: true }),
    staffCode: text({}),
    deptId: treeSelect({ tree: 'department', filter: true }),
    staffKind: enumOf({ source: 'staffKind', filter: true }),
    relation: enumOf({ source: 'relation', filter: true }),
    stage: enumOf({ source: 'stage', filter: true, help: 'staff.contractReminder.stageHelp' }),
    daysLeft: number({ integer: true, min: -100000, unit: 'staff.unit.day', help: 'staff.contractReminder.daysLeftHelp' }),
    endDate: date({ help: 'staff.contractReminder.endDateHelp' }),
    endReason: enumOf({ source: 'endReason' }),
    contractEnd: date({}),
    dispatchCompany: text({}),
    message: text({ help: 'staff.contractReminder.messageHelp' }),
  },
  defaultSort: { field: 'daysLeft', order: 'asc' },
});

/** One tab per stage, in the order a manager works through them: the most urgent first. */
export const stageViews: ViewDef[] = [...STAGES].reverse().map((stage) =>
  defineView(contractReminder, { id: `reminder${stage[0]!.toUpperCase()}${stage.slice(1)}`, title: `staff.enum.stage.${stage}`, filters: { stage } }),
);
/** 全部: every stage (a view, so its tab has its own label). */
export const allReminders: ViewDef = defineView(contractReminder, { id: 'reminderAll', title: 'staff.tab.all', filters: { stage: [...STAGES] } });
export const reminderTabs: Record<string, ResourceDef> = { all: allReminders, ...Object.fromEntries(stageViews.map((v) => [v.view.filters.stage, v])) };

export const deptCount = defineReport({
  id: 'deptCount',
  title: 'staff.deptCount',
  api: { list: DEPT_COUNT_TREE },
  fields: {
    deptName: text({}),
    total: number({ integer: true, unit: 'staff.unit.person', help: 'staff.deptCount.totalHelp' }),
    own: number({ integer: true, unit: 'staff.unit.person', help: 'staff.deptCount.ownHelp' }),
    yht: number({ integer: true, unit: 'staff.unit.person', help: 'staff.deptCount.kindHelp' }),
    common: number({ integer: true, unit: 'staff.unit.person', help: 'staff.deptCount.kindHelp' }),
    wxht: number({ integer: true, unit: 'staff.unit.person', help: 'staff.deptCount.kindHelp' }),
    expiring: number({ integer: true, unit: 'staff.unit.person', help: 'staff.deptCount.expiringHelp' }),
  },
});
