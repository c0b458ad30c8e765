// The streaming .xlsx writer (server/resources/xlsxWriter.ts): what it writes reads back, through
// exceljs (as Excel-compatible readers do) and through the server's own import reader, with text as
// text, numbers as numbers, markup and control characters harmless, and many rows.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { xlsxRows } from '../../server/resources/xlsxReader';
import { columnName, xlsxStream } from '../../server/resources/xlsxWriter';

async function bytes(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const piece of stream) parts.push(piece);
  return Buffer.concat(parts);
}

const LIMITS = { maxRows: 1_000_000, maxUnpackedBytes: 1 << 30 } as const;

describe('streaming xlsx writer', () => {
  it('names columns as Excel does', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA']);
  });

  it('writes a header and rows that read back the same through exceljs and the import reader', async () => {
    const columns = [
      { key: 'plate', header: '车牌号' },
      { key: 'weight', header: '净重(吨)', width: 10 },
      { key: 'ok', header: 'OK' },
      { key: 'at', header: '时间' },
      { key: 'note', header: '备注 <b>&"' },
    ];
    const rows = [
      { plate: '沪A12345', weight: 12.5, ok: true, at: new Date(2026, 10, 26, 8, 5, 9), note: '<script>alert(1)</script> & "x"' },
      { plate: "'=1+2", weight: 0, ok: false, at: null, note: 'bell\u0007 tab\tend' },
      { plate: '', weight: -3, note: undefined },
    ];
    let written = -1;
    const file = await bytes(xlsxStream(columns, rows, (n) => (written = n)));
    expect(written).toBe(3);

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const values = (r: number) => (sheet.getRow(r).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['车牌号', '净重(吨)', 'OK', '时间', '备注 <b>&"']);
    expect(values(2)).toEqual(['沪A12345', 12.5, true, '2026-11-26 08:05:09', '<script>alert(1)</script> & "x"']);
    expect(values(3)).toEqual(["'=1+2", 0, false, undefined, 'bell tab\tend']);
    expect(values(4).slice(0, 2)).toEqual([undefined, -3]);
    expect(sheet.getColumn(2).width).toBe(10);

    const read: unknown[][] = [];
    for await (const row of xlsxRows(file, LIMITS)) read.push(row);
    expect(read[0]).toEqual(['车牌号', '净重(吨)', 'OK', '时间', '备注 <b>&"']);
    expect(String(read[1]![0])).toBe('沪A12345');
    expect(Number(read[1]![1])).toBe(12.5);
    expect(read[2]![4]).toBe('bell tab\tend');
  });

  it('streams many rows from an async source, pulled piece by piece', async () => {
    let produced = 0;
    async function* source() {
      for (let i = 0; i < 20_000; i++) {
        produced++;
        yield { n: i, text: `行 ${i}` };
      }
    }
    const stream = xlsxStream([{ key: 'n', header: 'n' }, { key: 'text', header: 'text' }], source());
    // The first bytes come before the source is read through: nothing waits for all rows.
    await stream.next();
    expect(produced).toBeLessThan(20_000);
    await bytes(stream);
    expect(produced).toBe(20_000);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await bytes(xlsxStream([{ key: 'n', header: 'n' }, { key: 'text', header: 'text' }], source()))) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(20_001);
    expect((sheet.getRow(20_001).values as unknown[]).slice(1)).toEqual([19_999, '行 19999']);
  });
});
