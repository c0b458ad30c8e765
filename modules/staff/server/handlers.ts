/**
 * The call beside the engine's: the area's upload (file/upload: a contract scan or photo into the
 * tenant's file service, answered as the platform's file/upload answers). dept/countTree is the
 * 部门人数 report (server/reports.ts).
 */
import { changes, FileRefused, HandlerError, type Handler, type HandlerContext } from '../../../kit/resource';
import { STAFF_UPLOAD } from '../resources/paths';

type Part = { type?: string; filename?: string; mimetype?: string; toBuffer?: () => Promise<Buffer>; _buf?: Buffer };
const isPart = (v: unknown): v is Part => typeof v === 'object' && v !== null && (v as Part).type === 'file';

/** Uploaded scans and photos: PDF or images, at most 10 MB each. */
const UPLOAD_RULES = { types: ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'], maxBytes: 10 * 1024 * 1024 };

async function upload(ctx: HandlerContext) {
  const parts = [ctx.input.file, ctx.input.files].flatMap((v) => (Array.isArray(v) ? v : [v])).filter(isPart);
  if (!parts.length) throw new HandlerError(ctx.t('staff.upload.none'));
  const files = await Promise.all(parts.map(async (p) => ({ name: p.filename ?? 'file', type: p.mimetype ?? '', data: p._buf ?? (p.toBuffer ? await p.toBuffer() : Buffer.alloc(0)) })));
  try {
    return await ctx.store.files.save(files, UPLOAD_RULES);
  } catch (e) {
    if (e instanceof FileRefused) throw new HandlerError(e.message);
    throw e;
  }
}

export const handlers: Record<string, Handler> = {
  [`POST ${STAFF_UPLOAD}`]: changes('staff.staff.create', upload),
};
