// The vehicle monitor's server side: demo configurations, the configurations' rules, the lists derived
// from the device store's tank readings and the water curve; the GPS terminals' positions, tracks and addresses;
// the assets' check of a free code and the car list; 实时监控's car tree and realtime positions.
import { defineModuleServer } from '../../kit/resource';
import { waterCurve } from './server/curve';
import { gpsHandlers, gpsHistory } from './server/gps';
import { gpsReportHandlers, gpsReportSources } from './server/gpsReports';
import { reportSources } from './server/reports';
import { seed } from './server/seed';
import { thresholdsFit } from './server/writes';
import { asset, ASSET, GPS, ONLINE, WATER_CURVE } from './resources/paths';
import { assetHandlers } from './server/asset';
import { onlineHandlers } from './server/online';

export default defineModuleServer({
  seed,
  beforeWrite: { oilConfig: thresholdsFit('cljk.oilConfig'), waterConfig: thresholdsFit('cljk.waterConfig') },
  reports: { ...reportSources, gpsHistory, ...gpsReportSources },
  handlers: { [WATER_CURVE]: waterCurve, ...gpsHandlers({ ...GPS, exportWithoutAddress: asset('gpsPosition/exportWithoutAddress') as string }), ...gpsReportHandlers(asset('dailyReport/updateOneCar') as string), ...assetHandlers(ASSET), ...onlineHandlers(ONLINE) },
});
