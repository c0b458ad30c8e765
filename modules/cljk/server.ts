// The vehicle monitor's server side: demo configurations, the configurations' rules, the lists derived
// from the device store's tank readings and the water curve.
import { defineModuleServer } from '../../kit/resource';
import { waterCurve } from './server/curve';
import { reportSources } from './server/reports';
import { seed } from './server/seed';
import { deviceExists, thresholdsFit } from './server/writes';
import { WATER_CURVE } from './resources/paths';

export default defineModuleServer({
  seed,
  beforeWrite: { oilConfig: thresholdsFit('cljk.oilConfig'), waterConfig: thresholdsFit('cljk.waterConfig') },
  onWrite: { oilConfig: deviceExists, waterConfig: deviceExists },
  reports: reportSources,
  handlers: { [WATER_CURVE]: waterCurve },
});
