/**
 * Work orders' rules beyond the workflow's table:
 * - create: a vehicle or a driver/crew is needed; the deadline is the dispatch time plus the chosen
 *   limit, or the time given (after the dispatch); the number GD + 6 digits per tenant; raised from an
 *   alarm, the alarm must be new — it is marked 已派单 with the order's number and fills in the type,
 *   level, object and (when left empty) the origin; the positioning device is the car's terminal (a
 *   vehicle device whose name starts with the plate) or the crew's badge.
 * - update (the engine's): only while 待接单.
 * - overdue minutes composed on every read (rules/overdue.ts) and stored by `sync` for the filter.
 * - 按定位刷新 (`sync`): every accepted or running order's device positions since acceptance are read
 *   (rules/fence.ts); new key events are written, 已接单 → 进行中 and 进行中 → 已完成 taken through the
 *   workflow's position actions with the positions sync read (the actions' own calls read them: no call
 *   can start a job the positions do not show); only an order with something to write takes a
 *   transaction, for its own writes.
 * - force (reason required, recorded), reassign (a new vehicle or crew, recorded, back to 待接单),
 *   cancel (reason) through the workflow's calls; photo proof as an event with a stored photo.
 * - the order's chat channel (the platform's group chat, kind workOrder, ref = the order's id) opens
 *   with the order, its dispatcher a member, with the dispatch as its first message (a card of the
 *   order); completion, forced completion, reassignment and cancellation are posted there too.
 */
import { HandlerError, mapBounded, pacer, type HandlerContext, type ModuleStore, type WorkflowContext, type WorkflowServer, type WriteHook } from '../../../kit/resource';
import { progress, type Fence, type Position } from '../rules/fence';
import { CARRIES_GARBAGE } from '../rules/options';
import { deadlineOf, overdueMinutes, timeOf, timeText } from '../rules/overdue';
import { idOf, nowMs, nowText, point, text, type Row } from './clock';

const LIMIT = 5000;
/** Orders whose positions and events sync reads at once (of an instance's pool of connections). */
const READS_AT_ONCE = 4;
/** Fields only module code writes (overdue kept for the filter). */
const INTERNAL = ['overdueMinutes', 'overdue'];

/** The device that tells a job's progress: the car's terminal, else the crew's badge. */
export async function deviceFor(store: ModuleStore, carId: unknown, driverId: unknown): Promise<{ id: string; code: string } | null> {
  const car = idOf(carId);
  if (car !== null) {
    const plate = (await store.names('clgl.car', 'plateNo', [car])).get(car);
    if (plate) {
      const [d] = await store.devices.list(['vehicle'], { namePrefix: plate });
      if (d) return { id: d.id, code: d.code };
    }
  }
  const person = idOf(driverId);
  if (person !== null) {
    const badge = text((await store.get('person', person))?.badge);
    if (badge) {
      const [d] = await store.devices.list(['person'], { codes: [badge] });
      if (d) return { id: d.id, code: d.code };
    }
  }
  return null;
}

export const orderOnWrite: WriteHook = async (change, { store, t }) => {
  if (change.op === 'delete' || change.op === 'recover') return;
  if (change.op === 'update') {
    if ('state' in change.values) return; // the workflow's own writes
    if (Object.keys(change.values).every((k) => INTERNAL.includes(k))) return; // sync's overdue and read marks
    if (change.before.state !== 'pending') {
      throw new HandlerError(t('ddzh.rule.notEditable', { name: text(change.before.orderNo), state: t(`ddzh.enum.orderState.${text(change.before.state)}`) }));
    }
  }
  const v: Row = { ...change.before, ...change.values };
  if (idOf(v.carId) === null && idOf(v.driverId) === null) throw new HandlerError(t('ddzh.rule.noAssignee'));
  const dispatchedAt = change.op === 'create' ? nowText(store) : text(change.before.dispatchedAt);
  if (v.deadlineChoice === 'time' && timeOf(v.deadline) === null) throw new HandlerError(t('ddzh.rule.deadlineTime'));
  const deadline = deadlineOf(dispatchedAt, v.deadlineChoice, v.deadline);
  if (deadline === null || deadline <= dispatchedAt) throw new HandlerError(t('ddzh.rule.deadlinePast'));
  const device = await deviceFor(store, v.carId, v.driverId);
  const out: Row = { ...change.values, deadline, deviceCode: device?.code ?? null };
  if (change.op === 'update') return out;
  const { total } = await store.list('workOrder', { pageNo: 1, pageSize: 1 });
  const orderNo = `GD${String(total + 1).padStart(6, '0')}`;
  Object.assign(out, { orderNo, dispatchedAt, overdueMinutes: 0, overdue: 'no', dispatcherName: null });
  const alarmId = idOf(v.alarmId);
  if (alarmId !== null) {
    const a = await store.get('alarm', alarmId);
    if (!a) throw new HandlerError(t('ddzh.rule.notFound'));
    if (a.state === 'dispatched') throw new HandlerError(t('ddzh.rule.alarmTaken', { name: text(a.alarmNo), order: text(a.orderNo) }));
    if (a.state === 'ignored') throw new HandlerError(t('ddzh.rule.alarmIgnored', { name: text(a.alarmNo) }));
    Object.assign(out, {
      alarmType: a.type, alarmLevel: a.level, objectName: v.objectName || a.objectName,
      ...(point(v.origin) ? {} : { origin: a.location, originName: v.originName || a.place }),
    });
    await store.update('alarm', alarmId, { state: 'dispatched', orderNo });
  }
  return out;
};

