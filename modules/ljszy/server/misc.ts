/**
 * The area's remaining calls beside CRUD: facility sync, staff binding and summary; the garbage-type
 * simple list; weighing tickets (printing) and the per-vehicle summary export (exportXH); container
 * weighing details; the not-collected points' helpers; the sorting records' rank, trend and figures.
 */
import { HandlerError, type DownloadAnswer, type Handler, type HandlerContext } from '../../../kit/resource';
import { trackOf } from './investigation';
import { names } from './reports';
import { dayOffset, distanceKm, idParam, lastDays, round2, type SeriesData, type StatItem } from './shared';

const L = '/cloud/ljszy';

async function must(ctx: HandlerContext, resource: string, id: number) {
  const row = await ctx.store.get(resource, id);
  if (!row) throw new HandlerError(ctx.t('kit.server.notFound'));
  return row;
}

export const miscHandlers: Record<string, Handler> = {
  [`${L}/facilityInfo/syncFacility`]: async (ctx) => {
    // The demo has no separate facility ledger: syncing re-reads this tenant's points and reports them.
    const all = await ctx.store.all('facilityInfo');
    return { synced: all.length, message: ctx.t('ljszy.facilityInfo.synced', { count: all.length }) };
  },
  [`${L}/facilityInfo/bindStaff`]: async (ctx) => {
    const id = idParam(ctx);
    await must(ctx, 'facilityInfo', id);
    const staffName = typeof ctx.input.staffName === 'string' ? ctx.input.staffName.trim() : '';
    if (!staffName || staffName.length > 20) throw new HandlerError(ctx.t('kit.validation.required', { label: ctx.t('ljszy.facilityInfo.staffName') }));
    await ctx.store.update('facilityInfo', id, { staffName });
    return { id, staffName, message: ctx.t('ljszy.facilityInfo.bound') };
  },
  [`GET ${L}/facilityInfo/getTranslateFacilityInfo`]: async (ctx) => {
    const f = await must(ctx, 'facilityInfo', idParam(ctx));
    const owners = await names(ctx, 'propertyCompany', 'companyName');
    const p = f.location as { lng: number; lat: number } | null;
    return {
      'ljszy.facilityInfo.facilityName': f.facilityName,
      'ljszy.facilityInfo.facilityType': ctx.t(`ljszy.enum.facilityType.${String(f.facilityType)}`),
      'ljszy.facilityInfo.district': f.district ? ctx.t(`ljszy.enum.district.${String(f.district)}`) : '',
      'ljszy.facilityInfo.address': f.address,
      'ljszy.facilityInfo.location': p ? `${p.lng}, ${p.lat}` : '',
      'ljszy.facilityInfo.propertyCompanyId': owners.get(f.propertyCompanyId as number) ?? '',
      'ljszy.facilityInfo.status': ctx.t(`ljszy.enum.facilityStatus.${String(f.status)}`),
    };
  },
  [`POST ${L}/facilityGarType/getSimpleList`]: async (ctx) =>
    (await ctx.store.all('facilityGarType')).map((g) => ({ id: g.id, typeName: g.typeName, garbageType: ctx.t(`ljszy.enum.garbageType.${String(g.garbageType)}`), unitPrice: g.unitPrice })),
  [`${L}/carWeightOperate/printing`]: async (ctx) => {
    const id = idParam(ctx);
    const w = await must(ctx, 'carWeightOperate', id);
    const car = await ctx.store.get('carInfo', w.carId as number);
    const fac = await ctx.store.get('facilityInfo', w.facilityId as number);
    await ctx.store.update('carWeightOperate', id, { printed: true });
    return { ticketNo: w.ticketNo, carCode: car?.carCode, facilityName: fac?.facilityName, garbageType: w.garbageType, grossWeight: w.grossWeight, tareWeight: w.tareWeight, netWeight: w.netWeight, weighTime: w.weighTime, operator: w.operator };
  },
  [`${L}/carWeightOperate/exportXH`]: async (ctx): Promise<DownloadAnswer> => {
    const filters: Record<string, unknown> = {};
    for (const k of ['weighTimeStart', 'weighTimeEnd', 'carId', 'facilityId', 'garbageType']) if (ctx.input[k] !== undefined && ctx.input[k] !== '') filters[k] = ctx.input[k];
    const rows = await ctx.store.aggregate('carWeightOperate', { filters, groupBy: ['carId', 'garbageType'], sum: ['netWeight', 'grossWeight'], limit: 20000 });
    const cars = await names(ctx, 'carInfo', 'carCode');
    return {
      download: true,
      fileName: `${ctx.t('ljszy.weighing.exportXH')}.xlsx`,
      columns: [
        { key: 'carCode', header: ctx.t('ljszy.carWeightOperate.carId') },
        { key: 'garbageType', header: ctx.t('ljszy.carWeightOperate.garbageType') },
        { key: 'trips', header: ctx.t('ljszy.carReport.trips') },
        { key: 'grossWeight', header: ctx.t('ljszy.carWeightOperate.grossWeight') },
        { key: 'netWeight', header: ctx.t('ljszy.carWeightOperate.netWeight') },
      ],
      rows: rows.map((r) => ({ carCode: cars.get(r.carId as number) ?? '', garbageType: ctx.t(`ljszy.enum.garbageType.${String(r.garbageType)}`), trips: r.count, grossWeight: round2(r.grossWeight), netWeight: round2(r.netWeight) })),
    };
  },
  [`${L}/containerWeight/detailList`]: async (ctx) => {
    const row = await must(ctx, 'containerWeight', idParam(ctx));
    const cars = await names(ctx, 'carInfo', 'carCode');
    const list = await ctx.store.list('containerWeight', { pageNo: 1, pageSize: 50, filters: { containerId: row.containerId }, sort: { field: 'weighTime', order: 'desc' } });
    return list.records.map((r) => ({ weighTime: r.weighTime, weightKg: r.weightKg, carCode: cars.get(r.carId as number) ?? '' }));
  },
  [`${L}/notWorkFacility/getStopCarPageList`]: async (ctx) => {
    const row = await must(ctx, 'notWorkFacility', idParam(ctx));
    const cars = await names(ctx, 'carInfo', 'carCode');
    const day = String(row.recordDate);
    const list = await ctx.store.list('carArrivalRecord', { pageNo: 1, pageSize: 50, filters: { facilityId: row.facilityId, arriveTimeStart: dayOffset(ctx, 3), arriveTimeEnd: day >= dayOffset(ctx, 0) ? day : dayOffset(ctx, 0) } });
    return list.records.map((r) => ({ carCode: cars.get(r.carId as number) ?? '', arriveTime: r.arriveTime, leaveTime: r.leaveTime, stayMinutes: r.stayMinutes }));
  },
  [`${L}/notWorkFacility/getCarTrajectoryPageList`]: async (ctx) => {
    const row = await must(ctx, 'notWorkFacility', idParam(ctx));
    const band = (await ctx.store.all('carRouteBand')).find((b) => b.routeId === row.routeId);
    return band ? trackOf(ctx, band.carId as number, String(row.recordDate), 5) : [];
  },
  [`${L}/notWorkFacility/getPointDataByGpsPioint`]: async (ctx) => {
    let centre: { lng: number; lat: number } | null = null;
    if (ctx.input.lng !== undefined && ctx.input.lat !== undefined) centre = { lng: Number(ctx.input.lng), lat: Number(ctx.input.lat) };
    else centre = ((await ctx.store.get('facilityInfo', (await must(ctx, 'notWorkFacility', idParam(ctx))).facilityId as number))?.location as typeof centre) ?? null;
    if (!centre || !Number.isFinite(centre.lng) || !Number.isFinite(centre.lat)) throw new HandlerError(ctx.t('ljszy.param.missing', { name: 'lng,lat' }));
    const all = await ctx.store.all('facilityInfo');
    return all
      .filter((f) => f.location)
      .map((f) => ({ facilityName: f.facilityName, address: f.address, distanceKm: distanceKm(centre!, f.location as { lng: number; lat: number }) }))
      .filter((f) => f.distanceKm <= 3)
      .sort((a, b) => a.distanceKm - b.distanceKm);
  },
  [`${L}/classifyRecord/carWeightRank`]: async (ctx) => {
    const rows = await ctx.store.aggregate('classifyRecord', { filters: { recordTimeStart: dayOffset(ctx, 29) }, groupBy: ['carId'], sum: ['weightKg'], orderBy: { field: 'weightKg', order: 'desc' }, limit: 10 });
    const cars = await names(ctx, 'carInfo', 'carCode');
    return rows.map((r, i) => ({ rank: i + 1, carCode: cars.get(r.carId as number) ?? '', times: r.count, weightKg: round2(r.weightKg) }));
  },
  [`${L}/classifyRecord/getResourceTrend`]: async (ctx): Promise<SeriesData> => {
    const days = lastDays(ctx, 15);
    const rows = await ctx.store.aggregate('classifyRecord', { filters: { recordTimeStart: days[0] }, groupBy: ['recordTime:day', 'garbageType'], sum: ['weightKg'] });
    const types = ['other', 'kitchen', 'recyclable'];
    return { categories: days, series: types.map((g) => ({ name: `ljszy.enum.garbageType.${g}`, type: 'line' as const, data: days.map((d) => round2(rows.filter((r) => r.recordTime_day === d && r.garbageType === g).reduce((s, r) => s + Number(r.weightKg), 0))) })) };
  },
  [`${L}/classifyRecord/getStatInfo`]: async (ctx): Promise<StatItem[]> => {
    const [all] = await ctx.store.aggregate('classifyRecord', { filters: { recordTimeStart: dayOffset(ctx, 29) }, groupBy: [], sum: ['weightKg'] });
    const [good] = await ctx.store.aggregate('classifyRecord', { filters: { recordTimeStart: dayOffset(ctx, 29), qualified: true }, groupBy: [], sum: ['weightKg'] });
    const count = all?.count ?? 0;
    return [
      { label: 'ljszy.classify.records', value: count },
      { label: 'ljszy.classify.weight', value: round2(Number(all?.weightKg ?? 0) / 1000), unit: 'kit.unit.t' },
      { label: 'ljszy.classify.rate', value: count ? round2(((good?.count ?? 0) / count) * 100) : 0, unit: '%' },
    ];
  },
};
