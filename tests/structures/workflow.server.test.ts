// A workflow in the definition over real HTTP (fixture module orgfx, repair orders): states, guarded
// transitions, who may act (the applicant by the record, the auditor by a platform function), an
// audit that passes or rejects with a reason, the action log with remarks and attachments (file ids of
// the file service), refusals that change nothing and name the record, its state and the action.
import { describe, expect, it } from 'vitest';
import { signIn } from '../support/server';
import { post } from '../modules/wtsb/helpers';
import { fixtureServer, fixtureTables } from './support';

const fx = fixtureServer();
const R = '/cloud/orgfx/repair';
type Order = Record<string, unknown> & { id: number; state: string };
type Log = Record<string, unknown> & { action: string };

const create = async (orderNo: string) => fx().ok<Order>(`${R}/save`, { orderNo, carId: 1, description: '右前轮刹车异响', remark: '请尽快安排' });

const tables = () => fixtureTables(fx(), 'r_orgfx_repair');

async function upload(name: string): Promise<string> {
  const form = new FormData();
  form.set('file', new Blob(['%PDF-1.4 quote'], { type: 'application/pdf' }), name);
  const [file] = (await post<{ id: string }[]>(fx().server.url, '/cloud/management/rest/np/file/upload', fx().token, form)).body.data;
  return file!.id;
}

