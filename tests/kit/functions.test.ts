// Function codes from the definitions (kit/resource/functions.ts): derived once, overridable, shared by
// a resource's views, recycle list and API generations; held as codes or `*` patterns.
import { describe, expect, it } from 'vitest';
import {
  actionFunctions,
  apiGeneration,
  defineModuleResources,
  defineResource,
  defineView,
  functionOf,
  holdsFunction,
  operationFunction,
  recycleView,
  resourceFunctions,
  softDeleteFields,
  text,
} from '../../kit/resource';

const car = defineResource({
  id: 'car',
  title: 'x.car',
  api: { list: '/x/car/page', create: '/x/car/save', update: '/x/car/update', upsert: '/x/car/upsert', remove: '/x/car/delete', recycleList: '/x/car/recycle', recover: '/x/car/recover', export: '/x/car/export', import: '/x/car/import' },
  generations: { classic: { list: '/x/classic/car/load', upsert: '/x/classic/car/update' } },
  fields: { carNo: text({ required: true, filter: 'eq' }), ...softDeleteFields() },
  softDelete: true,
  functions: { import: 'x.fleet.bulk', 'act.sheet': 'export' },
  actions: {
    activate: { api: '/x/car/activate', label: 'x.activate', scope: 'row' },
    detail: { api: '/x/car/detail', label: 'x.detail', scope: 'row', reads: true },
    sheet: { api: '/x/car/sheet', label: 'x.sheet', scope: 'toolbar', download: true },
  },
});
const mine = defineView(car, { id: 'mineCars', title: 'x.mine', filters: { carNo: 'A1' } });

describe('function codes', () => {
  it('derives <module>.<resource>.<what> for each operation that changes or exports data, and none for reads', () => {
    expect(['create', 'update', 'remove', 'recover', 'export', 'backup', 'list', 'get', 'all'].map((op) => operationFunction('x', car, op as never))).toEqual([
      'x.car.create', 'x.car.update', 'x.car.delete', 'x.car.delete', 'x.car.export', 'x.car.export', null, null, null,
    ]);
    expect(operationFunction('x', car, 'upsert', '')).toBe('x.car.create');
    expect(operationFunction('x', car, 'upsert', 7)).toBe('x.car.update');
  });

  it('takes the definition’s overrides, a key naming another of its functions, and gives reading actions none', () => {
    expect(operationFunction('x', car, 'import')).toBe('x.fleet.bulk');
    expect(resourceFunctions('x', car)).toEqual({
      create: 'x.car.create', update: 'x.car.update', delete: 'x.car.delete', import: 'x.fleet.bulk', export: 'x.car.export',
      'act.activate': 'x.car.act.activate', 'act.sheet': 'x.car.export',
    });
    const m = defineModuleResources({ module: 'x', messages: { 'zh-CN': {}, 'en-US': {} }, resources: [car] });
    expect([...actionFunctions(m)]).toEqual([['POST /x/car/activate', 'x.car.act.activate'], ['POST /x/car/detail', null], ['POST /x/car/sheet', 'x.car.export']]);
  });

  it('gives a view, a recycle list and an older API generation the functions of their resource', () => {
    expect(functionOf('x', mine, 'delete')).toBe('x.car.delete');
    expect(functionOf('x', apiGeneration(car, 'classic'), 'update')).toBe('x.car.update');
    const recycle = recycleView(car);
    expect(functionOf('x', recycle, 'act.recover')).toBe('x.car.delete');
    expect(functionOf('x', recycle, 'act.recoverSelected')).toBe('x.car.delete');
  });

  it('holds a code exactly or through a pattern where * is any text', () => {
    expect(holdsFunction(['*'], 'x.car.delete')).toBe(true);
    expect(holdsFunction(['x.*'], 'x.car.delete')).toBe(true);
    expect(holdsFunction(['y.*'], 'x.car.delete')).toBe(false);
    expect(holdsFunction(['*.flow.*'], 'wtsb.problem.flow.dispatch')).toBe(true);
    expect(holdsFunction(['*.flow.*'], 'wtsb.problem.update')).toBe(false);
    expect(holdsFunction(['x.car.export'], 'x.car.exports')).toBe(false);
    expect(holdsFunction(['x.car(.*'], 'x.car(.delete')).toBe(true);
    expect(holdsFunction([], 'x.car.delete')).toBe(false);
  });
});
