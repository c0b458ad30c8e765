// Device offline monitor (设备离线监测, spec area sbbj) in 环卫运营: a page per kind of device (vehicle
// GPS, vehicle cameras, facility cameras, toilet devices), each with tabs all / online / offline /
// offline episodes and their counts. Every page declared once.
import { defineModule, group, page } from '../../kit/manifest';
import { sbbjMessages } from './messages';
import { monitors } from './resources/monitor';
import type { MonitorKind } from './resources/paths';

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
      Object.entries(monitors).map(([kind, m]) =>
        page(m.devices, { key: kind, icon: ICONS[kind as MonitorKind], tabs: { all: m.devices, online: m.online, offline: m.offline, episodes: m.episodes }, counts: true }),
      ),
    ),
  ],
});
