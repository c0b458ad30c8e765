// The staff area over real HTTP beyond the generated suite: the relation rule on every write path, the
// kinds fixed by their calls, the contract reminders, the department count tree, the import of a
// spreadsheet saved by LibreOffice, the upload, the favourite groups' GET delete, tenants and rights.
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../../../modules/staff/rules/dates';
import { retirementDate } from '../../../modules/staff/rules/retirement';
import { dayFromToday, fixture, S, type Fixture, type Page } from './support';

let f: Fixture;
beforeAll(async () => {
  f = await fixture();
}, 120_000);
afterAll(async () => {
  await f?.server.close();
});

type Row = Record<string, unknown>;
type Node = { id: string; deptName: string; own: number; total: number; yht: number; common: number; wxht: number; expiring: number; children?: Node[] };
const fixtureFile = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name));

const person = (over: Row = {}): Row => ({
  staffCode: `T${Math.floor(Math.random() * 1e8)}`, staffName: '测试人员', gender: '男', birthDate: '1990-01-01', deptId: 'd104', post: 'cleaner',
  relation: 'labour', contractStart: '2025-01-01', contractEnd: '2029-12-31', ...over,
});
const all = async (path: string, body: Row = {}) => (await f.admin.json<Page<Row>>(path, { pageSize: 1000, ...body })).data;
const tree = async (client = f.admin) => (await client.json<Page<Node>>(S('dept', 'countTree'), {})).data.records;
const find = (nodes: Node[], id: string): Node | undefined => nodes.map((n) => (n.id === id ? n : find(n.children ?? [], id))).find(Boolean);

describe('the employment relation on every write', () => {
  it('refuses a labour-service agreement for someone below the statutory retirement age, saying why, and writes nothing', async () => {
    const before = (await all(S('staff', 'loadPage'))).total;
    const answer = await f.admin.json(S('yhtStaff', 'add'), person({ staffName: '年轻人', relation: 'service' }));
    expect(answer.result).not.toBe(0);
    expect(answer.msg).toBe('劳务协议只适用于已达法定退休年龄的人员：年轻人（男，1990-01-01出生）的法定退休年龄为63岁，2053-01-01达到，合同开始日期2025-01-01时尚未达到，请改为劳动合同或劳务派遣');
    expect((await all(S('staff', 'loadPage'))).total).toBe(before);
  });

  it('accepts a labour-service agreement for a woman cleaner past 50 and stores her statutory retirement date', async () => {
    const answer = await f.admin.json<Row>(S('commonStaff', 'add'), person({ staffName: '返聘人员', gender: '女', birthDate: '1968-05-01', relation: 'service', contractStart: '2026-01-01', contractEnd: '2026-12-31' }));
    expect(answer.msg).toBe('保存成功');
    const id = (answer.data as Row).id ?? (await all(S('commonStaff', 'loadPage'), { staffName: '返聘人员' })).records[0]!.id;
    const view = await f.admin.json<Row>(S('commonStaff', 'view'), { id });
    expect(view.data).toMatchObject({ relation: 'service', retireDate: '2018-05-01', staffKind: 'common' });
  });

  it('refuses a labour contract starting after retirement, and an update that makes one', async () => {
    const refused = await f.admin.json(S('commonStaff', 'add'), person({ staffName: '退休人员', gender: '男', birthDate: '1960-01-01', contractStart: '2026-01-01' }));
    expect(refused.msg).toContain('已于2020-01-01达到法定退休年龄（60岁），合同开始日期2026-01-01时不能再签劳动合同，请改为劳务协议');
    const row = (await all(S('commonStaff', 'loadPage'), { relation: 'labour', pageSize: 1 })).records[0]!;
    const update = await f.admin.json(S('commonStaff', 'update'), { ...row, birthDate: '1950-01-01' });
    expect(update.msg).toContain('不能再签劳动合同');
    expect((await f.admin.json<Row>(S('commonStaff', 'view'), { id: row.id })).data.birthDate).toBe(row.birthDate);
  });

  it('needs the dispatching company for dispatch and keeps it only for dispatch', async () => {
    expect((await f.admin.json(S('wxhtStaff', 'add'), person({ relation: 'dispatch' }))).msg).toBe('劳务派遣人员须填写派遣单位');
    const ok = await f.admin.json(S('yhtStaff', 'add'), person({ staffName: '合同工', relation: 'labour', dispatchCompany: '某派遣公司' }));
    expect(ok.result).toBe(0);
    expect((await all(S('yhtStaff', 'loadPage'), { staffName: '合同工' })).records[0]!.dispatchCompany).toBeNull();
  });
});

