/**
 * Video supervision over real HTTP, every call of its areas: the camera lists by vehicle, by site and
 * all (car/asset/video pageList), the camera tree with online state, the video alarms and their
 * export, the control command (recorded, refused for an offline camera or an unknown command), the
 * generic types and their department bindings (getDeptByOrgId), the gaojie enums and the management
 * organisation tree, and the recorded video files (upload, list, download with ranges, delete, kept
 * by the file sweep). Bad input refused with a message and nothing changed, another tenant's data out
 * of reach, and the read-only user refused every change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xlsxRows } from '../../../server/resources/xlsxReader';
import { signIn } from '../../support/server';
import { C, camera, CLIP, client, fixture, heartbeat, J, STILL, upload, W, type Client, type Fixture, type Page } from './support';

type Row = Record<string, unknown> & { id: number };

let f: Fixture;
let plate = '';
const ids: Record<string, string> = {};

beforeAll(async () => {
  f = await fixture();
  const cars = await f.admin.json<Page<{ plateNo: string }>>('/cloud/clgl/v2/web/car/page', { pageSize: 1 });
  plate = cars.data.records[0]!.plateNo;
  const cams = {
    'S-1': await camera(f.admin, 'S-1', 'department', '环卫运营部'),
    'S-2': await camera(f.admin, 'S-2', 'vehicle', `${plate} 压缩车`),
    'S-3': await camera(f.admin, 'S-3', 'vehicle', '浙A·Z9999 测试车'),
    'S-4': await camera(f.admin, 'S-4', 'facility', '天子岭垃圾处理场', '/live/S-4/index.m3u8'),
  };
  for (const [code, c] of Object.entries(cams)) ids[code] = c.id;
  // S-3 is never heard: offline.
  for (const code of ['S-1', 'S-2', 'S-4'] as const) await heartbeat(f.server.url, cams[code], f.server.now());
  ids['X-1'] = (await camera(f.admin2, 'X-1', 'facility', '西溪湿地公厕')).id;
  const still = await upload(f.server.url, f.admin, '抓拍.jpg', 'image/jpeg', STILL);
  const now = f.server.now();
  for (const [code, hours, kind, note] of [['S-4', 1, 'overflow', '垃圾桶满溢'], ['S-2', 3, 'smoke', '驾驶室疑似吸烟'], ['S-1', 30, 'custom', '人员聚集']] as const) {
    const r = await f.admin.json('/cloud/devices/rest/snapshot/save', { cameraId: ids[code], fileId: still, t: now - hours * 3600_000, kind, note });
    expect(r.result, r.msg).toBe(0);
  }
  const still2 = await upload(f.server.url, f.admin2, '抓拍.jpg', 'image/jpeg', STILL);
  expect((await f.admin2.json('/cloud/devices/rest/snapshot/save', { cameraId: ids['X-1'], fileId: still2, t: now, kind: 'overflow', note: '西溪满溢' })).result).toBe(0);
}, 90_000);
afterAll(() => f?.server.close());

// This file's cameras (a server on PostgreSQL may also hold the demo city's C-…).
const ours = (rows: Row[]) => rows.filter((r) => /^[SX]-\d$/.test(String(r.code ?? r.cameraCode)));
const list = async (c: Client, path: string, filters: Record<string, unknown> = {}) => {
  const r = await c.json<Page<Row>>(path, { pageSize: 100, ...filters });
  expect(r.result, r.msg).toBe(0);
  return ours(r.data.records);
};
const controls = async (c: Client = f.admin) => ours((await c.json<Page<Row>>(J('videoControl', 'pageList'), { pageSize: 100 })).data.records);
/** How many recorded files the list holds besides the demo city's (those of its cameras C-…). */
const files = async (c: Client) => (await c.json<Page<Row>>(W('list'), { pageSize: 100 })).data.records.filter((r) => !/^C-\d+$/.test(String(r.cameraCode ?? ''))).length;

