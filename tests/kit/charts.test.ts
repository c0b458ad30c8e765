import { describe, expect, it } from 'vitest';
import { categoryLabel, labelInterval, labelRotation, pieOption, seriesOption } from '../../kit/charts';
import { catalogueFromPairs, translator } from '../../kit/i18n/catalogue';

const t = translator('en-US', catalogueFromPairs({ 'kit.test.diesel': ['柴油', 'Diesel'] }));

describe('category axis labels of the series chart', () => {
  it('drops the year of a date and keeps the rest of a date-time', () => {
    expect(categoryLabel('2026-11-22', t)).toBe('11-22');
    expect(categoryLabel('2026-11-22 08:00', t)).toBe('11-22 08:00');
  });

  it('shows a plate, a name or a month whole, never cut', () => {
    expect(categoryLabel('浙A·D1234', t)).toBe('浙A·D1234');
    expect(categoryLabel('上城区清运一队', t)).toBe('上城区清运一队');
    expect(categoryLabel('2026-11', t)).toBe('2026-11');
  });

  it('translates a category that is a catalogue key', () => {
    expect(categoryLabel('kit.test.diesel', t)).toBe('Diesel');
  });
});

describe('the series chart option', () => {
  const io = {
    categories: ['2026-09', '2026-10', '2026-11'],
    series: [
      { name: '投入', data: [52000, 48000, 50500], unit: '元', type: 'bar' as const },
      { name: '出车次数', data: [48, 51, null], unit: '次' },
    ],
  };

  it('gives two units two value axes, each series on the axis of its unit', () => {
    const o = seriesOption(io, t);
    expect(Array.isArray(o.yAxis)).toBe(true);
    expect((o.yAxis as { name?: string; position: string }[]).map((a) => [a.name, a.position])).toEqual([['元', 'left'], ['次', 'right']]);
    expect(o.series.map((s) => s.yAxisIndex)).toEqual([0, 1]);
  });

  it('keeps one axis for one unit', () => {
    const o = seriesOption({ categories: ['a'], series: [{ name: 'x', data: [1] }, { name: 'y', data: [2] }] }, t);
    expect(Array.isArray(o.yAxis)).toBe(false);
    expect(o.series.map((s) => s.yAxisIndex)).toEqual([0, 0]);
  });

  it('draws straight lines, and leaves a null (a month to come) undrawn rather than 0', () => {
    const o = seriesOption(io, t);
    expect(o.series.every((s) => s.smooth === false && s.connectNulls === false)).toBe(true);
    expect(o.series[1]!.data).toEqual([48, 51, null]);
  });

  it('shows every category label: none skipped, crowded long ones turned', () => {
    const types = ['扫路车', '洗扫车', '洒水车', '压缩式垃圾车', '餐厨垃圾车', '勾臂车', '皮卡', '轿车', '电动保洁三轮车'];
    const o = seriesOption({ categories: types, series: [{ name: 'n', data: types.map(() => 1), type: 'bar' }] }, t);
    const axis = o.xAxis as { axisLabel: { interval: number; rotate: number } };
    expect(axis.axisLabel.interval).toBe(0);
    expect(axis.axisLabel.rotate).toBeGreaterThan(0);
    expect(labelRotation(['1月', '2月', '3月'])).toBe(0);
  });

  it('skips labels evenly only where even turned they cannot all stand: ten years of months', () => {
    const months = Array.from({ length: 120 }, (_, i) => `${2021 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);
    const o = seriesOption({ categories: months, series: [{ name: 'n', data: months.map(() => 1), type: 'line' }] }, t, { width: 1200 });
    const axis = o.xAxis as { axisLabel: { interval: number | string; hideOverlap: boolean } };
    expect(axis.axisLabel).toMatchObject({ interval: 'auto', hideOverlap: true });
    expect(labelInterval(months.slice(0, 30), 1200)).toBe(0);
  });
});

describe('the pie option', () => {
  it('puts labels outside with room to wrap, never cut, and the share in the label', () => {
    const o = pieOption([{ name: '已结案', value: 12 }, { name: '处置中', value: 3 }], t);
    const s = o.series[0]!;
    expect(s.label).toMatchObject({ overflow: 'break', formatter: '{b}\n{d}%' });
    expect(Number.parseInt(s.radius[1]!, 10)).toBeLessThanOrEqual(60);
    expect(s.data.map((d) => d.name)).toEqual(['已结案', '处置中']);
  });

  it('keeps a slice of 0 in the legend but draws no label or line for it', () => {
    const s = pieOption([{ name: '焚烧厂', value: 12 }, { name: '暂存点', value: 0 }], t).series[0]!;
    expect(s.data.map((d) => [d.name, d.value, (d as { label?: { show: boolean } }).label?.show ?? true])).toEqual([['焚烧厂', 12, true], ['暂存点', 0, false]]);
  });
});
