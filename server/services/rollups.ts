/**
 * Ten-minute rollups of device readings (min, max, sum, count, last per cell), so a long range draws
 * from a few thousand summaries instead of tens of thousands of readings. After a batch is written the
 * cells it touched are recomputed from the readings and upserted (portable ON CONFLICT … DO UPDATE).
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db';
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
