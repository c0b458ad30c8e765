/**
 * The list request on the wire, shared by both engines: `pageNo` (from 1), `pageSize`, `orderField`,
 * `orderType` (asc | desc) and one parameter per filter — `<field>` for equality, contains and any-of
 * (comma-separated), `<field>Start` / `<field>End` for ranges. `parseListQuery` is the server's only
 * way in: field names are checked against the definition and values coerced by the field's type, so
 * nothing from a request reaches SQL unchecked.
 *
 * @example
 *   encodeListQuery(weighing, { pageNo: 2, pageSize: 20, sort: { field: 'carCode', order: 'asc' },
 *                     filters: { carCode: '苏A', weighTime: ['2026-11-01', '2026-11-30'] } })
 *   // { pageNo: 2, pageSize: 20, orderField: 'carCode', orderType: 'asc', carCode: '苏A',
 *   //   weighTimeStart: '2026-11-01', weighTimeEnd: '2026-11-30' }
 */
import type { Page } from '../contract';
import type { Translate } from '../i18n/catalogue';
import { filterFields, sortableFields } from './defineResource';
import type { FilterMode, ResourceDef } from './types';
import { fromWire } from './wire';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 1000;
/** The most rows an unpaged list call (`all`: getList, list) answers; more matching rows are refused with a message. */
export const MAX_ALL_ROWS = 5000;

export type SortOrder = 'asc' | 'desc';

/** The list request as a screen holds it. A range filter is `[start, end]`, either end may be blank. */
export type ListQuery = {
  pageNo?: number;
  pageSize?: number;
  sort?: { field: string; order: SortOrder } | null;
  filters?: Record<string, unknown>;
  /** The previous page's `nextCursor`, sent when moving to the next page: the server reads it by keyset. */
  cursor?: string;
};

/** A checked filter: a field of the definition, its mode, and a typed value. */
export type CheckedFilter =
  | { field: string; mode: 'eq' | 'like'; value: string | number | boolean }
  | { field: string; mode: 'in'; value: string[] }
  | { field: string; mode: 'range'; value: [unknown, unknown]; columns: [string, string] };

export type CheckedListQuery = {
  pageNo: number;
  pageSize: number;
  sort: { field: string; order: SortOrder } | null;
  filters: CheckedFilter[];
  /** The request's cursor, unchecked: the server's keyset paging uses it only when it belongs to this query. */
  cursor?: string;
};

export class ListQueryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ListQueryError';
  }
}

const blank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** A screen's list query as wire parameters (blank filters dropped); range filters become Start/End. */
export function encodeListQuery(def: ResourceDef, q: ListQuery): Record<string, string | number> {
  const out: Record<string, string | number> = { pageNo: q.pageNo ?? 1, pageSize: q.pageSize ?? DEFAULT_PAGE_SIZE };
  if (q.sort) {
    out.orderField = q.sort.field;
    out.orderType = q.sort.order;
  }
  if (q.cursor) out.cursor = q.cursor;
  const modes = new Map(filterFields(def).map((f) => [f.name, f.mode]));
  for (const [name, v] of Object.entries(q.filters ?? {})) {
    if (blank(v)) continue;
    if (modes.get(name) === 'range' && Array.isArray(v)) {
      if (!blank(v[0])) out[`${name}Start`] = String(v[0]);
      if (!blank(v[1])) out[`${name}End`] = String(v[1]);
    } else out[name] = Array.isArray(v) ? v.join(',') : typeof v === 'boolean' ? String(v) : (v as string | number);
  }
  return out;
}

function int(v: unknown, fallback: number): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) ? n : fallback;
}

