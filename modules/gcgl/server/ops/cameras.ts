/**
 * A toilet's cameras: the cameras of the video store (server/services/video.ts) whose place in the
 * camera tree is the facility of the toilet's name (the demo's C-107 门口 at 湖滨公厕), read from the
 * device store, never copied; and what the kit's player needs to play one (docs/video.md).
 */
import { HandlerError, type HandlerContext, type ModuleStore, type StoreDevice } from '../../../../kit/resource';
import { namedToilet, toilets, type Toilet } from './toilets';

/** The video store's call that lists a camera's recorded clips (kit/video VIDEO_CALLS.clips). */
export const CLIPS_CALL = '/cloud/devices/rest/clip/list';

const isAt = (d: StoreDevice, x: Toilet) => d.place !== null && d.place.kind === 'facility' && d.place.name === x.name;

/** A camera as the toilet's camera list shows it. */
function cameraRow(store: ModuleStore, d: StoreDevice) {
  const online = store.devices.offlineSince(d) === null;
  return { cameraId: d.id, code: d.code, name: d.name, online, hasLive: Boolean(d.place?.streamUrl) };
}

/** The cameras placed at a toilet, by code. */
export async function toiletCameras(store: ModuleStore, x: Toilet) {
  return (await store.devices.list(['camera'])).filter((d) => isAt(d, x)).map((d) => cameraRow(store, d));
}

/**
 * gis/startVideoInfo: the camera `cameraId` (or `code`) of a toilet — of `toiletId` when given — with
 * what the kit's `VideoPlayer` plays: `live`, the source of its live stream (`{ url }`, HLS) when it
 * has one, and `clips`, the video store's call and parameters that list its recordings (each played
 * with the kit's `clipSource`). Refused when the camera is not at one of the caller's toilets.
 */
export async function cameraInfo(ctx: HandlerContext) {
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');
  const [cameraId, code] = [text(ctx.input.cameraId), text(ctx.input.code)];
  if (!cameraId && !code) throw new HandlerError(ctx.t('gcgl.ops.error.noCameraGiven'));
  const places = text(ctx.input.toiletId) ? [await namedToilet(ctx.store, ctx.input, ctx.t)] : await toilets(ctx.store);
  const camera = (await ctx.store.devices.list(['camera'])).find((d) => (cameraId ? d.id === cameraId : d.code === code) && places.some((x) => isAt(d, x)));
  if (!camera) throw new HandlerError(ctx.t('gcgl.ops.error.noCamera', { id: cameraId || code }));
  const toilet = places.find((x) => isAt(camera, x))!;
  const streamUrl = camera.place?.streamUrl ?? null;
  return {
    ...cameraRow(ctx.store, camera),
    toiletId: toilet.id,
    toiletName: toilet.name,
    live: streamUrl ? { url: streamUrl } : null,
    clips: { call: CLIPS_CALL, params: { cameraId: camera.id } },
  };
}
