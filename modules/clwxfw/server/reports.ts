/**
 * The computed lists: costs summed by month (the store's group-by, by car and type or by repair
 * class), and the cars' GPS devices as the platform's device store hears them. A tenant holds tens of
 * cars and thousands of costs a year: the groups are paged in memory.
 */
import { checkedToWire, HandlerError, pageRows, type CheckedListQuery, type HandlerContext, type ReportSource, type StoreDevice } from '../../../kit/resource';
import { COST_TYPES } from '../resources/enums';
import { cents } from './common';

type Row = Record<string, unknown>;

const GROUPS = 1_000_000;
const wire = (q: CheckedListQuery) => checkedToWire(q.filters) as Record<string, string | undefined>;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The month range asked for, as a test of a month; a bound not written year-month is refused. */
function inMonths(f: Record<string, string | undefined>, t: HandlerContext['t']): (m: string) => boolean {
  for (const bound of [f.monthStart, f.monthEnd]) if (bound && !MONTH.test(bound)) throw new HandlerError(t('clwxfw.monthRule'));
  return (m) => (!f.monthStart || m >= f.monthStart) && (!f.monthEnd || m <= f.monthEnd);
}
const newestFirst = (a: Row, b: Row) => String(b.month).localeCompare(String(a.month));

/** cost/month: per car and month, the cost of each type and the total. */
const costMonth: ReportSource = async ({ store, t }, q) => {
  const f = wire(q);
  const wanted = inMonths(f, t);
  const filters: Row = f.carId ? { carId: Number(f.carId) } : {};
  const groups = await store.aggregate('cost', { groupBy: ['carId', 'costDate:month', 'costType'], filters, sum: ['amount'], limit: GROUPS });
  const rows = new Map<string, Row>();
  for (const g of groups) {
    const month = String(g.costDate_month);
    if (!wanted(month)) continue;
    const key = `${month}|${String(g.carId)}`;
    const row = rows.get(key) ?? { id: key, month, carId: Number(g.carId), ...Object.fromEntries(COST_TYPES.map((c) => [c, 0])), total: 0 };
    row[String(g.costType)] = cents(Number(row[String(g.costType)] ?? 0) + Number(g.amount));
    row.total = cents(Number(row.total) + Number(g.amount));
    rows.set(key, row);
  }
  return pageRows([...rows.values()].sort((a, b) => newestFirst(a, b) || Number(a.carId) - Number(b.carId)), q);
};

/** Per month and `field` (cost type, or repair class of the repair costs): count and amount. */
function byMonth(field: 'costType' | 'repairClass', fixed: Row = {}): ReportSource {
  return async ({ store, t }, q) => {
    const f = wire(q);
    const wanted = inMonths(f, t);
    const filters: Row = { ...fixed, ...(f[field] ? { [field]: f[field] } : {}) };
    const groups = await store.aggregate('cost', { groupBy: ['costDate:month', field], filters, sum: ['amount'], limit: GROUPS });
    const rows = groups
      .filter((g) => g[field] !== null && wanted(String(g.costDate_month)))
      .map((g) => ({ id: `${String(g.costDate_month)}|${String(g[field])}`, month: g.costDate_month, [field]: g[field], count: Number(g.count), amount: cents(Number(g.amount)) }))
      .sort((a, b) => newestFirst(a, b) || String(a[field]).localeCompare(String(b[field])));
    return pageRows(rows, q);
  };
}

/** A device's state: heard within the platform's threshold, silent, or no device fitted. */
function stateOf(ctx: HandlerContext, d: StoreDevice | undefined): { online: string; heardAt: string } {
  if (!d) return { online: 'none', heardAt: '' };
  const heard = d.heartbeatAt;
  // The device store's one definition of offline (the same as 车辆监控's and the device pages').
  const online = ctx.store.devices.offlineSince(d) === null;
  return { online: online ? 'online' : 'offline', heardAt: heard === null ? '' : new Date(heard).toISOString().replace('T', ' ').slice(0, 19) };
}

/** car/getCarDevicePage: each service car with its GPS device and the device's state. */
const carDevicePage: ReportSource = async (ctx, q) => {
  const f = wire(q);
  const [service, devices] = await Promise.all([ctx.store.all('serviceCar', f.carId ? { carId: Number(f.carId) } : {}, 20_000), ctx.store.devices.list(['vehicle'])]);
  const byCode = new Map(devices.map((d) => [d.code, d]));
  const rows = service
    .filter((s) => !f.deviceCode || String(s.deviceCode ?? '').includes(f.deviceCode))
    .map((s) => ({ id: s.id, carId: s.carId, deviceCode: s.deviceCode ?? '', ...stateOf(ctx, s.deviceCode ? byCode.get(String(s.deviceCode)) : undefined) }))
    .filter((r) => !f.online || r.online === f.online);
  return pageRows(rows, q);
};

/** carDevice/getList: the vehicle devices of the device store, with the service car they are fitted to. */
const carDevice: ReportSource = async (ctx, q) => {
  const f = wire(q);
  const [service, devices] = await Promise.all([ctx.store.all('serviceCar', {}, 20_000), ctx.store.devices.list(['vehicle'])]);
  const carOf = new Map(service.filter((s) => s.deviceCode).map((s) => [String(s.deviceCode), Number(s.carId)]));
  const rows = devices
    .sort((a, b) => a.code.localeCompare(b.code))
    .map((d) => ({ id: d.id, deviceCode: d.code, deviceName: d.name, carId: carOf.get(d.code) ?? null, ...stateOf(ctx, d) }))
    .filter((r) => (!f.deviceCode || r.deviceCode.includes(f.deviceCode)) && (!f.carId || String(r.carId) === f.carId) && (!f.online || r.online === f.online));
  return pageRows(rows, q);
};

export const reportSources: Record<string, ReportSource> = {
  costMonth,
  costByType: byMonth('costType'),
  repairByClass: byMonth('repairClass', { costType: 'repair' }),
  carDevicePage,
  carDevice,
};
