// Trees and their care over real HTTP: a tree is removed once, between its planting and today, and
// stays in the history closed to edits; care is dated within the tree's life with photos from the file
// service; an alert is open from the day it was noticed until resolved; tenants stay apart; a read-only
// user is refused.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload } from '../spjg/support';
import { fixture, N, type Fixture, type Page } from './support';

type Row = Record<string, unknown> & { id: number };
let f: Fixture;
let speciesId: number;
let careType: number;
const JPG = readFileSync(resolve(import.meta.dirname, '../../../server/assets/demo-snapshot.jpg'));

beforeAll(async () => {
  f = await fixture();
  speciesId = (await f.admin.json<Row[]>(N('nurseryStockSubType', 'getList'), { subTypeName: '银杏' })).data[0]!.id;
  careType = (await f.admin.json<Row[]>(N('treecuringtype', 'getList'), { typeName: '修剪' })).data[0]!.id;
});
afterAll(() => f.server.close());

let n = 0;
const plant = async (plantedOn = '2020-04-01') => {
  const r = await f.admin.json<Row>(N('tree', 'create'), { treeNo: `TS-${String(++n).padStart(4, '0')}`, subTypeId: speciesId, street: '延安路', location: { lng: 120.165, lat: 30.262 }, dbh: 18, height: 9, canopy: 5, plantedOn });
  expect(r.result, r.msg).toBe(0);
  return r.data;
};
const remove = (id: number, removedOn: string, removalReason = '台风倒伏', c = f.admin) => c.json<Row>(N('tree', 'remove'), { id, removedOn, removalReason });

