/**
 * The calls beside the flow: the indicator library's dimensions and its rules (items under
 * dimensions only; bindings name dimensions), a facility type's rules (typeBindingInfo/check), the
 * highest role grade, the facility sync, and the inspections' findings and photos exports.
 */
import { HandlerError, zipAnswer, type DownloadAnswer, type HandlerContext, type ModuleStore, type WriteHook } from '../../../kit/resource';
import { EVAL_TYPES } from '../resources/options';
import { registerOfTenant } from './facilities';

type Row = Record<string, unknown>;
const text = (v: unknown) => (v == null ? '' : String(v));

export const ruleScoreOnWrite: WriteHook = async (change, { store, t }) => {
  if (change.op !== 'create' && change.op !== 'update') return;
  const v = { ...(change.before ?? {}), ...change.values };
  if (v.parentId == null) return;
  const parent = await store.get('ruleScore', Number(v.parentId));
  if (!parent || parent.parentId != null) throw new HandlerError(t('ryxj.refused.sameParent'));
  if (change.op === 'update' && (await store.all('ruleScore', { parentId: change.before.id }, 1)).length) throw new HandlerError(t('ryxj.refused.sameParent'));
  return { ...change.values, evalType: parent.evalType ?? null, weight: null };
};

export const typeBindingOnWrite: WriteHook = async (change, { store, t }) => {
  if (change.op !== 'create' && change.op !== 'update') return;
  const v = { ...(change.before ?? {}), ...change.values };
  const rule = await store.get('ruleScore', Number(v.ruleScoreId));
  if (!rule || rule.parentId != null) throw new HandlerError(t('ryxj.refused.bindingNotDimension'));
};

/** The dimensions (top nodes) with their items' count. */
export async function dimensions(store: ModuleStore): Promise<Row[]> {
  const all = await store.all('ruleScore');
  return all.filter((r) => r.parentId == null).sort((a, b) => Number(a.sort) - Number(b.sort)).map((d) => {
    const items = all.filter((r) => r.parentId === d.id);
    return { id: d.id, ruleName: d.ruleName, dimensionName: d.ruleName, evalType: d.evalType, weight: d.weight, itemCount: items.length, totalPoints: items.reduce((s, i) => s + Number(i.points ?? 0), 0) };
  });
}

export const parentRules = (ctx: HandlerContext) => dimensions(ctx.store);

/** A facility type typed as its code or its label (转运站, 公厕 …). */
export function typeOf(ctx: HandlerContext, v: unknown): string {
  const s = text(v).trim();
  const hit = EVAL_TYPES.find((x) => x === s || ctx.t(`ryxj.enum.evalType.${x}`) === s);
  if (!hit) throw new HandlerError(ctx.t('ryxj.refused.facilityType2'));
  return hit;
}

/** typeBindingInfo/check: the items that apply to a facility type, by its bound dimensions. */
export async function checkBinding(ctx: HandlerContext): Promise<Row[]> {
  const type = typeOf(ctx, ctx.input.facilityType);
  const bound = await ctx.store.all('typeBindingInfo', { facilityType: type });
  const rules = await ctx.store.all('ruleScore');
  return bound.flatMap((b) => {
    const d = rules.find((r) => r.id === b.ruleScoreId);
    return rules.filter((r) => r.parentId === b.ruleScoreId).sort((a, c) => Number(a.sort) - Number(c.sort)).map((i) => ({
      id: i.id, dimension: d?.ruleName ?? null, ruleName: i.ruleName, points: i.points, needRectify: i.needRectify, rectifyHours: i.rectifyHours,
    }));
  });
}

export async function maxGrade(ctx: HandlerContext) {
  const [top] = (await ctx.store.all('role')).map((r) => Number(r.grade)).sort((a, b) => b - a);
  return { maxGrade: top ?? null, nextGrade: (top ?? 0) + 1 };
}

