// The spec's demo area (business.md §7 "Demo student"): students and their grades, the reference
// module that docs/modules.md walks through. It sits in 综合管理 (general management): it is an
// example of the platform, not operations data, so it stays out of the menus crews work in (and that
// system had only its welcome page). One page, declared once: menu entry, route and title.
import { defineModule, page } from '../../kit/manifest';
import { demoMessages } from './messages';
import { student } from './resources/student';

export default defineModule({
  id: 'demo',
  title: 'demo.module',
  messages: demoMessages,
  systems: ['zhgl'],
  specAreas: ['demo'],
  order: 90,
  menu: [page(student, { key: 'students', title: 'demo.menu.students', icon: 'team' })],
});
