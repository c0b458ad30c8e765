// Spreadsheets as people really have them (issue 22, part 4), over HTTP against the real server on a
// temporary SQLite file: exports write real dates and times and departments by name; imports read CSV
// saved by Excel/WPS on Chinese Windows (GB18030) and with a BOM, find the header under a title row
// merged across the columns, number rows as the sheet does (blank rows count), read department names
// and paths back, and read date-time cells as the wall-clock time they show. The files are fixtures
// made by iconv and LibreOffice (tests/fixtures/spreadsheets/make.sh), not by our own writer.
//
// The server runs in China's time zone here, as it does in use: a date-time cell must not move by the
// zone's offset on its way in.
process.env.TZ = 'Asia/Shanghai';

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSql } from '../support/pg';
import { fixture, V2, type Fixture, type Page } from '../modules/clgl/support';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'spreadsheets');
const file = (name: string) => readFileSync(join(FIXTURES, name));

type Car = { id: number; plateNo: string; deptId: string | null; purchaseDate: string | null };
type Answer = {
  imported: number;
  total: number;
  valid?: number;
  headerRow?: number;
  unknownColumns: string[];
  errors: { row: number; field: string; message: string }[];
  preview?: { row: number; status: string; values: Record<string, unknown> }[];
};

let f: Fixture;
beforeAll(async () => {
  f = await fixture();
}, 120_000);
afterAll(() => f.server.close());

const cars = async (plateNo: string) => (await f.admin.json<Page<Car>>(`${V2}/car/page`, { plateNo, pageSize: 500, orderField: 'plateNo', orderType: 'asc' })).data;
const importCars = (name: string, content: Buffer | string, mode = 'all') => f.admin.upload<Answer>(`${V2}/car/import`, name, content, { mode });

/** The first sheet of a workbook answer, read by exceljs: rows of cells (values and number formats). */
async function sheetOf(response: Response): Promise<ExcelJS.Worksheet> {
  expect(response.headers.get('content-type')).toContain('spreadsheetml');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(await response.arrayBuffer());
  return wb.worksheets[0]!;
}

/** The cell under `header` in data row `n` (1 = the first row below the header). */
function cellAt(sheet: ExcelJS.Worksheet, header: string, n = 1): ExcelJS.Cell {
  const column = (sheet.getRow(1).values as unknown[]).indexOf(header);
  expect(column, `column ${header}`).toBeGreaterThan(0);
  return sheet.getRow(1 + n).getCell(column);
}

