// 指挥调度 (designed area `dispatch`) in 城市管理: work orders raised by hand or from an alarm, accepted by
// hand and moved on by the vehicle's or crew's positions, the alarms inbox gathered from the product,
// alarm rules with their channels, template and quiet hours, the send log, and the command map.
import { defineModule, group, page, screen } from '../../kit/manifest';
import { ddzhMessages } from './messages';
import { alarm } from './resources/alarm';
import { alarmRule } from './resources/alarmRule';
import { person } from './resources/person';
import { sendLog } from './resources/sendLog';
import { workOrder } from './resources/workOrder';

export default defineModule({
  id: 'ddzh',
  title: 'ddzh.module',
  messages: ddzhMessages,
  systems: ['csgl'],
  specAreas: ['dispatch'],
  order: 10,
  menu: [
    group('command', { title: 'ddzh.menu.command', icon: 'radar-chart' }, [
      screen('map', { title: 'ddzh.menu.map', icon: 'dashboard' }),
      page(workOrder, { key: 'orders', icon: 'file-text' }),
      page(alarm, { key: 'alarms', icon: 'alert' }),
      page(alarmRule, { key: 'alarmRules', icon: 'setting' }),
      page(sendLog, { key: 'sendLog', icon: 'file-done' }),
      page(person, { key: 'people', icon: 'team' }),
    ]),
  ],
});
