// Column widths from field types: whole dates, times and choices, free text bounded, titles never cut,
// and the action column sized to its buttons on one line.
import { describe, expect, it } from 'vitest';
import type { NamedField } from '../../kit/resource';
import { actionsWidth, columnWidth, textWidth } from '../../kit/ui/columnWidths';

const t = (key: string) => ({ 'x.ongoing': '处理中（超时）', 'x.done': '已完成', 'kit.yes': '是', 'unit.kg': '千克' })[key] ?? key;
const field = (f: Partial<NamedField> & { type: NamedField['type'] }) => ({ name: 'f', label: 'f', ...f }) as NamedField;

describe('column widths', () => {
  it('give a date, a time and a date range room for their whole text', () => {
    expect(columnWidth(field({ type: 'date' }), '日期', t)).toBeGreaterThanOrEqual(textWidth('2026-11-26') + 32);
    expect(columnWidth(field({ type: 'datetime' }), '时间', t)).toBeGreaterThanOrEqual(textWidth('2026-11-26 08:20:00') + 32);
    expect(columnWidth(field({ type: 'dateRange' }), '有效期', t)).toBeGreaterThan(columnWidth(field({ type: 'datetime' }), '时间', t));
  });

  it('give a choice its longest label, and a number its unit', () => {
    const state = field({ type: 'enum', options: [{ value: '1', label: 'x.done' }, { value: '2', label: 'x.ongoing' }] });
    expect(columnWidth(state, '状态', t)).toBeGreaterThanOrEqual(textWidth('处理中（超时）') + 32);
    expect(columnWidth(field({ type: 'number', unit: 'unit.kg' }), '重量', t)).toBeGreaterThan(columnWidth(field({ type: 'number' }), '重量', t));
  });

  it('give a named enum (`source`) its longest label in the page’s language, from the module’s registry', () => {
    const carType = field({ type: 'enum', source: 'carType' });
    const english = (key: string) => ({ 'c.tricycle': 'Electric cleaning tricycle', 'c.sweeper': 'Road sweeper' })[key] ?? key;
    const options = [{ label: 'c.sweeper' }, { label: 'c.tricycle' }];
    expect(columnWidth(carType, 'Vehicle type', english, options)).toBeGreaterThanOrEqual(textWidth('Electric cleaning tricycle') + 32);
  });

  it('give a choice of the store’s devices room for a code and a vehicle’s name, known only at run time', () => {
    const device = field({ type: 'enum', devices: ['vehicle'] });
    expect(columnWidth(device, '设备编号', t)).toBeGreaterThanOrEqual(textWidth('V-107 浙A·E1919 勾臂车') + 32);
  });

  it('never cut a title, with the sort arrows of a sortable column', () => {
    const title = '最近一次保养到期日期';
    expect(columnWidth(field({ type: 'boolean' }), title, t)).toBeGreaterThanOrEqual(textWidth(title) + 32);
    expect(columnWidth(field({ type: 'boolean', sortable: true }), title, t)).toBeGreaterThan(columnWidth(field({ type: 'boolean' }), title, t));
  });

  it('bound free text (it ends in an ellipsis), size a short code to its length, and keep a width the definition sets', () => {
    expect(columnWidth(field({ type: 'text', multiline: true }), '备注', t)).toBeLessThanOrEqual(280);
    expect(columnWidth(field({ type: 'text', max: 8 }), '编号', t)).toBeLessThan(columnWidth(field({ type: 'text' }), '编号', t));
    expect(columnWidth({ ...field({ type: 'text' }), columnOptions: { width: 333 } }, '名称', t)).toBe(333);
  });

  it('size the action column to its buttons, three and 更多 past four', () => {
    const four = actionsWidth(['详情', '编辑', '绑定人员', '删除'], '更多');
    expect(four).toBeGreaterThanOrEqual(['详情', '编辑', '绑定人员', '删除'].reduce((s, l) => s + textWidth(l) + 14, 32));
    expect(actionsWidth(['详情', '编辑', '停车记录', '行驶轨迹', '附近点位', '删除'], '更多')).toBeLessThan(
      ['详情', '编辑', '停车记录', '行驶轨迹', '附近点位', '删除'].reduce((s, l) => s + textWidth(l) + 14, 32),
    );
  });
});
