// The resource model: a definition gives validation (same messages on both sides), columns and filters.
import { describe, expect, it } from 'vitest';
import {
  columnFields,
  dateRange,
  defineResource,
  encodeListQuery,
  enumOf,
  filterFields,
  geoPoint,
  money,
  number,
  parseCall,
  parseListQuery,
  reference,
  text,
  boolean,
  validateRecord,
  validateValue,
  fieldList,
  ListQueryError,
} from '../../kit/resource';
import { defineMessages, kitMessages, translator } from '../../kit/i18n';

const messages = defineMessages({
  'zh-CN': { 't.car': '车辆', 't.car.code': '车牌号', 't.car.load': '载重', 't.car.kind': '类型', 't.car.cost': '价格', 't.car.period': '保险期', 't.car.pos': '位置', 't.car.route': '线路', 't.car.active': '启用', 'k.a': '甲', 'k.b': '乙' },
  'en-US': { 't.car': 'Car', 't.car.code': 'Plate', 't.car.load': 'Load', 't.car.kind': 'Kind', 't.car.cost': 'Price', 't.car.period': 'Insurance', 't.car.pos': 'Position', 't.car.route': 'Route', 't.car.active': 'Active', 'k.a': 'A', 'k.b': 'B' },
});
const zh = translator('zh-CN', kitMessages, messages);
const en = translator('en-US', kitMessages, messages);

const car = defineResource({
  id: 'car',
  title: 't.car',
  api: { list: 'POST /cloud/x/car/pageList', create: '/cloud/x/car/save', get: 'GET /cloud/x/car/getOne.smvc' },
  fields: {
    code: text({ required: true, max: 12, pattern: '^[\\u4e00-\\u9fa5][A-Z]·[A-Z0-9]{5}$', filter: true, sortable: true }),
    load: number({ min: 0, max: 60, precision: 2, filter: true, sortable: true }),
    kind: enumOf({ options: [{ value: 'a', label: 'k.a' }, { value: 'b', label: 'k.b' }], filter: true, default: 'a' }),
    cost: money({ column: { hidden: true } }),
    period: dateRange({ filter: true }),
    pos: geoPoint({ column: false }),
    route: reference({ resource: 'route', display: 'name', filter: true }),
    active: boolean({ default: true }),
  },
});

describe('a resource definition', () => {
  it('fills each label key from the title and the field name', () => {
    expect(fieldList(car).map((f) => f.label)).toContain('t.car.code');
  });

  it('reads calls as the spec writes them: method, path and suffix, POST by default', () => {
    expect(parseCall('POST /cloud/x/car/pageList')).toEqual({ method: 'POST', path: '/cloud/x/car/pageList', pack: ['tenant'], json: false });
    expect(parseCall('/cloud/x/car/save').method).toBe('POST');
    expect(parseCall('GET /cloud/x/car/getOne.smvc').path).toBe('/cloud/x/car/getOne.smvc');
    expect(() => parseCall('DELETE x')).toThrow();
  });

  it('refuses field names that are not plain identifiers, so nothing unsafe becomes a column', () => {
    expect(() => defineResource({ id: 'x', title: 'x', api: {}, fields: { 'a;drop': text() } })).toThrow();
    expect(() => defineResource({ id: 'x', title: 'x', api: {}, fields: { tenantId: text() } })).toThrow();
  });

  it('gives the columns that are not switched off, with their options', () => {
    const cols = columnFields(car);
    expect(cols.map((c) => c.name)).not.toContain('pos');
    expect(cols.find((c) => c.name === 'cost')?.columnOptions.hidden).toBe(true);
  });

  it('gives each filter its natural mode', () => {
    const modes = Object.fromEntries(filterFields(car).map((f) => [f.name, f.mode]));
    expect(modes).toEqual({ code: 'like', load: 'range', kind: 'in', period: 'range', route: 'eq' });
  });
});

