// Problem reporting and dispatch (wtsb): city-management cases from report to closure, in the city
// management system's menu. Every page declared once — menu entry, route and title (main.tsx names
// the special screens).
import { defineModule, group, page, screen } from '../../kit/manifest';
import { wtsbMessages } from './messages';
import { deptArea } from './resources/deptArea';
import { deptReview } from './resources/deptReview';
import { deptType } from './resources/deptType';
import { problem } from './resources/problem';
import { problemType } from './resources/problemType';

export default defineModule({
  id: 'wtsb',
  title: 'wtsb.module',
  messages: wtsbMessages,
  systems: ['csgl'],
  specAreas: ['wtsb'],
  order: 20,
  menu: [
    group('root', { title: 'wtsb.menu.root', icon: 'environment' }, [
      page(problem, { key: 'cases', title: 'wtsb.cases.title', icon: 'file' }),
      screen('mine', { title: 'wtsb.mine.title', icon: 'team' }),
      screen('analysis', { title: 'wtsb.menu.analysis', icon: 'chart' }),
      screen('kanban', { title: 'wtsb.menu.kanban', icon: 'dashboard' }),
      screen('stat', { title: 'wtsb.menu.stat', icon: 'chart' }),
      page(problemType, { key: 'types', icon: 'tool' }),
      page(deptArea, { key: 'areas', icon: 'environment' }),
      page(deptType, { key: 'deptTypes', route: '/dept-types', icon: 'team' }),
      page(deptReview, { key: 'deptReview', route: '/dept-review', icon: 'file' }),
      screen('common', { title: 'wtsb.menu.common', icon: 'setting' }),
    ]),
  ],
});
