// Problem reporting and dispatch (wtsb): city-management cases from report to closure, in the city
// management system's menu.
import { defineModule } from '../../kit/manifest';

export default defineModule({
  id: 'wtsb',
  title: { 'zh-CN': '问题上报', 'en-US': 'Problem reporting' },
  systems: ['csgl'],
  specAreas: ['wtsb'],
  order: 20,
  menu: [
    {
      key: 'root',
      title: { 'zh-CN': '问题上报与派遣', 'en-US': 'Problem reporting' },
      icon: 'environment',
      children: [
        { key: 'cases', title: { 'zh-CN': '问题列表', 'en-US': 'Problem cases' }, route: '/cases', icon: 'file' },
        { key: 'mine', title: { 'zh-CN': '我的案件', 'en-US': 'My cases' }, route: '/mine', icon: 'team' },
        { key: 'analysis', title: { 'zh-CN': '问题分析', 'en-US': 'Analysis' }, route: '/analysis', icon: 'chart' },
        { key: 'kanban', title: { 'zh-CN': '问题看板', 'en-US': 'Kanban' }, route: '/kanban', icon: 'dashboard' },
        { key: 'stat', title: { 'zh-CN': '问题统计', 'en-US': 'Statistics' }, route: '/stat', icon: 'chart' },
        { key: 'types', title: { 'zh-CN': '问题类型', 'en-US': 'Problem types' }, route: '/types', icon: 'tool' },
        { key: 'areas', title: { 'zh-CN': '责任片区', 'en-US': 'Department areas' }, route: '/areas', icon: 'environment' },
        { key: 'deptTypes', title: { 'zh-CN': '部门设置', 'en-US': 'Department set-up' }, route: '/dept-types', icon: 'team' },
        { key: 'deptReview', title: { 'zh-CN': '部门考评', 'en-US': 'Department review' }, route: '/dept-review', icon: 'file' },
        { key: 'common', title: { 'zh-CN': '常用设置', 'en-US': 'Common settings' }, route: '/common', icon: 'setting' },
      ],
    },
  ],
});
