/**
 * Video calls (docs/video.md), beside the device calls under /cloud/devices/rest, each by the
 * user's token and scoped to the user's tenant. Clips and snapshots are files uploaded first through
 * `file/upload`; they are played and shown from `file/download/<id>` (byte ranges: a video seeks).
 *
 *   POST /cloud/devices/rest/camera/save        { code, name, groupKind, groupName, streamUrl?, lng?, lat? } → { id, code, key }
 *   GET|POST /cloud/devices/rest/camera/tree    → [{ kind, groups: [{ name, cameras }] }]
 *   POST /cloud/devices/rest/clip/save          { cameraId, fileId, startedAt, durationMs } → the clip
 *   GET|POST /cloud/devices/rest/clip/list      { cameraId, from?, to?, limit? } → clips, newest first
 *   POST /cloud/devices/rest/snapshot/save      { cameraId, fileId, t, kind, note? } → the snapshot alarm
 *   GET|POST /cloud/devices/rest/snapshot/list  { cameraId?, limit? } → snapshot alarms, newest first
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../core/errors';
import { videoMessages } from '../../core/videoMessages';
import { FILE_ID } from '../../db/files';
import { CAMERA_GROUPS } from '../../services/video';
import type { CameraGroupKind } from '../../../kit/contract';
import { ok } from '../envelope';
import { id, optionalId, optionalInt, optionalText, text } from '../input';
import { platform, read, write } from './common';
import { ADMIN_FUNCTIONS, DEVICE_SYSTEMS } from './admin';
import { DEVICES } from './devices';

const time = () => z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v), z.number().int().min(0));
const optionalTime = () => z.preprocess((v) => (v === '' || v === null ? undefined : v), time().optional());
const coordinate = (max: number) => z.preprocess((v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v), z.number().min(-max).max(max).optional());
const fileId = () => z.string().regex(FILE_ID, 'fileId：文件编号格式不正确');
/** A live stream: a path of this site or an http(s) address, ending in .m3u8 (HLS). */
const STREAM = /^(\/[^\s]*|https?:\/\/[^\s]+)\.m3u8(\?[^\s]*)?$/i;

const cameraBody = z.object({
  code: text(32).regex(/^[\w.-]+$/),
  name: text(64),
  groupKind: z.string().refine((v): v is CameraGroupKind => (CAMERA_GROUPS as readonly string[]).includes(v), videoMessages.groupKind),
  groupName: text(64),
  streamUrl: optionalText(500).refine((v) => v === undefined || STREAM.test(v), videoMessages.streamUrl),
  lng: coordinate(180),
  lat: coordinate(90),
});

/** Registers the video calls. */
export async function videoRoutes(app: FastifyInstance): Promise<void> {
  const { video } = app.services;

  write(app, `${DEVICES}/camera/save`, platform(ADMIN_FUNCTIONS.video, DEVICE_SYSTEMS), cameraBody, async (request, input) => {
    if ((input.lng === undefined) !== (input.lat === undefined)) throw new HttpError('INVALID_INPUT', videoMessages.lngLat);
    const at: [number, number] | null = input.lng !== undefined && input.lat !== undefined ? [input.lng, input.lat] : null;
    return ok(await video.saveCamera(request.auth.tenantId, { ...input, groupKind: input.groupKind as CameraGroupKind, streamUrl: input.streamUrl ?? null, at }));
  });

  read(app, `${DEVICES}/camera/tree`, async (request) => ok(await video.tree(request.auth.tenantId)));

  write(app, `${DEVICES}/clip/save`, platform(ADMIN_FUNCTIONS.video, DEVICE_SYSTEMS), z.object({ cameraId: id(), fileId: fileId(), startedAt: time(), durationMs: z.preprocess((v) => (typeof v === 'string' ? Number(v) : v), z.number().int().min(1).max(24 * 3600_000)) }), async (request, input) => {
    return ok(await video.addClip(request.auth.tenantId, input));
  });

  read(app, `${DEVICES}/clip/list`, z.object({ cameraId: id(), from: optionalTime(), to: optionalTime(), limit: optionalInt(1, 500) }), async (request, input) => {
    return ok(await video.clips(request.auth.tenantId, { ...input, limit: input.limit ?? 100 }));
  });

  write(app, `${DEVICES}/snapshot/save`, platform(ADMIN_FUNCTIONS.video, DEVICE_SYSTEMS), z.object({ cameraId: id(), fileId: fileId(), t: time(), kind: text(32).regex(/^[\w.-]+$/), note: optionalText(200) }), async (request, input) => {
    return ok(await video.addSnapshot(request.auth.tenantId, { ...input, note: input.note ?? '' }));
  });

  read(app, `${DEVICES}/snapshot/list`, z.object({ cameraId: optionalId(), limit: optionalInt(1, 500) }), async (request, input) => {
    return ok(await video.snapshots(request.auth.tenantId, { cameraId: input.cameraId, limit: input.limit ?? 50 }));
  });
}
