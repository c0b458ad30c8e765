/**
 * Remember-me tokens for auto-login: server-issued, random, stored hashed, valid 7 days (by default),
 * one per device (a new one for the same device replaces the old), rotated on every use, revoked by
 * logout and by a password change. The browser keeps this token, never a password.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db';
import type { ServerConfig } from '../config';
import { randomToken, sha256 } from './secrets';

export type RememberToken = { rememberToken: string; rememberExpiresAt: number };

export class RememberTokenService {
  constructor(
    private readonly db: Db,
    private readonly config: ServerConfig,
  ) {}

  async issue(tenantId: string, userId: string, device: string): Promise<RememberToken> {
    const now = this.config.now();
    await this.db.deleteFrom('remember_tokens').where('expires_at', '<', now - 86400000).execute();
    await this.db
      .updateTable('remember_tokens')
      .set({ revoked_at: now })
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('device', '=', device)
      .where('revoked_at', 'is', null)
      .execute();
    const token = randomToken();
    const expiresAt = now + this.config.rememberSeconds * 1000;
    await this.db
      .insertInto('remember_tokens')
      .values({ id: randomUUID(), token_hash: sha256(token), tenant_id: tenantId, user_id: userId, device, created_at: now, expires_at: expiresAt, revoked_at: null })
      .execute();
    return { rememberToken: token, rememberExpiresAt: expiresAt };
  }

  /** Uses a remember token up (it is rotated): answers its user and device, or null if not valid. */
  async consume(token: string): Promise<{ tenantId: string; userId: string; device: string } | null> {
    if (!/^[\w-]{20,200}$/.test(token)) return null;
    const now = this.config.now();
    const row = await this.db.selectFrom('remember_tokens').selectAll().where('token_hash', '=', sha256(token)).executeTakeFirst();
    if (!row || row.revoked_at !== null || row.expires_at <= now) return null;
    await this.db.updateTable('remember_tokens').set({ revoked_at: now }).where('id', '=', row.id).execute();
    return { tenantId: row.tenant_id, userId: row.user_id, device: row.device };
  }

  /** Revokes a user's remember tokens: of one device, or all of them. */
  async revokeUser(tenantId: string, userId: string, device?: string): Promise<void> {
    let query = this.db
      .updateTable('remember_tokens')
      .set({ revoked_at: this.config.now() })
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (device) query = query.where('device', '=', device);
    await query.execute();
  }
}