describe('camera lists (car/pageList, asset/pageList, video/pageList) and the tree (video/tree)', () => {
  it('lists the vehicles’ cameras with their vehicle, state and whether the plate is a car of 车辆管理', async () => {
    const rows = await list(f.admin, J('car', 'pageList'));
    expect(rows.map((r) => [r.code, r.placeName, r.state, r.registered])).toEqual([
      ['S-2', `${plate} 压缩车`, 'online', 'yes'],
      ['S-3', '浙A·Z9999 测试车', 'offline', 'no'],
    ]);
    expect((await list(f.admin, J('car', 'pageList'), { state: 'offline' })).map((r) => r.code)).toEqual(['S-3']);
  });

  it('lists the cameras at facilities and departments’ sites, and every camera, with the live stream marked', async () => {
    expect((await list(f.admin, J('asset', 'pageList'))).map((r) => [r.code, r.place, r.live])).toEqual([
      ['S-1', 'department', 'no'],
      ['S-4', 'facility', 'yes'],
    ]);
    expect((await list(f.admin, J('video', 'pageList'))).map((r) => r.code)).toEqual(['S-1', 'S-2', 'S-3', 'S-4']);
    expect((await list(f.admin, J('video', 'pageList'), { place: 'vehicle', code: 'S-' })).map((r) => r.code)).toEqual(['S-2', 'S-3']);
  });

  it('answers the camera tree by department, vehicle and facility with each camera’s online state', async () => {
    const r = await f.admin.json<{ kind: string; groups: { name: string; cameras: { code: string; online: boolean; streamUrl: string | null }[] }[] }[]>(J('video', 'tree'), {});
    expect(r.result, r.msg).toBe(0);
    expect(r.data.map((k) => k.kind)).toEqual(['department', 'vehicle', 'facility']);
    const cams = r.data.flatMap((k) => k.groups.flatMap((g) => g.cameras.map((c) => ({ group: g.name, ...c })))).filter((c) => /^S-/.test(c.code));
    expect(cams.map((c) => [c.code, c.group, c.online])).toEqual([
      ['S-1', '环卫运营部', true],
      ['S-2', `${plate} 压缩车`, true],
      ['S-3', '浙A·Z9999 测试车', false],
      ['S-4', '天子岭垃圾处理场', true],
    ]);
    expect(cams.find((c) => c.code === 'S-4')!.streamUrl).toBe('/live/S-4/index.m3u8');
  });

  it('refuses bad list parameters with a message (a sort by an unknown field, a page too large); an unknown state matches nothing', async () => {
    expect(await list(f.admin, J('car', 'pageList'), { state: 'maybe' })).toEqual([]);
    for (const [path, body] of [
      [J('asset', 'pageList'), { orderField: 'secret', orderType: 'asc' }],
      [J('videoAlarm', 'pageList'), { pageSize: 100000 }],
    ] as const) {
      const r = await f.admin.json(path, body);
      expect(r.result, `${path} ${JSON.stringify(body)}`).not.toBe(0);
      expect(r.msg).not.toBe('');
    }
  });

  it('shows another tenant none of these cameras, and these none of its', async () => {
    expect((await list(f.admin2, J('video', 'pageList'))).map((r) => r.code)).toEqual(['X-1']);
    expect((await list(f.admin, J('video', 'pageList'))).some((r) => r.code === 'X-1')).toBe(false);
    const tree = JSON.stringify((await f.admin2.json(J('video', 'tree'), {})).data);
    expect(tree).not.toMatch(/S-\d/);
  });
});

