/**
 * Photos of a case: read from a multipart request (fields `file` / `files`, up to five) or from
 * base64 items (`imageData`, as file/base64Encode answers them), checked for type and size, stored as
 * problemImage rows, and answered as data URLs for the page to show.
 */
import { HandlerError, type Handler, type HandlerContext } from '../../../kit/resource';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '../resources/problemImage';
import { actorName, allRows, loadCase, nowText, positiveId, type Row } from './common';

export type IncomingFile = { fileName: string; mimeType: string; data: Buffer };

type Part = { type?: string; filename?: string; mimetype?: string; toBuffer?: () => Promise<Buffer>; _buf?: Buffer };

const isPart = (v: unknown): v is Part => typeof v === 'object' && v !== null && (v as Part).type === 'file';

/** The first bytes each accepted type starts with: a file is what its content says, not its name. */
const SIGNATURES: Record<string, (b: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => b.subarray(0, 4).toString('latin1') === 'GIF8',
  'image/webp': (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

function checked(ctx: HandlerContext, f: IncomingFile): IncomingFile {
  if (!IMAGE_TYPES.includes(f.mimeType) || !SIGNATURES[f.mimeType]?.(f.data)) throw new HandlerError(ctx.t('wtsb.refused.imageType'));
  if (f.data.length === 0 || f.data.length > MAX_IMAGE_BYTES) throw new HandlerError(ctx.t('wtsb.refused.imageSize'));
  return { ...f, fileName: f.fileName.replace(/[\\/]/g, '_').slice(0, 120) || 'photo' };
}

/** The images of a request, checked; none when it carries none. */
export async function incomingImages(ctx: HandlerContext): Promise<IncomingFile[]> {
  const out: IncomingFile[] = [];
  for (const key of ['file', 'files']) {
    const raw = ctx.input[key];
    for (const part of Array.isArray(raw) ? raw : [raw]) {
      if (!isPart(part)) continue;
      const data = part._buf ?? (part.toBuffer ? await part.toBuffer() : Buffer.alloc(0));
      out.push(checked(ctx, { fileName: part.filename ?? 'photo', mimeType: part.mimetype ?? '', data }));
    }
  }
  let items = ctx.input.imageData;
  if (typeof items === 'string' && items.trim().startsWith('[')) {
    try {
      items = JSON.parse(items) as unknown;
    } catch {
      throw new HandlerError(ctx.t('wtsb.refused.imageType'));
    }
  }
  if (Array.isArray(items)) {
    for (const item of items.slice(0, 9) as Row[]) {
      const b64 = typeof item.base64 === 'string' ? item.base64.replace(/^data:[^,]*,/, '') : '';
      if (!/^[A-Za-z0-9+/=\s]+$/.test(b64)) throw new HandlerError(ctx.t('wtsb.refused.imageType'));
      out.push(checked(ctx, { fileName: String(item.fileName ?? 'photo'), mimeType: String(item.mimeType ?? ''), data: Buffer.from(b64, 'base64') }));
    }
  }
  if (out.length > 9) throw new HandlerError(ctx.t('wtsb.refused.imageSize'));
  return out;
}

/** Stores checked images of a case at a stage; answers the new row ids. */
export async function storeImages(ctx: HandlerContext, problemId: number, stage: string, files: IncomingFile[]): Promise<number[]> {
  const ids: number[] = [];
  for (const f of files) {
    const row = await ctx.store.create('problemImage', {
      problemId,
      stage,
      fileName: f.fileName,
      mimeType: f.mimeType,
      size: f.data.length,
      data: f.data.toString('base64'),
      uploaderName: await actorName(ctx),
      uploadTime: nowText(),
    });
    ids.push(row.id as number);
  }
  return ids;
}

const withoutData = (r: Row) => ({ id: r.id, problemId: r.problemId, stage: r.stage, fileName: r.fileName, mimeType: r.mimeType, size: r.size, uploaderName: r.uploaderName, uploadTime: r.uploadTime });

async function imagesOf(ctx: HandlerContext): Promise<Row[]> {
  const c = await loadCase(ctx);
  const filters: Row = { problemId: c.id };
  if (typeof ctx.input.stage === 'string' && ctx.input.stage) filters.stage = ctx.input.stage;
  return allRows(ctx.store, 'problemImage', filters);
}

/** loadProblemImageIds: the ids (and stage, name) of a case's photos, without their content. */
export const loadProblemImageIds: Handler = async (ctx) => (await imagesOf(ctx)).map(withoutData);

/** getProblemImageList: a case's photos with their content as data URLs. */
export const getProblemImageList: Handler = async (ctx) =>
  (await imagesOf(ctx)).map((r) => ({ ...withoutData(r), url: `data:${String(r.mimeType)};base64,${String(r.data)}` }));

/** file/base64Encode: an uploaded image back as base64 (the report form keeps it until saving). */
export const base64Encode: Handler = async (ctx) => {
  const [f] = await incomingImages(ctx);
  if (!f) throw new HandlerError(ctx.t('wtsb.refused.noFile'));
  const base64 = f.data.toString('base64');
  return { fileName: f.fileName, mimeType: f.mimeType, size: f.data.length, base64, dataUrl: `data:${f.mimeType};base64,${base64}` };
};

/**
 * file/batchDownload: the photos of a case (or the listed photo ids) with their content, named for
 * an archive; the page packs them into one .zip (the engine's handler answers are JSON or .xlsx).
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
  if (!rows.length) throw new HandlerError(ctx.t('wtsb.refused.noImages'));
  const used = new Set<string>();
  const files = rows.map((r, i) => {
    let fileName = `${String(r.stage)}_${String(r.fileName)}`;
    if (used.has(fileName)) fileName = `${i + 1}_${fileName}`;
    used.add(fileName);
    return { name: fileName, mimeType: r.mimeType, base64: r.data };
  });
  return { fileName: `${name}_照片.zip`, files };
};