const ended = (r: Row) => r.completedAt ?? r.cancelledAt ?? null;

export const presentOrder = (rows: Row[], { store }: { store: ModuleStore }) => {
  const now = nowMs(store);
  return rows.map((r) => {
    const m = overdueMinutes(r.deadline, ended(r), now);
    return { ...r, overdueMinutes: m, overdue: m === null ? null : m > 0 ? 'yes' : 'no' };
  });
};

const fences = (r: Row): { origin: Fence; dest: Fence } | null => {
  const o = point(r.origin);
  const d = point(r.dest);
  return o && d ? { origin: { at: o, radius: Number(r.originRadius) || 200 }, dest: { at: d, radius: Number(r.destRadius) || 300 } } : null;
};

/**
 * The progress of an order from its device's positions since acceptance. `deviceId`: the device of its
 * deviceCode when the caller has looked it up already (null: none found); otherwise it is looked up here.
 */
async function progressOf(store: ModuleStore, r: Row, to: number, deviceId?: string | null) {
  const f = fences(r);
  const accepted = timeOf(r.acceptedAt);
  if (!f || accepted === null || !r.deviceCode) return null;
  const id = deviceId !== undefined ? deviceId : (await store.devices.list(['vehicle', 'person'], { codes: [text(r.deviceCode)] }))[0]?.id ?? null;
  if (!id) return null;
  const rows = await store.devices.readings(id, ['lng', 'lat', 'weight'], { from: accepted, to });
  const points: Position[] = rows.filter((x) => x.values.lng !== undefined && x.values.lat !== undefined)
    .map((x) => ({ t: x.t, lng: x.values.lng!, lat: x.values.lat!, weight: x.values.weight ?? null }));
  return progress(points, accepted, f.origin, f.dest, (CARRIES_GARBAGE as readonly string[]).includes(text(r.jobType)));
}

type Progress = Awaited<ReturnType<typeof progressOf>>;

/** Posts a line about an order in its chat channel (opened when missing), with the order as a card. */
async function tellChannel(store: ModuleStore, t: HandlerContext['t'], order: Row, memberIds: string[], line: string) {
  const { channelId } = await store.chat.open({ kind: 'workOrder', ref: String(order.id), title: t('ddzh.chat.orderTitle', { no: text(order.orderNo), title: text(order.title) }).slice(0, 60), memberIds });
  await store.chat.post(channelId, { text: line, link: { kind: 'workOrder', id: String(order.id), title: `${text(order.orderNo)} ${text(order.title)}`.slice(0, 60) } });
}

/** After an action: its line in the order's channel (the action's remark as the reason). */
const told = (key: string) => (ctx: WorkflowContext) => ({
  after: (record: Row, store: ModuleStore) => tellChannel(store, ctx.t, record, [], ctx.t(key, { no: text(record.orderNo), remark: ctx.remark || '--' })),
});

/** 到达起点 (arrive): only once the positions show the job started (sync passes what it read; the call reads them). */
function arrived(ctx: WorkflowContext, p: Progress) {
  if (!p || p.started === null) throw new HandlerError(ctx.t('ddzh.rule.noPosition', { name: text(ctx.record.orderNo) }));
  return { changes: { startedAt: timeText(p.started) } };
}

