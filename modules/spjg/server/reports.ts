/**
 * The computed lists: the cameras of vehicles (car/pageList), of facilities and departments' sites
 * (asset/pageList) and all of them (video/pageList), and the snapshot alarms (videoAlarm/pageList and
 * its .xlsx export), paged in memory (a tenant holds dozens to thousands of cameras). Alarm kinds are
 * named by the tenant's generic types of category alarmKind (their code is the kind), else shown as sent.
 */
import { checkedToWire, HandlerError, pageRows, type CheckedListQuery, type HandlerContext, type ReportSource } from '../../../kit/resource';
import { cameras, plateOf, registeredPlates, rowIdOf, timeText, type Camera } from './cameras';

type Filters = Record<string, string | undefined>;

const wire = (q: CheckedListQuery) => checkedToWire(q.filters) as Filters;
const has = (value: unknown, part: string | undefined) => !part || String(value ?? '').includes(part.trim());
const oneOf = (value: string, list: string | undefined) => !list || list.split(',').includes(value);

/** The most alarms a list or an export reads. */
export const MAX_ALARMS = 5000;

/** A camera as its list shows it. */
function cameraRow(c: Camera) {
  return {
    id: rowIdOf(c.device.id),
    cameraId: c.device.id,
    code: c.device.code,
    name: c.device.name,
    place: c.place,
    placeName: c.placeName,
    state: c.online ? 'online' : 'offline',
    heartbeatAt: timeText(c.device.heartbeatAt),
    live: c.streamUrl ? 'yes' : 'no',
  };
}

const sorted = <T extends Record<string, unknown>>(rows: T[], q: CheckedListQuery, field: string) => (q.sort ? rows : [...rows].sort((a, b) => String(a[field]).localeCompare(String(b[field]), 'zh-CN') || String(a.code).localeCompare(String(b.code))));

const cameraList =
  (places: string[]): ReportSource =>
  async (ctx, q) => {
    const f = wire(q);
    let rows = (await cameras(ctx.store, places)).map(cameraRow);
    rows = rows.filter((r) => has(r.code, f.code) && has(r.name, f.name) && has(r.placeName, f.placeName) && oneOf(r.place, f.place) && oneOf(r.state, f.state) && oneOf(r.live, f.live));
    return pageRows(sorted(rows, q, 'code'), q);
  };

/** The vehicles' cameras, each with its vehicle and whether that plate is a car of 车辆管理. */
const carCameras: ReportSource = async (ctx, q) => {
  const f = wire(q);
  const list = await cameras(ctx.store, ['vehicle']);
  const plates = await registeredPlates(ctx.store, list.map((c) => plateOf(c.placeName)));
  const rows = list
    .map((c) => ({ ...cameraRow(c), registered: plates.has(plateOf(c.placeName)) ? 'yes' : 'no' }))
    .filter((r) => has(r.code, f.code) && has(r.name, f.name) && has(r.placeName, f.placeName) && oneOf(r.state, f.state) && oneOf(r.live, f.live) && oneOf(r.registered, f.registered));
  return pageRows(sorted(rows, q, 'placeName'), q);
};

/** A time filter value (`YYYY-MM-DD[ HH:mm:ss]`, local time, or milliseconds); a date as an end means the whole day; NaN when unreadable. */
function timeOf(value: string | undefined, end = false): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (/^\d{10,}$/.test(value)) return Number(value);
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const ms = new Date(date ? `${value}T00:00:00` : value.replace(' ', 'T')).getTime();
  return date && end ? ms + 86_400_000 : ms;
}

/** The snapshot alarms as the list and the export show them, newest first, filtered. */
export async function alarmRows(ctx: HandlerContext, f: Filters) {
  const from = timeOf(f.tStart);
  const to = timeOf(f.tEnd, true);
  if (Number.isNaN(from) || Number.isNaN(to) || (from !== undefined && to !== undefined && from >= to)) throw new HandlerError(ctx.t('spjg.error.range'));
  const byId = new Map((await cameras(ctx.store)).map((c) => [c.device.id, c]));
  const kinds = new Map((await ctx.store.all('currencyType', { category: 'alarmKind' }, 1000)).map((k) => [String(k.typeCode), String(k.typeName)]));
  const alarms = await ctx.store.devices.snapshots({ from, to, limit: MAX_ALARMS });
  return alarms.flatMap((a, i) => {
    const c = byId.get(a.cameraId);
    if (!c) return [];
    const row = { id: i + 1, alarmId: a.id, t: timeText(a.t), cameraCode: c.device.code, cameraName: c.device.name, placeName: c.placeName, kind: kinds.get(a.kind) ?? a.kind, note: a.note, snapshot: a.fileId };
    return has(row.cameraCode, f.cameraCode) && has(row.placeName, f.placeName) && has(row.kind, f.kind) ? [row] : [];
  });
}

const videoAlarms: ReportSource = async (ctx, q) => pageRows(await alarmRows(ctx, wire(q)), q);

export const reportSources: Record<string, ReportSource> = {
  carCamera: carCameras,
  assetCamera: cameraList(['facility', 'department']),
  camera: cameraList(['department', 'vehicle', 'facility']),
  videoAlarm: videoAlarms,
};
