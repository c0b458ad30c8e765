// Server tests of the emergency registers over real HTTP: every register from its definition
// (tests/kit/resourceSuite.ts: paging, sorting, filters, getById, export, tenants apart), then the
// tree calls and the board's counts — places without valid coordinates counted and flagged, the
// demo's vehicles those of 垃圾收运, another tenant's rows out of reach, the read-only user reading.
import { beforeAll, describe, expect, it } from 'vitest';
import { callsOf, parseCall } from '../../../kit/resource';
import { demoCarCode } from '../../../kit/geo/demoCity';
import { validPoint } from '../../../modules/es/geo';
import resources from '../../../modules/es/resources';
import { call, page, resourceSuite, suiteContext } from '../../kit/resourceSuite';
import { signIn } from '../../support/server';

const ctx = suiteContext(['es']);
const def = (id: string) => resources.resources.find((r) => r.id === id)!;
const E = (name: string) => parseCall({ path: `/envcloud/hw/jlzs/api/v1/${name}`, json: true });

for (const r of resources.resources) resourceSuite(ctx, r, { module: 'es' });

type Node = { id: string | number; name: string; count?: number; detail?: string; children?: Node[] };
const leaves = (nodes: Node[]): Node[] => nodes.flatMap((n) => (n.children ? leaves(n.children) : [n]));

let viewer = '';
beforeAll(async () => {
  viewer = (await signIn(ctx().server.url, 'viewer', 'Viewer@2026')).token;
});

describe('es places and coordinates', () => {
  it('draws a place only with valid coordinates: none, 0,0 and outside China are anomalies', () => {
    expect(validPoint({ location: { lng: 120.16, lat: 30.27 } })).toEqual([120.16, 30.27]);
    expect(validPoint({ location: null })).toBeNull();
    expect(validPoint({ location: { lng: 0, lat: 0 } })).toBeNull();
    expect(validPoint({ location: { lng: -3.7, lat: 40.4 } })).toBeNull();
    expect(validPoint({})).toBeNull();
  });

  it('counts the registers and the places without valid coordinates (the demo has two)', async () => {
    const counts = (await call(ctx(), E('board/getCounts'), {})).data as { label: string; value: number }[];
    const by = Object.fromEntries(counts.map((c) => [c.label, c.value]));
    expect(by['es.count.noLocation']).toBe(2);
    expect(by['es.count.positions']).toBe((await page(ctx(), def('esPosition'), { pageSize: 1 })).total);
    expect(by['es.count.cars']).toBeGreaterThan(0);
    expect(by['es.count.staffOnDuty']).toBeLessThanOrEqual(by['es.count.staff']!);
  });

  it('puts 垃圾收运’s vehicles on the emergency roster under the same plates', async () => {
    const plates = (await page(ctx(), def('esCar'), { pageSize: 100 })).records.map((r) => r.carCode);
    expect(plates).toContain(demoCarCode(0, 0));
    expect(plates).toContain(demoCarCode(0, 7));
  });
});

describe('es tree calls', () => {
  for (const name of ['esStaff', 'esCar', 'esCarPosition', 'esPosition', 'esStorehouse']) {
    it(`${name}/tree answers district → … → every row of the register, each node counted`, async () => {
      const tree = (await call(ctx(), E(`${name}/tree`), {})).data as Node[];
      expect(tree.length).toBeGreaterThan(0);
      expect(tree[0]!.name).toMatch(/区$/);
      const total = (await page(ctx(), def(name), { pageSize: 1 })).total;
      expect(leaves(tree).length).toBe(total);
      expect(tree.reduce((s, n) => s + (n.count ?? 0), 0)).toBe(total);
    });
  }

  it('flags the points without valid coordinates in their tree rows', async () => {
    const tree = (await call(ctx(), E('esPosition/tree'), {})).data as Node[];
    expect(leaves(tree).filter((n) => n.detail?.includes('无有效坐标')).length).toBe(2);
  });

  it('answers each tenant its own registers, and the read-only user reads them', async () => {
    const mine = leaves((await call(ctx(), E('esStorehouse/tree'), {})).data as Node[]).map((n) => n.name);
    const theirs = leaves((await call(ctx(), E('esStorehouse/tree'), {}, ctx().token2)).data as Node[]).map((n) => n.name);
    expect(mine).toContain('上城区环卫应急物资仓库');
    expect(theirs).not.toContain('上城区环卫应急物资仓库');
    expect((await call(ctx(), E('esStaff/tree'), {}, viewer)).result).toBe(0);
    expect((await call(ctx(), E('board/getCounts'), {}, viewer)).result).toBe(0);
  });
});

describe('es getById', () => {
  it('reads a row by id, and refuses the other tenant’s id', async () => {
    const row = (await page(ctx(), def('esCar'), { pageSize: 1 })).records[0]!;
    const got = await call(ctx(), callsOf(def('esCar')).get!, { id: row.id });
    expect((got.data as { carCode: string }).carCode).toBe(row.carCode);
    const other = await call(ctx(), callsOf(def('esCar')).get!, { id: row.id }, ctx().token2);
    expect(other.result === 0 && other.data).toBeFalsy();
  });

  it('refuses a list with a bad page size, naming it', async () => {
    const bad = await call(ctx(), callsOf(def('esStaff')).list!, { pageSize: 'abc' });
    expect(bad.result).not.toBe(0);
  });
});
