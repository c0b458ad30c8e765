/**
 * Migration 0010_device_live: what live pages need across several server instances. Each ingest
 * that wrote something appends one event (`device_events`) under a sequence number taken from a
 * one-row counter in the same transaction: the counter row stays locked until commit, so events
 * become visible in sequence order on every database and a poller reading `seq > last` misses none.
 * One-use stream tickets (`device_stream_tickets`, hashed) let an EventSource, which cannot send
 * headers, open a stream on any instance without a token in its URL.
 * Kysely's schema builder with portable types only (text, bigint).
 */
import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against any past schema */
type AnyDb = Kysely<any>;

export const liveMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('device_events')
      .addColumn('seq', 'bigint', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('device_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('device_events_tenant_seq').on('device_events').columns(['tenant_id', 'seq']).execute();
    await db.schema
      .createTable('device_event_counter')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('seq', 'bigint', (c) => c.notNull())
      .execute();
    await db.insertInto('device_event_counter').values({ id: 'events', seq: 0 }).execute();
    await db.schema
      .createTable('device_stream_tickets')
      .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('session_id', 'text', (c) => c.notNull())
      .addColumn('after_seq', 'bigint')
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
