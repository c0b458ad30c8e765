/**
 * Migration 0007_devices: devices with their ingest key (hashed) and last heartbeat, one readings
 * table for every metric (positions are the metrics `lng` and `lat`), threshold ten-minute rollups, rules and the alarms
 * they raised. Kysely's schema builder with portable types only (text, integer, bigint, real through the dialect helper).
 */
import type { Kysely, Migration } from 'kysely';
import { columnType } from './dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against any past schema */
type AnyDb = Kysely<any>;

export const devicesMigration: Migration = {
  async up(db: AnyDb) {
    // SQLite's real is 8 bytes; PostgreSQL's is 4 (positions would lose metres): double precision there.
    const real = columnType(db, 'real');
    await db.schema
      .createTable('devices')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('key_hash', 'text', (c) => c.notNull())
      .addColumn('heartbeat_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('devices_tenant_code').on('devices').columns(['tenant_id', 'code']).unique().execute();
    // One row per device, metric and time: the key makes ingest idempotent and serves range scans.
    await db.schema
      .createTable('device_readings')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('device_id', 'text', (c) => c.notNull())
      .addColumn('metric', 'text', (c) => c.notNull())
      .addColumn('ts', 'bigint', (c) => c.notNull())
      .addColumn('value', real, (c) => c.notNull())
      .addPrimaryKeyConstraint('device_readings_pk', ['tenant_id', 'device_id', 'metric', 'ts'])
      .execute();
    // Covers a range read (series, tracks) without a lookup of the row per reading.
    await db.schema.createIndex('device_readings_range').on('device_readings').columns(['tenant_id', 'device_id', 'metric', 'ts', 'value']).execute();
    // Ten-minute summaries of the readings, rewritten at ingest: long ranges draw from them.
    await db.schema
      .createTable('device_rollups')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('device_id', 'text', (c) => c.notNull())
      .addColumn('metric', 'text', (c) => c.notNull())
      .addColumn('ts', 'bigint', (c) => c.notNull())
      .addColumn('min', real, (c) => c.notNull())
      .addColumn('max', real, (c) => c.notNull())
      .addColumn('sum', real, (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('last_ts', 'bigint', (c) => c.notNull())
      .addColumn('last_value', real, (c) => c.notNull())
      .addPrimaryKeyConstraint('device_rollups_pk', ['tenant_id', 'device_id', 'metric', 'ts'])
      .execute();
    await db.schema
      .createTable('device_rules')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('device_id', 'text', (c) => c.notNull())
      .addColumn('metric', 'text', (c) => c.notNull())
      .addColumn('min', real)
      .addColumn('max', real)
      .addPrimaryKeyConstraint('device_rules_pk', ['tenant_id', 'device_id', 'metric'])
      .execute();
    await db.schema
      .createTable('device_alarms')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('device_id', 'text', (c) => c.notNull())
      .addColumn('metric', 'text', (c) => c.notNull())
      .addColumn('ts', 'bigint', (c) => c.notNull())
      .addColumn('value', real, (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('device_alarms_pk', ['tenant_id', 'device_id', 'metric', 'ts'])
      .execute();
    await db.schema.createIndex('device_alarms_tenant_ts').on('device_alarms').columns(['tenant_id', 'ts']).execute();
  },
};
