// 系统管理 (xtgl) in 综合管理: the tenant's users, organisation, roles and grants, menus, parameters,
// notices, operation history, the messaging app, income details and the sister app ccx's sign-in. Screens over the platform's own calls (server/), no resource tables.
import { defineModule, group, screen } from '../../kit/manifest';
import { xtglMessages } from './messages';

export default defineModule({
  id: 'xtgl',
  title: 'xtgl.module',
  messages: xtglMessages,
  systems: ['zhgl'],
  specAreas: ['app', 'ums', 'wechat', 'wechat-bind', 'income', 'ccx', 'ehr'],
  order: 80,
  menu: [
    group('root', { title: 'xtgl.menu.root', icon: 'setting' }, [
      screen('users', { title: 'xtgl.menu.users', icon: 'user' }),
      screen('org', { title: 'xtgl.menu.org', icon: 'apartment' }),
      screen('roles', { title: 'xtgl.menu.roles', icon: 'safety' }),
      screen('menus', { title: 'xtgl.menu.menus', icon: 'menu' }),
      screen('params', { title: 'xtgl.menu.params', icon: 'tool' }),
      screen('notices', { title: 'xtgl.menu.notices', icon: 'bell' }),
      screen('history', { title: 'xtgl.menu.history', icon: 'file' }),
      screen('messaging', { title: 'xtgl.menu.messaging', icon: 'inbox' }),
      screen('income', { title: 'xtgl.menu.income', icon: 'account-book' }),
      screen('linked', { title: 'xtgl.menu.linked', icon: 'link' }),
    ]),
  ],
});
