/**
 * Migration 0017_notice_links: what the shell's bell needs to group notices and to act on them.
 * `business`: the business a notice belongs to (a module id such as 'ljszydd', or 'system'), which
 * the bell groups by; `link`: JSON `{ module, path, query?, title? }`, the page a click opens (an
 * alarm's "create a work order"). Both null for the records that came before.
 * Kysely's schema builder with portable types only (text).
 */
import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against any past schema */
type AnyDb = Kysely<any>;

export const noticeLinksMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('notices').addColumn('business', 'text').execute();
    await db.schema.alterTable('notices').addColumn('link', 'text').execute();
  },
};
