// 再生资源监管 (recycle, spec area recycling-sup) in 垃圾分类: one top-level group 再生资源 with the
// base data (customers, sites, categories), the handovers (records and their lines, import and
// export), what happens at the sites (sorting, handling), the statistics, the sites on the map and the
// collection vehicles' tracks. Every page declared once — menu entry, route and title.
import { defineModule, group, page, screen } from '../../kit/manifest';
import { recycleMessages } from './messages';
import { subCategory } from './resources/category';
import { customer } from './resources/customer';
import { customerRecordDetail } from './resources/record';
import { site } from './resources/site';
import { siteHandleRecord, siteSortingRecord } from './resources/siteRecords';

export default defineModule({
  id: 'recycle',
  title: 'recycle.module',
  messages: recycleMessages,
  systems: ['ljfl'],
  specAreas: ['recycling-sup'],
  order: 40,
  menu: [
    group('resources', { title: 'recycle.menu.resources', icon: 'swap' }, [
      screen('records', { title: 'recycle.record', icon: 'inbox' }),
      page(customerRecordDetail, { key: 'details', icon: 'table' }),
      page(siteSortingRecord, { key: 'sorting', icon: 'audit' }),
      page(siteHandleRecord, { key: 'handling', icon: 'export' }),
      screen('statistics', { title: 'recycle.menu.statistics', icon: 'fund' }),
      screen('siteMap', { title: 'recycle.menu.siteMap', icon: 'environment' }),
      screen('trajectory', { title: 'recycle.menu.trajectory', icon: 'global' }),
      page(customer, { key: 'customers', icon: 'shop' }),
      page(site, { key: 'sites', icon: 'environment' }),
      screen('categories', { title: 'recycle.category', icon: 'tags' }),
      page(subCategory, { key: 'subCategories', icon: 'tags' }),
    ]),
  ],
});
