/**
 * Transfer data investigation (/cloud/ljszy/transferDataInvestigation/*): one vehicle on one day —
 * its track, stops, weighings, work record, facilities of its routes, whole-day points and the
 * weighbridge history at transfer stations. The demo has no vehicle terminals, so the track is laid
 * along the vehicle's route facilities from the route's start time (deterministic, written down here).
 */
import type { Handler, HandlerContext } from '../../../kit/resource';
import { names } from './reports';
import { dateParam, dayOffset, idParam, routeFacilityIds } from './shared';

const T = '/cloud/ljszy/transferDataInvestigation';

type Point = { time: string; lng: number; lat: number; speed: number; facilityName?: string };

async function carRoutes(ctx: HandlerContext, carId: number) {
  const bands = (await ctx.store.all('carRouteBand')).filter((b) => b.carId === carId);
  const routes = [];
  for (const b of bands) {
    const r = await ctx.store.get('route', b.routeId as number);
    if (r) routes.push(r);
  }
  return routes;
}

/** The vehicle's track on a day, one point every `stepMinutes` along its first route's facilities. */
export async function trackOf(ctx: HandlerContext, carId: number, day: string, stepMinutes: number): Promise<Point[]> {
  const [route] = await carRoutes(ctx, carId);
  if (!route) return [];
  const facs = await ctx.store.all('facilityInfo');
  const stops = routeFacilityIds(route)
    .map((id) => facs.find((f) => f.id === id))
    .filter((f): f is Record<string, unknown> => !!f?.location);
  if (stops.length < 2) return [];
  const [h, m] = String(route.startTime ?? '05:00').split(':').map(Number) as [number, number];
  const points: Point[] = [];
  let minute = h * 60 + m;
  for (let i = 0; i < stops.length - 1; i++) {
    const a = stops[i]!.location as { lng: number; lat: number };
    const b = stops[i + 1]!.location as { lng: number; lat: number };
    for (let s = 0; s < 3; s++, minute += stepMinutes) {
      const k = s / 3;
      const time = `${day} ${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00`;
      points.push({ time, lng: +(a.lng + (b.lng - a.lng) * k).toFixed(5), lat: +(a.lat + (b.lat - a.lat) * k).toFixed(5), speed: s === 0 ? 0 : 25 + ((i * 7 + s * 11) % 20), ...(s === 0 ? { facilityName: String(stops[i]!.facilityName) } : {}) });
    }
  }
  return points;
}

const onDay = (day: string, field: string) => ({ [`${field}Start`]: day, [`${field}End`]: day });

export const investigationHandlers: Record<string, Handler> = {
  [`${T}/pointList`]: async (ctx) => trackOf(ctx, idParam(ctx, 'carId'), dateParam(ctx), 5),
  [`GET ${T}/stopList`]: async (ctx) => {
    const carId = idParam(ctx, 'carId');
    const fac = await names(ctx, 'facilityInfo', 'facilityName');
    const rows = await ctx.store.all('carArrivalRecord', { carId, ...onDay(dateParam(ctx), 'arriveTime') });
    return rows.map((r) => ({ facilityName: fac.get(r.facilityId as number) ?? '', arriveTime: r.arriveTime, leaveTime: r.leaveTime, stayMinutes: r.stayMinutes }));
  },
  [`${T}/weightList`]: async (ctx) => {
    const fac = await names(ctx, 'facilityInfo', 'facilityName');
    const rows = await ctx.store.all('carWeightOperate', { carId: idParam(ctx, 'carId'), ...onDay(dateParam(ctx), 'weighTime') });
    return rows.map((r) => ({ ticketNo: r.ticketNo, facilityName: fac.get(r.facilityId as number) ?? '', grossWeight: r.grossWeight, tareWeight: r.tareWeight, netWeight: r.netWeight, weighTime: r.weighTime }));
  },
  [`${T}/workList`]: async (ctx) => {
    const routes = await names(ctx, 'route', 'routeName');
    const day = dateParam(ctx);
    const rows = await ctx.store.all('carWork', { carId: idParam(ctx, 'carId'), workDateStart: day, workDateEnd: day });
    return rows.map((r) => ({ workDate: r.workDate, routeName: routes.get(r.routeId as number) ?? '', trips: r.trips, mileage: r.mileage, weight: r.weight, workStatus: `ljszy.enum.workStatus.${String(r.workStatus)}` }));
  },
  [`${T}/ssglFacilityData`]: async (ctx) => {
    const carId = idParam(ctx, 'carId');
    const day = dateParam(ctx);
    const ids = new Set((await carRoutes(ctx, carId)).flatMap((r) => routeFacilityIds(r)));
    const collected = new Set((await ctx.store.all('classifyRecord', { carId, ...onDay(day, 'recordTime') })).map((r) => r.facilityId));
    return (await ctx.store.all('facilityInfo')).filter((f) => ids.has(f.id as number)).map((f) => ({ id: f.id, facilityName: f.facilityName, address: f.address, collected: collected.has(f.id) }));
  },
  [`${T}/wholeDayPointData`]: async (ctx) => trackOf(ctx, idParam(ctx, 'carId'), dateParam(ctx), 10),
  [`${T}/getDikonZccHisList`]: async (ctx) => {
    const facs = await ctx.store.all('facilityInfo', { facilityType: 'transfer' });
    const transfer = new Map(facs.map((f) => [f.id, f.facilityName]));
    const rows = await ctx.store.all('carWeightOperate', { carId: idParam(ctx, 'carId'), weighTimeStart: dayOffset(ctx, 6) });
    return rows.filter((r) => transfer.has(r.facilityId)).map((r) => ({ ticketNo: r.ticketNo, facilityName: transfer.get(r.facilityId), netWeight: r.netWeight, weighTime: r.weighTime }));
  },
};