describe('a workflow in the definition', () => {
  it('starts a record in its initial state and takes it through guarded actions, each logged with actor, time, remark and attachments', async () => {
    const order = await create('WX-001');
    expect(order).toMatchObject({ state: 'draft', applicantUserId: '1001', applicantName: 'admin' });
    const submitted = await fx().ok<Order>(`${R}/submit`, { id: order.id, cost: 850, remark: '报价已附' });
    expect(submitted).toMatchObject({ state: 'submitted', cost: 850, lastRemark: '报价已附', message: 'WX-001已提交' });

    const noReason = await fx().call(`${R}/audit`, { id: order.id, result: 'reject' });
    expect(noReason.msg).toBe('请填写审核意见');
    const quote = await upload('报价单.pdf');
    const rejected = await fx().ok<Order>(`${R}/audit`, { id: order.id, result: 'reject', remark: '费用偏高，请重新询价', attachments: JSON.stringify([quote]) });
    expect(rejected).toMatchObject({ state: 'rejected', lastRemark: '费用偏高，请重新询价' });
    expect(rejected.auditedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    await fx().ok(`${R}/submit`, { id: order.id, cost: 620 });
    const approved = await fx().ok<Order>(`${R}/audit`, { id: order.id, result: 'pass' });
    expect(approved).toMatchObject({ state: 'approved', cost: 620 });

    const log = await fx().ok<Log[]>(`${R}/logList`, { id: order.id });
    expect(log.map((l) => `${l.action}${l.outcome ? `(${String(l.outcome)})` : ''}:${String(l.fromState)}->${String(l.toState)}`)).toEqual([
      'create:null->draft',
      'submit:draft->submitted',
      'audit(reject):submitted->rejected',
      'submit:rejected->submitted',
      'audit(pass):submitted->approved',
    ]);
    expect(log[0]).toMatchObject({ remark: '请尽快安排', actorUserId: '1001', actorName: 'admin' });
    expect(log[2]).toMatchObject({ remark: '费用偏高，请重新询价', attachments: [quote] });
    expect(log[4]!.attachments).toBeNull();

    const info = await fx().ok<{ roles: string[]; actions: unknown[]; log: unknown[] }>(`${R}/info`, { id: order.id });
    expect(info).toMatchObject({ state: 'approved', roles: ['applicant', 'auditor'], actions: [] });
    expect(info.log).toHaveLength(5);
  });

  it('refuses an action the state does not allow, or an unknown or missing outcome, naming the record, state and action; nothing changes', async () => {
    const order = await create('WX-002');
    const before = await tables();
    const refusals: [string, Record<string, unknown>, string][] = [
      [`${R}/audit`, { id: order.id, result: 'pass' }, 'WX-002当前状态为「草稿」，不能执行「审核」'],
      [`${R}/withdraw`, { id: order.id }, 'WX-002当前状态为「草稿」，不能执行「撤回」'],
      [`${R}/submit`, { id: order.id, cost: -5 }, '预计费用不能小于0'],
      [`${R}/submit`, { id: 999999 }, '数据不存在或已被删除'],
      [`${R}/submit`, {}, '请指定要处理的记录'],
    ];
    for (const [path, fields, msg] of refusals) expect((await fx().call(path, fields)).msg, path).toBe(msg);
    await fx().ok(`${R}/submit`, { id: order.id });
    const afterSubmit = await tables();
    expect((await fx().call(`${R}/audit`, { id: order.id })).msg).toBe('请选择「审核」的结果：pass（通过）、reject（驳回）');
    expect((await fx().call(`${R}/audit`, { id: order.id, result: 'maybe' })).msg).toBe('请选择「审核」的结果：pass（通过）、reject（驳回）');
    expect((await fx().call(`${R}/audit`, { id: order.id, result: 'pass', attachments: 'a,b,c,d' })).msg).toBe('附件最多3个，应为文件服务的文件编号');
    expect(await tables()).toEqual(afterSubmit);
    expect(before.r_orgfx_repairLog!.length + 1).toBe(afterSubmit.r_orgfx_repairLog!.length);
  });

  it('lets only the holders of a role act: the applicant by the record, the auditor by a platform function', async () => {
    const order = await create('WX-003');
    const ops = await signIn(fx().server.url, 'ops', 'Ops@2026'); // tenant 1, without the function orgfx:audit
    const before = await tables();
    expect((await fx().call(`${R}/submit`, { id: order.id }, ops.token)).msg).toBe('「提交」只能由申请人执行');
    await fx().ok(`${R}/submit`, { id: order.id });
    expect((await fx().call(`${R}/audit`, { id: order.id, result: 'pass' }, ops.token)).msg).toBe('「审核」只能由审核人执行');
    const info = await fx().ok<{ roles: string[]; actions: { action: string; outcomes: string[] }[] }>(`${R}/info`, { id: order.id }, ops.token);
    expect(info).toMatchObject({ roles: [], actions: [] });
    const mine = await fx().ok<{ actions: { action: string; outcomes: string[] }[] }>(`${R}/info`, { id: order.id });
    expect(mine.actions).toEqual([{ action: 'withdraw', outcomes: [] }, { action: 'audit', outcomes: ['pass', 'reject'] }]);
    expect((await tables()).r_orgfx_repairLog!.length).toBe(before.r_orgfx_repairLog!.length + 1);
    expect((await fx().call(`${R}/submit`, { id: order.id }, fx().token2)).msg).toBe('数据不存在或已被删除');
  });

  it('takes one of several simultaneous actions on a record and refuses the rest', async () => {
    const order = await create('WX-004');
    const answers = await Promise.all(Array.from({ length: 5 }, () => fx().call(`${R}/submit`, { id: order.id })));
    expect(answers.filter((a) => a.result === 0)).toHaveLength(1);
    for (const a of answers.filter((x) => x.result !== 0)) expect(a.msg).toBe('WX-004当前状态为「待审核」，不能执行「提交」');
    expect((await fx().ok<Log[]>(`${R}/logList`, { id: order.id })).map((l) => l.action)).toEqual(['create', 'submit']);
  });

  it('starts a record in its initial state at another API generation’s create too, with the initial action logged', async () => {
    const order = await fx().ok<Order>('/cloud/orgfx/app/repair/add', { orderNo: 'WX-APP', carId: 1, description: '空调不制冷', state: 'approved' });
    expect(order).toMatchObject({ state: 'draft', applicantUserId: '1001' });
    expect((await fx().ok<Log[]>(`${R}/logList`, { id: order.id })).map((l) => [l.action, l.toState])).toEqual([['create', 'draft']]);
  });

  it('never lets a plain update change the state', async () => {
    const order = await create('WX-005');
    const updated = await fx().ok<Order>(`${R}/update`, { id: order.id, state: 'approved', description: '左后轮异响' });
    expect(updated).toMatchObject({ state: 'draft', description: '左后轮异响' });
  });
});
