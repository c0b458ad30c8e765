/**
 * A streaming .xlsx reader, linear in rows and bounded in memory. The zip's central directory is read
 * first and a workbook whose entries unpack beyond the limit is refused before anything is inflated;
 * the first sheet is then inflated as a stream (zlib works on libuv's thread pool) and parsed row by
 * row between chunks, so the sheet's XML never sits in memory whole and the event loop keeps
 * answering other requests. Inflated bytes are counted too, so a zip that lies about its sizes is
 * stopped at the size it declared.
 *
 * @example
 *   for await (const cells of xlsxRows(buffer, { maxUnpackedBytes: 200 << 20, maxRows: 100_000 })) …
 */
import { createInflateRaw, inflateRaw } from 'node:zlib';
import { StringDecoder } from 'node:string_decoder';
import { promisify } from 'node:util';

/** Why a workbook was refused: not a readable .xlsx, unpacking beyond the limit, or too many rows. */
export class SheetRefusedError extends Error {
  constructor(
    readonly reason: 'format' | 'unpacked' | 'rows',
    readonly limit = 0,
  ) {
    super(`xlsx refused: ${reason}${limit ? ` (limit ${limit})` : ''}`);
  }
}

export type SheetLimits = {
  /** Largest total size of the workbook's unpacked entries, in bytes. */
  maxUnpackedBytes: number;
  /** Most data rows (the header row not counted) a sheet may hold. */
  maxRows: number;
};

type Entry = { name: string; method: number; compressedSize: number; size: number; offset: number };

const inflateRawAsync = promisify(inflateRaw);
/** A row (or a run of text between two row ends) larger than this is not a spreadsheet row. */
const MAX_PENDING_CHARS = 16 * 1024 * 1024;

/** The zip's entries by name, from its central directory (ZIP64 and multi-disk archives are not .xlsx files we accept). */
export function zipEntries(zip: Buffer): Map<string, Entry> {
  const entries = new Map<string, Entry>();
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 65535); i--) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new SheetRefusedError('format');
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) throw new SheetRefusedError('format');
    const nameLength = zip.readUInt16LE(at + 28);
    const entry: Entry = {
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      offset: zip.readUInt32LE(at + 42),
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
    };
    if (entry.size === 0xffffffff || entry.compressedSize === 0xffffffff || entry.offset === 0xffffffff) throw new SheetRefusedError('format');
    entries.set(entry.name.replace(/^\//, ''), entry);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** The compressed bytes of an entry, after its local header. */
function entryData(zip: Buffer, e: Entry): Buffer {
  if (e.offset + 30 > zip.length || zip.readUInt32LE(e.offset) !== 0x04034b50) throw new SheetRefusedError('format');
  const start = e.offset + 30 + zip.readUInt16LE(e.offset + 26) + zip.readUInt16LE(e.offset + 28);
  if (start + e.compressedSize > zip.length || (e.method !== 0 && e.method !== 8)) throw new SheetRefusedError('format');
  return zip.subarray(start, start + e.compressedSize);
}

/** A whole (small) entry as text; inflating stops at the size the directory declared. */
async function entryText(zip: Buffer, e: Entry | undefined): Promise<string> {
  if (!e) return '';
  const data = entryData(zip, e);
  if (e.method === 0) return data.toString('utf8');
  const out = await inflateRawAsync(data, { maxOutputLength: Math.max(e.size, 1) }).catch((error: unknown) => {
    throw error instanceof RangeError ? new SheetRefusedError('unpacked', e.size) : new SheetRefusedError('format');
  });
  return out.toString('utf8');
}

/** An entry as a stream of text chunks, stopped (refused) past the size the directory declared. */
async function* entryChunks(zip: Buffer, e: Entry): AsyncGenerator<string> {
  const data = entryData(zip, e);
  if (e.method === 0) {
    yield data.toString('utf8');
    return;
  }
  const inflate = createInflateRaw({ chunkSize: 64 * 1024 });
  const decoder = new StringDecoder('utf8');
  let bytes = 0;
  inflate.end(data);
  try {
    for await (const chunk of inflate as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (bytes > e.size) throw new SheetRefusedError('unpacked', e.size);
      yield decoder.write(chunk);
    }
  } catch (error) {
    throw error instanceof SheetRefusedError ? error : new SheetRefusedError('format');
  } finally {
    inflate.destroy();
  }
  yield decoder.end();
}

const ENTITY = /&(?:#x([0-9a-fA-F]+)|#(\d+)|(amp|lt|gt|quot|apos));/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML text as a string: entities and OOXML's `_xHHHH_` escapes decoded. */
function xmlText(s: string): string {
  let out = s.includes('&') ? s.replace(ENTITY, (_m, hex?: string, dec?: string, name?: string) => (name ? NAMED[name]! : String.fromCodePoint(parseInt(hex ?? dec!, hex ? 16 : 10)))) : s;
  if (out.includes('_x')) out = out.replace(/_x([0-9A-Fa-f]{4})_/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
  return out;
}

/** The text of a string item (`<si>`, `<is>`): its runs' texts, phonetic guides left out. */
function itemText(xml: string): string {
  const runs = xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '').matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g);
  let s = '';
  for (const r of runs) s += r[1];
  return xmlText(s);
}

function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([\w:]+)="([^"]*)"/g)) out[m[1]!] = xmlText(m[2]!);
  return out;
}

