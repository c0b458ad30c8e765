/**
 * Stock at the sites, read from the store: per sub-category, received (lines of the site's customer
 * records) − sorted out − handled (rules/stock.ts). The write hooks refuse a sorting or handling record
 * that takes more than the stock, and a change to received weights below what has already left.
 */
import { HandlerError, type HandlerContext, type ModuleStore } from '../../../kit/resource';
import { shortfall, stockOf, type StockFigures } from '../rules/stock';

type T = HandlerContext['t'];
type Sums = Map<number, number>;

async function sums(store: ModuleStore, resource: string, siteId: number, filters: Record<string, unknown> = {}): Promise<Sums> {
  const rows = await store.aggregate(resource, { filters: { siteId, ...filters }, groupBy: ['subCategoryId'], sum: ['weight'], limit: 1000 });
  return new Map(rows.map((r) => [Number(r.subCategoryId), Number(r.weight ?? 0)]));
}

/** Every sub-category's figures at a site (all time), keyed by sub-category id. */
export async function siteFigures(store: ModuleStore, siteId: number): Promise<Map<number, StockFigures>> {
  const [received, sorted, handled] = await Promise.all([sums(store, 'customerRecordDetail', siteId), sums(store, 'siteSortingRecord', siteId), sums(store, 'siteHandleRecord', siteId)]);
  const out = new Map<number, StockFigures>();
  for (const id of new Set([...received.keys(), ...sorted.keys(), ...handled.keys()])) out.set(id, { received: received.get(id) ?? 0, sorted: sorted.get(id) ?? 0, handled: handled.get(id) ?? 0 });
  return out;
}

async function names(store: ModuleStore, siteId: number, subId: number) {
  const [site, sub] = await Promise.all([store.names('site', 'siteName', [siteId]), store.names('resourcesCategory', 'categoryName', [subId])]);
  return { site: site.get(siteId) ?? String(siteId), sub: sub.get(subId) ?? String(subId) };
}

/**
 * Refuses taking `weight` kg of `subId` out of `siteId` when the stock (without `before`, the row being
 * changed, when it took from the same site and sub-category) holds less.
 */
export async function checkTakeOut(store: ModuleStore, t: T, row: { siteId: number; subCategoryId: number; weight: number }, before: { siteId: number; subCategoryId: number; weight: number } | null): Promise<void> {
  const f = (await siteFigures(store, row.siteId)).get(row.subCategoryId) ?? { received: 0, sorted: 0, handled: 0 };
  const same = before && before.siteId === row.siteId && before.subCategoryId === row.subCategoryId ? before.weight : 0;
  const stock = stockOf(f) + same;
  if (shortfall(stock, row.weight) !== null) {
    const n = await names(store, row.siteId, row.subCategoryId);
    throw new HandlerError(t('recycle.error.stock', { ...n, stock: Math.round(stock * 1000) / 1000, weight: row.weight }));
  }
}

/** Refuses when any sub-category of the site has a negative stock (after a change to received weights). */
export async function checkNotNegative(store: ModuleStore, t: T, siteId: number): Promise<void> {
  for (const [subId, f] of await siteFigures(store, siteId)) {
    if (stockOf(f) < 0) {
      const n = await names(store, siteId, subId);
      throw new HandlerError(t('recycle.error.stockAfter', { ...n, out: Math.round((f.sorted + f.handled) * 100) / 100, received: f.received }));
    }
  }
}
