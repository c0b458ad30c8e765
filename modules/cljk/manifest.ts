// Vehicle monitoring (车辆监控, spec areas oil, water and asset) in 车辆管理: fuel and water configurations per
// car of the fleet, and what the tank readings of the device store say — abnormal fuel drops, daily and
// monthly fuel, water records, daily water and the day's water curve. Every page declared once.
import { defineModule, group, page, screen } from '../../kit/manifest';
import { cljkMessages } from './messages';
import { asset } from './resources/asset';
import { dailyReport, gpsDevice, gpsHistory, onlineReport } from './resources/gps';
import { oilAbnormal, oilDaily, oilMonthly, waterDaily, waterRecord } from './resources/reports';
import { oilConfig, waterConfig } from './resources/tankConfig';

/** The derived lists reload this often while shown (vehicles post every minute or two). */
const REFRESH_SECONDS = 60;

export default defineModule({
  id: 'cljk',
  title: 'cljk.module',
  messages: cljkMessages,
  systems: ['clgl'],
  specAreas: ['oil', 'water', 'asset'],
  order: 20,
  menu: [
    group('oil', { title: 'cljk.menu.oil', icon: 'pie-chart' }, [
      page(oilAbnormal, { key: 'oilAbnormal', icon: 'warning', refreshEvery: REFRESH_SECONDS }),
      page(oilDaily, { key: 'oilDaily' }),
      page(oilMonthly, { key: 'oilMonthly' }),
      page(oilConfig, { key: 'oilConfig', icon: 'setting' }),
    ]),
    group('water', { title: 'cljk.menu.water', icon: 'column-height' }, [
      page(waterRecord, { key: 'waterRecord', refreshEvery: REFRESH_SECONDS }),
      page(waterDaily, { key: 'waterDaily' }),
      screen('waterCurve', { title: 'cljk.waterCurve', icon: 'fund' }),
      page(waterConfig, { key: 'waterConfig', icon: 'setting' }),
    ]),
    // The spec area asset: the live map, GPS terminals, position history and reports; the asset register.
    group('gps', { title: 'cljk.menu.gps', icon: 'environment' }, [screen('realtime', { title: 'cljk.realtime', icon: 'dashboard' }), screen('track', { title: 'cljk.track', icon: 'node-index' }), page(gpsHistory, { key: 'gpsHistory', icon: 'history' }), page(dailyReport, { key: 'dailyReport' }), page(onlineReport, { key: 'onlineReport' }), page(gpsDevice, { key: 'gpsDevice', icon: 'setting' })]),
    group('assets', { title: 'cljk.menu.asset', icon: 'tags' }, [page(asset, { key: 'asset', icon: 'database' })]),
  ],
});
