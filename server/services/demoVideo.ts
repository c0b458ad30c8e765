/**
 * Seeds the demo cameras of the demo city at the first start (with the demo devices): cameras under
 * departments, vehicles and facilities of both tenants, each with recorded clips of the last hours and
 * a few snapshot alarms. Every clip is the demo clip made by `npm run demo:clip`
 * (server/assets/demo-clip.webm, 8 s, ~75 KB), stored once per tenant in the file store; the
 * snapshots show server/assets/demo-snapshot.jpg. Camera C-106 has a live stream address (HLS) on
 * this site that nothing serves in the demo: it shows what the player says about HLS. C-105 (车载) was
 * never heard; C-102 (工具房) went silent 40 minutes before the start: 设备离线监测's facility cameras
 * list it with an offline episode still going.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Db } from '../db';
import type { FileService } from '../db/files';
import type { NewCamera, VideoService } from './video';

const assets = resolve(import.meta.dirname, '../assets');
const HOUR = 3600_000;

/** `online`: heard at the start; false: never heard; a number: silent for that many minutes before the start. */
type DemoCamera = NewCamera & { tenantId: string; online: boolean | number };

const camera = (tenantId: string, code: string, name: string, groupKind: NewCamera['groupKind'], groupName: string, at: [number, number], online: boolean | number = true, streamUrl: string | null = null): DemoCamera => ({
  tenantId,
  code,
  name,
  groupKind,
  groupName,
  at,
  online,
  streamUrl,
});

export const DEMO_CAMERAS: DemoCamera[] = [
  camera('1', 'C-101', '调度大厅', 'department', '环卫运营部', [120.163, 30.274]),
  camera('1', 'C-102', '工具房', 'department', '道路保洁一队', [120.171, 30.259], 40),
  camera('1', 'C-103', '车载前视', 'vehicle', '浙A·B1645 压缩车', [120.168, 30.28]),
  camera('1', 'C-104', '车载后视', 'vehicle', '浙A·B1645 压缩车', [120.168, 30.28]),
  camera('1', 'C-105', '车载前视', 'vehicle', '浙A·F2467 压缩车', [120.13, 30.281], false),
  camera('1', 'C-106', '进场地磅', 'facility', '天子岭垃圾处理场', [120.197, 30.349], true, '/live/C-106/index.m3u8'),
  camera('1', 'C-107', '门口', 'facility', '湖滨公厕', [120.163, 30.256]),
  camera('2', 'C-201', '门口', 'facility', '西溪湿地公厕', [120.069, 30.272]),
];

/** Snapshot alarms: camera code, hours ago, kind, note. */
const SNAPSHOTS: [string, number, string, string][] = [
  ['C-107', 0.5, 'overflow', '垃圾桶满溢'],
  ['C-106', 2, 'intrusion', '非作业时间有人进入'],
  ['C-103', 5, 'smoke', '驾驶室疑似吸烟'],
  ['C-201', 1, 'overflow', '垃圾桶满溢'],
];

/**
 * Writes the demo cameras, clips and snapshot alarms; answers how many clips were written. A server
 * whose file limit (FILE_MAX_MB) is below the demo clip's size gets no demo video: its store would
 * refuse the clip, and the start must not fail for a demo.
 */
export async function seedDemoVideo(db: Db, video: VideoService, files: FileService, now: number): Promise<number> {
  const clip = readFileSync(resolve(assets, 'demo-clip.webm'));
  const still = readFileSync(resolve(assets, 'demo-snapshot.jpg'));
  if (clip.length > files.maxBytes || still.length > files.maxBytes) return 0;
  const stored = new Map<string, { clip: string; still: string }>();
  const ids = new Map<string, string>();
  let clips = 0;
  for (const c of DEMO_CAMERAS) {
    let own = stored.get(c.tenantId);
    if (!own) {
      const uploader = { tenantId: c.tenantId, userId: 'system', userName: '演示数据' };
      const [v, s] = await files.save(uploader, [
        { name: '演示录像.webm', mimeType: 'video/webm', data: clip },
        { name: '演示抓拍.jpg', mimeType: 'image/jpeg', data: still },
      ]);
      own = { clip: v!.id, still: s!.id };
      stored.set(c.tenantId, own);
    }
    const { id } = await video.saveCamera(c.tenantId, c);
    ids.set(c.code, id);
    if (c.online !== false) await db.updateTable('devices').set({ heartbeat_at: c.online === true ? now : now - c.online * 60_000 }).where('id', '=', id).execute();
    // Three clips over the last hours, each the 8-second demo recording.
    for (const hoursAgo of [1, 3, 6]) {
      await video.addClip(c.tenantId, { cameraId: id, fileId: own.clip, startedAt: Math.floor((now - hoursAgo * HOUR) / 1000) * 1000, durationMs: 8000 });
      clips++;
    }
  }
  for (const [code, hoursAgo, kind, note] of SNAPSHOTS) {
    const c = DEMO_CAMERAS.find((x) => x.code === code)!;
    await video.addSnapshot(c.tenantId, { cameraId: ids.get(code)!, fileId: stored.get(c.tenantId)!.still, t: Math.floor((now - hoursAgo * HOUR) / 1000) * 1000, kind, note });
  }
  return clips;
}
