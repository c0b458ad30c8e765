/**
 * The area's computed reports: grouped from the weighing records and the raw gross weights with the
 * engine's checked aggregate, then filtered, sorted and paged by the kit's pageRows.
 */
import { pageRows, type CheckedListQuery, type HandlerContext, type ReportSource } from '../../../kit/resource';

/** The [start, end] of a range filter of the query (either may be null). */
export function rangeOf(q: CheckedListQuery, field: string): [string | null, string | null] {
  const f = q.filters.find((x) => x.field === field && x.mode === 'range');
  return f && f.mode === 'range' ? [(f.value[0] as string | null) ?? null, (f.value[1] as string | null) ?? null] : [null, null];
}

/** Keeps the rows whose text fields contain the query's like/eq filters. */
export function textFiltered<T extends Record<string, unknown>>(rows: T[], q: CheckedListQuery): T[] {
  const checks = q.filters.filter((f) => f.mode === 'like' || f.mode === 'eq');
  return rows.filter((r) => checks.every((f) => (f.mode === 'like' ? String(r[f.field] ?? '').includes(String(f.value)) : String(r[f.field] ?? '') === String(f.value))));
}

function period(q: CheckedListQuery, prefix: string, field = 'weighDate'): Record<string, unknown> {
  const [start, end] = rangeOf(q, field);
  const out: Record<string, unknown> = {};
  if (start) out[`${prefix}Start`] = start;
  if (end) out[`${prefix}End`] = end;
  return out;
}

/** id → display text of a resource's rows. */
export async function names(ctx: HandlerContext, resource: string, field: string): Promise<Map<number, string>> {
  const rows = await ctx.store.all(resource, {}, 20000);
  return new Map(rows.map((r) => [r.id as number, String(r[field] ?? '')]));
}

const t2 = (n: unknown) => Math.round(Number(n ?? 0) * 100) / 100;

const carReport: ReportSource = async (ctx, q) => {
  const filters = period(q, 'weighTime');
  const [totals, pairs, carNames] = await Promise.all([
    ctx.store.aggregate('carWeightOperate', { filters, groupBy: ['carId'], sum: ['netWeight'] }),
    ctx.store.aggregate('carWeightOperate', { filters, groupBy: ['carId', 'facilityId'], limit: 20000 }),
    names(ctx, 'carInfo', 'carCode'),
  ]);
  const rows = totals.map((r) => ({ carCode: carNames.get(r.carId as number) ?? '', trips: r.count, netWeight: t2(r.netWeight), facilities: pairs.filter((p) => p.carId === r.carId).length }));
  return pageRows(textFiltered(rows, q), q);
};

const facilityReport: ReportSource = async (ctx, q) => {
  const filters = period(q, 'weighTime');
  const [totals, pairs, facNames] = await Promise.all([
    ctx.store.aggregate('carWeightOperate', { filters, groupBy: ['facilityId'], sum: ['netWeight'] }),
    ctx.store.aggregate('carWeightOperate', { filters, groupBy: ['facilityId', 'carId'], limit: 20000 }),
    names(ctx, 'facilityInfo', 'facilityName'),
  ]);
  const rows = totals.map((r) => ({ facilityName: facNames.get(r.facilityId as number) ?? '', trips: r.count, netWeight: t2(r.netWeight), cars: pairs.filter((p) => p.facilityId === r.facilityId).length }));
  return pageRows(textFiltered(rows, q), q);
};

const carFacilityReport: ReportSource = async (ctx, q) => {
  const [pairs, carNames, facNames] = await Promise.all([
    ctx.store.aggregate('carWeightOperate', { filters: period(q, 'weighTime'), groupBy: ['carId', 'facilityId'], sum: ['netWeight'], limit: 20000 }),
    names(ctx, 'carInfo', 'carCode'),
    names(ctx, 'facilityInfo', 'facilityName'),
  ]);
  const rows = pairs.map((r) => ({ carCode: carNames.get(r.carId as number) ?? '', facilityName: facNames.get(r.facilityId as number) ?? '', trips: r.count, netWeight: t2(r.netWeight) }));
  return pageRows(textFiltered(rows, q), q);
};