describe('validation from the definition', () => {
  it('coerces form text, applies defaults and accepts a valid record', () => {
    const r = validateRecord(car, { code: ' 苏A·D1234 ', load: '8.5', period: '2026-01-01~2026-12-31', pos: '118.79,32.06', route: '3' }, { t: zh, mode: 'create' });
    expect(r).toEqual({
      ok: true,
      value: { code: '苏A·D1234', load: 8.5, kind: 'a', cost: null, period: ['2026-01-01', '2026-12-31'], pos: { lng: 118.79, lat: 32.06 }, route: 3, active: true },
    });
  });

  it('names every error with the field label, in the chosen locale', () => {
    const r = validateRecord(car, { code: '', load: '61', kind: 'z', period: '2026-12-31~2026-01-01' }, { t: zh, mode: 'create' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual([
      { field: 'code', message: '车牌号不能为空' },
      { field: 'load', message: '载重不能大于60' },
      { field: 'kind', message: '类型的值不在可选范围内' },
      { field: 'period', message: '保险期的开始日期不能晚于结束日期' },
    ]);
    expect(validateValue(fieldList(car)[0]!, 'abc', { t: en })).toBe('Plate is not in the right format');
  });

  it('checks precision, numbers and patterns', () => {
    const fields = fieldList(car);
    const load = fields.find((f) => f.name === 'load')!;
    expect(validateValue(load, '1.234', { t: zh })).toBe('载重最多2位小数');
    expect(validateValue(load, 'abc', { t: zh })).toBe('载重必须是数字');
    expect(validateValue(load, '', { t: zh })).toBeNull();
  });

  it('refuses a day the calendar does not have (Date.parse would roll 2026-02-30 into March) and takes a leap day', () => {
    const period = fieldList(car).find((f) => f.name === 'period')!;
    expect(validateValue(period, ['2026-02-30', '2026-03-10'], { t: zh })).not.toBeNull();
    expect(validateValue(period, ['2026-01-31', '2026-04-31'], { t: zh })).not.toBeNull();
    expect(validateValue(period, ['2028-02-29', '2028-03-01'], { t: zh })).toBeNull();
  });

  it('on update checks only the fields sent', () => {
    expect(validateRecord(car, { load: 3 }, { t: zh, mode: 'update' })).toEqual({ ok: true, value: { load: 3 } });
  });
});

describe('the list request', () => {
  it('encodes ranges as Start/End and any-of lists comma-separated', () => {
    const wire = encodeListQuery(car, { pageNo: 2, pageSize: 20, sort: { field: 'load', order: 'asc' }, filters: { code: '苏A', kind: ['a', 'b'], load: [1, ''], period: ['2026-01-01', '2026-02-01'] } });
    expect(wire).toEqual({ pageNo: 2, pageSize: 20, orderField: 'load', orderType: 'asc', code: '苏A', kind: 'a,b', loadStart: '1', periodStart: '2026-01-01', periodEnd: '2026-02-01' });
    const parsed = parseListQuery(car, wire, zh);
    expect(parsed.sort).toEqual({ field: 'load', order: 'asc' });
    expect(parsed.filters).toContainEqual({ field: 'load', mode: 'range', value: [1, null], columns: ['load', 'load'] });
    expect(parsed.filters).toContainEqual({ field: 'kind', mode: 'in', value: ['a', 'b'] });
  });

  it('refuses sorting by a field that is not sortable and ignores unknown parameters', () => {
    expect(() => parseListQuery(car, { orderField: 'cost' }, zh)).toThrow(ListQueryError);
    expect(() => parseListQuery(car, { orderField: 'code; drop table x' }, zh)).toThrow('不能按');
    expect(parseListQuery(car, { evil: "1' or 1=1" }, zh).filters).toEqual([]);
    expect(() => parseListQuery(car, { pageSize: '5000' }, zh)).toThrow('每页条数');
    expect(() => parseListQuery(car, { loadStart: 'x' }, zh)).toThrow('载重必须是数字');
  });
});
