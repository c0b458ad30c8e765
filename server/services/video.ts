/**
 * Video: cameras, their recorded clips and snapshot alarms (docs/video.md). A camera is a device of
 * the device store (kind 'camera': ingest key, heartbeat, online state) with its place in the camera
 * tree (a department, a vehicle or a facility), its live stream address (HLS) and position. Clips and
 * snapshots are files of the file store, referred to by id: they are played and shown through
 * `file/download/<id>` (byte ranges, so a video element seeks), and the file sweep keeps them while
 * a clip or a snapshot refers to them. Every query filters on the tenant.
 *
 * @example
 *   const cam = await video.saveCamera('1', { code: 'C-101', name: '门岗', groupKind: 'facility', groupName: '天子岭' });
 *   await video.addClip('1', { cameraId: cam.id, fileId, startedAt: Date.now() - 8000, durationMs: 8000 });
 *   const tree = await video.tree('1');
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db';
import type { ServerConfig } from '../config';
import type { FileService } from '../db/files';
import { fileDownloadPath } from '../db/files';
import { serialized } from '../db/dialect';
import { HttpError } from '../core/errors';
import { videoMessages } from '../core/videoMessages';
import type { CameraGroupKind, CameraInfo, CameraTreeNode, SnapshotAlarm, VideoClip } from '../../kit/contract';
import { appendLiveEvent, type DeviceService } from './devices';

export const CAMERA_GROUPS: readonly CameraGroupKind[] = ['department', 'vehicle', 'facility'];

export type NewCamera = { code: string; name: string; groupKind: CameraGroupKind; groupName: string; streamUrl?: string | null; at?: [number, number] | null };

const newId = (prefix: string) => `${prefix}${randomBytes(8).toString('hex')}`;

export class VideoService {
  constructor(
    private readonly db: Db,
    private readonly config: ServerConfig,
    private readonly devices: DeviceService,
    private readonly files: FileService,
  ) {}

  /** Registers a camera: a device of kind 'camera' (its key answered once) and its place in the tree. */
  async saveCamera(tenantId: string, input: NewCamera): Promise<{ id: string; code: string; key: string }> {
    const device = await this.devices.register(tenantId, { code: input.code, name: input.name, kind: 'camera' });
    await this.db
      .insertInto('cameras')
      .values({ tenant_id: tenantId, device_id: device.id, group_kind: input.groupKind, group_name: input.groupName, stream_url: input.streamUrl ?? null, lng: input.at?.[0] ?? null, lat: input.at?.[1] ?? null })
      .execute();
    return device;
  }

  /** The tenant's cameras with online state, by code. */
  async cameras(tenantId: string): Promise<CameraInfo[]> {
    const online = new Map((await this.devices.list(tenantId)).map((d) => [d.id, d]));
    const rows = await this.db.selectFrom('cameras').selectAll().where('tenant_id', '=', tenantId).execute();
    return rows
      .flatMap((r) => {
        const d = online.get(r.device_id);
        if (!d) return [];
        const at: [number, number] | null = r.lng === null || r.lat === null ? null : [Number(r.lng), Number(r.lat)];
        return [{ id: d.id, code: d.code, name: d.name, online: d.online, groupKind: r.group_kind as CameraGroupKind, groupName: r.group_name, streamUrl: r.stream_url, at }];
      })
      .sort((a, b) => a.code.localeCompare(b.code));
  }

  /** The camera tree: departments, vehicles, facilities (kinds with no camera left out), groups by name. */
  async tree(tenantId: string): Promise<CameraTreeNode[]> {
    const cameras = await this.cameras(tenantId);
    return CAMERA_GROUPS.flatMap((kind) => {
      const groups = new Map<string, CameraInfo[]>();
      for (const c of cameras.filter((x) => x.groupKind === kind)) groups.set(c.groupName, [...(groups.get(c.groupName) ?? []), c]);
      if (!groups.size) return [];
      return [{ kind, groups: [...groups].sort(([a], [b]) => a.localeCompare(b, 'zh-CN')).map(([name, list]) => ({ name, cameras: list })) }];
    });
  }

  private async camera(tenantId: string, cameraId: string): Promise<{ code: string; name: string }> {
    const row = await this.db
      .selectFrom('cameras')
      .innerJoin('devices', (j) => j.onRef('devices.id', '=', 'cameras.device_id').onRef('devices.tenant_id', '=', 'cameras.tenant_id'))
      .select(['devices.code', 'devices.name'])
      .where('cameras.tenant_id', '=', tenantId)
      .where('cameras.device_id', '=', cameraId)
      .executeTakeFirst();
    if (!row) throw new HttpError('FAILED', videoMessages.cameraNotFound(cameraId));
    return row;
  }

  /** A file of the tenant whose type starts with `kind` ('video/', 'image/'); refused otherwise. */
  private async file(tenantId: string, fileId: string, kind: 'video/' | 'image/') {
    const [meta] = await this.files.info(tenantId, [fileId]);
    if (!meta) throw new HttpError('INVALID_INPUT', videoMessages.fileNotFound(fileId));
    if (!meta.mimeType.startsWith(kind)) throw new HttpError('INVALID_INPUT', kind === 'video/' ? videoMessages.notVideo(meta.name) : videoMessages.notImage(meta.name));
    return meta;
  }

  /** Records a clip of a camera: a stored video file of the tenant, its start time and length. */
  async addClip(tenantId: string, input: { cameraId: string; fileId: string; startedAt: number; durationMs: number }): Promise<VideoClip> {
    await this.camera(tenantId, input.cameraId);
    const meta = await this.file(tenantId, input.fileId, 'video/');
    const id = newId('vc');
    await this.db
      .insertInto('video_clips')
      .values({ id, tenant_id: tenantId, camera_id: input.cameraId, file_id: meta.id, started_at: input.startedAt, duration_ms: input.durationMs, created_at: this.config.now() })
      .execute();
    return { id, cameraId: input.cameraId, fileId: meta.id, name: meta.name, type: meta.mimeType, size: meta.size, startedAt: input.startedAt, durationMs: input.durationMs, url: fileDownloadPath(meta.id) };
  }

  /** A camera's clips, newest first, optionally those started between two times. */
  async clips(tenantId: string, o: { cameraId: string; from?: number; to?: number; limit: number }): Promise<VideoClip[]> {
    await this.camera(tenantId, o.cameraId);
    let q = this.db.selectFrom('video_clips').selectAll().where('tenant_id', '=', tenantId).where('camera_id', '=', o.cameraId);
    if (o.from !== undefined) q = q.where('started_at', '>=', o.from);
    if (o.to !== undefined) q = q.where('started_at', '<', o.to);
    const rows = await q.orderBy('started_at', 'desc').orderBy('id').limit(o.limit).execute();
    const meta = new Map((await this.files.info(tenantId, rows.map((r) => r.file_id))).map((f) => [f.id, f]));
    return rows.flatMap((r) => {
      const f = meta.get(r.file_id);
      return f ? [{ id: r.id, cameraId: r.camera_id, fileId: f.id, name: f.name, type: f.mimeType, size: f.size, startedAt: Number(r.started_at), durationMs: Number(r.duration_ms), url: fileDownloadPath(f.id) }] : [];
    });
  }

  /** Raises a snapshot alarm: a stored image of the tenant, what was detected and when. */
  async addSnapshot(tenantId: string, input: { cameraId: string; fileId: string; t: number; kind: string; note: string }): Promise<SnapshotAlarm> {
    const camera = await this.camera(tenantId, input.cameraId);
    const meta = await this.file(tenantId, input.fileId, 'image/');
    const id = newId('vs');
    const alarm: SnapshotAlarm = { id, cameraId: input.cameraId, cameraCode: camera.code, cameraName: camera.name, fileId: meta.id, t: input.t, kind: input.kind, note: input.note, url: fileDownloadPath(meta.id) };
    const now = this.config.now();
    // The alarm and its live event commit together: open boards and camera pages show it at once.
    await serialized(this.db, async (trx) => {
      await trx
        .insertInto('video_snapshots')
        .values({ id, tenant_id: tenantId, camera_id: input.cameraId, file_id: meta.id, ts: input.t, kind: input.kind, note: input.note, created_at: now })
        .execute();
      await appendLiveEvent(trx, tenantId, { deviceId: input.cameraId, code: camera.code, t: input.t, values: {}, alarms: [], snapshots: [alarm] }, now);
    });
    return alarm;
  }

  /** The tenant's snapshot alarms, newest first (of one camera when given). */
  async snapshots(tenantId: string, o: { cameraId?: string; limit: number }): Promise<SnapshotAlarm[]> {
    let q = this.db
      .selectFrom('video_snapshots as s')
      .innerJoin('devices as d', (j) => j.onRef('d.id', '=', 's.camera_id').onRef('d.tenant_id', '=', 's.tenant_id'))
      .select(['s.id', 's.camera_id', 's.file_id', 's.ts', 's.kind', 's.note', 'd.code', 'd.name'])
      .where('s.tenant_id', '=', tenantId);
    if (o.cameraId) q = q.where('s.camera_id', '=', o.cameraId);
    const rows = await q.orderBy('s.ts', 'desc').orderBy('s.id').limit(o.limit).execute();
    return rows.map((r) => ({ id: r.id, cameraId: r.camera_id, cameraCode: r.code, cameraName: r.name, fileId: r.file_id, t: Number(r.ts), kind: r.kind, note: r.note, url: fileDownloadPath(r.file_id) }));
  }
}

/** Every file a clip or a snapshot refers to, as `<tenantId>:<fileId>` keys (for the file sweep). */
export async function videoFileRefs(db: Db): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const r of await db.selectFrom('video_clips').select(['tenant_id', 'file_id']).execute()) keys.add(`${r.tenant_id}:${r.file_id}`);
  for (const r of await db.selectFrom('video_snapshots').select(['tenant_id', 'file_id']).execute()) keys.add(`${r.tenant_id}:${r.file_id}`);
  return keys;
}