/** Facilities collected per day, from the sorting records (each bin emptied counts once). */
export const collectedFac: ReportSource = async (ctx, q) => {
  const [groups, facNames] = await Promise.all([
    ctx.store.aggregate('classifyRecord', { filters: period(q, 'recordTime', 'day'), groupBy: ['recordTime:day', 'facilityId'], sum: ['weightKg'], limit: 20000 }),
    names(ctx, 'facilityInfo', 'facilityName'),
  ]);
  const rows = groups.map((r) => ({ day: r.recordTime_day, facilityName: facNames.get(r.facilityId as number) ?? '', times: r.count, netWeight: t2(Number(r.weightKg) / 1000) }));
  return pageRows(textFiltered(rows, q), q.sort ? q : { ...q, sort: { field: 'day', order: 'desc' } });
};

function grossView(group: 'carCode' | 'label' | 'propertyCompanyId' | 'companyId', as: string): ReportSource {
  return async (ctx, q) => {
    const groups = await ctx.store.aggregate('carGrossWeightPrimeval', { filters: period(q, 'weighTime'), groupBy: [group], sum: ['grossWeight'], limit: 20000 });
    const lookup = group === 'propertyCompanyId' ? await names(ctx, 'propertyCompany', 'companyName') : group === 'companyId' ? await names(ctx, 'company', 'companyName') : null;
    const rows = groups.map((r) => ({ [as]: lookup ? (lookup.get(r[group] as number) ?? '') : r[group], times: r.count, grossWeight: t2(r.grossWeight) }));
    return pageRows(textFiltered(rows, q), q);
  };
}

const grossRecordView: ReportSource = async (ctx, q) => {
  const like = Object.fromEntries(q.filters.filter((f) => f.mode === 'like').map((f) => [f.field, f.value]));
  const page = await ctx.store.list('carGrossWeightPrimeval', { pageNo: q.pageNo, pageSize: q.pageSize, filters: { ...period(q, 'weighTime'), ...like }, sort: q.sort && q.sort.field !== 'weighTime' ? q.sort : { field: 'weighTime', order: q.sort?.order ?? 'desc' } });
  const facNames = await names(ctx, 'facilityInfo', 'facilityName');
  return { ...page, records: page.records.map((r) => ({ carCode: r.carCode, label: r.label, facilityName: facNames.get(r.facilityId as number) ?? '', grossWeight: r.grossWeight, weighTime: r.weighTime })) };
};

const companyMonthly: ReportSource = async (ctx, q) => {
  const month = q.filters.find((f) => f.field === 'month')?.value as string | undefined;
  const filters = month ? { weighTimeStart: `${month}-01`, weighTimeEnd: `${month}-31` } : {};
  const [groups, companies] = await Promise.all([
    ctx.store.aggregate('carGrossWeightPrimeval', { filters, groupBy: ['weighTime:month', 'companyId'], sum: ['grossWeight'], limit: 20000 }),
    names(ctx, 'company', 'companyName'),
  ]);
  const rows = groups.map((r) => ({ month: r.weighTime_month, companyName: companies.get(r.companyId as number) ?? '', times: r.count, grossWeight: t2(r.grossWeight) }));
  return pageRows(textFiltered(rows.filter((r) => !month || r.month === month), { ...q, filters: q.filters.filter((f) => f.field !== 'month') }), q.sort ? q : { ...q, sort: { field: 'month', order: 'desc' } });
};

/** The facility ledger's facility types (/cloud/ssgl/facilityManage/pageList), counted from this area's facilities. */
const facilityTypes: ReportSource = async (ctx, q) => {
  const counts = await ctx.store.aggregate('facilityInfo', { groupBy: ['facilityType'] });
  const rows = ['point', 'station', 'transfer', 'landfill', 'incinerator'].map((code) => ({ typeCode: code, typeName: ctx.t(`ljszy.enum.facilityType.${code}`), facilities: counts.find((c) => c.facilityType === code)?.count ?? 0 }));
  return pageRows(textFiltered(rows, q), q);
};

export const reports: Record<string, ReportSource> = {
  carReport,
  facilityReport,
  carFacilityReport,
  collectedFacReport: collectedFac,
  grossRecordView,
  grossCountView: grossView('carCode', 'carCode'),
  grossLabelView: grossView('label', 'label'),
  grossPropertyView: grossView('propertyCompanyId', 'propertyCompanyName'),
  grossCompanyView: grossView('companyId', 'companyName'),
  companyMonthlyReport: companyMonthly,
  facilityTypes,
};
