// A problem case over HTTP against the real server: its whole lifecycle, refusals that change nothing,
// photos, handle hours and the action list.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startServer, type TestServer } from '../../support/server';
import { ok, PNG, post, wtsbTables } from './helpers';


const P = '/cloud/wtsb/web/problem';
type Case = Record<string, unknown> & { id: number; problemNo: string; state: string };

let server: TestServer;
let token: string;
let typeId: number;

beforeAll(async () => {
  server = await startServer({ modules: ['wtsb'] });
  ({ token } = await signIn(server.url, 'admin', 'Admin@2026'));
  const types = await ok<{ records: { id: number; typeCode: string }[] }>(server.url, '/cloud/wtsb/problemType/list', token, { typeCode: 'SS01' });
  typeId = types.records.find((t) => t.typeCode === 'SS01')!.id;
});
afterAll(() => server?.close());

async function report(extra: Record<string, string> = {}): Promise<Case> {
  const form = new FormData();
  const fields: Record<string, string> = {
    problemTypeId: String(typeId),
    description: '暴雨后延安路涌金路口积水约20厘米',
    address: '上城区延安路与涌金路交叉口',
    location: JSON.stringify({ lng: 120.1638, lat: 30.2566 }),
    source: 'patrol',
    urgency: 'urgent',
    ...extra,
  };
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set('file', new Blob([PNG], { type: 'image/png' }), '积水现场.png');
  return ok<Case>(server.url, `${P}/saveProblemInfo`, token, form);
}

const act = (path: string, fields: Record<string, unknown>) => ok<Case>(server.url, path, token, fields);

/** POSTs form fields and reads the answer as a .zip: its type, file name and entries (name → bytes). */
async function download(path: string, fields: Record<string, string | number>) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])),
  });
  const dir = mkdtempSync(join(tmpdir(), 'urbanops-wtsb-zip-'));
  try {
    writeFileSync(join(dir, 'a.zip'), Buffer.from(await response.arrayBuffer()));
    execFileSync('unzip', ['-q', join(dir, 'a.zip'), '-d', join(dir, 'out')]);
    const entries = Object.fromEntries(readdirSync(join(dir, 'out')).map((name) => [name, readFileSync(join(dir, 'out', name))]));
    return { type: response.headers.get('content-type'), fileName: fileNameOf(response.headers.get('content-disposition')), entries };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const fileNameOf = (disposition: string | null) => decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(disposition ?? '')?.[1] ?? '');

/** Uploads a file through the platform's file service; answers its id. */
async function upload(data: Uint8Array | string, type: string, name: string, who = token): Promise<string> {
  const form = new FormData();
  form.set('file', new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type }), name);
  const r = await post<{ id: string }[]>(server.url, '/cloud/management/rest/np/file/upload', who, form);
  if (r.body.result !== 0) throw new Error(r.body.msg);
  return r.body.data[0]!.id;
}

