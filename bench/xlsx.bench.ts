/**
 * Memory of writing an .xlsx export as a stream: the server's writer (server/resources/xlsxWriter.ts)
 * against exceljs' streaming writer (what exports used before), each writing the same 8-column rows
 * into a sink that takes a piece per event-loop turn (a client reading as it can). Printed per writer
 * and row count: time from the first row to the last byte, output size, and the peak over the start
 * of native memory (external + array buffers: where written bytes wait), RSS and heap, sampled every
 * 500 rows. Each case runs in a fresh process, so one does not inherit the other's memory.
 *
 *   npm run bench:xlsx                       # 100 000 and 300 000 rows
 *   BENCH_ROWS=1000000 npm run bench:xlsx    # one size
 */
import { execFileSync } from 'node:child_process';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import { xlsxStream } from '../server/resources/xlsxWriter';

const KEYS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
const row = (i: number) => ({ a: i, b: `沪A${i}`, c: `text ${i % 977}`, d: 12.5 + i, e: '2026-11-26 10:00:00', f: 'x'.repeat(20), g: i % 7, h: 'z' });

async function measure(writer: string, rows: number): Promise<string> {
  let bytes = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      setImmediate(done);
    },
  });
  const start = process.memoryUsage();
  const peak = { native: 0, rss: 0, heap: 0 };
  const sample = () => {
    const m = process.memoryUsage();
    peak.native = Math.max(peak.native, m.external + m.arrayBuffers - start.external - start.arrayBuffers);
    peak.rss = Math.max(peak.rss, m.rss - start.rss);
    peak.heap = Math.max(peak.heap, m.heapUsed - start.heapUsed);
  };
  const t0 = performance.now();
  if (writer === 'own') {
    async function* source() {
      for (let i = 0; i < rows; i++) {
        if (i % 500 === 0) sample();
        yield row(i);
      }
    }
    await pipeline(Readable.from(xlsxStream(KEYS.map((k) => ({ key: k, header: k })), source())), sink);
  } else {
    const { PassThrough } = await import('node:stream');
    const out = new PassThrough();
    const done = pipeline(out, sink);
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
    const sheet = book.addWorksheet('Sheet1');
    sheet.columns = KEYS.map((k) => ({ header: k, key: k, width: 12 }));
    for (let i = 0; i < rows; i++) {
      sheet.addRow(row(i)).commit();
      if (i % 500 === 0) {
        sample();
        if (out.writableNeedDrain) await new Promise((r) => out.once('drain', r));
        else await new Promise((r) => setImmediate(r));
      }
    }
    sheet.commit();
    await book.commit();
    await done;
  }
  const mb = (n: number) => `${(n / 1e6).toFixed(0)} MB`;
  return `${writer === 'own' ? 'server writer' : 'exceljs      '} ${String(rows).padStart(9)} rows: ${((performance.now() - t0) / 1000).toFixed(1)} s, ${(bytes / 1e6).toFixed(1)} MB file; peak over start: native +${mb(peak.native)}, RSS +${mb(peak.rss)}, heap +${mb(peak.heap)}`;
}

const [, , writer, count] = process.argv;
if (writer) {
  console.log(await measure(writer, Number(count)));
} else {
  const sizes = process.env.BENCH_ROWS ? [Number(process.env.BENCH_ROWS)] : [100_000, 300_000];
  console.log('xlsx bench: streamed export writers, 8 columns, a sink taking a piece per turn');
  for (const rows of sizes) {
    for (const w of ['exceljs', 'own']) {
      console.log(`  ${execFileSync(process.execPath, [...process.execArgv, import.meta.filename, w, String(rows)], { encoding: 'utf8' }).trim()}`);
    }
  }
}
