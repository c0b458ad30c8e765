// Video over real HTTP (docs/video.md): the demo cameras as a tree by department, vehicle and
// facility; recorded clips played from the file store with byte ranges (206, 416); snapshot alarms;
// refusals of bad input that change nothing; and each tenant seeing only its own cameras, clips,
// snapshots and files. Clip and snapshot files survive the sweep of unreferenced files.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CameraInfo, CameraTreeNode, SnapshotAlarm, VideoClip } from '../../kit/contract';
import { signIn, startServer, type TestServer } from '../support/server';
import { call } from '../server/helpers';

const D = '/cloud/devices/rest';
const NP = '/cloud/management/rest/np';
const clipBytes = readFileSync(resolve(import.meta.dirname, '../../server/assets/demo-clip.webm'));
const stillBytes = readFileSync(resolve(import.meta.dirname, '../../server/assets/demo-snapshot.jpg'));

let server: TestServer;
let token: string;
let token2: string;
let tree: CameraTreeNode[];

const cameras = (t: CameraTreeNode[]): CameraInfo[] => t.flatMap((n) => n.groups.flatMap((g) => g.cameras));
const cameraOf = (code: string) => cameras(tree).find((c) => c.code === code)!;
const fetchFile = (url: string, who: string, headers: Record<string, string> = {}) => fetch(`${server.url}${url}`, { headers: { authorization: `Bearer ${who}`, ...headers } });

async function upload(who: string, name: string, type: string, data: Buffer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  const answer = (await (await fetch(`${server.url}${NP}/file/upload`, { method: 'POST', headers: { authorization: `Bearer ${who}` }, body: form })).json()) as { result: number; data: { id: string }[] };
  expect(answer.result).toBe(0);
  return answer.data[0]!.id;
}

beforeAll(async () => {
  server = await startServer();
  token = (await signIn(server.url, 'admin', 'Admin@2026')).token;
  token2 = (await signIn(server.url, 'admin2', 'Admin@2026')).token;
  tree = (await call(server.url, `${D}/camera/tree`, { token })).body.data as CameraTreeNode[];
}, 60_000);
afterAll(async () => server?.close());

describe('the camera tree', () => {
  it('groups the demo cameras by department, vehicle and facility, with online state and live stream', () => {
    expect(tree.map((n) => n.kind)).toEqual(['department', 'vehicle', 'facility']);
    const shape = Object.fromEntries(tree.map((n) => [n.kind, n.groups.map((g) => `${g.name}:${g.cameras.map((c) => c.code).join(',')}`)]));
    expect(shape).toEqual({
      department: ['道路保洁一队:C-102', '环卫运营部:C-101'],
      vehicle: ['浙A·B1645 压缩车:C-103,C-104', '浙A·F2467 压缩车:C-105'],
      facility: ['湖滨公厕:C-107', '天子岭垃圾处理场:C-106'],
    });
    // C-102 (工具房) went silent 40 minutes before the start; C-105 was never heard.
    expect(cameras(tree).filter((c) => !c.online).map((c) => c.code)).toEqual(['C-102', 'C-105']);
    expect(cameraOf('C-106').streamUrl).toBe('/live/C-106/index.m3u8');
    expect(cameraOf('C-101').at).toEqual([120.163, 30.274]);
  });

  it('lists cameras among the devices, of kind camera', async () => {
    const devices = (await call(server.url, `${D}/device/list`, { token })).body.data as { code: string; kind: string }[];
    expect(devices.filter((d) => d.kind === 'camera').map((d) => d.code)).toEqual(['C-101', 'C-102', 'C-103', 'C-104', 'C-105', 'C-106', 'C-107']);
  });

  it("shows another tenant only its own cameras", async () => {
    const theirs = (await call(server.url, `${D}/camera/tree`, { token: token2 })).body.data as CameraTreeNode[];
    expect(cameras(theirs).map((c) => c.code)).toEqual(['C-201']);
  });

  it('registers a camera with a device key and places it in the tree', async () => {
    const r = await call(server.url, `${D}/camera/save`, { token, json: { code: 'C-150', name: '北门', groupKind: 'facility', groupName: '湖滨公厕', streamUrl: '/live/C-150.m3u8', lng: 120.16, lat: 30.25 } });
    expect(r.body).toMatchObject({ result: 0, data: { code: 'C-150', key: expect.any(String) } });
    const now = (await call(server.url, `${D}/camera/tree`, { token })).body.data as CameraTreeNode[];
    expect(now.find((n) => n.kind === 'facility')!.groups.find((g) => g.name === '湖滨公厕')!.cameras.map((c) => c.code)).toEqual(['C-107', 'C-150']);
  });

  it('refuses bad cameras with the field named, and adds nothing', async () => {
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ code: 'C-160', name: 'x', groupKind: 'street', groupName: 'y' }, /^groupKind：/],
      [{ code: 'C-160', name: 'x', groupKind: 'facility', groupName: 'y', streamUrl: 'javascript:alert(1)//.m3u8' }, /^streamUrl：/],
      [{ code: 'C-160', name: 'x', groupKind: 'facility', groupName: 'y', streamUrl: '/live/a.mp4' }, /^streamUrl：/],
      [{ code: 'C-160', name: 'x', groupKind: 'facility', groupName: 'y', lng: 120.1 }, /^lng、lat：/],
      [{ code: 'C-160', name: 'x', groupKind: 'facility', groupName: 'y', lng: 500, lat: 30 }, /lng/],
      [{ code: 'C 160', name: 'x', groupKind: 'facility', groupName: 'y' }, /code/],
      [{ code: 'C-101', name: 'x', groupKind: 'facility', groupName: 'y' }, /已存在/],
    ];
    for (const [json, msg] of bad) {
      const r = await call(server.url, `${D}/camera/save`, { token, json });
      expect(r.body.result, JSON.stringify(json)).not.toBe(0);
      expect(r.body.msg).toMatch(msg);
      expect(r.text).not.toMatch(/at .*\.ts:\d+/);
    }
    const after = (await call(server.url, `${D}/camera/tree`, { token })).body.data as CameraTreeNode[];
    expect(cameras(after).some((c) => c.code === 'C-160')).toBe(false);
  });

  it('answers 401 without a token', async () => {
    expect((await call(server.url, `${D}/camera/tree`)).status).toBe(401);
    expect((await call(server.url, `${D}/clip/list?cameraId=x`)).status).toBe(401);
  });
});

