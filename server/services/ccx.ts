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
    const hash = sha256(ticket);
    const row = await this.db.selectFrom('ccx_tickets')
      .innerJoin('users', 'users.id', 'ccx_tickets.user_id')
      .select(['ccx_tickets.tenant_id', 'ccx_tickets.user_id', 'ccx_tickets.expires_at', 'users.status'])
      .where('ccx_tickets.ticket_hash', '=', hash).whereRef('users.tenant_id', '=', 'ccx_tickets.tenant_id').where('ccx_tickets.used_at', 'is', null)
      .executeTakeFirst();
    if (!row || Number(row.expires_at) < now || row.status !== 'active') throw new HttpError('FAILED', messages.ccx.ticketInvalid);
    const spent = await this.db.updateTable('ccx_tickets').set({ used_at: now }).where('ticket_hash', '=', hash).where('used_at', 'is', null).executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) throw new HttpError('FAILED', messages.ccx.ticketInvalid);
    return { ...(await this.sessions.issue(row.tenant_id, row.user_id, 'ccx')), tenantId: row.tenant_id, userId: row.user_id };
  }
}
