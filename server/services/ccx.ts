/**
 * The sister app ccx (城管通) signs in by exchanging a token of this platform, never a password:
 * a signed-in user asks for a one-time ticket (syncToken, valid TICKET_TTL_MS), the sister app
 * spends it once (loginNew) for a session of its own (source 'ccx'), revocable like any other.
 */
import type { Db } from '../db';
import { HttpError } from '../core/errors';
import { messages } from '../core/messages';
import { randomToken, sha256 } from './secrets';
import type { IssuedToken, SessionService } from './sessions';

/** How long an exchange ticket is valid. */
export const TICKET_TTL_MS = 60 * 1000;

export class CcxService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionService,
    private readonly now: () => number,
  ) {}

  /** A one-time ticket for the user (expired tickets are dropped on the way). */
  async ticket(tenantId: string, userId: string): Promise<{ ticket: string; expiresIn: number }> {
    const now = this.now();
    await this.db.deleteFrom('ccx_tickets').where('expires_at', '<', now).execute();
    const ticket = randomToken();
    await this.db.insertInto('ccx_tickets').values({ ticket_hash: sha256(ticket), tenant_id: tenantId, user_id: userId, expires_at: now + TICKET_TTL_MS, used_at: null }).execute();
    return { ticket, expiresIn: TICKET_TTL_MS / 1000 };
  }

  /** Spends a ticket for a new session of its user; unknown, spent, expired or of a disabled user: refused. */
  async exchange(ticket: string): Promise<IssuedToken & { tenantId: string; userId: string }> {
    const now = this.now();
    // One statement spends it (unspent, unexpired, of an active user of its tenant): two exchanges cannot both pass.
    const row = await this.db.updateTable('ccx_tickets').set({ used_at: now })
      .where('ticket_hash', '=', sha256(ticket)).where('used_at', 'is', null).where('expires_at', '>', now)
      .where((eb) => eb.exists(eb.selectFrom('users').select('users.id')
        .whereRef('users.id', '=', 'ccx_tickets.user_id').whereRef('users.tenant_id', '=', 'ccx_tickets.tenant_id').where('users.status', '=', 'active')))
      .returning(['tenant_id', 'user_id'])
      .executeTakeFirst();
    if (!row) throw new HttpError('FAILED', messages.ccx.ticketInvalid);
    return { ...(await this.sessions.issue(row.tenant_id, row.user_id, 'ccx')), tenantId: row.tenant_id, userId: row.user_id };
  }
}
