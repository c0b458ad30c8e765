// Migration 0003_file_chunks moves each stored file's bytes from one BLOB (file_contents) into 256 KiB
// pieces (file_chunks), losing nothing: a database written before it serves the same bytes after it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrations } from '../../server/db/migrations';
import { FileService } from '../../server/db/files';
import type { Database } from '../../server/db';

const dir = mkdtempSync(join(tmpdir(), 'urbanops-chunks-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('migration 0003_file_chunks', () => {
  it('moves every file into pieces of 256 KiB and drops the old table', async () => {
    const sqlite = new SQLite(join(dir, 'old.db'));
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('0002_files')).error).toBeUndefined();
    const big = Buffer.alloc(600 * 1024);
    for (let i = 0; i < big.length; i++) big[i] = (i * 13) & 0xff;
    const small = Buffer.from('一个小文件');
    for (const [id, data] of [['A'.repeat(24), big], ['B'.repeat(24), small]] as const) {
      sqlite.prepare("insert into files (id, tenant_id, uploader_id, uploader_name, name, mime_type, size, sha256, created_at) values (?, '1', 'u', 'u', 'f', 'text/plain', ?, 'x', 0)").run(id, data.length);
      sqlite.prepare('insert into file_contents (id, data) values (?, ?)').run(id, data);
    }

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const pieces = sqlite.prepare('select file_id, seq, length(data) as n from file_chunks order by file_id, seq').all();
    expect(pieces).toEqual([
      { file_id: 'A'.repeat(24), seq: 0, n: 256 * 1024 },
      { file_id: 'A'.repeat(24), seq: 1, n: 256 * 1024 },
      { file_id: 'A'.repeat(24), seq: 2, n: 88 * 1024 },
      { file_id: 'B'.repeat(24), seq: 0, n: small.length },
    ]);
    expect(sqlite.prepare("select name from sqlite_master where name = 'file_contents'").all()).toEqual([]);
    const files = new FileService(db, { now: Date.now, fileMaxBytes: 1 << 20 });
    expect((await files.content('1', 'A'.repeat(24)))!.data.equals(big)).toBe(true);
    expect((await files.content('1', 'B'.repeat(24)))!.data.equals(small)).toBe(true);
    expect(await files.content('2', 'B'.repeat(24))).toBeNull();
    await db.destroy();
  });
});
