/**
 * Reporting a case (saveProblemInfo): a new case gets its number, the reporter, the report time, the
 * department area holding its position and its photos, and the `report` record; with an id the same
 * call edits a reported case through the lifecycle's `edit` action.
 */
import type { Handler, HandlerContext } from '../../../kit/resource';
import { formFields } from '../../../kit/resource';
import { problem } from '../resources/problem';
import { act, done, inTransaction } from './act';
import { actorName, allRows, nowText, positiveId, remarkOf, type Row } from './common';
import { distanceMeters } from './geo';
import { incomingImages, storeImages, type IncomingFile } from './images';

/** A new case number: WT + date + a 3-digit sequence of the day (after the day's highest). */
async function nextProblemNo(ctx: HandlerContext, now: string): Promise<string> {
  const day = now.slice(0, 10).replace(/-/g, '');
  const page = await ctx.store.list('problem', { pageNo: 1, pageSize: 1, filters: { problemNo: `WT${day}` }, sort: { field: 'problemNo', order: 'desc' } });
  const last = page.records[0]?.problemNo;
  const seq = typeof last === 'string' && /^WT\d{8}\d{3,}$/.test(last) ? Number(last.slice(10)) + 1 : 1;
  return `WT${day}${String(seq).padStart(3, '0')}`;
}

/** The form fields of a case a reporter sends (every other field belongs to the lifecycle). */
function reportValues(input: Row): Row {
  const out: Row = {};
  for (const f of formFields(problem)) if (f.name in input) out[f.name] = input[f.name];
  if (out.location === undefined && input.lng !== undefined && input.lat !== undefined) out.location = { lng: Number(input.lng), lat: Number(input.lat) };
  return out;
}

/** saveProblemInfo: reports a new case (no id), or edits a reported case (with an id; the `edit` action). */
export const saveProblemInfo: Handler = async (ctx) => {
  if (positiveId(ctx.input.id) !== null) {
    const c = await act(ctx, 'edit', async (ctx) => ({ changes: reportValues(ctx.input), images: { stage: 'report', files: await incomingImages(ctx) } }));
    return { ...c, message: done(ctx, c, 'edit') };
  }
  const files = await incomingImages(ctx);
  // The day's next number is read and taken in the same transaction as the case, its photos and record.
  return inTransaction(ctx, (tx) => report(tx, files));
};

async function report(ctx: HandlerContext, files: IncomingFile[]) {
  const now = nowText(ctx.store);
  const values: Row = {
    ...reportValues(ctx.input),
    problemNo: await nextProblemNo(ctx, now),
    reporterName: await actorName(ctx),
    reporterUserId: ctx.caller.userId,
    reportTime: now,
    readFlag: false,
    imageCount: files.length,
  };
  if (values.deptAreaId === undefined || values.deptAreaId === null || values.deptAreaId === '') values.deptAreaId = await areaAt(ctx, values.location);
  // The workflow starts the case in its initial state and records the `report` action.
  const c = await ctx.store.workflow('problem').start(values, { remark: remarkOf(ctx.input.description) });
  if (files.length) await storeImages(ctx, c.id as number, 'report', files);
  return { ...c, message: ctx.t('wtsb.done.report', { problemNo: String(c.problemNo) }) };
}

/** The area whose circle holds a point (the nearest centre among them), or null. */
async function areaAt(ctx: HandlerContext, location: unknown): Promise<number | null> {
  let p = location as { lng?: unknown; lat?: unknown } | null | undefined;
  if (typeof location === 'string') {
    try {
      p = location.trim().startsWith('{') ? (JSON.parse(location) as typeof p) : { lng: location.split(',')[0], lat: location.split(',')[1] };
    } catch {
      return null;
    }
  }
  const lng = Number(p?.lng);
  const lat = Number(p?.lat);
  if (!Number.isFinite(lng) || !Number.isFinite(lat)) return null;
  let best: { id: number; d: number } | null = null;
  for (const a of await allRows(ctx.store, 'deptArea')) {
    const c = a.center as { lng: number; lat: number } | null;
    if (!c) continue;
    const d = distanceMeters(lng, lat, c.lng, c.lat);
    if (d <= Number(a.radius ?? 0) && (!best || d < best.d)) best = { id: a.id as number, d };
  }
  return best?.id ?? null;
}
