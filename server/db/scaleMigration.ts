/**
 * Migration 0019_scale: what a city-sized load needs (issue 28): indexes and rollups found by bench:city. Filled in by that work.
 * Kysely's schema builder with portable types only (text, integer, bigint).
 */
import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against any past schema */
type AnyDb = Kysely<any>;

export const scaleMigration: Migration = {
  async up(_db: AnyDb) {},
};
