/**
 * Tenant-scoped stored files. Metadata lives in `files`; the bytes by default in `file_chunks` (pieces
 * of 256 KiB), written in the same transaction: the database alone is a complete backup, and there is
 * no folder of bytes that can drift from the rows. With FILE_STORE=s3 the bytes are objects in an
 * S3-compatible bucket (key = file id), put before the row is written and deleted after the row is
 * (an object without a row is possible after a crash, a row without its object is not); files stored
 * before the switch are still read from `file_chunks`. Every read
 * filters on the caller's tenant. Reads stream piece by piece (whole files, byte ranges, archives of
 * many files), so memory stays flat whatever the size.
 *
 * @example
 *   const [saved] = await files.save(auth, [{ name: '现场.png', mimeType: 'image/png', data }]);
 *   const meta = (await files.info(auth.tenantId, [saved.id]))[0];   // none for another tenant
 *   for await (const piece of files.read(saved.id, { start: 0, end: 99 })) reply.raw.write(piece);
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './schema';
import { FILE_CHUNK_BYTES } from './migrations';
import { messages } from '../core/messages';
import { ALLOWED_TYPES, cleanFileName, declaredType, matchesSignature } from './fileTypes';
import { serialized } from './dialect';
import type { FileStoreSettings } from '../config';
import { S3Client, S3Error } from './s3';

export type StoredFile = { id: string; name: string; mimeType: string; size: number; sha256: string; uploaderName: string; createdAt: number };
export type NewFile = { name: string; mimeType: string; data: Uint8Array };
export type Uploader = { tenantId: string; userId: string; userName: string };

/** The clock and the size limit (the server configuration has both). */
export type FileSettings = { now(): number; fileMaxBytes: number; fileStore?: FileStoreSettings };


/** Settings for a service made outside the server (tests and benches that run the engine alone): the wall clock, 10 MB. */
export const standaloneFileSettings: FileSettings = { now: () => Date.now(), fileMaxBytes: 10 * 1024 * 1024 };

/** What a file may be, beyond the platform's allowlist: fewer types, a smaller size. */
export type FileRules = { types?: readonly string[]; maxBytes?: number };

/** Why a file was refused; `message` is the user-facing text naming the file. */
export type FileRefusal = { reason: 'type' | 'content' | 'empty' | 'size'; message: string };

/** A file id: 18 random bytes (144 bits), base64url, so 24 characters of [A-Za-z0-9_-]. */
export const FILE_ID = /^[A-Za-z0-9_-]{24}$/;

/** Where a stored file is downloaded (`file/download/<id>`, tenant-scoped, byte ranges). */
export const fileDownloadPath = (id: string) => `/cloud/management/rest/np/file/download/${id}`;

/** Files the sweep deletes in one run at most (the oldest first); the next run takes the rest. */
const SWEEP_BATCH = 1000;

/**
 * Checks one incoming file: a cleaned name, a type on the allowlist (and in `rules.types`), content
 * that starts as the type's files do, not empty, not over the size limit. Answers the file as it will
 * be stored, or the refusal.
 */
export function checkFile(file: NewFile, maxBytes: number, rules: FileRules = {}): { ok: true; file: NewFile } | ({ ok: false } & FileRefusal) {
  const name = cleanFileName(file.name);
  const mimeType = declaredType(file.mimeType, name);
  const limit = Math.min(maxBytes, rules.maxBytes ?? maxBytes);
  if (!ALLOWED_TYPES[mimeType] || (rules.types && !rules.types.includes(mimeType))) {
    const only = rules.types?.map((t) => (ALLOWED_TYPES[t]?.[0] ?? t).toUpperCase()).join('、');
    return { ok: false, reason: 'type', message: messages.fileTypeRefused(name, only) };
  }
  if (file.data.length === 0) return { ok: false, reason: 'empty', message: messages.fileEmpty(name) };
  if (file.data.length > limit) return { ok: false, reason: 'size', message: messages.fileTooLarge(name, limit) };
  if (!matchesSignature(mimeType, file.data)) return { ok: false, reason: 'content', message: messages.fileContentMismatch(name) };
  return { ok: true, file: { name, mimeType, data: file.data } };
}

