/**
 * A streaming ZIP writer (deflate, UTF-8 names, data descriptors): entries are read, compressed and
 * sent one piece at a time, so an archive of many large files takes the memory of one piece, not of
 * the archive. Sizes and checksums follow each entry's data (bit 3), and the central directory comes
 * last, as every unzip tool reads it. No package needed.
 *
 * Limits (no ZIP64): at most 65 535 entries and 4 GiB in all; past them the stream fails rather than
 * write a broken archive.
 *
 * @example
 *   reply.type('application/zip').send(Readable.from(zipStream([{ name: '照片.png', data: buffer }])));
 */
import { Readable } from 'node:stream';
import { crc32, createDeflateRaw } from 'node:zlib';

/**
 * One entry: its name inside the archive and its bytes (at once, or piece by piece). `compress: false`
 * for bytes that are compressed already (photos, video, zip): they are still deflate entries, made
 * of stored blocks, so every unzip tool reads them, about four times faster than compressing again.
 */
export type ZipSource = { name: string; modified?: Date; compress?: boolean; data: Uint8Array | Iterable<Uint8Array> | AsyncIterable<Uint8Array> };

const MAX_32 = 0xffffffff;
const FLAGS = 0x0808; // bit 3: sizes in a data descriptor; bit 11: UTF-8 names

function dosTime(date: Date): { time: number; date: number } {
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    date: ((Math.max(date.getFullYear(), 1980) - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

/**
 * A name that extracts inside the target folder: `/` separators, no drive, no leading `/`, no `..`
 * or `.` parts, no control characters; 'file' when nothing is left.
 */
export function safeEntryName(raw: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const parts = raw.replace(/\\/g, '/').replace(/[\u0000-\u001f\u007f]/g, '').split('/').map((p) => p.trim());
  const kept = parts.filter((p) => p !== '' && p !== '.' && p !== '..' && !/^[A-Za-z]:$/.test(p));
  return kept.join('/').slice(0, 240) || 'file';
}

/** `name` unless taken; then `name (2)`, `name (3)` … before the extension. */
function unique(name: string, taken: Set<string>): string {
  let candidate = name;
  const dot = name.lastIndexOf('.');
  const cut = dot > name.lastIndexOf('/') + 1 ? dot : name.length;
  const [stem, ext] = [name.slice(0, cut), name.slice(cut)];
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${ext}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

async function* pieces(data: ZipSource['data']): AsyncGenerator<Buffer> {
  if (data instanceof Uint8Array) {
    yield Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    return;
  }
  for await (const piece of data) yield Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
}

function header(size: number, fill: (b: Buffer) => void): Buffer {
  const b = Buffer.alloc(size);
  fill(b);
  return b;
}

/**
 * The archive of `entries`, piece by piece. Names are made safe to extract and unique (a repeated
 * name gets ` (2)`); an entry's reading error ends the stream with that error.
 */
export async function* zipStream(entries: Iterable<ZipSource> | AsyncIterable<ZipSource>): AsyncGenerator<Buffer> {
  const central: Buffer[] = [];
  const taken = new Set<string>();
  let offset = 0;
  let count = 0;
  for await (const entry of entries) {
    if (++count > 0xffff) throw new Error('zip: more than 65 535 entries');
    const name = Buffer.from(unique(safeEntryName(entry.name), taken), 'utf8');
    const { time, date } = dosTime(entry.modified ?? new Date());
    const local = header(30, (b) => {
      b.writeUInt32LE(0x04034b50, 0);
      b.writeUInt16LE(20, 4); // version needed: 2.0
      b.writeUInt16LE(FLAGS, 6);
      b.writeUInt16LE(8, 8); // deflate
      b.writeUInt16LE(time, 10);
      b.writeUInt16LE(date, 12);
      b.writeUInt16LE(name.length, 26);
    });
    yield Buffer.concat([local, name]);

    let crc = 0;
    let size = 0;
    let compressed = 0;
    const deflate = createDeflateRaw({ level: entry.compress === false ? 0 : 6 });
    const source = Readable.from(
      (async function* () {
        for await (const piece of pieces(entry.data)) {
          crc = crc32(piece, crc);
          size += piece.length;
          yield piece;
        }
      })(),
    );
    source.on('error', (e) => deflate.destroy(e));
    source.pipe(deflate);
    for await (const out of deflate as AsyncIterable<Buffer>) {
      compressed += out.length;
      yield out;
    }
    if (size > MAX_32 || offset + 30 + name.length + compressed + 16 > MAX_32) throw new Error('zip: archive larger than 4 GiB');

    yield header(16, (b) => {
      b.writeUInt32LE(0x08074b50, 0);
      b.writeUInt32LE(crc, 4);
      b.writeUInt32LE(compressed, 8);
      b.writeUInt32LE(size, 12);
    });
    central.push(
      header(46, (b) => {
        b.writeUInt32LE(0x02014b50, 0);
        // Made by Unix (3), spec 2.0: unzip tools take the names as the UTF-8 they are (with
        // MS-DOS as the maker, Info-ZIP's unzip translates them from code page 437).
        b.writeUInt16LE((3 << 8) | 20, 4);
        b.writeUInt16LE(20, 6); // version needed
        b.writeUInt16LE(FLAGS, 8);
        b.writeUInt16LE(8, 10);
        b.writeUInt16LE(time, 12);
        b.writeUInt16LE(date, 14);
        b.writeUInt32LE(crc, 16);
        b.writeUInt32LE(compressed, 20);
        b.writeUInt32LE(size, 24);
        b.writeUInt16LE(name.length, 28);
        b.writeUInt32LE((0o100644 << 16) >>> 0, 38); // a regular file, rw-r--r--
        b.writeUInt32LE(offset, 42);
      }),
      name,
    );
    offset += 30 + name.length + compressed + 16;
  }
  const directory = Buffer.concat(central);
  yield directory;
  yield header(22, (b) => {
    b.writeUInt32LE(0x06054b50, 0);
    b.writeUInt16LE(count, 8);
    b.writeUInt16LE(count, 10);
    b.writeUInt32LE(directory.length, 12);
    b.writeUInt32LE(offset, 16);
  });
}
