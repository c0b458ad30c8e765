/**
 * The estate board's calls (board/bidiv/…, gis/flx/…): each answers the kit's shapes for the wall
 * screen, taken at `asOf` (the screen's moment, else now). Definitions beside each; the README lists them.
 */
import { checkLngLat } from '../../../kit/screen/points';
import { distanceMetres } from '../../../kit/geo/coords';
import { formatDate, HandlerError, type Handler, type HandlerContext } from '../../../kit/resource';
import { asOfOf, daysBefore, DISTRICTS, districtOf, round } from './common';

const P = '/cloud/zszy/prd/api';
type Row = Record<string, unknown>;
/** A device is active when it reported within this many hours before asOf. */
export const ACTIVE_HOURS = 24;

const parseTime = (v: unknown) => (typeof v === 'string' ? new Date(v.replace(' ', 'T')).getTime() : NaN);

/** baseAsset: counts at asOf — estates, households, smart bins, weighing stations, cameras, open tasks. */
const baseAsset: Handler = async (ctx) => {
  asOfOf(ctx);
  const [estates, devices, open] = await Promise.all([ctx.store.all('housingEstate'), ctx.store.all('positionDevice'), ctx.store.all('collectionTask', { state: 'open' })]);
  const count = (type: string) => devices.filter((d) => d.deviceType === type).length;
  return [
    { label: 'zszy.asset.estates', value: estates.length, unit: 'zszy.unit.count' },
    { label: 'zszy.asset.households', value: estates.reduce((s, e) => s + Number(e.households ?? 0), 0), unit: 'zszy.unit.households' },
    { label: 'zszy.asset.bins', value: count('bin') },
    { label: 'zszy.asset.scales', value: count('scale') },
    { label: 'zszy.asset.cameras', value: count('camera') },
    { label: 'zszy.asset.openTasks', value: open.length },
  ];
};

/** baseFlzt: the sorting subjects — the estates by disposal mode (a ring). */
const baseFlzt: Handler = async (ctx) => {
  asOfOf(ctx);
  const estates = await ctx.store.all('housingEstate');
  return ['timed', 'smart', 'merged'].map((mode) => ({ name: `zszy.sortingMode.${mode}`, value: estates.filter((e) => e.sortingMode === mode).length }));
};

/** basePosition: the estates where they are, with households and their devices (the map's estate layer). */
const basePosition: Handler = async (ctx) => {
  asOfOf(ctx);
  const district = districtOf(ctx);
  const [estates, devices] = await Promise.all([ctx.store.all('housingEstate', district ? { district } : {}), ctx.store.all('positionDevice')]);
  return estates.map((e) => {
    const at = e.location as { lng: number; lat: number } | null;
    return { id: e.id, name: e.estateName, lng: at?.lng ?? null, lat: at?.lat ?? null, district: e.district, households: e.households, devices: devices.filter((d) => d.estateId === e.id).length, value: e.households };
  });
};

/** activeStatus: the devices active (reported within 24 h of asOf), inactive, and never reported. */
const activeStatus: Handler = async (ctx) => {
  const asOf = asOfOf(ctx).getTime();
  const devices = await ctx.store.all('positionDevice');
  let active = 0;
  let inactive = 0;
  let never = 0;
  for (const d of devices) {
    const t = parseTime(d.lastReportAt);
    if (Number.isNaN(t)) never++;
    else if (t <= asOf && t >= asOf - ACTIVE_HOURS * 3_600_000) active++;
    else inactive++;
  }
  return [
    { name: 'zszy.active.active', value: active },
    { name: 'zszy.active.inactive', value: inactive },
    { name: 'zszy.active.never', value: never },
  ];
};

/** The district rows of `days`, optionally of one district. */
async function daily(ctx: HandlerContext, days: string[], district?: string): Promise<Row[]> {
  return ctx.store.all('districtDaily', { dayStart: days[0], dayEnd: days[days.length - 1], ...(district ? { district } : {}) }, 20_000);
}

