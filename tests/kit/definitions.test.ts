// The definition side of the engine's further operations, as plain data: generations and their
// calls, soft delete and its recycle view, lookups, the cursor on the wire, and defaults of fields
// the form does not show — each checked once, when a definition is loaded.
import { describe, expect, it } from 'vitest';
import { kitMessages, translator } from '../../kit/i18n';
import {
  apiGeneration,
  boolean,
  datetime,
  defineResource,
  encodeListQuery,
  everyCall,
  geoPoint,
  number,
  parseListQuery,
  recycleView,
  softDeleteFields,
  text,
  validateRecord,
} from '../../kit/resource';

const t = translator('zh-CN', kitMessages);
const base = { id: 'thing', title: 't.thing', fields: { name: text({ filter: true }) } };

describe('several calls per operation', () => {
  it('serves each call once, the api first, and names the generation of each', () => {
    const def = defineResource({
      ...base,
      api: { list: 'POST /a/page', get: '/a/one' },
      generations: { old: { list: '/a/load', get: '/a/one' }, alias: { get: 'GET /a/view' } },
    });
    expect(everyCall(def).map((c) => [c.op, c.generation, `${c.call.method} ${c.call.path}`])).toEqual([
      ['list', null, 'POST /a/page'],
      ['get', null, 'POST /a/one'],
      ['list', 'old', 'POST /a/load'],
      ['get', 'alias', 'GET /a/view'],
    ]);
    const old = apiGeneration(def, 'old');
    expect(old.id).toBe('thingOld');
    expect(old.api).toEqual({ list: '/a/load', get: '/a/one' });
    expect(old.generations).toBeUndefined();
    expect(() => apiGeneration(def, 'nope')).toThrow(/no API generation "nope"/);
  });

  it('refuses one call for two operations', () => {
    expect(() => defineResource({ ...base, api: { list: '/a/page' }, generations: { old: { all: '/a/page' } } })).toThrow(/POST \/a\/page is both list and all/);
  });
});

describe('monthly aggregates', () => {
  it('name a date or datetime field', () => {
    expect(() => defineResource({ ...base, api: { list: '/a' }, monthly: 'name' })).toThrow(/monthly names "name", not a date or datetime field/);
    expect(() => defineResource({ ...base, api: { list: '/a' }, monthly: 'missing' } as never)).toThrow(/monthly names "missing"/);
    expect(defineResource({ ...base, api: { list: '/a' }, fields: { ...base.fields, weighTime: datetime() }, monthly: 'weighTime' }).monthly).toBe('weighTime');
  });
});

describe('soft delete', () => {
  it('needs its fields, hidden from forms and imports, and a recycle list needs soft delete', () => {
    expect(() => defineResource({ ...base, api: { list: '/a', recycleList: '/a/bin' } })).toThrow(/need softDelete/);
    expect(() => defineResource({ ...base, api: { list: '/a' }, softDelete: true })).toThrow(/softDelete names "deleted"/);
    expect(() => defineResource({ ...base, api: { list: '/a' }, fields: { ...base.fields, gone: boolean() }, softDelete: { flag: 'gone' } })).toThrow(/must not be in the form/);
    const ok = defineResource({ ...base, api: { list: '/a' }, fields: { ...base.fields, ...softDeleteFields() }, softDelete: true });
    expect(ok.fields.deleted).toMatchObject({ type: 'boolean', form: false, column: false, export: false, import: false, filter: false });
  });

  it('gives a recycle view: the chosen columns, when and by whom, read only, recover on a row and on the selection', () => {
    const def = defineResource({
      ...base,
      api: { list: '/a/page', remove: '/a/del', recycleList: '/a/bin', recover: '/a/recover' },
      fields: { ...base.fields, size: number({ column: { hidden: true } }), ...softDeleteFields() },
      softDelete: true,
    });
    const view = recycleView(def, { columns: ['name'] });
    expect(view).toMatchObject({ id: 'thingRecycle', title: 'kit.recycle.title', api: { list: '/a/bin' }, readOnly: true, recycleOf: 'thing', report: true });
    expect(Object.keys(view.fields)).toEqual(['name', 'deletedAt', 'deletedBy']);
    expect(view.fields.deletedAt).toMatchObject({ column: true, label: 'kit.recycle.deletedAt' });
    expect(Object.values(view.actions!).map((a) => [a.api, a.scope, a.confirm])).toEqual([
      ['/a/recover', 'row', 'kit.recycle.recoverConfirm'],
      ['/a/recover', 'selection', 'kit.recycle.recoverConfirm'],
    ]);
    expect(t('kit.recycle.recover')).toBe('恢复');
  });
});

describe('lookups', () => {
  it('offers only named single-column fields', () => {
    expect(() => defineResource({ ...base, api: { list: '/a' }, lookup: ['nope'] })).toThrow(/lookup names no field "nope"/);
    expect(() => defineResource({ ...base, api: { list: '/a' }, fields: { ...base.fields, at: geoPoint() }, lookup: ['at'] })).toThrow(/geoPoint field "at" cannot be offered/);
  });
});

describe('the list request on the wire', () => {
  const def = defineResource({ ...base, api: { list: '/a' } });
  it('carries the cursor of the next page both ways', () => {
    expect(encodeListQuery(def, { pageNo: 2, cursor: 'abc_-1' })).toMatchObject({ pageNo: 2, cursor: 'abc_-1' });
    expect(parseListQuery(def, { pageNo: '2', cursor: 'abc_-1' }, t)).toMatchObject({ pageNo: 2, cursor: 'abc_-1' });
    expect(parseListQuery(def, { pageNo: '2' }, t).cursor).toBeUndefined();
  });
});

describe('defaults', () => {
  const def = defineResource({ ...base, api: { list: '/a' }, fields: { ...base.fields, state: text({ form: false, default: 'new' }), count: number({ form: false }) } });
  it('start a field the form does not show at its default on create, never from the client, and leave it on update', () => {
    const created = validateRecord(def, { name: 'x', state: 'hacked' }, { t, mode: 'create' });
    expect(created).toEqual({ ok: true, value: { name: 'x', state: 'new' } });
    expect(validateRecord(def, { name: 'y', state: 'hacked' }, { t, mode: 'update' })).toEqual({ ok: true, value: { name: 'y' } });
  });
});
