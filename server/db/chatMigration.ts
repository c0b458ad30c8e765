/**
 * Migration 0018_chat: the group chat (issue 27): channels, members, messages numbered per channel, read marks. Filled in by the chat work.
 * Kysely's schema builder with portable types only (text, integer, bigint).
 */
import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against any past schema */
type AnyDb = Kysely<any>;

export const chatMigration: Migration = {
  async up(_db: AnyDb) {},
};
