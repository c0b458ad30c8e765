/**
 * The party posts' write rules, on every path that writes (the forms, imports, the verify and reject
 * calls): a claim ends on or after it starts and overlaps no other claim of its post; an activity is
 * recorded on a post its member has claimed on that day, starts pending, and is verified only by a
 * secretary of the member's branch who is not the member; a verified or rejected activity is closed.
 */
import { formatDate, HandlerError, type BeforeWrite, type ModuleStore, type WriteHook } from '../../../kit/resource';
import { clash, verifyRefusal, within } from '../rules/party';

type Row = Record<string, unknown>;

const beforeClaim: BeforeWrite = (values, before, t) => {
  const v = { ...before, ...values };
  if (v.startDate && v.endDate && String(v.endDate) < String(v.startDate)) throw new HandlerError(t('djgw.claim.endBeforeStart'));
  return values;
};

export const beforeWrite: Record<string, BeforeWrite> = { claim: beforeClaim };

const period = (r: Row) => ({ id: Number(r.id), start: String(r.startDate), end: String(r.endDate) });

const claimHook: WriteHook = async (change, { store, t }) => {
  if (change.op !== 'create' && change.op !== 'update') return;
  const v = { ...change.before, ...change.values };
  const others = await store.all('claim', { postId: v.postId }, 5000);
  const hit = clash({ id: change.before ? Number(change.before.id) : null, start: String(v.startDate), end: String(v.endDate) }, others.map((o) => ({ ...period(o), row: o })));
  if (hit) {
    const [postName, memberName] = await Promise.all([store.names('post', 'postName', [Number(v.postId)]), store.names('member', 'memberName', [Number(hit.row.memberId)])]);
    throw new HandlerError(t('djgw.claim.overlap', { post: postName.get(Number(v.postId)) ?? '', start: hit.start, end: hit.end, member: memberName.get(Number(hit.row.memberId)) ?? '' }));
  }
};

/** Why `verifierId` may not verify `doerId`'s activity (a message), or null. */
export async function refusal(store: ModuleStore, t: (k: string, p?: Record<string, string | number>) => string, verifier: Row | null, doerId: number, code: string): Promise<string | null> {
  const doer = await store.get('member', doerId);
  const why = verifyRefusal(verifier ? { id: Number(verifier.id), role: String(verifier.role), branchId: Number(verifier.branchId) } : null, { id: doerId, branchId: Number(doer?.branchId) });
  return why ? t(`djgw.activity.refused.${why}`, { code, name: String(verifier?.memberName ?? '') }) : null;
}

const activityHook: WriteHook = async (change, { store, t }) => {
  if (change.op === 'delete' || change.op === 'recover') return;
  const v = { ...change.before, ...change.values };
  if (change.op === 'update' && change.before.state !== 'pending') throw new HandlerError(t('djgw.activity.notPending'));
  const claims = await store.all('claim', { postId: v.postId, memberId: v.memberId }, 5000);
  const day = String(v.activityDate);
  if (!claims.some((c) => within(day, period(c)))) {
    const [m, p] = await Promise.all([store.names('member', 'memberName', [Number(v.memberId)]), store.names('post', 'postName', [Number(v.postId)])]);
    throw new HandlerError(t('djgw.activity.notClaimed', { member: m.get(Number(v.memberId)) ?? '', date: day, post: p.get(Number(v.postId)) ?? '' }));
  }
  if (change.op === 'create' || v.state === 'pending') {
    // A new or still pending activity: nobody has verified it, whatever was sent.
    return { ...change.values, state: 'pending', verifierId: null, verifiedAt: null, verifyRemark: null };
  }
  // Leaving pending: only a secretary of the member's branch, never the member.
  const verifier = v.verifierId ? await store.get('member', Number(v.verifierId)) : null;
  const why = await refusal(store, t, verifier, Number(v.memberId), String(verifier?.staffCode ?? ''));
  if (why) throw new HandlerError(why);
  return { ...change.values, verifiedAt: formatDate(new Date(store.devices.now()), true) };
};

export const onWrite: Record<string, WriteHook> = { claim: claimHook, activity: activityHook };
