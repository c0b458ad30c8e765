// 户用回收 (gfgj, business.md "Household recycling") in the 垃圾分类 system: app users and their
// audits, orders, stations, carting, invites; its statistics screen sits in the shared 大屏 group.
import { defineModule, group, page, screen } from '../../kit/manifest';
import { gfgjMessages } from './messages';
import { appUser, businessAudit, recyclerAudit } from './resources/appUser';
import { cartingOrder } from './resources/cartingOrder';
import { deptArea } from './resources/deptArea';
import { deptPointClass } from './resources/deptPointClass';
import { disposalSite } from './resources/disposalSite';
import { disposalSiteSigning } from './resources/disposalSiteSigning';
import { garbageClass } from './resources/garbageClass';
import { inviteRecord, inviteRule } from './resources/invite';
import { balanceLedger, balanceSums, pointsLedger, pointsSums } from './resources/ledgers';
import { order } from './resources/order';
import { setting } from './resources/setting';
import { stationPoint } from './resources/stationPoint';
import { weChat } from './resources/weChat';

export default defineModule({
  id: 'gfgj',
  title: 'gfgj.module',
  messages: gfgjMessages,
  systems: ['ljfl'],
  specAreas: ['gfgj'],
  order: 39,
  menu: [
    group('household', { title: 'gfgj.menu.household', icon: 'shop' }, [
      page(order, { key: 'orders', icon: 'inbox' }),
      page(appUser, { key: 'users', icon: 'team' }),
      page(businessAudit, { key: 'businessAudit', icon: 'audit' }),
      page(recyclerAudit, { key: 'recyclerAudit', icon: 'audit' }),
      page(weChat, { key: 'weChat', icon: 'global' }),
      page(balanceLedger, { key: 'balanceFlow', icon: 'history' }),
      page(balanceSums, { key: 'balances', icon: 'table' }),
      page(pointsLedger, { key: 'pointsFlow', icon: 'history' }),
      page(pointsSums, { key: 'points', icon: 'table' }),
      page(garbageClass, { key: 'garbageClasses', icon: 'tags' }),
      page(stationPoint, { key: 'stations', icon: 'environment' }),
      page(deptPointClass, { key: 'deptPointClasses', icon: 'database' }),
      page(deptArea, { key: 'deptAreas', icon: 'global' }),
      page(cartingOrder, { key: 'carting', icon: 'swap' }),
      page(disposalSite, { key: 'disposalSites', icon: 'environment' }),
      page(disposalSiteSigning, { key: 'signings', icon: 'book' }),
      page(inviteRecord, { key: 'invites', icon: 'team' }),
      page(inviteRule, { key: 'inviteRules', icon: 'schedule' }),
      page(setting, { key: 'settings', icon: 'tool' }),
    ]),
    group('screens', { title: 'gfgj.menu.screens', icon: 'fund' }, [
      screen('stats', { title: 'gfgj.menu.stats', icon: 'fund', openMode: 'window' }),
    ]),
  ],
});