/** flxDeviceUse: disposals recorded by the devices per day (the days before asOf; summed over districts). */
const flxDeviceUse: Handler = async (ctx) => {
  const days = daysBefore(ctx, asOfOf(ctx));
  const rows = await daily(ctx, days, districtOf(ctx));
  const sum = (day: string) => {
    const of = rows.filter((r) => r.day === day && r.deviceUses !== null);
    return of.length ? of.reduce((s, r) => s + Number(r.deviceUses), 0) : null;
  };
  return { categories: days, current: null, series: [{ name: 'zszy.figure.deviceUses', type: 'bar', unit: 'zszy.unit.times', data: days.map(sum) }] };
};

/** residentProjectSummaryScoreDaily: the mean of the districts' residents' scores per day (none: null). */
const residentScore: Handler = async (ctx) => {
  const days = daysBefore(ctx, asOfOf(ctx));
  const rows = await daily(ctx, days, districtOf(ctx));
  const mean = (day: string) => {
    const of = rows.filter((r) => r.day === day && typeof r.residentScore === 'number');
    return of.length ? round(of.reduce((s, r) => s + Number(r.residentScore), 0) / of.length) : null;
  };
  return { categories: days, current: null, series: [{ name: 'zszy.figure.score', type: 'line', unit: 'zszy.unit.points', data: days.map(mean) }] };
};

/** spotPutProjectSummaryDaily: fixed-time disposals on and off time per day, and the on-time rate. */
const spotPut: Handler = async (ctx) => {
  const days = daysBefore(ctx, asOfOf(ctx));
  const rows = await daily(ctx, days, districtOf(ctx));
  const sum = (day: string, key: string) => {
    const of = rows.filter((r) => r.day === day && typeof r[key] === 'number');
    return of.length ? of.reduce((s, r) => s + Number(r[key]), 0) : null;
  };
  const on = days.map((d) => sum(d, 'spotOnTime'));
  const off = days.map((d) => sum(d, 'spotOffTime'));
  return {
    categories: days,
    current: null,
    series: [
      { name: 'zszy.figure.onTime', type: 'bar', stack: 'put', unit: 'zszy.unit.times', data: on },
      { name: 'zszy.figure.offTime', type: 'bar', stack: 'put', unit: 'zszy.unit.times', data: off },
      { name: 'zszy.figure.onTimeRate', type: 'line', unit: '%', data: on.map((v, i) => (v === null || off[i] === null || v + off[i]! === 0 ? null : round((v / (v + off[i]!)) * 100))) },
    ],
  };
};

/** residentKnowRate: aware ÷ surveyed per district in the latest month surveyed (or `month`); null where nobody was asked. */
const residentKnowRate: Handler = async (ctx) => {
  asOfOf(ctx);
  const m = ctx.input.month;
  if (m !== undefined && m !== '' && (typeof m !== 'string' || !/^\d{4}-\d{2}$/.test(m))) throw new HandlerError(ctx.t('zszy.param.month'));
  const latest = typeof m === 'string' && m ? m : (((await ctx.store.aggregate('awarenessSurvey', { groupBy: ['month'], orderBy: { field: 'month', order: 'desc' }, limit: 1 }))[0]?.month as string | undefined) ?? formatDate(new Date(ctx.store.devices.now())).slice(0, 7));
  const [rows, estates] = await Promise.all([ctx.store.all('awarenessSurvey', { month: latest }), ctx.store.all('housingEstate')]);
  const districtOfEstate = new Map(estates.map((e) => [e.id, String(e.district)]));
  const present = DISTRICTS.filter((d) => estates.some((e) => e.district === d));
  const rate = (d: string) => {
    const of = rows.filter((r) => districtOfEstate.get(r.estateId) === d);
    const surveyed = of.reduce((s, r) => s + Number(r.surveyed ?? 0), 0);
    return surveyed ? round((of.reduce((s, r) => s + Number(r.aware ?? 0), 0) / surveyed) * 100) : null;
  };
  return { month: latest, categories: present.map((d) => `zszy.district.${d}`), current: null, series: [{ name: 'zszy.figure.knowRate', type: 'bar', unit: '%', data: present.map(rate) }] };
};

