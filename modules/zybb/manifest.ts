// 作业报表 (spec areas gcadd, ljzy and rgsb) in 环卫运营: the operations daily report with its car,
// facility and staff lists, person monthly reports, station transfer and intake reports, the cleaning
// daily report and work records, and the manual reporting of work areas and job elements.
import { defineModule, group, page } from '../../kit/manifest';
import { zybbMessages } from './messages';
import { carTrip } from './resources/carTrip';
import { facility } from './resources/facility';
import { jobElement } from './resources/jobElement';
import { operateDailyReport } from './resources/operateDailyReport';
import { cleanDaily, filledDaily, filledMonthly, personMonthly, personRanking, transDaily, transMonthly, workCount } from './resources/reports';
import { workArea } from './resources/workArea';
import { workRecord } from './resources/workRecord';

export default defineModule({
  id: 'zybb',
  title: 'zybb.module',
  messages: zybbMessages,
  systems: ['hwyy'],
  specAreas: ['gcadd', 'ljzy', 'rgsb'],
  order: 48,
  menu: [
    group('fieldReports', { title: 'zybb.menu.fieldReports', icon: 'table' }, [
      page(operateDailyReport, { key: 'daily' }),
      page(personMonthly, { key: 'people', tabs: { personMonthly, personRanking } }),
      page(transDaily, { key: 'stations', title: 'zybb.menu.stations', tabs: { transDaily, transMonthly, filledDaily, filledMonthly } }),
      page(cleanDaily, { key: 'cleaning', tabs: { cleanDaily, workCount } }),
      page(workRecord, { key: 'records' }),
      page(carTrip, { key: 'trips' }),
      page(facility, { key: 'facilities' }),
      page(workArea, { key: 'areas' }),
      page(jobElement, { key: 'elements' }),
    ]),
  ],
});
