// 垃圾运输 (ljsy, business.md "Garbage transport") in the 垃圾分类 system: department areas, vehicles by
// subject, the transport loads and reports, and the transport data board (a 1920×1080 big screen).
import { defineModule, group, page, screen } from '../../kit/manifest';
import { ljsyMessages } from './messages';
import { car } from './resources/car';
import { deptArea } from './resources/deptArea';
import { load } from './resources/load';
import { position } from './resources/position';
import { dailyReport, monthlyReport } from './resources/reports';
import { route } from './resources/route';

export default defineModule({
  id: 'ljsy',
  title: 'ljsy.module',
  messages: ljsyMessages,
  systems: ['ljfl'],
  specAreas: ['ljsy'],
  order: 34,
  menu: [
    group('basics', { title: 'ljsy.menu.basics', icon: 'database' }, [
      page(deptArea, { key: 'deptAreas', icon: 'apartment' }),
      page(car, { key: 'transportCars', icon: 'car' }),
      page(route, { key: 'transportRoutes', icon: 'node-index' }),
    ]),
    group('collection', { title: 'ljsy.menu.collection', icon: 'car' }, [
      page(load, { key: 'transportLoads', icon: 'swap' }),
      page(position, { key: 'transportPositions', icon: 'environment' }),
      page(dailyReport, { key: 'transportReports', title: 'ljsy.menu.reports', icon: 'file-text', tabs: { dailyReport, monthlyReport } }),
    ]),
    group('screens', { title: 'ljsy.menu.screens', icon: 'fund' }, [
      // A big screen (1920×1080): the menu opens it alone in a new window, for a wall display.
      screen('transportBoard', { title: 'ljsy.menu.board', icon: 'fund', openMode: 'window' }),
    ]),
  ],
});