describe('video alarms (videoAlarm/pageList, videoAlarm/export)', () => {
  it('lists the snapshot alarms newest first, the kinds named by the generic types, with the still image', async () => {
    const rows = await list(f.admin, J('videoAlarm', 'pageList'));
    expect(rows.map((r) => [r.cameraCode, r.kind, r.note])).toEqual([
      ['S-4', '垃圾满溢', '垃圾桶满溢'],
      ['S-2', '吸烟', '驾驶室疑似吸烟'],
      ['S-1', 'custom', '人员聚集'],
    ]);
    expect(rows[0]!.placeName).toBe('天子岭垃圾处理场');
    const image = await fetch(`${f.server.url}/cloud/management/rest/np/file/download/${String(rows[0]!.snapshot)}`, { headers: { authorization: `Bearer ${f.admin.token}` } });
    expect(image.headers.get('content-type')).toMatch(/image\/jpeg/);
    expect((await list(f.admin, J('videoAlarm', 'pageList'), { cameraCode: 'S-2' })).map((r) => r.note)).toEqual(['驾驶室疑似吸烟']);
    expect((await list(f.admin2, J('videoAlarm', 'pageList'))).map((r) => r.note)).toEqual(['西溪满溢']);
  });

  it('filters by a time range and refuses a backwards one', async () => {
    const local = (ms: number) => {
      const d = new Date(ms);
      const p = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
    };
    const recent = await list(f.admin, J('videoAlarm', 'pageList'), { tStart: local(f.server.now() - 6 * 3600_000), tEnd: local(f.server.now() - 2 * 3600_000) });
    expect(recent.map((r) => r.note)).toEqual(['驾驶室疑似吸烟']);
    const bad = await f.admin.json(J('videoAlarm', 'pageList'), { tStart: '2026-05-02', tEnd: '2026-05-01' });
    expect(bad.result).not.toBe(0);
    expect(bad.msg).toMatch(/时间范围|开始/);
  });

  it('exports the alarms as an .xlsx workbook with their columns', async () => {
    const r = await f.admin.raw(J('videoAlarm', 'export'), { cameraCode: 'S-' });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/spreadsheetml/);
    const rows: unknown[][] = [];
    for await (const row of xlsxRows(Buffer.from(await r.arrayBuffer()), { maxUnpackedBytes: 10_000_000, maxRows: 1000 })) rows.push(row);
    const [header, ...data] = rows;
    expect(header).toEqual(expect.arrayContaining(['告警时间', '摄像头编号', '告警类型', '说明']));
    expect(header).not.toContain('抓拍');
    const code = header!.indexOf('摄像头编号');
    expect(data.map((x) => x[code])).toEqual(['S-4', 'S-2', 'S-1']);
  });
});

describe('camera control (video/control)', () => {
  it('accepts a command to an online camera, answers what was accepted and records it in the control list and the operation history', async () => {
    const r = await f.admin.json<Record<string, unknown>>(J('video', 'control'), { cameraId: ids['S-4'], command: 'zoomIn', speed: 6 });
    expect(r.result, r.msg).toBe(0);
    expect(r.data).toMatchObject({ accepted: true, cameraCode: 'S-4', command: 'zoomIn', speed: 6 });
    expect(String(r.data.message)).toMatch(/S-4.*放大/);
    const byCode = await f.admin.json<Record<string, unknown>>(J('video', 'control'), { code: 'S-1', command: 'left' });
    expect(byCode.data).toMatchObject({ cameraCode: 'S-1', command: 'left', speed: 4 });
    expect((await controls()).map((x) => [x.cameraCode, x.command, x.speed, x.operator])).toEqual([
      ['S-1', 'left', 4, expect.any(String)],
      ['S-4', 'zoomIn', 6, expect.any(String)],
    ]);
    const history = await f.admin.json<Page<{ operation: string }>>('/cloud/management/rest/np/operationHistory/pageList', { operation: 'spjg.videoControl.create', pageSize: 10 });
    expect(history.data.total).toBe(2);
  });

  it('refuses an offline camera, an unknown command or speed, an unknown camera and another tenant’s, recording nothing', async () => {
    const before = (await controls()).length;
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ cameraId: ids['S-3'], command: 'up' }, /离线/],
      [{ cameraId: ids['S-4'], command: 'jump' }, /不支持的控制命令.*jump/],
      [{ cameraId: ids['S-4'], command: 'up', speed: 9 }, /速度/],
      [{ cameraId: 'nope', command: 'up' }, /摄像头不存在/],
      [{ command: 'up' }, /请指定摄像头/],
      [{ cameraId: ids['X-1'], command: 'up' }, /摄像头不存在/],
    ];
    for (const [body, message] of cases) {
      const r = await f.admin.json(J('video', 'control'), body);
      expect(r.result, JSON.stringify(body)).not.toBe(0);
      expect(r.msg).toMatch(message);
    }
    expect((await controls()).length).toBe(before);
    expect(await controls(f.admin2)).toEqual([]);
  });
});

