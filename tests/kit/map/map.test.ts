// The map's plain parts: coordinate conversion between WGS-84, GCJ-02 and BD-09, grid clustering,
// and the GeoJSON text of the geoLine / geoPolygon fields with their validation.
import { describe, expect, it } from 'vitest';
import { bd09ToGcj02, clusterAt, convert, distanceMetres, gcj02ToBd09, gcj02ToWgs84, gridCluster, parseShape, shapeText, wgs84ToGcj02 } from '../../../kit/map';
import { defineResource, geoLine, geoPolygon, text, validateRecord } from '../../../kit/resource';
import { kitMessages, translator } from '../../../kit/i18n';

describe('coordinate systems', () => {
  it('shifts a WGS-84 point in Beijing to the published GCJ-02 position (Tiananmen, within 1 m)', () => {
    const [lng, lat] = wgs84ToGcj02([116.391305, 39.90723]);
    expect(distanceMetres([lng, lat], [116.397549, 39.908625])).toBeLessThan(1);
  });

  it('shifts Hangzhou by several hundred metres and converts back to within a millimetre', () => {
    const wgs: [number, number] = [120.1551, 30.2741];
    const gcj = wgs84ToGcj02(wgs);
    expect(distanceMetres(wgs, gcj)).toBeGreaterThan(300);
    expect(distanceMetres(wgs, gcj)).toBeLessThan(700);
    expect(distanceMetres(gcj02ToWgs84(gcj), wgs)).toBeLessThan(0.001);
  });

  it('goes GCJ-02 → BD-09 → GCJ-02 to within 1 m, and any pair of systems through convert()', () => {
    const gcj: [number, number] = [120.16, 30.28];
    expect(distanceMetres(bd09ToGcj02(gcj02ToBd09(gcj)), gcj)).toBeLessThan(1);
    const bd = convert([120.1551, 30.2741], 'wgs84', 'bd09');
    expect(distanceMetres(convert(bd, 'bd09', 'wgs84'), [120.1551, 30.2741])).toBeLessThan(1);
    expect(convert([120, 30], 'gcj02', 'gcj02')).toEqual([120, 30]);
  });

  it('leaves points outside China where they are (the services do not shift them)', () => {
    expect(wgs84ToGcj02([2.3522, 48.8566])).toEqual([2.3522, 48.8566]);
  });
});

describe('grid clustering', () => {
  const xs = Array.from({ length: 10_000 }, (_, i) => (i * 7919) % 800);
  const ys = Array.from({ length: 10_000 }, (_, i) => (i * 104729) % 600);

  it('keeps every on-screen point in exactly one cluster, at most one cluster per grid cell', () => {
    const clusters = gridCluster(xs, ys, { cellPx: 60, width: 800, height: 600 });
    expect(clusters.reduce((s, c) => s + c.count, 0)).toBe(10_000);
    expect(clusters.length).toBeLessThanOrEqual(Math.ceil(920 / 60 + 1) * Math.ceil(720 / 60 + 1));
  });

  it('leaves out points beyond the screen and its margin, and keeps a lone point as itself', () => {
    const clusters = gridCluster([10, 5000, 400], [10, 10, 300], { cellPx: 50, width: 800, height: 600 });
    expect(clusters.map((c) => c.count)).toEqual([1, 1]);
    expect(clusters.find((c) => c.first === 2)).toMatchObject({ x: 400, y: 300 });
    expect(clusterAt(clusters, 405, 296, 18)?.first).toBe(2);
    expect(clusterAt(clusters, 600, 100, 18)).toBeNull();
  });
});

describe('geoLine and geoPolygon fields', () => {
  const route = defineResource({
    id: 'route',
    title: 'route',
    api: { list: '/route/list' },
    fields: { name: text(), path: geoLine({ label: '线路' }), area: geoPolygon({ label: '作业区域' }) },
  });
  const t = translator('zh-CN', kitMessages);

  it('stores a line as LineString text and a polygon as a closed Polygon ring, and reads them back', () => {
    const line = shapeText('line', [[120.1, 30.2], [120.2, 30.25]]);
    expect(JSON.parse(line)).toEqual({ type: 'LineString', coordinates: [[120.1, 30.2], [120.2, 30.25]] });
    const area = shapeText('polygon', [[120.1, 30.2], [120.2, 30.2], [120.15, 30.3]]);
    expect(JSON.parse(area).coordinates[0]).toHaveLength(4);
    expect(parseShape(area, 'polygon')).toEqual([[120.1, 30.2], [120.2, 30.2], [120.15, 30.3]]);
    expect(shapeText('polygon', [[120.1, 30.2], [120.2, 30.2]])).toBe('');
  });

  it('accepts valid shapes and refuses an open ring, a one-point line or a latitude beyond 90 with the field named', () => {
    const ok = validateRecord(route, { name: 'a', path: shapeText('line', [[120.1, 30.2], [120.2, 30.25]]), area: shapeText('polygon', [[120.1, 30.2], [120.2, 30.2], [120.15, 30.3]]) }, { t, mode: 'create' });
    expect(ok.ok).toBe(true);
    const bad = validateRecord(
      route,
      {
        name: 'a',
        path: JSON.stringify({ type: 'LineString', coordinates: [[120.1, 95]] }),
        area: JSON.stringify({ type: 'Polygon', coordinates: [[[120.1, 30.2], [120.2, 30.2], [120.15, 30.3], [120.1, 30.21]]] }),
      },
      { t, mode: 'create' },
    );
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors.map((e) => e.message)).toEqual([expect.stringMatching(/^线路不是有效的图形/), expect.stringMatching(/^作业区域不是有效的图形/)]);
  });
});
