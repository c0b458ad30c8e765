// The vehicle monitor's server side: demo configurations, the configurations' rules, the lists derived
// from the device store's tank readings and the water curve; the GPS terminals' positions, tracks and addresses.
import { defineModuleServer } from '../../kit/resource';
import { waterCurve } from './server/curve';
import { gpsHandlers, gpsHistory } from './server/gps';
import { gpsReportHandlers, gpsReportSources } from './server/gpsReports';
import { reportSources } from './server/reports';
import { seed } from './server/seed';
import { deviceExists, thresholdsFit } from './server/writes';
import { asset, GPS, WATER_CURVE } from './resources/paths';

export default defineModuleServer({
  seed,
  beforeWrite: { oilConfig: thresholdsFit('cljk.oilConfig'), waterConfig: thresholdsFit('cljk.waterConfig') },
  onWrite: { oilConfig: deviceExists, waterConfig: deviceExists, gpsDevice: deviceExists },
  reports: { ...reportSources, gpsHistory, ...gpsReportSources },
  handlers: { [WATER_CURVE]: waterCurve, ...gpsHandlers({ ...GPS, exportWithoutAddress: asset('gpsPosition/exportWithoutAddress') as string }), ...gpsReportHandlers(asset('dailyReport/updateOneCar') as string) },
});
