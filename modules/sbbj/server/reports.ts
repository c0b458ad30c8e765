/**
 * The computed lists of every kind: the devices (pageList, with the state views' filter) and the
 * offline episodes of the watched devices (offlinePageList, offlineExport), paged in memory (a tenant
 * holds dozens to thousands of devices, not millions).
 */
import { checkedToWire, pageRows, type CheckedListQuery, type HandlerContext, type ReportSource } from '../../../kit/resource';
import { KINDS, type MonitorKind } from '../resources/paths';
import { kindDevices, rangeOf, timeText, type KindDevice } from './devices';

type Filters = Record<string, string | undefined>;

const wire = (q: CheckedListQuery) => checkedToWire(q.filters) as Filters;
const has = (value: unknown, part: string | undefined) => !part || String(value ?? '').includes(part.trim());
const isWatched = (d: KindDevice) => d.setting === null || d.setting.watched !== false;

/** A device as its list shows it. */
export function deviceRow(d: KindDevice, now: number) {
  return {
    id: d.rowId,
    code: d.device.code,
    name: d.device.name,
    belongsTo: d.belongsTo,
    state: d.online ? 'online' : 'offline',
    heartbeatAt: timeText(d.device.heartbeatAt),
    silentMinutes: d.device.heartbeatAt === null ? null : Math.max(0, Math.floor((now - d.device.heartbeatAt) / 60_000)),
    watched: isWatched(d) ? 'yes' : 'no',
    thresholdMinutes: Math.round(d.thresholdSeconds / 60),
    remark: d.setting?.remark ?? '',
  };
}

const devicesOf =
  (kind: MonitorKind): ReportSource =>
  async (ctx, q) => {
    const f = wire(q);
    const now = ctx.store.devices.now();
    const rows = (await kindDevices(ctx.store, kind, ctx.t))
      .map((d) => deviceRow(d, now))
      .filter((r) => has(r.code, f.code) && has(r.name, f.name) && has(r.belongsTo, f.belongsTo) && (!f.state || f.state.split(',').includes(r.state)) && (!f.watched || r.watched === f.watched));
    return pageRows(rows, q);
  };

/** The episodes of `devices` within the range, as the lists and the detail show them. */
export async function episodeRows(ctx: HandlerContext, devices: KindDevice[], range: { from: number; to: number }) {
  const byId = new Map(devices.map((d) => [d.device.id, d]));
  const episodes = await ctx.store.devices.offlineEpisodes(
    devices.map((d) => d.device),
    range,
    (id) => byId.get(id)!.thresholdSeconds,
  );
  return episodes.map((e, i) => {
    const d = byId.get(e.deviceId)!;
    return {
      id: i + 1,
      code: d.device.code,
      name: d.device.name,
      belongsTo: d.belongsTo,
      offlineFrom: timeText(e.from),
      offlineTo: timeText(e.to),
      ongoing: e.to === null ? 'yes' : 'no',
      durationMinutes: Math.round(e.durationMs / 6_000) / 10,
    };
  });
}

const episodesOf =
  (kind: MonitorKind): ReportSource =>
  async (ctx, q) => {
    const f = wire(q);
    const range = rangeOf(f.offlineFromStart, f.offlineFromEnd, ctx.store.devices, ctx.t);
    const devices = (await kindDevices(ctx.store, kind, ctx.t)).filter((d) => isWatched(d) && has(d.device.code, f.code) && has(d.device.name, f.name) && has(d.belongsTo, f.belongsTo));
    const rows = (await episodeRows(ctx, devices, range)).filter((r) => !f.ongoing || r.ongoing === f.ongoing);
    // Newest first unless the caller sorts.
    return pageRows(q.sort ? rows : rows.reverse(), q);
  };

export const reportSources: Record<string, ReportSource> = Object.fromEntries(KINDS.flatMap((kind) => [[`${kind}Device`, devicesOf(kind)], [`${kind}Episode`, episodesOf(kind)]]));
