/**
 * The device store: devices and their ingest keys, readings over time (one table for every metric;
 * a position is the metrics `lng` and `lat` at one time), downsampling for charts, online/offline
 * from the last heartbeat, threshold rules and the alarms they raise. Every query filters on the
 * tenant. Each ingest that wrote something appends one live event in its transaction (the source of
 * the live streams on every instance, server/services/live.ts); listeners (`onIngest`) on this
 * instance are told at once so its streams need not wait for the next poll.
 *
 * @example
 *   const { id, key } = await devices.register('1', { code: 'V-001', name: '浙A·D1234', kind: 'vehicle' });
 *   await devices.ingest(await devices.authenticate(id, key), [{ t: Date.now(), values: { fuel: 41.5 } }]);
 *   const chart = await devices.series('1', id, 'fuel', from, to, 500);
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db';
import type { ServerConfig } from '../config';
import { HttpError } from '../core/errors';
import { deviceMessages } from '../core/deviceMessages';
import { deviceThresholdSeconds } from '../core/deviceLimits';
import { LIVE_EVENT_ALARMS, type DeviceAlarm, type LiveDeviceEvent, type TrackColumns } from '../../kit/contract';
import { ROLLUP_MS, rollUpInserted, seriesFromRollups } from './rollups';

export type DeviceInfo = { id: string; code: string; name: string; kind: string; heartbeatAt: number | null; online: boolean };
export type AuthDevice = { id: string; tenantId: string; code: string };
/** One time of a batch: every metric the device measured then. */
export type IngestItem = { t: number; values: Record<string, number> };
export type Alarm = DeviceAlarm;
export type IngestResult = { accepted: number; duplicates: number; alarms: Alarm[] };
/** A bucket of a downsampled series: its start time, the extremes, mean, last value and count. */
export type SeriesPoint = { t: number; min: number; max: number; avg: number; last: number; count: number };
export type TrackPoint = { t: number; lng: number; lat: number; speed: number | null };
export type { TrackColumns };
/** What the store tells its listeners after a batch is written: the live event's sequence number. */
export type IngestEvent = { tenantId: string; seq: number };

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');
const DAY = 86400_000;
export { MAX_RANGE_DAYS } from '../core/deviceLimits';
const ROWS_PER_INSERT = 1000;
/**
 * Decimals of a track's longitudes and latitudes (10⁻⁶ degree ≈ 0.1 m, finer than any GPS fix):
 * what a device sent at float precision (120.05004000000001) would otherwise double the JSON.
 */
const COORDINATE_DECIMALS = 6;
const round = (v: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round(v * f) / f;
};

export class DeviceService {
  private listeners = new Set<(e: IngestEvent) => void>();

  constructor(
    private readonly db: Db,
    private readonly config: ServerConfig,
  ) {}

  /** Registers a device; answers its id and ingest key (shown once: only its hash is kept). */
  async register(tenantId: string, input: { code: string; name: string; kind: string }): Promise<{ id: string; code: string; key: string }> {
    const taken = await this.db.selectFrom('devices').select('id').where('tenant_id', '=', tenantId).where('code', '=', input.code).executeTakeFirst();
    if (taken) throw new HttpError('INVALID_INPUT', deviceMessages.codeTaken(input.code));
    const id = `dv${randomBytes(8).toString('hex')}`;
    const key = randomBytes(18).toString('base64url');
    await this.db
      .insertInto('devices')
      .values({ id, tenant_id: tenantId, code: input.code, name: input.name, kind: input.kind, key_hash: hashKey(key), heartbeat_at: null, created_at: this.config.now() })
      .execute();
    return { id, code: input.code, key };
  }

  /**
   * The tenant's devices with online state: heard from within `offlineAfterSeconds`, by default each
   * device's threshold (the platform's, longer for a toilet: core/deviceLimits.ts), as module code
   * reads it (ModuleDevices.offlineSince).
   */
  async list(tenantId: string, offlineAfterSeconds?: number, kinds?: string[]): Promise<DeviceInfo[]> {
    const now = this.config.now();
    let q = this.db.selectFrom('devices').select(['id', 'code', 'name', 'kind', 'heartbeat_at']).where('tenant_id', '=', tenantId);
    // A screen of one kind (3 000 vehicles) need not carry a city's 35 500 devices (issue 28).
    if (kinds?.length) q = q.where('kind', 'in', kinds);
    const rows = await q.orderBy('code').execute();
    return rows.map((r) => {
      const heartbeatAt = r.heartbeat_at === null ? null : Number(r.heartbeat_at);
      const after = offlineAfterSeconds ?? deviceThresholdSeconds(r.kind, this.config.deviceOfflineSeconds);
      return { id: r.id, code: r.code, name: r.name, kind: r.kind, heartbeatAt, online: heartbeatAt !== null && now - heartbeatAt <= after * 1000 };
    });
  }

