/**
 * The device store's read side for module code (ModuleDevices in the kit): the tenant's devices with
 * their last heartbeat and camera place, and offline episodes derived from the readings — never a copy
 * of the devices. Every query filters on the tenant. Gaps are found in the database with a window
 * function (LAG, standard SQL on SQLite and PostgreSQL), so only the silences travel, not every reading.
 */
import { sql, type SqlBool } from 'kysely';
import type { DeviceReadingRow, ModuleDevices, OfflineEpisode, StoreDevice } from './kit';
import { deviceThresholdSeconds, MAX_RANGE_DAYS } from '../core/deviceLimits';
import type { AnyDb } from './tables';

/** The clock and the platform threshold the engine reads devices with (from the server's configuration). */
export type DeviceSettings = { now(): number; offlineSeconds: number };

/** Settings for an engine run outside the server (tests and benches): the wall clock, 300 s. */
export const standaloneDeviceSettings: DeviceSettings = { now: () => Date.now(), offlineSeconds: 300 };

const HOUR_MS = 3_600_000;
/** Device codes looked up in one statement's IN list; beyond, the kinds are read and filtered here. */
const CODES_IN_ONE = 500;

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** The tenant's device store as module code reads it, over `db` (the engine's database or a transaction). */
export function moduleDevices(db: AnyDb, tenantId: string, settings: DeviceSettings): ModuleDevices {
  const readings = (deviceId: string) => db.selectFrom('device_readings').where('tenant_id', '=', tenantId).where('device_id', '=', deviceId);

  /** The silences of one device longer than `gapMs` among its reading times in `[lower, end]`. */
  const gaps = async (deviceId: string, lower: number, end: number, gapMs: number) => {
    const rows = await sql<{ prev: unknown; ts: unknown }>`
      select prev, ts from (
        select ts, lag(ts) over (order by ts) as prev from (
          select distinct ts from device_readings
          where tenant_id = ${tenantId} and device_id = ${deviceId} and ts >= ${lower} and ts <= ${end}
        ) heard
      ) pairs
      where prev is not null and ts - prev > ${gapMs}
      order by ts`.execute(db);
    return rows.rows.map((r) => ({ from: Number(r.prev), to: Number(r.ts) }));
  };

  const episodesOf = async (d: StoreDevice, from: number, end: number, gapMs: number): Promise<Omit<OfflineEpisode, 'durationMs'>[]> => {
    const bounds = await readings(d.id)
      .select((eb) => [eb.fn.min('ts').as('first'), eb.fn.max('ts').as('last')])
      .executeTakeFirst();
    const heartbeat = d.heartbeatAt;
    const firstRead = num(bounds?.first);
    const lastEver = num(bounds?.last);
    const heard = [firstRead, lastEver, heartbeat].filter((t): t is number => t !== null);
    // Never heard: offline since it was registered (offlineSince), whatever the threshold.
    if (!heard.length) return d.createdAt < end ? [{ deviceId: d.id, from: d.createdAt, to: null }] : [];
    const out: Omit<OfflineEpisode, 'durationMs'>[] = [];
    const first = Math.min(...heard);
    // Registered, then silent for longer than the threshold before the first reading.
    if (first - d.createdAt > gapMs) out.push({ deviceId: d.id, from: d.createdAt, to: first });
    // The last reading before the range (none when the readings begin within it) starts the first gap.
    const before = firstRead !== null && firstRead < from ? await readings(d.id).select((eb) => eb.fn.max('ts').as('t')).where('ts', '<', from).executeTakeFirst() : undefined;
    const lower = num(before?.t) ?? from;
    for (const g of await gaps(d.id, lower, end, gapMs)) out.push({ deviceId: d.id, ...g });
    // Readings after `end` only when the last one is: otherwise the last reading is the last by `end`, and none follows.
    const readAfterEnd = lastEver !== null && lastEver > end;
    const lastRead = readAfterEnd ? num((await readings(d.id).select((eb) => eb.fn.max('ts').as('t')).where('ts', '<=', end).executeTakeFirst())?.t) : lastEver;
    // A heartbeat after the last reading (a batch sent late, a camera that only reports it) ends that silence.
    if (lastRead !== null && heartbeat !== null && heartbeat > lastRead && heartbeat <= end && heartbeat - lastRead > gapMs) out.push({ deviceId: d.id, from: lastRead, to: heartbeat });
    const last = Math.max(...[lastRead, heartbeat !== null && heartbeat <= end ? heartbeat : null].filter((t): t is number => t !== null), -Infinity);
    if (last > -Infinity && end - last > gapMs) {
      const after = readAfterEnd ? await readings(d.id).select((eb) => eb.fn.min('ts').as('t')).where('ts', '>', end).executeTakeFirst() : undefined;
      const next = [num(after?.t), heartbeat !== null && heartbeat > end ? heartbeat : null].filter((t): t is number => t !== null);
      out.push({ deviceId: d.id, from: last, to: next.length ? Math.min(...next) : null });
    }
    return out;
  };

  const thresholdSeconds = (d: StoreDevice) => deviceThresholdSeconds(d.kind, settings.offlineSeconds);

  return {
    now: () => settings.now(),
    offlineSeconds: settings.offlineSeconds,
    thresholdSeconds,
    offlineSince(d, seconds = thresholdSeconds(d)) {
      if (d.heartbeatAt === null) return d.createdAt;
      return settings.now() - d.heartbeatAt > seconds * 1000 ? d.heartbeatAt : null;
    },
    maxRangeDays: MAX_RANGE_DAYS,
    async list(kinds, match) {
      let q = db
        .selectFrom('devices as d')
        .leftJoin('cameras as c', (j) => j.onRef('c.device_id', '=', 'd.id').onRef('c.tenant_id', '=', 'd.tenant_id'))
        .select(['d.id', 'd.code', 'd.name', 'd.kind', 'd.created_at', 'd.heartbeat_at', 'c.group_kind', 'c.group_name', 'c.stream_url'])
        .where('d.tenant_id', '=', tenantId);
      if (kinds) q = q.where('d.kind', 'in', kinds.length ? [...kinds] : ['']);
      // Codes by the (tenant, code) key, a few hundred at most in one statement (a longer list reads the
      // kinds); a name's start by LIKE with its wildcards escaped (SQLite has no default escape). The
      // rows are then held to the match exactly (SQLite's LIKE ignores ASCII case).
      const codes = match?.codes ? [...new Set(match.codes)] : null;
      const byCode = codes !== null && codes.length <= CODES_IN_ONE;
      const prefix = match?.namePrefix;
      if (match && (codes === null || byCode)) {
        const pattern = `${(prefix ?? '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        q = q.where((eb) => eb.or([
          ...(byCode ? [eb('d.code', 'in', codes.length ? codes : [''])] : []),
          ...(prefix !== undefined ? [sql<SqlBool>`${sql.ref('d.name')} like ${pattern} escape '\\'`] : []),
        ]));
      }
      let rows = (await q.orderBy('d.code').execute()) as Record<string, unknown>[];
      if (match) {
        const wanted = new Set(codes ?? []);
        rows = rows.filter((r) => wanted.has(String(r.code)) || (prefix !== undefined && String(r.name).startsWith(prefix)));
      }
      return rows.map((r) => ({
        id: String(r.id),
        code: String(r.code),
        name: String(r.name),
        kind: String(r.kind),
        createdAt: Number(r.created_at),
        heartbeatAt: num(r.heartbeat_at),
        place: r.group_kind === null || r.group_kind === undefined ? null : { kind: String(r.group_kind), name: String(r.group_name), streamUrl: r.stream_url === null || r.stream_url === undefined ? null : String(r.stream_url) },
      }));
    },
    async offlineEpisodes(devices, range, thresholdSeconds) {
      const now = settings.now();
      const end = Math.min(range.to, now);
      const out: OfflineEpisode[] = [];
      for (const d of devices) {
        for (const e of await episodesOf(d, range.from, end, thresholdSeconds(d.id) * 1000)) {
          if ((e.to !== null && e.to <= range.from) || e.from >= end) continue;
          out.push({ ...e, durationMs: (e.to ?? now) - e.from });
        }
      }
      return out.sort((a, b) => a.from - b.from || a.deviceId.localeCompare(b.deviceId));
    },
    async snapshots(o) {
      let q = db.selectFrom('video_snapshots').select(['id', 'camera_id', 'file_id', 'ts', 'kind', 'note']).where('tenant_id', '=', tenantId);
      if (o.from !== undefined) q = q.where('ts', '>=', o.from);
      if (o.to !== undefined) q = q.where('ts', '<', o.to);
      const rows = await q.orderBy('ts', 'desc').orderBy('id').limit(o.limit).execute();
      return rows.map((r) => ({ id: r.id, cameraId: r.camera_id, fileId: r.file_id, t: Number(r.ts), kind: r.kind, note: r.note }));
    },
    async readings(deviceId, metrics, range) {
      if (!metrics.length) return [];
      if (!(range.to >= range.from) || range.to - range.from > MAX_RANGE_DAYS * 86_400_000) throw new Error(`readings: a range of at most ${MAX_RANGE_DAYS} days`);
      const rows = await readings(deviceId)
        .select(['ts', 'metric', 'value'])
        .where('metric', 'in', [...metrics])
        .where('ts', '>=', range.from)
        .where('ts', '<=', range.to)
        .orderBy('ts')
        .execute();
      const out: DeviceReadingRow[] = [];
      for (const r of rows as { ts: unknown; metric: string; value: unknown }[]) {
        const t = Number(r.ts);
        const last = out.at(-1);
        if (last?.t === t) last.values[r.metric] = Number(r.value);
        else out.push({ t, values: { [r.metric]: Number(r.value) } });
      }
      return out;
    },
    async alarms(o) {
      let q = db.selectFrom('device_alarms').select(['device_id', 'metric', 'ts', 'value', 'kind']).where('tenant_id', '=', tenantId);
      if (o.deviceIds) q = q.where('device_id', 'in', o.deviceIds.length ? [...o.deviceIds] : ['']);
      if (o.from !== undefined) q = q.where('ts', '>=', o.from);
      if (o.to !== undefined) q = q.where('ts', '<', o.to);
      const rows = await q.orderBy('ts', 'desc').orderBy('device_id').orderBy('metric').limit(o.limit).execute();
      return rows.map((r) => ({ deviceId: r.device_id, metric: r.metric, t: Number(r.ts), value: Number(r.value), kind: r.kind === 'low' ? ('low' as const) : ('high' as const) }));
    },
    async alarmCounts(o) {
      // ts is an integer (bigint on PostgreSQL): dividing by an integer truncates on both databases.
      const hour = sql<number>`${sql.ref('ts')} / ${sql.lit(HOUR_MS)}`;
      let q = db.selectFrom('device_alarms').select((eb) => ['device_id', hour.as('h'), eb.fn.countAll().as('n')]).where('tenant_id', '=', tenantId);
      if (o.deviceIds) q = q.where('device_id', 'in', o.deviceIds.length ? [...o.deviceIds] : ['']);
      if (o.from !== undefined) q = q.where('ts', '>=', o.from);
      if (o.to !== undefined) q = q.where('ts', '<', o.to);
      const rows = await q.groupBy(['device_id', hour]).orderBy('device_id').orderBy(hour).execute();
      return rows.map((r) => ({ deviceId: r.device_id, hour: Number(r.h) * HOUR_MS, count: Number(r.n) }));
    },
  };
}
