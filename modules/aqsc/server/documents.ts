/**
 * Checklists, inspections and trainings: what their rows show from their lines (composed on every
 * read: a template's item count, an inspection's failed and unfilled items, a training's invited,
 * attended and attendance rate), and 按此模板检查 — an inspection made from a template with its items.
 */
import { HandlerError, type HandlerContext, type ModuleStore } from '../../../kit/resource';
import { text, todayText } from './clock';

type Row = Record<string, unknown>;
type Ctx = { store: ModuleStore };

async function linesOf(store: ModuleStore, resource: string, parent: string, rows: Row[]): Promise<Map<number, Row[]>> {
  const out = new Map<number, Row[]>();
  if (!rows.length) return out;
  const ids = rows.map((r) => Number(r.id));
  for (let i = 0; i < ids.length; i += 100) {
    for (const line of await store.all(resource, { [parent]: ids.slice(i, i + 100).join(',') })) {
      const key = Number(line[parent]);
      out.set(key, [...(out.get(key) ?? []), line]);
    }
  }
  return out;
}

export async function presentChecklist(rows: Row[], { store }: Ctx) {
  const lines = await linesOf(store, 'checklistItem', 'checklistId', rows);
  return rows.map((r) => ({ ...r, itemCount: lines.get(Number(r.id))?.length ?? 0 }));
}

export async function presentInspection(rows: Row[], { store }: Ctx) {
  const lines = await linesOf(store, 'inspectionItem', 'inspectionId', rows);
  return rows.map((r) => {
    const l = lines.get(Number(r.id)) ?? [];
    return { ...r, failCount: l.filter((x) => x.result === 'fail').length, openCount: l.filter((x) => !x.result).length };
  });
}

export async function presentTraining(rows: Row[], { store }: Ctx) {
  const lines = await linesOf(store, 'trainingAttendee', 'trainingId', rows);
  return rows.map((r) => {
    const l = lines.get(Number(r.id)) ?? [];
    const attended = l.filter((x) => x.present === true || x.present === 1).length;
    return { ...r, invited: l.length, attended, attendanceRate: l.length ? Math.round((attended / l.length) * 1000) / 10 : null };
  });
}

/** 按此模板检查: an inspection of today at the given place with the template's items, results to fill. */
export async function inspectFromTemplate(ctx: HandlerContext) {
  const id = Number(ctx.input.id ?? ctx.input.checklistId);
  const place = text(ctx.input.place).trim();
  if (!place) throw new HandlerError(ctx.t('aqsc.rule.placeRequired'));
  if (place.length > 100) throw new HandlerError(ctx.t('aqsc.rule.placeRequired'));
  return ctx.store.transaction(async (store) => {
    const template = Number.isInteger(id) && id > 0 ? await store.get('checklist', id) : null;
    if (!template) throw new HandlerError(ctx.t('aqsc.rule.checklistMissing'));
    const items = (await store.all('checklistItem', { checklistId: id })).sort((a, b) => Number(a.sort ?? 0) - Number(b.sort ?? 0) || Number(a.id) - Number(b.id));
    if (!items.length) throw new HandlerError(ctx.t('aqsc.rule.checklistEmpty', { name: text(template.name) }));
    const today = todayText(store);
    const { total } = await store.list('inspection', { pageNo: 1, pageSize: 1 });
    const inspectionNo = `XJ${today.replace(/-/g, '')}${String(total + 1).padStart(4, '0')}`;
    const created = await store.create('inspection', { inspectionNo, checklistId: id, place, inspectDate: today, remark: null });
    for (const it of items) await store.create('inspectionItem', { inspectionId: created.id, content: it.content, standard: it.standard, result: null });
    return { ...created, message: ctx.t('aqsc.inspection.created', { name: text(template.name), no: inspectionNo, count: items.length }) };
  });
}
