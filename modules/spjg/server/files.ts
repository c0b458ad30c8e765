/**
 * Recorded video files (wl/video): a row's file must be one of the caller's stored videos (WebM or
 * MP4; the engine has already checked that it is the tenant's file), and wl/video/download streams a
 * row's video with byte ranges (a player seeks without downloading it all).
 */
import { HandlerError, storedFileAnswer, type Handler, type WriteHook } from '../../../kit/resource';
import { VIDEO_TYPES } from '../resources/videoFile';

/** On create and update: the file is a video the player plays. */
export const videoFileWrites: WriteHook = async (change, { store, t }) => {
  if (change.op !== 'create' && change.op !== 'update') return;
  const id = change.values.video;
  if (typeof id !== 'string' || id === '') return;
  const [info] = await store.files.info([id]);
  if (!info || !VIDEO_TYPES.includes(info.type)) throw new HandlerError(t('spjg.error.notVideo', { name: info?.name ?? id }));
};

/** A row's video (`id`), under the row's title with the file's extension. */
export const download: Handler = async (ctx) => {
  const id = Number(ctx.input.id);
  const row = Number.isSafeInteger(id) && id > 0 ? await ctx.store.get('videoFile', id) : null;
  if (!row) throw new HandlerError(ctx.t('spjg.error.noFile', { id: String(ctx.input.id ?? '').slice(0, 32) }));
  const [info] = await ctx.store.files.info([String(row.video)]);
  if (!info) throw new HandlerError(ctx.t('spjg.error.noFile', { id: String(id) }));
  const ext = info.name.includes('.') ? info.name.slice(info.name.lastIndexOf('.')) : '';
  return storedFileAnswer(info.id, { fileName: `${String(row.title)}${ext}`, inline: ctx.input.inline === '1' || ctx.input.inline === true });
};
