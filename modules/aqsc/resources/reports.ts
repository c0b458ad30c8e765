// The computed lists (server/reports.ts, never stored): 每日出车检查 — each vehicle's day, a missing
// check read as 未检查 — and 驾驶安全分 — each driver's month scored by rules/score.ts.
import { date, defineReport, enumOf, number, reference, text } from '../../../kit/resource';
import { ALARM_TYPES } from '../rules/score';
import { DAY_STATUSES, opts, SCORE_BANDS } from './options';
import { safety } from './paths';

export const preTripDaily = defineReport({
  id: 'preTripDaily',
  title: 'aqsc.preTripDaily',
  api: { list: safety('preTripDaily', 'pageList'), export: safety('preTripDaily', 'export') },
  fields: {
    checkDate: date({ filter: 'range', help: 'aqsc.preTripDaily.checkDateHelp' }),
    carId: reference({ resource: 'clgl.car', display: 'plateNo', filter: 'eq' }),
    status: enumOf({ options: opts('dayStatus', DAY_STATUSES), filter: true, help: 'aqsc.preTripDaily.statusHelp' }),
    driverId: reference({ resource: 'person', display: 'name' }),
    faults: text({}),
  },
});

const count = () => number({ integer: true });
export const driverScore = defineReport({
  id: 'driverScore',
  title: 'aqsc.driverScore',
  api: { list: safety('driverScore', 'pageList'), export: safety('driverScore', 'export') },
  fields: {
    month: text({ filter: true, help: 'aqsc.driverScore.monthHelp' }),
    driverId: reference({ resource: 'person', display: 'name', filter: true }),
    cars: text({}),
    daysDriven: number({ integer: true, help: 'aqsc.driverScore.daysHelp' }),
    ...Object.fromEntries(ALARM_TYPES.map((k) => [k, count()])) as Record<(typeof ALARM_TYPES)[number], ReturnType<typeof count>>,
    deduction: number({ integer: true, help: 'aqsc.driverScore.deductionHelp' }),
    score: number({ integer: true, help: 'aqsc.driverScore.scoreHelp' }),
    band: enumOf({ options: opts('scoreBand', SCORE_BANDS), filter: true }),
  },
});