describe('exports', () => {
  // The demo's purchase date is set so many days before the seed's day (modules/clgl/server/seed.ts).
  const bought = async () => {
    const date = String((await cars('浙A·A1508')).records[0]!.purchaseDate);
    expect(date).toMatch(/^20\d\d-\d\d-\d\d$/);
    return date;
  };

  it('write dates and date-times as real spreadsheet dates with a display format, and departments by name', async () => {
    const car = (await cars('浙A·A1508')).records[0]!;
    const date = await bought();
    expect(car).toMatchObject({ purchaseDate: date, deptId: 'd104' });
    const sheet = await sheetOf(await f.admin.raw(`${V2}/car/export`, { plateNo: '浙A·A1508' }));
    const cell = cellAt(sheet, '购置日期');
    expect(cell.type).toBe(ExcelJS.ValueType.Date);
    expect(cell.value).toEqual(new Date(`${date}T00:00:00Z`));
    expect(cell.numFmt).toBe('yyyy-mm-dd');
    expect(cellAt(sheet, '所属部门').value).toBe('道路保洁一队');

    const water = (await f.admin.json<Page<{ waterTime: string }>>(`${V2}/waterManage/page`, { pageSize: 1, orderField: 'waterTime', orderType: 'desc' })).data.records[0]!;
    const times = await sheetOf(await f.admin.raw(`${V2}/waterManage/export`, { orderField: 'waterTime', orderType: 'desc' }));
    const time = cellAt(times, '取水时间');
    expect(time.type).toBe(ExcelJS.ValueType.Date);
    expect(time.numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    // exceljs reads a date cell's wall-clock time as UTC.
    expect((time.value as Date).toISOString().slice(0, 19).replace('T', ' ')).toBe(water.waterTime);
  });

  const soffice = (() => {
    try {
      execFileSync('soffice', ['--version'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();

  it.runIf(soffice)('open in LibreOffice with the dates as dates (converted to CSV, they show as the YYYY-MM-DD stored)', { timeout: 120_000 }, async () => {
    const date = await bought();
    const dir = mkdtempSync(join(tmpdir(), 'export-lo-'));
    try {
      writeFileSync(join(dir, 'cars.xlsx'), Buffer.from(await (await f.admin.raw(`${V2}/car/export`, { plateNo: '浙A·A1508' })).arrayBuffer()));
      execFileSync('soffice', ['--headless', '--convert-to', 'csv:Text - txt - csv (StarCalc):44,34,76', '--outdir', dir, join(dir, 'cars.xlsx')], { stdio: 'ignore', timeout: 110_000 });
      const [header, row] = readFileSync(join(dir, 'cars.csv'), 'utf8').split(/\r?\n/);
      const at = (name: string) => row!.split(',')[header!.split(',').indexOf(name)];
      expect(at('购置日期')).toBe(date);
      expect(at('所属部门')).toBe('道路保洁一队');
      execFileSync('soffice', ['--headless', '--convert-to', 'fods', '--outdir', dir, join(dir, 'cars.xlsx')], { stdio: 'ignore', timeout: 110_000 });
      expect(readFileSync(join(dir, 'cars.fods'), 'utf8')).toContain(`office:value-type="date" office:date-value="${date}"`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('import back: the department name and the date cell become the stored id and date again', async () => {
    const date = await bought();
    const sheet = await sheetOf(await f.admin.raw(`${V2}/car/export`, { plateNo: '浙A·A1508' }));
    cellAt(sheet, '车牌号').value = '皖E·R0001';
    const answer = await importCars('back.xlsx', Buffer.from(await sheet.workbook.xlsx.writeBuffer()));
    expect(answer.result, answer.msg).toBe(0);
    expect((await cars('皖E·R0001')).records[0]).toMatchObject({ deptId: 'd104', purchaseDate: date });
  });
});

describe('CSV as Excel and WPS save it', () => {
  it('reads a GB18030 (GBK) file: all 200 rows, department names and 2022/3/2 dates', async () => {
    const answer = await importCars('车辆.csv', file('cars-gbk.csv'));
    expect(answer.result, answer.msg).toBe(0);
    expect(answer.data).toMatchObject({ imported: 200, total: 200, unknownColumns: [] });
    const got = await cars('皖A·G');
    expect(got.total).toBe(200);
    expect(got.records[0]).toMatchObject({ plateNo: '皖A·G0001', deptId: 'd106', purchaseDate: '2022-03-02' });
  });

  it('reads UTF-8 with a BOM (the first header matched) and dates typed as 2023年8月19日', async () => {
    const answer = await importCars('cars.csv', file('cars-utf8-bom.csv'));
    expect(answer.result, answer.msg).toBe(0);
    expect((await cars('皖A·U')).records.map((c) => [c.plateNo, c.deptId, c.purchaseDate])).toEqual([
      ['皖A·U0001', 'd105', '2023-08-18'],
      ['皖A·U0002', 'd102', '2023-08-19'],
    ]);
  });

  it('names the columns it did not recognise before any row message', async () => {
    const answer = await importCars('cars.csv', file('cars-extra-column-gbk.csv'));
    expect(answer.result).toBe(1);
    expect(answer.msg).toBe('未识别的列（不导入）：使用单位；导入失败：1行数据有误，未写入任何数据');
    expect(answer.data.unknownColumns).toEqual(['使用单位']);
    expect(answer.data.errors).toEqual([expect.objectContaining({ row: 3, field: 'fuelType' })]);
    const check = await importCars('cars.csv', file('cars-extra-column-gbk.csv'), 'check');
    expect(check.msg).toBe('未识别的列（不导入）：使用单位');
  });

  it('refuses a sheet whose header names none of the template’s columns, naming them, with no row messages', async () => {
    for (const mode of ['check', 'all']) {
      const answer = await importCars('devices.csv', file('not-a-template-gbk.csv'), mode);
      expect(answer.result).toBe(1);
      expect(answer.msg).toBe('未找到表头：前几行没有一行是导入模板的列，第一行的列“序号、设备名称、安装位置”均未识别；请使用导入模板的表头');
      expect(answer.data).toEqual({ headerRow: 1, unknownColumns: ['序号', '设备名称', '安装位置'] });
    }
  });
});

describe('a title row merged across the columns above the header (LibreOffice .xlsx)', () => {
  it('is passed over: the preview names header row 2, counts 3 rows numbered 3–5, all valid', async () => {
    const check = await importCars('cars-title.xlsx', file('cars-title.xlsx'), 'check');
    expect(check.result, check.msg).toBe(0);
    expect(check.msg).toBe('第2行是表头，其上的1行（标题、说明）不导入');
    expect(check.data).toMatchObject({ headerRow: 2, total: 3, valid: 3, unknownColumns: [], errors: [] });
    expect(check.data.preview!.map((r) => r.row)).toEqual([3, 4, 5]);
  });

  it('imports the rows below it, with date cells and departments by name or id', async () => {
    const answer = await importCars('cars-title.xlsx', file('cars-title.xlsx'));
    expect(answer.result, answer.msg).toBe(0);
    expect(answer.data).toMatchObject({ imported: 3, total: 3, headerRow: 2 });
    expect((await cars('皖B·T')).records.map((c) => [c.plateNo, c.deptId, c.purchaseDate])).toEqual([
      ['皖B·T0001', 'd106', '2022-03-10'],
      ['皖B·T0002', 'd104', '2021-07-01'],
      ['皖B·T0003', 'd108', '2019-12-31'],
    ]);
  });
});

describe('the import template over HTTP', () => {
  it('has the import columns and a 填写说明 sheet naming one of the tenant’s departments for 所属部门', async () => {
    const response = await f.admin.raw(`${V2}/car/import`, { mode: 'template' });
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await response.arrayBuffer());
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Sheet1', '填写说明']);
    const notes: string[] = [];
    wb.worksheets[1]!.eachRow((r) => notes.push((r.values as unknown[]).slice(1).join('|')));
    expect(notes.find((n) => n.startsWith('所属部门'))).toMatch(/部门名称，如“[^”]+”/);
  });
});

describe('row numbers', () => {
  it('are the sheet’s own: after a blank row 3, the bad plate on sheet row 4 is reported as row 4', async () => {
    const check = await importCars('cars-blank.xlsx', file('cars-blank.xlsx'), 'check');
    expect(check.result, check.msg).toBe(0);
    expect(check.data.errors).toEqual([expect.objectContaining({ row: 4, field: 'plateNo' })]);
    expect(check.data).toMatchObject({ total: 3, valid: 2, headerRow: 1 });
    expect(check.data.preview!.map((r) => [r.row, r.status])).toEqual([[2, 'valid'], [4, 'invalid'], [5, 'valid']]);
  });

  it('count blank lines of a CSV too', async () => {
    const csv = '车牌号,车辆类型,品牌,燃料类型\r\n皖C·K0101,洒水车,东风,柴油\r\n\r\n\r\nBAD,洒水车,东风,柴油\r\n';
    const check = await importCars('cars.csv', csv, 'check');
    expect(check.data.errors).toEqual([expect.objectContaining({ row: 5, field: 'plateNo' })]);
  });
});

describe('department (tree) values', () => {
  it('import by name, by parent/name when two departments share the name, by a full path and by id; export the shortest unique path', async () => {
    // Two departments named 一队 in tenant 1, under 车辆管理中心 (d106) and 环卫运营部 (d103).
    for (const [id, parent] of [['dx1', 'd106'], ['dx2', 'd103']]) {
      await runSql(f.server, "insert into departments (id, tenant_id, parent_id, code, name, type, leader, phone, sort) values (?, '1', ?, ?, '一队', 'dept', '', '', 99)", [id, parent, `X-${id}`]);
    }
    const answer = await importCars('cars-tree.xlsx', file('cars-tree.xlsx'));
    expect(answer.result, answer.msg).toBe(0);
    expect((await cars('皖D·P')).records.map((c) => c.deptId)).toEqual(['dx1', 'dx2', 'd108', 'd105']);
    const sheet = await sheetOf(await f.admin.raw(`${V2}/car/export`, { plateNo: '皖D·P', orderField: 'plateNo', orderType: 'asc' }));
    expect([1, 2, 3, 4].map((n) => cellAt(sheet, '所属部门', n).value)).toEqual(['车辆管理中心/一队', '环卫运营部/一队', '安全生产部', '道路保洁二队']);
    // 一队 alone names two departments: left as typed, so the write validation refuses the row.
    const check = await importCars('cars.csv', '车牌号,车辆类型,品牌,燃料类型,所属部门\r\n皖D·P0009,洒水车,东风,柴油,一队\r\n', 'check');
    expect(check.data.errors).toEqual([expect.objectContaining({ row: 2, field: 'deptId' })]);
  });
});

describe('date-time cells', () => {
  it('import as the wall-clock time they show, whatever the server’s time zone', async () => {
    const answer = await f.admin.upload<Answer>(`${V2}/waterManage/import`, 'water-times.xlsx', file('water-times.xlsx'), { mode: 'check' });
    expect(answer.result, answer.msg).toBe(0);
    expect(answer.data.errors).toEqual([]);
    expect(answer.data.preview!.map((r) => r.values.waterTime)).toEqual(['2026-03-10 08:05:09', '2026-03-11 17:30:00']);
  });
});
