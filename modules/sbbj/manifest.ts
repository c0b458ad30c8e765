// Device offline monitor (设备离线监测, spec area sbbj) in 环卫运营: a page per kind of device (vehicle
// GPS, vehicle cameras, facility cameras, toilet devices) with tabs all / online / offline and their
// counts (one `<kind>/count` call), and a page of each kind's offline episodes. Every page declared once.
import { defineModule, group, page } from '../../kit/manifest';
import { sbbjMessages } from './messages';
import { monitors } from './resources/monitor';
import { call, type MonitorKind } from './resources/paths';

/** The lists reload this often while shown (devices post every minute or so). */
const REFRESH_SECONDS = 30;

const ICONS: Record<MonitorKind, string> = { cargps: 'car', carcamera: 'video', infrascamera: 'environment', toiletdevice: 'home' };

export default defineModule({
  id: 'sbbj',
  title: 'sbbj.module',
  messages: sbbjMessages,
  systems: ['hwyy'],
  specAreas: ['sbbj'],
  order: 50,
  menu: [
    group(
      'offline',
      { title: 'sbbj.menu.root', icon: 'warning' },
      Object.entries(monitors).flatMap(([kind, m]) => [
        page(m.devices, { key: kind, icon: ICONS[kind as MonitorKind], tabs: { all: m.all, online: m.online, offline: m.offline }, counts: call(kind as MonitorKind, 'count'), refreshEvery: REFRESH_SECONDS }),
        page(m.episodes, { key: `${kind}Episodes`, icon: 'history', refreshEvery: REFRESH_SECONDS }),
      ]),
    ),
  ],
});
