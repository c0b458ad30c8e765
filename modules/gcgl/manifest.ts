// Public toilets (公厕管理, spec area gcgl) in 环卫运营: the ledger (toilets, their gateways and
// sub-devices, sensors, statistics, water and electricity) and the operations (map, alarms, comments,
// boards). Every page declared once.
import { defineModule, group, page } from '../../kit/manifest';
import { gcglMessages } from './messages';
import { deviceSub, gateway } from './resources/gateway';
import { region } from './resources/region';
import { sensor, toiletStats, waterElectric } from './resources/reports';
import { toilet } from './resources/toilet';

/** The sensors' latest readings reload this often while shown (toilets post every ten minutes). */
const REFRESH_SECONDS = 60;

export default defineModule({
  id: 'gcgl',
  title: 'gcgl.module',
  messages: gcglMessages,
  systems: ['hwyy'],
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
    ]),
  ],
});
