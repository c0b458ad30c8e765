/**
 * The list request on the wire, shared by both engines: `pageNo` (from 1), `pageSize`, `orderField`,
 * `orderType` (asc | desc) and one parameter per filter — `<field>` for equality, contains and any-of
 * (comma-separated), `<field>Start` / `<field>End` for ranges. `parseListQuery` is the server's only
 * way in: field names are checked against the definition and values coerced by the field's type, so
 * nothing from a request reaches SQL unchecked; a value that does not read as its parameter's type (a
 * page number of 0, a day 'abc', a list for a text) is refused with a message, never guessed at.
 *
 * @example
 *   encodeListQuery(weighing, { pageNo: 2, pageSize: 20, sort: { field: 'carCode', order: 'asc' },
 *                     filters: { carCode: '苏A', weighTime: ['2026-11-01', '2026-11-30'] } })
 *   // { pageNo: 2, pageSize: 20, orderField: 'carCode', orderType: 'asc', carCode: '苏A',
 *   //   weighTimeStart: '2026-11-01', weighTimeEnd: '2026-11-30' }
 */
import type { Page } from '../contract';
import type { Translate } from '../i18n/catalogue';
import { filterFields, sortableFields, type NamedField } from './defineResource';
import type { FieldDef, FilterMode, ResourceDef } from './types';
import { fromWire, isBlank } from './wire';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 1000;
/** The highest page number a list call accepts (the platform's own paging calls take the same). */
export const MAX_PAGE_NO = 100_000;
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

const blank = (v: unknown) => isBlank(v) || (Array.isArray(v) && v.length === 0);

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

