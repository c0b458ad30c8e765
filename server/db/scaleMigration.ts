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

/**
 * Migration 0020_aggregate_months: the version of each month of a resource that declares `monthly`
 * (server/resources/monthAggregates.ts). Every engine write of such a resource bumps the months it
 * touches in the write's transaction; an instance keeps a month's aggregate while its version holds.
 */
export const aggregateMonthsMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('aggregate_months')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('resource', 'text', (c) => c.notNull())
      .addColumn('month', 'text', (c) => c.notNull())
      .addColumn('version', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('aggregate_months_pk', ['tenant_id', 'resource', 'month'])
      .execute();
  },
};

/**
 * Migration 0021_aggregate_results: the kept results of a `monthly` resource's aggregates, shared by
 * every instance (server/resources/monthAggregates.ts): one row per tenant, resource, query (its shape,
 * a SHA-256 of the query without its range) and part (a whole month 'YYYY-MM', or this month's days
 * before today 'YYYY-MM<YYYY-MM-DD'), with the version it was computed at. An instance's first report
 * after a start reads them instead of computing a year of rows again (issue 28: 3.8 / 2.3 s).
 */
export const aggregateResultsMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('aggregate_results')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('resource', 'text', (c) => c.notNull())
      .addColumn('shape', 'text', (c) => c.notNull())
      .addColumn('part', 'text', (c) => c.notNull())
      .addColumn('version', 'bigint', (c) => c.notNull())
      .addColumn('result', 'text', (c) => c.notNull())
      .addColumn('computed_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('aggregate_results_pk', ['tenant_id', 'resource', 'shape', 'part'])
      .execute();
    await db.schema.createIndex('aggregate_results_computed').on('aggregate_results').columns(['tenant_id', 'resource', 'computed_at']).execute();
  },
};
