// The demo module (the spec's demo area: students and grades) against the real server. The generated
// suite (tests/kit/resourceSuite.ts) covers paging, sorting, filtering, tenants, CRUD with history,
// bad input and export for each resource; the rest covers what the spec adds: raw JSON bodies, the
// import with named bad rows, the photo as a stored file, and the grades the form chooses from.
import { describe, expect, it } from 'vitest';
import resources from '../../../modules/demo/resources';
import { grade } from '../../../modules/demo/resources/grade';
import { student } from '../../../modules/demo/resources/student';
import { importSheet, page, resourceSuite, suiteContext } from '../../kit/resourceSuite';

const ctx = suiteContext(['demo']);
const unique = () => String(100000 + Math.floor(Math.random() * 900000));
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

resourceSuite(ctx, grade, { module: 'demo' });
resourceSuite(ctx, student, { module: 'demo', make: () => ({ studentNo: `S${unique()}`, photo: null }) });

type Envelope<T = unknown> = { result: number; msg: string; data: T };
type Student = { id: number; studentNo: string; name: string; gender: string; gradeId: number; photo: string | null };

/** POSTs a raw JSON body, as the spec's demo calls are made. */
async function json<T>(path: string, body: unknown, token = ctx().token): Promise<Envelope<T>> {
  const response = await fetch(`${ctx().server.url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return (await response.json()) as Envelope<T>;
}

const S = '/cloud/demo/web/student';

describe('the demo area over raw JSON', () => {
  it('lists the grades in order, for the form to choose from', async () => {
    const grades = await json<{ records: { gradeName: string }[] }>('/cloud/demo/web/grade/list', { pageSize: 100 });
    expect(grades.data.records.map((g) => g.gradeName)).toEqual(['一年级', '二年级', '三年级', '四年级', '五年级', '六年级']);
  });

  it('answers every matching student unpaged (student/list), with the filters and sort of the page', async () => {
    const all = await json<Student[]>(`${S}/list`, { gender: 'female', orderField: 'studentNo', orderType: 'desc' });
    expect(Array.isArray(all.data)).toBe(true);
    const paged = await json<{ total: number }>(`${S}/page`, { gender: 'female', pageSize: 1 });
    expect(all.data).toHaveLength(paged.data.total);
    expect(all.data.every((s) => s.gender === 'female')).toBe(true);
    const numbers = all.data.map((s) => s.studentNo);
    expect(numbers).toEqual([...numbers].sort().reverse());
  });

  it('creates, reads (selectOne), pages with filters, updates and deletes a student', async () => {
    const grades = (await page(ctx(), grade, { pageSize: 10 })).records;
    const no = `S${unique()}`;
    const created = await json<Student>(`${S}/create`, { studentNo: no, name: '测试学生', gender: 'female', gradeId: grades[2]!.id, birthday: '2016-04-01' });
    expect(created).toMatchObject({ result: 0, msg: '保存成功', data: { studentNo: no, gradeId: grades[2]!.id } });
    const id = created.data.id;
    expect((await json<Student>(`${S}/selectOne`, { id })).data.name).toBe('测试学生');
    const found = await json<{ records: Student[]; total: number }>(`${S}/page`, { pageNo: 1, pageSize: 10, studentNo: no, gradeId: grades[2]!.id });
    expect(found.data.records.map((s) => s.id)).toEqual([id]);
    expect((await json<Student>(`${S}/update`, { id, studentNo: no, name: '改名学生', gender: 'female', gradeId: grades[3]!.id })).data).toMatchObject({ name: '改名学生', gradeId: grades[3]!.id });
    expect((await json(`${S}/delete`, { ids: [id] })).result).toBe(0);
    expect((await json(`${S}/selectOne`, { id })).msg).toBe('数据不存在或已被删除');
  });

  it('refuses a bad student with each field named, and a repeated number', async () => {
    const bad = await json<{ errors: { field: string; message: string }[] }>(`${S}/create`, { studentNo: '2024', name: '', gender: 'x', gradeId: 999999, phone: '123' });
    expect(bad.result).toBe(1);
    expect(bad.data.errors.map((e) => e.message)).toEqual(
      expect.arrayContaining(['学号应为 S 加 6 位数字，如 S202401', '姓名不能为空', '性别的值不在可选范围内', '监护人电话格式不正确']),
    );
    const seeded = (await page(ctx(), student, { pageSize: 1 })).records[0]!;
    const again = await json(`${S}/create`, { studentNo: seeded.studentNo, name: '重复', gender: 'male', gradeId: seeded.gradeId });
    expect(again.msg).toBe('学号已存在');
    const noGrade = await json(`${S}/create`, { studentNo: `S${unique()}`, name: '无年级', gender: 'male', gradeId: 999999 });
    expect(noGrade.msg).toBe('年级引用的数据不存在');
  });

  it("keeps a photo as a stored file of the tenant, and refuses another tenant's", async () => {
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), '证件照.png');
    const upload = async (token: string) =>
      ((await (await fetch(`${ctx().server.url}/cloud/management/rest/np/file/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })).json()) as Envelope<{ id: string }[]>).data[0]!.id;
    const [mine, theirs] = [await upload(ctx().token), await upload(ctx().token2)];
    const gradeId = (await page(ctx(), grade, { pageSize: 1 })).records[0]!.id;
    const ok = await json<Student>(`${S}/create`, { studentNo: `S${unique()}`, name: '有照片', gender: 'male', gradeId, photo: mine });
    expect(ok.data.photo).toBe(mine);
    const refused = await json(`${S}/create`, { studentNo: `S${unique()}`, name: '别人照片', gender: 'male', gradeId, photo: theirs });
    expect(refused.msg).toBe('照片：有1个文件不存在或不属于本单位，请重新上传');
  });

  it('seeds each tenant its own students, three with photos in the file service', async () => {
    const mine = (await page(ctx(), student, { pageSize: 100 })).records as unknown as Student[];
    const theirs = (await page(ctx(), student, { pageSize: 100 }, ctx().token2)).records as unknown as Student[];
    expect(mine.find((s) => s.name === '王子涵')).toBeTruthy();
    expect(theirs.map((s) => s.name)).toEqual(expect.arrayContaining(['沈嘉懿', '钱逸飞', '蒋若曦']));
    const photo = mine.find((s) => s.name === '王子涵')!.photo!;
    const image = await fetch(`${ctx().server.url}/cloud/management/rest/np/file/download/${photo}?access_token=${ctx().token}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect((await fetch(`${ctx().server.url}/cloud/management/rest/np/file/download/${photo}?access_token=${ctx().token2}`)).status).toBe(404);
  });
});

describe('the student import', () => {
  const upload = (rows: unknown[][], mode: string) => importSheet(ctx(), student, ['学号', '姓名', '性别', '年级', '出生日期', '监护人电话'], rows, mode);

  it('writes nothing while a row is bad, names its row and columns, then imports the valid rows when asked', async () => {
    const before = (await page(ctx(), student, { pageSize: 1 })).total;
    const k = unique().slice(0, 4);
    const rows = [
      [`S${k}01`, '导入甲', '男', '一年级', '2018-01-01', '13900000001'],
      [`S${k}02`, '导入乙', '女', '二年级', '2017-02-02', ''],
      [`X${k}03`, '', '未知', '九年级', '2017-13-40', '12'],
    ];
    const all = await upload(rows, 'all');
    expect(all.result).not.toBe(0);
    expect(all.data.imported).toBe(0);
    expect(all.data.errors.filter((e) => e.row === 4).map((e) => e.field).sort()).toEqual(['birthday', 'gender', 'gradeId', 'name', 'phone', 'studentNo']);
    expect((await page(ctx(), student, { pageSize: 1 })).total).toBe(before);
    const valid = await upload(rows, 'valid');
    expect(valid.data.imported).toBe(2);
    const imported = (await page(ctx(), student, { studentNo: `S${k}0`, pageSize: 10 })).records as unknown as Student[];
    expect(imported.map((s) => [s.name, s.gender])).toEqual([['导入甲', 'male'], ['导入乙', 'female']]);
  });

  it('registers both resources of the module', () => {
    expect(resources.resources.map((r) => r.id)).toEqual(['grade', 'student']);
  });
});
