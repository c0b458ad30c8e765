/**
 * Migration 0015_xtgl2: what 系统管理's integration screens keep.
 * `messaging_apps`: the tenant's messaging-app configurations (wechat appInfo); the secret is kept to
 * call the platform and only ever answered masked; `bound_at` set on the one the tenant is bound to.
 * `messaging_bind_codes`: one-time codes (stored as SHA-256) a staff member shows to bind their
 * messaging account; `messaging_user_bindings`: who is bound to which messaging account.
 * `income_details`: the tenant's income entries, amounts in cents (integers, no rounding).
 * `ccx_tickets`: one-time tickets (SHA-256) a signed-in user exchanges for the sister app's session.
 * Kysely's schema builder with portable types only (text, integer, bigint).
 */
import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against any past schema */
type AnyDb = Kysely<any>;

export const xtgl2Migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('messaging_apps')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('app_id', 'text', (c) => c.notNull())
      .addColumn('app_secret', 'text', (c) => c.notNull())
      .addColumn('remark', 'text', (c) => c.notNull())
      .addColumn('bound_at', 'bigint')
      .addColumn('bound_by', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('messaging_apps_app', ['tenant_id', 'app_id'])
      .execute();
    await db.schema
      .createTable('messaging_bind_codes')
      .addColumn('code_hash', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema
      .createTable('messaging_user_bindings')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('app_pk', 'text', (c) => c.notNull())
      .addColumn('open_id', 'text', (c) => c.notNull())
      .addColumn('nickname', 'text', (c) => c.notNull())
      .addColumn('bound_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('messaging_user_bindings_pk', ['tenant_id', 'user_id'])
      .addUniqueConstraint('messaging_user_bindings_open', ['tenant_id', 'app_pk', 'open_id'])
      .execute();
    await db.schema
      .createTable('income_details')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('dept_id', 'text')
      .addColumn('income_date', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('amount_cents', 'bigint', (c) => c.notNull())
      .addColumn('payer', 'text', (c) => c.notNull())
      .addColumn('remark', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('income_details_tenant').on('income_details').columns(['tenant_id', 'income_date']).execute();
    await db.schema
      .createTable('ccx_tickets')
      .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
  },
};
