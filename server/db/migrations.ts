/**
 * Versioned migrations, written with Kysely's schema builder (portable SQL). Kysely's Migrator
 * records the applied versions in its kysely_migration table; a migration is never edited once
 * released: a change of schema is a new entry at the end.
 */
import { Migrator, sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';
import { devicesMigration } from './deviceMigration';
import { liveMigration } from './liveMigration';
import { adminMigration } from './adminMigration';
import { videoMigration } from './videoMigration';
import { xtgl2Migration } from './xtgl2Migration';
import { noticeLinksMigration } from './noticeLinksMigration';
import { chatMigration } from './chatMigration';
import { aggregateMonthsMigration, aggregateResultsMigration, scaleMigration } from './scaleMigration';
import { autoIdType, autoIncrements, columnType, dialectOf } from './dialect';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against any past schema */
type AnyDb = Kysely<any>;

/**
 * An auto-increment id: `integer primary key autoincrement` on SQLite (as 0001 always made it),
 * `serial primary key` on PostgreSQL.
 */
const autoId = (db: AnyDb, c: ColumnDefinitionBuilder) => (autoIncrements(db) ? c.primaryKey().autoIncrement() : c.primaryKey());

const initial: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('tenants')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(128)', (c) => c.notNull())
      .addColumn('short_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('address', 'varchar(256)', (c) => c.notNull())
      .addColumn('contact', 'varchar(64)', (c) => c.notNull())
      .addColumn('phone', 'varchar(32)', (c) => c.notNull())
      .addColumn('password_max_age_days', 'integer')
      .addColumn('enable_password_policy', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('systems')
      .addColumn('code', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('name_en', 'varchar(64)', (c) => c.notNull())
      .addColumn('icon', 'varchar(64)', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('tenant_systems')
      .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenants.id'))
      .addColumn('system_code', 'varchar(32)', (c) => c.notNull().references('systems.code'))
      .addPrimaryKeyConstraint('tenant_systems_pk', ['tenant_id', 'system_code'])
      .execute();
    await db.schema
      .createTable('departments')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenants.id'))
      .addColumn('parent_id', 'varchar(32)')
      .addColumn('code', 'varchar(32)', (c) => c.notNull())
      .addColumn('name', 'varchar(128)', (c) => c.notNull())
      .addColumn('type', 'varchar(16)', (c) => c.notNull())
      .addColumn('leader', 'varchar(64)', (c) => c.notNull())
      .addColumn('phone', 'varchar(32)', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('departments_tenant').on('departments').columns(['tenant_id', 'parent_id']).execute();
    await db.schema
      .createTable('staff')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenants.id'))
      .addColumn('dept_id', 'varchar(32)', (c) => c.notNull().references('departments.id'))
      .addColumn('code', 'varchar(32)', (c) => c.notNull())
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('gender', 'varchar(8)', (c) => c.notNull())
      .addColumn('phone', 'varchar(32)', (c) => c.notNull())
      .addColumn('job', 'varchar(64)', (c) => c.notNull())
      .addColumn('entry_date', 'varchar(10)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('staff_tenant').on('staff').columns(['tenant_id', 'dept_id']).execute();
    await db.schema
      .createTable('users')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenants.id'))
      .addColumn('username', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('staff_id', 'varchar(32)')
      .addColumn('dept_id', 'varchar(32)')
      .addColumn('password_hash', 'varchar(256)', (c) => c.notNull())
      .addColumn('password_changed_at', 'bigint', (c) => c.notNull())
      .addColumn('password_expires_at', 'bigint')
      .addColumn('photo_id', 'varchar(64)')
      .addColumn('is_super', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('phone', 'varchar(32)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('users_tenant').on('users').column('tenant_id').execute();
    await db.schema
      .createTable('roles')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull().references('tenants.id'))
      .addColumn('code', 'varchar(64)', (c) => c.notNull())
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('data_scope', 'varchar(16)', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('user_roles')
      .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('user_id', 'varchar(32)', (c) => c.notNull().references('users.id'))
      .addColumn('role_id', 'varchar(32)', (c) => c.notNull().references('roles.id'))
      .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
      .execute();
    await db.schema
      .createTable('menu_grants')
      .addColumn('id', autoIdType(db), (c) => autoId(db, c))
      .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('role_id', 'varchar(32)')
      .addColumn('user_id', 'varchar(32)')
      .addColumn('system_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('menu_id', 'varchar(128)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('menu_grants_tenant').on('menu_grants').columns(['tenant_id', 'role_id', 'user_id']).execute();
    await db.schema
      .createTable('role_functions')
      .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('role_id', 'varchar(32)', (c) => c.notNull().references('roles.id'))
      .addColumn('function_code', 'varchar(128)', (c) => c.notNull())
      .addPrimaryKeyConstraint('role_functions_pk', ['role_id', 'function_code'])
      .execute();
    await db.schema
      .createTable('sessions')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('source', 'varchar(16)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('revoked_at', 'bigint')
      .execute();
    await db.schema.createIndex('sessions_user').on('sessions').columns(['tenant_id', 'user_id']).execute();
    await db.schema
      .createTable('remember_tokens')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('device', 'varchar(128)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('revoked_at', 'bigint')
      .execute();
    await db.schema.createIndex('remember_tokens_user').on('remember_tokens').columns(['tenant_id', 'user_id']).execute();
    await db.schema
      .createTable('login_failures')
      .addColumn('subject', 'varchar(200)', (c) => c.primaryKey())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('last_failed_at', 'bigint', (c) => c.notNull())
      .addColumn('locked_until', 'bigint')
      .execute();
    await db.schema
      .createTable('captchas')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('answer_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema
      .createTable('params')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('param_type_code', 'varchar(64)', (c) => c.notNull())
      .addColumn('parm_key', 'varchar(64)', (c) => c.notNull())
      .addColumn('parm_code', 'varchar(512)', (c) => c.notNull())
      .addColumn('parm_name', 'varchar(128)', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('params_type').on('params').columns(['tenant_id', 'param_type_code']).execute();
    await db.schema
      .createTable('enum_items')
      .addColumn('id', autoIdType(db), (c) => autoId(db, c))
      .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('enum_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('code', 'varchar(64)', (c) => c.notNull())
      .addColumn('label', 'varchar(128)', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('constants')
      .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('value', 'varchar(2000)', (c) => c.notNull())
      .addColumn('remark', 'varchar(256)', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('constants_pk', ['tenant_id', 'name'])
      .execute();
    await db.schema
      .createTable('photos')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('content_type', 'varchar(64)', (c) => c.notNull())
      .addColumn('data', columnType(db, 'blob'), (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('operation_logs')
      .addColumn('id', autoIdType(db), (c) => autoId(db, c))
      .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('user_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('operation', 'varchar(64)', (c) => c.notNull())
      .addColumn('target', 'varchar(128)', (c) => c.notNull())
      .addColumn('detail', 'varchar(1000)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('operation_logs_tenant').on('operation_logs').columns(['tenant_id', 'created_at']).execute();
    await db.schema
      .createTable('visit_logs')
      .addColumn('id', autoIdType(db), (c) => autoId(db, c))
      .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('menu_id', 'varchar(128)', (c) => c.notNull())
      .addColumn('menu_name', 'varchar(128)', (c) => c.notNull())
      .addColumn('system_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('visited_at', 'bigint', (c) => c.notNull())
      .addColumn('stay_ms', 'bigint')
      .execute();
    await db.schema
      .createTable('page_views')
      .addColumn('id', autoIdType(db), (c) => autoId(db, c))
      .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('menu_id', 'varchar(128)', (c) => c.notNull())
      .addColumn('system_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('url', 'varchar(1000)', (c) => c.notNull())
      .addColumn('viewed_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('third_party_apps')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('name', 'varchar(128)', (c) => c.notNull())
      .addColumn('secret', 'varchar(128)', (c) => c.notNull())
      .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('third_party_bindings')
      .addColumn('app_id', 'varchar(64)', (c) => c.notNull().references('third_party_apps.id'))
      .addColumn('external_user_id', 'varchar(128)', (c) => c.notNull())
      .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
      .addPrimaryKeyConstraint('third_party_bindings_pk', ['app_id', 'external_user_id'])
      .execute();
    await db.schema
      .createTable('sso_nonces')
      .addColumn('app_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('signature', 'varchar(128)', (c) => c.notNull())
      .addColumn('used_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('sso_nonces_pk', ['app_id', 'signature'])
      .execute();
  },
};

/** Tenant-scoped uploaded files: metadata in `files`, bytes in `file_contents` (one row per file). */
const files: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('files')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('uploader_id', 'varchar(32)', (c) => c.notNull())
      .addColumn('uploader_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      .addColumn('mime_type', 'varchar(128)', (c) => c.notNull())
      .addColumn('size', 'bigint', (c) => c.notNull())
      .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('files_tenant').on('files').columns(['tenant_id', 'created_at']).execute();
    await db.schema
      .createTable('file_contents')
      .addColumn('id', 'varchar(32)', (c) => c.primaryKey().references('files.id'))
      .addColumn('data', columnType(db, 'blob'), (c) => c.notNull())
      .execute();
  },
};

/** Bytes of a file are read in pieces of this size (range requests, streamed downloads and archives). */
export const FILE_CHUNK_BYTES = 256 * 1024;

/**
 * A file's bytes move from one BLOB (`file_contents`) to pieces of 256 KiB (`file_chunks`): a range
 * request, a streamed download or an archive of many files then reads only the pieces it sends, so
 * memory stays flat whatever the file size (SQLite reads a whole BLOB to take a substring of it).
 */
const fileChunks: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('file_chunks')
      .addColumn('file_id', 'varchar(32)', (c) => c.notNull().references('files.id'))
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('data', columnType(db, 'blob'), (c) => c.notNull())
      .addPrimaryKeyConstraint('file_chunks_pk', ['file_id', 'seq'])
      .execute();
    const ids = await db.selectFrom('file_contents').select('id').execute();
    for (const { id } of ids as { id: string }[]) {
      const row = (await db.selectFrom('file_contents').select('data').where('id', '=', id).executeTakeFirstOrThrow()) as { data: Buffer };
      for (let seq = 0; seq * FILE_CHUNK_BYTES < row.data.length; seq++) {
        await db.insertInto('file_chunks').values({ file_id: id, seq, data: row.data.subarray(seq * FILE_CHUNK_BYTES, (seq + 1) * FILE_CHUNK_BYTES) }).execute();
      }
    }
    await db.schema.dropTable('file_contents').execute();
  },
};

/**
 * Sign-in hardening: remember tokens form chains (a token rotated from another keeps its chain, so a
 * used-up token presented again revokes the whole chain, with the reason kept for the owner); a
 * session started from a chain names it (revoked with the chain); fixed-window counters per address
 * for the rate limits; password-rule and other parameter records in the spec's shape (parmCode names
 * the entry, parmName holds its value).
 */
const signin: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('remember_tokens').addColumn('chain_id', 'varchar(64)').execute();
    await db.schema.alterTable('remember_tokens').addColumn('revoke_reason', 'varchar(16)').execute();
    await db.schema.alterTable('sessions').addColumn('remember_chain', 'varchar(64)').execute();
    await db.schema
      .createTable('rate_limits')
      .addColumn('subject', 'varchar(200)', (c) => c.primaryKey())
      .addColumn('window_start', 'bigint', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .execute();
    await db.updateTable('remember_tokens').set({ chain_id: sql`id` }).execute();
    await db.updateTable('params').set({ parm_name: sql`parm_code`, parm_code: sql`parm_key` }).execute();
  },
};

/**
 * State every server instance must share that lived outside the database: the RSA key pair browsers
 * encrypt passwords with (was `DATA_DIR/server-key.pem`, one per instance). One row per secret, made
 * once by whichever instance starts first (an insert that does nothing when another won).
 */
const sharedState: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('server_secrets')
      .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};

/**
 * An operation-history entry's detail holds up to 2 000 characters (the values of the change, cut
 * there: server/resources/store.ts `history`); the column was varchar(1000), which PostgreSQL enforces
 * (a road's drawn line made its create fail) and SQLite does not. Text on PostgreSQL; nothing to do on SQLite.
 */
const historyDetail: Migration = {
  async up(db: AnyDb) {
    if (dialectOf(db) === 'postgres') await sql`alter table operation_logs alter column detail type text`.execute(db);
  },
};

/** Every migration, by version name; names sort in the order they run. */
export const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_files': files,
  '0003_file_chunks': fileChunks,
  '0005_signin': signin,
  '0007_devices': devicesMigration,
  '0008_shared_state': sharedState,
  '0010_device_live': liveMigration,
  '0011_admin': adminMigration,
  '0013_video': videoMigration,
  '0015_xtgl2': xtgl2Migration,
  '0016_history_detail': historyDetail,
  '0017_notice_links': noticeLinksMigration,
  '0018_chat': chatMigration,
  '0019_scale': scaleMigration,
  '0020_aggregate_months': aggregateMonthsMigration,
  '0021_aggregate_results': aggregateResultsMigration,
};

/** Brings the database to the latest version; throws if a migration fails (nothing half-applied). */
export async function migrate(db: AnyDb): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (!error) return;
  const failed = results?.find((r) => r.status === 'Error');
  const message = error instanceof Error ? error.message : String(error);
  if (failed) throw new Error(`migration ${failed.migrationName} failed: ${message}`);
  throw error instanceof Error ? error : new Error(message);
}

/** For tests and diagnostics: the applied migration versions. */
export async function appliedVersions(db: AnyDb): Promise<string[]> {
  const rows = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.rows.map((r) => r.name);
}
