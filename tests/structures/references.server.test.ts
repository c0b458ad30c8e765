// References across modules over real HTTP: depotfx's stock-out orders name a car and a department of
// orgfx ('orgfx.car', 'orgfx.dept'). Writes check the target in the caller's tenant, a referred row of
// the other module cannot be deleted (the message names who refers), the engine's reference call
// answers the options another module's page needs, and a reference to a module that is not served
// stops the server at start with a message naming both ends.
import { describe, expect, it } from 'vitest';
import { defineModuleResources, defineResource, reference, text } from '../../kit/resource';
import { catalogueFromPairs } from '../../kit/i18n';
import { Links } from '../../server/resources/links';
import { ResourceStore } from '../../server/resources/store';
import { startServer } from '../support/server';
import { fixtureModules, fixtureServer } from './support';

const fx = fixtureServer();
type Page = { records: Record<string, unknown>[]; total: number };
type Option = { value: string; label: string; parent?: string | null };

const cars = async (token = fx().token) => (await fx().ok<Page>('/cloud/orgfx/car/pageList', { pageSize: 50 }, token)).records;
const line = JSON.stringify([{ materialId: 1, quantity: 1, price: 2 }]);

describe('a reference to another module’s resource', () => {
  it('accepts a row of the other module in the caller’s tenant and refuses a missing one or another tenant’s', async () => {
    const [mine] = await cars();
    const [theirs] = await cars(fx().token2);
    const saved = await fx().ok<{ carId: number }>('/cloud/depotfx/storehouseOut/create', { orderNo: 'CK-REF-1', storehouseId: 1, carId: mine!.id, lines: line });
    expect(saved.carId).toBe(mine!.id);
    for (const carId of [999999, theirs!.id]) {
      const refused = await fx().call('/cloud/depotfx/storehouseOut/create', { orderNo: `CK-REF-${carId}`, storehouseId: 1, carId, lines: line });
      expect(refused.result).not.toBe(0);
      expect(refused.msg).toBe('领用车辆引用的数据不存在');
    }
  });

  it('refuses to delete a row another module still refers to, naming it and who refers, and changes nothing', async () => {
    const [car] = await cars();
    const before = await cars();
    const refused = await fx().call('/cloud/orgfx/car/delete', { ids: String(car!.id) });
    expect(refused.result).not.toBe(0);
    expect(refused.msg).toBe(`${String(car!.carNo)}仍被1条出库单引用，不能删除`);
    expect(await cars()).toEqual(before);
    const free = await fx().ok<{ id: number }>('/cloud/orgfx/car/save', { carNo: '浙A·Z9999', deptId: car!.deptId });
    expect(await fx().ok('/cloud/orgfx/car/delete', { ids: String(free.id) })).toEqual({ deleted: 1 });
  });

  it('answers the options of a referred resource to another module’s page: the caller’s rows, by keyword or id, with tree parents', async () => {
    const all = await fx().ok<Option[]>('/cloud/kit/reference/options', { resource: 'orgfx.car', display: 'carNo' });
    expect(all.map((o) => o.label).sort()).toEqual((await cars()).map((c) => c.carNo).sort());
    expect(all.every((o) => !('parent' in o))).toBe(true);
    expect((await fx().ok<Option[]>('/cloud/kit/reference/options', { resource: 'orgfx.car', display: 'carNo', keyword: 'D1002' })).map((o) => o.label)).toEqual(['浙A·D1002']);
    const theirs = await fx().ok<Option[]>('/cloud/kit/reference/options', { resource: 'orgfx.car', display: 'carNo' }, fx().token2);
    expect(theirs.map((o) => o.label).sort()).toEqual(['浙A·X0001', '浙A·X0002', '浙A·X0003']);
    const depts = await fx().ok<Option[]>('/cloud/kit/reference/options', { resource: 'orgfx.dept', display: 'deptName', keyword: '清运一队', ids: all[0]!.value });
    expect(depts.find((o) => o.label === '清运一队')).toMatchObject({ parent: expect.any(String) });
  });

  it('answers only what some definition refers to across modules: any other resource or field is refused', async () => {
    for (const fields of [{ resource: 'orgfx.repairOrder', display: 'orderNo' }, { resource: 'orgfx.car', display: 'createdBy' }, { resource: 'depotfx.material', display: 'materialName' }, {}]) {
      const r = await fx().call('/cloud/kit/reference/options', fields);
      expect(r.result).not.toBe(0);
      expect(r.msg).toMatch(/^不支持的引用/);
    }
  });

  it('filters by another module’s tree node with its branch (stock-outs of a department and its teams)', async () => {
    const depts = await fx().ok<Option[]>('/cloud/kit/reference/options', { resource: 'orgfx.dept', display: 'deptName' });
    const id = (name: string) => Number(depts.find((d) => d.label === name)!.value);
    await fx().ok('/cloud/depotfx/storehouseOut/create', { orderNo: 'CK-DEPT-1', storehouseId: 1, deptId: id('清运一队'), lines: line });
    const orders = async (name: string) => (await fx().ok<Page>('/cloud/depotfx/storehouseOut/pageList', { deptId: id(name) })).records.map((r) => r.orderNo);
    expect(await orders('城市环境集团')).toEqual(['CK-DEPT-1']);
    expect(await orders('二分公司')).toEqual([]);
  });
});

describe('the check at start', () => {
  it('stops the server when a module refers to a module that is not served, naming the field and its target', async () => {
    await expect(startServer({ modulesDir: fixtureModules, modules: ['depotfx'] })).rejects.toThrow(
      'depotfx.stockOut.carId refers to orgfx.car: the reference "orgfx.car" names module orgfx, which is not served',
    );
  });

  it('names a missing resource or display field of a served module', () => {
    const t = (key: string) => key;
    const make = (module: string, resources: Parameters<typeof defineModuleResources>[0]['resources']) =>
      new ResourceStore(null as never, defineModuleResources({ module, messages: catalogueFromPairs({}), resources }), t);
    const target = make('org', [defineResource({ id: 'car', title: 'car', api: {}, fields: { carNo: text() } })]);
    const check = (ref: string, display: string) => {
      const links = new Links();
      links.add(target);
      links.add(make('shop', [defineResource({ id: 'order', title: 'order', api: {}, fields: { carId: reference({ resource: ref, display }) } })]));
      return () => links.check();
    };
    expect(check('org.truck', 'carNo')).toThrow('shop.order.carId refers to org.truck: the reference "org.truck" names no resource "truck" of module org');
    expect(check('org.car', 'plate')).toThrow('shop.order.carId refers to org.car, which has no field "plate" to show');
    expect(check('org.car', 'carNo')).not.toThrow();
  });
});
