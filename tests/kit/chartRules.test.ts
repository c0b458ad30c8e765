// The kit's chart rules that issue 23 (items 6 and 7) asked for, as options and numbers: a bucket
// still in progress drawn as partial, labels turned for the chart's own width, pie labels left to
// wrap in the room ECharts measures, and a big screen's scale that keeps its text at 12 px.
// What these draw is checked in Chromium by tests/kit/chartsDrawn.browser.test.ts.
import { describe, expect, it } from 'vitest';
import { currentIndex, pieOption, safeTooltip, screenFit, seriesOption, SCREEN_MIN_SCALE, SCREEN_SMALL_TEXT, MIN_TEXT_PX, type SeriesData } from '../../kit/charts';
import { IN_PROGRESS_ID } from '../../kit/charts/options';
import { catalogueFromPairs, translator } from '../../kit/i18n/catalogue';
import { kitMessages } from '../../kit/i18n/kitMessages';

const t = translator('zh-CN', kitMessages, catalogueFromPairs({ 'kit.test.weight': ['净重', 'Net'] }));
const now = new Date(2026, 10, 28, 9, 30);
const days = ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'];
const trend: SeriesData = {
  categories: days,
  series: [
    { name: 'kit.test.weight', type: 'line', data: [170, 182, 175, 180, 22.95] },
    { name: '趟次', type: 'bar', data: [22, 22, 23, 22, 2] },
  ],
};

type Drawn = { id?: string; name: string; type: string; data: unknown[]; lineStyle?: { type: string } };

describe('a bucket still in progress', () => {
  it('is today or this month on the viewer’s calendar, unless the data names one or says none', () => {
    expect(currentIndex(trend, now)).toBe(4);
    expect(currentIndex({ categories: ['2026-09', '2026-10', '2026-11'], series: [] }, now)).toBe(2);
    expect(currentIndex({ categories: days.slice(0, 4), series: [] }, now)).toBe(-1);
    expect(currentIndex({ ...trend, current: '2026-11-27' }, now)).toBe(3);
    expect(currentIndex({ ...trend, current: null }, now)).toBe(-1);
    expect(currentIndex({ categories: ['08:00', '09:00'], series: [], current: '09:00' }, now)).toBe(1);
  });

  it('ends a line’s path before it and draws the step into it dashed, in the series’ own name and axis', () => {
    const o = seriesOption(trend, t, { now });
    const series = o.series as Drawn[];
    const line = series.find((s) => s.name === '净重' && !s.id)!;
    expect(line.data).toEqual([170, 182, 175, 180, null]);
    const step = series.find((s) => s.id?.startsWith(IN_PROGRESS_ID))!;
    expect(step).toMatchObject({ name: '净重', type: 'line', lineStyle: { type: 'dashed' } });
    expect(step.data).toEqual([null, null, null, 180, 22.95]);
    expect(o.legend.data).toEqual(['净重', '趟次']);
  });

  it('draws its bar pale and outlined dashed, with its figure so far', () => {
    const bar = (seriesOption(trend, t, { now }).series as Drawn[]).find((s) => s.name === '趟次')!;
    expect(bar.data.slice(0, 4)).toEqual([22, 22, 23, 22]);
    expect(bar.data[4]).toMatchObject({ value: 2, itemStyle: { opacity: expect.any(Number), borderType: 'dashed' } });
    expect((bar.data[4] as { itemStyle: { opacity: number } }).itemStyle.opacity).toBeLessThan(1);
  });

  it('leaves an estimate (a dashed forecast) as it is: a forecast of today is a whole day’s', () => {
    const o = seriesOption({ categories: days, series: [{ name: '预测', type: 'line', dashed: true, data: [1, 2, 3, 4, 5] }] }, t, { now });
    expect(o.series).toHaveLength(1);
    expect(o.series[0]!.data).toEqual([1, 2, 3, 4, 5]);
  });

  it('names the bucket as in progress in the tooltip’s heading, and shows the line once there', () => {
    const o = seriesOption(trend, t, { now });
    const axis = o.xAxis as { data: string[]; axisPointer: { label: { formatter: (p: { value: string }) => string } } };
    expect(axis.data[4]).toBe('11-28');
    expect(axis.axisPointer.label.formatter({ value: '11-28' })).toBe('11-28（进行中）');
    expect(axis.axisPointer.label.formatter({ value: '11-27' })).toBe('11-27');
    const html = safeTooltip([
      { seriesName: '净重', value: null, axisValueLabel: '11-28（进行中）' },
      { seriesName: '趟次', value: 2 },
      { seriesName: '净重', value: 22.95 },
    ]);
    expect(html).toBe('<b>11-28（进行中）</b><br/>净重: 22.95<br/>趟次: 2');
  });
});