describe('generic types (currencyType) and their department bindings (currencyTypeEntity)', () => {
  let typeId = 0;

  it('lists the seeded types and creates, updates and deletes one; a repeated code or a bad category is refused', async () => {
    const seeded = await f.admin.json<Page<Row>>(C('currencyType', 'getList'), { pageSize: 50, category: 'alarmKind' });
    expect(seeded.data.records.map((r) => r.typeCode)).toEqual(['overflow', 'intrusion', 'smoke']);
    const made = await f.admin.json<Row>(C('currencyType', 'create'), { category: 'recordKind', typeCode: 'night', typeName: '夜间录像', sort: 20 });
    expect(made.result, made.msg).toBe(0);
    typeId = made.data.id;
    expect((await f.admin.json(C('currencyType', 'update'), { id: typeId, typeName: '夜间巡查录像' })).result).toBe(0);
    const again = await f.admin.json(C('currencyType', 'create'), { category: 'recordKind', typeCode: 'night', typeName: '重复' });
    expect(again.result).not.toBe(0);
    expect(again.msg).toMatch(/类型编码|已存在|重复/);
    const badCategory = await f.admin.json(C('currencyType', 'create'), { category: 'weather', typeCode: 'rain', typeName: '雨' });
    expect(badCategory.result).not.toBe(0);
    expect(badCategory.msg).toMatch(/类别/);
    const names = (await f.admin.json<Page<Row>>(C('currencyType', 'getList'), { pageSize: 50 })).data.records.map((r) => r.typeName);
    expect(names).toContain('夜间巡查录像');
    expect(names).not.toContain('重复');
    expect((await f.admin2.json<Page<Row>>(C('currencyType', 'getList'), { pageSize: 50 })).data.records.map((r) => r.typeName)).not.toContain('夜间巡查录像');
  });

  it('binds a type to departments of an organisation, answers them by organisation (getDeptByOrgId) and unbinds', async () => {
    // Names sent by a client are not taken: the server writes them from the tenant's departments.
    const made = await f.admin.json<Row>(C('currencyTypeEntity', 'create'), { typeId, orgId: 'd101', deptId: 'd104', deptName: '假名' });
    expect(made.result, made.msg).toBe(0);
    expect((await f.admin.json(C('currencyTypeEntity', 'create'), { typeId, orgId: 'd101', deptId: 'd103' })).result).toBe(0);
    const bound = await f.admin.json<Row[]>(C('currencyTypeEntity', 'getDeptByOrgId'), { orgId: 'd101', typeCode: 'night' });
    expect(bound.result, bound.msg).toBe(0);
    expect(bound.data.map((r) => [r.deptId, r.deptName, r.typeName]).sort()).toEqual([
      ['d103', '环卫运营部', '夜间巡查录像'],
      ['d104', '道路保洁一队', '夜间巡查录像'],
    ]);
    const page = await f.admin.json<Page<Row>>(C('currencyTypeEntity', 'getList'), { typeId });
    expect(page.data.records.map((r) => [r.orgName, r.deptName]).sort()).toEqual([
      ['杭州城市环境集团有限公司', '环卫运营部'],
      ['杭州城市环境集团有限公司', '道路保洁一队'],
    ]);
    expect((await f.admin.json(C('currencyTypeEntity', 'delete'), { ids: [made.data.id] })).result).toBe(0);
    expect((await f.admin.json<Row[]>(C('currencyTypeEntity', 'getDeptByOrgId'), { orgId: 'd101', typeId })).data.map((r) => r.deptId)).toEqual(['d103']);
    // A type still bound to a department is not deleted.
    const refused = await f.admin.json(C('currencyType', 'delete'), { ids: [typeId] });
    expect(refused.result).not.toBe(0);
    expect((await f.admin.json<Page<Row>>(C('currencyType', 'getList'), { typeCode: 'night' })).data.total).toBe(1);
  });

  it('refuses a department outside the organisation, another tenant’s organisation, a repeated binding and an unknown type, binding nothing', async () => {
    const before = (await f.admin.json<Page<Row>>(C('currencyTypeEntity', 'getList'), {})).data.total;
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ typeId, orgId: 'd101', deptId: 'd202' }, /^部门：部门“d202”不存在$/],
      [{ typeId, orgId: 'd201', deptId: 'd202' }, /^组织：组织“d201”不存在；部门：部门“d202”不存在$/],
      [{ typeId, orgId: 'd103', deptId: 'd104' }, /组织不存在/],
      [{ typeId, orgId: 'd101', deptId: 'd103' }, /已存在|重复/],
      [{ typeId: 999999, orgId: 'd101', deptId: 'd105' }, /通用类型/],
    ];
    for (const [body, message] of cases) {
      const r = await f.admin.json(C('currencyTypeEntity', 'create'), body);
      expect(r.result, JSON.stringify(body)).not.toBe(0);
      expect(r.msg).toMatch(message);
    }
    expect((await f.admin.json<Page<Row>>(C('currencyTypeEntity', 'getList'), {})).data.total).toBe(before);
    expect((await f.admin.json(C('currencyTypeEntity', 'getDeptByOrgId'), { orgId: 'd201' })).msg).toMatch(/组织不存在/);
    expect((await f.admin.json(C('currencyTypeEntity', 'getDeptByOrgId'), { orgId: 'd101', typeCode: 'nothing' })).msg).toMatch(/通用类型不存在/);
    // Tenant 2 neither changes nor deletes tenant 1's type, and cannot bind it in its own organisation.
    expect((await f.admin2.json(C('currencyType', 'update'), { id: typeId, typeName: '别家改名' })).result).not.toBe(0);
    expect((await f.admin2.json(C('currencyType', 'delete'), { ids: [typeId] })).result).not.toBe(0);
    expect((await f.admin.json<Page<Row>>(C('currencyType', 'getList'), { typeCode: 'night' })).data.records[0]!.typeName).toBe('夜间巡查录像');
    expect((await f.admin2.json(C('currencyTypeEntity', 'create'), { typeId, orgId: 'd201', deptId: 'd202' })).result).not.toBe(0);
  });

  it('answers the enums (gaojie loadEnumValue) and the organisation tree (loadOrgTreeByPermission.read)', async () => {
    const e = await f.admin.json<Record<string, { value: string; label: string }[]>>('/envcloud/hw/gaojie/api/v1/common/loadEnumValue', {});
    expect(e.result, e.msg).toBe(0);
    expect(e.data.command!.map((o) => o.value)).toEqual(['up', 'down', 'left', 'right', 'zoomIn', 'zoomOut', 'stop']);
    expect(JSON.stringify(e.data.typeCategory)).toMatch(/告警类型/);
    const tree = await f.admin.json<{ id: string; title: string }[]>('/cloud/management/rest/np/tenant/dept/loadOrgTreeByPermission.read', {});
    expect(tree.result, tree.msg).toBe(0);
    expect(JSON.stringify(tree.data)).toMatch(/杭州城市环境集团有限公司/);
    expect(JSON.stringify((await f.admin2.json('/cloud/management/rest/np/tenant/dept/loadOrgTreeByPermission.read', {})).data)).not.toMatch(/杭州城市环境集团/);
  });
});

