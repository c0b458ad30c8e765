/**
 * Tenant-scoped uploaded files. Metadata lives in `files`, the bytes in `file_contents` (a BLOB per
 * file), written in one transaction: the database file alone is a complete backup, and there is no
 * folder of bytes that can drift from the rows. Every read filters on the caller's tenant.
 *
 * @example
 *   const [saved] = await files.save(auth, [{ name: '现场.png', mimeType: 'image/png', data }]);
 *   const file = await files.content(auth.tenantId, saved.id);   // null for another tenant
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db';
import type { ServerConfig } from '../config';

export type StoredFile = { id: string; name: string; mimeType: string; size: number; sha256: string; uploaderName: string; createdAt: number };
export type NewFile = { name: string; mimeType: string; data: Buffer };
export type Uploader = { tenantId: string; userId: string; userName: string };

/** A file id: 18 random bytes (144 bits), base64url, so 24 characters of [A-Za-z0-9_-]. */
export const FILE_ID = /^[A-Za-z0-9_-]{24}$/;

export class FileService {
  constructor(
    private readonly db: Db,
    private readonly config: ServerConfig,
  ) {}

  /** Stores the files in one transaction (all or none); answers their metadata in order. */
  async save(user: Uploader, files: NewFile[]): Promise<StoredFile[]> {
    const now = this.config.now();
    const stored = files.map((f) => ({
      id: randomBytes(18).toString('base64url'),
      name: f.name,
      mimeType: f.mimeType,
      size: f.data.length,
      sha256: createHash('sha256').update(f.data).digest('hex'),
      uploaderName: user.userName,
      createdAt: now,
      data: f.data,
    }));
    await this.db.transaction().execute(async (trx) => {
      for (const f of stored) {
        await trx
          .insertInto('files')
          .values({ id: f.id, tenant_id: user.tenantId, uploader_id: user.userId, uploader_name: f.uploaderName, name: f.name, mime_type: f.mimeType, size: f.size, sha256: f.sha256, created_at: now })
          .execute();
        await trx.insertInto('file_contents').values({ id: f.id, data: f.data }).execute();
      }
    });
    return stored.map(({ data, ...meta }) => (void data, meta));
  }

  /** The tenant's files among the ids, in the order asked; unknown or foreign ids are left out. */
  async info(tenantId: string, ids: string[]): Promise<StoredFile[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.selectFrom('files').selectAll().where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => {
      const r = byId.get(id);
      return r ? [{ id: r.id, name: r.name, mimeType: r.mime_type, size: Number(r.size), sha256: r.sha256, uploaderName: r.uploader_name, createdAt: Number(r.created_at) }] : [];
    });
  }

  /** One of the tenant's files with its bytes; null when it does not exist or is another tenant's. */
  async content(tenantId: string, id: string): Promise<(StoredFile & { data: Buffer }) | null> {
    const [meta] = await this.info(tenantId, [id]);
    if (!meta) return null;
    const row = await this.db.selectFrom('file_contents').select('data').where('id', '=', id).executeTakeFirst();
    return row ? { ...meta, data: row.data } : null;
  }
}
