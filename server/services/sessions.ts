/**
 * Access tokens: random (256 bits), stored only as SHA-256, valid until unused for the idle timeout
 * or past the absolute lifetime, revocable one by one or per user.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db';
import type { ServerConfig } from '../config';
import { randomToken, sha256 } from './secrets';

/** Who is calling, as the auth preHandler leaves it on `request.auth`. */
export type AuthContext = {
  tenantId: string;
  userId: string;
  userName: string;
  /** The session's id (not the token). */
  tokenId: string;
  /** The raw token the caller presented (never logged or stored). */
  token: string;
  isSuper: boolean;
};

export type IssuedToken = { token: string; tokenId: string; expiresIn: number };

/** Touching last_seen_at at most this often keeps reads cheap; the idle timeout is this precise. */
const TOUCH_EVERY_MS = 30_000;

export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly config: ServerConfig,
  ) {}

  /**
   * Starts a session for a user; `source` says how ('login', 'sso', 'remember'); `rememberChain`
   * names the remember-token chain it came with (the session ends when that chain is revoked).
   */
  async issue(tenantId: string, userId: string, source: string, rememberChain: string | null = null): Promise<IssuedToken> {
    const now = this.config.now();
    // Sessions ended more than a day ago are of no use any more: drop them as new ones start.
    await this.db
      .deleteFrom('sessions')
      .where((eb) => eb.or([eb('expires_at', '<', now - 86400000), eb('revoked_at', '<', now - 86400000), eb('last_seen_at', '<', now - this.config.tokenIdleSeconds * 1000 - 86400000)]))
      .execute();
    const token = randomToken();
    const tokenId = randomUUID();
    await this.db
      .insertInto('sessions')
      .values({
        id: tokenId,
        token_hash: sha256(token),
        tenant_id: tenantId,
        user_id: userId,
        source,
        created_at: now,
        last_seen_at: now,
        expires_at: now + this.config.tokenMaxSeconds * 1000,
        revoked_at: null,
        remember_chain: rememberChain,
      })
      .execute();
    return { token, tokenId, expiresIn: Math.min(this.config.tokenIdleSeconds, this.config.tokenMaxSeconds) };
  }

  /** The caller behind a token, or null when it is unknown, revoked, idle too long or too old. */
  async authenticate(token: string): Promise<AuthContext | null> {
    if (!/^[\w-]{20,200}$/.test(token)) return null;
    const now = this.config.now();
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.id',
        'sessions.tenant_id',
        'sessions.user_id',
        'sessions.last_seen_at',
        'sessions.expires_at',
        'sessions.revoked_at',
        'users.username',
        'users.is_super',
        'users.status',
        'users.tenant_id as user_tenant_id',
      ])
      .where('sessions.token_hash', '=', sha256(token))
      .executeTakeFirst();
    if (!row || row.revoked_at !== null || row.status !== 'active' || row.user_tenant_id !== row.tenant_id) return null;
    if (now >= row.expires_at || now - row.last_seen_at >= this.config.tokenIdleSeconds * 1000) return null;
    if (now - row.last_seen_at >= TOUCH_EVERY_MS) {
      await this.db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', row.id).execute();
    }
    return {
      tenantId: row.tenant_id,
      userId: row.user_id,
      userName: row.username,
      tokenId: row.id,
      token,
      isSuper: row.is_super === 1,
    };
  }

  /** Seconds until the session ends if unused (bounded by its absolute lifetime). */
  async remainingSeconds(tokenId: string): Promise<number> {
    const now = this.config.now();
    const row = await this.db.selectFrom('sessions').select(['last_seen_at', 'expires_at']).where('id', '=', tokenId).executeTakeFirst();
    if (!row) return 0;
    const idleEnd = row.last_seen_at + this.config.tokenIdleSeconds * 1000;
    return Math.max(0, Math.floor((Math.min(idleEnd, row.expires_at) - now) / 1000));
  }

  async revoke(tenantId: string, tokenId: string): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: this.config.now() })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', tokenId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Revokes every session of a user except, optionally, one. */
  async revokeUser(tenantId: string, userId: string, exceptTokenId?: string): Promise<void> {
    let query = this.db
      .updateTable('sessions')
      .set({ revoked_at: this.config.now() })
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (exceptTokenId) query = query.where('id', '!=', exceptTokenId);
    await query.execute();
  }
}
