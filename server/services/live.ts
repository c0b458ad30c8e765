/**
 * The database side of live device streams: one-use stream tickets, the events a stream replays
 * after a reconnect, the events every instance polls, session checks and pruning. The events
 * themselves are appended by the device store's ingest (devices.ts `appendEvent`).
 *
 * @example
 *   const { ticket } = await live.issueTicket(request.auth, null);   // POST, authenticated
 *   const owner = await live.redeem(ticket);                         // GET …/live/stream?ticket=…, once
 *   const missed = await live.since(owner.tenantId, lastEventId, 500);
 */
import type { Db } from '../db';
import type { ServerConfig } from '../config';
import type { LiveDeviceEvent } from '../../kit/contract';
import type { AuthContext } from './sessions';
import { randomToken, sha256 } from './secrets';

/** Seconds a stream ticket stays valid (it is used once, by the EventSource opened right after). */
export const TICKET_SECONDS = 30;

/** Whom a redeemed ticket opens a stream for, and the last event the page already has. */
export type StreamOwner = { tenantId: string; sessionId: string; after: number | null };

/** Events and their tenant, as a poll reads them. */
export type TenantEvent = { tenantId: string; event: LiveDeviceEvent };

const toEvent = (r: { seq: number; body: string }): LiveDeviceEvent => ({ seq: Number(r.seq), ...(JSON.parse(r.body) as Omit<LiveDeviceEvent, 'seq'>) });

export class LiveService {
  constructor(
    private readonly db: Db,
    private readonly config: ServerConfig,
  ) {}

  /** A one-use ticket for the caller's session; `after` is the last event the page has (its resume point). */
  async issueTicket(auth: AuthContext, after: number | null): Promise<{ ticket: string; expiresIn: number }> {
    const ticket = randomToken();
    const now = this.config.now();
    await this.db.deleteFrom('device_stream_tickets').where('expires_at', '<', now).execute();
    await this.db
      .insertInto('device_stream_tickets')
      .values({ ticket_hash: sha256(ticket), tenant_id: auth.tenantId, session_id: auth.tokenId, after_seq: after, expires_at: now + TICKET_SECONDS * 1000 })
      .execute();
    return { ticket, expiresIn: TICKET_SECONDS };
  }

  /** Uses a ticket up: its owner when it was valid and its session still is, else null. */
  async redeem(ticket: string): Promise<StreamOwner | null> {
    if (!/^[\w-]{20,200}$/.test(ticket)) return null;
    const hash = sha256(ticket);
    const row = await this.db.selectFrom('device_stream_tickets').selectAll().where('ticket_hash', '=', hash).executeTakeFirst();
    // The delete decides who used it: of two requests racing with one ticket only one deletes a row.
    const deleted = await this.db.deleteFrom('device_stream_tickets').where('ticket_hash', '=', hash).executeTakeFirst();
    if (!row || Number(deleted.numDeletedRows) !== 1 || row.expires_at < this.config.now()) return null;
    if (!(await this.sessionValid(row.session_id))) return null;
    return { tenantId: row.tenant_id, sessionId: row.session_id, after: row.after_seq === null ? null : Number(row.after_seq) };
  }

  /** Whether a session is still signed in: not revoked, not idle past the timeout, not past its lifetime. */
  async sessionValid(sessionId: string): Promise<boolean> {
    const now = this.config.now();
    const row = await this.db.selectFrom('sessions').select(['revoked_at', 'expires_at', 'last_seen_at']).where('id', '=', sessionId).executeTakeFirst();
    return !!row && row.revoked_at === null && now < row.expires_at && now - row.last_seen_at < this.config.tokenIdleSeconds * 1000;
  }

  /** The newest event's number (0 when there is none yet). */
  async latestSeq(): Promise<number> {
    const row = await this.db.selectFrom('device_event_counter').select('seq').where('id', '=', 'events').executeTakeFirst();
    return Number(row?.seq ?? 0);
  }

  /** The oldest event still kept (null: none), to tell whether a resume point has been pruned away. */
  async oldestSeq(): Promise<number | null> {
    const row = await this.db.selectFrom('device_events').select((eb) => eb.fn.min('seq').as('seq')).executeTakeFirst();
    return row?.seq === null || row?.seq === undefined ? null : Number(row.seq);
  }

  /** A tenant's events after `after`, oldest first, at most `limit`. */
  async since(tenantId: string, after: number, limit: number): Promise<LiveDeviceEvent[]> {
    const rows = await this.db.selectFrom('device_events').select(['seq', 'body']).where('tenant_id', '=', tenantId).where('seq', '>', after).orderBy('seq').limit(limit).execute();
    return rows.map(toEvent);
  }

  /** Every tenant's events after `after` (what one instance's poll reads), oldest first. */
  async poll(after: number, limit: number): Promise<TenantEvent[]> {
    const rows = await this.db.selectFrom('device_events').select(['seq', 'tenant_id', 'body']).where('seq', '>', after).orderBy('seq').limit(limit).execute();
    return rows.map((r) => ({ tenantId: r.tenant_id, event: toEvent(r) }));
  }

  /** Deletes events older than LIVE_KEEP_MINUTES and expired tickets. */
  async prune(): Promise<void> {
    const now = this.config.now();
    await this.db.deleteFrom('device_events').where('created_at', '<', now - this.config.live.keepMinutes * 60_000).execute();
    await this.db.deleteFrom('device_stream_tickets').where('expires_at', '<', now).execute();
  }
}
