// The demo city is one city: both tenants' seeds (clgl, ljszy, wtsb) are in Hangzhou, every vehicle
// belongs to one of its tenant's departments (server/db/seed.ts), and the weighings are as dense in
// every month, so a board's month compares with the months before. The seed functions are pure:
// they are called here as the engine calls them on first start.
import { describe, expect, it } from 'vitest';
import clgl from '../../../modules/clgl/server';
import ljszy from '../../../modules/ljszy/server';
import wtsb from '../../../modules/wtsb/server';

const tenants = [
  { tenantId: '1', index: 0, now: Date.now(), depts: ['d101', 'd102', 'd103', 'd104', 'd105', 'd106', 'd107', 'd108'] },
  { tenantId: '2', index: 1, now: Date.now(), depts: ['d201', 'd202', 'd203', 'd204', 'd205'] },
];
const servers = { clgl, ljszy, wtsb };

/** Every string anywhere in a seed's rows. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('the demo city', () => {
  for (const t of tenants) {
    for (const [id, server] of Object.entries(servers)) {
      it(`tenant ${t.tenantId}, ${id}: names no other city (no 苏 plates, 南京, 苏州 or their districts)`, () => {
        const text = strings(server.seed!(t)).join('\n');
        expect(text).not.toMatch(/苏[A-Z]|南京|苏州|玄武|秦淮|鼓楼|建邺|栖霞|雨花台|姑苏|吴中|江苏|宁环/);
      });
    }

    it(`tenant ${t.tenantId}: every vehicle has a 浙A plate and one of the tenant's departments`, () => {
      const cars = clgl.seed!(t).car!;
      const trucks = ljszy.seed!(t).carInfo!;
      expect(cars.length).toBeGreaterThan(0);
      expect(trucks.length).toBeGreaterThan(0);
      for (const c of cars) expect([c.plateNo, t.depts.includes(String(c.deptId))]).toEqual([expect.stringMatching(/^浙A·/), true]);
      for (const c of trucks) expect([c.carCode, t.depts.includes(String(c.deptId))]).toEqual([expect.stringMatching(/^浙A·/), true]);
      for (const r of ljszy.seed!(t).route!) expect(t.depts).toContain(r.deptId);
    });

    it(`tenant ${t.tenantId}: the weighed tonnage per day is alike in every month, and nothing is weighed in the future`, () => {
      const rows = ljszy.seed!(t).carWeightOperate!;
      const now = new Date();
      const stamp = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
      expect(rows.every((r) => String(r.weighTime).slice(0, 10) <= stamp)).toBe(true);
      const perDay = new Map<string, number>();
      for (const r of rows) {
        const d = String(r.weighTime).slice(0, 10);
        if (d < stamp) perDay.set(d, (perDay.get(d) ?? 0) + Number(r.grossWeight) - Number(r.tareWeight));
      }
      const byMonth = new Map<string, number[]>();
      for (const [d, w] of perDay) byMonth.set(d.slice(0, 7), [...(byMonth.get(d.slice(0, 7)) ?? []), w]);
      const means = [...byMonth.values()].map((ws) => ws.reduce((a, b) => a + b, 0) / ws.length);
      expect(Math.max(...means) / Math.min(...means)).toBeLessThan(1.25);
    });
  }

  it('the two tenants share no plate (each sees only its own fleet)', () => {
    const plates = (i: number) => new Set(clgl.seed!(tenants[i]!).car!.map((c) => c.plateNo).concat(ljszy.seed!(tenants[i]!).carInfo!.map((c) => c.carCode)));
    const first = plates(0);
    expect([...plates(1)].filter((p) => first.has(p))).toEqual([]);
  });
});
