/**
 * The statistics (definitions in README.md; every sum over no rows is unknown, null, shown "--"):
 * - customerSiteCount: customers, stations, centres (all registered); records, active customers,
 *   weight and amount of the records within `from`–`to` (dates; default the last 12 months).
 * - customerStatistical: per customer (filters customerName, customerType), records, weight and amount
 *   within the range, paged, heaviest first.
 * - siteStatistical: per site (filter siteId, siteType) received, sorted out and handled within the
 *   range, and the stock now (all time); with `siteId`, also `subCategories`: the same per sub-category.
 * - customerSiteData: weight per category per period (`period` day, month or year) within the range,
 *   optionally of one `siteId` or `customerId`: categories (the periods), series (one per category),
 *   rows (one per period, a key per category and the total).
 * - customerSiteDataDetail: the lines behind one cell: `periodName` (2026-11-28, 2026-11 or 2026) within
 *   the same `from`–`to`, `categoryId` (blank: every category), `siteId`, `customerId`, paged.
 */
import { HandlerError, formatDate, type Handler, type HandlerContext, type ModuleStore } from '../../../kit/resource';
import { isPeriod, periodOf, periodsBetween, rangeOf, type Period } from '../rules/periods';
import { stockOf } from '../rules/stock';

type Row = Record<string, unknown>;
const has = (v: unknown) => v !== undefined && v !== null && String(v).trim() !== '';
const r2 = (n: number) => Math.round(n * 100) / 100;

function range(ctx: HandlerContext) {
  const today = formatDate(new Date(ctx.store.devices.now()));
  const r = rangeOf(ctx.input.from, ctx.input.to, today);
  if (!r) throw new HandlerError(ctx.t('recycle.error.range'));
  return { ...r, today, start: `${r.from} 00:00:00`, end: `${r.to} 23:59:59` };
}

const optionalId = (ctx: HandlerContext, v: unknown): number | undefined => {
  if (!has(v)) return undefined;
  const id = Number(v);
  if (!Number.isSafeInteger(id) || id <= 0) throw new HandlerError(ctx.t('recycle.error.id'));
  return id;
};

const paging = (ctx: HandlerContext) => {
  const pageNo = Math.max(1, Math.floor(Number(ctx.input.pageNo ?? 1)) || 1);
  const pageSize = Math.min(1000, Math.max(1, Math.floor(Number(ctx.input.pageSize ?? 10)) || 10));
  return { pageNo, pageSize };
};

const sumsBy = async (store: ModuleStore, resource: string, groupBy: string, filters: Row, sum: string[]) =>
  new Map((await store.aggregate(resource, { filters, groupBy: [groupBy], sum, limit: 10_000 })).map((r) => [Number(r[groupBy]), r]));

export const customerSiteCount: Handler = async (ctx) => {
  const r = range(ctx);
  const store = ctx.store;
  const [customers, sites, records] = await Promise.all([
    store.list('customer', { pageNo: 1, pageSize: 1 }),
    store.aggregate('site', { groupBy: ['siteType'] }),
    store.aggregate('customerRecord', { filters: { recordTimeStart: r.start, recordTimeEnd: r.end }, groupBy: ['customerId'], sum: ['totalWeight', 'totalAmount'], limit: 10_000 }),
  ]);
  const count = records.reduce((s, x) => s + x.count, 0);
  return {
    from: r.from,
    to: r.to,
    customers: customers.total,
    stations: sites.find((s) => s.siteType === 'station')?.count ?? 0,
    centres: sites.find((s) => s.siteType === 'centre')?.count ?? 0,
    records: count,
    activeCustomers: records.length,
    weight: count ? r2(records.reduce((s, x) => s + Number(x.totalWeight), 0)) : null,
    amount: count ? r2(records.reduce((s, x) => s + Number(x.totalAmount), 0)) : null,
  };
};

