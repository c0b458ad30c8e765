/**
 * Between a record as the API carries it and a row as the table stores it: ranges and points span two
 * columns, flags are 0/1, lists are JSON text.
 */
import { fieldList, type ResourceDef } from './kit';

export type Row = Record<string, unknown>;

/** Table columns of validated values (only the fields present in `values`). */
export function toRow(def: ResourceDef, values: Record<string, unknown>): Row {
  const row: Row = {};
  for (const f of fieldList(def)) {
    if (!(f.name in values)) continue;
    const v = values[f.name];
    switch (f.type) {
      case 'dateRange': {
        const [a, b] = Array.isArray(v) ? v : [null, null];
        row[`${f.name}Start`] = a ?? null;
        row[`${f.name}End`] = b ?? null;
        break;
      }
      case 'geoPoint': {
        const p = v as { lng: number; lat: number } | null;
        row[`${f.name}Lng`] = p?.lng ?? null;
        row[`${f.name}Lat`] = p?.lat ?? null;
        break;
      }
      case 'boolean':
        row[f.name] = v === null || v === undefined ? null : v ? 1 : 0;
        break;
      default:
        row[f.name] = Array.isArray(v) ? JSON.stringify(v) : (v ?? null);
    }
  }
  return row;
}

function parseList(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return [v];
  }
}

/** The API record of a stored row: id, fields, audit fields; never the tenant column. */
export function fromRow(def: ResourceDef, row: Row): Row {
  const out: Row = { id: row.id };
  for (const f of fieldList(def)) {
    switch (f.type) {
      case 'dateRange': {
        const a = row[`${f.name}Start`];
        const b = row[`${f.name}End`];
        out[f.name] = a || b ? [a ?? null, b ?? null] : null;
        break;
      }
      case 'geoPoint': {
        const lng = row[`${f.name}Lng`];
        const lat = row[`${f.name}Lat`];
        out[f.name] = typeof lng === 'number' && typeof lat === 'number' ? { lng, lat } : null;
        break;
      }
      case 'boolean':
        out[f.name] = row[f.name] === null || row[f.name] === undefined ? null : row[f.name] === 1;
        break;
      case 'enum':
      case 'image':
      case 'file':
        out[f.name] = f.multiple && row[f.name] != null ? parseList(row[f.name]) : (row[f.name] ?? null);
        break;
      default:
        out[f.name] = row[f.name] ?? null;
    }
  }
  out.createdBy = row.createdBy ?? null;
  out.createdAt = row.createdAt ?? null;
  out.updatedBy = row.updatedBy ?? null;
  out.updatedAt = row.updatedAt ?? null;
  return out;
}
