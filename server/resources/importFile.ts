/**
 * The engine's import of an uploaded sheet into one resource, shared by the import route and
 * `ModuleStore.importFile`: reads .xlsx/.csv (UTF-8 or GBK), finds the header row below any title
 * (headers by label, zh-CN or en-US, or name), turns enum labels, reference display texts and tree
 * names into values, validates every row (numbered as the spreadsheet numbers it), and writes in
 * one transaction (`check` writes nothing and answers every row as it would be stored, with its
 * status; `all` writes every row or none; `valid` the valid rows). Duplicates (the definition's
 * unique fields, against the table or an earlier row of the file) are counted apart from invalid rows.
 */
import { HttpError } from '../core/errors';
import { importFields, pacer, type CallerContext, type ImportAnswer, type ImportMode, type ResourceDef } from './kit';
import { fromCells, loadLookups } from './cells';
import { cellsToRecord, findHeader, readSheet, type SheetHeader } from './excel';
import { SheetRefusedError, type SheetLimits, type SheetRow } from './xlsxReader';
import type { ResourceStore } from './store';
import type { AnyDb } from './tables';

/** What one import may hold, and how many imports may run at once in this process. */
export type ImportLimits = SheetLimits & { concurrent: number };

/** 100 000 data rows, 200 MB unpacked, 2 imports at once (IMPORT_MAX_ROWS, IMPORT_MAX_UNPACKED_MB, IMPORT_CONCURRENT). */
export const defaultImportLimits: ImportLimits = { maxRows: 100_000, maxUnpackedBytes: 200 * 1024 * 1024, concurrent: 2 };

let running = 0;

type Upload = { filename?: string; toBuffer?: () => Promise<Buffer>; _buf?: Buffer };

/** The import mode of a request's `mode` field (default `all`). */
export function importModeOf(v: unknown): ImportMode {
  return v === 'valid' ? 'valid' : v === 'check' ? 'check' : 'all';
}

/**
 * Imports `file` (a multipart upload as the routes receive it). Answers the import's data and the
 * success message; throws INVALID_INPUT (with the answer as data) when nothing was written because
 * of bad rows, and on a missing, unreadable or empty file.
 */
export async function importUpload(
  store: ResourceStore,
  caller: CallerContext,
  def: ResourceDef,
  file: unknown,
  mode: ImportMode,
  db: AnyDb = store.db,
  write?: (values: Record<string, unknown>, trx: AnyDb) => Promise<unknown>,
): Promise<{ data: ImportAnswer; msg?: string }> {
  const t = store.t;
  const upload = file as Upload | undefined;
  if (!upload || typeof upload !== 'object' || !upload.filename) throw new HttpError('INVALID_INPUT', t('kit.server.importFormat'));
  const limits = store.importLimits;
  // Refused before reading: an import holds the file, its rows and a share of the database for a while.
  if (running >= limits.concurrent) throw new HttpError('FAILED', t('kit.server.importBusy', { count: limits.concurrent }));
  running++;
  try {
    return await importSheet(store, caller, def, upload as Upload & { filename: string }, mode, db, write);
  } finally {
    running--;
  }
}

/** The sheet of an upload, or the refusal naming the limit it passed. */
async function uploadedSheet(store: ResourceStore, upload: Upload & { filename: string }): Promise<SheetRow[]> {
  const t = store.t;
  const limits = store.importLimits;
  const buffer = upload._buf ?? (upload.toBuffer ? await upload.toBuffer() : null);
  const sheet = buffer
    ? await readSheet(buffer, upload.filename, limits).catch((e: unknown) => {
        if (!(e instanceof SheetRefusedError) || e.reason === 'format') return null;
        throw new HttpError('INVALID_INPUT', e.reason === 'rows' ? t('kit.server.importTooManyRows', { max: e.limit }) : t('kit.server.importTooLarge', { mb: Math.round(e.limit / 1048576) }));
      })
    : null;
  if (!sheet) throw new HttpError('INVALID_INPUT', t('kit.server.importFormat'));
  return sheet;
}