/** The server's reading of a list request: checked against the definition; throws ListQueryError. */
export function parseListQuery(def: ResourceDef, raw: Record<string, unknown>, t: Translate, maxPageSize = MAX_PAGE_SIZE): CheckedListQuery {
  const pageNo = Math.max(1, int(raw.pageNo ?? raw.page ?? raw.current, 1));
  const pageSize = int(raw.pageSize ?? raw.rows ?? raw.size, DEFAULT_PAGE_SIZE);
  if (pageSize < 1 || pageSize > maxPageSize) throw new ListQueryError(t('kit.validation.pageSize', { max: maxPageSize }));
  let sort: CheckedListQuery['sort'] = null;
  if (!blank(raw.orderField)) {
    const field = String(raw.orderField);
    const allowed = field === 'id' || field === 'createdAt' || field === 'updatedAt' || sortableFields(def).some((f) => f.name === field);
    if (!allowed) throw new ListQueryError(t('kit.validation.sortField', { field }));
    sort = { field, order: String(raw.orderType).toLowerCase() === 'asc' ? 'asc' : 'desc' };
  }
  const filters: CheckedFilter[] = [];
  for (const f of filterFields(def)) {
    const mode: FilterMode = f.mode;
    if (mode === 'range') {
      const start = raw[`${f.name}Start`];
      const end = raw[`${f.name}End`];
      if (blank(start) && blank(end)) continue;
      const one = f.type === 'dateRange' ? { ...f, type: 'date' as const } : f;
      const value: [unknown, unknown] = [blank(start) ? null : fromWire(one, start), blank(end) ? null : fromWire(one, end)];
      for (const v of value) if (v !== null && typeof v !== 'number' && typeof v !== 'string') throw new ListQueryError(t('kit.validation.number', { label: t(f.label) }));
      if (f.type === 'number' || f.type === 'money') {
        for (const v of value) if (v !== null && typeof v !== 'number') throw new ListQueryError(t('kit.validation.number', { label: t(f.label) }));
      }
      const columns: [string, string] = f.type === 'dateRange' ? [`${f.name}Start`, `${f.name}End`] : [f.name, f.name];
      filters.push({ field: f.name, mode, value, columns });
      continue;
    }
    const v = raw[f.name];
    if (blank(v)) continue;
    if (mode === 'in') {
      const list = (Array.isArray(v) ? v : String(v).split(',')).map((x) => String(x).trim()).filter(Boolean);
      if (list.length) filters.push({ field: f.name, mode, value: list.slice(0, 100) });
      continue;
    }
    const typed = mode === 'like' ? String(v).trim() : fromWire(f, v);
    if (typeof typed !== 'string' && typeof typed !== 'number' && typeof typed !== 'boolean') {
      throw new ListQueryError(t('kit.validation.pattern', { label: t(f.label) }));
    }
    if ((f.type === 'reference' || f.type === 'number') && typeof typed !== 'number') {
      throw new ListQueryError(t('kit.validation.number', { label: t(f.label) }));
    }
    filters.push({ field: f.name, mode, value: typed });
  }
  const cursor = typeof raw.cursor === 'string' && raw.cursor ? { cursor: raw.cursor } : {};
  return { pageNo, pageSize, sort, filters, ...cursor };
}

/** The answer of every list call, `{ records, total, pageNo, pageSize }` in the envelope's data (kit/contract.ts). */
export type { Page };

/** Checked filters back as wire parameters (a report passing its filters on to the store). */
export function checkedToWire(filters: CheckedFilter[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of filters) {
    if (f.mode === 'range') {
      if (f.value[0] !== null) out[`${f.field}Start`] = f.value[0];
      if (f.value[1] !== null) out[`${f.field}End`] = f.value[1];
    } else out[f.field] = Array.isArray(f.value) ? f.value.join(',') : f.value;
  }
  return out;
}

/** One page of rows held in memory (small computed reports), sorted by the checked sort. */
export function pageRows<T extends Record<string, unknown>>(rows: T[], q: Pick<CheckedListQuery, 'pageNo' | 'pageSize' | 'sort'>): Page<T> {
  const sorted = q.sort ? [...rows].sort((a, b) => compare(a[q.sort!.field], b[q.sort!.field]) * (q.sort!.order === 'asc' ? 1 : -1)) : rows;
  const start = (q.pageNo - 1) * q.pageSize;
  return { records: sorted.slice(start, start + q.pageSize), total: rows.length, pageNo: q.pageNo, pageSize: q.pageSize };
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), 'zh-CN');
}
