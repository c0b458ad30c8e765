import { describe, expect, it } from 'vitest';
import { demoRoads, pathLength, roadCompletion, type TrackPoint } from '../../kit/road';
import { DEMO_DEVICES, vehicleAt } from '../../server/services/demoDevices';

describe('the demo roads', () => {
  it('are a handful per tenant with grade, class, geometry, length, width, area, passes and tolerance', () => {
    for (const index of [0, 1]) {
      const list = demoRoads(index);
      expect(list.length).toBeGreaterThanOrEqual(5);
      expect(new Set(list.map((r) => r.code)).size).toBe(list.length);
      for (const r of list) {
        expect([1, 2, 3]).toContain(r.grade);
        expect(r.path.length).toBeGreaterThanOrEqual(2);
        expect(Math.abs(r.length - pathLength(r.path))).toBeLessThan(1);
        expect(r.area).toBe(r.length * r.width);
        expect(r.tolerance).toBeGreaterThan(0);
        expect(r.passes.sweep).toBeGreaterThan(0);
      }
    }
    expect(demoRoads(0)).toBe(demoRoads(0));
  });

  it('lie along the roads the demo sweepers and washers drive: a shift of their track covers them, except roads turning off', () => {
    const from = Date.UTC(2026, 10, 27, 21);
    const to = from + 4 * 3600_000;
    for (const [index, tenant] of [[0, '1'], [1, '2']] as const) {
      for (const road of demoRoads(index)) {
        const vehicle = DEMO_DEVICES.find((d) => d.tenantId === tenant && d.road === road.base && /洒水车|扫路车/.test(d.name));
        if (!vehicle) continue;
        const track: TrackPoint[] = [];
        for (let t = from; t <= to; t += 30_000) track.push({ t, ...vehicleAt(vehicle, t) });
        const c = roadCompletion(road.path, track, { tolerance: road.tolerance, from, to }).completion!;
        if (['秋涛路', '闻涛路', '虎跑路'].includes(road.name)) expect(c).toBeLessThan(0.9);
        else expect(c).toBe(1);
      }
    }
  });
});

describe('the demo vehicles of kit/road', () => {
  it('are the device store’s demo vehicles, at the same place at every time (server/services/demoDevices.ts)', async () => {
    const { DEMO_VEHICLES, demoVehicleAt } = await import('../../kit/road');
    const server = DEMO_DEVICES.filter((d) => d.kind === 'vehicle');
    expect(DEMO_VEHICLES.map((v) => [v.code, v.name, v.tenantId, v.road, v.phase])).toEqual(server.map((d) => [d.code, d.name, d.tenantId, d.road, d.phase]));
    for (const d of server) {
      const v = DEMO_VEHICLES.find((x) => x.code === d.code)!;
      for (let t = Date.UTC(2026, 10, 1); t < Date.UTC(2026, 10, 3); t += 7 * 60_000 + 13_000) {
        const { lng, lat, speed } = vehicleAt(d, t);
        expect(demoVehicleAt(v, t)).toEqual({ lng, lat, speed });
      }
    }
  });
});
