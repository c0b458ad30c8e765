/**
 * The orders' rules on the server (rules/order.ts holds them pure):
 * - a booking (order/book) gets its number, starts 已预约 and 未支付, within the item limit;
 * - changeOrder amends a booked or confirmed order (item limit again), counts it and logs what
 *   changed — the progress stays as it is: an amendment is never a cancellation;
 * - the workflow's effects: confirming names the station's collector; cancelling keeps the window;
 *   settling prices the weight at the class's price and credits the points;
 * - pay / payFailed move the payment only (paying credits the household's balance);
 * - historyPosition / newHistoryPosition: the collector's way from the station to the door, from
 *   confirmation to collection (to now while still under way).
 */
import { formatDate, HandlerError, type Handler, type HandlerContext, type ModuleStore, type WorkflowServer, type WriteHook } from '../../../kit/resource';
import { AMENDABLE, canCancel, cancelDeadline, itemLimitProblem, paymentChanges, payProblem, settleFigures, type PayAction } from '../rules/order';
import { toColumns, trackBetween, type TrackPoint } from '../rules/track';
import { gfgj } from '../paths';
import { move } from './ledger';
import { settingsOf } from './settings';

type Row = Record<string, unknown>;
type T = HandlerContext['t'];
const text = (v: unknown) => (v == null ? '' : String(v));
const nowText = (store: ModuleStore) => formatDate(new Date(store.devices.now()), true);

async function checkItems(store: ModuleStore, count: unknown, t: T) {
  const { maxItems } = await settingsOf(store);
  const problem = itemLimitProblem(Number(count), maxItems);
  if (problem) throw new HandlerError(t(problem, { max: maxItems, count: text(count) }));
}

async function nextOrderNo(store: ModuleStore): Promise<string> {
  const day = formatDate(new Date(store.devices.now())).replace(/-/g, '');
  const { total } = await store.list('order', { pageNo: 1, pageSize: 1, filters: { orderNo: `HS${day}` } });
  return `HS${day}${String(total + 1).padStart(4, '0')}`;
}

const AMEND_FIELDS = ['bookTime', 'itemCount', 'garbageClassId', 'estWeight', 'address', 'stationId'] as const;

export const orderOnWrite: WriteHook = async (change, { store, t, caller }) => {
  if (change.op === 'create') {
    await checkItems(store, change.values.itemCount, t);
    return { ...change.values, orderNo: await nextOrderNo(store), payState: 'unpaid', amendCount: 0 };
  }
  if (change.op !== 'update') return;
  const before = change.before;
  const v = change.values;
  // The workflow's and the payment's own writes pass: they name the progress or the payment.
  if ('progress' in v || 'payState' in v) return;
  if (!(AMENDABLE as readonly string[]).includes(text(before.progress))) {
    throw new HandlerError(t('gfgj.order.notAmendable', { no: text(before.orderNo), state: t(`gfgj.enum.progress.${text(before.progress)}`) }));
  }
  if ('itemCount' in v) await checkItems(store, v.itemCount, t);
  const changed = AMEND_FIELDS.filter((f) => f in v && text(v[f]) !== text(before[f]));
  if (!changed.length) return;
  await store.create('orderLog', {
    orderId: before.id, action: 'amend', outcome: null, fromState: before.progress, toState: before.progress,
    actorName: caller.userName, actorUserId: caller.userId, actionTime: nowText(store),
    remark: t('gfgj.order.amended', { changes: changed.map((f) => `${t(`gfgj.order.${f}`)} ${text(before[f])} → ${text(v[f])}`).join('；') }),
  });
  return { ...v, amendCount: Number(before.amendCount ?? 0) + 1 };
};

export const orderWorkflow: WorkflowServer = {
  effects: {
    check: async ({ record, outcome, store }) => {
      if (outcome !== 'pass') return {};
      const station = await store.get('stationPoint', Number(record.stationId));
      return { changes: { collectorName: station?.collectorName ?? null, confirmedAt: nowText(store) } };
    },
    collect: ({ store }) => ({ changes: { collectedAt: nowText(store) } }),
    cancel: async ({ record, store, t }) => {
      const { cancelWindowMinutes } = await settingsOf(store);
      if (!canCancel(store.devices.now(), text(record.bookTime), cancelWindowMinutes)) {
        throw new HandlerError(t('gfgj.order.cancelTooLate', {
          no: text(record.orderNo), time: text(record.bookTime).slice(0, 16), minutes: cancelWindowMinutes,
          deadline: formatDate(new Date(cancelDeadline(text(record.bookTime), cancelWindowMinutes)), true).slice(0, 16),
        }));
      }
      return { changes: { cancelledAt: nowText(store) } };
    },
    settle: async ({ record, store, caller, t }) => {
      const cls = await store.get('garbageClass', Number(record.garbageClassId));
      const { amount, points } = settleFigures(Number(record.weight ?? 0), Number(cls?.unitPrice ?? 0), Number(cls?.pointsPerKg ?? 0));
      return {
        changes: { amount, points, settledAt: nowText(store) },
        after: async () => {
          if (points > 0) await move(store, 'pointsLedger', { appUserId: Number(record.appUserId), quantity: points, kind: 'orderPoints', reason: text(cls?.className), operator: caller.userName, sourceNo: text(record.orderNo), sourceId: Number(record.id) }, t);
        },
      };
    },
  },
};

