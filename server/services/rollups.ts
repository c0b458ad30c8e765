/**
 * Ten-minute rollups of device readings (min, max, sum, count, last per cell), so a long range draws
 * from a few thousand summaries instead of tens of thousands of readings. After a batch is written the
 * readings it added are folded into their cells (`rollUpInserted`: one upsert, ON CONFLICT … DO UPDATE
 * adding to what the cell holds); `rollUp` recomputes cells from the readings (a repair, or data written
 * around the ingest).
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db';
import { dialectOf } from '../db/dialect';
import type { SeriesPoint } from './devices';

/** The rollup cell length. */
export const ROLLUP_MS = 600_000;

type Db = Kysely<Database> | Transaction<Database>;
type Key = { tenantId: string; deviceId: string };

/** Recomputes the cells of `metric` between `from` and `to` (inclusive) from the readings. */
export async function rollUp(db: Db, key: Key, metric: string, from: number, to: number): Promise<void> {
  const start = Math.floor(from / ROLLUP_MS) * ROLLUP_MS;
  const end = Math.floor(to / ROLLUP_MS) * ROLLUP_MS + ROLLUP_MS;
  const rows = await db
    .selectFrom('device_readings')
    .select(['ts', 'value'])
    .where('tenant_id', '=', key.tenantId)
    .where('device_id', '=', key.deviceId)
    .where('metric', '=', metric)
    .where('ts', '>=', start)
    .where('ts', '<', end)
    .orderBy('ts')
    .execute();
  const cells = new Map<number, Database['device_rollups']>();
  for (const r of rows) {
    const ts = Number(r.ts);
    const value = Number(r.value);
    const cell = Math.floor(ts / ROLLUP_MS) * ROLLUP_MS;
    const c = cells.get(cell);
    if (!c) {
      cells.set(cell, { tenant_id: key.tenantId, device_id: key.deviceId, metric, ts: cell, min: value, max: value, sum: value, count: 1, last_ts: ts, last_value: value });
      continue;
    }
    c.min = Math.min(c.min, value);
    c.max = Math.max(c.max, value);
    c.sum += value;
    c.count += 1;
    c.last_ts = ts;
    c.last_value = value;
  }
  const values = [...cells.values()];
  for (let i = 0; i < values.length; i += 500) {
    await db
      .insertInto('device_rollups')
      .values(values.slice(i, i + 500))
      .onConflict((oc) =>
        oc.columns(['tenant_id', 'device_id', 'metric', 'ts']).doUpdateSet((eb) => ({
          min: eb.ref('excluded.min'),
          max: eb.ref('excluded.max'),
          sum: eb.ref('excluded.sum'),
          count: eb.ref('excluded.count'),
          last_ts: eb.ref('excluded.last_ts'),
          last_value: eb.ref('excluded.last_value'),
        })),
      )
      .execute();
  }
}

/**
 * Folds readings just inserted (only new ones: a resent reading must not count twice) into their
 * cells in one statement per 500 cells: min, max, sum and count combine with what the cell holds,
 * the last value is the one of the later time. Issue 28: recomputing each touched cell from its
 * readings cost a read of up to 60 readings per metric and call (a vehicle every 10 s), four
 * statements more per ingest call (docs/scale.md).
 */
export async function rollUpInserted(db: Db, rows: { tenant_id: string; device_id: string; metric: string; ts: number; value: number }[]): Promise<void> {
  const cells = new Map<string, Database['device_rollups']>();
  for (const r of rows) {
    const ts = Number(r.ts);
    const value = Number(r.value);
    const cell = Math.floor(ts / ROLLUP_MS) * ROLLUP_MS;
    const k = `${r.tenant_id}\u0000${r.device_id}\u0000${r.metric}\u0000${cell}`;
    const c = cells.get(k);
    if (!c) {
      cells.set(k, { tenant_id: r.tenant_id, device_id: r.device_id, metric: r.metric, ts: cell, min: value, max: value, sum: value, count: 1, last_ts: ts, last_value: value });
      continue;
    }
    c.min = Math.min(c.min, value);
    c.max = Math.max(c.max, value);
    c.sum += value;
    c.count += 1;
    if (ts >= c.last_ts) {
      c.last_ts = ts;
      c.last_value = value;
    }
  }
  // Always in the same order, so two writers of the same cells lock them in the same order.
  const values = [...cells.values()].sort((a, b) => (a.tenant_id < b.tenant_id ? -1 : a.tenant_id > b.tenant_id ? 1 : a.device_id < b.device_id ? -1 : a.device_id > b.device_id ? 1 : a.metric < b.metric ? -1 : a.metric > b.metric ? 1 : a.ts - b.ts));
  const pg = dialectOf(db as never) === 'postgres';
  const least = (col: string) => (pg ? sql<number>`least(device_rollups.${sql.ref(col)}, excluded.${sql.ref(col)})` : sql<number>`min(device_rollups.${sql.ref(col)}, excluded.${sql.ref(col)})`);
  const greatest = (col: string) => (pg ? sql<number>`greatest(device_rollups.${sql.ref(col)}, excluded.${sql.ref(col)})` : sql<number>`max(device_rollups.${sql.ref(col)}, excluded.${sql.ref(col)})`);
  for (let i = 0; i < values.length; i += 500) {
    await db
      .insertInto('device_rollups')
      .values(values.slice(i, i + 500))
      .onConflict((oc) =>
        oc.columns(['tenant_id', 'device_id', 'metric', 'ts']).doUpdateSet({
          min: least('min'),
          max: greatest('max'),
          sum: sql<number>`device_rollups.sum + excluded.sum`,
          count: sql<number>`device_rollups.count + excluded.count`,
          last_value: sql<number>`case when excluded.last_ts >= device_rollups.last_ts then excluded.last_value else device_rollups.last_value end`,
          last_ts: greatest('last_ts'),
        }),
      )
      .execute();
  }
}

/** A series from the rollups: buckets of `bucketMs` (a multiple of ROLLUP_MS) from `from` (aligned). */
export async function seriesFromRollups(db: Db, key: Key, metric: string, from: number, to: number, bucketMs: number): Promise<SeriesPoint[]> {
  const rows = await db
    .selectFrom('device_rollups')
    .select(['ts', 'min', 'max', 'sum', 'count', 'last_value'])
    .where('tenant_id', '=', key.tenantId)
    .where('device_id', '=', key.deviceId)
    .where('metric', '=', metric)
    .where('ts', '>=', from)
    .where('ts', '<', to)
    .orderBy('ts')
    .execute();
  const points: (SeriesPoint & { sum: number })[] = [];
  for (const r of rows) {
    const t = from + Math.floor((Number(r.ts) - from) / bucketMs) * bucketMs;
    const last = points[points.length - 1];
    const min = Number(r.min);
    const max = Number(r.max);
    const count = Number(r.count);
    if (!last || last.t !== t) {
      points.push({ t, min, max, avg: 0, last: Number(r.last_value), count, sum: Number(r.sum) });
      continue;
    }
    last.min = Math.min(last.min, min);
    last.max = Math.max(last.max, max);
    last.count += count;
    last.sum += Number(r.sum);
    last.last = Number(r.last_value);
  }
  return points.map(({ sum, ...p }) => ({ ...p, avg: sum / p.count }));
}
