/**
 * Migration 0018_chat: the group chat (issue 27, docs/chat.md).
 * - `chat_channels`: a tenant's channels (kind team | area | workOrder | direct, unique per kind + ref)
 *   with `last_seq`, the channel's counter row: a post bumps it in its transaction, so the row stays
 *   locked until commit and two instances never hand out the same number.
 * - `chat_members`: who reads a channel, with the last number each has read (`read_seq`).
 * - `chat_messages`: every message, numbered per channel (unique channel + seq).
 * - `chat_mentions`: whom a message mentions (@person, @role and @all resolved at post time).
 * - `chat_events` + `chat_event_counter`: what the live streams of every instance poll (a message, or a
 *   member's read mark), numbered by one counter row taken in the same transaction.
 * - `chat_stream_tickets`: one-use stream tickets (hashed), so no token appears in a URL.
 * Kysely's schema builder with portable types only (text, integer, bigint).
 */
import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against any past schema */
type AnyDb = Kysely<any>;

export const chatMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('chat_channels')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('ref', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('last_seq', 'bigint', (c) => c.notNull())
      .addColumn('last_at', 'bigint')
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('chat_channels_ref').on('chat_channels').columns(['tenant_id', 'kind', 'ref']).unique().execute();
    await db.schema
      .createTable('chat_members')
      .addColumn('channel_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('read_seq', 'bigint', (c) => c.notNull())
      .addColumn('joined_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('chat_members_pk', ['channel_id', 'user_id'])
      .execute();
    await db.schema.createIndex('chat_members_user').on('chat_members').columns(['tenant_id', 'user_id']).execute();
    await db.schema
      .createTable('chat_messages')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('channel_id', 'text', (c) => c.notNull())
      .addColumn('seq', 'bigint', (c) => c.notNull())
      .addColumn('sender_id', 'text', (c) => c.notNull())
      .addColumn('sender_name', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('mentions', 'text', (c) => c.notNull())
      .addColumn('link_kind', 'text')
      .addColumn('link_id', 'text')
      .addColumn('link_title', 'text')
      .addColumn('files', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('chat_messages_seq').on('chat_messages').columns(['channel_id', 'seq']).unique().execute();
    await db.schema.createIndex('chat_messages_link').on('chat_messages').columns(['tenant_id', 'link_kind', 'link_id']).execute();
    await db.schema
      .createTable('chat_mentions')
      .addColumn('channel_id', 'text', (c) => c.notNull())
      .addColumn('seq', 'bigint', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('chat_mentions_pk', ['channel_id', 'user_id', 'seq'])
      .execute();
    await db.schema
      .createTable('chat_events')
      .addColumn('seq', 'bigint', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('channel_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('chat_event_counter')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('seq', 'bigint', (c) => c.notNull())
      .execute();
    await db.insertInto('chat_event_counter').values({ id: 'events', seq: 0 }).execute();
    await db.schema
      .createTable('chat_stream_tickets')
      .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('session_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('after_seq', 'bigint')
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
