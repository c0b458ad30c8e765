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
    let userCount = 0;
    let lockedUntil: number | null = null;
    for (const subject of [userKey(username), ipKey(ip)]) {
      const current = await this.count(subject);
      const count = current.count + 1;
      const lock = subject.startsWith('user:') && count >= this.config.lockAfterFailures ? now + this.config.lockSeconds * 1000 : null;
      if (subject.startsWith('user:')) {
        userCount = count;
        lockedUntil = lock;
      }
      await this.db
        .insertInto('login_failures')
        .values({ subject, count, last_failed_at: now, locked_until: lock })
        .onConflict((oc) => oc.column('subject').doUpdateSet({ count, last_failed_at: now, locked_until: lock }))
        .execute();
    }
    const address = await this.count(ipKey(ip));
    return { captchaRequired: Math.max(userCount, address.count) >= this.config.captchaAfterFailures, lockedUntil };
  }

  /** Forgets a username's failures after a successful sign-in. */
  async succeed(username: string): Promise<void> {
    await this.db.deleteFrom('login_failures').where('subject', '=', userKey(username)).execute();
  }
}