/** 完成 (finish): only once the positions show the job done (a haul unloaded). */
function finished(ctx: WorkflowContext, p: Progress) {
  if (!p || p.done === null) {
    const unload = (CARRIES_GARBAGE as readonly string[]).includes(text(ctx.record.jobType)) ? ctx.t('ddzh.rule.notUnloaded') : '';
    throw new HandlerError(ctx.t('ddzh.rule.notDone', { name: text(ctx.record.orderNo), unload }));
  }
  return { changes: { completedAt: timeText(p.done), forced: false }, ...told('ddzh.chat.finished')(ctx) };
}

export const orderWorkflow: WorkflowServer = {
  effects: {
    // Dispatch (the initial action): the order's channel opens with it, the dispatcher a member.
    dispatch: (ctx) => ({
      after: (record, store) => tellChannel(store, ctx.t, record, [ctx.caller.userId], ctx.t('ddzh.chat.dispatched', {
        no: text(record.orderNo), object: text(record.objectName) || text(record.title), origin: text(record.originName), dest: text(record.destName), deadline: text(record.deadline).slice(0, 16),
      })),
    }),
    arrive: async (ctx) => arrived(ctx, await progressOf(ctx.store, ctx.record, nowMs(ctx.store))),
    finish: async (ctx) => finished(ctx, await progressOf(ctx.store, ctx.record, nowMs(ctx.store))),
    force: (ctx) => ({ changes: { forced: true }, ...told('ddzh.chat.forced')(ctx) }),
    cancel: told('ddzh.chat.cancelled'),
    reassign: async (ctx) => {
      const carId = idOf(ctx.values.carId);
      const driverId = idOf(ctx.values.driverId);
      if (carId === null && driverId === null) throw new HandlerError(ctx.t('ddzh.rule.noAssignee'));
      if (carId === idOf(ctx.record.carId) && driverId === idOf(ctx.record.driverId)) throw new HandlerError(ctx.t('ddzh.rule.reassignSame'));
      const device = await deviceFor(ctx.store, carId, driverId);
      return { changes: { carId, driverId, deviceCode: device?.code ?? null, acceptedAt: null, startedAt: null }, ...told('ddzh.chat.reassigned')(ctx) };
    },
  },
};

/**
 * 按定位刷新: reads positions for every accepted or running order (or the one named), writes new events,
 * moves states; stores overdue. The devices are looked up in one query, and each order's positions and
 * events are read outside any transaction: a writing transaction holds the platform's write lock
 * (server/db/dialect.ts `serialized`), which every write of every tenant waits for, so only an order
 * with something to write opens one, for its own writes. Inside it the order is read again: one moved
 * meanwhile (reassigned, cancelled, or by another sync) is left to the next sync. The orders' reads
 * go READS_AT_ONCE at a time (one after another they were 2 round trips an order, each waiting its turn
 * on a busy instance: 1.5 s for 10 orders at a city's size); the loops give other requests their turn
 * every 20 ms (kit `pacer`: SQLite's calls are synchronous). The workflow's actions take the positions
 * read here rather than reading them again.
 */
