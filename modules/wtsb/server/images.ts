/**
 * Photos of a case. They arrive three ways: already stored through the file service (`fileIds`, as
 * the kit's image field sends them), as multipart parts (fields `file` / `files`), or as base64 items
 * (`imageData`, as file/base64Encode answers them). Each is checked (PNG, JPEG, WebP or GIF by its
 * content, at most 5 MB, at most 9 a call), stored in the file service inside the action's
 * transaction, and recorded as a problemImage row (case, stage, file id). Pages show them from
 * `file/download/<id>`; the batch download streams them as one .zip.
 */
import { FileRefused, HandlerError, zipAnswer, type Handler, type HandlerContext } from '../../../kit/resource';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '../resources/problemImage';
import { actorName, allRows, enumLabel, loadCase, nowText, positiveId, type Row } from './common';

/** A photo of a request: its bytes to store, or the id of a file already stored. */
export type IncomingFile = { fileName: string; mimeType: string; size: number; data?: Uint8Array; fileId?: string };

const RULES = { types: IMAGE_TYPES, maxBytes: MAX_IMAGE_BYTES };
const MAX_PHOTOS = 9;

type Part = { type?: string; filename?: string; mimetype?: string; toBuffer?: () => Promise<Buffer>; _buf?: Buffer };

const isPart = (v: unknown): v is Part => typeof v === 'object' && v !== null && (v as Part).type === 'file';

/** The file service's refusal in the area's words (type and content: not an accepted image; empty and size: too large). */
function checked(ctx: HandlerContext, files: { name: string; type: string; data: Uint8Array }[]): IncomingFile[] {
  try {
    return ctx.store.files.check(files, RULES).map((f) => ({ fileName: f.name.replace(/[\\/]/g, '_').slice(0, 120), mimeType: f.type ?? '', size: f.data.length, data: f.data }));
  } catch (e) {
    if (e instanceof FileRefused) throw new HandlerError(ctx.t(e.reason === 'type' || e.reason === 'content' ? 'wtsb.refused.imageType' : 'wtsb.refused.imageSize'));
    throw e;
  }
}

