// Imports that cannot hurt others (issue 9): a big .xlsx is read linearly and row by row while other
// tenants keep being answered, a zip bomb is refused before it is inflated (or once it passes the size
// it declared), and the row limit and the limit of imports at once are refused with envelope messages.
// Everything against the real server on a temporary SQLite file; the demo module's students.
import ExcelJS from 'exceljs';
import { createDeflateRaw } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsOf } from '../../kit/resource';
import { student } from '../../modules/demo/resources/student';
import { signIn, startServer, type TestServer } from '../support/server';

type Envelope<T = unknown> = { result: number; msg: string; data: T };

let server: TestServer;
let token: string;
let token2: string;
const HEADER = ['学号', '姓名', '性别', '年级', '出生日期', '监护人电话'];
const IMPORT = callsOf(student).import!.path;

beforeAll(async () => {
  server = await startServer({ modules: ['demo'], imports: { maxRows: 20_000, maxUnpackedBytes: 50 * 1024 * 1024, concurrent: 1 } });
  token = (await signIn(server.url, 'admin', 'Admin@2026')).token;
  token2 = (await signIn(server.url, 'admin2', 'Admin@2026')).token;
});
afterAll(() => server.close());

/** An .xlsx of the student columns with `count` rows from `first` (written as the export writes). */
async function workbook(first: number, count: number): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  ws.addRow(HEADER);
  for (let i = 0; i < count; i++) ws.addRow([`S${first + i}`, `学生${first + i}`, i % 2 ? '女' : '男', '三年级', new Date(Date.UTC(2016, 0, 1 + (i % 300))), `139${String(first + i).padStart(8, '0')}`]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function upload(data: Buffer, name = 'students.xlsx', mode = 'all', who = token): Promise<Envelope<{ imported: number; total: number }>> {
  const form = new FormData();
  form.append('mode', mode);
  form.append('file', new Blob([new Uint8Array(data)]), name);
  const response = await fetch(`${server.url}${IMPORT}`, { method: 'POST', headers: { authorization: `Bearer ${who}` }, body: form });
  return (await response.json()) as Envelope<{ imported: number; total: number }>;
}

async function students(fields: Record<string, string>, who = token): Promise<{ total: number; records: Record<string, unknown>[] }> {
  const response = await fetch(`${server.url}/cloud/demo/web/student/page`, { method: 'POST', headers: { authorization: `Bearer ${who}`, 'content-type': 'application/json' }, body: JSON.stringify({ pageSize: 10, ...fields }) });
  return ((await response.json()) as Envelope<{ total: number; records: Record<string, unknown>[] }>).data;
}

/** A stored-entries zip (deflated) whose sheet is `spaces` bytes of whitespace; `declared` is the size its directory states. */
async function bomb(spaces: number, declared = spaces): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (c: Buffer) => parts.push(c));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const mb = Buffer.alloc(1024 * 1024, 0x20);
  deflate.write('<worksheet><sheetData>');
  for (let i = 0; i < spaces / mb.length; i++) if (!deflate.write(mb)) await new Promise((resolve) => deflate.once('drain', resolve));
  deflate.end('</sheetData></worksheet>');
  await done;
  const data = Buffer.concat(parts);
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(declared, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(declared, 24);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + name.length, 12);
  end.writeUInt32LE(30 + name.length + data.length, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

/** The request's answer and the most the process's memory grew while it ran. */
async function withPeakGrowth<T>(run: () => Promise<T>): Promise<{ answer: T; growth: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  try {
    const answer = await run();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { answer, growth: peak - before };
  } finally {
    clearInterval(timer);
  }
}

describe('a large .xlsx import', () => {
  it('imports 20 000 rows correctly, refuses a second import meanwhile and keeps answering another tenant', { timeout: 300_000 }, async () => {
    const file = await workbook(900000, 20_000);
    const before = (await students({}, token)).total;
    let importDone = 0;
    const running = upload(file).then((answer) => {
      importDone = performance.now();
      return answer;
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    const second = await upload(await workbook(800000, 3));
    const other = await students({}, token2);
    const otherDone = performance.now();
    const answer = await running;

    expect(answer).toMatchObject({ result: 0, data: { imported: 20_000, total: 20_000 } });
    expect(second.result).not.toBe(0);
    expect(second.msg).toBe('正在进行的导入已达上限（1个），请稍后再试');
    expect(other.total).toBeGreaterThan(0);
    expect(otherDone).toBeLessThan(importDone);
    expect((await students({}, token)).total).toBe(before + 20_000);
    const last = (await students({ studentNo: 'S919999' })).records[0];
    expect(last).toMatchObject({ studentNo: 'S919999', name: '学生919999', gender: 'female', birthday: '2016-07-18', phone: '13900919999' });
    expect((await students({ studentNo: 'S919999' }, token2)).total).toBe(0);
  });

  it('refuses a sheet over the row limit, naming the limit, and writes nothing', { timeout: 300_000 }, async () => {
    const before = (await students({}, token)).total;
    const answer = await upload(await workbook(700000, 20_001));
    expect(answer.result).not.toBe(0);
    expect(answer.msg).toBe('文件超过20000行数据：每次最多导入20000行，请分成几个文件导入');
    const csv = `${HEADER.join(',')}\r\n${Array.from({ length: 20_001 }, (_, i) => `S${600000 + i},学生,男,一年级,2016-01-01,`).join('\r\n')}`;
    expect((await upload(Buffer.from(csv), 'students.csv')).msg).toBe(answer.msg);
    expect((await students({}, token)).total).toBe(before);
  });
});

describe('a zip bomb', () => {
  it('is refused from its directory before anything is inflated, with little memory growth', async () => {
    const file = await bomb(200 * 1024 * 1024);
    expect(file.length).toBeLessThan(1024 * 1024);
    const { answer, growth } = await withPeakGrowth(() => upload(file));
    expect(answer.result).not.toBe(0);
    expect(answer.msg).toBe('文件解压后超过50 MB，不能导入');
    expect(growth).toBeLessThan(40 * 1024 * 1024);
  });

  it('that lies about its size is stopped at the size it declared', async () => {
    const file = await bomb(200 * 1024 * 1024, 1024 * 1024);
    const { answer, growth } = await withPeakGrowth(() => upload(file));
    expect(answer.result).not.toBe(0);
    expect(answer.msg).toBe('文件解压后超过1 MB，不能导入');
    expect(growth).toBeLessThan(40 * 1024 * 1024);
  });

  it('leaves the server answering', async () => {
    const response = await fetch(`${server.url}/cas/publicKey`);
    expect(response.status).toBe(200);
  });
});

describe('exported text', () => {
  it('is never a formula: = + - @ tab and CR start a text cell with an apostrophe, and the export imports back unchanged', async () => {
    const names = ['\t=1+2', '+SUM(A1)', '-2+3', '@cmd', '=HYPERLINK("x")'];
    const json = (path: string, body: unknown) => fetch(`${server.url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token2}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    for (const [i, name] of names.entries()) {
      const created = (await (await json('/cloud/demo/web/student/create', { studentNo: `S55000${i}`, name, gender: 'male', gradeId: (await students({}, token2)).records[0]!.gradeId })).json()) as Envelope;
      expect(created.result).toBe(0);
    }
    const exported = await json(callsOf(student).export!.path, { studentNo: 'S55000' });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await exported.arrayBuffer());
    const ws = wb.worksheets[0]!;
    const column = (ws.getRow(1).values as unknown[]).indexOf('姓名');
    const cells = ws.getColumn(column).values.slice(2) as unknown[];
    // Trimming turned '\t=1+2' into '=1+2'; it is still written as text.
    expect(cells).toEqual(["'=1+2", "'+SUM(A1)", "'-2+3", "'@cmd", `'=HYPERLINK("x")`]);
    ws.eachRow((row) => row.eachCell((cell) => expect(cell.formula).toBeUndefined()));

    await json('/cloud/demo/web/student/delete', { ids: (await students({ studentNo: 'S55000' }, token2)).records.map((r) => r.id) });
    const back = await upload(Buffer.from(await wb.xlsx.writeBuffer()), 'back.xlsx', 'all', token2);
    expect(back).toMatchObject({ result: 0, data: { imported: 5 } });
    const again = (await students({ studentNo: 'S55000', orderField: 'studentNo', orderType: 'asc' }, token2)).records.map((r) => r.name);
    expect(again).toEqual(['=1+2', '+SUM(A1)', '-2+3', '@cmd', '=HYPERLINK("x")']);
  });
});

describe('every upload path', () => {
  const HTML = Buffer.from('<html><body><script>alert(1)</script></body></html>');
  const post = async (path: string, file: Buffer, type: string, name: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)], { type }), name);
    return (await (await fetch(`${server.url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token2}` }, body: form })).json()) as Envelope;
  };

  it('refuses HTML declared as image/png: file/upload, file/uploadPhoto and a resource import', async () => {
    const NP = '/cloud/management/rest/np';
    expect(await post(`${NP}/file/upload`, HTML, 'image/png', 'photo.png')).toMatchObject({ result: 1, msg: 'file：文件“photo.png”的内容与其类型不符，已拒绝' });
    expect(await post(`${NP}/file/uploadPhoto`, HTML, 'image/png', 'photo.png')).toMatchObject({ result: 1, msg: 'file：文件“photo.png”的内容与其类型不符，已拒绝' });
    expect(await post(IMPORT, HTML, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'students.xlsx')).toMatchObject({ result: 1, msg: '仅支持 .xlsx 或 .csv 文件' });
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
    expect((await post(`${NP}/file/uploadPhoto`, png, 'image/png', 'photo.png')).result).toBe(0);
  });
});