/** A refused file, thrown by `save` (the caller maps it to its own error). */
export class FileRefusedError extends Error {
  constructor(readonly refusal: FileRefusal) {
    super(refusal.message);
    this.name = 'FileRefusedError';
  }
}

type Row = { id: string; name: string; mime_type: string; size: number; sha256: string; uploader_name: string; created_at: number };
const toStored = (r: Row): StoredFile => ({ id: r.id, name: r.name, mimeType: r.mime_type, size: Number(r.size), sha256: r.sha256, uploaderName: r.uploader_name, createdAt: Number(r.created_at) });

export class FileService {
  /** The bucket holding the bytes; null when they are in the database. */
  private readonly s3: S3Client | null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly settings: FileSettings,
    s3?: S3Client | null,
  ) {
    const store = settings.fileStore;
    this.s3 = s3 !== undefined ? s3 : store?.kind === 's3' ? new S3Client(store) : null;
  }

  /** The same service working through `db` (an open transaction: its statements join it). */
  bound(db: Kysely<Database>): FileService {
    return db === this.db ? this : new FileService(db, this.settings, this.s3);
  }

  /** Throws, naming the bucket, when the bytes' store cannot be used (checked at start). */
  async check(): Promise<void> {
    if (!this.s3) return;
    try {
      await this.s3.checkBucket();
    } catch (error) {
      throw new Error(`FILE_STORE=s3: the bucket ${this.s3.where} cannot be used (${(error as Error).message})`);
    }
  }

  /** The largest file accepted. */
  get maxBytes(): number {
    return this.settings.fileMaxBytes;
  }

  private inTransaction<T>(fn: (db: Kysely<Database>) => Promise<T>): Promise<T> {
    return serialized(this.db, fn);
  }

  /**
   * Checks and stores the files in one transaction (all or none); answers their metadata in order.
   * Throws FileRefusedError naming the first refused file (nothing is stored then).
   */
  async save(user: Uploader, files: NewFile[], rules: FileRules = {}): Promise<StoredFile[]> {
    const checked = files.map((f) => {
      const c = checkFile(f, this.settings.fileMaxBytes, rules);
      if (!c.ok) throw new FileRefusedError(c);
      return c.file;
    });
    const now = this.settings.now();
    const stored = checked.map((f) => ({
      id: randomBytes(18).toString('base64url'),
      name: f.name,
      mimeType: f.mimeType,
      size: f.data.length,
      sha256: createHash('sha256').update(f.data).digest('hex'),
      uploaderName: user.userName,
      createdAt: now,
      data: Buffer.from(f.data.buffer, f.data.byteOffset, f.data.byteLength),
    }));
    const s3 = this.s3;
    if (s3) for (const f of stored) await s3.put(f.id, f.data, f.mimeType);
    try {
      await this.inTransaction(async (trx) => {
        for (const f of stored) {
          await trx
            .insertInto('files')
            .values({ id: f.id, tenant_id: user.tenantId, uploader_id: user.userId, uploader_name: f.uploaderName, name: f.name, mime_type: f.mimeType, size: f.size, sha256: f.sha256, created_at: now })
            .execute();
          for (let seq = 0; !s3 && seq * FILE_CHUNK_BYTES < f.size; seq++) {
            await trx.insertInto('file_chunks').values({ file_id: f.id, seq, data: f.data.subarray(seq * FILE_CHUNK_BYTES, (seq + 1) * FILE_CHUNK_BYTES) }).execute();
          }
        }
      });
    } catch (error) {
      if (s3) await s3.delete(stored.map((f) => f.id)).catch(() => undefined);
      throw error;
    }
    return stored.map(({ data, ...meta }) => (void data, meta));
  }

  /** The tenant's files among the ids, in the order asked; unknown or foreign ids are left out. */
  async info(tenantId: string, ids: readonly string[]): Promise<StoredFile[]> {
    const wanted = [...new Set(ids)].filter((id) => FILE_ID.test(id));
    if (wanted.length === 0) return [];
    const byId = new Map<string, StoredFile>();
    for (let i = 0; i < wanted.length; i += 500) {
      const rows = await this.db.selectFrom('files').selectAll().where('tenant_id', '=', tenantId).where('id', 'in', wanted.slice(i, i + 500)).execute();
      for (const r of rows) byId.set(r.id, toStored(r));
    }
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** The ids among `ids` that are not files of the tenant (unknown, malformed or another tenant's). */
  async missing(tenantId: string, ids: readonly string[]): Promise<string[]> {
    const found = new Set((await this.info(tenantId, ids)).map((f) => f.id));
    return [...new Set(ids)].filter((id) => !found.has(id));
  }

  /**
   * The bytes of a file (already found with `info`, so of the caller's tenant), piece by piece:
   * all of them, or `start`..`end` inclusive. Reads a few pieces per statement, so the database
   * is free between them and memory stays flat.
   */
  async *read(id: string, range?: { start: number; end: number }): AsyncGenerator<Buffer> {
    if (this.s3) {
      // A file stored before the switch to a bucket is still in file_chunks: the bucket's 404 sends there.
      const pieces = this.s3.get(id, range);
      const first = await pieces.next().catch((error: unknown) => {
        if (error instanceof S3Error && error.status === 404) return null;
        throw error;
      });
      if (first) {
        if (!first.done) yield first.value;
        yield* pieces;
        return;
      }
    }
    const start = range?.start ?? 0;
    const end = range?.end ?? Number.MAX_SAFE_INTEGER;
    const first = Math.floor(start / FILE_CHUNK_BYTES);
    const last = Math.floor(end / FILE_CHUNK_BYTES);
    for (let seq = first; seq <= last; seq += 4) {
      const rows = await this.db
        .selectFrom('file_chunks')
        .select(['seq', 'data'])
        .where('file_id', '=', id)
        .where('seq', '>=', seq)
        .where('seq', '<=', Math.min(seq + 3, last))
        .orderBy('seq')
        .execute();
      for (const r of rows) {
        const offset = r.seq * FILE_CHUNK_BYTES;
        yield r.data.subarray(Math.max(0, start - offset), Math.min(r.data.length, end - offset + 1));
      }
      if (rows.length < 4) return;
    }
  }

  /** One of the tenant's files with all its bytes (small files); null when it does not exist or is another tenant's. */
  async content(tenantId: string, id: string): Promise<(StoredFile & { data: Buffer }) | null> {
    const [meta] = await this.info(tenantId, [id]);
    if (!meta) return null;
    const pieces: Buffer[] = [];
    for await (const piece of this.read(id)) pieces.push(piece);
    return { ...meta, data: Buffer.concat(pieces) };
  }

  /**
   * Deletes files stored more than `graceMs` ago (by the service's clock) that nothing refers to. `referenced(db)` answers every
   * reference there is, as `<tenantId>:<fileId>` keys, read through `db`. One transaction holds the
   * check and the deletes, so no row can start referring to a file in between. At most 1 000 files a
   * run, the oldest first (the next run takes the rest). Answers the ids deleted. In a bucket, the
   * objects go after the rows are committed.
   */
  async sweep(graceMs: number, referenced: (db: Kysely<Database>) => Promise<Set<string>>): Promise<string[]> {
    const before = this.settings.now() - graceMs;
    const deleted = await this.inTransaction(async (trx) => {
      const used = await referenced(trx);
      const orphans: string[] = [];
      let after: { created_at: number; id: string } | null = null;
      while (orphans.length < SWEEP_BATCH) {
        let q = trx.selectFrom('files').select(['id', 'tenant_id', 'created_at']).where('created_at', '<', before);
        if (after) {
          const { created_at: at, id } = after;
          q = q.where((eb) => eb.or([eb('created_at', '>', at), eb.and([eb('created_at', '=', at), eb('id', '>', id)])]));
        }
        const page = await q.orderBy('created_at').orderBy('id').limit(1000).execute();
        for (const f of page) if (!used.has(`${f.tenant_id}:${f.id}`) && orphans.length < SWEEP_BATCH) orphans.push(f.id);
        if (page.length < 1000) break;
        after = page[page.length - 1]!;
      }
      for (let i = 0; i < orphans.length; i += 200) {
        const batch = orphans.slice(i, i + 200);
        await trx.deleteFrom('file_chunks').where('file_id', 'in', batch).execute();
        await trx.deleteFrom('files').where('id', 'in', batch).execute();
      }
      return orphans;
    });
    await this.s3?.delete(deleted);
    return deleted;
  }
}
