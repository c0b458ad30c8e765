// The checks a module's definitions pass when they load: views (fixed filters the engine can apply)
// and options (loaders, options from a resource, cascading choices), each refused with the field named.
import { describe, expect, it } from 'vitest';
import { catalogueFromPairs } from '../../kit/i18n';
import { boolean, defineModuleResources, defineResource, defineView, enumOf, fixedValues, geoPoint, reference, text } from '../../kit/resource';

const province = defineResource({ id: 'province', title: 't.p', api: { list: '/p/list' }, fields: { name: text({ filter: true }), code: text() } });
const city = defineResource({ id: 'city', title: 't.c', api: { list: '/c/list' }, fields: { name: text(), provinceId: reference({ resource: 'province', display: 'name', filter: true }), provinceName: text() } });
const device = defineResource({
  id: 'device',
  title: 't.d',
  api: { list: '/d/list', create: '/d/save' },
  fields: { code: text({ filter: true }), kind: enumOf({ options: [{ value: 'gps', label: 'k' }], filter: true }), online: boolean({ filter: true }), at: geoPoint(), note: text() },
});
const module = (over: Partial<Parameters<typeof defineModuleResources>[0]>) =>
  defineModuleResources({ module: 'm', messages: catalogueFromPairs({}), resources: [province, city, device], ...over });

describe('defineView', () => {
  it('keeps the resource’s fields under the view’s id, title and calls, with its single fixed values', () => {
    const v = defineView(device, { id: 'offline', title: 't.o', filters: { kind: 'gps', online: false }, api: { list: '/gps/offline' } });
    expect(v).toMatchObject({ id: 'offline', title: 't.o', api: { list: '/gps/offline' }, view: { of: 'device', ownApi: true } });
    expect(v.fields).toBe(device.fields);
    expect(fixedValues(v)).toEqual({ kind: 'gps', online: false });
    expect(fixedValues(defineView(device, { id: 'x', title: 't', filters: { kind: ['gps', 'cam'] } }))).toEqual({});
  });

  it('refuses filters the engine cannot apply', () => {
    expect(() => defineView(device, { id: 'a', title: 't', filters: { nothing: 1 } })).toThrow('view a: device has no field "nothing"');
    expect(() => defineView(device, { id: 'b', title: 't', filters: { at: 1 }, api: { list: '/x' } })).toThrow('view b: a geoPoint field cannot be fixed');
    expect(() => defineView(device, { id: 'c', title: 't', filters: { note: 'x' } })).toThrow(/"note" must be an eq or in filter of device, or the view needs calls of its own/);
    expect(() => defineView(device, { id: 'd', title: 't', filters: { kind: ['gps', 'cam'] }, api: { list: '/x', create: '/y' } })).toThrow(/creates rows fixes one value/);
    expect(() => defineView(device, { id: 'e', title: 't', filters: { kind: [] } })).toThrow(/lists no value/);
  });

  it('must be of a resource of the module, under an id of its own', () => {
    const v = defineView(device, { id: 'city', title: 't', filters: { online: true } });
    expect(() => module({ views: [v] })).toThrow('m: resource id "city" is used twice');
    expect(() => module({ resources: [province, city], views: [defineView(device, { id: 'v', title: 't', filters: { online: true } })] })).toThrow('view "v" of no resource "device"');
  });
});

describe('options', () => {
  const withField = (f: Parameters<typeof defineResource>[0]['fields'][string]) =>
    defineResource({ id: 'site', title: 't.s', api: { list: '/s/list' }, fields: { provinceId: reference({ resource: 'province', display: 'name' }), pick: f } });

  it('refuses an enum name served by two loaders and a name no loader serves', () => {
    const a = { api: '/a/loadEnumValue', values: { kind: [] } };
    expect(() => module({ enums: a, enumLoaders: [{ api: '/b/loadEnumValue', values: { kind: [] } }] })).toThrow('m: enum "kind" is served by two loaders');
    expect(() => module({ enums: a, resources: [province, city, withField(enumOf({ source: 'other' }))] })).toThrow('m.site.pick: no enum "other"');
    expect(() => module({ enums: a, enumLoaders: [{ api: '/b/loadEnumValue', values: { other: [] } }], resources: [province, city, withField(enumOf({ source: 'other' }))] })).not.toThrow();
  });

  it('refuses options from a resource or a field that is not there', () => {
    expect(() => module({ resources: [province, city, withField(enumOf({ from: { resource: 'nowhere', value: 'code', label: 'name' } }))] })).toThrow('m.site.pick: options from no resource "nowhere"');
    expect(() => module({ resources: [province, city, withField(enumOf({ from: { resource: 'province', value: 'zip', label: 'name' } }))] })).toThrow('m.site.pick: province has no field "zip"');
  });

  it('refuses a cascade on a missing parent, or on a field the option list cannot be asked by', () => {
    expect(() => module({ resources: [province, city, withField(reference({ resource: 'city', display: 'name', dependsOn: 'countryId' }))] })).toThrow('m.site.pick: depends on no field "countryId"');
    expect(() => module({ resources: [province, city, withField(reference({ resource: 'city', display: 'name', dependsOn: { field: 'provinceId', by: 'provinceName' } }))] })).toThrow('city.provinceName must be an eq or in filter');
    expect(() => module({ resources: [province, city, withField(reference({ resource: 'city', display: 'name', dependsOn: 'provinceId' }))] })).not.toThrow();
  });
});
