/**
 * Workbooks: exports written with exceljs' streaming writer straight into the HTTP answer (rows are
 * committed one by one, so 100 000 rows never sit in memory), and imports read from .xlsx or .csv into
 * row records keyed by field name, with the source row number kept for error messages.
 */
import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { fromSpreadsheetText, spreadsheetText, type NamedField } from './kit';
import { contentDisposition } from '../core/disposition';
import { SheetRefusedError, xlsxRows, type SheetLimits } from './xlsxReader';

export type Column = { key: string; header: string; width?: number };

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';


/**
 * Streams rows into an .xlsx answer. Yields to the event loop every 500 rows so the socket drains.
 * Text cells go through `spreadsheetText` (kit/resource/cellText.ts): none is ever a formula.
 * Resolves with the number of rows written.
 */
export async function sendWorkbook(
  reply: FastifyReply,
  fileName: string,
  columns: Column[],
  rows: Iterable<Record<string, unknown>> | AsyncIterable<Record<string, unknown>>,
): Promise<number> {
  const out = new PassThrough();
  reply.header('content-type', XLSX_TYPE).header('content-disposition', contentDisposition(fileName));
  void reply.send(out);
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const ws = wb.addWorksheet('Sheet1');
  ws.columns = columns.map((c) => ({ header: spreadsheetText(c.header), key: c.key, width: c.width ?? Math.max(12, c.header.length * 2 + 2) }));
  let n = 0;
  for await (const row of rows) {
    const safe: Record<string, unknown> = {};
    for (const key in row) safe[key] = spreadsheetText(row[key]);
    ws.addRow(safe).commit();
    if (++n % 500 === 0) {
      if (out.writableNeedDrain) await new Promise((r) => out.once('drain', r));
      else await new Promise((r) => setImmediate(r));
    }
  }
  ws.commit();
  await wb.commit();
  return n;
}

/** Splits CSV text (RFC 4180: quotes, doubled quotes, CRLF) into rows of cells. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const src = text.replace(/^\uFEFF/, '');
  const endCell = () => {
    row.push(cell);
    cell = '';
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
      endCell();
      rows.push(row);
      row = [];
    } else cell += c;
  }
  if (cell !== '' || row.length) {
    endCell();
    rows.push(row);
  }
  return rows.filter((r) => r.some((x) => x.trim() !== ''));
}

/**
 * Reads the first sheet of an .xlsx (streamed, see ./xlsxReader.ts) or a .csv file into rows of cells
 * (header row first); null for another kind of file. Throws SheetRefusedError beyond the limits.
 */
export async function readSheet(buffer: Buffer, fileName: string, limits: SheetLimits): Promise<unknown[][] | null> {
  if (/\.csv$/i.test(fileName)) {
    const rows = parseCsv(buffer.toString('utf8'));
    if (rows.length > limits.maxRows + 1) throw new SheetRefusedError('rows', limits.maxRows);
    return rows;
  }
  if (!/\.xlsx$/i.test(fileName)) return null;
  const rows: unknown[][] = [];
  for await (const cells of xlsxRows(buffer, limits)) rows.push(cells);
  return rows;
}

/** Which field each column of a header row holds (null: unknown), and the unknown headers. */
export type HeaderMap = { columns: (NamedField | null)[]; unknownColumns: string[] };

/** Matches a header row to the fields: by label (either locale) or name. Unknown headers are reported, not guessed. */
export function headerMap(header: unknown[], fields: NamedField[], labelsOf: (f: NamedField) => string[]): HeaderMap {
  const byHeader = new Map<string, NamedField>();
  for (const f of fields) for (const l of [f.name, ...labelsOf(f)]) byHeader.set(l.trim(), f);
  const unknownColumns: string[] = [];
  const columns = header.map((h) => {
    const f = byHeader.get(String(fromSpreadsheetText(h) ?? '').trim());
    if (!f && String(h ?? '').trim()) unknownColumns.push(String(h));
    return f ?? null;
  });
  return { columns, unknownColumns };
}

/** One row of cells as a record keyed by field name (see {@link headerMap}). */
export function cellsToRecord(columns: HeaderMap['columns'], cells: unknown[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  columns.forEach((f, c) => {
    if (f) values[f.name] = fromSpreadsheetText(cells[c] ?? null);
  });
  return values;
}

/**
 * Rows of cells as records keyed by field name: a header matches a field by its label (either
 * locale) or its name. Unknown headers are reported, not guessed.
 */
export function rowsToRecords(
  sheet: unknown[][],
  fields: NamedField[],
  labelsOf: (f: NamedField) => string[],
): { records: { row: number; values: Record<string, unknown> }[]; unknownColumns: string[] } {
  const [header = [], ...body] = sheet;
  const { columns, unknownColumns } = headerMap(header, fields, labelsOf);
  return { records: body.map((cells, i) => ({ row: i + 2, values: cellsToRecord(columns, cells) })), unknownColumns };
}
