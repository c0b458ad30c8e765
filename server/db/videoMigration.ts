/**
 * Migration 0013_video: cameras, their recorded clips and snapshot alarms. A camera is a device of
 * the device store (`devices`, kind 'camera', so it has an ingest key, a heartbeat and online state);
 * `cameras` adds where it sits in the camera tree (a department, a vehicle or a facility), its live
 * stream address (HLS) and where it is on the map. Clips and snapshots are files of the file store
 * (`files`), referred to by id (the file sweep keeps them). Kysely's schema builder, portable types.
 */
import type { Kysely, Migration } from 'kysely';
import { columnType } from './dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against any past schema */
type AnyDb = Kysely<any>;

export const videoMigration: Migration = {
  async up(db: AnyDb) {
    const real = columnType(db, 'real');
    await db.schema
      .createTable('cameras')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('device_id', 'text', (c) => c.notNull())
      .addColumn('group_kind', 'text', (c) => c.notNull())
      .addColumn('group_name', 'text', (c) => c.notNull())
      .addColumn('stream_url', 'text')
      .addColumn('lng', real)
      .addColumn('lat', real)
      .addPrimaryKeyConstraint('cameras_pk', ['tenant_id', 'device_id'])
      .execute();
    await db.schema
      .createTable('video_clips')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('camera_id', 'text', (c) => c.notNull())
      .addColumn('file_id', 'text', (c) => c.notNull())
      .addColumn('started_at', 'bigint', (c) => c.notNull())
      .addColumn('duration_ms', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('video_clips_camera').on('video_clips').columns(['tenant_id', 'camera_id', 'started_at']).execute();
    await db.schema
      .createTable('video_snapshots')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('camera_id', 'text', (c) => c.notNull())
      .addColumn('file_id', 'text', (c) => c.notNull())
      .addColumn('ts', 'bigint', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('note', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('video_snapshots_tenant_ts').on('video_snapshots').columns(['tenant_id', 'ts']).execute();
  },
};
