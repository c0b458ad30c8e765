// Vehicle management (车辆管理): the fleet of the clgl system, at the older /cloud/clgl/ paths and the
// v2 /cloud/clgl/v2/web/ paths (one table per entity behind both; README.md).
import { defineModule, type ModuleMenuEntry } from '../../kit/manifest';
import { resourceTexts } from './messages/resources';
import { screenTexts } from './messages/screens';

type Key = keyof typeof resourceTexts | keyof typeof screenTexts;
const text = (key: Key) => {
  const [zh, en] = (resourceTexts as Record<string, readonly [string, string]>)[key] ?? (screenTexts as Record<string, readonly [string, string]>)[key]!;
  return { 'zh-CN': zh, 'en-US': en };
};

/** A list screen of a resource or report: route /r/<id>. */
const r = (id: string, icon?: string): ModuleMenuEntry => ({ key: id, title: text(`clgl.${id}` as Key), route: `/r/${id}`, ...(icon ? { icon } : {}) });
const group = (key: string, icon: string, children: ModuleMenuEntry[]): ModuleMenuEntry => ({ key, title: text(`clgl.menu.${key}` as Key), icon, children });
const board = (key: string): ModuleMenuEntry => ({ key: `kanban-${key}`, title: text(`clgl.kanban.${key}` as Key), route: `/kanban/${key}` });
/** The older generation's screen of an entity: route /classic/<id>. */
const classic = (id: string): ModuleMenuEntry => {
  const t = text(`clgl.${id}` as Key);
  return { key: `classic-${id}`, title: { 'zh-CN': `${t['zh-CN']}（经典）`, 'en-US': `${t['en-US']} (classic)` }, route: `/classic/${id}` };
};

export const CLASSIC_SCREENS = ['car', 'waterManage', 'annualInspection', 'insuranceRecord', 'accidentManage', 'breakRulesManage', 'oilCard', 'oilRefuel'];

export default defineModule({
  id: 'clgl',
  title: { 'zh-CN': '车辆管理', 'en-US': 'Vehicle management' },
  systems: ['clgl'],
  specAreas: ['clgl', 'clgl-v2'],
  order: 10,
  menu: [
    { key: 'kanban-home', title: text('clgl.kanban.operational'), route: '/kanban/operational', icon: 'dashboard' },
    group('fleet', 'car', [r('car'), { key: 'platformCar', title: text('clgl.platformCar'), route: '/platform/car' }, r('carRecycle'), r('popularCar'), r('popularGroup'), r('checkRecord'), r('whiteList')]),
    group('compliance', 'safety-certificate', [r('annualInspection'), r('insuranceRecord'), r('carInsurance'), r('insuranceCompany'), r('expirationReminder')]),
    group('incidents', 'alert', [r('accidentManage'), r('accident'), r('breakRulesManage')]),
    group('fuel', 'fire', [r('oilCard'), r('oilCardRecharge'), r('oilRefuel'), r('equipmentOilRefuel'), r('fuelConsumption'), r('oilSupplier'), r('refuelStation'), r('rechargeStation')]),
    group('maintenance', 'tool', [r('maintenanceManage'), r('upkeepPlan'), r('maintenanceParentType'), r('maintenanceSubType'), r('serviceFactory')]),
    group('water', 'experiment', [r('waterManage'), r('waterStation')]),
    group('equipment', 'build', [r('equipmentManage'), r('equipmentType')]),
    group('costs', 'account-book', [r('carCostRecord'), r('dailyCost'), r('depreciationManage'), r('carDepreciationConf')]),
    group('kanban', 'bar-chart', ['operational', 'oil', 'cost', 'inputOutput', 'pzdc'].map(board)),
    group('settings', 'setting', [r('fieldConfig'), r('reservedFieldConfig'), r('flowNodeConfig')]),
    group('classic', 'history', CLASSIC_SCREENS.map(classic)),
  ],
});