describe('a problem case over HTTP', () => {
  it('is taken through its whole lifecycle, each action recorded with actor, time and remark', async () => {
    const c = await report();
    expect(c).toMatchObject({ state: 'reported', reporterName: '张建国', reporterUserId: '1001', imageCount: 1, readFlag: false });
    expect(c.problemNo).toMatch(/^WT\d{11}$/);
    expect(c.deptAreaId).toEqual(expect.any(Number)); // found from the position: 湖滨片区
    const id = c.id;

    expect((await act(`${P}/signProblem`, { id })).state).toBe('accepted');
    expect((await act(`${P}/reportCommandCenter`, { id, remark: '涉及多部门，提请指挥中心协调' })).state).toBe('atCenter');
    expect((await act(`${P}/returnCommandCenter`, { id, remark: '已协调，退回派遣' })).state).toBe('accepted');
    const sent = await act(`${P}/sendOrder`, { id, handlerUserId: '1001', handleHours: 4, remark: '请立即处置' });
    expect(sent).toMatchObject({ state: 'dispatched', handlerName: '张建国', handleDeptName: '城市管理指挥中心', handleHours: 4 });
    expect(Date.parse(String(sent.deadline).replace(' ', 'T')) - Date.parse(String(sent.dispatchTime).replace(' ', 'T'))).toBe(4 * 3600_000);
    expect((await act('/cloud/wtsb/public/problem/refuse', { id, remark: '不属于本部门职责' })).state).toBe('accepted');
    expect((await act(`${P}/sendOrder`, { id, handlerUserId: '1001' })).handleHours).toBe(2); // the type's time limit
    expect((await act(`${P}/reportProgress`, { id, result: 'progress', remark: '已安排人员抽排' })).state).toBe('handling');
    const delayed = await act(`${P}/delayApply`, { id, delayHours: 24, remark: '需市政联合处置' });
    expect(delayed).toMatchObject({ state: 'delayPending', delayHours: 24 });
    const approved = await act('/cloud/wtsb/problemCheck/problemReview', { id, result: 'pass', remark: '同意延期' });
    expect(approved).toMatchObject({ state: 'handling', handleHours: 26, delayHours: null });
    expect(Date.parse(String(approved.deadline).replace(' ', 'T')) - Date.parse(String(delayed.deadline).replace(' ', 'T'))).toBe(24 * 3600_000);
    const done = await act(`${P}/reportProgress`, {
      id,
      finished: 'true',
      remark: '积水已排除',
      imageData: JSON.stringify([{ fileName: '处置后.png', mimeType: 'image/png', base64: PNG.toString('base64') }]),
    });
    expect(done).toMatchObject({ state: 'handled', imageCount: 2 });
    expect((await act('/cloud/wtsb/problemCheck/problemReview', { id, result: 'fail', remark: '仍有积水，请返工' })).state).toBe('handling');
    expect((await act(`${P}/reportProgress`, { id, result: 'done', remark: '复查无积水' })).state).toBe('handled');
    const closed = await act('/cloud/wtsb/problemCheck/problemReview', { id, result: 'pass', remark: '同意结案' });
    expect(closed).toMatchObject({ state: 'closed', lastRemark: '同意结案' });
    expect(closed.closeTime).toBeTruthy();
    expect((await act(`${P}/setRead`, { id })).readFlag).toBe(true);
    await act(`${P}/setRead`, { id }); // already read: no second record

    const actions = await ok<Record<string, unknown>[]>(server.url, `${P}/getProblemActionList`, token, { id });
    expect(actions.map((a) => `${String(a.action)}${a.outcome ? `(${String(a.outcome)})` : ''}:${String(a.fromState)}->${String(a.toState)}`)).toEqual([
      'report:null->reported',
      'sign:reported->accepted',
      'reportCommandCenter:accepted->atCenter',
      'returnCommandCenter:atCenter->accepted',
      'sendOrder:accepted->dispatched',
      'refuse:dispatched->accepted',
      'sendOrder:accepted->dispatched',
      'reportProgress(progress):dispatched->handling',
      'delayApply:handling->delayPending',
      'review(pass):delayPending->handling',
      'reportProgress(done):handling->handled',
      'review(fail):handled->handling',
      'reportProgress(done):handling->handled',
      'review(pass):handled->closed',
      'setRead:closed->closed',
    ]);
    for (const a of actions) {
      expect(a).toMatchObject({ actorName: '张建国', actorUserId: '1001' });
      expect(a.actionTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    }
    expect(actions[5]!.remark).toBe('不属于本部门职责');
    expect(actions[4]).toMatchObject({ targetName: '城市管理指挥中心 张建国', hours: 4 });

    const info = await ok<Record<string, unknown>>(server.url, `${P}/getProblemInfo`, token, { id });
    expect(info).toMatchObject({ state: 'closed', typeName: '道路积水', areaName: '湖滨片区', roles: ['dispatcher', 'reporter', 'handler'] });
    expect(info.actions).toEqual([{ action: 'setRead', outcomes: [] }]);
    expect(info.delays).toEqual([expect.objectContaining({ applyHours: 24, status: 'approved', reviewerName: '张建国', reason: '需市政联合处置' })]);

    const ids = await ok<{ id: number; stage: string; fileId: string }[]>(server.url, `${P}/loadProblemImageIds`, token, { id });
    expect(ids.map((i) => i.stage)).toEqual(['report', 'progress']);
    const images = await ok<{ url: string; fileName: string; fileId: string }[]>(server.url, `${P}/getProblemImageList`, token, { id, stage: 'report' });
    expect(images).toHaveLength(1);
    expect(images[0]!.fileName).toBe('积水现场.png');
    // The photo is a file of the file service: its address serves the same bytes.
    expect(images[0]!.url).toBe(`/cloud/management/rest/np/file/download/${images[0]!.fileId}`);
    const photo = await fetch(`${server.url}${images[0]!.url}?access_token=${encodeURIComponent(token)}`);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await photo.arrayBuffer()).equals(PNG)).toBe(true);

    const hours = await ok<Record<string, unknown>>(server.url, `${P}/loadProblemHandleHour`, token, { id });
    expect(hours).toMatchObject({ typeHours: 2, handleHours: 26, overdue: false });
    expect(hours.options).toContain(24);

    const archive = await download('/cloud/wtsb/file/batchDownload', { id });
    expect(archive.type).toBe('application/zip');
    expect(archive.fileName).toBe(`${c.problemNo}_照片.zip`);
    expect(archive.entries).toEqual({ '上报照片_积水现场.png': PNG, '处置照片_处置后.png': PNG });
  });

  it('refuses an action the state does not allow with a message naming the state and action, and changes nothing', async () => {
    const c = await report();
    await act(`${P}/signProblem`, { id: c.id });
    const before = await wtsbTables(server);
    const refusals: [string, Record<string, unknown>, RegExp][] = [
      [`${P}/signProblem`, { id: c.id }, /当前状态为「待派遣」，不能执行「签收」/],
      ['/cloud/wtsb/problemCheck/problemReview', { id: c.id, result: 'pass' }, /当前状态为「待派遣」，不能执行「核查」/],
      [`${P}/reportProgress`, { id: c.id, result: 'done', remark: 'x' }, /不能执行「处置反馈」/],
      [`${P}/returnCommandCenter`, { id: c.id, remark: 'x' }, /不能执行「指挥中心退回」/],
      [`${P}/sendOrder`, { id: c.id, handlerUserId: 'nobody' }, /请选择处置人/],
      [`${P}/sendOrder`, { id: c.id, handlerUserId: '1001', handleHours: 0 }, /处置时限应为 1 到 720/],
      [`${P}/reportCommandCenter`, { id: c.id }, /请填写上报指挥中心意见/],
      [`${P}/signProblem`, { id: 999999 }, /案件不存在/],
      [`${P}/signProblem`, {}, /请指定案件/],
    ];
    for (const [path, fields, message] of refusals) {
      const r = await post(server.url, path, token, fields);
      expect(r.body.result, path).not.toBe(0);
      expect(r.body.msg).toMatch(message);
    }
    expect(await wtsbTables(server)).toEqual(before);
  });

  it('lets only the handler report progress, refuse or ask for a delay, and asks for the review result', async () => {
    const c = await report();
    await act(`${P}/signProblem`, { id: c.id });
    await act(`${P}/sendOrder`, { id: c.id, handlerUserId: '1003' }); // 王芳, not the caller
    const before = await wtsbTables(server);
    for (const path of [`${P}/reportProgress`, '/cloud/wtsb/public/problem/refuse', `${P}/delayApply`]) {
      const r = await post(server.url, path, token, { id: c.id, result: 'done', remark: '已处理', delayHours: 4 });
      expect(r.body.result).not.toBe(0);
      expect(r.body.msg).toMatch(/只能由处置人执行，您不是案件WT\d+的处置人/);
    }
    expect(await wtsbTables(server)).toEqual(before);
    const info = await ok<{ actions: { action: string }[] }>(server.url, `${P}/getProblemInfo`, token, { id: c.id });
    expect(info.actions.map((a) => a.action)).toEqual(['sendOrder', 'setRead']);

    await act(`${P}/sendOrder`, { id: c.id, handlerUserId: '1001' });
    await act(`${P}/reportProgress`, { id: c.id, result: 'done', remark: '已处理' });
    const r = await post(server.url, '/cloud/wtsb/problemCheck/problemReview', token, { id: c.id });
    expect(r.body.msg).toMatch(/请选择「核查」的结果：pass（通过）、fail（不通过）/);
    const fail = await post(server.url, '/cloud/wtsb/problemCheck/problemReview', token, { id: c.id, result: 'fail' });
    expect(fail.body.msg).toMatch(/请填写核查意见/);
  });

  it('takes one of several simultaneous actions on a case and refuses the rest', async () => {
    const c = await report();
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(server.url, `${P}/signProblem`, token, { id: c.id })));
    expect(answers.filter((a) => a.body.result === 0)).toHaveLength(1);
    for (const a of answers.filter((x) => x.body.result !== 0)) expect(a.body.msg).toMatch(/当前状态为「待派遣」，不能执行「签收」/);
    const actions = await ok<{ action: string }[]>(server.url, `${P}/getProblemActionList`, token, { id: c.id });
    expect(actions.map((a) => a.action)).toEqual(['report', 'sign']);
    const numbers = await Promise.all(Array.from({ length: 4 }, () => report()));
    expect(new Set(numbers.map((n) => n.problemNo)).size).toBe(4);
  });

  it('deletes a reported case as a state (kept with its history, out of the default counts) and refuses actions on it', async () => {
    const c = await report();
    const counts = await ok<Record<string, number>>(server.url, `${P}/getProblemCountNum`, token);
    const deleted = await act(`${P}/deleteProblem`, { id: c.id, remark: '重复上报' });
    expect(deleted.state).toBe('deleted');
    const after = await ok<Record<string, number>>(server.url, `${P}/getProblemCountNum`, token);
    expect(after.all).toBe(counts.all! - 1);
    expect(after.deleted).toBe(counts.deleted! + 1);
    const r = await post(server.url, `${P}/setRead`, token, { id: c.id });
    expect(r.body.msg).toMatch(/当前状态为「已作废」，不能执行「标记已读」/);
    const actions = await ok<{ action: string }[]>(server.url, `${P}/getProblemActionList`, token, { id: c.id });
    expect(actions.map((a) => a.action)).toEqual(['report', 'delete']);
  });

  it('edits a reported case (the edit action) but not once it is signed', async () => {
    const c = await report();
    const edited = await act(`${P}/saveProblemInfo`, { id: c.id, description: '积水已蔓延至人行道，约30厘米' });
    expect(edited).toMatchObject({ state: 'reported', description: '积水已蔓延至人行道，约30厘米', problemNo: c.problemNo });
    await act(`${P}/signProblem`, { id: c.id });
    const r = await post(server.url, `${P}/saveProblemInfo`, token, { id: c.id, description: '再次修改描述内容' });
    expect(r.body.msg).toMatch(/不能执行「修改」/);
  });

  it('refuses bad report input: missing fields, a wrong image type, a bad image payload', async () => {
    const missing = await post(server.url, `${P}/saveProblemInfo`, token, { problemTypeId: typeId, address: '文三路' });
    expect(missing.body.result).not.toBe(0);
    expect(missing.body.msg).toMatch(/问题描述不能为空/);
    const badType = await post(server.url, `${P}/saveProblemInfo`, token, { problemTypeId: 999, description: '测试问题描述', address: '文三路', source: 'patrol', urgency: 'normal' });
    expect(badType.body.msg).toMatch(/问题类型/);
    const form = new FormData();
    form.set('file', new Blob(['not an image'], { type: 'text/plain' }), 'a.txt');
    const wrong = await post(server.url, '/cloud/wtsb/file/base64Encode', token, form);
    expect(wrong.body.msg).toMatch(/只支持 PNG、JPEG、WebP、GIF 图片/);
    const disguised = new FormData();
    disguised.set('file', new Blob(['<svg onload="alert(1)"></svg>'], { type: 'image/png' }), 'x.png');
    expect((await post(server.url, '/cloud/wtsb/file/base64Encode', token, disguised)).body.msg).toMatch(/只支持 PNG、JPEG、WebP、GIF 图片/);
    const bad = await post(server.url, `${P}/saveProblemInfo`, token, { problemTypeId: typeId, description: '测试问题描述', address: '文三路', imageData: '[{"mimeType":"image/png","base64":"%%%"}]' });
    expect(bad.body.result).not.toBe(0);
    const empty = await post(server.url, '/cloud/wtsb/file/base64Encode', token, {});
    expect(empty.body.msg).toMatch(/请选择要上传的文件/);
  });

  it('encodes an uploaded image as base64 for the report form', async () => {
    const form = new FormData();
    form.set('file', new Blob([PNG], { type: 'image/png' }), '现场.png');
    const data = await ok<{ base64: string; size: number; dataUrl: string }>(server.url, '/cloud/wtsb/file/base64Encode', token, form);
    expect(data.size).toBe(PNG.length);
    expect(Buffer.from(data.base64, 'base64').equals(PNG)).toBe(true);
    expect(data.dataUrl.startsWith('data:image/png;base64,')).toBe(true);
  });

  it('reports a case with photos already in the file service (the kit image field), and names them in the batch download', async () => {
    const first = await upload(PNG, 'image/png', '路口.png');
    const second = await upload(PNG, 'image/png', '路口.png');
    const c = await report({ fileIds: JSON.stringify([first, second]) });
    expect(c.imageCount).toBe(3); // the form's part and the two stored photos
    const ids = await ok<{ fileId: string; fileName: string }[]>(server.url, `${P}/loadProblemImageIds`, token, { id: c.id });
    expect(ids.map((i) => i.fileId)).toEqual(expect.arrayContaining([first, second]));
    const archive = await download('/cloud/wtsb/file/batchDownload', { id: c.id });
    expect(Object.keys(archive.entries).sort()).toEqual(['上报照片_积水现场.png', '上报照片_路口 (2).png', '上报照片_路口.png']);
    const rows = ids.filter((i) => i.fileId === first);
    const one = await download('/cloud/wtsb/file/batchDownload', { ids: String((rows[0] as unknown as { id: number }).id) });
    expect(archive.fileName).toBe(`${c.problemNo}_照片.zip`);
    expect(one.fileName).toBe('photos_照片.zip');
    expect(Object.keys(one.entries)).toEqual(['上报照片_路口.png']);
  });

  it("refuses photo ids that are not the caller's images, and stores nothing of a refused report", async () => {
    const theirs = await upload(PNG, 'image/png', 'x.png', (await signIn(server.url, 'admin2', 'Admin@2026')).token);
    const text = await upload('一段文字', 'text/plain', 'note.txt');
    const before = await wtsbTables(server);
    for (const [fileIds, message] of [
      [JSON.stringify([theirs]), /照片不存在或已失效，请重新上传/],
      ['AAAAAAAAAAAAAAAAAAAAAAAA', /照片不存在或已失效，请重新上传/],
      [text, /只支持 PNG、JPEG、WebP、GIF 图片/],
      ['[broken', /照片不存在或已失效，请重新上传/],
    ] as const) {
      const r = await post(server.url, `${P}/saveProblemInfo`, token, { problemTypeId: typeId, description: '测试问题描述', address: '文三路', fileIds });
      expect(r.body.result).not.toBe(0);
      expect(r.body.msg).toMatch(message);
    }
    const many = await post(server.url, `${P}/saveProblemInfo`, token, { problemTypeId: typeId, description: '测试问题描述', address: '文三路', fileIds: Array(10).fill(text).join(',') });
    expect(many.body.msg).toMatch(/每次最多 9 张照片/);
    expect(await wtsbTables(server)).toEqual(before);
  });

  it('keeps no photo of an action the state machine refuses', async () => {
    const c = await report();
    const before = await wtsbTables(server);
    const form = new FormData();
    form.set('id', String(c.id));
    form.set('result', 'done');
    form.set('remark', '已处理');
    form.set('file', new Blob([PNG], { type: 'image/png' }), '处置.png');
    const r = await post(server.url, `${P}/reportProgress`, token, form);
    expect(r.body.msg).toMatch(/不能执行「处置反馈」/);
    expect(await wtsbTables(server)).toEqual(before);
  });
});
