// 压缩箱与RFID (spec areas ljszydd and ljszy-rfid) in 环卫运营: the compression boxes at the stations
// and estates with their sensors, states and alarms; their facilities, staff and trucks; the
// properties' RFID tags.
import { defineModule, group, page, screen } from '../../kit/manifest';
import { ljszyddMessages } from './messages';
import { boxAlarm } from './resources/boxAlarm';
import { boxReading } from './resources/boxReading';
import { boxSetting } from './resources/boxSetting';
import { carInfo } from './resources/carInfo';
import { compressionBox } from './resources/compressionBox';
import { deviceBinding } from './resources/deviceBinding';
import { facilityInfo } from './resources/facilityInfo';
import { rfidTag } from './resources/rfidTag';

export default defineModule({
  id: 'ljszydd',
  title: 'ljszydd.module',
  messages: ljszyddMessages,
  systems: ['hwyy'],
  specAreas: ['ljszydd', 'ljszy-rfid'],
  order: 47,
  menu: [
    group('boxes', { title: 'ljszydd.menu.boxes', icon: 'inbox' }, [
      screen('board', { title: 'ljszydd.menu.board', icon: 'dashboard' }),
      page(compressionBox, { key: 'boxList' }),
      page(boxAlarm, { key: 'alarms' }),
      page(facilityInfo, { key: 'facilities' }),
      page(carInfo, { key: 'cars' }),
      page(deviceBinding, { key: 'bindings' }),
      page(boxReading, { key: 'readings' }),
      page(boxSetting, { key: 'thresholds' }),
      page(rfidTag, { key: 'rfid' }),
    ]),
  ],
});