describe('recorded video files (wl/video upload, list, download, delete)', () => {
  let fileId = '';
  let rowId = 0;

  it('records an uploaded video, lists it and downloads it with byte ranges', async () => {
    fileId = await upload(f.server.url, f.admin, '地磅.webm', 'video/webm', CLIP);
    const made = await f.admin.json<Row>(W('upload'), { title: '地磅夜间录像', cameraCode: 'S-4', recordedAt: '2026-05-01 22:00:00', video: fileId });
    expect(made.result, made.msg).toBe(0);
    rowId = made.data.id;
    const rows = (await f.admin.json<Page<Row>>(W('list'), { title: '地磅' })).data.records;
    expect(rows.map((r) => [r.title, r.cameraCode, r.video])).toEqual([['地磅夜间录像', 'S-4', fileId]]);
    const all = await f.admin.raw(W('download'), { id: rowId });
    expect(all.status).toBe(200);
    expect(all.headers.get('content-type')).toMatch(/video\/webm/);
    expect(decodeURIComponent(all.headers.get('content-disposition') ?? '')).toMatch(/地磅夜间录像\.webm/);
    expect((await all.arrayBuffer()).byteLength).toBe(CLIP.length);
    const part = await fetch(`${f.server.url}${W('download')}?id=${rowId}`, { method: 'POST', headers: { authorization: `Bearer ${f.admin.token}`, range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
  });

  it('refuses a file that is not a video, another tenant’s file, a missing title, recording nothing', async () => {
    const image = await upload(f.server.url, f.admin, '照片.jpg', 'image/jpeg', STILL);
    const other = await upload(f.server.url, f.admin2, '别家.webm', 'video/webm', CLIP);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ title: '照片', video: image }, /不是可播放的视频/],
      [{ title: '别家', video: other }, /录像/],
      [{ video: fileId }, /标题/],
    ];
    for (const [body, message] of cases) {
      const r = await f.admin.json(W('upload'), body);
      expect(r.result, JSON.stringify(body)).not.toBe(0);
      expect(r.msg).toMatch(message);
    }
    expect(await files(f.admin)).toBe(1);
    const theirs = await f.admin2.raw(W('download'), { id: rowId });
    expect(((await theirs.json()) as { msg: string }).msg).toMatch(/录像文件不存在/);
    expect(await files(f.admin2)).toBe(0);
    expect((await f.admin2.json(W('delete'), { ids: [rowId] })).result).not.toBe(0);
    expect((await f.admin.json(W('download'), {})).msg).toMatch(/录像文件不存在/);
    expect(await files(f.admin)).toBe(1);
  });

  it('keeps a recorded file through the sweep of unreferenced files, then deletes the record', async () => {
    const loose = await upload(f.server.url, f.admin, '没人用.webm', 'video/webm', CLIP);
    f.server.advance(48 * 3600_000);
    const deleted = await f.server.sweepFiles();
    expect(deleted).toContain(loose);
    expect(deleted).not.toContain(fileId);
    const admin = client(f.server.url, (await signIn(f.server.url, 'admin', 'Admin@2026')).token);
    f.admin = admin;
    expect((await admin.json(W('delete'), { ids: [rowId] })).result).toBe(0);
    expect(await files(admin)).toBe(0);
  });
});

describe('the read-only user', () => {
  it('reads the lists but sends no command and changes no type, binding or recorded file', async () => {
    const viewer = client(f.server.url, (await signIn(f.server.url, 'viewer', 'Viewer@2026')).token);
    expect((await list(viewer, J('video', 'pageList'))).length).toBe(4);
    const before = (await controls()).length;
    for (const [path, body] of [
      [J('video', 'control'), { cameraId: ids['S-4'], command: 'up' }],
      [C('currencyType', 'create'), { category: 'alarmKind', typeCode: 'fire', typeName: '火情' }],
      [C('currencyTypeEntity', 'create'), { typeId: 1, orgId: 'd101', deptId: 'd104' }],
      [W('upload'), { title: '录像', video: 'x' }],
      [W('delete'), { ids: [1] }],
    ] as const) {
      const r = await viewer.json(path, body);
      expect(r.result, path).not.toBe(0);
    }
    expect((await controls()).length).toBe(before);
  });
});
