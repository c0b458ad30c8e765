// The wall display's rules as functions: which places may be drawn, how unknown figures are written,
// and how a screen fits its window (kit/screen).
import { describe, expect, it } from 'vitest';
import { checkLngLat, dash, MIN_DESIGN_HEIGHT, placePoints, wallFit } from '../../kit/screen';

describe('where a screen may draw a place', () => {
  it('draws valid Chinese coordinates, as numbers or numeric text', () => {
    expect(checkLngLat(120.17, 30.29)).toEqual({ ok: true, at: [120.17, 30.29] });
    expect(checkLngLat('120.17', '30.29')).toEqual({ ok: true, at: [120.17, 30.29] });
  });

  it('never draws a place at 0,0, without coordinates, with text or outside China', () => {
    expect(checkLngLat(0, 0)).toEqual({ ok: false, reason: 'zero' });
    for (const [lng, lat] of [[null, null], [undefined, 30], ['', ''], ['abc', 30], [NaN, 30], [120, Infinity]] as const) expect(checkLngLat(lng, lat)).toEqual({ ok: false, reason: 'missing' });
    expect(checkLngLat(2.35, 48.85)).toEqual({ ok: false, reason: 'outside' });
    expect(checkLngLat(30.29, 120.17)).toEqual({ ok: false, reason: 'outside' }); // latitude and longitude swapped
  });

  it('splits a layer into the places drawn and the anomalies, each with its reason', () => {
    const { drawn, anomalies } = placePoints([
      { id: 1, name: 'a', lng: 120.1, lat: 30.2 },
      { id: 2, name: 'b', lng: 0, lat: 0 },
      { id: 3, name: 'c' },
    ]);
    expect(drawn.map((d) => d.point.id)).toEqual([1]);
    expect(anomalies.map((a) => [a.point.id, a.reason])).toEqual([[2, 'zero'], [3, 'missing']]);
  });
});

describe('figures on a screen', () => {
  it('writes unknown as "--", never 0, and numbers with grouping and at most two decimals', () => {
    for (const v of [null, undefined, '', NaN, Infinity]) expect(dash(v)).toBe('--');
    expect(dash(0)).toBe('0');
    expect(dash(26564)).toBe('26,564');
    expect(dash(182.456)).toBe('182.46');
    expect(dash('已超时')).toBe('已超时');
  });
});

describe('how a wall display fits its window', () => {
  it('shows the design as drawn at 1920×1080', () => {
    expect(wallFit(1920, 1080)).toEqual({ scale: 1, width: 1920, height: 1080, scrolls: false });
  });

  it('holds the 12 px scale at 1366×768 and lays the screen out on 1593×896 design pixels, without scrolling', () => {
    const fit = wallFit(1366, 768);
    expect(fit.scale).toBeCloseTo(12 / 14, 5);
    expect(fit).toMatchObject({ width: 1593, height: 896, scrolls: false });
    expect(fit.height * fit.scale).toBeLessThanOrEqual(768);
  });

  it('scrolls only a window lower than the least design height', () => {
    expect(wallFit(1920, 500)).toMatchObject({ height: MIN_DESIGN_HEIGHT, scrolls: true });
    expect(wallFit(3840, 2160)).toMatchObject({ scale: 2, width: 1920, height: 1080 });
  });
});
