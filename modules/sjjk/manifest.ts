// Data monitor (数据监测, spec area dataMonitor) in 综合管理: monitor items over the platform's
// lookup allowlist, their run records, and the increase trend. Every page declared once.
import { defineModule, group, page, screen } from '../../kit/manifest';
import { sjjkMessages } from './messages';
import { monitorItem } from './resources/monitorItem';
import { monitorRecord } from './resources/monitorRecord';

export default defineModule({
  id: 'sjjk',
  title: 'sjjk.module',
  messages: sjjkMessages,
  systems: ['zhgl'],
  specAreas: ['dataMonitor'],
  order: 40,
  menu: [
    group('monitor', { title: 'sjjk.menu.root', icon: 'fund' }, [
      page(monitorItem, { key: 'items', icon: 'search' }),
      page(monitorRecord, { key: 'records', icon: 'history' }),
      screen('trend', { title: 'sjjk.board', icon: 'bar-chart' }),
    ]),
  ],
});