  /** The device a key belongs to; a wrong id or key is refused alike (nothing tells which was wrong). */
  async authenticate(deviceId: string, key: string): Promise<AuthDevice> {
    const row = await this.db.selectFrom('devices').select(['id', 'tenant_id', 'code', 'key_hash']).where('id', '=', deviceId).executeTakeFirst();
    const given = Buffer.from(hashKey(key), 'hex');
    const expected = Buffer.from(row?.key_hash ?? hashKey(`no device ${deviceId}`), 'hex');
    if (!row || !timingSafeEqual(given, expected)) throw new HttpError('UNAUTHORIZED', deviceMessages.keyWrong);
    return { id: row.id, tenantId: row.tenant_id, code: row.code };
  }

  /**
   * Writes a batch (new device+metric+time only: a resent batch changes nothing), raises alarms, records
   * the heartbeat. Not under the platform's write lock (`serialized`): nothing is checked before the
   * write (a reading already there is skipped by the key), and the live events still commit in sequence
   * order by the counter's row lock (appendLiveEvent). Issue 28: under that one lock two instances
   * answered 123 device calls a second with 128 callers, a tenth of a Hangzhou-sized city's 1 335
   * (docs/scale.md).
   */
  async ingest(device: AuthDevice, items: IngestItem[]): Promise<IngestResult> {
    const [result] = await this.ingestMany([{ device, items }]);
    return result!;
  }

  /**
   * The devices of a relayed batch by their ids and keys (`ingest/batch`: a gateway forwards what its
   * terminals sent, each with the terminal's own key), in one read; any wrong id or key refuses the
   * whole batch, naming the item (nothing tells whether the id or the key was wrong).
   */
  async authenticateMany(items: { deviceId: string; key: string }[]): Promise<AuthDevice[]> {
    const ids = [...new Set(items.map((i) => i.deviceId))];
    const found = new Map<string, { id: string; tenant_id: string; code: string; key_hash: string }>();
    for (let i = 0; i < ids.length; i += ROWS_PER_INSERT) {
      for (const r of await this.db.selectFrom('devices').select(['id', 'tenant_id', 'code', 'key_hash']).where('id', 'in', ids.slice(i, i + ROWS_PER_INSERT)).execute()) found.set(r.id, r);
    }
    return items.map((item, i) => {
      const row = found.get(item.deviceId);
      const given = Buffer.from(hashKey(item.key), 'hex');
      const expected = Buffer.from(row?.key_hash ?? hashKey(`no device ${item.deviceId}`), 'hex');
      if (!row || !timingSafeEqual(given, expected)) throw new HttpError('UNAUTHORIZED', `${deviceMessages.keyWrong}（第${i + 1}项）`);
      return { id: row.id, tenantId: row.tenant_id, code: row.code };
    });
  }

