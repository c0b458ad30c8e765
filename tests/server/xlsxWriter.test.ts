// The streaming .xlsx writer (server/resources/xlsxWriter.ts): what it writes reads back, through
// exceljs (as Excel-compatible readers do) and through the server's own import reader, with text as
// text, numbers as numbers, dates and times as date cells with a display format, markup and control
// characters harmless, further sheets, and many rows.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { serialDate, xlsxNumberedRows, xlsxRows } from '../../server/resources/xlsxReader';
import { columnName, SheetDate, xlsxStream } from '../../server/resources/xlsxWriter';

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
    // A Date is a date cell of its local wall-clock time (exceljs reads that time as UTC).
    expect(values(2)).toEqual(['沪A12345', 12.5, true, new Date(Date.UTC(2026, 10, 26, 8, 5, 9)), '<script>alert(1)</script> & "x"']);
    expect(sheet.getCell('D2').numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(values(3)).toEqual(["'=1+2", 0, false, undefined, 'bell tab\tend']);
    expect(values(4).slice(0, 2)).toEqual([undefined, -3]);
    expect(sheet.getColumn(2).width).toBe(10);

    const read: unknown[][] = [];
    for await (const row of xlsxRows(file, LIMITS)) read.push(row);
    expect(read[0]).toEqual(['车牌号', '净重(吨)', 'OK', '时间', '备注 <b>&"']);
    expect(String(read[1]![0])).toBe('沪A12345');
    expect(Number(read[1]![1])).toBe(12.5);
    expect(read[2]![4]).toBe('bell tab\tend');
    expect(read[1]![3]).toEqual(new Date(2026, 10, 26, 8, 5, 9));
  });

  it('writes wire dates and date-times as serial numbers shown as yyyy-mm-dd [hh:mm:ss], the same in any time zone', async () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['UTC', 'Asia/Shanghai', 'America/New_York']) {
        process.env.TZ = tz;
        const rows = [{ day: SheetDate.of('2022-03-10'), at: SheetDate.of('2026-03-10 08:05:09') }, { day: SheetDate.of('1900-03-01'), at: SheetDate.of('2026-03-10T23:59') }];
        const file = await bytes(xlsxStream([{ key: 'day', header: '购置日期' }, { key: 'at', header: '称重时间' }], rows));
        const book = new ExcelJS.Workbook();
        await book.xlsx.load(file as unknown as ArrayBuffer);
        const sheet = book.worksheets[0]!;
        expect(sheet.getCell('A2').value).toEqual(new Date(Date.UTC(2022, 2, 10)));
        expect(sheet.getCell('A2').numFmt).toBe('yyyy-mm-dd');
        expect(sheet.getCell('B2').value).toEqual(new Date(Date.UTC(2026, 2, 10, 8, 5, 9)));
        expect(sheet.getCell('B2').numFmt).toBe('yyyy-mm-dd hh:mm:ss');
        expect(sheet.getCell('A3').value).toEqual(new Date(Date.UTC(1900, 2, 1)));
        // The import reader: the same wall-clock time in the server's zone.
        const read: unknown[][] = [];
        for await (const row of xlsxRows(file, LIMITS)) read.push(row);
        expect(read[1]).toEqual([new Date(2022, 2, 10), new Date(2026, 2, 10, 8, 5, 9)]);
        expect(read[2]).toEqual([new Date(1900, 2, 1), new Date(2026, 2, 10, 23, 59, 0)]);
      }
    } finally {
      process.env.TZ = zone;
    }
  });

  it('leaves text that is no wire date, and days before 1900-03-01, to be written as text', () => {
    expect(SheetDate.of('2022-3-10')).toBeNull();
    expect(SheetDate.of('2022-02-30')).toBeNull();
    expect(SheetDate.of('1899-12-31')).toBeNull();
    expect(SheetDate.of('2022-03-10 8:00')).toBeNull();
    expect(SheetDate.of('2022-03-10')).toMatchObject({ serial: 44630, withTime: false });
    expect(SheetDate.of('2022-03-10 12:00')).toMatchObject({ serial: 44630.5, withTime: true });
    expect(serialDate(44630.5)).toEqual(new Date(2022, 2, 10, 12, 0, 0));
  });

  it('numbers rows as the sheet does, blank rows counted, and writes further sheets after the first', async () => {
    const file = await bytes(
      xlsxStream([{ key: 'a', header: 'A' }], [{ a: 1 }, { a: null }, { a: 3 }], undefined, [{ name: '填写说明', columns: [{ key: 'k', header: '列' }], rows: [{ k: '所属部门' }] }]),
    );
    const numbered: number[] = [];
    for await (const r of xlsxNumberedRows(file, LIMITS)) numbered.push(r.row);
    expect(numbered).toEqual([1, 2, 4]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file as unknown as ArrayBuffer);
    expect(book.worksheets.map((w) => w.name)).toEqual(['Sheet1', '填写说明']);
    expect(book.worksheets[1]!.getCell('A2').value).toBe('所属部门');
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
