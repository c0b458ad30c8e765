/**
 * The kit's video: a player with pluggable sources (recorded WebM/MP4 files natively, HLS natively or
 * through a configured library), the camera tree and snapshot alarms (docs/video.md).
 *
 * @example
 *   <CameraTree tree={tree} selected={camera?.id} onSelect={setCamera} />
 *   <VideoPlayer source={clip && clipSource(kit, clip)} title={`${camera.code} ${clip.startedAt}`} />
 *   <SnapshotAlarms alarms={alarms} imageUrl={(a) => fileUrl(kit.request, kit.session(), a.fileId)} />
 */
import type { VideoClip } from '../contract';
import type { RequestClient, RequestSession } from '../request';
import { fileUrl } from '../ui/files';
import type { VideoSource } from './sources';

export { VideoPlayer } from './VideoPlayer';
export type { VideoPlayerProps } from './VideoPlayer';
export { CameraTree } from './CameraTree';
export type { CameraTreeProps } from './CameraTree';
export { SnapshotAlarms, alarmTime } from './SnapshotAlarms';
export type { SnapshotAlarmsProps } from './SnapshotAlarms';
export { fileAdapter, hlsAdapter, defaultAdapters, adapterFor, isHls, fileType } from './sources';
export type { VideoSource, SourceAdapter, HlsLibrary, Attachment, Refusal } from './sources';
export { videoMessages } from './videoMessages';
export type { CameraInfo, CameraTreeNode, CameraGroupKind, VideoClip, SnapshotAlarm } from '../contract';

/** The calls of the video store (server/http/routes/video.ts). */
export const VIDEO_CALLS = {
  tree: '/cloud/devices/rest/camera/tree',
  clips: '/cloud/devices/rest/clip/list',
  snapshots: '/cloud/devices/rest/snapshot/list',
} as const;

/** A clip as a player source: the file store's address with the kit's token, and its type. */
export function clipSource(kit: { request: RequestClient; session(): RequestSession }, clip: VideoClip): VideoSource {
  return { url: fileUrl(kit.request, kit.session(), clip.fileId), type: clip.type };
}
