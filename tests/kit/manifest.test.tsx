// One declaration per page (kit/manifest.ts): a resource's `page(...)` gives the menu entry the server
// serves, the route the module page renders and the title, read once from the module's catalogue;
// `moduleRoutes` turns the same manifest into the page's routes and refuses a menu without a screen.
import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { catalogueFromPairs } from '../../kit/i18n';
import { defineModule, group, menuEntries, page, screen } from '../../kit/manifest';
import { defineResource, defineView, enumOf, text } from '../../kit/resource';
import { moduleRoutes, ResourcePage } from '../../kit/ui';
import ljszy from '../../modules/ljszy/manifest';
import wtsb from '../../modules/wtsb/manifest';

const messages = catalogueFromPairs({
  'demo.module': ['演示', 'Demo'],
  'demo.menu.work': ['作业管理', 'Work'],
  'demo.menu.board': ['调度大屏', 'Dispatch board'],
  'demo.plan': ['作业计划', 'Work plans'],
  'demo.plan.open': ['进行中的计划', 'Open plans'],
  'demo.suffix': ['（只读）', ' (read only)'],
});
const plan = defineResource({
  id: 'plan',
  title: 'demo.plan',
  api: { list: '/cloud/demo/plan/pageList' },
  fields: { name: text({ filter: true }), state: enumOf({ options: [{ value: 'open', label: 'demo.open' }], filter: true }) },
});
const openPlans = defineView(plan, { id: 'openPlans', title: 'demo.plan.open', filters: { state: 'open' } });

const declare = (menu: Parameters<typeof defineModule>[0]['menu']) => defineModule({ id: 'demo', title: 'demo.module', messages, systems: ['hwyy'], menu });

describe('defineModule', () => {
  it('gives a resource’s page its key, route and title from the definition, in both locales', () => {
    const m = declare([group('work', { title: 'demo.menu.work', icon: 'tool' }, [page(plan, { icon: 'file' }), page(openPlans, { key: 'open', route: '/plans/open' })])]);
    expect(m.title).toEqual({ 'zh-CN': '演示', 'en-US': 'Demo' });
    const [work] = m.menu;
    expect(work).toMatchObject({ key: 'work', title: { 'zh-CN': '作业管理', 'en-US': 'Work' }, icon: 'tool' });
    expect(work!.children!.map((e) => [e.key, e.route, e.title['zh-CN'], e.title['en-US']])).toEqual([
      ['plan', '/plan', '作业计划', 'Work plans'],
      ['open', '/plans/open', '进行中的计划', 'Open plans'],
    ]);
    expect(work!.children![0]!.page?.resource).toBe(plan);
  });

  it('joins a title of several keys and takes a title written as text as it is', () => {
    const m = declare([page(plan, { key: 'ro', title: ['demo.plan', 'demo.suffix'] }), screen('board', { title: { 'zh-CN': '大屏', 'en-US': 'Board' } })]);
    expect(m.menu.map((e) => e.title)).toEqual([
      { 'zh-CN': '作业计划（只读）', 'en-US': 'Work plans (read only)' },
      { 'zh-CN': '大屏', 'en-US': 'Board' },
    ]);
  });

  it('refuses a title key the catalogue lacks, a key used twice and two welcome entries', () => {
    expect(() => declare([screen('board', { title: 'demo.menu.nothing' })])).toThrow(/demo.board: no zh-CN text for "demo.menu.nothing"/);
    expect(() => declare([page(plan), group('g', { title: 'demo.menu.work' }, [page(plan)])])).toThrow(/demo.plan: menu key used twice/);
    expect(() => declare([screen('a', { title: 'demo.menu.board', welcome: true }), screen('b', { title: 'demo.menu.board', welcome: true })])).toThrow(/more than one welcome/);
  });

  it('keeps the real modules’ pages tied to their definitions and their menu titles to the catalogue', () => {
    const cars = menuEntries(ljszy).find((e) => e.key === 'cars')!;
    expect(cars).toMatchObject({ route: '/cars', title: { 'zh-CN': '收运车辆' }, titleKey: 'ljszy.carInfo' });
    expect(cars.page?.resource.id).toBe('carInfo');
    expect(menuEntries(wtsb).find((e) => e.key === 'deptTypes')).toMatchObject({ route: '/dept-types', title: { 'zh-CN': '部门设置', 'en-US': 'Department set-up' } });
  });
});

describe('moduleRoutes', () => {
  const m = declare([
    group('work', { title: 'demo.menu.work' }, [page(plan, { tabs: { all: plan, open: openPlans } }), screen('board', { title: 'demo.menu.board' })]),
    { ...screen('board', { title: 'demo.menu.board' }), key: 'boardShortcut' },
  ]);

  it('renders a resource’s page as its list page (with its tabs) and a screen as the element named for its key', () => {
    const board = <p>board</p>;
    const routes = moduleRoutes(m, { board });
    expect(routes.map((r) => r.path)).toEqual(['/plan', '/board']);
    const list = routes[0]!.element as ReactElement<{ def: unknown; tabs: unknown; title: string }>;
    expect(isValidElement(list) && list.type).toBe(ResourcePage);
    expect(list.props).toMatchObject({ def: plan, tabs: { all: plan, open: openPlans }, title: 'demo.plan' });
    expect(routes[1]!.element).toBe(board);
  });

  it('stops at once on a menu entry without a screen and on a screen for no menu entry', () => {
    expect(() => moduleRoutes(m, {})).toThrow('demo: menu entry "board" has no screen');
    expect(() => moduleRoutes(m, { board: <p />, bord: <p /> })).toThrow('demo: screens for no menu entry: bord');
  });
});
