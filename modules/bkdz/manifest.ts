// Sorting accuracy (bkdz, business.md "Waste-sorting accuracy") in the 垃圾分类 system: facilities
// banded to housing estates and the regions in 基础数据, the rates, their board and the graded data in
// 分类质量.
import { defineModule, group, page, screen } from '../../kit/manifest';
import { bkdzMessages } from './messages';
import { accuracyConfig } from './resources/accuracyConfig';
import { accuracyRate } from './resources/accuracyRate';
import { dataAllocation } from './resources/dataAllocation';
import { estateBinding } from './resources/estateBinding';
import { facility } from './resources/facility';
import { region } from './resources/region';

export default defineModule({
  id: 'bkdz',
  title: 'bkdz.module',
  messages: bkdzMessages,
  systems: ['ljfl'],
  specAreas: ['bkdz'],
  order: 32,
  menu: [
    group('basics', { title: 'bkdz.menu.basics', icon: 'database' }, [
      page(region, { key: 'regions', title: 'bkdz.menu.regions', icon: 'apartment' }),
      page(facility, { key: 'facilities', title: 'bkdz.menu.facilities', icon: 'link' }),
      page(estateBinding, { key: 'estateBinding', title: 'bkdz.menu.estateBinding', icon: 'home' }),
      page(accuracyConfig, { key: 'accuracyConfig', title: 'bkdz.menu.config', icon: 'setting' }),
    ]),
    group('quality', { title: 'bkdz.menu.quality', icon: 'check-circle' }, [
      page(accuracyRate, { key: 'rates', title: 'bkdz.menu.rates', icon: 'percentage' }),
      screen('accuracyBoard', { title: 'bkdz.menu.board', icon: 'dashboard' }),
      page(dataAllocation, { key: 'allocation', title: 'bkdz.menu.allocation', icon: 'file-done' }),
    ]),
  ],
});
