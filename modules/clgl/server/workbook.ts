/**
 * Imports read by the fleet's own server code (the older generation's import calls and the
 * platform's car import): .xlsx or .csv, header row matched by the field labels (zh-CN or en-US) or
 * names, every row checked before anything is written, so a bad row refuses the whole file.
 */
import ExcelJS from 'exceljs';
import { formatDate, HandlerError, importFields, validateRecord, type HandlerContext, type ModuleStore, type NamedField, type ResourceDef } from '../../kit/resource';
import { clglEnums } from '../enums';
import { clglMessages } from '../messages';
import { DUAL } from '../resources/paths';

type UploadedFile = { filename?: string; _buf?: Buffer; toBuffer?: () => Promise<Buffer> };

function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const src = text.replace(/^\uFEFF/, '');
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endCell();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      endRow();
    } else cell += c;
  }
  if (cell || row.length) endRow();
  return rows.filter((r) => r.some((x) => x.trim() !== ''));
}

function cellValue(v: ExcelJS.CellValue): unknown {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return formatDate(new Date(v.getTime() + v.getTimezoneOffset() * 60000), true).replace(/ 00:00:00$/, '');
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    if ('text' in v) return String(v.text);
    if ('result' in v) return v.result as unknown;
  }
  return v;
}

/** The sheet's rows (first row = headers) from an uploaded .xlsx or .csv; refused otherwise. */
export async function readUpload(file: unknown, t: HandlerContext['t']): Promise<unknown[][]> {
  const f = file as UploadedFile | undefined;
  if (!f || typeof f !== 'object' || !f.filename) throw new HandlerError(t('clgl.import.noFile'));
  const buffer = f._buf ?? (f.toBuffer ? await f.toBuffer() : null);
  if (!buffer) throw new HandlerError(t('clgl.import.noFile'));
  if (/\.csv$/i.test(f.filename)) return parseCsv(buffer.toString('utf8'));
  if (!/\.xlsx$/i.test(f.filename)) throw new HandlerError(t('clgl.import.noFile'));
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw new HandlerError(t('clgl.import.noFile'));
  }
  const ws = wb.worksheets[0];
  const rows: unknown[][] = [];
  ws?.eachRow((r) => rows.push((r.values as ExcelJS.CellValue[]).slice(1).map(cellValue)));
  return rows;
}

export type ImportError = { row: number; field: string; message: string };

/**
 * Import of rows into one resource, as the kit's import dialog asks for it (`mode`): `check` answers
 * the per-row errors and writes nothing; `all` (default) writes every row or, when any row is bad,
 * none; `valid` writes the valid rows only. Every row is validated (fields, choices, references,
 * uniqueness within the file and against the table) before anything is written.
 */
export async function importInto(
  ctx: HandlerContext,
  def: ResourceDef,
  fixed: Record<string, unknown> = {},
  create?: (values: Record<string, unknown>) => Promise<unknown>,
): Promise<{ imported: number; total: number; errors: ImportError[]; unknownColumns: string[]; preview?: Record<string, unknown>[] }> {
  const { t, store } = ctx;
  const rows = await readUpload(ctx.input.file, t);
  if (rows.length < 2) throw new HandlerError(t('clgl.import.empty'));
  const fields = importFields(def);
  const en = clglMessages['en-US'];
  const byHeader = new Map<string, NamedField>();
  for (const f of fields) for (const h of [t(f.label), en[f.label], f.name]) if (h) byHeader.set(h.trim(), f);
  const header = rows[0]!.map((h) => byHeader.get(String(h ?? '').trim()) ?? null);
  const unknownColumns = rows[0]!.filter((h, i) => !header[i] && String(h ?? '').trim()).map(String);
  const lookups = await reverseLookups(store, fields, t);
  const existing = def.unique?.length ? await store.all(def.id, {}, 50000) : [];
  const keys = new Set(existing.map((r) => def.unique!.map((u) => String(r[u])).join('\u0001')));
  const errors: ImportError[] = [];
  const accepted: Record<string, unknown>[] = [];
  const preview: Record<string, unknown>[] = [];
  rows.slice(1).forEach((cells, i) => {
    const rowNo = i + 2;
    const values: Record<string, unknown> = {};
    header.forEach((f, c) => {
      if (!f) return;
      const raw = cells[c];
      const map = lookups.get(f.name);
      const text = raw === null || raw === undefined ? '' : String(raw).trim();
      if (map && text) {
        const one = (x: string) => map.get(x) ?? (f.type === 'reference' ? `?${x}` : x);
        values[f.name] = f.type === 'enum' && f.multiple ? text.split(/\s*[,，]\s*/).map(one) : one(text);
      } else values[f.name] = raw;
    });
    if (preview.length < 200) preview.push({ row: rowNo, values });
    const v = validateRecord(def, values, { t, mode: 'import', enumValues: (s) => clglEnums.values[s]?.map((o) => o.value) });
    if (!v.ok) {
      errors.push(...v.errors.map((e) => ({ row: rowNo, ...e })));
      return;
    }
    if (def.unique?.length) {
      const key = def.unique.map((u) => String(v.value[u])).join('\u0001');
      if (keys.has(key)) {
        const first = def.unique[0]!;
        errors.push({ row: rowNo, field: first, message: t('kit.validation.unique', { label: t(def.fields[first]!.label!) }) });
        return;
      }
      keys.add(key);
    }
    accepted.push({ ...v.value, ...fixed });
  });
  const total = rows.length - 1;
  const mode = ctx.input.mode === 'check' || ctx.input.mode === 'valid' ? ctx.input.mode : 'all';
  if (mode === 'check') return { imported: 0, total, errors, unknownColumns, preview };
  if (errors.length && mode === 'all') {
    const bad = new Set(errors.map((e) => e.row)).size;
    const named = errors.slice(0, 8).map((e) => t('clgl.import.rowError', { row: e.row, message: e.message }));
    throw new HandlerError(`${t('clgl.import.refused', { count: bad })}：${named.join('；')}`);
  }
  for (const values of accepted) await (create ? create(values) : store.create(def.id, values));
  return { imported: accepted.length, total, errors, unknownColumns };
}

/** label → value per enum field, display text → id per reference field. */
async function reverseLookups(store: ModuleStore, fields: NamedField[], t: HandlerContext['t']): Promise<Map<string, Map<string, unknown>>> {
  const out = new Map<string, Map<string, unknown>>();
  for (const f of fields) {
    if (f.type === 'enum') {
      const options = f.options ?? (f.source ? clglEnums.values[f.source] : undefined) ?? [];
      out.set(f.name, new Map(options.flatMap((o) => [[t(o.label), o.value], [o.value, o.value]] as [string, unknown][])));
    }
    if (f.type === 'reference') {
      const rows = await store.all(f.resource, f.resource in DUAL ? { recycled: false } : {}, 20000);
      out.set(f.name, new Map(rows.flatMap((r) => [[String(r[f.display]), r.id], [String(r.id), r.id]] as [string, unknown][])));
    }
  }
  return out;
}
