// Public toilets (公厕管理, spec area gcgl) in 环卫运营: the ledger (toilets, their gateways and
// sub-devices, sensors, statistics, water and electricity) and the operations (map, alarms, comments,
// boards). Every page declared once.
import { defineModule, group, page, screen } from '../../kit/manifest';
import { gcglMessages } from './messages';
import { deviceSub, gateway } from './resources/gateway';
import { region } from './resources/region';
import { sensor, toiletStats, waterElectric } from './resources/reports';
import { toilet } from './resources/toilet';
import { swipeCardRecord, toiletAlarm, toiletComment } from './resources/ops';

/** The sensors' latest readings reload this often while shown (toilets post every ten minutes). */
const REFRESH_SECONDS = 60;

export default defineModule({
  id: 'gcgl',
  title: 'gcgl.module',
  messages: gcglMessages,
  systems: ['hwyy'],
  specAreas: ['gcgl'],
  order: 60,
  menu: [
    group('gcgl', { title: 'gcgl.menu.root', icon: 'bank' }, [
      page(toilet, { key: 'toilets', icon: 'database' }),
      page(gateway, { key: 'gateways', icon: 'apartment' }),
      page(deviceSub, { key: 'subDevices', icon: 'partition' }),
      page(sensor, { key: 'sensors', icon: 'experiment', refreshEvery: REFRESH_SECONDS }),
      page(toiletStats, { key: 'stats', icon: 'bar-chart' }),
      page(waterElectric, { key: 'waterElectric', icon: 'fund' }),
      page(region, { key: 'regions', icon: 'environment' }),
      screen('gis', { title: 'gcgl.ops.menu.gis', icon: 'environment' }),
      page(toiletAlarm, { key: 'alarms', icon: 'alert' }),
      page(toiletComment, { key: 'comments', icon: 'file-text' }),
      page(swipeCardRecord, { key: 'swipes', icon: 'history' }),
      screen('board', { title: 'gcgl.ops.menu.board', icon: 'dashboard' }),
      // A big screen (1920×1080): the menu opens it alone in a new window, for a wall display.
      screen('yzt', { title: 'gcgl.ops.menu.yzt', icon: 'bar-chart', openMode: 'window' }),
    ]),
  ],
});
