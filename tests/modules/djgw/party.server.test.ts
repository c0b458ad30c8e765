/**
 * The party posts over real HTTP: claims (no two of one post overlapping, by one day either), activities
 * on a claimed post with photos, verified or rejected by a secretary of the member's branch (never their
 * own), the month's member and branch rankings and their exports; bad input refused with nothing changed,
 * the other tenant's rows out of reach, the read-only user refused.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, P, type Fixture, type Page } from './support';

type Row = Record<string, unknown> & { id: number };
let f: Fixture;
const MONTH = '2024-03'; // before the seeded year
const AREA = JSON.stringify({ type: 'Polygon', coordinates: [[[120.16, 30.27], [120.163, 30.27], [120.163, 30.271], [120.16, 30.271], [120.16, 30.27]]] });
let branch: Row, sec1: Row, sec2: Row, alice: Row, bob: Row, post: Row;

const save = async (entity: string, body: Record<string, unknown>, c = f.admin) => c.json<Row>(P(entity, 'save'), body);
const ok = async (entity: string, body: Record<string, unknown>) => {
  const r = await save(entity, body);
  expect(r.result, r.msg).toBe(0);
  return r.data;
};
const count = async (entity: string, body: Record<string, unknown> = {}) => (await f.admin.json<Page<Row>>(P(entity, 'pageList'), { pageSize: 1, ...body })).data.total;

beforeAll(async () => {
  f = await fixture();
  branch = await ok('branch', { branchName: '测试党支部', deptId: 'd104' });
  sec1 = await ok('member', { memberName: '测书记', staffCode: 'T-9001', branchId: branch.id, role: 'secretary' });
  sec2 = await ok('member', { memberName: '测副书记', staffCode: 'T-9002', branchId: branch.id, role: 'secretary' });
  alice = await ok('member', { memberName: '测党员甲', staffCode: 'T-9003', branchId: branch.id, role: 'member' });
  bob = await ok('member', { memberName: '测党员乙', staffCode: 'T-9004', branchId: branch.id, role: 'member' });
  post = await ok('post', { postName: '测试宣传岗', postType: 'publicity', branchId: branch.id, street: '延安路', area: AREA });
}, 60_000);
afterAll(() => f?.server.close());

describe('岗位认领 (claim/save, update, pageList, delete)', () => {
  it('takes a claim, and refuses one that overlaps it by one day, naming who holds the post', async () => {
    await ok('claim', { postId: post.id, memberId: alice.id, startDate: '2024-03-01', endDate: '2024-03-31' });
    const before = await count('claim', { postId: post.id });
    const r = await save('claim', { postId: post.id, memberId: bob.id, startDate: '2024-03-31', endDate: '2024-04-30' });
    expect(r.msg).toBe('岗位“测试宣传岗”在2024-03-01至2024-03-31已由测党员甲认领，认领期不能重叠');
    expect(await count('claim', { postId: post.id })).toBe(before);
    await ok('claim', { postId: post.id, memberId: bob.id, startDate: '2024-04-01', endDate: '2024-04-30' });
  });

  it('refuses an update that moves a claim onto another, and an end before the start', async () => {
    const bobs = (await f.admin.json<Page<Row>>(P('claim', 'pageList'), { postId: post.id, memberId: bob.id })).data.records[0]!;
    expect((await f.admin.json(P('claim', 'update'), { id: bobs.id, startDate: '2024-03-15' })).msg).toContain('认领期不能重叠');
    expect((await f.admin.json(P('claim', 'update'), { id: bobs.id, startDate: '2024-04-10', endDate: '2024-04-05' })).msg).toBe('结束日期不能早于开始日期');
    expect((await f.admin.json(P('claim', 'update'), { id: bobs.id, endDate: '2024-05-05' })).result).toBe(0);
  });

  it('keeps the other tenant\'s claims out of reach and refuses the read-only user', async () => {
    const theirs = await f.admin2.json<Page<Row>>(P('claim', 'pageList'), { pageSize: 1000 });
    expect(theirs.data.records.some((c) => c.postId === post.id)).toBe(false);
    expect((await save('claim', { postId: post.id, memberId: alice.id, startDate: '2023-01-01', endDate: '2023-01-31' }, f.viewer)).result).not.toBe(0);
    expect((await save('claim', { postId: post.id, memberId: alice.id, startDate: '2023-01-01', endDate: '2023-01-31' }, f.admin2)).result).not.toBe(0);
  });
});

describe('岗位活动 (activity/save, verify, reject)', () => {
  let act: Row;
  it('records an activity with a photo on a claimed post, pending whatever is sent', async () => {
    const up = await f.admin.upload<{ id: string }[] | { id: string }>('/cloud/management/rest/np/file/upload', '活动.png', Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'));
    expect(up.result, up.msg).toBe(0);
    const fileId = Array.isArray(up.data) ? up.data[0]!.id : up.data.id;
    act = await ok('activity', { activityDate: '2024-03-10', postId: post.id, memberId: alice.id, content: '向居民宣传垃圾分类', photos: [fileId], points: 5, state: 'verified', verifierId: sec1.id });
    expect(act).toMatchObject({ state: 'pending', verifierId: null });
    expect(act.photos).toEqual([fileId]);
  });

  it('refuses an activity on a day the member had not claimed the post, and points over 10', async () => {
    const r = await save('activity', { activityDate: '2024-04-10', postId: post.id, memberId: alice.id, content: '向居民宣传垃圾分类', points: 5 });
    expect(r.msg).toBe('测党员甲在2024-04-10没有认领岗位“测试宣传岗”，不能记录该岗位的活动');
    expect((await save('activity', { activityDate: '2024-03-10', postId: post.id, memberId: alice.id, content: '向居民宣传垃圾分类', points: 11 })).result).not.toBe(0);
  });

  it('refuses a secretary verifying their own activity, a member who is no secretary, an unknown number', async () => {
    await ok('claim', { postId: post.id, memberId: sec1.id, startDate: '2024-06-01', endDate: '2024-06-30' });
    const own = await ok('activity', { activityDate: '2024-06-03', postId: post.id, memberId: sec1.id, content: '检查宣传栏更新情况', points: 3 });
    expect((await f.admin.json(P('activity', 'verify'), { id: own.id, verifierCode: 'T-9001' })).msg).toBe('书记不能审核自己的活动');
    expect((await f.admin.json(P('activity', 'verify'), { id: act.id, verifierCode: 'T-9004' })).msg).toBe('测党员乙不是支部书记，不能审核');
    expect((await f.admin.json(P('activity', 'verify'), { id: act.id, verifierCode: 'X-0000' })).msg).toBe('工号“X-0000”不是本单位的党员');
    // A client writing the state itself changes nothing: it stays pending, unverified.
    const forged = await f.admin.json<Row>(P('activity', 'update'), { id: own.id, state: 'verified', verifierId: sec1.id });
    expect(forged.data).toMatchObject({ state: 'pending', verifierId: null });
    expect((await f.admin.json<Row>(P('activity', 'verify'), { id: own.id, verifierCode: 'T-9002' })).data.verifierId).toBe(sec2.id);
  });

  it('verifies by another secretary of the branch, then the activity is closed', async () => {
    const r = await f.admin.json<Row>(P('activity', 'verify'), { id: act.id, verifierCode: 'T-9001' });
    expect(r.result, r.msg).toBe(0);
    expect(r.data).toMatchObject({ state: 'verified', verifierId: sec1.id });
    expect(String(r.data.verifiedAt)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await f.admin.json(P('activity', 'verify'), { id: act.id, verifierCode: 'T-9002' })).msg).toBe('该活动已审核，不能再次审核');
    expect((await f.admin.json(P('activity', 'update'), { id: act.id, points: 10 })).result).not.toBe(0);
  });

  it('rejects with a reason only', async () => {
    const a = await ok('activity', { activityDate: '2024-03-12', postId: post.id, memberId: alice.id, content: '发放分类指南', points: 4 });
    expect((await f.admin.json(P('activity', 'reject'), { id: a.id, verifierCode: 'T-9001' })).msg).toBe('请填写驳回原因');
    const r = await f.admin.json<Row>(P('activity', 'reject'), { id: a.id, verifierCode: 'T-9001', remark: '照片不清' });
    expect(r.data).toMatchObject({ state: 'rejected', verifyRemark: '照片不清' });
  });

  it('keeps the other tenant and the read-only user away', async () => {
    const a = await ok('activity', { activityDate: '2024-03-13', postId: post.id, memberId: alice.id, content: '发放分类指南', points: 4 });
    expect((await f.admin2.json(P('activity', 'verify'), { id: a.id, verifierCode: 'T-9001' })).result).not.toBe(0);
    expect((await f.viewer.json(P('activity', 'verify'), { id: a.id, verifierCode: 'T-9001' })).result).not.toBe(0);
    expect((await f.admin.json<Row>(P('activity', 'pageList'), { memberId: alice.id })).result).toBe(0);
    expect((await f.admin2.json<Page<Row>>(P('activity', 'pageList'), { memberId: alice.id })).data.total).toBe(0);
    expect((await f.admin.json(P('activity', 'verify'), { id: 'abc', verifierCode: 'T-9001' })).msg).toBe('活动不存在');
  });
});

describe('monthly rankings (memberRanking, branchRanking: pageList, export)', () => {
  it('ranks the month\'s members by verified points only', async () => {
    const r = await f.admin.json<Page<Row>>(P('memberRanking', 'pageList'), { month: MONTH, branchId: branch.id, pageSize: 50 });
    expect(r.result, r.msg).toBe(0);
    expect(r.data.records.map((x) => [x.memberName, x.points, x.rank])).toEqual([['测党员甲', 5, 1], ['测书记', 0, 2], ['测副书记', 0, 2], ['测党员乙', 0, 2]]);
  });

  it('ranks the branches with members, active members and points per member', async () => {
    const r = await f.admin.json<Page<Row>>(P('branchRanking', 'pageList'), { month: MONTH, pageSize: 50 });
    const mine = r.data.records.find((x) => x.branchId === branch.id);
    expect(mine).toMatchObject({ members: 4, activeMembers: 1, activities: 1, points: 5, pointsPerMember: 1.3, rank: 1 });
  });

  it('ranks this month from the seed by default, refuses a bad month, keeps tenants apart', async () => {
    const seeded = await f.admin.json<Page<Row>>(P('memberRanking', 'pageList'), { pageSize: 100 });
    expect(seeded.data.total).toBeGreaterThan(30);
    expect((await f.admin.json(P('branchRanking', 'pageList'), { month: '2024-3' })).msg).toContain('月份应为 YYYY-MM');
    const theirs = await f.admin2.json<Page<Row>>(P('memberRanking', 'pageList'), { month: MONTH, pageSize: 100 });
    expect(theirs.data.records.map((x) => x.memberName)).not.toContain('测党员甲');
  });

  it('exports both rankings', async () => {
    for (const [entity, col] of [['memberRanking', '党员'], ['branchRanking', '人均积分']] as const) {
      const res = await f.admin.raw(P(entity, 'export'), { month: MONTH });
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(await res.arrayBuffer());
      expect((wb.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toContain(col);
    }
  });
});
