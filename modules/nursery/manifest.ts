// 园林绿化 (spec area nursery) in 城市管理: the nursery's stock as a movement journal (increases,
// removals, transfers and stock-takes; the stock computed from them), the street trees on the map with
// their care and alerts, and the base data. Every page declared once — menu entry, route and title.
import { defineModule, group, page, screen } from '../../kit/manifest';
import { nurseryMessages } from './messages';
import { curingHistory, openAlerts } from './resources/curingHistory';
import { curingType } from './resources/curingType';
import { groupArea } from './resources/groupArea';
import { increase, movement, record, removal } from './resources/movement';
import { stock } from './resources/stock';
import { stockSubType } from './resources/stockSubType';
import { stockType } from './resources/stockType';
import { tree } from './resources/tree';

export default defineModule({
  id: 'nursery',
  title: 'nursery.module',
  messages: nurseryMessages,
  systems: ['csgl'],
  specAreas: ['nursery'],
  order: 50,
  menu: [
    group('greening', { title: 'nursery.menu.greening', icon: 'global' }, [
      page(stock, { key: 'stock', icon: 'database' }),
      page(increase, { key: 'increase' }),
      page(removal, { key: 'removal' }),
      page(record, { key: 'record' }),
      page(movement, { key: 'journal', icon: 'history' }),
      screen('treeMap', { title: 'nursery.menu.treeMap', icon: 'environment' }),
      page(tree, { key: 'trees' }),
      page(curingHistory, { key: 'care', tabs: { all: curingHistory, open: openAlerts }, counts: true }),
      page(curingType, { key: 'careTypes' }),
      page(stockSubType, { key: 'species' }),
      page(stockType, { key: 'types' }),
      page(groupArea, { key: 'areas' }),
    ]),
  ],
});
