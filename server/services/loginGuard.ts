/**
 * Failed sign-ins, counted per username and per address: after `captchaAfterFailures` a captcha is
 * required, after `lockAfterFailures` (per username) the account is locked for `lockSeconds`.
 * A count is forgotten once no failure happened for `lockSeconds`, and a username's count on success.
 */
import type { Db } from '../db';
import type { ServerConfig } from '../config';

export type GuardState = { captchaRequired: boolean; lockedUntil: number | null };

const userKey = (username: string) => `user:${username.toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;

export class LoginGuard {
  constructor(
    private readonly db: Db,
    private readonly config: ServerConfig,
  ) {}

  private async count(subject: string): Promise<{ count: number; lockedUntil: number | null }> {
    const now = this.config.now();
    const row = await this.db.selectFrom('login_failures').selectAll().where('subject', '=', subject).executeTakeFirst();
    if (!row) return { count: 0, lockedUntil: null };
    if (row.locked_until !== null && row.locked_until > now) return { count: row.count, lockedUntil: row.locked_until };
    if (row.locked_until !== null || now - row.last_failed_at >= this.config.lockSeconds * 1000) return { count: 0, lockedUntil: null };
    return { count: row.count, lockedUntil: null };
  }

  /** Where a username and an address stand before a sign-in attempt. */
  async state(username: string, ip: string): Promise<GuardState> {
    const user = await this.count(userKey(username));
    const address = await this.count(ipKey(ip));
    return {
      captchaRequired: Math.max(user.count, address.count) >= this.config.captchaAfterFailures,
      lockedUntil: user.lockedUntil,
    };
  }

  /** Records a failed sign-in; answers the new state (locked when the username reached the limit). */
  async fail(username: string, ip: string): Promise<GuardState> {
    const now = this.config.now();
    // Counts that have run out (no failure for the lock time, no lock in force) are dropped.
    await this.db
      .deleteFrom('login_failures')
      .where('last_failed_at', '<', now - this.config.lockSeconds * 1000)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
      .execute();
    // One statement per subject adds the failure, so failures arriving at several instances at once
    // are all counted (no read-then-write that could lose one).
    const lockAt = now + this.config.lockSeconds * 1000;
    for (const subject of [userKey(username), ipKey(ip)]) {
      const locks = subject.startsWith('user:');
      const firstLock = locks && this.config.lockAfterFailures <= 1 ? lockAt : null;
      await this.db
        .insertInto('login_failures')
        .values({ subject, count: 1, last_failed_at: now, locked_until: firstLock })
        .onConflict((oc) =>
          oc.column('subject').doUpdateSet((eb) => ({
            count: eb(eb.ref('login_failures.count'), '+', 1),
            last_failed_at: now,
            locked_until: locks ? eb.case().when(eb(eb.ref('login_failures.count'), '+', 1), '>=', this.config.lockAfterFailures).then(lockAt).else(null).end() : null,
          })),
        )
        .execute();
    }
    const user = await this.count(userKey(username));
    const userCount = user.count;
    const lockedUntil = user.lockedUntil;
    const address = await this.count(ipKey(ip));
    return { captchaRequired: Math.max(userCount, address.count) >= this.config.captchaAfterFailures, lockedUntil };
  }

  /** Forgets a username's failures after a successful sign-in. */
  async succeed(username: string): Promise<void> {
    await this.db.deleteFrom('login_failures').where('subject', '=', userKey(username)).execute();
  }
}