/** Built-in number formats that show dates or times. */
const DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58]);

/** For each cell style index, whether it formats numbers as dates. */
function dateStyles(styles: string): boolean[] {
  const custom = new Map<number, string>();
  for (const m of styles.matchAll(/<numFmt\b[^>]*>/g)) {
    const a = attributes(m[0]);
    custom.set(Number(a.numFmtId), a.formatCode ?? '');
  }
  const xfs = /<cellXfs\b[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)?.[1] ?? '';
  return [...xfs.matchAll(/<xf\b[^>]*>/g)].map((m) => {
    const id = Number(attributes(m[0]).numFmtId ?? 0);
    const code = custom.get(id);
    if (code === undefined) return DATE_FORMATS.has(id);
    return /[ymdhs]/i.test(code.replace(/"[^"]*"|\[[^\]]*\]|\\./g, ''));
  });
}

/** The path of the workbook's first sheet. */
function firstSheetPath(workbook: string, rels: string): string {
  const sheet = /<sheet\b[^>]*>/.exec(workbook);
  const id = sheet ? Object.entries(attributes(sheet[0])).find(([k]) => k === 'r:id' || k.endsWith(':id'))?.[1] : undefined;
  for (const m of rels.matchAll(/<Relationship\b[^>]*>/g)) {
    const a = attributes(m[0]);
    if (a.Id === id && a.Target) return a.Target.startsWith('/') ? a.Target.slice(1) : `xl/${a.Target}`;
  }
  return 'xl/worksheets/sheet1.xml';
}

function columnIndex(letters: string): number {
  let n = 0;
  for (let i = 0; i < letters.length; i++) n = n * 26 + letters.charCodeAt(i) - 64;
  return n - 1;
}

type SheetContext = { shared: string[]; dates: boolean[]; date1904: boolean };

const ROW = /<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g;
const CELL = /<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g;

function cellValue(attrs: string, body: string | undefined, ctx: SheetContext): unknown {
  if (!body) return null;
  const type = /\bt="(\w+)"/.exec(attrs)?.[1] ?? 'n';
  if (type === 'inlineStr') return itemText(body);
  const raw = /<v(?:\s[^>]*)?>([\s\S]*?)<\/v>/.exec(body)?.[1];
  if (raw === undefined) return null;
  switch (type) {
    case 's':
      return ctx.shared[Number(raw)] ?? null;
    case 'str':
      return xmlText(raw);
    case 'b':
      return raw === '1';
    case 'e':
      return null;
    case 'd':
      return new Date(raw);
  }
  const n = Number(raw);
  if (!Number.isFinite(n)) return null;
  const style = /\bs="(\d+)"/.exec(attrs)?.[1];
  if (style && ctx.dates[Number(style)]) return serialDate(n, ctx.date1904);
  return n;
}

/**
 * A date cell's serial number as a Date of the same wall-clock time in the server's time zone (a
 * spreadsheet date has no zone: 2026-11-26 08:05 in the sheet is 08:05 here), to the second.
 */
export function serialDate(serial: number, date1904 = false): Date {
  const seconds = Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86400);
  const utc = new Date(seconds * 1000);
  return new Date(utc.getUTCFullYear(), utc.getUTCMonth(), utc.getUTCDate(), utc.getUTCHours(), utc.getUTCMinutes(), utc.getUTCSeconds());
}

