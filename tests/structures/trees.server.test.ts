// Trees over real HTTP (fixture modules orgfx and depotfx): the tree calls served from the definition,
// no cycles, a node with children refused or its branch cascaded, filters by a node taking its branch.
import { describe, expect, it } from 'vitest';
import { fixtureServer, fixtureTables } from './support';

const fx = fixtureServer();
type Node = Record<string, unknown> & { id: number; children: Node[] };
type Page = { records: Record<string, unknown>[]; total: number };

/** The tree as `name(children…)` text: order and nesting at a glance. */
const shape = (nodes: Node[], name: string): string => nodes.map((n) => (n.children.length ? `${String(n[name])}(${shape(n.children, name)})` : String(n[name]))).join(',');
const idOf = async (path: string, field: string, value: string) => (await fx().ok<Page>(path, { pageSize: 100 })).records.find((r) => r[field] === value)!.id as number;

const tables = () => fixtureTables(fx(), 'r_orgfx_', 'r_depotfx_');

describe('a resource with a parent field as a tree', () => {
  it('answers the tenant’s nodes nested under children, siblings in the tree’s order, at every tree call', async () => {
    const tree = await fx().ok<Node[]>('/cloud/orgfx/dept/loadTree');
    expect(shape(tree, 'deptName')).toBe('城市环境集团(一分公司(清运一队,清运二队),二分公司)');
    expect(tree[0]).toMatchObject({ deptName: '城市环境集团', parentId: null });
    const get = await fetch(`${fx().server.url}/cloud/orgfx/dept/loadDeptTree`, { headers: { authorization: `Bearer ${fx().token}` } });
    expect(shape(((await get.json()) as { data: Node[] }).data, 'deptName')).toBe(shape(tree, 'deptName'));
    const branch = await fx().ok<Node[]>('/cloud/orgfx/dept/loadTree', { rootId: tree[0]!.children[0]!.id });
    expect(shape(branch, 'deptName')).toBe('一分公司(清运一队,清运二队)');
    expect(shape(await fx().ok<Node[]>('/cloud/orgfx/dept/loadTree', {}, fx().token2), 'deptName')).toBe('西湖环卫(一分公司(清运一队,清运二队),二分公司)');
  });

  it('keys a tree by code where the spec does (parentCode → code)', async () => {
    expect(shape(await fx().ok<Node[]>('/cloud/orgfx/category/getTreeType'), 'name')).toBe('环境(道路积水,垃圾堆放),设施');
  });

  it('refuses to move a node under itself or its own descendant, naming both, and changes nothing', async () => {
    const company = await idOf('/cloud/orgfx/dept/pageList', 'deptName', '一分公司');
    const team = await idOf('/cloud/orgfx/dept/pageList', 'deptName', '清运一队');
    const before = await tables();
    const under = await fx().call('/cloud/orgfx/dept/update', { id: company, parentId: team });
    expect(under.result).not.toBe(0);
    expect(under.msg).toBe('不能把「一分公司」移到它自己或它的下级「清运一队」之下');
    expect((await fx().call('/cloud/orgfx/dept/update', { id: company, parentId: company })).msg).toBe('不能把「一分公司」移到它自己或它的下级「一分公司」之下');
    const keyed = await fx().call('/cloud/orgfx/category/save', { id: await idOf('/cloud/orgfx/category/pageList', 'code', 'HJ'), parentCode: 'HJ01' });
    expect(keyed.msg).toBe('不能把「环境」移到它自己或它的下级「道路积水」之下');
    expect(await tables()).toEqual(before);
  });

  it('moves a node under another branch, and refuses a keyed parent that does not exist or a key its children use', async () => {
    const team = await idOf('/cloud/orgfx/dept/pageList', 'deptName', '清运二队');
    const other = await idOf('/cloud/orgfx/dept/pageList', 'deptName', '二分公司');
    await fx().ok('/cloud/orgfx/dept/update', { id: team, parentId: other });
    expect(shape(await fx().ok<Node[]>('/cloud/orgfx/dept/loadTree'), 'deptName')).toBe('城市环境集团(一分公司(清运一队),二分公司(清运二队))');
    expect((await fx().call('/cloud/orgfx/category/save', { code: 'XX01', name: '其他', parentCode: 'XX' })).msg).toBe('上级分类引用的数据不存在');
    const hj = await idOf('/cloud/orgfx/category/pageList', 'code', 'HJ');
    expect((await fx().call('/cloud/orgfx/category/save', { id: hj, code: 'HJX' })).msg).toBe('「环境」的分类编码仍被下级引用，不能修改');
  });

  it('refuses to delete a node that has children, naming it and how many, and deletes a leaf', async () => {
    const company = await idOf('/cloud/orgfx/dept/pageList', 'deptName', '一分公司');
    const before = await tables();
    const refused = await fx().call('/cloud/orgfx/dept/delete', { ids: String(company) });
    expect(refused.msg).toBe('「一分公司」下还有1个下级部门，不能删除');
    expect(await tables()).toEqual(before);
    const leaf = await fx().ok<{ id: number }>('/cloud/orgfx/dept/save', { deptName: '临时组', parentId: company });
    expect(await fx().ok('/cloud/orgfx/dept/delete', { ids: String(leaf.id) })).toEqual({ deleted: 1 });
  });

  it('deletes a whole branch where the definition cascades, one history record per node', async () => {
    const hj = await idOf('/cloud/orgfx/category/pageList', 'code', 'HJ');
    expect(await fx().ok('/cloud/orgfx/category/delete', { ids: String(hj) })).toEqual({ deleted: 3 });
    expect(shape(await fx().ok<Node[]>('/cloud/orgfx/category/getTreeType'), 'name')).toBe('设施');
    const deletes = ((await fixtureTables(fx(), 'operation_logs')).operation_logs as { operation: string }[]).filter((r) => r.operation === 'orgfx.category.delete');
    expect(deletes).toHaveLength(3);
  });

  it('refuses a cascade when a node of the branch is still referred to, naming it and who refers, and changes nothing', async () => {
    const parts = await idOf('/cloud/depotfx/materialType/pageList', 'typeName', '配件');
    const before = await tables();
    const refused = await fx().call('/cloud/depotfx/materialType/delete', { ids: String(parts) });
    expect(refused.msg).toMatch(/^(配件|紧固件)仍被2条物资引用，不能删除$/); // 刹车片 is 配件, 螺丝M8 紧固件
    expect(await tables()).toEqual(before);
  });

  it('filters a list by a tree node with its whole branch (department → its cars and its teams’ cars)', async () => {
    const group = await idOf('/cloud/orgfx/dept/pageList', 'deptName', '城市环境集团');
    const company = await idOf('/cloud/orgfx/dept/pageList', 'deptName', '一分公司');
    const team = await idOf('/cloud/orgfx/dept/pageList', 'deptName', '清运一队');
    const cars = async (deptId: number) => (await fx().ok<Page>('/cloud/orgfx/car/pageList', { deptId })).records.map((r) => r.carNo).sort();
    expect(await cars(group)).toEqual(['浙A·D1001', '浙A·D1002', '浙A·D1003']);
    expect(await cars(company)).toEqual(['浙A·D1001']); // 清运二队 moved under 二分公司 above
    expect(await cars(team)).toEqual(['浙A·D1001']);
    expect((await fx().call('/cloud/orgfx/car/pageList', { deptId: 'x' })).msg).toBe('所属部门必须是数字');
  });
});
