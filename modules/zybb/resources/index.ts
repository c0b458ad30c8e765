// The field reports' resources (zybb = 作业报表, spec areas gcadd, ljzy and rgsb): read by its page and
// by the server engine. A resource comes after the ones it refers to (seeds).
import { defineModuleResources } from '../../../kit/resource';
import { zybbMessages } from '../messages';
import { carTrip } from './carTrip';
import { facility } from './facility';
import { jobElement } from './jobElement';
import { operateDailyReport } from './operateDailyReport';
import { enumLoaders, enums } from './options';
import { cleanDaily, filledDaily, filledMonthly, personMonthly, personRanking, transDaily, transMonthly, workCount } from './reports';
import { workArea } from './workArea';
import { workRecord } from './workRecord';

export default defineModuleResources({
  module: 'zybb',
  messages: zybbMessages,
  enums,
  enumLoaders,
  resources: [facility, carTrip, workRecord, operateDailyReport, workArea, jobElement],
  reports: [personMonthly, personRanking, transDaily, transMonthly, filledDaily, filledMonthly, cleanDaily, workCount],
});