export const customerStatistical: Handler = async (ctx) => {
  const r = range(ctx);
  const { pageNo, pageSize } = paging(ctx);
  const filters: Row = {};
  if (has(ctx.input.customerName)) filters.customerName = ctx.input.customerName;
  if (has(ctx.input.customerType)) filters.customerType = ctx.input.customerType;
  const [customers, sums] = await Promise.all([
    ctx.store.all('customer', filters, 5000),
    sumsBy(ctx.store, 'customerRecord', 'customerId', { recordTimeStart: r.start, recordTimeEnd: r.end }, ['totalWeight', 'totalAmount']),
  ]);
  const rows = customers
    .map((c) => {
      const s = sums.get(Number(c.id));
      return { id: c.id, customerId: c.id, customerName: c.customerName, customerType: c.customerType, street: c.street, records: s?.count ?? 0, weight: s ? Number(s.totalWeight) : null, amount: s ? Number(s.totalAmount) : null };
    })
    .sort((a, b) => (b.weight ?? -1) - (a.weight ?? -1) || String(a.customerName).localeCompare(String(b.customerName)));
  return { records: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: rows.length, pageNo, pageSize, from: r.from, to: r.to };
};

export const siteStatistical: Handler = async (ctx) => {
  const r = range(ctx);
  const siteId = optionalId(ctx, ctx.input.siteId);
  const filters: Row = {};
  if (siteId) filters.id = siteId;
  if (has(ctx.input.siteType)) filters.siteType = ctx.input.siteType;
  const inRange = (field: string) => ({ [`${field}Start`]: r.start, [`${field}End`]: r.end });
  const store = ctx.store;
  const sites = (await store.all('site', siteId ? {} : filters, 1000)).filter((s) => !siteId || Number(s.id) === siteId);
  const [received, sorted, handled, allReceived, allSorted, allHandled] = await Promise.all([
    sumsBy(store, 'customerRecordDetail', 'siteId', inRange('recordTime'), ['weight']),
    sumsBy(store, 'siteSortingRecord', 'siteId', inRange('sortTime'), ['weight']),
    sumsBy(store, 'siteHandleRecord', 'siteId', inRange('handleTime'), ['weight']),
    sumsBy(store, 'customerRecordDetail', 'siteId', {}, ['weight']),
    sumsBy(store, 'siteSortingRecord', 'siteId', {}, ['weight']),
    sumsBy(store, 'siteHandleRecord', 'siteId', {}, ['weight']),
  ]);
  const w = (m: Map<number, Row>, id: number) => (m.has(id) ? Number(m.get(id)!.weight) : null);
  const rows = sites.map((s) => {
    const id = Number(s.id);
    const any = allReceived.has(id) || allSorted.has(id) || allHandled.has(id);
    return {
      id,
      siteId: id,
      siteName: s.siteName,
      siteType: s.siteType,
      district: s.district,
      location: s.location,
      records: received.get(id)?.count ?? 0,
      received: w(received, id),
      sorted: w(sorted, id),
      handled: w(handled, id),
      stock: any ? stockOf({ received: w(allReceived, id) ?? 0, sorted: w(allSorted, id) ?? 0, handled: w(allHandled, id) ?? 0 }) : null,
    };
  });
  const answer: Row = { records: rows, total: rows.length, pageNo: 1, pageSize: Math.max(rows.length, 1), from: r.from, to: r.to };
  if (siteId) {
    const by = (res: string) => sumsBy(store, res, 'subCategoryId', { siteId }, ['weight']);
    const [rec, sor, han] = await Promise.all([by('customerRecordDetail'), by('siteSortingRecord'), by('siteHandleRecord')]);
    const ids = [...new Set([...rec.keys(), ...sor.keys(), ...han.keys()])];
    const names = await store.names('resourcesCategory', 'categoryName', ids);
    answer.subCategories = ids
      .map((id) => {
        const f = { received: w(rec, id) ?? 0, sorted: w(sor, id) ?? 0, handled: w(han, id) ?? 0 };
        return { subCategoryId: id, subCategoryName: names.get(id) ?? '', received: w(rec, id), sorted: w(sor, id), handled: w(han, id), stock: stockOf(f) };
      })
      .sort((a, b) => String(a.subCategoryName).localeCompare(String(b.subCategoryName), 'zh-CN'));
  }
  return answer;
};

