/**
 * Failed sign-ins, counted per username, per address and per (username, address) pair.
 *
 * - Per username: after `captchaAfterFailures` (3) every attempt at that username needs a captcha.
 * - Per address: after `captchaAfterAddressFailures` (30, much higher: an office behind one NAT
 *   shares it) every attempt from that address needs a captcha.
 * - Per pair: after `lockAfterFailures` (10) the username is locked for `lockSeconds` at that address
 *   only, so an anonymous script cannot lock a real user out from the user's own address.
 * - From other addresses, a username past `lockAfterFailures` is slowed: the next attempt waits
 *   2^(failures − limit) seconds after the last failure, at most {@link MAX_DELAY_SECONDS}.
 *
 * Counting is atomic: an attempt takes its place in the counts (one statement per count) before the
 * password is checked, so parallel attempts cannot all check a password under the captcha limit.
 * A count is forgotten once no failure happened for `lockSeconds`; a username's count on success.
 */
import { sql } from 'kysely';
import type { Db } from '../db';
import type { ServerConfig } from '../config';

/** The longest wait imposed on a username's other addresses. */
export const MAX_DELAY_SECONDS = 60;

/** Why an attempt may not check a password now. */
export type Refusal = { kind: 'locked'; until: number } | { kind: 'wait'; until: number } | { kind: 'captcha' };

/** An admitted attempt: settle it with `failed()` or `succeeded()`. */
export type Attempt = {
  /** Records the failure; answers whether the next attempt needs a captcha, and a lock now in force. */
  failed(): Promise<{ captchaRequired: boolean; lockedUntil: number | null }>;
  succeeded(): Promise<void>;
};

const userKey = (username: string) => `user:${username.toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;
const pairKey = (username: string, ip: string) => `pair:${username.toLowerCase()}|${ip}`;

export class LoginGuard {
  constructor(
    private readonly db: Db,
    private readonly config: ServerConfig,
  ) {}

  private get windowMs(): number {
    return this.config.lockSeconds * 1000;
  }

  /**
   * Adds one to a count (starting it when absent) in one statement; answers the new count, or null
   * when the count already stood at `below` (then nothing changes, so a refused attempt never
   * inflates the count that parallel attempts read).
   */
  private async bump(subject: string, now: number, below = Infinity): Promise<number | null> {
    const row = await this.db
      .insertInto('login_failures')
      .values({ subject, count: 1, last_failed_at: now, locked_until: null })
      .onConflict((oc) => {
        const update = oc.column('subject').doUpdateSet({ count: sql<number>`login_failures.count + 1`, last_failed_at: now });
        return Number.isFinite(below) ? update.where('login_failures.count', '<', below) : update;
      })
      .returning('count')
      .executeTakeFirst();
    return row ? Number(row.count) : null;
  }

  private async unbump(subjects: string[]): Promise<void> {
    await this.db.updateTable('login_failures').set({ count: sql<number>`count - 1` }).where('subject', 'in', subjects).where('count', '>', 0).execute();
  }

  private async read(subject: string, now: number) {
    const row = await this.db.selectFrom('login_failures').selectAll().where('subject', '=', subject).executeTakeFirst();
    if (!row) return null;
    if (row.locked_until !== null && row.locked_until > now) return row;
    return now - row.last_failed_at >= this.windowMs ? null : row;
  }

  /** The wait imposed on a username with `failures` failures: none below the lock limit. */
  private delayMs(failures: number): number {
    const over = failures - this.config.lockAfterFailures;
    return over < 0 ? 0 : Math.min(2 ** over, MAX_DELAY_SECONDS) * 1000;
  }

  /**
   * Admits an attempt at `username` from `ip` (`captchaSolved`: it came with a right captcha), or
   * answers why not. An admitted attempt is already counted as a failure until it is settled.
   */
  async admit(username: string, ip: string, captchaSolved: boolean): Promise<Attempt | Refusal> {
    const now = this.config.now();
    await this.db
      .deleteFrom('login_failures')
      .where('last_failed_at', '<', now - this.windowMs)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
      .execute();
    const pair = await this.read(pairKey(username, ip), now);
    if (pair?.locked_until && pair.locked_until > now) return { kind: 'locked', until: pair.locked_until };
    const user = await this.read(userKey(username), now);
    if (user) {
      const until = user.last_failed_at + this.delayMs(user.count);
      if (until > now) return { kind: 'wait', until };
    }
    const subjects = [userKey(username), ipKey(ip), pairKey(username, ip)];
    // Without a solved captcha a count takes the attempt only while it is under its captcha limit.
    const userCount = await this.bump(subjects[0]!, now, captchaSolved ? Infinity : this.config.captchaAfterFailures);
    if (userCount === null) return { kind: 'captcha' };
    const ipCount = await this.bump(subjects[1]!, now, captchaSolved ? Infinity : this.config.captchaAfterAddressFailures);
    if (ipCount === null) {
      await this.unbump([subjects[0]!]);
      return { kind: 'captcha' };
    }
    const pairCount = (await this.bump(subjects[2]!, now))!;
    return {
      failed: async () => {
        let lockedUntil: number | null = null;
        if (pairCount >= this.config.lockAfterFailures) {
          lockedUntil = now + this.windowMs;
          await this.db.updateTable('login_failures').set({ locked_until: lockedUntil }).where('subject', '=', subjects[2]!).execute();
        }
        return { captchaRequired: userCount >= this.config.captchaAfterFailures || ipCount >= this.config.captchaAfterAddressFailures, lockedUntil };
      },
      succeeded: async () => {
        await this.db.deleteFrom('login_failures').where('subject', 'in', [subjects[0]!, subjects[2]!]).execute();
        await this.unbump([subjects[1]!]);
      },
    };
  }
}

/** True when `admit` refused the attempt. */
export function isRefusal(value: Attempt | Refusal): value is Refusal {
  return 'kind' in value;
}
