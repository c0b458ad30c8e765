/**
 * Every ledger of 设施台账 over real HTTP, generated from its definition by the kit's suite (paging,
 * sorting, filters, tenant isolation, create/update/delete through `update` with the operation
 * history, bad input, import, export, getList), then, for every ledger, the read-only user refused
 * every change while reading is allowed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsOf } from '../../../kit/resource';
import resources from '../../../modules/ssgl/resources';
import { call, resourceSuite } from '../../kit/resourceSuite';
import { fixture, type Fixture } from './support';

let f: Fixture;
beforeAll(async () => {
  f = await fixture();
}, 90_000);
afterAll(() => f?.server.close());

const code = (prefix: string, i: number) => `${prefix}-T${String(i).padStart(5, '0')}`;

/** Unique values of a new row per ledger, merged over a copy of a seeded row. */
const MAKE: Record<string, (i: number) => Record<string, unknown>> = {
  popularEquipmentGroup: (i) => ({ groupName: `测试分组${i}` }),
  maintenanceFeeType: (i) => ({ typeCode: `T${i}` }),
  accessoryType: (i) => ({ typeName: `测试配件类型${i}` }),
  accessoryName: (i) => ({ accessoryName: `测试配件${i}` }),
  facilityAccount: (i) => ({ accountCode: code('SB', i), equipmentName: `测试设备${i}` }),
  equipmentSon: (i) => ({ sonCode: code('ZJ', i) }),
  equipmentUserBinding: (i) => ({ userName: `测试${i}` }),
  maintenanceRecord: (i) => ({ content: `测试维护${i}` }),
  waterUsage: (i) => ({ person: `测试${i}` }),
  electricityUsage: (i) => ({ person: `测试${i}` }),
  stationInfo: (i) => ({ stationName: `测试站${i}` }),
  poundBinding: (i) => ({ poundCode: code('DB', i) }),
  videoBinding: (i) => ({ cameraCode: code('SP', i) }),
  gis: (i) => ({ pointName: `测试点位${i}` }),
  vehicleSite: () => ({}),
};

const ctx = () => f.ctx;
for (const def of resources.resources.filter((d) => d.id !== 'facilityDepreciation')) {
  const make = MAKE[def.id]!;
  resourceSuite(ctx, def, {
    module: 'ssgl',
    make: (i) => make(i),
    // A car is bound to one site: free the template's car before binding it again.
    ...(def.id === 'vehicleSite' ? { beforeCreate: async (c, template) => void (await call(c, callsOf(def).remove!, { ids: String(template.id) })) } : {}),
  });
}

describe('the read-only user', () => {
  it.each(resources.resources.map((d) => [d.id, d] as const))('reads %s but is refused every change, and nothing changes', async (_, def) => {
    const calls = callsOf(def);
    const viewer = f.viewer.token;
    const before = await call(f.ctx, calls.list!, { pageSize: 1 });
    expect(before.result, before.msg).toBe(0);
    const row = (before.data as { records: Record<string, unknown>[] }).records[0]!;
    const write = calls.create ?? calls.upsert!;
    for (const [c, body] of [[write, { ...row, id: undefined }], [calls.update ?? calls.upsert!, row], [calls.remove!, { ids: String(row.id) }]] as const) {
      const answer = await call(f.ctx, c, body, viewer);
      expect(answer.msg, c.path).toMatch(/^无权执行该操作/);
    }
    const read = await call(f.ctx, calls.list!, { pageSize: 1 }, viewer);
    expect(read.result).toBe(0);
    expect((await call(f.ctx, calls.list!, { pageSize: 1 })).data).toEqual(before.data);
  });
});
