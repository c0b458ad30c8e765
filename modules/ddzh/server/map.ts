/**
 * 指挥一张图's data (`map/today`): today's work orders by state and overdue (overdue counted on its
 * own), each with its origin; the vehicles and badge-wearing crews at their latest position (within
 * the last 30 minutes; online by the device store's one definition), the compression boxes and
 * facilities of 收运调度 when that module is served, today's alarms with a position, and the cameras of
 * each vehicle (a camera placed on a vehicle by its plate).
 */
import type { HandlerContext, ModuleStore } from '../../../kit/resource';
import { ORDER_STATES } from '../rules/options';
import { overdueMinutes, timeText } from '../rules/overdue';
import { nowMs, point, text, type Row } from './clock';

const RECENT = 30 * 60_000;

async function latest(store: ModuleStore, deviceId: string, now: number): Promise<[number, number] | null> {
  const rows = await store.devices.readings(deviceId, ['lng', 'lat'], { from: now - RECENT, to: now });
  const last = [...rows].reverse().find((r) => r.values.lng !== undefined && r.values.lat !== undefined);
  return last ? [last.values.lng!, last.values.lat!] : null;
}

export async function today(ctx: HandlerContext) {
  const store = ctx.store;
  const now = nowMs(store);
  const day = timeText(now).slice(0, 10);
  const orders = await store.all('workOrder', { dispatchedAtStart: `${day} 00:00:00`, dispatchedAtEnd: `${day} 23:59:59` }, 5000);
  const byState = Object.fromEntries(ORDER_STATES.map((s) => [s, 0])) as Record<string, number>;
  let overdue = 0;
  const orderPoints = orders.map((o) => {
    byState[text(o.state)] = (byState[text(o.state)] ?? 0) + 1;
    const m = overdueMinutes(o.deadline, o.completedAt ?? o.cancelledAt ?? null, now);
    if (m !== null && m > 0) overdue += 1;
    return { id: o.id, orderNo: o.orderNo, title: o.title, state: o.state, overdueMinutes: m, at: point(o.origin), deviceCode: o.deviceCode ?? null };
  });
  const devices = await store.devices.list(['vehicle', 'person', 'camera']);
  const cameras = devices.filter((d) => d.kind === 'camera');
  const moving = [];
  for (const d of devices.filter((x) => x.kind === 'vehicle' || x.kind === 'person')) {
    const plate = d.name.split(' ')[0] ?? d.name;
    const cams = d.kind === 'vehicle' ? cameras.filter((c) => c.place?.kind === 'vehicle' && (c.place.name.startsWith(plate) || plate.startsWith(c.place.name))) : [];
    moving.push({
      id: d.id, code: d.code, name: d.name, kind: d.kind, at: await latest(store, d.id, now), online: (await store.devices.offlineSince(d)) === null,
      cameras: cams.map((c) => ({ code: c.code, name: c.name, streamUrl: c.place?.streamUrl ?? null })),
      orders: orderPoints.filter((o) => o.deviceCode === d.code && ['accepted', 'inProgress'].includes(text(o.state))).map((o) => o.orderNo),
    });
  }
  const facilities = (await store.referred('ljszydd.facilityInfo', {}, 500).catch(() => [] as Row[])).map((f) => ({ id: f.id, name: text(f.facilityName), at: point(f.location) }));
  const where = new Map(facilities.map((f) => [f.id, f]));
  const boxes = (await store.referred('ljszydd.compressionBox', {}, 2000).catch(() => [] as Row[])).map((b) => ({
    id: b.id, code: text(b.boxCode), fillLevel: b.fillLevel ?? null, fillState: b.fillState ?? null, at: where.get(b.facilityId)?.at ?? null, facility: where.get(b.facilityId)?.name ?? null,
  }));
  const alarms = (await store.all('alarm', { occurredAtStart: `${day} 00:00:00`, occurredAtEnd: `${day} 23:59:59` }, 2000)).map((a) => ({
    id: a.id, alarmNo: a.alarmNo, type: a.type, level: a.level, objectName: a.objectName, place: a.place, state: a.state, at: point(a.location),
  }));
  return {
    day, now, byState, overdue, total: orders.length, orders: orderPoints,
    vehicles: moving.filter((d) => d.kind === 'vehicle'), crews: moving.filter((d) => d.kind === 'person'),
    boxes, facilities, alarms,
  };
}
