/**
 * Per-address rate limits on the calls an anonymous script would hammer (sign-in, captcha images,
 * single sign-on): a fixed one-minute window per (call, address), counted in the database in one
 * statement per call, so parallel requests and several server processes count alike.
 */
import { sql } from 'kysely';
import type { Db } from '../db';
import type { ServerConfig } from '../config';

export type RateLimitedCall = keyof ServerConfig['rateLimits'];

const WINDOW_MS = 60_000;

export class RateLimitService {
  constructor(
    private readonly db: Db,
    private readonly config: ServerConfig,
  ) {}

  /**
   * Counts a call from an address; answers null when it is within the limit, else the seconds
   * until the address may call again.
   */
  async hit(call: RateLimitedCall, address: string): Promise<number | null> {
    const limit = this.config.rateLimits[call];
    if (limit === 0) return null;
    const now = this.config.now();
    const window = now - (now % WINDOW_MS);
    const row = await this.db
      .insertInto('rate_limits')
      .values({ subject: `${call}:${address}`, window_start: window, count: 1 })
      .onConflict((oc) =>
        oc.column('subject').doUpdateSet({
          count: sql<number>`case when rate_limits.window_start = ${window} then rate_limits.count + 1 else 1 end`,
          window_start: window,
        }),
      )
      .returning('count')
      .executeTakeFirstOrThrow();
    if (Math.random() < 0.01) await this.db.deleteFrom('rate_limits').where('window_start', '<', window).execute();
    return Number(row.count) > limit ? Math.max(1, Math.ceil((window + WINDOW_MS - now) / 1000)) : null;
  }
}
