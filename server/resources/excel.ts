/**
 * Workbooks: exports written as they are read, by the streaming writer of ./xlsxWriter.ts straight into
 * the HTTP answer (rows are pulled as the client takes the bytes, so memory stays flat for any number
 * of rows), and imports read from .xlsx or .csv into row records keyed by field name, with the source
 * row number kept for error messages.
 */
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { FastifyReply } from 'fastify';
import { fromSpreadsheetText, spreadsheetText, type NamedField } from './kit';
import { contentDisposition } from '../core/disposition';
import { SheetRefusedError, xlsxRows, type SheetLimits } from './xlsxReader';
import { xlsxStream, type SheetColumn } from './xlsxWriter';

export type Column = SheetColumn;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Streams rows into an .xlsx answer, pulled by the client's reading (backpressure end to end).
 * Text cells go through `spreadsheetText` (kit/resource/cellText.ts): none is ever a formula.
 * Resolves with the number of rows written once the client has them all (or has gone away).
 */
export async function sendWorkbook(
  reply: FastifyReply,
  fileName: string,
  columns: Column[],
  rows: Iterable<Record<string, unknown>> | AsyncIterable<Record<string, unknown>>,
): Promise<number> {
  let written = 0;
  const safe = (async function* () {
    for await (const row of rows) {
      const cells: Record<string, unknown> = {};
      for (const key in row) cells[key] = spreadsheetText(row[key]);
      yield cells;
    }
  })();
  const body = Readable.from(xlsxStream(columns, safe, (n) => (written = n)));
  reply.header('content-type', XLSX_TYPE).header('content-disposition', contentDisposition(fileName));
  void reply.send(body);
  // A client that leaves mid-way ends the stream early; the rows not read are simply never fetched.
  await finished(body).catch(() => undefined);
  return written;
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