  /**
   * Writes the batches of several devices in one transaction (one statement per 1 000 readings, one
   * for the rollups, one heartbeat per tenant, one counter step for all the live events); answers each
   * device's result in order. What `ingest` does for one device.
   */
  async ingestMany(batches: { device: AuthDevice; items: IngestItem[] }[]): Promise<IngestResult[]> {
    const now = this.config.now();
    const oldest = now - this.config.deviceRetentionDays * DAY;
    type Row = { tenant_id: string; device_id: string; metric: string; ts: number; value: number };
    const all: Row[] = [];
    const perDevice = batches.map(({ device, items }) => {
      items.forEach((item, i) => {
        if (item.t > now + 600_000) throw new HttpError('INVALID_INPUT', deviceMessages.future(i));
        if (item.t < oldest) throw new HttpError('INVALID_INPUT', deviceMessages.tooOld(i, this.config.deviceRetentionDays));
      });
      const seen = new Set<string>();
      const rows: Row[] = [];
      for (const item of items) {
        for (const [metric, value] of Object.entries(item.values)) {
          const k = `${metric}\u0000${item.t}`;
          if (seen.has(k)) continue;
          seen.add(k);
          rows.push({ tenant_id: device.tenantId, device_id: device.id, metric, ts: item.t, value });
        }
      }
      all.push(...rows);
      return { device, rows };
    });
    const deviceIds = [...new Set(batches.map((b) => b.device.id))];
    const rules: { tenant_id: string; device_id: string; metric: string; min: number | null; max: number | null }[] = [];
    for (let i = 0; i < deviceIds.length; i += ROWS_PER_INSERT) {
      rules.push(...(await this.db.selectFrom('device_rules').select(['tenant_id', 'device_id', 'metric', 'min', 'max']).where('device_id', 'in', deviceIds.slice(i, i + ROWS_PER_INSERT)).execute()));
    }
    const alarmsOf = (device: AuthDevice, rows: Row[]): Alarm[] => {
      const own = rules.filter((x) => x.device_id === device.id && x.tenant_id === device.tenantId);
      const out: Alarm[] = [];
      if (!own.length) return out;
      for (const r of rows) {
        const rule = own.find((x) => x.metric === r.metric);
        if (!rule) continue;
        const kind = rule.min !== null && r.value < rule.min ? 'low' : rule.max !== null && r.value > rule.max ? 'high' : null;
        if (kind) out.push({ deviceId: device.id, metric: r.metric, t: r.ts, value: r.value, kind });
      }
      return out;
    };
    // Always in the same order (device, metric, time), so two writers meeting on rows lock them alike.
    const order = (a: Row, b: Row) => (a.device_id < b.device_id ? -1 : a.device_id > b.device_id ? 1 : a.metric < b.metric ? -1 : a.metric > b.metric ? 1 : a.ts - b.ts);
    const sorted = batches.length > 1 ? [...all].sort(order) : all;
    const written = await retryDeadlock(() => this.db.transaction().execute(async (trx) => {
      // Only the readings this batch added (a resent one is skipped) go into the rollups and the events.
      const added: Row[] = [];
      for (let i = 0; i < sorted.length; i += ROWS_PER_INSERT) {
        const result = await trx
          .insertInto('device_readings')
          .values(sorted.slice(i, i + ROWS_PER_INSERT))
          .onConflict((oc) => oc.columns(['tenant_id', 'device_id', 'metric', 'ts']).doNothing())
          .returning(['tenant_id', 'device_id', 'metric', 'ts', 'value'])
          .execute();
        for (const r of result) added.push({ tenant_id: r.tenant_id, device_id: r.device_id, metric: r.metric, ts: Number(r.ts), value: Number(r.value) });
      }
      if (added.length) await rollUpInserted(trx, added);
      const addedBy = new Map<string, number>();
      for (const r of added) addedBy.set(r.device_id, (addedBy.get(r.device_id) ?? 0) + 1);
      const results: { inserted: number; raised: Alarm[]; rows: Row[]; device: AuthDevice }[] = [];
      for (const { device, rows } of perDevice) {
        const raised: Alarm[] = [];
        for (const a of alarmsOf(device, rows)) {
          const result = await trx
            .insertInto('device_alarms')
            .values({ tenant_id: device.tenantId, device_id: a.deviceId, metric: a.metric, ts: a.t, value: a.value, kind: a.kind })
            .onConflict((oc) => oc.columns(['tenant_id', 'device_id', 'metric', 'ts']).doNothing())
            .executeTakeFirst();
          if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) raised.push(a);
        }
        // A device twice in one batch: its readings were added once, counted for its first entry.
        const inserted = addedBy.get(device.id) ?? 0;
        addedBy.delete(device.id);
        results.push({ inserted, raised, rows, device });
      }
      const byTenant = new Map<string, string[]>();
      for (const id of deviceIds) {
        const tenant = batches.find((b) => b.device.id === id)!.device.tenantId;
        byTenant.set(tenant, [...(byTenant.get(tenant) ?? []), id]);
      }
      for (const [tenant, ids] of byTenant) {
        for (let i = 0; i < ids.length; i += ROWS_PER_INSERT) {
          await trx.updateTable('devices').set({ heartbeat_at: now }).where('tenant_id', '=', tenant).where('id', 'in', [...ids.slice(i, i + ROWS_PER_INSERT)].sort()).execute();
        }
      }
      const events = results.filter((r) => r.inserted > 0 || r.raised.length);
      const seqs = events.length ? await appendEvents(trx, events.map((r) => eventOf(r.device, r.rows, r.raised)), now) : [];
      return { results, events: events.map((e, i) => ({ tenantId: e.device.tenantId, seq: seqs[i]! })) };
    }));
    const lastByTenant = new Map<string, number>();
    for (const e of written.events) lastByTenant.set(e.tenantId, Math.max(lastByTenant.get(e.tenantId) ?? 0, e.seq));
    for (const [tenantId, seq] of lastByTenant) for (const listener of this.listeners) listener({ tenantId, seq });
    return written.results.map((r) => ({ accepted: r.inserted, duplicates: r.rows.length - r.inserted, alarms: r.raised }));
  }

  /** Hears every batch that wrote something; answers the function that stops listening. */
  onIngest(listener: (e: IngestEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private async own(tenantId: string, deviceId: string): Promise<void> {
    const row = await this.db.selectFrom('devices').select('id').where('tenant_id', '=', tenantId).where('id', '=', deviceId).executeTakeFirst();
    if (!row) throw new HttpError('FAILED', deviceMessages.notFound(deviceId));
  }

  /**
   * One metric between two times in at most `maxPoints` buckets of equal length (min, max, mean and
   * last value per bucket): short ranges aggregated from the readings in the database, long ones
   * (buckets of ten minutes or more) from the ten-minute rollups, so a month reads 4,320 summaries.
   */
  async series(tenantId: string, deviceId: string, metric: string, from: number, to: number, maxPoints = 500): Promise<{ bucketMs: number; points: SeriesPoint[] }> {
    await this.own(tenantId, deviceId);
    if ((to - from) / maxPoints >= ROLLUP_MS) {
      // Long ranges: whole ten-minute cells from the rollups (the range widened to whole cells).
      const start = Math.floor(from / ROLLUP_MS) * ROLLUP_MS;
      const end = Math.ceil(to / ROLLUP_MS) * ROLLUP_MS;
      const bucketMs = Math.ceil((end - start) / maxPoints / ROLLUP_MS) * ROLLUP_MS;
      return { bucketMs, points: await seriesFromRollups(this.db, { tenantId, deviceId }, metric, start, end, bucketMs) };
    }
    const bucketMs = Math.max(1, Math.ceil((to - from) / maxPoints));
    // Literals (validated integers), so the grouped expression is the selected one on every dialect.
    const bucket = sql<number>`(ts - ${sql.lit(from)}) / ${sql.lit(bucketMs)}`;
    const scope = this.db
      .selectFrom('device_readings')
      .where('tenant_id', '=', tenantId)
      .where('device_id', '=', deviceId)
      .where('metric', '=', metric)
      .where('ts', '>=', from)
      .where('ts', '<', to);
    const groups = await scope
      .select((eb) => [bucket.as('b'), eb.fn.min('value').as('min'), eb.fn.max('value').as('max'), eb.fn.avg('value').as('avg'), eb.fn.countAll().as('count'), eb.fn.max('ts').as('last_ts')])
      .groupBy(bucket)
      .orderBy(bucket)
      .execute();
    const lastTimes = groups.map((g) => Number(g.last_ts));
    const last = new Map<number, number>();
    for (let i = 0; i < lastTimes.length; i += ROWS_PER_INSERT) {
      const rows = await scope.select(['ts', 'value']).where('ts', 'in', lastTimes.slice(i, i + ROWS_PER_INSERT)).execute();
      for (const r of rows) last.set(Number(r.ts), Number(r.value));
    }
    const points = groups.map((g) => ({
      t: from + Number(g.b) * bucketMs,
      min: Number(g.min),
      max: Number(g.max),
      avg: Number(g.avg),
      last: last.get(Number(g.last_ts)) ?? Number(g.max),
      count: Number(g.count),
    }));
    return { bucketMs, points };
  }

  /**
   * Each device's latest value of some metrics heard within `withinMs` (a big screen's first draw: where
   * every vehicle is now), read from the ten-minute rollups' last values: no table more to keep at
   * ingest. Devices of the given kinds only (all when none); a device with none of the metrics in the
   * window is left out.
   */
  async latest(tenantId: string, o: { kinds?: string[]; metrics: string[]; withinMs: number }): Promise<{ deviceId: string; code: string; t: number; values: Record<string, number> }[]> {
    const since = Math.floor((this.config.now() - o.withinMs) / ROLLUP_MS) * ROLLUP_MS;
    let q = this.db
      .selectFrom('device_rollups as r')
      .innerJoin('devices as d', (j) => j.onRef('d.id', '=', 'r.device_id').onRef('d.tenant_id', '=', 'r.tenant_id'))
      .select(['r.device_id', 'd.code', 'r.metric', 'r.last_ts', 'r.last_value'])
      .where('r.tenant_id', '=', tenantId)
      .where('r.metric', 'in', o.metrics)
      .where('r.ts', '>=', since);
    if (o.kinds?.length) q = q.where('d.kind', 'in', o.kinds);
    const out = new Map<string, { deviceId: string; code: string; t: number; values: Record<string, number>; at: Record<string, number> }>();
    for (const r of await q.execute()) {
      let e = out.get(r.device_id);
      if (!e) out.set(r.device_id, (e = { deviceId: r.device_id, code: r.code, t: 0, values: {}, at: {} }));
      const ts = Number(r.last_ts);
      if ((e.at[r.metric] ?? -1) <= ts) {
        e.at[r.metric] = ts;
        e.values[r.metric] = Number(r.last_value);
        e.t = Math.max(e.t, ts);
      }
    }
    return [...out.values()].sort((a, b) => (a.code < b.code ? -1 : 1)).map(({ at: _at, ...e }) => e);
  }

  /** Every position between two times, in time order (never decimated: figures come from it). */
  async track(tenantId: string, deviceId: string, from: number, to: number): Promise<TrackPoint[]> {
    const c = await this.trackColumns(tenantId, deviceId, from, to);
    return c.t.map((t, i) => ({ t, lng: c.lng[i]!, lat: c.lat[i]!, speed: c.speed[i]! }));
  }

  /**
   * The same positions as `track`, as columns (one array per field): a 50,000-point track is about
   * half the JSON of the objects and parses several times faster in the browser.
   */
  async trackColumns(tenantId: string, deviceId: string, from: number, to: number): Promise<TrackColumns> {
    await this.own(tenantId, deviceId);
    // One range per metric, each read in time order straight from the covering index
    // (device_readings_range): no sort of the three metrics' rows together.
    const metric = (name: 'lng' | 'lat' | 'speed') =>
      this.db
        .selectFrom('device_readings')
        .select(['ts', 'value'])
        .where('tenant_id', '=', tenantId)
        .where('device_id', '=', deviceId)
        .where('metric', '=', name)
        .where('ts', '>=', from)
        .where('ts', '<', to)
        .orderBy('ts')
        .execute();
    const lngs = await metric('lng');
    const lats = await metric('lat');
    const speeds = await metric('speed');
    const out: TrackColumns = { t: [], lng: [], lat: [], speed: [] };
    // A position is a time with both a longitude and a latitude; its speed when one was sent then.
    let j = 0;
    let k = 0;
    for (const r of lngs) {
      const ts = Number(r.ts);
      while (j < lats.length && Number(lats[j]!.ts) < ts) j++;
      if (j === lats.length) break;
      if (Number(lats[j]!.ts) !== ts) continue;
      while (k < speeds.length && Number(speeds[k]!.ts) < ts) k++;
      out.t.push(ts);
      out.lng.push(round(Number(r.value), COORDINATE_DECIMALS));
      out.lat.push(round(Number(lats[j]!.value), COORDINATE_DECIMALS));
      out.speed.push(k < speeds.length && Number(speeds[k]!.ts) === ts ? round(Number(speeds[k]!.value), 2) : null);
    }
    return out;
  }

  /** Sets (or replaces) the threshold rule of a device's metric. */
  async setRule(tenantId: string, deviceId: string, rule: { metric: string; min: number | null; max: number | null }): Promise<void> {
    await this.own(tenantId, deviceId);
    await this.db
      .insertInto('device_rules')
      .values({ tenant_id: tenantId, device_id: deviceId, metric: rule.metric, min: rule.min, max: rule.max })
      .onConflict((oc) => oc.columns(['tenant_id', 'device_id', 'metric']).doUpdateSet({ min: rule.min, max: rule.max }))
      .execute();
  }

  /** The tenant's alarms, newest first. */
  async alarms(tenantId: string, o: { deviceId?: string; from?: number; to?: number; limit: number }): Promise<Alarm[]> {
    let q = this.db.selectFrom('device_alarms').select(['device_id', 'metric', 'ts', 'value', 'kind']).where('tenant_id', '=', tenantId);
    if (o.deviceId) q = q.where('device_id', '=', o.deviceId);
    if (o.from !== undefined) q = q.where('ts', '>=', o.from);
    if (o.to !== undefined) q = q.where('ts', '<', o.to);
    const rows = await q.orderBy('ts', 'desc').limit(o.limit).execute();
    return rows.map((r) => ({ deviceId: r.device_id, metric: r.metric, t: Number(r.ts), value: Number(r.value), kind: r.kind === 'low' ? 'low' : 'high' }));
  }

  /** Deletes readings older than the retention (DEVICE_RETENTION_DAYS); answers how many. */
  async prune(): Promise<number> {
    const before = this.config.now() - this.config.deviceRetentionDays * DAY;
    const result = await this.db.deleteFrom('device_readings').where('ts', '<', before).executeTakeFirst();
    await this.db.deleteFrom('device_rollups').where('ts', '<', Math.floor(before / ROLLUP_MS) * ROLLUP_MS).execute();
    return Number(result.numDeletedRows);
  }
}

/**
 * Runs a transaction again when PostgreSQL chose it as a deadlock's victim (40P01), up to three times,
 * as `serialized` does: two batches of one device may meet on a rollup cell.
 */
async function retryDeadlock<T>(fn: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      if ((error as { code?: unknown }).code !== '40P01' || attempt >= 3) throw error;
    }
  }
}

