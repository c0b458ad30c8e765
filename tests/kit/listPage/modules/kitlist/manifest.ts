// The test module's pages: the devices with tabs over their views (counted), a view as a page of its
// own, and the option resources.
import { defineModule, group, page } from '../../../../../kit/manifest';
import { kitlistMessages } from './messages';
import { cameras, city, device, gpsDevices, gpsOffline, needsCare, onlineDevices, province, vendor } from './resources';

export default defineModule({
  id: 'kitlist',
  title: 'kitlist.module',
  messages: kitlistMessages,
  systems: ['hwyy'],
  menu: [
    group('devicesGroup', { title: 'kitlist.menu.devices', icon: 'api' }, [
      page(device, { key: 'devices', counts: true, tabs: { all: device, gps: gpsDevices, gpsOffline, camera: cameras, care: needsCare, online: onlineDevices } }),
      page(gpsOffline),
      page(province),
      page(city),
      page(vendor),
    ]),
  ],
});
