// 垃圾监管 (zhj, business.md "Garbage supervision") in the 垃圾分类 system: transferred garbage per
// facility, daily and monthly by type, subjects and check groups, column and field configuration.
import { defineModule, group, page } from '../../kit/manifest';
import { zhjMessages } from './messages';
import { checkGroup } from './resources/checkGroup';
import { column } from './resources/column';
import { fieldConfig } from './resources/fieldConfig';
import { facTransed, typeDaily, typeMonthly } from './resources/reports';
import { subject } from './resources/subject';

export default defineModule({
  id: 'zhj',
  title: 'zhj.module',
  messages: zhjMessages,
  systems: ['ljfl'],
  specAreas: ['zhj'],
  order: 35,
  menu: [
    group('supervision', { title: 'zhj.menu.supervision', icon: 'audit' }, [
      page(facTransed, { key: 'transferSupervision', icon: 'swap' }),
      page(typeDaily, { key: 'typeReports', title: 'zhj.menu.typeReports', icon: 'file-text', tabs: { typeDaily, typeMonthly } }),
      page(subject, { key: 'subjects', icon: 'bank' }),
      page(checkGroup, { key: 'checkGroups', icon: 'team' }),
      page(column, { key: 'columns', icon: 'table' }),
      page(fieldConfig, { key: 'fieldConfigs', icon: 'setting' }),
    ]),
  ],
});
