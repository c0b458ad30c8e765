/**
 * Remember-me tokens for auto-login: server-issued, random, stored hashed, valid 7 days (by default),
 * one per device (a new one for the same device replaces the old), rotated on every use, revoked by
 * logout and by a password change. The browser keeps this token, never a password.
 *
 * Reuse detection: the tokens rotated from one sign-in form a chain. A token is used up when it is
 * rotated; presenting a used-up token again means two parties hold the chain (the owner and whoever
 * copied the token), so the whole chain is revoked, with the sessions it started, and the token the
 * other party holds answers "reused" (the owner is told why at the next sign-in).
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db';
import type { ServerConfig } from '../config';
import { randomToken, sha256 } from './secrets';

export type RememberToken = { rememberToken: string; rememberExpiresAt: number };

/** A token used for auto-login: its user, device and chain. */
export type UsedRememberToken = { tenantId: string; userId: string; device: string; chainId: string };

/** What presenting a remember token gave: a used token, a detected reuse, or nothing valid. */
export type RememberOutcome = { kind: 'used'; token: UsedRememberToken } | { kind: 'reused' } | { kind: 'invalid' };

export class RememberTokenService {
  constructor(
    private readonly db: Db,
    private readonly config: ServerConfig,
  ) {}

  /** Issues a token for a device: a new chain, or the next link of `chainId` (rotation). */
  async issue(tenantId: string, userId: string, device: string, chainId?: string): Promise<RememberToken & { chainId: string }> {
    const now = this.config.now();
    await this.db.deleteFrom('remember_tokens').where('expires_at', '<', now - 86400000).execute();
    await this.db
      .updateTable('remember_tokens')
      .set({ revoked_at: now, revoke_reason: 'replaced' })
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('device', '=', device)
      .where('revoked_at', 'is', null)
      .execute();
    const token = randomToken();
    const id = randomUUID();
    const expiresAt = now + this.config.rememberSeconds * 1000;
    await this.db
      .insertInto('remember_tokens')
      .values({ id, token_hash: sha256(token), tenant_id: tenantId, user_id: userId, device, created_at: now, expires_at: expiresAt, revoked_at: null, chain_id: chainId ?? id, revoke_reason: null })
      .execute();
    return { rememberToken: token, rememberExpiresAt: expiresAt, chainId: chainId ?? id };
  }

  /**
   * Uses a remember token up (the caller rotates it). A used-up token presented again revokes its
   * whole chain and the chain's sessions, and answers 'reused'; so does a token revoked that way.
   */
  async consume(token: string): Promise<RememberOutcome> {
    if (!/^[\w-]{20,200}$/.test(token)) return { kind: 'invalid' };
    const now = this.config.now();
    const hash = sha256(token);
    // One statement marks the token used, so two presentations at once cannot both succeed.
    const used = await this.db
      .updateTable('remember_tokens')
      .set({ revoked_at: now, revoke_reason: 'rotated' })
      .where('token_hash', '=', hash)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['tenant_id', 'user_id', 'device', 'chain_id'])
      .executeTakeFirst();
    if (used) return { kind: 'used', token: { tenantId: used.tenant_id, userId: used.user_id, device: used.device, chainId: used.chain_id } };
    const row = await this.db.selectFrom('remember_tokens').select(['chain_id', 'revoke_reason']).where('token_hash', '=', hash).executeTakeFirst();
    if (row?.revoke_reason === 'rotated') {
      await this.revokeChain(row.chain_id);
      return { kind: 'reused' };
    }
    return row?.revoke_reason === 'reused' ? { kind: 'reused' } : { kind: 'invalid' };
  }

  /** Revokes every token of a chain (reason 'reused') and every session the chain started. */
  private async revokeChain(chainId: string): Promise<void> {
    const now = this.config.now();
    await this.db.updateTable('remember_tokens').set({ revoked_at: now, revoke_reason: 'reused' }).where('chain_id', '=', chainId).where('revoked_at', 'is', null).execute();
    await this.db.updateTable('sessions').set({ revoked_at: now }).where('remember_chain', '=', chainId).where('revoked_at', 'is', null).execute();
  }

  /**
   * Revokes a user's remember tokens, of one device or all of them, and the sessions their chains
   * started (a copied token's session ends with the owner's logout).
   */
  async revokeUser(tenantId: string, userId: string, device?: string, reason = 'logout'): Promise<void> {
    const now = this.config.now();
    let active = this.db
      .selectFrom('remember_tokens')
      .select('chain_id')
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (device) active = active.where('device', '=', device);
    const chains = [...new Set((await active.execute()).map((r) => r.chain_id))];
    let query = this.db
      .updateTable('remember_tokens')
      .set({ revoked_at: now, revoke_reason: reason })
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (device) query = query.where('device', '=', device);
    await query.execute();
    if (chains.length) {
      await this.db.updateTable('sessions').set({ revoked_at: now }).where('tenant_id', '=', tenantId).where('remember_chain', 'in', chains).where('revoked_at', 'is', null).execute();
    }
  }
}