describe('the three kinds', () => {
  it('fixes the kind by the call: a row added through commonStaff is common, and not found through yhtStaff', async () => {
    await f.admin.json(S('commonStaff', 'add'), person({ staffName: '普通甲', staffKind: 'common' }));
    const [row] = (await all(S('commonStaff', 'loadPage'), { staffName: '普通甲' })).records;
    expect(row!.staffKind).toBe('common');
    expect((await f.admin.json(S('yhtStaff', 'view'), { id: row!.id })).result).not.toBe(0);
    expect((await f.admin.json(S('yhtStaff', 'add'), person({ staffKind: 'common' }))).result).not.toBe(0);
  });

  it('lists every kind at staff/loadPage, the three kinds adding up to it', async () => {
    const totals = await Promise.all(['yhtStaff', 'commonStaff', 'wxhtStaff'].map(async (k) => (await all(S(k, 'loadPage'), { pageSize: 1 })).total));
    expect(totals.every((n) => n > 0)).toBe(true);
    expect(totals.reduce((a, b) => a + b, 0)).toBe((await all(S('staff', 'loadPage'), { pageSize: 1 })).total);
  });

  it('answers the enum loader with the kinds, relations, posts and reminder stages', async () => {
    const relation = await f.admin.json<{ value: string; label: string }[]>(S('common', 'loadEnumValue'), { enumName: 'relation' });
    expect(relation.data.map((o) => o.label)).toEqual(['劳动合同', '劳务协议', '劳务派遣']);
    const stage = await f.admin.json<{ value: string }[]>(S('common', 'loadEnumValue'), { enumName: 'stage' });
    expect(stage.data.map((o) => o.value)).toEqual(['d60', 'd30', 'd15', 'd7', 'd3', 'expired']);
  });
});

describe('contract reminders', () => {
  it('reminds exactly 60 days ahead, not 61, saying which threshold and how many days are left', async () => {
    await f.admin.json(S('yhtStaff', 'add'), person({ staffName: '六十天', contractEnd: dayFromToday(60) }));
    await f.admin.json(S('yhtStaff', 'add'), person({ staffName: '六十一天', contractEnd: dayFromToday(61) }));
    const rows = (await all(S('contractReminder', 'loadPage'), { staffName: '六十' })).records;
    expect(rows.map((r) => r.staffName)).toEqual(['六十天']);
    expect(rows[0]).toMatchObject({ stage: 'd60', daysLeft: 60, endReason: 'contract', message: `60天提醒：劳动合同将于${dayFromToday(60)}到期，还剩60天` });
  });

  it('words each reminder in the caller\'s language', async () => {
    const r = await fetch(`${f.server.url}${S('contractReminder', 'loadPage')}`, {
      method: 'POST', headers: { authorization: `Bearer ${f.admin.token}`, 'content-type': 'application/json', 'accept-language': 'en-US' }, body: JSON.stringify({ staffName: '六十天' }),
    });
    const [row] = ((await r.json()) as { data: Page<Row> }).data.records;
    expect(row!.message).toBe(`60-day reminder: the labour contract ends on ${dayFromToday(60)}, 60 days left`);
  });

  it('says expired on the day of expiry and names the dispatching company of a dispatch agreement', async () => {
    await f.admin.json(S('wxhtStaff', 'add'), person({ staffName: '今天到期', relation: 'dispatch', dispatchCompany: '浙江外服劳务派遣有限公司', contractEnd: dayFromToday(0) }));
    const [row] = (await all(S('contractReminder', 'loadPage'), { staffName: '今天到期' })).records;
    expect(row).toMatchObject({ stage: 'expired', daysLeft: 0, message: `到期提醒：劳务派遣协议（浙江外服劳务派遣有限公司）今天（${dayFromToday(0)}）到期` });
  });

  it('counts a labour contract down to retirement when the person retires first', async () => {
    // Someone whose statutory retirement falls 8 to 15 days from today (the reform skips some days of a
    // month for men, so a woman in a 50-year post is the second choice).
    const inWindow = (d: string) => d >= dayFromToday(8) && d <= dayFromToday(15);
    let gender: '男' | '女' = '男';
    let birth = `${Number(dayFromToday(0).slice(0, 4)) - 61}-01-01`;
    while (!inWindow(retirementDate(birth, gender)) && birth < `${Number(dayFromToday(0).slice(0, 4)) - 59}-12-31`) birth = addDays(birth, 1);
    if (!inWindow(retirementDate(birth, gender))) {
      gender = '女';
      birth = `${Number(dayFromToday(0).slice(0, 4)) - 56}-01-01`;
      while (!inWindow(retirementDate(birth, gender, 'cleaner'))) birth = addDays(birth, 1);
    }
    const retire = retirementDate(birth, gender, 'cleaner');
    const days = daysBetween(dayFromToday(0), retire);
    await f.admin.json(S('yhtStaff', 'add'), person({ staffName: '将退休', gender, birthDate: birth, contractStart: '2020-01-01', contractEnd: dayFromToday(400) }));
    const [row] = (await all(S('contractReminder', 'loadPage'), { staffName: '将退休' })).records;
    expect(row).toMatchObject({ stage: 'd15', daysLeft: days, endReason: 'retirement', endDate: retire });
    expect(row!.message).toBe(`15天提醒：将于${retire}达到法定退休年龄，劳动合同随之终止，还剩${days}天，请改签劳务协议`);
  });

  it('has the seeded crew at every stage, each stage tab listing only its own, in the department branch asked for', async () => {
    for (const stage of ['d60', 'd30', 'd15', 'd7', 'd3', 'expired']) {
      const page = await all(S('contractReminder', 'loadPage'), { stage });
      expect(page.total, stage).toBeGreaterThan(0);
      expect(page.records.every((r) => r.stage === stage)).toBe(true);
    }
    const branch = (await all(S('contractReminder', 'loadPage'), { deptId: 'd103' })).records;
    expect(new Set(branch.map((r) => r.deptId))).toEqual(new Set(['d104', 'd105'].filter((d) => branch.some((r) => r.deptId === d))));
    expect(branch.length).toBeGreaterThan(0);
  });

  it('exports the reminders as a workbook with one row per reminder', async () => {
    const total = (await all(S('contractReminder', 'loadPage'), { pageSize: 1 })).total;
    const response = await f.admin.raw(S('contractReminder', 'export'), {});
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await response.arrayBuffer()) as ArrayBuffer);
    expect(wb.worksheets[0]!.rowCount - 1).toBe(total);
    expect(String(wb.worksheets[0]!.getRow(1).values)).toContain('提醒内容');
  });
});