describe('axis labels and ticks for the room the chart has', () => {
  const buckets = ['1小时内', '1-4小时', '4-12小时', '12-24小时', '24-72小时', '72小时以上'];
  const rotation = (width: number) => (seriesOption({ categories: buckets, series: [{ name: 'n', type: 'bar', data: [14, 3, 3, 0, 0, 0] }] }, t, { width }).xAxis as { axisLabel: { rotate: number } }).axisLabel.rotate;

  it('turns the labels of a chart too narrow for them side by side (问题分析’s 响应时长 in a quarter row)', () => {
    expect(rotation(900)).toBe(0);
    expect(rotation(300)).toBe(45);
  });

  it('keeps a run of days level and names every few when crowded, and gives a low chart fewer ticks', () => {
    const month = Array.from({ length: 30 }, (_, i) => `2026-10-${String(i + 1).padStart(2, '0')}`);
    const o = seriesOption({ categories: month, series: [{ name: 'n', data: month.map(() => 100.5) }] }, t, { width: 600, height: 170, textSize: 14 });
    expect((o.xAxis as { axisLabel: unknown }).axisLabel).toMatchObject({ rotate: 0, interval: 'auto' });
    expect((o.yAxis as { splitNumber: number }).splitNumber).toBeLessThanOrEqual(3);
  });

  it('gives counts whole-number ticks', () => {
    expect(seriesOption({ categories: ['a', 'b'], series: [{ name: 'n', data: [1, 2] }] }, t).yAxis).toMatchObject({ minInterval: 1 });
    expect(seriesOption({ categories: ['a', 'b'], series: [{ name: 'n', data: [1.5, 2] }] }, t).yAxis).not.toHaveProperty('minInterval');
  });
});

describe('pie labels', () => {
  it('have no fixed width, so ECharts wraps each to the room between the ring and the chart’s edge', () => {
    const label = pieOption([{ name: '指挥中心处理中', value: 1 }], t).series[0]!.label as Record<string, unknown>;
    expect(label).not.toHaveProperty('width');
    expect(label.overflow).toBe('break');
  });
});

describe('the big screen’s fit', () => {
  it('shows the 1920 design as drawn on a wall display, and larger on a larger one', () => {
    expect(screenFit(1920)).toEqual({ scale: 1, width: 1920 });
    expect(screenFit(2560)).toEqual({ scale: 2560 / 1920, width: 1920 });
  });

  it('holds the scale at which the smallest text is 12 px, and lays the design out on the width there is', () => {
    expect(SCREEN_SMALL_TEXT * SCREEN_MIN_SCALE).toBeCloseTo(MIN_TEXT_PX, 6);
    // 1366×768 alone (a scroll bar aside), and a shell tab beside the menu: 0.71 and 0.57 by width.
    for (const width of [1351, 1100]) {
      const fit = screenFit(width);
      expect(fit.scale).toBeCloseTo(SCREEN_MIN_SCALE, 6);
      expect(fit.width * fit.scale).toBeLessThanOrEqual(width);
      expect(fit.width * fit.scale).toBeGreaterThan(width - 1);
    }
  });
});
