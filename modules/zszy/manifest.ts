// 小区大屏 (zszy, business.md "Housing-estate board") in the 垃圾分类 system: the estates and the devices
// placed in them, the bins' fill bands and the collection tasks their overflows open, the daily figures
// and awareness surveys behind the board, the devices around an estate, and the wall screen.
import { defineModule, group, page, screen } from '../../kit/manifest';
import { zszyMessages } from './messages';
import { awarenessSurvey } from './resources/awarenessSurvey';
import { collectionTask } from './resources/collectionTask';
import { districtDaily } from './resources/districtDaily';
import { fillBand } from './resources/fillBand';
import { fillReport } from './resources/fillReport';
import { housingEstate } from './resources/housingEstate';
import { positionDevice } from './resources/positionDevice';

export default defineModule({
  id: 'zszy',
  title: 'zszy.module',
  messages: zszyMessages,
  systems: ['ljfl'],
  specAreas: ['zszy'],
  order: 37,
  menu: [
    group('basics', { title: 'zszy.menu.basics', icon: 'database' }, [
      page(housingEstate, { key: 'estates', icon: 'home' }),
      page(positionDevice, { key: 'devices', icon: 'environment' }),
      page(fillBand, { key: 'fillBands', icon: 'setting' }),
      screen('deviceCircle', { title: 'zszy.menu.circle', icon: 'radar-chart' }),
    ]),
    group('collection', { title: 'zszy.menu.collection', icon: 'car' }, [
      page(collectionTask, { key: 'collectionTasks', icon: 'alert' }),
      page(fillReport, { key: 'fillReports', icon: 'unordered-list' }),
    ]),
    group('quality', { title: 'zszy.menu.quality', icon: 'check-circle' }, [
      page(districtDaily, { key: 'dailyFigures', icon: 'calendar' }),
      page(awarenessSurvey, { key: 'awareness', icon: 'team' }),
    ]),
    group('screens', { title: 'zszy.menu.screens', icon: 'fund' }, [
      // A wall display (1920×1080): the menu opens it alone in a new window.
      screen('estateScreen', { title: 'zszy.menu.screen', icon: 'fund', openMode: 'window' }),
    ]),
  ],
});
