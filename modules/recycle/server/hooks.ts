/**
 * The rules every write passes through (every call, the import, the document engine's lines):
 * - a resource category's level follows its parent (none: a category; a category: a sub-category);
 *   only two levels;
 * - a record line is of a sub-category, its amount = weight × unit price, and it carries its record's
 *   customer, site and time and its sub-category's category (for the statistics);
 * - a sorting or handling record never takes more than the site's stock of the sub-category;
 * - deleting a record whose weights have already left the site (stock would go negative) is refused;
 * - an import row joins the record of its number (created with its first row) as a line.
 */
import { HandlerError, type BeforeWrite, type HandlerContext, type ModuleStore, type WriteHook } from '../../../kit/resource';
import { lineAmount, recordTotals } from '../rules/totals';
import { checkTakeOut, siteFigures } from './stock';
import { stockOf } from '../rules/stock';

type T = HandlerContext['t'];
type Row = Record<string, unknown>;
const num = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));
const merged = (values: Row | null, before: Row | null): Row => ({ ...(before ?? {}), ...(values ?? {}) });

export const beforeWrite: Record<string, BeforeWrite> = {
  resourcesCategory: (values, before) => ({ ...values, level: merged(values, before).parentId ? 'sub' : 'category' }),
  siteHandleRecord: (values, before) => {
    const m = merged(values, before);
    const [w, p] = [num(m.weight), num(m.unitPrice)];
    return { ...values, amount: w === null || p === null ? null : lineAmount({ weight: w, unitPrice: p }) };
  },
};

/** The sub-category `id` of the caller's tenant; refused when it is a category. */
async function subCategory(store: ModuleStore, t: T, id: number) {
  const sub = await store.get('resourcesCategory', id);
  if (!sub) throw new HandlerError(t('recycle.error.noLine'));
  if (sub.level !== 'sub') throw new HandlerError(t('recycle.error.subOnly', { name: String(sub.categoryName) }));
  return sub;
}

/** Writes a record's totals from its stored lines. */
export async function refreshTotals(store: ModuleStore, recordId: number): Promise<void> {
  const lines = await store.all('customerRecordDetail', { recordId }, 1000);
  await store.update('customerRecord', recordId, recordTotals(lines.map((l) => ({ weight: Number(l.weight), unitPrice: Number(l.unitPrice) }))));
}

const takeOut: WriteHook = async (change, { store, t }) => {
  if (change.op !== 'create' && change.op !== 'update') return;
  const m = merged(change.values, change.before);
  const row = { siteId: Number(m.siteId), subCategoryId: Number(m.subCategoryId), weight: Number(m.weight) };
  await subCategory(store, t, row.subCategoryId);
  const before = change.before ? { siteId: Number(change.before.siteId), subCategoryId: Number(change.before.subCategoryId), weight: Number(change.before.weight) } : null;
  await checkTakeOut(store, t, row, before);
};

export const onWrite: Record<string, WriteHook> = {
  resourcesCategory: async (change, { store, t }) => {
    if (change.op !== 'create' && change.op !== 'update') return;
    const m = merged(change.values, change.before);
    if (!m.parentId) return;
    const parent = await store.get('resourcesCategory', Number(m.parentId));
    if (parent?.parentId) throw new HandlerError(t('recycle.error.twoLevels', { name: String(parent.categoryName) }));
    if (change.before && (await store.all('resourcesCategory', { parentId: change.before.id }, 1)).length)
      throw new HandlerError(t('recycle.error.twoLevels', { name: String(m.categoryName) }));
  },
  customerRecordDetail: async (change, { store, t }) => {
    if (change.op !== 'create' && change.op !== 'update') return;
    const m = merged(change.values, change.before);
    const sub = await subCategory(store, t, Number(m.subCategoryId));
    const record = await store.get('customerRecord', Number(m.recordId));
    if (!record) throw new HandlerError(t('recycle.error.noRecord'));
    return {
      ...change.values,
      amount: lineAmount({ weight: Number(m.weight), unitPrice: Number(m.unitPrice) }),
      categoryId: sub.parentId,
      customerId: record.customerId,
      siteId: record.siteId,
      recordTime: record.recordTime,
    };
  },
  customerRecord: async (change, { store, t }) => {
    if (change.op !== 'delete') return;
    const siteId = Number(change.before.siteId);
    const figures = await siteFigures(store, siteId);
    for (const line of await store.all('customerRecordDetail', { recordId: change.before.id }, 1000)) {
      const f = figures.get(Number(line.subCategoryId));
      if (f) f.received -= Number(line.weight);
    }
    for (const [subId, f] of figures) {
      if (stockOf(f) < 0) {
        const [site, sub] = await Promise.all([store.names('site', 'siteName', [siteId]), store.names('resourcesCategory', 'categoryName', [subId])]);
        throw new HandlerError(t('recycle.error.stockAfter', { site: site.get(siteId) ?? '', sub: sub.get(subId) ?? '', out: Math.round((f.sorted + f.handled) * 100) / 100, received: Math.round(f.received * 100) / 100 }));
      }
    }
  },
  siteSortingRecord: takeOut,
  siteHandleRecord: takeOut,
  recordImport: async (change, { store, t }) => {
    if (change.op !== 'create') return;
    const v = change.values;
    const sub = await subCategory(store, t, Number(v.subCategoryId));
    const unitPrice = num(v.unitPrice) ?? Number(sub.refPrice ?? 0);
    const [found] = (await store.all('customerRecord', { recordNo: v.recordNo }, 20)).filter((r) => r.recordNo === v.recordNo);
    let recordId: number;
    if (found) {
      if (!(await store.all('recordImport', { recordNo: v.recordNo }, 20)).some((r) => r.recordNo === v.recordNo))
        throw new HandlerError(t('recycle.error.recordExists', { no: String(v.recordNo) }));
      if (Number(found.customerId) !== Number(v.customerId) || Number(found.siteId) !== Number(v.siteId) || String(found.recordTime) !== String(v.recordTime))
        throw new HandlerError(t('recycle.error.importMismatch', { no: String(v.recordNo) }));
      recordId = Number(found.id);
    } else {
      const created = await store.create('customerRecord', { recordNo: v.recordNo, customerId: v.customerId, siteId: v.siteId, recordTime: v.recordTime, collector: v.collector ?? null, totalWeight: 0, totalAmount: 0, lineCount: 0 });
      recordId = Number(created.id);
    }
    await store.create('customerRecordDetail', { recordId, subCategoryId: v.subCategoryId, weight: v.weight, unitPrice });
    await refreshTotals(store, recordId);
    return { ...v, unitPrice };
  },
};
