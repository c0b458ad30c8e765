/**
 * Migration 0011_admin: what the 综合管理 administration screens keep beyond roles and grants.
 * `menu_settings`: a tenant's own order, icon, open mode and welcome flag of a system's menu entry
 * (the entries themselves come from module manifests; a missing row keeps the manifest's values).
 * `notices`: push records, one per recipient, read when `read_at` is set; the shell's bell lists them.
 * `notice_subscriptions`: which categories of push records a user subscribes to (app subscribeManage).
 * Kysely's schema builder with portable types only (text, integer, bigint).
 */
import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against any past schema */
type AnyDb = Kysely<any>;

export const adminMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('menu_settings')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('system_code', 'text', (c) => c.notNull())
      .addColumn('menu_id', 'text', (c) => c.notNull())
      .addColumn('sort', 'integer')
      .addColumn('icon', 'text')
      .addColumn('open_mode', 'text')
      .addColumn('is_welcome', 'integer')
      .addPrimaryKeyConstraint('menu_settings_pk', ['tenant_id', 'system_code', 'menu_id'])
      .execute();
    await db.schema
      .createTable('notices')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('read_at', 'bigint')
      .execute();
    await db.schema.createIndex('notices_user').on('notices').columns(['tenant_id', 'user_id', 'created_at']).execute();
    await db.schema
      .createTable('notice_subscriptions')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('notice_subscriptions_pk', ['tenant_id', 'user_id', 'category'])
      .execute();
  },
};
