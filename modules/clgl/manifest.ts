// Vehicle management (车辆管理): the fleet of the clgl system, at the older /cloud/clgl/ paths and the
// v2 /cloud/clgl/v2/web/ paths (one table per entity behind both; README.md). Every page declared
// once — menu entry, route and title (app.tsx names the boards' screens).
import { defineModule, group, page, screen, type DeclaredEntry } from '../../kit/manifest';
import { clglMessages } from './messages';
import type { DualId } from './resources/paths';
import { BOARDS, classicView, platformCar, screenDef } from './screens/views';

/** A resource's or report's list page: route /r/<id>. */
const r = (id: string): DeclaredEntry => page(screenDef(id)!, { route: `/r/${id}` });
/** A board: route /kanban/<board>. */
const board = (key: string, icon?: string): DeclaredEntry => screen(`kanban-${key}`, { title: `clgl.kanban.${key}`, route: `/kanban/${key}`, ...(icon ? { icon } : {}) });
/** The older generation's screen of an entity (the same table at its older calls): route /classic/<id>. */
const classic = (id: DualId): DeclaredEntry => page(classicView(id), { key: `classic-${id}`, route: `/classic/${id}`, title: [`clgl.${id}`, 'clgl.classic.suffix'] });

const CLASSIC_SCREENS: DualId[] = ['car', 'waterManage', 'annualInspection', 'insuranceRecord', 'accidentManage', 'breakRulesManage', 'oilCard', 'oilRefuel'];

export default defineModule({
  id: 'clgl',
  title: 'clgl.module',
  messages: clglMessages,
  systems: ['clgl'],
  specAreas: ['clgl', 'clgl-v2'],
  order: 10,
  menu: [
    { ...board('operational', 'dashboard'), key: 'kanban-home' },
    group('fleet', { title: 'clgl.menu.fleet', icon: 'car' }, [
      r('car'),
      page(platformCar, { key: 'platformCar', route: '/platform/car' }),
      r('carRecycle'),
      r('popularCar'),
      r('popularGroup'),
      r('checkRecord'),
      r('whiteList'),
    ]),
    group('compliance', { title: 'clgl.menu.compliance', icon: 'safety-certificate' }, [r('annualInspection'), r('insuranceRecord'), r('carInsurance'), r('insuranceCompany'), r('expirationReminder')]),
    group('incidents', { title: 'clgl.menu.incidents', icon: 'alert' }, [r('accidentManage'), r('accident'), r('breakRulesManage')]),
    group('fuel', { title: 'clgl.menu.fuel', icon: 'fire' }, [
      r('oilCard'),
      r('oilCardRecharge'),
      r('oilRefuel'),
      r('equipmentOilRefuel'),
      r('fuelConsumption'),
      r('oilSupplier'),
      r('refuelStation'),
      r('rechargeStation'),
    ]),
    group('maintenance', { title: 'clgl.menu.maintenance', icon: 'tool' }, [r('maintenanceManage'), r('upkeepPlan'), r('maintenanceParentType'), r('maintenanceSubType'), r('serviceFactory')]),
    group('water', { title: 'clgl.menu.water', icon: 'experiment' }, [r('waterManage'), r('waterStation')]),
    group('equipment', { title: 'clgl.menu.equipment', icon: 'build' }, [r('equipmentManage'), r('equipmentType')]),
    group('costs', { title: 'clgl.menu.costs', icon: 'account-book' }, [r('carCostRecord'), r('dailyCost'), r('depreciationManage'), r('carDepreciationConf')]),
    // The operational board is the first entry (kanban-home); the group holds the other boards.
    group('kanban', { title: 'clgl.menu.kanban', icon: 'bar-chart' }, BOARDS.filter((b) => b !== 'operational').map((b) => board(b))),
    group('settings', { title: 'clgl.menu.settings', icon: 'setting' }, [r('fieldConfig'), r('reservedFieldConfig'), r('flowNodeConfig')]),
    group('classic', { title: 'clgl.menu.classic', icon: 'history' }, CLASSIC_SCREENS.map(classic)),
  ],
});
