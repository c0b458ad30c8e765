// 垃圾处置 (ljcz, business.md "Waste treatment") in the 垃圾分类 system: the plants, stations and
// vehicle bindings, the plants' weighbridge ledger and the treatment kanban.
import { defineModule, group, page, screen } from '../../kit/manifest';
import { ljczMessages } from './messages';
import { basicInfo } from './resources/basicInfo';
import { carBinding } from './resources/carBinding';
import { facility } from './resources/facility';
import { station } from './resources/station';

export default defineModule({
  id: 'ljcz',
  title: 'ljcz.module',
  messages: ljczMessages,
  systems: ['ljfl'],
  specAreas: ['ljcz'],
  order: 36,
  menu: [
    group('basics', { title: 'ljcz.menu.basics', icon: 'database' }, [
      page(facility, { key: 'treatmentFacilities', icon: 'bank' }),
      page(station, { key: 'treatmentStations', icon: 'home' }),
      page(carBinding, { key: 'carBindings', icon: 'link' }),
    ]),
    group('collection', { title: 'ljcz.menu.collection', icon: 'car' }, [
      page(basicInfo, { key: 'treatmentLedger', icon: 'book' }),
      screen('treatmentKanban', { title: 'ljcz.menu.kanban', icon: 'dashboard' }),
    ]),
  ],
});