async function orderOf(ctx: HandlerContext): Promise<Row> {
  const id = Number(ctx.input.id);
  const row = Number.isInteger(id) && id > 0 ? await ctx.store.get('order', id) : null;
  if (!row) throw new HandlerError(ctx.t('gfgj.notFound'));
  return row;
}

const payment = (action: PayAction): Handler => (ctx) =>
  ctx.store.transaction(async (store) => {
    const o = await (async () => {
      const id = Number(ctx.input.id);
      const row = Number.isInteger(id) && id > 0 ? await store.get('order', id) : null;
      if (!row) throw new HandlerError(ctx.t('gfgj.notFound'));
      return row;
    })();
    const problem = payProblem(text(o.progress), text(o.payState), action);
    if (problem) throw new HandlerError(ctx.t(problem));
    const reason = text(ctx.input.reason).trim();
    if (action === 'payFailed' && !reason) throw new HandlerError(ctx.t('gfgj.appUser.reasonRequired'));
    if (action === 'pay' && Number(o.amount) > 0) {
      await move(store, 'balanceLedger', { appUserId: Number(o.appUserId), quantity: Number(o.amount), kind: 'orderPay', reason: text(o.orderNo), operator: ctx.caller.userName, sourceNo: text(o.orderNo), sourceId: Number(o.id) }, ctx.t);
    }
    const updated = await store.update('order', Number(o.id), paymentChanges(action, nowText(store), reason));
    return { ...updated, msg: ctx.t(action === 'pay' ? 'gfgj.order.paid' : 'gfgj.order.payMarkedFailed', { no: text(o.orderNo), amount: text(o.amount) }) };
  });

/** The collector's way to the door: from confirmation to collection (or now, while under way). */
async function orderTrack(ctx: HandlerContext): Promise<TrackPoint[]> {
  const o = await orderOf(ctx);
  const from = (await ctx.store.get('stationPoint', Number(o.stationId)))?.location as { lng: number; lat: number } | null;
  const to = o.location as { lng: number; lat: number } | null;
  if (!from || !to || !o.confirmedAt) return [];
  const start = Date.parse(text(o.confirmedAt).replace(' ', 'T'));
  const end = o.collectedAt ? Date.parse(text(o.collectedAt).replace(' ', 'T')) : Math.min(ctx.store.devices.now(), start + 2 * 3600_000);
  return trackBetween(from, to, start, end);
}

/** A carting order's way from its station to its site, from departure to arrival (or now). */
async function cartingTrack(ctx: HandlerContext): Promise<TrackPoint[]> {
  const id = Number(ctx.input.id);
  const c = Number.isInteger(id) && id > 0 ? await ctx.store.get('cartingOrder', id) : null;
  if (!c) throw new HandlerError(ctx.t('gfgj.notFound'));
  const from = (await ctx.store.get('stationPoint', Number(c.stationId)))?.location as { lng: number; lat: number } | null;
  const to = (await ctx.store.get('disposalSite', Number(c.siteId)))?.location as { lng: number; lat: number } | null;
  if (!from || !to || c.state === 'waiting') return [];
  const start = Date.parse(text(c.departAt).replace(' ', 'T'));
  const end = c.arriveAt ? Date.parse(text(c.arriveAt).replace(' ', 'T')) : Math.min(ctx.store.devices.now(), start + 3 * 3600_000);
  return trackBetween(from, to, start, end);
}

const asRows = (pts: TrackPoint[]) => pts.map((p) => ({ time: formatDate(new Date(p.t), true), lng: p.lng, lat: p.lat, speed: p.speed }));

export const orderHandlers: Record<string, Handler> = {
  [gfgj('order/pay')]: payment('pay'),
  [gfgj('order/payFailed')]: payment('payFailed'),
  [gfgj('order/historyPosition')]: async (ctx) => asRows(await orderTrack(ctx)),
  [gfgj('order/newHistoryPosition')]: async (ctx) => toColumns(await orderTrack(ctx)),
  [gfgj('cartingOrder/historyPosition')]: async (ctx) => asRows(await cartingTrack(ctx)),
  [gfgj('cartingOrder/newHistoryPosition')]: async (ctx) => toColumns(await cartingTrack(ctx)),
};
