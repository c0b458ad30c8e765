// Emergency supplies (es, operations.md §7.4) in the 垃圾分类 system: the registers (staff, vehicles,
// parking points, points, storehouses) in 基础数据, their map and counts in 监管考核.
import { defineModule, group, page, screen } from '../../kit/manifest';
import { esMessages } from './messages';
import { esCar } from './resources/esCar';
import { esCarPosition } from './resources/esCarPosition';
import { esPosition } from './resources/esPosition';
import { esStaff } from './resources/esStaff';
import { esStorehouse } from './resources/esStorehouse';

export default defineModule({
  id: 'es',
  title: 'es.module',
  messages: esMessages,
  systems: ['ljfl'],
  specAreas: ['es'],
  order: 33,
  menu: [
    group('basics', { title: 'es.menu.basics', icon: 'database' }, [
      page(esStaff, { key: 'staff', icon: 'team' }),
      page(esCar, { key: 'cars', icon: 'car' }),
      page(esCarPosition, { key: 'parking', icon: 'environment' }),
      page(esPosition, { key: 'positions', icon: 'flag' }),
      page(esStorehouse, { key: 'storehouses', icon: 'shop' }),
    ]),
    group('supervision', { title: 'es.menu.supervision', icon: 'audit' }, [screen('map', { title: 'es.menu.map', icon: 'global' })]),
  ],
});