/**
 * The header of a sheet, or the refusal of a sheet without one (no row among the first names a
 * column of the template: the unknown columns are named, and no row is looked at).
 */
function sheetHeader(store: ResourceStore, def: ResourceDef, sheet: SheetRow[]): SheetHeader {
  const t = store.t;
  const en = store.module.messages['en-US'];
  if (!sheet.length) throw new HttpError('INVALID_INPUT', t('kit.server.importEmpty'));
  const header = findHeader(sheet, importFields(def), (f) => [t(f.label), en[f.label] ?? f.name]);
  if (!header.found) {
    throw new HttpError('INVALID_INPUT', t('kit.server.importNoHeader', { columns: header.unknownColumns.join('、') }), { headerRow: header.row, unknownColumns: header.unknownColumns });
  }
  if (header.index === sheet.length - 1) throw new HttpError('INVALID_INPUT', t('kit.server.importEmpty'));
  if (sheet.length - header.index - 1 > store.importLimits.maxRows) throw new HttpError('INVALID_INPUT', t('kit.server.importTooManyRows', { max: store.importLimits.maxRows }));
  return header;
}

/** What an import says about its header before any row: which row it was (when rows above it were passed over) and the columns not recognised. */
function headerNotes(t: ResourceStore['t'], header: SheetHeader): string[] {
  const notes: string[] = [];
  if (header.index > 0) notes.push(t('kit.server.importHeaderRow', { row: header.row, count: header.index }));
  if (header.unknownColumns.length) notes.push(t('kit.server.importUnknownColumns', { columns: header.unknownColumns.join('、') }));
  return notes;
}

async function importSheet(
  store: ResourceStore,
  caller: CallerContext,
  def: ResourceDef,
  upload: Upload & { filename: string },
  mode: ImportMode,
  db: AnyDb,
  write?: (values: Record<string, unknown>, trx: AnyDb) => Promise<unknown>,
): Promise<{ data: ImportAnswer; msg?: string }> {
  const t = store.t;
  const sheet = await uploadedSheet(store, upload);
  const header = sheetHeader(store, def, sheet);
  const { columns, unknownColumns } = header;
  const notes = headerNotes(t, header);
  const about = { unknownColumns, headerRow: header.row };
  const lookups = await loadLookups(store, caller, def, importFields(def), db);
  const rows: { row: number; values: Record<string, unknown> }[] = [];
  // In slices of 20 ms: other requests are answered while 100 000 rows are converted.
  const pace = pacer();
  for (let i = header.index + 1; i < sheet.length; i++) {
    await pace();
    // The row number the user sees in the spreadsheet, blank rows above it counted.
    rows.push({ row: sheet[i]!.row, values: fromCells(def, cellsToRecord(columns, sheet[i]!.cells), lookups) });
    sheet[i] = { row: 0, cells: [] }; // the cells are not needed any more
  }
  const said = (msg: string) => [...notes, msg].join('；');
  if (mode === 'check') {
    const { rows: checked, errors, total, valid, duplicates, invalid } = await store.checkImport(caller, def, rows, db);
    return { data: { imported: 0, total, valid, duplicates, invalid, errors, ...about, preview: checked.slice(0, 200) }, ...(notes.length ? { msg: notes.join('；') } : {}) };
  }
  const result = await store.importRows(caller, def, rows, mode === 'valid', db, write);
  if (!result.imported && result.errors.length) {
    throw new HttpError('INVALID_INPUT', said(t('kit.server.importInvalid', { count: result.duplicates + result.invalid })), { ...result, ...about });
  }
  const skipped = result.duplicates + result.invalid;
  const msg = skipped ? t('kit.server.importedSome', { total: result.total, count: result.imported, duplicates: result.duplicates, invalid: result.invalid }) : t('kit.server.imported', { count: result.imported });
  return { data: { ...result, ...about }, msg: said(msg) };
}