describe('the department count tree', () => {
  it('counts people per department with each node holding its whole branch', async () => {
    const roots = await tree();
    const staffTotal = (await all(S('staff', 'loadPage'), { pageSize: 1 })).total;
    expect(roots.reduce((a, r) => a + r.total, 0)).toBe(staffTotal);
    const check = (n: Node): void => {
      expect(n.total, n.deptName).toBe(n.own + (n.children ?? []).reduce((a, c) => a + c.total, 0));
      expect(n.yht + n.common + n.wxht, n.deptName).toBe(n.total);
      (n.children ?? []).forEach(check);
    };
    roots.forEach(check);
    const d104 = (await all(S('staff', 'loadPage'), { deptId: 'd104', pageSize: 1 })).total;
    expect(find(roots, 'd104')!.total).toBe(d104);
  });

  it('adds a person to the department, its parent and the company', async () => {
    const before = await tree();
    await f.admin.json(S('commonStaff', 'add'), person({ staffName: '新保洁员', deptId: 'd105' }));
    const after = await tree();
    for (const id of ['d105', 'd103', 'd101']) expect(find(after, id)!.total, id).toBe(find(before, id)!.total + 1);
    expect(find(after, 'd104')!.total).toBe(find(before, 'd104')!.total);
  });

  it("shows tenant 2 its own departments and crew only", async () => {
    const roots = await tree(f.admin2);
    expect(roots.map((r) => r.id)).toEqual(['d201']);
    expect(roots[0]!.total).toBe(80);
    const theirs = (await f.admin2.json<Page<Row>>(S('contractReminder', 'loadPage'), { pageSize: 1000 })).data.records;
    expect(theirs.every((r) => String(r.staffCode).startsWith('XH'))).toBe(true);
  });
});