/** facilityInfo/syncFacility: adds the register's missing facilities, updates changed ones; never deletes. */
export async function syncFacility(ctx: HandlerContext) {
  return ctx.store.transaction(async (store) => {
    const stored = await store.all('facilityInfo');
    let added = 0, updated = 0;
    for (const f of registerOfTenant(ctx.caller.tenantId)) {
      const row = stored.find((s) => s.facilityCode === f.facilityCode);
      if (!row) {
        await store.create('facilityInfo', { ...f, source: 'sync' });
        added += 1;
      } else if (row.facilityName !== f.facilityName || row.facilityType !== f.facilityType || row.street !== f.street) {
        await store.update('facilityInfo', Number(row.id), { facilityName: f.facilityName, facilityType: f.facilityType, street: f.street });
        updated += 1;
      }
    }
    return { added, updated, message: ctx.t('ryxj.facilityInfo.synced', { added, updated }) };
  });
}

const FILTERS = ['evalNo', 'evalType', 'facilityId', 'inspectorId', 'state', 'deptId', 'evalTimeStart', 'evalTimeEnd'];

/** The inspections the list shows with the request's filters (exports), newest first, at most 5 000. */
async function listed(ctx: HandlerContext): Promise<Row[]> {
  const filters = Object.fromEntries(FILTERS.filter((k) => ctx.input[k] != null && ctx.input[k] !== '').map((k) => [k, ctx.input[k]]));
  const page = await ctx.store.list('evalInfo', { filters, sort: { field: 'evalTime', order: 'desc' }, pageNo: 1, pageSize: 1000 });
  return page.records;
}

/** evalInfo/exportRemark: the findings of the listed inspections as a workbook. */
export async function exportRemark(ctx: HandlerContext): Promise<DownloadAnswer> {
  const rows = await listed(ctx);
  const facilities = await ctx.store.names('facilityInfo', 'facilityName', rows.map((r) => Number(r.facilityId)));
  const rules = await ctx.store.names('ruleScore', 'ruleName', rows.map((r) => Number(r.ruleScoreId)));
  const col = (key: string, label: string, width = 16) => ({ key, header: ctx.t(label), width });
  return {
    download: true, fileName: `${ctx.t('ryxj.evalInfo.exportRemark')}.xlsx`,
    columns: [col('evalNo', 'ryxj.evalInfo.evalNo'), col('evalTime', 'ryxj.evalInfo.evalTime', 20), col('facility', 'ryxj.evalInfo.facilityId', 24), col('type', 'ryxj.evalInfo.evalType'),
      col('rule', 'ryxj.evalInfo.ruleScoreId', 28), col('points', 'ryxj.evalInfo.finalPoints', 10), col('state', 'ryxj.evalInfo.state', 10), col('description', 'ryxj.evalInfo.description', 50)],
    rows: rows.map((r) => ({
      evalNo: r.evalNo, evalTime: r.evalTime, facility: facilities.get(Number(r.facilityId)) ?? '', type: ctx.t(`ryxj.enum.evalType.${text(r.evalType)}`),
      rule: rules.get(Number(r.ruleScoreId)) ?? '', points: r.finalPoints, state: ctx.t(`ryxj.enum.evalState.${text(r.state)}`), description: r.description ?? '',
    })),
  };
}

/** evalInfo/exportFile: the photos of the listed inspections as a .zip, named by inspection number. */
export async function exportFile(ctx: HandlerContext) {
  const rows = await listed(ctx);
  const entries = rows.flatMap((r) => (Array.isArray(r.photos) ? (r.photos as string[]) : []).map((fileId, i) => ({ fileId: String(fileId), name: `${text(r.evalNo)}_${i + 1}.jpg` })));
  return zipAnswer(`${ctx.t('ryxj.evalInfo.exportFile')}.zip`, entries.length ? entries : [{ name: 'README.txt', data: new TextEncoder().encode(ctx.t('ryxj.evalInfo.noPhotos')) }]);
}
