// The vehicle monitor's definitions (cljk = 车辆监控, spec areas oil, water and asset): read by its page and
// by the server engine. Four tables (the fuel and water configurations, GPS terminals, vehicle assets);
// every other list is computed from the device store's readings.
import { defineModuleResources } from '../../../kit/resource';
import { cljkEnums } from '../enums';
import { cljkMessages } from '../messages';
import { asset, assetLoaders } from './asset';
import { dailyReport, gpsDevice, gpsHistory, onlineReport } from './gps';
import { oilAbnormal, oilDaily, oilMonthly, waterDaily, waterRecord } from './reports';
import { oilConfig, waterConfig } from './tankConfig';

export default defineModuleResources({
  module: 'cljk',
  messages: cljkMessages,
  enums: cljkEnums,
  enumLoaders: assetLoaders,
  resources: [oilConfig, waterConfig, gpsDevice, asset],
  reports: [oilAbnormal, oilDaily, oilMonthly, waterRecord, waterDaily, gpsHistory, dailyReport, onlineReport],
});