/** A row of a sheet: its number as the spreadsheet shows it (1-based) and its cells. */
export type SheetRow = { row: number; cells: unknown[] };

/**
 * The cells of every row in `xml` (complete rows only) with the row's own number (its `r`, else the
 * one after the previous row); rows without a value are left out.
 */
function* rowsOf(xml: string, ctx: SheetContext, last: { row: number }): Generator<SheetRow> {
  for (const row of xml.matchAll(ROW)) {
    const number = Number(/\br="(\d+)"/.exec(row[1]!)?.[1] ?? last.row + 1);
    last.row = number;
    if (!row[2]) continue;
    const cells: unknown[] = [];
    let next = 0;
    let any = false;
    for (const c of row[2].matchAll(CELL)) {
      const ref = /\br="([A-Z]+)\d*"/.exec(c[1]!)?.[1];
      const at = ref ? columnIndex(ref) : next;
      next = at + 1;
      const value = cellValue(c[1]!, c[2], ctx);
      if (value === null || value === '') continue;
      while (cells.length < at) cells.push(null);
      cells[at] = value;
      any = true;
    }
    if (any) yield { row: number, cells };
  }
}

/**
 * The rows of the workbook's first sheet as arrays of cell values (strings, numbers, booleans, Dates;
 * formulas give their cached result), empty rows left out. Throws {@link SheetRefusedError} on a file
 * that is not an .xlsx, that unpacks beyond `maxUnpackedBytes` (checked before inflating) or that
 * has more than `maxRows` rows.
 */
export async function* xlsxRows(zip: Buffer, limits: SheetLimits): AsyncGenerator<unknown[]> {
  for await (const r of xlsxNumberedRows(zip, limits)) yield r.cells;
}

/** {@link xlsxRows} with each row's number as the spreadsheet shows it (blank rows still count). */
export async function* xlsxNumberedRows(zip: Buffer, limits: SheetLimits): AsyncGenerator<SheetRow> {
  if (zip.length < 22 || zip.readUInt32LE(0) !== 0x04034b50) throw new SheetRefusedError('format');
  const entries = zipEntries(zip);
  let unpacked = 0;
  for (const e of entries.values()) unpacked += e.size;
  if (unpacked > limits.maxUnpackedBytes) throw new SheetRefusedError('unpacked', limits.maxUnpackedBytes);
  const workbook = await entryText(zip, entries.get('xl/workbook.xml'));
  const sheet = entries.get(firstSheetPath(workbook, await entryText(zip, entries.get('xl/_rels/workbook.xml.rels'))));
  if (!sheet) throw new SheetRefusedError('format');
  const ctx: SheetContext = {
    shared: [...(await entryText(zip, entries.get('xl/sharedStrings.xml'))).matchAll(/<si(?:\s[^>]*)?>([\s\S]*?)<\/si>|<si\s*\/>/g)].map((m) => (m[1] ? itemText(m[1]) : '')),
    dates: dateStyles(await entryText(zip, entries.get('xl/styles.xml'))),
    date1904: /<workbookPr\b[^>]*\bdate1904="(1|true)"/.test(workbook),
  };
  let pending = '';
  let count = 0;
  const last = { row: 0 };
  const emit = function* (xml: string) {
    for (const row of rowsOf(xml, ctx, last)) {
      if (++count > limits.maxRows + 1) throw new SheetRefusedError('rows', limits.maxRows);
      yield row;
    }
  };
  for await (const text of entryChunks(zip, sheet)) {
    pending += text;
    const end = pending.lastIndexOf('</row>');
    if (end < 0) {
      if (pending.length > MAX_PENDING_CHARS) throw new SheetRefusedError('format');
      continue;
    }
    yield* emit(pending.slice(0, end + 6));
    pending = pending.slice(end + 6);
  }
  yield* emit(pending);
}