describe('trees and their care', () => {
  it('removes a standing tree with a date and a reason; it leaves the standing trees and stays in the list', async () => {
    const tree = await plant();
    const r = await remove(tree.id, '2026-09-01');
    expect(r.result, r.msg).toBe(0);
    expect(r.data).toMatchObject({ status: 'removed', removedOn: '2026-09-01', removalReason: '台风倒伏' });
    const standing = (await f.admin.json<Row[]>(N('tree', 'getList'), { status: 'standing' })).data;
    expect(standing.some((x) => x.id === tree.id)).toBe(false);
    const all = (await f.admin.json<Row[]>(N('tree', 'getList'), {})).data;
    expect(all.find((x) => x.id === tree.id)?.status).toBe('removed');
  });

  it('refuses to remove a removed tree, and keeps its first removal', async () => {
    const tree = await plant();
    await remove(tree.id, '2026-08-01');
    const again = await remove(tree.id, '2026-09-01', '再次移除');
    expect(again.msg).toBe(`树木${String(tree.treeNo)}已移除，不能再次移除`);
    expect((await f.admin.json<Row>(N('tree', 'getById'), { id: tree.id })).data).toMatchObject({ removedOn: '2026-08-01', removalReason: '台风倒伏' });
  });

  it('refuses a removal before planting, after today, without a date or without a reason', async () => {
    const tree = await plant('2024-05-01');
    expect((await remove(tree.id, '2024-04-30')).msg).toContain('早于树木');
    expect((await remove(tree.id, '2099-01-01')).msg).toContain('不能晚于今天');
    expect((await remove(tree.id, '')).msg).toContain('请填写移除日期');
    expect((await remove(tree.id, '2025-01-01', ' ')).msg).toBe('请填写移除原因');
    expect((await f.admin.json(N('tree', 'remove'), { removedOn: '2025-01-01', removalReason: 'x' })).msg).toBe('请选择要移除的树木');
    expect((await f.admin.json<Row>(N('tree', 'getById'), { id: tree.id })).data.status).toBe('standing');
  });

  it('keeps a removed tree as history: it can be neither edited nor deleted', async () => {
    const tree = await plant();
    await remove(tree.id, '2026-07-01');
    const edit = await f.admin.json(N('tree', 'update'), { ...tree, height: 12 });
    expect(edit.msg).toContain('只保留历史');
    const del = await f.admin.json(N('tree', 'delete'), { ids: String(tree.id) });
    expect(del.msg).toContain('只保留历史');
    const created = await f.admin.json<Row>(N('tree', 'create'), { treeNo: 'TS-9999', subTypeId: speciesId, location: { lng: 120.1, lat: 30.2 }, plantedOn: '2020-01-01', status: 'removed' });
    expect(created.data.status).toBe('standing');
  });

  it('records care with photos from the file service, within the tree’s life only', async () => {
    const tree = await plant('2025-03-01');
    const photo = await upload(f.server.url, f.admin, '修剪.jpg', 'image/jpeg', JPG);
    const ok = await f.admin.json<Row>(N('treecuringhistory', 'create'), { treeId: tree.id, curingTypeId: careType, curedOn: '2026-01-10', content: '冬季修剪', photos: [photo] });
    expect(ok.result, ok.msg).toBe(0);
    expect(ok.data.alertState).toBe('none');
    const before = await f.admin.json(N('treecuringhistory', 'create'), { treeId: tree.id, curingTypeId: careType, curedOn: '2025-02-28' });
    expect(before.msg).toContain('早于树木');
    await remove(tree.id, '2026-06-30');
    const after = await f.admin.json(N('treecuringhistory', 'create'), { treeId: tree.id, curingTypeId: careType, curedOn: '2026-07-01' });
    expect(after.msg).toContain('之后不能再登记养护');
    const theirs = await upload(f.server.url, f.admin2, 'x.jpg', 'image/jpeg', JPG);
    const foreign = await f.admin.json(N('treecuringhistory', 'create'), { treeId: tree.id, curingTypeId: careType, curedOn: '2026-01-11', photos: [theirs] });
    expect(foreign.result).not.toBe(0);
  });

  it('keeps an alert open from the day it was noticed until it is resolved, and refuses a resolution before it', async () => {
    const tree = await plant();
    const r = await f.admin.json<Row>(N('treecuringhistory', 'create'), { treeId: tree.id, curingTypeId: careType, curedOn: '2026-05-01', actionNeeded: '树体倾斜需扶正', noticedOn: '2026-05-01' });
    expect(r.data.alertState).toBe('open');
    const open = (await f.admin.json<Page>(N('treecuringhistory', 'pageList'), { alertState: 'open', pageSize: 1000 })).data.records;
    expect(open.some((x) => x.id === r.data.id)).toBe(true);
    const early = await f.admin.json(N('treecuringhistory', 'update'), { ...r.data, resolvedOn: '2026-04-30' });
    expect(early.msg).toBe('处理日期不能早于发现日期');
    const done = await f.admin.json<Row>(N('treecuringhistory', 'update'), { ...r.data, resolvedOn: '2026-05-03' });
    expect(done.data.alertState).toBe('resolved');
    const noDay = await f.admin.json(N('treecuringhistory', 'create'), { treeId: tree.id, curingTypeId: careType, curedOn: '2026-05-01', actionNeeded: '枝条遮挡路灯' });
    expect(noDay.msg).toBe('有待处理事项时请填写发现日期');
  });

  it('keeps tenants apart and refuses a read-only user', async () => {
    const tree = await plant();
    expect((await remove(tree.id, '2026-09-01', '台风倒伏', f.admin2)).result).not.toBe(0);
    expect((await remove(tree.id, '2026-09-01', '台风倒伏', f.viewer)).result).not.toBe(0);
    expect((await f.admin2.json(N('tree', 'getById'), { id: tree.id })).result).not.toBe(0);
    expect((await f.admin.json<Row>(N('tree', 'getById'), { id: tree.id })).data.status).toBe('standing');
  });

  it('the demo has standing and removed trees along the demo roads and open alerts in their care', async () => {
    const all = (await f.admin.json<Row[]>(N('tree', 'getList'), {})).data;
    expect(all.filter((x) => x.status === 'removed').length).toBeGreaterThan(0);
    expect(all.filter((x) => x.status === 'standing').length).toBeGreaterThan(150);
    const open = (await f.admin.json<Page>(N('treecuringhistory', 'pageList'), { alertState: 'open', pageSize: 1 })).data.total;
    expect(open).toBeGreaterThan(0);
  });
});
