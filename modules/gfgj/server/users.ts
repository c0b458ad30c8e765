/**
 * The users' calls beside the engine's: recharge (a balance movement with who and why; a negative
 * amount is a deduction, refused beyond the balance), addInsider (marks an insider, with the reason),
 * and the invite reward (once per invitee, under the rule version recorded when the invitee joined).
 * An invite record written by the app gets the version in force at the invitee's joining.
 */
import { formatDate, HandlerError, type Handler, type HandlerContext, type ModuleStore, type WriteHook } from '../../../kit/resource';
import { ruleInForce, rewardProblem } from '../rules/invite';
import { inRing, ringOf } from '../rules/geo';
import { gfgj } from '../paths';
import { move } from './ledger';

type Row = Record<string, unknown>;
const text = (v: unknown) => (v == null ? '' : String(v));

async function rowOf(store: ModuleStore, resource: string, ctx: HandlerContext): Promise<Row> {
  const id = Number(ctx.input.id);
  const row = Number.isInteger(id) && id > 0 ? await store.get(resource, id) : null;
  if (!row) throw new HandlerError(ctx.t('gfgj.notFound'));
  return row;
}

type Rule = { version: string; effectiveFrom: string; rewardPoints: number };
const rulesOf = async (store: ModuleStore): Promise<Rule[]> =>
  (await store.all('inviteRule', {}, 1000)).map((r) => ({ version: text(r.version), effectiveFrom: text(r.effectiveFrom), rewardPoints: Number(r.rewardPoints) }));

export const inviteOnWrite: WriteHook = async (change, { store }) => {
  if (change.op !== 'create') return;
  const rule = ruleInForce(await rulesOf(store), text(change.values.joinedAt));
  return { ...change.values, ruleVersion: rule?.version ?? null, rewardPoints: rule?.rewardPoints ?? null, rewardState: 'pending' };
};

export const userHandlers: Record<string, Handler> = {
  [gfgj('user/recharge')]: (ctx) =>
    ctx.store.transaction(async (store) => {
      const user = await rowOf(store, 'appUser', ctx);
      const amount = Math.round(Number(ctx.input.amount) * 100) / 100;
      if (ctx.input.amount === undefined || ctx.input.amount === '' || !Number.isFinite(amount) || Math.abs(amount) > 100_000) throw new HandlerError(ctx.t('gfgj.param.bad', { name: ctx.t('gfgj.appUser.rechargeAmount') }));
      const reason = text(ctx.input.reason).trim();
      if (!reason) throw new HandlerError(ctx.t('gfgj.appUser.reasonRequired'));
      const balance = await move(store, 'balanceLedger', { appUserId: Number(user.id), quantity: amount, kind: amount >= 0 ? 'recharge' : 'deduct', reason, operator: ctx.caller.userName }, ctx.t, text(user.userName));
      return { balance, msg: ctx.t('gfgj.appUser.recharged', { name: text(user.userName), amount, balance }) };
    }),
  [gfgj('user/addInsider')]: (ctx) =>
    ctx.store.transaction(async (store) => {
      const user = await rowOf(store, 'appUser', ctx);
      if (user.insider === true || user.insider === 1) throw new HandlerError(ctx.t('gfgj.appUser.alreadyInsider', { name: text(user.userName) }));
      const reason = text(ctx.input.reason).trim();
      if (!reason) throw new HandlerError(ctx.t('gfgj.appUser.reasonRequired'));
      await store.update('appUser', Number(user.id), { insider: true, insiderReason: reason });
      return { msg: ctx.t('gfgj.appUser.insiderAdded', { name: text(user.userName) }) };
    }),
  [gfgj('inviteRecord/reward')]: (ctx) =>
    ctx.store.transaction(async (store) => {
      const rec = await rowOf(store, 'inviteRecord', ctx);
      const invitee = await store.get('appUser', Number(rec.inviteeId));
      const paid = (await store.all('pointsLedger', { kind: 'inviteReward' }, 100_000)).some((m) => text(m.sourceNo) === `INV-${text(rec.inviteeId)}`);
      const rule = (await rulesOf(store)).find((r) => r.version === text(rec.ruleVersion)) ?? null;
      const problem = rewardProblem(text(rec.rewardState), paid, rule !== null);
      if (problem) throw new HandlerError(ctx.t(problem, { name: text(invitee?.userName) }));
      const inviter = await store.get('appUser', Number(rec.inviterId));
      await move(store, 'pointsLedger', { appUserId: Number(rec.inviterId), quantity: rule!.rewardPoints, kind: 'inviteReward', reason: `${text(invitee?.userName)} · ${rule!.version}`, operator: ctx.caller.userName, sourceNo: `INV-${text(rec.inviteeId)}`, sourceId: Number(rec.id) }, ctx.t);
      await store.update('inviteRecord', Number(rec.id), { rewardState: 'rewarded', rewardPoints: rule!.rewardPoints, rewardedAt: formatDate(new Date(store.devices.now()), true), rewardedBy: ctx.caller.userName });
      return { msg: ctx.t('gfgj.inviteRecord.rewarded', { version: rule!.version, name: text(inviter?.userName), points: rule!.rewardPoints }) };
    }),
  /** The department area holding a point (lng, lat), or a refusal naming none. */
  [gfgj('common/getDeptByLocalion')]: async (ctx) => {
    const lng = Number(ctx.input.lng), lat = Number(ctx.input.lat);
    if (!Number.isFinite(lng) || !Number.isFinite(lat) || lng < 73 || lng > 136 || lat < 3 || lat > 54) throw new HandlerError(ctx.t('gfgj.param.bad', { name: 'lng/lat' }));
    const areas = await ctx.store.all('deptArea', {}, 5000);
    const hit = areas.find((a) => {
      const ring = ringOf(a.shape);
      return ring !== null && inRing([lng, lat], ring);
    });
    if (!hit) throw new HandlerError(ctx.t('gfgj.deptArea.noArea'));
    const dept = (await ctx.store.org.departments()).find((d) => d.id === text(hit.deptId));
    return { areaName: hit.areaName, deptId: hit.deptId, deptName: dept?.name ?? text(hit.deptId) };
  },
};