describe('recorded clips', () => {
  let clips: VideoClip[];
  beforeAll(async () => {
    clips = (await call(server.url, `${D}/clip/list?cameraId=${cameraOf('C-103').id}`, { token })).body.data as VideoClip[];
  });

  it("lists a camera's clips newest first, each a WebM of the file store", () => {
    expect(clips).toHaveLength(3);
    expect(clips.map((c) => c.startedAt)).toEqual([...clips.map((c) => c.startedAt)].sort((a, b) => b - a));
    expect(clips[0]).toMatchObject({ type: 'video/webm', size: clipBytes.length, durationMs: 8000, url: expect.stringMatching(/^\/cloud\/management\/rest\/np\/file\/download\//) });
  });

  it('plays the clip in byte ranges: 206 with the exact bytes, the whole file, 416 beyond the end', async () => {
    const whole = await fetchFile(clips[0]!.url, token);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/webm');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await whole.arrayBuffer()).equals(clipBytes)).toBe(true);
    for (const [range, start, end] of [
      ['bytes=0-1023', 0, 1023],
      [`bytes=40000-`, 40000, clipBytes.length - 1],
      ['bytes=-2000', clipBytes.length - 2000, clipBytes.length - 1],
    ] as [string, number, number][]) {
      const part = await fetchFile(clips[0]!.url, token, { range });
      expect(part.status, range).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes ${start}-${end}/${clipBytes.length}`);
      expect(Buffer.from(await part.arrayBuffer()).equals(clipBytes.subarray(start, end + 1))).toBe(true);
    }
    const beyond = await fetchFile(clips[0]!.url, token, { range: `bytes=${clipBytes.length}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${clipBytes.length}`);
    expect(((await beyond.json()) as { result: number }).result).not.toBe(0);
  });

  it("keeps each tenant's clips to itself: no list, no bytes, no clip made of another's file", async () => {
    const list = await call(server.url, `${D}/clip/list?cameraId=${cameraOf('C-103').id}`, { token: token2 });
    expect(list.body).toMatchObject({ result: 1, msg: `cameraId：摄像头不存在（${cameraOf('C-103').id}）` });
    const bytes = await fetchFile(clips[0]!.url, token2, { range: 'bytes=0-99' });
    expect(bytes.status).toBe(404);
    const theirCamera = cameras((await call(server.url, `${D}/camera/tree`, { token: token2 })).body.data as CameraTreeNode[])[0]!;
    const stolen = await call(server.url, `${D}/clip/save`, { token: token2, json: { cameraId: theirCamera.id, fileId: clips[0]!.fileId, startedAt: server.now(), durationMs: 8000 } });
    expect(stolen.body).toMatchObject({ result: 1, msg: `fileId：文件不存在（${clips[0]!.fileId}）` });
  });

  it('records an uploaded clip and refuses a clip that is not a video, or bad times, changing nothing', async () => {
    const camera = cameraOf('C-107');
    const before = (await call(server.url, `${D}/clip/list?cameraId=${camera.id}`, { token })).body.data as VideoClip[];
    const image = await upload(token, '抓拍.jpg', 'image/jpeg', stillBytes);
    const refusals: [Record<string, unknown>, RegExp][] = [
      [{ cameraId: camera.id, fileId: image, startedAt: server.now(), durationMs: 8000 }, /^fileId：抓拍\.jpg不是视频文件/],
      [{ cameraId: camera.id, fileId: 'not-a-file', startedAt: server.now(), durationMs: 8000 }, /^fileId：/],
      [{ cameraId: camera.id, fileId: before[0]!.fileId, startedAt: -5, durationMs: 8000 }, /startedAt/],
      [{ cameraId: camera.id, fileId: before[0]!.fileId, startedAt: server.now(), durationMs: 0 }, /durationMs/],
      [{ cameraId: 'nobody', fileId: before[0]!.fileId, startedAt: server.now(), durationMs: 8000 }, /^cameraId：/],
    ];
    for (const [json, msg] of refusals) {
      const r = await call(server.url, `${D}/clip/save`, { token, json });
      expect(r.body.result, JSON.stringify(json)).not.toBe(0);
      expect(r.body.msg).toMatch(msg);
    }
    expect((await call(server.url, `${D}/clip/list?cameraId=${camera.id}`, { token })).body.data).toEqual(before);

    const video = await upload(token, '门口 08:00.webm', 'video/webm', clipBytes);
    const saved = await call(server.url, `${D}/clip/save`, { token, json: { cameraId: camera.id, fileId: video, startedAt: server.now(), durationMs: 8000 } });
    expect(saved.body).toMatchObject({ result: 0, data: { fileId: video, name: '门口 08:00.webm' } });
    const after = (await call(server.url, `${D}/clip/list?cameraId=${camera.id}`, { token })).body.data as VideoClip[];
    expect(after.map((c) => c.fileId)).toEqual([video, ...before.map((c) => c.fileId)]);
  });
});

describe('snapshot alarms', () => {
  it('lists the tenant’s snapshot alarms newest first, each with its still image', async () => {
    const list = (await call(server.url, `${D}/snapshot/list`, { token })).body.data as SnapshotAlarm[];
    expect(list.map((s) => `${s.cameraCode}:${s.kind}:${s.note}`)).toEqual(['C-107:overflow:垃圾桶满溢', 'C-106:intrusion:非作业时间有人进入', 'C-103:smoke:驾驶室疑似吸烟']);
    const image = await fetchFile(list[0]!.url, token);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await image.arrayBuffer()).equals(stillBytes)).toBe(true);
    const theirs = (await call(server.url, `${D}/snapshot/list`, { token: token2 })).body.data as SnapshotAlarm[];
    expect(theirs.map((s) => s.cameraCode)).toEqual(['C-201']);
    expect((await fetchFile(list[0]!.url, token2)).status).toBe(404);
  });

  it('raises a snapshot alarm from an uploaded image and refuses a video as its image', async () => {
    const camera = cameraOf('C-102');
    const image = await upload(token, '工具房.jpg', 'image/jpeg', stillBytes);
    const video = await upload(token, '工具房.webm', 'video/webm', clipBytes);
    const refused = await call(server.url, `${D}/snapshot/save`, { token, json: { cameraId: camera.id, fileId: video, t: server.now(), kind: 'intrusion' } });
    expect(refused.body).toMatchObject({ result: 1, msg: 'fileId：工具房.webm不是图片文件' });
    const badKind = await call(server.url, `${D}/snapshot/save`, { token, json: { cameraId: camera.id, fileId: image, t: server.now(), kind: '<b>x</b>' } });
    expect(badKind.body.result).not.toBe(0);
    const saved = await call(server.url, `${D}/snapshot/save`, { token, json: { cameraId: camera.id, fileId: image, t: server.now(), kind: 'intrusion', note: '夜间有人进入' } });
    expect(saved.body).toMatchObject({ result: 0, data: { cameraCode: 'C-102', kind: 'intrusion' } });
    const mine = (await call(server.url, `${D}/snapshot/list?cameraId=${camera.id}`, { token })).body.data as SnapshotAlarm[];
    expect(mine.map((s) => s.note)).toEqual(['夜间有人进入']);
  });

  it('keeps clip and snapshot files through the sweep of unreferenced files', async () => {
    const loose = await upload(token, '没人用.webm', 'video/webm', clipBytes);
    server.advance(48 * 3600_000);
    const deleted = await server.sweepFiles();
    expect(deleted).toContain(loose);
    token = (await signIn(server.url, 'admin', 'Admin@2026')).token; // two days later: the session has expired
    const clips = (await call(server.url, `${D}/clip/list?cameraId=${cameraOf('C-101').id}`, { token })).body.data as VideoClip[];
    const snaps = (await call(server.url, `${D}/snapshot/list`, { token })).body.data as SnapshotAlarm[];
    for (const f of [...clips.map((c) => c.fileId), ...snaps.map((s) => s.fileId)]) expect(deleted).not.toContain(f);
    expect((await fetchFile(clips[0]!.url, token, { range: 'bytes=0-9' })).status).toBe(206);
  });
});
