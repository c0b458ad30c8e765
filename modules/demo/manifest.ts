// The spec's demo area (business.md §7 "Demo student"): students and their grades, the reference
// module that docs/modules.md walks through. It sits in 综合管理 (general management): it is an
// example of the platform, not operations data, so it stays out of the menus crews work in.
import { defineModule } from '../../kit/manifest';

export default defineModule({
  id: 'demo',
  title: { 'zh-CN': '示例模块', 'en-US': 'Demo module' },
  systems: ['zhgl'],
  specAreas: ['demo'],
  order: 90,
  menu: [{ key: 'students', title: { 'zh-CN': '学生管理', 'en-US': 'Students' }, route: '/students', icon: 'team' }],
});
