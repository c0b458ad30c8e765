// The waste-classification area (ljfl, business.md "Waste classification") in the 垃圾分类 system:
// every page declared once — its menu entry, route and title (main.tsx names the special screens).
import { defineModule, group, page, screen } from '../../kit/manifest';
import { ljflMessages } from './messages';
import { car } from './resources/car';
import { collectFac } from './resources/collectFac';
import { dailyArchive } from './resources/dailyArchive';
import { carData, dailyReport, facData, integrationDaily, integrationMonthly, monthlyReport, subjectOrder, unitData } from './resources/dataPlatform';
import { deptArea } from './resources/deptArea';
import { garbageRecord } from './resources/garbageRecord';
import { handleFac } from './resources/handleFac';
import { pointsBalance, pointsLedger } from './resources/pointsLedger';
import { pointsOrder } from './resources/pointsOrder';
import { resident } from './resources/resident';
import { unit } from './resources/unit';

export default defineModule({
  id: 'ljfl',
  title: 'ljfl.module',
  messages: ljflMessages,
  systems: ['ljfl'],
  specAreas: ['ljfl'],
  order: 31,
  menu: [
    group('basics', { title: 'ljfl.menu.basics', icon: 'database' }, [
      page(unit, { key: 'units', icon: 'home' }),
      page(collectFac, { key: 'collectFacs', icon: 'environment' }),
      page(handleFac, { key: 'handleFacs', icon: 'bank' }),
      page(car, { key: 'cars', icon: 'car' }),
      page(deptArea, { key: 'deptAreas', icon: 'partition' }),
    ]),
    group('collection', { title: 'ljfl.menu.collection', icon: 'car' }, [
      page(garbageRecord, { key: 'garbage', icon: 'column-height' }),
      page(dailyArchive, { key: 'archive', icon: 'calendar' }),
    ]),
    group('quality', { title: 'ljfl.menu.quality', icon: 'check-circle' }, [
      page(resident, { key: 'residents', icon: 'team' }),
      page(pointsOrder, { key: 'pointsOrders', icon: 'file-add' }),
      page(pointsLedger, { key: 'pointsFlow', icon: 'unordered-list' }),
      page(pointsBalance, { key: 'pointsBalance', icon: 'wallet' }),
    ]),
    group('supervision', { title: 'ljfl.menu.supervision', icon: 'audit' }, [
      page(unitData, { key: 'dataPlatform', title: 'ljfl.menu.dataPlatform', icon: 'database', tabs: { unitData, facData, carData, subjectOrder } }),
      page(dailyReport, { key: 'reports', title: 'ljfl.menu.reports', icon: 'file-text', tabs: { dailyReport, monthlyReport, integrationDaily, integrationMonthly } }),
    ]),
    group('screens', { title: 'ljfl.menu.screens', icon: 'fund' }, [
      // A big screen (1920×1080): the menu opens it alone in a new window, for a wall display.
      screen('board', { title: 'ljfl.menu.board', icon: 'fund', openMode: 'window' }),
    ]),
  ],
});
