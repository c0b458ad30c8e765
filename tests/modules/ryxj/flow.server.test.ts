/**
 * 巡检考评's inspection and appeal flow over real HTTP: an inspection recorded (evalInfo/init) with
 * its item's rules, edited only as a draft, published (confirm) with its appeal window, agreed (agrees);
 * appealed (appeal/appeal) within the window with a reason and evidence, once; reviewed (review/save,
 * update, delete) by a reviewer who is not the inspector — upheld, partly, rejected — with the
 * deduction in force and the monthly score recomputed; the result confirmed (appeal/confirm) and closed;
 * every change in the log (evalInfo/evalLogPage, appeal/evalLogPage: who, when, before → after); the
 * window from review/setting, refused a minute after it closes; refusals change nothing; the other
 * tenant's rows out of reach; the read-only user refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../support/server';
import { client, fixture, inspect, R, rows, type Fixture, type Page } from './support';

type Row = Record<string, unknown> & { id: number };
let f: Fixture;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

beforeAll(async () => {
  f = await fixture();
}, 180_000);
afterAll(() => f?.server.close());

const get = async (id: number) => (await rows(f.admin, 'evalInfo', { pageSize: 1000 })).find((r) => r.id === id) ?? (await f.admin.json<Row>(R('evalInfo', 'getOne'), { id })).data;
const total = async (entity: string) => (await f.admin.json<Page>(R(entity, 'pageList'), { pageSize: 1 })).data.total;
const log = async (id: number) => (await f.admin.json<Row[]>(R('evalInfo', 'evalLogPage'), { id })).data;
const appealOf = (c = f.admin, evalId: number, extra: Record<string, unknown> = {}) => c.json<Row>(R('appeal', 'appeal'), { evalId, reason: '检查时正在作业中', ...extra });
const record = async (e: Row) => (await f.admin.json<Page<Row>>(R('evalRecord', 'getEvalRecordList'), { month: String(e.evalTime).slice(0, 7), pageSize: 1000 })).data.records.find((r) => r.facilityId === e.facilityId)!;

describe('recording an inspection (evalInfo/init, update)', () => {
  it('records a draft with its number, the item\'s points, rectification deadline, unit and recording account, and logs it', async () => {
    const e = await inspect(f.admin, { publish: false });
    expect(e).toMatchObject({ state: 'draft', points: 4, finalPoints: 4, needRectify: true, rectifyDeadline: '2026-01-06 09:30:00', deptId: 'd103', inspectorUserId: '1001' });
    expect(String(e.evalNo)).toMatch(/^KP\d{6}$/);
    const l = await log(e.id);
    expect(l.map((x) => [x.action, x.fromState, x.toState, x.pointsAfter, x.actorName])).toEqual([['init', null, 'draft', 4, 'admin']]);
  });

  it('refuses a deduction above the item\'s points, a dimension as the item, another type\'s item or facility — nothing written', async () => {
    const before = await total('evalInfo');
    const e = await inspect(f.admin, { publish: false });
    const base = { evalType: 'toilet', facilityId: e.facilityId, ruleScoreId: e.ruleScoreId, inspectorId: e.inspectorId, evalTime: '2026-01-06 10:00:00' };
    expect((await f.admin.json(R('evalInfo', 'init'), { ...base, points: 4.5 })).msg).toBe('扣分4.5分超过该扣分项的分值4分');
    const dims = (await f.admin.json<Row[]>(R('ruleScore', 'getParentRuleScoreList'))).data;
    expect((await f.admin.json(R('evalInfo', 'init'), { ...base, ruleScoreId: dims.find((d) => d.evalType === 'toilet')!.id })).msg).toBe('请选择考评维度下的扣分项，而不是维度本身');
    const roadItem = (await f.admin.json<Row[]>(R('typeBindingInfo', 'check'), { facilityType: 'cleaning' })).data.find((x) => x.dimension === '道路保洁')!;
    expect((await f.admin.json(R('evalInfo', 'init'), { ...base, ruleScoreId: roadItem.id })).msg).toBe(`扣分项「${String(roadItem.ruleName)}」不属于公厕的考评维度`);
    const road = (await rows(f.admin, 'facilityInfo', { facilityType: 'cleaning' }))[0]!;
    expect((await f.admin.json(R('evalInfo', 'init'), { ...base, facilityId: road.id })).msg).toBe(`设施「${String(road.facilityName)}」不是公厕类设施`);
    expect(await total('evalInfo')).toBe(before + 1);
  });

  it('takes an item of a shared dimension (管理) for any type', async () => {
    const mgmt = (await f.admin.json<Row[]>(R('typeBindingInfo', 'check'), { facilityType: '公厕' })).data.find((x) => x.dimension === '管理')!;
    const e = await inspect(f.admin, { itemName: String(mgmt.ruleName), publish: false });
    expect(e).toMatchObject({ ruleScoreId: mgmt.id, needRectify: false, rectifyDeadline: null });
  });

  it('edits a draft (rechecked, logged) and refuses to edit a published one', async () => {
    const e = await inspect(f.admin, { publish: false });
    const ok = await f.admin.json<Row>(R('evalInfo', 'update'), { id: e.id, points: 2 });
    expect(ok.result, ok.msg).toBe(0);
    expect(ok.data).toMatchObject({ points: 2, finalPoints: 2 });
    expect((await log(e.id)).map((x) => [x.action, x.pointsBefore, x.pointsAfter])).toEqual([['init', null, 4], ['update', 4, 2]]);
    await f.admin.json(R('evalInfo', 'confirm'), { id: e.id });
    const refused = await f.admin.json(R('evalInfo', 'update'), { id: e.id, points: 1 });
    expect(refused.msg).toBe(`考评${String(e.evalNo)}已是「已确认」，不能再修改`);
    expect((await get(e.id))!.points).toBe(2);
  });
});

describe('publishing and agreeing (evalInfo/confirm, agrees)', () => {
  it('publishes a draft: the window runs 72 hours from now; a second confirm is refused', async () => {
    const e = await inspect(f.admin);
    expect(e.state).toBe('published');
    const gap = Date.parse(String(e.appealDeadline).replace(' ', 'T')) - Date.parse(String(e.publishedAt).replace(' ', 'T'));
    expect(gap).toBe(72 * 3_600_000);
    expect((await f.admin.json(R('evalInfo', 'confirm'), { id: e.id })).msg).toBe(`考评${String(e.evalNo)}已是「已确认」，不能确认`);
  });

  it('agrees to published inspections, all or none: a draft among them refuses the lot', async () => {
    const a = await inspect(f.admin), b = await inspect(f.admin), draft = await inspect(f.admin, { publish: false });
    const refused = await f.admin.json(R('evalInfo', 'agrees'), { ids: `${a.id},${draft.id}` });
    expect(refused.msg).toBe(`考评${String(draft.evalNo)}是「待确认」，只有已确认的考评可以认可`);
    expect((await get(a.id))!.state).toBe('published');
    const ok = await f.admin.json<{ agreed: number }>(R('evalInfo', 'agrees'), { ids: `${a.id},${b.id}` });
    expect(ok.data.agreed).toBe(2);
    expect((await get(b.id))!.state).toBe('agreed');
    expect((await appealOf(f.admin, a.id)).msg).toBe(`考评${String(a.evalNo)}尚未确认或已认可，不能申诉`);
    expect((await f.admin.json(R('evalInfo', 'agrees'), { ids: '' })).msg).toBe('请选择考评');
  });
});

describe('appealing and reviewing', () => {
  let e: Row;
  let appeal: Row;

  it('files an appeal within the window with a reason and evidence: the inspection is 申诉中, a second appeal is refused', async () => {
    e = await inspect(f.admin);
    const up = await f.admin.upload<{ id: string }[]>('/cloud/management/rest/np/file/upload', 'evidence.png', PNG);
    expect(up.result, up.msg).toBe(0);
    const r = await appealOf(f.admin, e.id, { evidence: [up.data[0]!.id] });
    expect(r.result, r.msg).toBe(0);
    appeal = r.data;
    expect(appeal.evidence).toEqual([up.data[0]!.id]);
    expect(appeal).toMatchObject({ state: 'pending', contestedPoints: 4, appellantName: 'admin', finalPoints: null });
    expect(String(appeal.appealNo)).toMatch(/^SS\d{6}$/);
    expect((await get(e.id))!.state).toBe('appealed');
    expect((await appealOf(f.admin, e.id)).msg).toBe(`考评${String(e.evalNo)}已申诉，不能重复申诉`);
    expect((await appealOf(f.admin, e.id, { reason: '' })).result).not.toBe(0);
  });

  it('refuses the inspector as reviewer, and a partly upheld decision giving back as much as was deducted — nothing changes', async () => {
    const before = await total('review');
    const own = await f.admin.json(R('review', 'save'), { appealId: appeal.id, result: 'upheld', remark: '同意' });
    expect(own.msg).toBe('复核人不能是该考评的检查人');
    const tooMuch = await f.reviewer.json(R('review', 'save'), { appealId: appeal.id, result: 'partly', restoredPoints: 4, remark: '部分属实' });
    expect(tooMuch.msg).toBe('部分成立时退回扣分应大于0且小于申诉扣分4分');
    expect(await total('review')).toBe(before);
    expect((await get(e.id))!).toMatchObject({ state: 'appealed', finalPoints: 4 });
  });

  it('recomputes the deduction and the month\'s score when partly upheld, logging who and before → after', async () => {
    const scoreBefore = (await record(e)).score as number;
    const r = await f.reviewer.json<Row>(R('review', 'save'), { appealId: appeal.id, result: 'partly', restoredPoints: 1.5, remark: '部分属实' });
    expect(r.result, r.msg).toBe(0);
    expect(r.data).toMatchObject({ pointsBefore: 4, pointsAfter: 2.5, restoredPoints: 1.5, reviewerName: 'ryxjreviewer' });
    expect((await get(e.id))!).toMatchObject({ state: 'reviewed', finalPoints: 2.5 });
    expect((await rows(f.admin, 'appeal', { appealNo: appeal.appealNo }))[0]).toMatchObject({ state: 'partly', finalPoints: 2.5, reviewerName: 'ryxjreviewer' });
    expect((await record(e)).score).toBe(Math.round((scoreBefore + 1.5) * 10) / 10);
    const last = (await log(e.id)).at(-1)!;
    expect(last).toMatchObject({ action: 'review', actorName: 'ryxjreviewer', fromState: 'appealed', toState: 'reviewed', pointsBefore: 4, pointsAfter: 2.5, remark: '部分成立：部分属实' });
  });

  it('corrects a decision (update) and withdraws it (delete: pending again), each logged; then rejects', async () => {
    const [rv] = await rows(f.admin, 'review', { appealId: appeal.id });
    const up = await f.reviewer.json<Row>(R('review', 'update'), { id: rv!.id, result: 'upheld', remark: '证据充分' });
    expect(up.result, up.msg).toBe(0);
    expect((await get(e.id))!.finalPoints).toBe(0);
    const del = await f.reviewer.json(R('review', 'delete'), { ids: String(rv!.id) });
    expect(del.result, del.msg).toBe(0);
    expect((await get(e.id))!).toMatchObject({ state: 'appealed', finalPoints: 4 });
    expect((await rows(f.admin, 'appeal', { appealNo: appeal.appealNo }))[0]!.state).toBe('pending');
    const again = await f.reviewer.json<Row>(R('review', 'save'), { appealId: appeal.id, result: 'rejected', remark: '证据不足' });
    expect(again.data).toMatchObject({ pointsAfter: 4, restoredPoints: 0 });
    expect((await log(e.id)).map((x) => x.action)).toEqual(['init', 'confirm', 'appeal', 'review', 'reviewUpdate', 'reviewDelete', 'review']);
  });

  it('closes the appeal when its result is confirmed: the review can then neither change nor go', async () => {
    const refusedPending = await f.admin.json(R('appeal', 'confirm'), { id: (await appealOf(f.admin, (await inspect(f.admin)).id)).data.id });
    expect(refusedPending.msg).toMatch(/^申诉SS\d{6}是「待复核」，复核后才能确认结果$/);
    const ok = await f.admin.json(R('appeal', 'confirm'), { id: appeal.id });
    expect(ok.result, ok.msg).toBe(0);
    const [rv] = await rows(f.admin, 'review', { appealId: appeal.id });
    expect((await f.reviewer.json(R('review', 'update'), { id: rv!.id, result: 'upheld', remark: '改' })).msg).toBe(`申诉${String(appeal.appealNo)}的复核结果已确认，不能更改`);
    expect((await f.reviewer.json(R('review', 'delete'), { ids: String(rv!.id) })).result).not.toBe(0);
    expect((await get(e.id))!.finalPoints).toBe(4);
    const fromAppeal = await f.admin.json<Row[]>(R('appeal', 'evalLogPage'), { id: appeal.id });
    expect(fromAppeal.data.at(-1)!.action).toBe('appealConfirm');
  });
});

describe('who may act', () => {
  it('keeps the other tenant out: it cannot publish, agree, appeal, review or read the log of tenant 1\'s inspections', async () => {
    const e = await inspect(f.admin, { publish: false });
    expect((await f.admin2.json(R('evalInfo', 'confirm'), { id: e.id })).result).not.toBe(0);
    expect((await f.admin2.json(R('evalInfo', 'agrees'), { ids: String(e.id) })).result).not.toBe(0);
    expect((await f.admin2.json(R('evalInfo', 'evalLogPage'), { id: e.id })).result).not.toBe(0);
    await f.admin.json(R('evalInfo', 'confirm'), { id: e.id });
    expect((await appealOf(f.admin2, e.id)).result).not.toBe(0);
    expect((await get(e.id))!.state).toBe('published');
    expect((await rows(f.admin2, 'evalInfo', { evalNo: e.evalNo })).length).toBe(0);
  });

  it('refuses the read-only user every change: publish, agree, appeal, review, setting', async () => {
    const e = await inspect(f.admin, { publish: false });
    for (const [path, body] of [
      [R('evalInfo', 'init'), { evalType: 'toilet', facilityId: e.facilityId, ruleScoreId: e.ruleScoreId, inspectorId: e.inspectorId, evalTime: '2026-01-05 09:00:00' }],
      [R('evalInfo', 'confirm'), { id: e.id }], [R('evalInfo', 'agrees'), { ids: String(e.id) }], [R('appeal', 'appeal'), { evalId: e.id, reason: '不服' }],
      [R('review', 'save'), { appealId: 1, result: 'upheld', remark: '同意' }], [R('review', 'setting'), { appealHours: 1 }], [R('appeal', 'confirm'), { id: 1 }],
    ] as const) {
      const r = await f.viewer.json(path, body as Record<string, unknown>);
      expect(r.result, path).not.toBe(0);
    }
    expect((await get(e.id))!.state).toBe('draft');
  });
});

describe('the appeal window (review/setting)', () => {
  it('reads and sets the window and thresholds, refusing bad values', async () => {
    expect((await f.admin.json(R('review', 'setting'))).data).toEqual({ appealHours: 72, excellent: 90, good: 80, pass: 70 });
    expect((await f.admin.json(R('review', 'setting'), { appealHours: 0 })).msg).toBe('申诉时限应为1–720小时的整数');
    expect((await f.admin.json(R('review', 'setting'), { good: 95 })).msg).toBe('分数线应在0–100之间且优秀>良好>合格');
    expect((await f.admin.json(R('review', 'setting'), { appealHours: 24 })).data).toMatchObject({ appealHours: 24 });
    const e = await inspect(f.admin);
    const gap = Date.parse(String(e.appealDeadline).replace(' ', 'T')) - Date.parse(String(e.publishedAt).replace(' ', 'T'));
    expect(gap).toBe(24 * 3_600_000);
  });

  it('refuses an appeal one minute after the window closes, naming when it closed', async () => {
    const e = await inspect(f.admin);
    f.server.advance(24 * 3_600_000 + 60_000);
    const admin = client(f.server.url, (await signIn(f.server.url, 'admin', 'Admin@2026')).token); // the session timed out meanwhile
    const r = await appealOf(admin, e.id);
    expect(r.msg).toBe(`考评${String(e.evalNo)}的申诉期已于${String(e.appealDeadline)}截止，不能申诉`);
    expect((await admin.json<Row>(R('evalInfo', 'getOne'), { id: e.id })).data.state).toBe('published');
  });
});
