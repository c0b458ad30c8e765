// The landfill and sanitation area (ljszy, operations.md §7.10) in the sanitation operations system.
import { defineModule } from '../../kit/manifest';

const item = (key: string, zh: string, en: string, icon: string) => ({ key, title: { 'zh-CN': zh, 'en-US': en }, route: `/${key}`, icon });

export default defineModule({
  id: 'ljszy',
  title: { 'zh-CN': '垃圾收运专业', 'en-US': 'Landfill and sanitation' },
  systems: ['hwyy'],
  specAreas: ['ljszy'],
  order: 20,
  menu: [
    {
      key: 'boards',
      title: { 'zh-CN': '收运看板', 'en-US': 'Boards' },
      icon: 'dashboard',
      children: [item('platform', '收运平台大屏', 'Platform board', 'fund'), item('kanban', '收运看板', 'Kanban', 'dashboard')],
    },
    {
      key: 'basics',
      title: { 'zh-CN': '基础信息', 'en-US': 'Basic data' },
      icon: 'database',
      children: [
        item('cars', '收运车辆', 'Collection vehicles', 'car'),
        item('facilities', '收运点位', 'Collection points', 'environment'),
        item('garbageTypes', '设施垃圾类型', 'Facility garbage types', 'tags'),
        item('containers', '收集容器', 'Containers', 'inbox'),
        item('propertyCompanies', '物业公司', 'Property companies', 'home'),
        item('companies', '收运企业', 'Companies', 'bank'),
        item('facilityTypes', '设施类型', 'Facility types', 'appstore'),
      ],
    },
    {
      key: 'routing',
      title: { 'zh-CN': '线路管理', 'en-US': 'Routes' },
      icon: 'node-index',
      children: [
        item('routes', '收运线路', 'Collection routes', 'node-index'),
        item('routeFacilities', '线路点位', 'Route points', 'partition'),
        item('carRoutes', '车辆线路绑定', 'Vehicle routes', 'link'),
      ],
    },
    {
      key: 'weighingGroup',
      title: { 'zh-CN': '称重管理', 'en-US': 'Weighing' },
      icon: 'dashboard',
      children: [
        item('weighing', '过磅记录', 'Weighing records', 'printer'),
        item('weightConfig', '车辆称重配置', 'Weighing settings', 'setting'),
        item('arrivals', '车辆到场记录', 'Vehicle arrivals', 'login'),
        item('containerWeights', '容器称重', 'Container weights', 'column-height'),
        item('classifyWeights', '分类称重', 'Sorted waste weights', 'bar-chart'),
        item('gross', '原始毛重', 'Raw gross weights', 'table'),
      ],
    },
    {
      key: 'operation',
      title: { 'zh-CN': '收运作业', 'en-US': 'Operations' },
      icon: 'schedule',
      children: [
        item('carWork', '车辆作业记录', 'Vehicle work', 'schedule'),
        item('classify', '分类收运记录', 'Sorting records', 'pie-chart'),
        item('notWork', '未收运点位', 'Points not collected', 'warning'),
        item('investigation', '转运数据排查', 'Transfer investigation', 'search'),
      ],
    },
    {
      key: 'reportsGroup',
      title: { 'zh-CN': '统计报表', 'en-US': 'Reports' },
      icon: 'file-text',
      children: [
        item('reports', '收运报表', 'Collection reports', 'file-text'),
        item('abnormal', '异常日报', 'Abnormal daily report', 'alert'),
        item('companyMonthly', '企业月报', 'Company monthly report', 'calendar'),
      ],
    },
  ],
});