/** The live event of a device's batch: each metric's latest value and the alarms raised. */
function eventOf(device: AuthDevice, rows: { metric: string; ts: number; value: number }[], alarms: Alarm[]): { tenantId: string; body: Omit<LiveDeviceEvent, 'seq'> } {
  const latest = new Map<string, { ts: number; value: number }>();
  for (const r of rows) {
    const seen = latest.get(r.metric);
    if (!seen || r.ts >= seen.ts) latest.set(r.metric, { ts: r.ts, value: r.value });
  }
  const t = Math.max(...[...latest.values()].map((v) => v.ts));
  const values = Object.fromEntries([...latest].map(([m, v]) => [m, v.value]));
  const kept = alarms.length > LIVE_EVENT_ALARMS ? [...alarms].sort((a, b) => a.t - b.t).slice(-LIVE_EVENT_ALARMS) : alarms;
  const omitted = alarms.length - kept.length;
  return { tenantId: device.tenantId, body: { deviceId: device.id, code: device.code, t, values, alarms: kept, ...(omitted ? { alarmsOmitted: omitted } : {}) } };
}

/**
 * Appends several live events (inside the caller's transaction) under the next numbers of the one-row
 * counter, taken in one step; answers their numbers in order (as appendLiveEvent for each).
 */
async function appendEvents(trx: Db, events: { tenantId: string; body: Omit<LiveDeviceEvent, 'seq'> }[], now: number): Promise<number[]> {
  const { seq } = await trx.updateTable('device_event_counter').set((eb) => ({ seq: eb('seq', '+', events.length) })).where('id', '=', 'events').returning('seq').executeTakeFirstOrThrow();
  const first = Number(seq) - events.length + 1;
  const rows = events.map((e, i) => ({ seq: first + i, tenant_id: e.tenantId, device_id: e.body.deviceId, created_at: now, body: JSON.stringify(e.body) }));
  for (let i = 0; i < rows.length; i += 500) await trx.insertInto('device_events').values(rows.slice(i, i + 500)).execute();
  return rows.map((r) => r.seq);
}

/**
 * Appends one live event of the tenant (inside the caller's transaction) under the next number of the
 * one-row counter. Updating the counter first locks its row until the transaction ends, so events
 * commit in sequence order (a poller reading `seq > last` misses none). Answers its number.
 */
export async function appendLiveEvent(trx: Db, tenantId: string, body: Omit<LiveDeviceEvent, 'seq'>, now: number): Promise<number> {
  const { seq } = await trx.updateTable('device_event_counter').set((eb) => ({ seq: eb('seq', '+', 1) })).where('id', '=', 'events').returning('seq').executeTakeFirstOrThrow();
  await trx.insertInto('device_events').values({ seq: Number(seq), tenant_id: tenantId, device_id: body.deviceId, created_at: now, body: JSON.stringify(body) }).execute();
  return Number(seq);
}
