/**
 * Values from the wire (form text, JSON, a workbook's cell) as a field's typed value, without zod: the
 * list request (listQuery) reads filters with it in the browser, where a list page must not download
 * the validation schemas. validation.ts re-exports both.
 */
import type { FieldDef } from './types';

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' (or with ' HH:mm:ss') of a Date, in local time as zh-cn shows it. */
export function formatDate(d: Date, withTime = false): string {
  const day = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return withTime ? `${day} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}` : day;
}

function parseJson(s: string): unknown {
  try {
    return JSON.parse(s);
  } catch {
    return s;
  }
}

/** Whether a wire value counts as empty (undefined, null, blank text). */
export const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * A wire value (form text, JSON, a cell of a workbook) as the field's typed value; null when blank.
 * A value that cannot be read is returned as is, so validation names it.
 */
export function fromWire(f: FieldDef, raw: unknown): unknown {
  if (isBlank(raw)) return null;
  const s = typeof raw === 'string' ? raw.trim() : raw;
  switch (f.type) {
    case 'number':
    case 'money':
    case 'reference':
      if (typeof s === 'string' && /^-?\d+(\.\d+)?$/.test(s)) return Number(s);
      return s;
    case 'boolean':
      if (s === true || s === 'true' || s === '1' || s === 1 || s === '是' || s === 'Yes' || s === 'yes') return true;
      if (s === false || s === 'false' || s === '0' || s === 0 || s === '否' || s === 'No' || s === 'no') return false;
      return s;
    case 'date':
    case 'datetime':
      if (s instanceof Date) return formatDate(s, f.type === 'datetime');
      return typeof s === 'string' ? s.replace('T', ' ') : s;
    case 'dateRange': {
      const v = typeof s === 'string' ? (s.startsWith('[') ? parseJson(s) : s.split(/\s*[~至]\s*/)) : s;
      return Array.isArray(v) ? v.map((d) => (d instanceof Date ? formatDate(d) : d)) : v;
    }
    case 'geoPoint': {
      const v = typeof s === 'string' ? (s.startsWith('{') ? parseJson(s) : s.split(/\s*,\s*/)) : s;
      if (Array.isArray(v) && v.length === 2) return { lng: Number(v[0]), lat: Number(v[1]) };
      return v;
    }
    case 'enum':
      if (!f.multiple) return typeof s === 'number' ? String(s) : s;
      return typeof s === 'string' ? (s.startsWith('[') ? parseJson(s) : s.split(/\s*[,，]\s*/)) : s;
    case 'image':
    case 'file':
      if (!f.multiple) return s;
      return typeof s === 'string' ? (s.startsWith('[') ? parseJson(s) : s.split(',')) : s;
    default:
      return typeof s === 'number' ? String(s) : s;
  }
}

