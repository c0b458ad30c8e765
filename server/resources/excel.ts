/**
 * Workbooks: exports written as they are read, by the streaming writer of ./xlsxWriter.ts straight into
 * the HTTP answer (rows are pulled as the client takes the bytes, so memory stays flat for any number
 * of rows), and imports read from .xlsx or .csv (UTF-8 or GBK) into rows with the row number the
 * spreadsheet shows, and matched to the fields by a header row found below any title rows.
 */
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { FastifyReply } from 'fastify';
import { fromSpreadsheetText, spreadsheetText, type NamedField } from './kit';
import { contentDisposition } from '../core/disposition';
import { SheetRefusedError, xlsxNumberedRows, type SheetLimits, type SheetRow } from './xlsxReader';
import { xlsxStream, type ExtraSheet, type SheetColumn } from './xlsxWriter';

export type Column = SheetColumn;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Streams rows into an .xlsx answer, pulled by the client's reading (backpressure end to end).
 * Text cells go through `spreadsheetText` (kit/resource/cellText.ts): none is ever a formula; dates
 * (SheetDate, Date) are written as real spreadsheet dates (./xlsxWriter.ts). `extra` sheets follow
 * the first (an import template's notes). Resolves with the number of rows written once the client
 * has them all (or has gone away).
 */
export async function sendWorkbook(
  reply: FastifyReply,
  fileName: string,
  columns: Column[],
  rows: Iterable<Record<string, unknown>> | AsyncIterable<Record<string, unknown>>,
  extra: ExtraSheet[] = [],
): Promise<number> {
  let written = 0;
  const safe = (async function* () {
    for await (const row of rows) {
      const cells: Record<string, unknown> = {};
      for (const key in row) cells[key] = spreadsheetText(row[key]);
      yield cells;
    }
  })();
  const notes = extra.map((sheet) => ({ ...sheet, rows: sheet.rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, spreadsheetText(v)]))) }));
  const body = Readable.from(xlsxStream(columns, safe, (n) => (written = n), notes));
  reply.header('content-type', XLSX_TYPE).header('content-disposition', contentDisposition(fileName));
  void reply.send(body);
  // A client that leaves mid-way ends the stream early; the rows not read are simply never fetched.
  await finished(body).catch(() => undefined);
  return written;
}

/**
 * A CSV file's text: UTF-8 (a BOM taken off) when its bytes are valid UTF-8, else GB18030 — a superset
 * of GBK, what Excel and WPS on Chinese Windows write under "CSV" (a strict UTF-8 check, since GBK
 * text is almost never valid UTF-8 by chance). UTF-16 with a BOM (Excel's "Unicode text") too.
 */
export function csvText(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    // TextDecoder takes a UTF-8 BOM off by itself.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

/**
 * Splits CSV text (RFC 4180: quotes, doubled quotes, CRLF; a comma, or a tab when the first line has
 * tabs and no comma) into rows of cells, each with its row number as a spreadsheet shows the file
 * (a blank line is a row too); blank rows are left out.
 */
export function parseCsv(text: string): SheetRow[] {
  const rows: SheetRow[] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let number = 1;
  const src = text.replace(/^\uFEFF/, '');
  const firstLine = src.slice(0, src.search(/[\r\n]|$/));
  const separator = firstLine.includes('\t') && !firstLine.includes(',') ? '\t' : ',';
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    if (row.some((x) => x.trim() !== '')) rows.push({ row: number, cells: row });
    row = [];
    number++;
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
    else if (c === separator) endCell();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      endRow();
    } else cell += c;
  }
  if (cell !== '' || row.length) endRow();
  return rows;
}

/** Rows above the header a sheet may have (titles, notes); the header is looked for among the first this many rows. */
export const HEADER_SEARCH_ROWS = 10;

/**
 * Reads the first sheet of an .xlsx (streamed, see ./xlsxReader.ts) or a .csv file (UTF-8 or GBK, see
 * {@link csvText}) into its non-blank rows, each with its row number; null for another kind of file.
 * Throws SheetRefusedError beyond the limits (`maxRows` data rows, below up to
 * {@link HEADER_SEARCH_ROWS} rows of title and header).
 */
export async function readSheet(buffer: Buffer, fileName: string, limits: SheetLimits): Promise<SheetRow[] | null> {
  const bounded = { ...limits, maxRows: limits.maxRows + HEADER_SEARCH_ROWS };
  if (/\.csv$/i.test(fileName)) {
    const rows = parseCsv(csvText(buffer));
    if (rows.length > bounded.maxRows + 1) throw new SheetRefusedError('rows', limits.maxRows);
    return rows;
  }
  if (!/\.xlsx$/i.test(fileName)) return null;
  const rows: SheetRow[] = [];
  try {
    for await (const row of xlsxNumberedRows(buffer, bounded)) rows.push(row);
  } catch (e) {
    throw e instanceof SheetRefusedError && e.reason === 'rows' ? new SheetRefusedError('rows', limits.maxRows) : e;
  }
  return rows;
}

/** Which field each column of a header row holds (null: unknown), and the unknown headers. */
export type HeaderMap = { columns: (NamedField | null)[]; unknownColumns: string[] };

/** A header cell as it is matched: apostrophe and spaces taken off, and a required mark (`*学号`, `学号*`). */
function headerText(h: unknown): string {
  return String(fromSpreadsheetText(h) ?? '')
    .trim()
    .replace(/^[*＊]\s*|\s*[*＊]$/g, '');
}

/** Matches a header row to the fields: by label (either locale) or name. Unknown headers are reported, not guessed. */
export function headerMap(header: unknown[], fields: NamedField[], labelsOf: (f: NamedField) => string[]): HeaderMap {
  const byHeader = new Map<string, NamedField>();
  for (const f of fields) for (const l of [f.name, ...labelsOf(f)]) byHeader.set(l.trim(), f);
  const unknownColumns: string[] = [];
  const columns = header.map((h) => {
    const f = byHeader.get(headerText(h));
    if (!f && String(h ?? '').trim()) unknownColumns.push(String(h));
    return f ?? null;
  });
  return { columns, unknownColumns };
}

/** The header of a sheet: its index among the rows, its row number and its column map; `found` false when no row matched. */
export type SheetHeader = HeaderMap & { index: number; row: number; found: boolean };

/**
 * Finds the header among the first {@link HEADER_SEARCH_ROWS} rows: the first row whose cells are
 * mostly (at least half of its non-blank cells) the fields' headers — so a title merged across the
 * columns, or a note, above it is passed over. When no row matches, the first row is the header
 * (and every one of its columns is unknown).
 */
export function findHeader(rows: SheetRow[], fields: NamedField[], labelsOf: (f: NamedField) => string[]): SheetHeader {
  for (let i = 0; i < Math.min(rows.length, HEADER_SEARCH_ROWS); i++) {
    const map = headerMap(rows[i]!.cells, fields, labelsOf);
    const known = map.columns.filter(Boolean).length;
    if (known > 0 && known >= map.unknownColumns.length) return { ...map, index: i, row: rows[i]!.row, found: true };
  }
  return { ...headerMap(rows[0]?.cells ?? [], fields, labelsOf), index: 0, row: rows[0]?.row ?? 1, found: false };
}

/** One row of cells as a record keyed by field name (see {@link headerMap}). */
export function cellsToRecord(columns: HeaderMap['columns'], cells: unknown[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  columns.forEach((f, c) => {
    if (f) values[f.name] = fromSpreadsheetText(cells[c] ?? null);
  });
  return values;
}
