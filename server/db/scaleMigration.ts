/**
 * Migration 0019_scale: what a city-sized load needs (issue 28): indexes and rollups found by bench:city.
 * Kysely's schema builder with portable types only (text, integer, bigint).
 *
 * - device_rollups (tenant, metric, cell): `readings/latest` (a big screen's first draw) reads the last
 *   hour's cells of a metric for every device of a tenant; the key (tenant, device, metric, cell) would
 *   walk every cell the tenant keeps (a Hangzhou-sized city adds 15 M cells a day).
 */
import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against any past schema */
type AnyDb = Kysely<any>;

export const scaleMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.createIndex('device_rollups_tenant_metric_ts').on('device_rollups').columns(['tenant_id', 'metric', 'ts']).execute();
  },
};