function periodOfInput(ctx: HandlerContext): Period {
  const p = has(ctx.input.period) ? ctx.input.period : 'month';
  if (!isPeriod(p)) throw new HandlerError(ctx.t('recycle.error.period'));
  return p;
}

export const customerSiteData: Handler = async (ctx) => {
  const r = range(ctx);
  const period = periodOfInput(ctx);
  const filters: Row = { recordTimeStart: r.start, recordTimeEnd: r.end };
  const siteId = optionalId(ctx, ctx.input.siteId);
  const customerId = optionalId(ctx, ctx.input.customerId);
  if (siteId) filters.siteId = siteId;
  if (customerId) filters.customerId = customerId;
  const unit = period === 'day' ? 'day' : 'month';
  const [groups, categories] = await Promise.all([
    ctx.store.aggregate('customerRecordDetail', { filters, groupBy: ['categoryId', `recordTime:${unit}`], sum: ['weight'], limit: 100_000 }),
    ctx.store.all('resourcesCategory', { level: 'category' }, 1000),
  ]);
  const periods = periodsBetween(r.from, r.to, period);
  const future = (p: string) => p > periodOf(r.today, period);
  const cells = new Map<string, number>();
  const known = new Set<string>();
  for (const g of groups) {
    const when = String(g[`recordTime_${unit}`] ?? '');
    const p = periodOf(when, period);
    known.add(p);
    const key = `${p}|${g.categoryId}`;
    cells.set(key, (cells.get(key) ?? 0) + Number(g.weight));
  }
  const cats = [...categories].sort((a, b) => Number(a.sort ?? 0) - Number(b.sort ?? 0));
  const value = (p: string, c: Row) => (!known.has(p) || future(p) ? null : r2(cells.get(`${p}|${c.id}`) ?? 0));
  const rows = periods.map((p) => {
    const row: Row = { periodName: p };
    let total: number | null = null;
    for (const c of cats) {
      const v = value(p, c);
      row[`c${c.id}`] = v;
      if (v !== null) total = r2((total ?? 0) + v);
    }
    row.total = total;
    return row;
  });
  return {
    period,
    from: r.from,
    to: r.to,
    columns: cats.map((c) => ({ key: `c${c.id}`, categoryId: c.id, name: c.categoryName })),
    categories: periods,
    series: cats.map((c) => ({ name: String(c.categoryName), data: periods.map((p) => value(p, c)) })),
    rows,
  };
};

/** The first and last instants of a period name (2026-11-28, 2026-11 or 2026). */
function periodBounds(name: string): { start: string; end: string } | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(name)) return { start: `${name} 00:00:00`, end: `${name} 23:59:59` };
  if (/^\d{4}-(0[1-9]|1[0-2])$/.test(name)) {
    const [y, m] = [Number(name.slice(0, 4)), Number(name.slice(5, 7))];
    const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
    return { start: `${name}-01 00:00:00`, end: `${name}-${String(last).padStart(2, '0')} 23:59:59` };
  }
  if (/^\d{4}$/.test(name)) return { start: `${name}-01-01 00:00:00`, end: `${name}-12-31 23:59:59` };
  return null;
}

export const customerSiteDataDetail: Handler = async (ctx) => {
  const bounds = periodBounds(String(ctx.input.periodName ?? '').trim());
  if (!bounds) throw new HandlerError(ctx.t('recycle.error.period'));
  const { pageNo, pageSize } = paging(ctx);
  // Within the statistics' range too, as the cell's figure is.
  const r = range(ctx);
  const filters: Row = { recordTimeStart: bounds.start > r.start ? bounds.start : r.start, recordTimeEnd: bounds.end < r.end ? bounds.end : r.end };
  for (const k of ['categoryId', 'siteId', 'customerId']) {
    const id = optionalId(ctx, ctx.input[k]);
    if (id) filters[k] = id;
  }
  return ctx.store.list('customerRecordDetail', { filters, pageNo, pageSize, sort: { field: 'recordTime', order: 'desc' } });
};
