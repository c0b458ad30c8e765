/**
 * The route calls (/cloud/ljszy/route/*): a route's facilities, a vehicle's facilities through its
 * routes, candidates to add to a route (nearest first) and saving a route's facilities (enhanceRoute).
 * The spec's spellings (getFacilityByRounte, getFacsByRounteId) are kept: they are the paths.
 */
import { changes, HandlerError, type Handler, type HandlerContext } from '../../../kit/resource';
import { distanceKm, idParam, idsParam, routeFacilityIds } from './shared';

const R = '/cloud/ljszy/route';

type Facility = Record<string, unknown> & { id: number; location?: { lng: number; lat: number } | null };

const brief = (f: Facility, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  id: f.id,
  facilityName: f.facilityName,
  facilityCode: f.facilityCode,
  facilityType: `ljszy.enum.facilityType.${String(f.facilityType)}`,
  address: f.address,
  ...extra,
});

async function routeOf(ctx: HandlerContext, id: number) {
  const route = await ctx.store.get('route', id);
  if (!route) throw new HandlerError(ctx.t('kit.server.notFound'));
  return route;
}

async function facilities(ctx: HandlerContext): Promise<Facility[]> {
  return (await ctx.store.all('facilityInfo')) as Facility[];
}

async function carRouteIds(ctx: HandlerContext, carId: number): Promise<number[]> {
  return (await ctx.store.all('carRouteBand')).filter((b) => b.carId === carId).map((b) => b.routeId as number);
}

async function facilityIdsOfCar(ctx: HandlerContext, carId: number): Promise<number[]> {
  const ids = new Set<number>();
  for (const rid of await carRouteIds(ctx, carId)) for (const f of routeFacilityIds(await ctx.store.get('route', rid))) ids.add(f);
  return [...ids];
}

/** Facilities not on the route, nearest to the route's centre first. */
async function candidates(ctx: HandlerContext, onRoute: number[]) {
  const all = await facilities(ctx);
  const on = all.filter((f) => onRoute.includes(f.id) && f.location);
  const centre = on.length ? { lng: on.reduce((s, f) => s + f.location!.lng, 0) / on.length, lat: on.reduce((s, f) => s + f.location!.lat, 0) / on.length } : null;
  return all
    .filter((f) => !onRoute.includes(f.id) && (f.facilityType === 'point' || f.facilityType === 'station'))
    .map((f) => brief(f, { distanceKm: centre && f.location ? distanceKm(centre, f.location) : null }))
    .sort((a, b) => Number(a.distanceKm ?? 1e9) - Number(b.distanceKm ?? 1e9));
}

export const routeHandlers: Record<string, Handler> = {
  [`${R}/getFacilityByRounte`]: async (ctx) => {
    const ids = routeFacilityIds(await routeOf(ctx, idParam(ctx, 'routeId')));
    const all = await facilities(ctx);
    return ids.flatMap((id) => all.filter((f) => f.id === id)).map((f) => brief(f));
  },
  [`${R}/getFacilityByCarId`]: async (ctx) => {
    const ids = await facilityIdsOfCar(ctx, idParam(ctx, 'carId'));
    return (await facilities(ctx)).filter((f) => ids.includes(f.id)).map((f) => brief(f));
  },
  [`${R}/getFacsByRounteId`]: async (ctx) => routeFacilityIds(await routeOf(ctx, idParam(ctx, 'routeId'))),
  [`${R}/getAllFacsByRouteId`]: async (ctx) => {
    const ids = routeFacilityIds(await routeOf(ctx, idParam(ctx, 'routeId')));
    return (await facilities(ctx)).map((f) => brief(f, { inRoute: ids.includes(f.id), order: ids.indexOf(f.id) + 1 || null }));
  },
  // Saves the route's facilities: the route's update function.
  [`${R}/enhanceRoute`]: changes('ljszy.route.update', async (ctx) => {
    const id = idParam(ctx, 'routeId');
    await routeOf(ctx, id);
    const wanted = idsParam(ctx, 'facilityIds');
    const known = new Set((await facilities(ctx)).map((f) => f.id));
    const unknown = wanted.filter((f) => !known.has(f));
    if (unknown.length) throw new HandlerError(ctx.t('ljszy.route.unknownFacility', { ids: unknown.join(',') }));
    await ctx.store.update('route', id, { facilityIds: JSON.stringify(wanted) });
    return { routeId: id, facilityIds: wanted };
  }),
  [`${R}/getEnhancingFacsByRouteIdNew`]: async (ctx) => candidates(ctx, routeFacilityIds(await routeOf(ctx, idParam(ctx, 'routeId')))),
  [`${R}/getEnhancingFacsByCarIdNew`]: async (ctx) => candidates(ctx, await facilityIdsOfCar(ctx, idParam(ctx, 'carId'))),
  [`${R}/getFacsByCarId`]: async (ctx) => facilityIdsOfCar(ctx, idParam(ctx, 'carId')),
};