export async function sync(ctx: HandlerContext) {
  const id = idOf(ctx.input.id);
  const now = nowMs(ctx.store);
  const open = await ctx.store.all('workOrder', { state: 'pending,accepted,inProgress' }, LIMIT);
  const tracked = new Set(open.filter((r) => r.state !== 'pending' && (id === null || r.id === id)));
  const codes = [...new Set([...tracked].map((r) => text(r.deviceCode)).filter(Boolean))];
  const devices = new Map((codes.length ? await ctx.store.devices.list(['vehicle', 'person'], { codes }) : []).map((d) => [d.code, d.id]));
  const eventsOf = async (store: ModuleStore, orderId: unknown) => new Set((await store.all('workOrderEvent', { orderId }, 500)).map((e) => text(e.event)));
  const pace = pacer();
  const seen = new Map(await mapBounded([...tracked], READS_AT_ONCE, async (row) => {
    await pace();
    const p = await progressOf(ctx.store, row, now, devices.get(text(row.deviceCode)) ?? null);
    return [row, { p, known: p?.events.length ? await eventsOf(ctx.store, row.id) : new Set<string>() }] as const;
  }));
  let started = 0;
  let done = 0;
  let read = 0;
  for (const row of open) {
    await pace();
    const m = overdueMinutes(row.deadline, null, now);
    const flag = m === null ? null : m > 0 ? 'yes' : 'no';
    const overdue: Row = m !== row.overdueMinutes || flag !== row.overdue ? { overdueMinutes: m, overdue: flag } : {};
    const { p, known } = seen.get(row) ?? { p: null, known: new Set<string>() };
    if (p) read += 1;
    const starts = !!p && row.state === 'accepted' && p.started !== null;
    const ends = !!p && p.done !== null && (row.state === 'inProgress' || p.started !== null);
    if (!p || (!starts && !ends && p.events.every((e) => known.has(e.event)))) {
      if (Object.keys(overdue).length) await ctx.store.update('workOrder', row.id as number, overdue);
      continue;
    }
    const moved = await ctx.store.transaction(async (store) => {
      const r = await store.get('workOrder', row.id as number);
      if (!r || r.state !== row.state || r.acceptedAt !== row.acceptedAt) return { started: 0, done: 0 };
      const written = await eventsOf(store, r.id);
      for (const e of p.events) {
        if (written.has(e.event)) continue;
        await store.create('workOrderEvent', { orderId: r.id, event: e.event, at: timeText(e.t), actorName: text(r.deviceCode), location: { lng: e.at[0], lat: e.at[1] } });
      }
      const flow = store.workflow('workOrder');
      if (starts) await flow.act(r.id as number, 'arrive', { effect: (c) => arrived(c, p) });
      if (ends) await flow.act(r.id as number, 'finish', { effect: (c) => finished(c, p) });
      if (Object.keys(overdue).length) await store.update('workOrder', r.id as number, overdue);
      return { started: starts ? 1 : 0, done: ends ? 1 : 0 };
    });
    started += moved.started;
    done += moved.done;
  }
  return { message: ctx.t('ddzh.workOrder.synced', { n: read, started, done }), read, started, done };
}

/** 拍照留证: a stored photo as an event of an accepted or running order. */
export async function photo(ctx: HandlerContext) {
  const id = idOf(ctx.input.id);
  if (id === null) throw new HandlerError(ctx.t('ddzh.rule.idRequired'));
  const files = Array.isArray(ctx.input.photo) ? ctx.input.photo : ctx.input.photo ? [ctx.input.photo] : [];
  const r = await ctx.store.get('workOrder', id);
  if (!r) throw new HandlerError(ctx.t('ddzh.rule.notFound'));
  if (r.state !== 'accepted' && r.state !== 'inProgress') throw new HandlerError(ctx.t('ddzh.rule.photoState', { name: text(r.orderNo), state: ctx.t(`ddzh.enum.orderState.${text(r.state)}`) }));
  if (!files.length) throw new HandlerError(ctx.t('ddzh.rule.photoRequired'));
  return ctx.store.create('workOrderEvent', { orderId: id, event: 'photo', at: nowText(ctx.store), actorName: ctx.caller.userName, photo: String(files[0]), remark: ctx.input.remark ? text(ctx.input.remark).slice(0, 200) : null });
}

const LOG_EVENT: Record<string, string> = { dispatch: 'dispatched', accept: 'accepted', force: 'forced', reassign: 'reassigned', cancel: 'cancelled' };

/** A work order's key events, oldest first: the workflow's log (dispatched, accepted, reassigned, forced, cancelled) and the position and photo events. */
export async function events(ctx: HandlerContext) {
  const id = idOf(ctx.input.id);
  if (id === null) throw new HandlerError(ctx.t('ddzh.rule.idRequired'));
  const r = await ctx.store.get('workOrder', id);
  if (!r) throw new HandlerError(ctx.t('ddzh.rule.notFound'));
  const log = await ctx.store.workflow('workOrder').log(id);
  const rows = [
    ...log.filter((l) => LOG_EVENT[text(l.action)]).map((l) => ({ event: LOG_EVENT[text(l.action)]!, at: text(l.actionTime), actorName: l.actorName ?? null, remark: l.remark ?? null, photo: null, location: null })),
    ...(await ctx.store.all('workOrderEvent', { orderId: id }, 500)).map((e) => ({ event: text(e.event), at: text(e.at), actorName: e.actorName ?? null, remark: e.remark ?? null, photo: e.photo ?? null, location: e.location ?? null })),
  ];
  return rows.sort((a, b) => a.at.localeCompare(b.at));
}
