/**
 * Keyset paging: rows after a (sort key, id) position instead of after OFFSET rows, so the export
 * and a page reached from the one before read only the rows they answer, however deep they are.
 *
 * The order of a list is its sort column then the id, both the same way (applySort). SQLite puts
 * NULLs first ascending and last descending, so an order is two segments, each walked with an
 * index-friendly range: ascending, the NULL rows by id then the values; descending, the values then
 * the NULL rows. A position in one segment continues in it and then reads the next from its start.
 *
 * A page answers `nextCursor` (the position after its last row, with the query it belongs to); the
 * next page's request may send it back as `cursor`. It is only a position: the sort column comes from
 * the checked query, the value and id are bound parameters, and a cursor that does not belong to the
 * request (another sort, other filters, another page) is ignored, so paging falls back to the index.
 */
import type { SelectQueryBuilder } from 'kysely';
import { nextTurn, type CheckedListQuery, type ResourceDef } from './kit';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Select = SelectQueryBuilder<any, any, any>;
type Value = string | number | null;

/** The order of a list: a column (null: by id alone) and a direction. */
export type SortKey = { column: string | null; order: 'asc' | 'desc' };

/** A position in an order: the last row's sort value and id. */
export type Position = { value: Value; id: number };

/** The sort key of a checked query (the definition's default sort, else the newest first). */
export function sortKeyOf(def: ResourceDef, q: Pick<CheckedListQuery, 'sort'>): SortKey {
  const sort = q.sort ?? (def.defaultSort ? { field: def.defaultSort.field, order: def.defaultSort.order } : null);
  if (!sort) return { column: null, order: 'desc' };
  if (sort.field === 'id') return { column: null, order: sort.order };
  const f = def.fields[sort.field];
  const column = f?.type === 'dateRange' ? `${sort.field}Start` : f?.type === 'geoPoint' ? `${sort.field}Lng` : sort.field;
  return { column, order: sort.order };
}

/**
 * Orders a select by the key, the id breaking ties the same way. NULLs go where SQLite puts them
 * (first ascending, last descending), said explicitly so PostgreSQL (which puts them the other way)
 * pages alike; `withNulls: false` leaves that out for a segment that has no NULL or only NULLs.
 */
export function orderBy(qb: Select, key: SortKey, withNulls = true): Select {
  if (!key.column) return qb.orderBy('id', key.order);
  const ordered = withNulls
    ? qb.orderBy(key.column, (ob) => (key.order === 'asc' ? ob.asc().nullsFirst() : ob.desc().nullsLast()))
    : qb.orderBy(key.column, key.order);
  return ordered.orderBy('id', key.order);
}

/** The segments to read after `after` (or from the start), in order, each a filter of the base select. */
function segments(key: SortKey, after: Position | null): ((qb: Select) => Select)[] {
  const { column, order } = key;
  if (!column) return [(qb) => (after ? qb.where('id', order === 'asc' ? '>' : '<', after.id) : qb)];
  const nulls = (qb: Select) => qb.where(column, 'is', null);
  const values = (qb: Select) => qb.where(column, 'is not', null);
  if (!after) return order === 'asc' ? [nulls, values] : [values, nulls];
  const { value, id } = after;
  if (value === null) {
    return order === 'asc'
      ? [(qb) => nulls(qb).where('id', '>', id), values]
      : [(qb) => nulls(qb).where('id', '<', id)];
  }
  const rest = order === 'asc'
    ? (qb: Select) => qb.where(column, '>=', value).where((eb) => eb.or([eb(column, '>', value), eb('id', '>', id)]))
    : (qb: Select) => qb.where(column, '<=', value).where((eb) => eb.or([eb(column, '<', value), eb('id', '<', id)]));
  return order === 'asc' ? [rest] : [rest, nulls];
}

/** Up to `limit` rows of `base` after `after` in the key's order, reading each segment by its index. */
export async function rowsAfter(base: Select, key: SortKey, after: Position | null, limit: number): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  for (const segment of segments(key, after)) {
    const rows = await orderBy(segment(base), key, false).limit(limit - out.length).execute();
    out.push(...(rows as Record<string, unknown>[]));
    if (out.length >= limit) break;
  }
  return out;
}

/** The position of a stored row in an order. */
export function positionOf(row: Record<string, unknown>, key: SortKey): Position {
  const v = key.column ? row[key.column] : null;
  return { value: typeof v === 'number' || typeof v === 'string' ? v : null, id: Number(row.id) };
}

/**
 * Every row of `base` in the key's order, read `chunk` rows at a time by keyset (exports, a module's
 * `store.all`), with a turn of the event loop for other requests between chunks: SQLite reads are
 * synchronous, so reading 100 000 rows without one held every tenant for a second or more.
 */
export async function* walk(base: Select, key: SortKey, chunk: number): AsyncGenerator<Record<string, unknown>> {
  let after: Position | null = null;
  for (;;) {
    const rows = await rowsAfter(base, key, after, chunk);
    yield* rows;
    if (rows.length < chunk) return;
    after = positionOf(rows[rows.length - 1]!, key);
    await nextTurn();
  }
}

/** A short, stable fingerprint of a query's filters and order (FNV-1a), so a cursor names its query. */
function fingerprint(q: Pick<CheckedListQuery, 'filters' | 'pageSize'>, key: SortKey): string {
  const text = JSON.stringify([q.filters, q.pageSize, key.column, key.order]);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

/** The cursor of the page after `pageNo`, positioned after `last`. */
export function encodeCursor(q: Pick<CheckedListQuery, 'filters' | 'pageSize' | 'pageNo'>, key: SortKey, last: Position): string {
  return Buffer.from(JSON.stringify([q.pageNo + 1, fingerprint(q, key), last.value, last.id])).toString('base64url');
}

/** The position a request's cursor holds, or null when it is absent, malformed or of another query. */
export function decodeCursor(raw: unknown, q: Pick<CheckedListQuery, 'filters' | 'pageSize' | 'pageNo'>, key: SortKey): Position | null {
  if (typeof raw !== 'string' || raw.length > 400 || !/^[A-Za-z0-9_-]+$/.test(raw)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) return null;
  const [pageNo, print, value, id] = parsed as unknown[];
  if (pageNo !== q.pageNo || print !== fingerprint(q, key)) return null;
  if (!(value === null || typeof value === 'number' || (typeof value === 'string' && value.length <= 200))) return null;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) return null;
  return { value, id };
}