const isScalar = (v: unknown): v is string | number | boolean => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** 'YYYY-MM-DD', optionally with ' HH:mm', ':ss' and milliseconds (fromWire has made a 'T' a space). */
const DAY_OR_TIME = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])( ([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?)?$/;

/** Epoch milliseconds from 2001 to 2286 (13 digits), as a number or its digits. */
const isEpochMs = (v: unknown): boolean => (typeof v === 'number' && Number.isSafeInteger(v) && v >= 1e12 && v < 1e13) || (typeof v === 'string' && /^1\d{12}$/.test(v));

/** Whether a filter value reads as a day or a time ('2026-02-31' is kept: a month's last bound as modules write it). */
const isDay = (v: unknown): v is string => typeof v === 'string' && DAY_OR_TIME.test(v);

/**
 * A paging parameter under the first of its spellings that is given: an integer from 1 to `max`, or
 * `fallback` when none is. Anything else (text, a fraction, a list, an object, 0, 1e308) is refused
 * naming the parameter, as the platform's paging calls do (`pageNo：不能小于 1`).
 */
function pagingParam(raw: Record<string, unknown>, names: string[], fallback: number, max: number, t: Translate, tooBig: (name: string) => string): number {
  const name = names.find((n) => !isBlank(raw[n]));
  if (name === undefined) return fallback;
  const v = typeof raw[name] === 'string' ? (raw[name] as string).trim() : raw[name];
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^[+-]?\d+$/.test(v) ? Number(v) : NaN;
  if (Number.isNaN(n) || (Number.isFinite(n) && !Number.isInteger(n))) throw new ListQueryError(t('kit.query.integer', { name }));
  if (n < 1) throw new ListQueryError(t('kit.query.min', { name, min: 1 }));
  if (n > max) throw new ListQueryError(tooBig(name));
  return n;
}

/**
 * A request's page number (`pageNo`, `page` or `current`; 1 by default) and size (`pageSize`, `rows`
 * or `size`; 10 by default), checked as every list call checks them: a module handler that pages rows
 * itself reads them with this, so its refusals read the same. Throws ListQueryError.
 *
 * @example
 *   const { pageNo, pageSize } = parsePaging(ctx.input, ctx.t, 100);
 */
export function parsePaging(raw: Record<string, unknown>, t: Translate, maxPageSize = MAX_PAGE_SIZE): Pick<CheckedListQuery, 'pageNo' | 'pageSize'> {
  return {
    pageNo: pagingParam(raw, ['pageNo', 'page', 'current'], 1, MAX_PAGE_NO, t, (name) => t('kit.query.max', { name, max: MAX_PAGE_NO })),
    pageSize: pagingParam(raw, ['pageSize', 'rows', 'size'], DEFAULT_PAGE_SIZE, maxPageSize, t, (name) => t('kit.query.pageSize', { name, max: maxPageSize })),
  };
}

function sortOf(def: ResourceDef, raw: Record<string, unknown>, t: Translate): CheckedListQuery['sort'] {
  if (blank(raw.orderField)) return null;
  if (!isScalar(raw.orderField)) throw new ListQueryError(t('kit.query.format', { label: 'orderField' }));
  const field = String(raw.orderField).trim();
  const allowed = field === 'id' || field === 'createdAt' || field === 'updatedAt' || sortableFields(def).some((f) => f.name === field);
  if (!allowed) throw new ListQueryError(t('kit.validation.sortField', { field }));
  const order = isBlank(raw.orderType) ? 'desc' : isScalar(raw.orderType) ? String(raw.orderType).trim().toLowerCase() : '';
  if (order !== 'asc' && order !== 'desc') throw new ListQueryError(t('kit.query.orderType', { name: 'orderType' }));
  return { field, order };
}

type FilterField = NamedField & { mode: FilterMode };

/** One end of a range, or an equality value, typed by the field; refused when it is not of the field's type. */
function typedValue(f: FieldDef, label: string, v: unknown, t: Translate): string | number | boolean {
  const typed = fromWire(f, v);
  switch (f.type) {
    case 'date':
    case 'datetime':
      // A time may also come as epoch milliseconds (the device screens send their range so).
      if (f.type === 'datetime' && isEpochMs(typed)) return Number(typed);
      if (!isDay(typed)) throw new ListQueryError(t('kit.query.date', { label }));
      return typed;
    case 'number':
    case 'money':
      if (!isNumber(typed)) throw new ListQueryError(t('kit.validation.number', { label }));
      return typed;
    case 'reference':
      if (!isNumber(typed)) throw new ListQueryError(t('kit.validation.number', { label }));
      if (!Number.isSafeInteger(typed)) throw new ListQueryError(t('kit.validation.integer', { label }));
      return typed;
    case 'boolean':
      if (typeof typed !== 'boolean') throw new ListQueryError(t('kit.validation.boolean', { label }));
      return typed;
    default:
      if (!isScalar(typed)) throw new ListQueryError(t('kit.query.format', { label }));
      return typed;
  }
}

/** The checked filter of one filter field, or null when the request leaves it blank. */
function filterOf(f: FilterField, raw: Record<string, unknown>, t: Translate): CheckedFilter | null {
  const label = () => t(f.label);
  if (f.mode === 'range') {
    const start = raw[`${f.name}Start`];
    const end = raw[`${f.name}End`];
    if (blank(start) && blank(end)) return null;
    const one: FieldDef = f.type === 'dateRange' ? { ...f, type: 'date' } : f;
    const value: [unknown, unknown] = [blank(start) ? null : typedValue(one, label(), start, t), blank(end) ? null : typedValue(one, label(), end, t)];
    const columns: [string, string] = f.type === 'dateRange' ? [`${f.name}Start`, `${f.name}End`] : [f.name, f.name];
    return { field: f.name, mode: 'range', value, columns };
  }
  const v = raw[f.name];
  if (blank(v)) return null;
  if (f.mode === 'in') {
    const items = Array.isArray(v) ? v : isScalar(v) ? String(v).split(',') : null;
    if (!items || !items.every(isScalar)) throw new ListQueryError(t('kit.query.format', { label: label() }));
    const list = items.map((x) => String(x).trim()).filter(Boolean);
    return list.length ? { field: f.name, mode: 'in', value: list.slice(0, 100) } : null;
  }
  if (f.mode === 'like') {
    if (!isScalar(v)) throw new ListQueryError(t('kit.query.format', { label: label() }));
    return { field: f.name, mode: 'like', value: String(v).trim() };
  }
  return { field: f.name, mode: f.mode, value: typedValue(f, label(), v, t) };
}

/**
 * The server's reading of a list request, checked against the definition; throws ListQueryError
 * with a message naming what is wrong. Blank parameters ('' or absent: what the kit sends for an
 * unset filter) take their defaults; a page number or size that is not a whole number in range, a
 * list or object where one value belongs, a day that is not a day and a number that is not a
 * finite number are refused, never read as something else.
 */
export function parseListQuery(def: ResourceDef, raw: Record<string, unknown>, t: Translate, maxPageSize = MAX_PAGE_SIZE): CheckedListQuery {
  const { pageNo, pageSize } = parsePaging(raw, t, maxPageSize);
  const sort = sortOf(def, raw, t);
  const filters: CheckedFilter[] = [];
  for (const f of filterFields(def)) {
    const filter = filterOf(f, raw, t);
    if (filter) filters.push(filter);
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

const perCall = new WeakMap<object, Map<string, Promise<unknown>>>();

/**
 * What `compute` answers, computed once per call context and key. A report source computed whole on
 * every call (every person's day of 考勤日报) wraps its rows in it: its export asks for the rows a page
 * of 1 000 at a time with one context (server/http/routes/resources.ts), and gets them computed once.
 *
 * @example
 *   dailyReport: async (ctx, q) => pageRows(await oncePerCall(ctx, JSON.stringify(q.filters), () => dailyRows(ctx, q)), q),
 */
export function oncePerCall<T>(ctx: object, key: string, compute: () => Promise<T>): Promise<T> {
  let kept = perCall.get(ctx);
  if (!kept) perCall.set(ctx, (kept = new Map()));
  let answer = kept.get(key) as Promise<T> | undefined;
  if (!answer) kept.set(key, (answer = compute()));
  return answer;
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), 'zh-CN');
}