describe('import and export through the kinds', () => {
  it('checks a spreadsheet saved by LibreOffice: three rows to import, the two refused rows named with why, the stored 工号 a duplicate', async () => {
    const check = await f.admin.upload<{ total: number; imported: number; duplicates: number; invalid: number; errors: { row: number; field: string; message: string }[] }>(
      S('commonStaff', 'import'), 'staff-import.xlsx', fixtureFile('staff-import.xlsx'), { mode: 'check' });
    expect(check.result).toBe(0);
    expect(check.data).toMatchObject({ total: 6, duplicates: 1, invalid: 2 });
    const messages = check.data.errors.map((e) => `${e.row}:${e.message}`).join('\n');
    expect(messages).toContain('劳务协议只适用于已达法定退休年龄的人员：测试丁');
    expect(messages).toContain('劳务派遣人员须填写派遣单位');
    expect(messages).toContain('工号已存在');
  });

  it('imports the valid rows as the kind of the call, dates and ID numbers as the office software saved them', async () => {
    const answer = await f.admin.upload<{ imported: number }>(S('commonStaff', 'import'), 'staff-import.xlsx', fixtureFile('staff-import.xlsx'), { mode: 'valid' });
    expect(answer.data.imported).toBe(3);
    const rows = (await all(S('commonStaff', 'loadPage'), { staffCode: 'HJ900' })).records;
    expect(rows.map((r) => r.staffCode).sort()).toEqual(['HJ9001', 'HJ9002', 'HJ9003']);
    expect(rows.find((r) => r.staffCode === 'HJ9002')).toMatchObject({ staffKind: 'common', relation: 'service', birthDate: '1968-05-01', deptId: 'd105', idCard: '330102196805011246', retireDate: '2018-05-01' });
    expect(rows.find((r) => r.staffCode === 'HJ9003')).toMatchObject({ relation: 'dispatch', dispatchCompany: '浙江外服劳务派遣有限公司', contractEnd: '2027-05-31' });
  });

  it('answers the import template with the record columns, and exports a kind with its rows only', async () => {
    const response = await fetch(`${f.server.url}${S('yhtStaff', 'import')}`, { method: 'POST', headers: { authorization: `Bearer ${f.admin.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ mode: 'template' }) });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await response.arrayBuffer()) as ArrayBuffer);
    const header = (wb.worksheets[0]!.getRow(1).values as unknown[]).map(String);
    expect(header).toEqual(expect.arrayContaining(['工号', '姓名', '用工关系', '派遣单位', '合同开始日期', '合同结束日期']));
    const total = (await all(S('yhtStaff', 'loadPage'), { pageSize: 1 })).total;
    const exported = new ExcelJS.Workbook();
    await exported.xlsx.load((await (await f.admin.raw(S('yhtStaff', 'export'), {})).arrayBuffer()) as ArrayBuffer);
    expect(exported.worksheets[0]!.rowCount - 1).toBe(total);
  });
});

describe('upload, favourite groups, rights', () => {
  it('stores an uploaded contract scan in the file service and refuses a file of another type', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const ok = await f.admin.upload<{ id: string; name: string }[]>(S('file', 'upload'), '合同.pdf', pdf);
    expect(ok.result).toBe(0);
    expect(ok.data).toMatchObject([{ name: '合同.pdf', type: 'application/pdf' }]);
    const bad = await f.admin.upload(S('file', 'upload'), 'a.exe', 'MZ....');
    expect(bad.result).not.toBe(0);
    expect((await f.admin.json(S('file', 'upload'), {})).msg).toBe('请选择要上传的文件');
  });

  it('deletes a favourite group with GET, as the spec says', async () => {
    await f.admin.json(S('popularGroup', 'save'), { groupName: '临时组', sort: 9 });
    const [row] = (await all(S('popularGroup', 'list'), { groupName: '临时组' })).records;
    const r = await fetch(`${f.server.url}${S('popularGroup', 'delete')}?id=${String(row!.id)}`, { headers: { authorization: `Bearer ${f.admin.token}` } });
    expect(((await r.json()) as { result: number }).result).toBe(0);
    expect((await all(S('popularGroup', 'list'), { groupName: '临时组' })).total).toBe(0);
  });

  it('refuses a read-only user every change: adding a person, importing, uploading', async () => {
    const before = (await all(S('staff', 'loadPage'), { pageSize: 1 })).total;
    expect((await f.viewer.json(S('yhtStaff', 'add'), person())).result).not.toBe(0);
    expect((await f.viewer.upload(S('commonStaff', 'import'), 'staff-import.xlsx', fixtureFile('staff-import.xlsx'), { mode: 'valid' })).result).not.toBe(0);
    expect((await f.viewer.upload(S('file', 'upload'), 'a.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'))).result).not.toBe(0);
    expect((await all(S('staff', 'loadPage'), { pageSize: 1 })).total).toBe(before);
    expect((await f.viewer.json<Page>(S('contractReminder', 'loadPage'), {})).result).toBe(0);
  });
});
