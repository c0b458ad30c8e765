/**
 * A view's fixed filters laid over the filters a user typed: the user can narrow a view, never widen
 * it. Where the two exclude each other nothing can match, and the list answers an empty page without
 * asking the server.
 *
 * @example
 *   scopeFilters({ state: ['closed', 'reported'] }, { state: ['reported', 'accepted'] }) // { state: ['reported'] }
 *   scopeFilters({ kind: 'camera' }, { kind: 'gps' })                                     // null: nothing matches
 */
import { insideFixed, type FixedFilters } from '../resource';

const blank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** The filters to send: the user's, narrowed by the fixed ones; null when they exclude each other. */
export function scopeFilters(filters: Record<string, unknown>, fixed: FixedFilters | undefined): Record<string, unknown> | null {
  if (!fixed) return filters;
  const out: Record<string, unknown> = { ...filters };
  for (const [name, value] of Object.entries(fixed)) {
    const typed = filters[name];
    if (blank(typed)) {
      out[name] = Array.isArray(value) ? [...value] : value;
      continue;
    }
    const kept = (Array.isArray(typed) ? typed : [typed]).filter((v) => insideFixed(value, v));
    if (!kept.length) return null;
    out[name] = Array.isArray(typed) ? kept : kept[0];
  }
  return out;
}
