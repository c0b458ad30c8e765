// The vehicle monitor's definitions (cljk = 车辆监控, spec areas oil and water): read by its page and by
// the server engine. Two tables (the fuel and water configurations); every list is computed from the
// device store's readings.
import { defineModuleResources } from '../../../kit/resource';
import { cljkEnums } from '../enums';
import { cljkMessages } from '../messages';
import { dailyReport, gpsDevice, gpsHistory, onlineReport } from './gps';
import { oilAbnormal, oilDaily, oilMonthly, waterDaily, waterRecord } from './reports';
import { oilConfig, waterConfig } from './tankConfig';

export default defineModuleResources({
  module: 'cljk',
  messages: cljkMessages,
  enums: cljkEnums,
  resources: [oilConfig, waterConfig, gpsDevice],
  reports: [oilAbnormal, oilDaily, oilMonthly, waterRecord, waterDaily, gpsHistory, dailyReport, onlineReport],
});
