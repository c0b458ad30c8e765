/**
 * 党员积分排名 and 支部积分排名, computed on every call (never stored) from the month's verified
 * activities (by activity date; month default: the server clock's): each member's verified activities
 * and points (every member listed, 0 when none), each branch's members, members with points, points
 * and points per member; ranked by points, equal points sharing a rank.
 */
import { checkedToWire, formatDate, HandlerError, pageRows, type CheckedListQuery, type HandlerContext, type ReportSource } from '../../../kit/resource';
import { MONTH, monthDays, rankByPoints } from '../rules/party';

type Row = Record<string, unknown>;
const text = (v: unknown): string | undefined => (v === undefined || v === null || v === '' ? undefined : Array.isArray(v) ? v.map(String).join(',') : String(v));
const wire = (q: CheckedListQuery): Record<string, string | undefined> => Object.fromEntries(Object.entries(checkedToWire(q.filters)).map(([k, v]) => [k, text(v)]));

async function monthData(ctx: HandlerContext, f: Record<string, string | undefined>) {
  const month = (f.month ?? '').trim() || formatDate(new Date(ctx.store.devices.now())).slice(0, 7);
  if (!MONTH.test(month)) throw new HandlerError(ctx.t('djgw.monthRule'));
  const { from, to } = monthDays(month);
  const [members, branches, done] = await Promise.all([
    ctx.store.all('member', {}, 5000),
    ctx.store.all('branch', {}, 1000),
    ctx.store.all('activity', { state: 'verified', activityDateStart: from, activityDateEnd: to }, 5000),
  ]);
  const per = new Map<number, { activities: number; points: number }>();
  for (const a of done) {
    const m = per.get(Number(a.memberId)) ?? { activities: 0, points: 0 };
    per.set(Number(a.memberId), { activities: m.activities + 1, points: m.points + Number(a.points) });
  }
  return { month, members, branches, per };
}

export async function memberRows(ctx: HandlerContext, f: Record<string, string | undefined>): Promise<Row[]> {
  const { month, members, per } = await monthData(ctx, f);
  const branchIds = f.branchId ? f.branchId.split(',').map(Number) : null;
  const rows = members
    .filter((m) => !branchIds || branchIds.includes(Number(m.branchId)))
    .map((m) => ({ id: `${String(m.id)}-${month}`, month, memberName: m.memberName, staffCode: m.staffCode, branchId: m.branchId, ...(per.get(Number(m.id)) ?? { activities: 0, points: 0 }) }));
  const name = f.memberName?.trim();
  return rankByPoints(rows).filter((r) => !name || String(r.memberName).includes(name));
}

export async function branchRows(ctx: HandlerContext, f: Record<string, string | undefined>): Promise<Row[]> {
  const { month, members, branches, per } = await monthData(ctx, f);
  const rows = branches.map((b) => {
    const own = members.filter((m) => Number(m.branchId) === Number(b.id)).map((m) => per.get(Number(m.id)));
    const points = own.reduce((a, x) => a + (x?.points ?? 0), 0);
    return {
      id: `${String(b.id)}-${month}`, month, branchId: b.id, members: own.length,
      activeMembers: own.filter((x) => x && x.points > 0).length,
      activities: own.reduce((a, x) => a + (x?.activities ?? 0), 0),
      points,
      pointsPerMember: own.length ? Math.round((points / own.length) * 10) / 10 : null,
    };
  });
  return rankByPoints(rows);
}

export const reportSources: Record<string, ReportSource> = {
  memberRanking: async (ctx, q) => pageRows(await memberRows(ctx, wire(q)), q),
  branchRanking: async (ctx, q) => pageRows(await branchRows(ctx, wire(q)), q),
};