/** getHouseDeviceCircle: the devices within `radius` metres (50–3000, default 500) of an estate, nearest first; devices without valid coordinates apart. */
const houseDeviceCircle: Handler = async (ctx) => {
  const id = Number(ctx.input.estateId);
  if (!Number.isInteger(id) || id <= 0) throw new HandlerError(ctx.t('zszy.param.estateId'));
  const radius = ctx.input.radius === undefined || ctx.input.radius === '' ? 500 : Number(ctx.input.radius);
  if (!Number.isFinite(radius) || radius < 50 || radius > 3000) throw new HandlerError(ctx.t('zszy.param.radius'));
  const estate = await ctx.store.get('housingEstate', id);
  if (!estate) throw new HandlerError(ctx.t('zszy.param.noEstate', { id }));
  const at = estate.location as { lng: number; lat: number } | null;
  const centre = checkLngLat(at?.lng, at?.lat);
  if (!centre.ok) throw new HandlerError(ctx.t('zszy.param.noCoords'));
  const devices = await ctx.store.all('positionDevice');
  const inside: Row[] = [];
  const anomalies: Row[] = [];
  for (const d of devices) {
    const p = d.location as { lng: number; lat: number } | null;
    const c = checkLngLat(p?.lng, p?.lat);
    if (!c.ok) {
      if (d.estateId === id) anomalies.push({ id: d.id, deviceCode: d.deviceCode, deviceType: d.deviceType, reason: c.reason });
      continue;
    }
    const distance = Math.round(distanceMetres(centre.at, c.at));
    if (distance <= radius) inside.push({ id: d.id, deviceCode: d.deviceCode, deviceType: d.deviceType, estateId: d.estateId, fillLevel: d.fillLevel ?? null, fillBand: d.fillBand ?? null, lng: c.at[0], lat: c.at[1], distance });
  }
  inside.sort((a, b) => Number(a.distance) - Number(b.distance));
  return { estate: { id, estateName: estate.estateName, lng: centre.at[0], lat: centre.at[1] }, radius, devices: inside, anomalies };
};

/** The open collection tasks at asOf, the soonest deadline first, with their estate and bin (the screen's task panel). */
const openTasks: Handler = async (ctx) => {
  const asOf = asOfOf(ctx).getTime();
  const tasks = (await ctx.store.all('collectionTask', { state: 'open' })).sort((a, b) => String(a.deadline).localeCompare(String(b.deadline)));
  const [estates, devices] = await Promise.all([
    ctx.store.names('housingEstate', 'estateName', tasks.map((t) => Number(t.estateId))),
    ctx.store.names('positionDevice', 'deviceCode', tasks.map((t) => Number(t.deviceId))),
  ]);
  return tasks.map((t) => ({
    id: t.id,
    taskNo: t.taskNo,
    estateName: estates.get(Number(t.estateId)) ?? null,
    deviceCode: devices.get(Number(t.deviceId)) ?? null,
    band: `zszy.band.${String(t.band)}`,
    fillLevel: t.fillLevel ?? null,
    deadline: typeof t.deadline === 'string' ? t.deadline.slice(5, 16) : null,
    overdue: parseTime(t.deadline) < asOf ? 'zszy.task.overdue' : 'zszy.task.inTime',
  }));
};

export const boardHandlers: Record<string, Handler> = {
  [`GET ${P}/board/bidiv/baseAsset`]: baseAsset,
  [`GET ${P}/board/bidiv/baseFlzt`]: baseFlzt,
  [`GET ${P}/board/bidiv/basePosition`]: basePosition,
  [`GET ${P}/board/bidiv/activeStatus`]: activeStatus,
  [`GET ${P}/board/bidiv/residentKnowRate`]: residentKnowRate,
  [`GET ${P}/board/bidiv/residentProjectSummaryScoreDaily`]: residentScore,
  [`GET ${P}/board/bidiv/spotPutProjectSummaryDaily`]: spotPut,
  [`GET ${P}/gis/flx/flxDeviceUse`]: flxDeviceUse,
  [`GET ${P}/gis/flx/getHouseDeviceCircle`]: houseDeviceCircle,
  [`GET ${P}/board/openTasks`]: openTasks,
};