/** A list sent as an array, JSON text or comma-separated text; null when the JSON is broken. */
function textList(raw: unknown): unknown[] | null {
  if (Array.isArray(raw)) return raw;
  if (typeof raw !== 'string' || raw.trim() === '') return [];
  const text = raw.trim();
  if (!text.startsWith('[')) return text.split(',');
  try {
    const parsed = JSON.parse(text) as unknown;
    return Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Photos already in the file service: each must be one of the caller's images. */
async function storedImages(ctx: HandlerContext, raw: unknown): Promise<IncomingFile[]> {
  const list = textList(raw);
  if (!list) throw new HandlerError(ctx.t('wtsb.refused.imageMissing'));
  const ids = list.map((v) => String(v).trim()).filter(Boolean);
  if (!ids.length) return [];
  if (ids.length > MAX_PHOTOS) throw new HandlerError(ctx.t('wtsb.refused.imageCount'));
  const found = await ctx.store.files.info(ids);
  if (found.length !== new Set(ids).size) throw new HandlerError(ctx.t('wtsb.refused.imageMissing'));
  if (found.some((f) => !IMAGE_TYPES.includes(f.type))) throw new HandlerError(ctx.t('wtsb.refused.imageType'));
  if (found.some((f) => f.size > MAX_IMAGE_BYTES)) throw new HandlerError(ctx.t('wtsb.refused.imageSize'));
  return found.map((f) => ({ fileName: f.name.slice(0, 120), mimeType: f.type, size: f.size, fileId: f.id }));
}

/** The photos of a request, checked; none when it carries none. */
export async function incomingImages(ctx: HandlerContext): Promise<IncomingFile[]> {
  const raw: { name: string; type: string; data: Uint8Array }[] = [];
  for (const key of ['file', 'files']) {
    const value = ctx.input[key];
    for (const part of Array.isArray(value) ? value : [value]) {
      if (!isPart(part)) continue;
      const data = part._buf ?? (part.toBuffer ? await part.toBuffer() : Buffer.alloc(0));
      raw.push({ name: part.filename ?? 'photo', type: part.mimetype ?? '', data });
    }
  }
  const items = textList(ctx.input.imageData);
  if (!items) throw new HandlerError(ctx.t('wtsb.refused.imageType'));
  for (const item of items.slice(0, MAX_PHOTOS + 1) as Row[]) {
    const b64 = typeof item?.base64 === 'string' ? item.base64.replace(/^data:[^,]*,/, '') : '';
    if (!/^[A-Za-z0-9+/=\s]+$/.test(b64)) throw new HandlerError(ctx.t('wtsb.refused.imageType'));
    raw.push({ name: String(item.fileName ?? 'photo'), type: String(item.mimeType ?? ''), data: Buffer.from(b64, 'base64') });
  }
  if (raw.length > MAX_PHOTOS) throw new HandlerError(ctx.t('wtsb.refused.imageCount'));
  const out = [...checked(ctx, raw), ...(await storedImages(ctx, ctx.input.fileIds ?? ctx.input.imageIds))];
  if (out.length > MAX_PHOTOS) throw new HandlerError(ctx.t('wtsb.refused.imageCount'));
  return out;
}

/**
 * Stores checked photos of a case at a stage: new bytes go to the file service (through the store,
 * so inside the action's transaction: a refused action keeps no photo), and one problemImage row
 * each. Answers the new row ids.
 */
export async function storeImages(ctx: HandlerContext, problemId: number, stage: string, files: IncomingFile[]): Promise<number[]> {
  const fresh = files.filter((f) => f.data);
  const saved = await ctx.store.files.save(fresh.map((f) => ({ name: f.fileName, type: f.mimeType, data: f.data! })), RULES);
  const uploader = await actorName(ctx);
  const ids: number[] = [];
  for (const f of files) {
    const fileId = f.fileId ?? saved[fresh.indexOf(f)]!.id;
    const row = await ctx.store.create('problemImage', { problemId, stage, fileId, fileName: f.fileName, mimeType: f.mimeType, size: f.size, uploaderName: uploader, uploadTime: nowText(ctx.store) });
    ids.push(row.id as number);
  }
  return ids;
}

const described = (r: Row) => ({ id: r.id, problemId: r.problemId, stage: r.stage, fileId: r.fileId, fileName: r.fileName, mimeType: r.mimeType, size: r.size, uploaderName: r.uploaderName, uploadTime: r.uploadTime });

async function imagesOf(ctx: HandlerContext): Promise<Row[]> {
  const c = await loadCase(ctx);
  const filters: Row = { problemId: c.id };
  if (typeof ctx.input.stage === 'string' && ctx.input.stage) filters.stage = ctx.input.stage;
  return (await allRows(ctx.store, 'problemImage', filters)).filter((r) => typeof r.fileId === 'string');
}

/** loadProblemImageIds: a case's photos (row id, stage, file id, name), without their content. */
export const loadProblemImageIds: Handler = async (ctx) => (await imagesOf(ctx)).map(described);

/** getProblemImageList: a case's photos with the address of each (`file/download/<id>`, byte ranges, cached). */
export const getProblemImageList: Handler = async (ctx) => {
  const rows = await imagesOf(ctx);
  const urls = new Map((await ctx.store.files.info(rows.map((r) => String(r.fileId)))).map((f) => [f.id, f.url]));
  return rows.map((r) => ({ ...described(r), url: urls.get(String(r.fileId)) ?? null }));
};

/** file/base64Encode: an uploaded image back as base64, checked and not stored (for clients that send photos as base64). */
export const base64Encode: Handler = async (ctx) => {
  const [f] = (await incomingImages(ctx)).filter((x) => x.data);
  if (!f?.data) throw new HandlerError(ctx.t('wtsb.refused.noFile'));
  const base64 = Buffer.from(f.data).toString('base64');
  return { fileName: f.fileName, mimeType: f.mimeType, size: f.size, base64, dataUrl: `data:${f.mimeType};base64,${base64}` };
};

/**
 * file/batchDownload: the photos of a case (or the listed photo ids) as one .zip, streamed from the
 * file service as it is written; each named `<stage>_<file name>`.
 */
export const batchDownload: Handler = async (ctx) => {
  const raw = ctx.input.ids ?? ctx.input.imageIds;
  const ids = (Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : []).map(positiveId).filter((x): x is number => x !== null);
  let rows: Row[];
  let name = 'photos';
  if (ids.length) {
    rows = (await Promise.all(ids.slice(0, 200).map((id) => ctx.store.get('problemImage', id)))).filter((r): r is Row => r !== null);
  } else {
    const c = await loadCase(ctx);
    name = String(c.problemNo);
    rows = await allRows(ctx.store, 'problemImage', { problemId: c.id });
  }
  rows = rows.filter((r) => typeof r.fileId === 'string');
  if (!rows.length) throw new HandlerError(ctx.t('wtsb.refused.noImages'));
  return zipAnswer(
    `${name}_照片.zip`,
    rows.map((r) => ({ fileId: String(r.fileId), name: `${enumLabel(ctx.t, 'imageStage', r.stage)}_${String(r.fileName)}` })),
  );
};
