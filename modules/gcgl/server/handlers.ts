/**
 * The ledger's calls beside CRUD and the computed lists:
 * - common/getEqpList: the toilets as choices `{ value, label, code }`, optionally of a region.
 * - common/loadToiletEquipmentTree (POST): regions → toilets → gateways → sub-devices, each node
 *   `{ id, title, type, state, children }` (ids unique across levels: `r1`, `t3`, `g2`, `s7`), gateways with their state.
 * - equipmentManage/syncPointer (changes data): a toilet's map point, from `lng`/`lat` when given
 *   (picked on the map), else its gateways' last position reading (`lng`, `lat` metrics).
 * - equipmentManage/getAnalysisInfo: the ledger page's header figures.
 * - equipmentManage/getGcList: the toilets of a region (`regionId`, or the row's `id` on 区域).
 * - deviceManage/getToiletList: the toilets a gateway can be installed in, with how many they have.
 * - sensorManage/getHistoryData: server/sensors.ts.
 */
import { formatDate, HandlerError, type Handler } from '../../../kit/resource';
import { pathOf } from '../resources/paths';
import { dayStart, idOf, readLedger } from './ledger';
import { historyData } from './sensors';

type Row = Record<string, unknown>;

const DAY = 86_400_000;
const byCode = (a: Row, b: Row) => String(a.toiletCode).localeCompare(String(b.toiletCode));

const eqpList: Handler = async (ctx) => {
  const regionId = ctx.input.regionId ? idOf(ctx.input.regionId, ctx.t('gcgl.error.noRegion')) : null;
  const toilets = await ctx.store.all('toilet', regionId ? { regionId } : {}, 20_000);
  return toilets.sort(byCode).map((t) => ({ value: Number(t.id), label: String(t.toiletName), code: String(t.toiletCode) }));
};

const equipmentTree: Handler = async (ctx) => {
  const ledger = await readLedger(ctx.store);
  const t = ctx.t;
  const subsOf = (gatewayId: number) =>
    ledger.subs
      .filter((s) => Number(s.gatewayId) === gatewayId)
      .map((s) => ({ id: `s${String(s.id)}`, title: `${String(s.subName)}（${String(s.subCode)}）`, type: t('gcgl.tree.sub'), state: '' }));
  const gatewaysOf = (toiletId: number) =>
    ledger.gateways
      .filter((g) => Number(g.row.toiletId) === toiletId)
      .map((g) => ({ id: `g${String(g.row.id)}`, title: `${String(g.row.deviceName)}（${String(g.row.deviceCode)}）`, type: t('gcgl.tree.gateway'), state: t(`gcgl.enum.onlineState.${g.online ? 'online' : 'offline'}`), children: subsOf(Number(g.row.id)) }));
  const toiletsOf = (regionId: number) =>
    ledger.toilets
      .filter((x) => Number(x.regionId) === regionId)
      .sort(byCode)
      .map((x) => ({ id: `t${String(x.id)}`, title: String(x.toiletName), type: t('gcgl.tree.toilet'), state: '', children: gatewaysOf(Number(x.id)) }));
  return [...ledger.regions.values()]
    .sort((a, b) => Number(a.sort) - Number(b.sort))
    .map((r) => ({ id: `r${String(r.id)}`, title: String(r.regionName), type: t('gcgl.tree.region'), state: '', children: toiletsOf(Number(r.id)) }));
};

/** A coordinate from the input: null when blank, NaN when not a number within `limit`. */
const coordinate = (value: unknown, limit: number) => {
  if (value === undefined || value === null || String(value).trim() === '') return null;
  const n = Number(String(value).trim());
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : NaN;
};

const syncPointer: Handler = async (ctx) => {
  const { store, t, input } = ctx;
  const id = idOf(input.id, t('gcgl.error.noToilet'));
  const lng = coordinate(input.lng, 180);
  const lat = coordinate(input.lat, 90);
  if (Number.isNaN(lng) || Number.isNaN(lat) || (lng === null) !== (lat === null)) throw new HandlerError(t('gcgl.error.point'));
  const toilet = await store.get('toilet', id);
  if (!toilet) throw new HandlerError(t('gcgl.error.noToilet'));
  let point: { lng: number; lat: number } | null = lng !== null && lat !== null ? { lng, lat } : null;
  let source = 'picked';
  if (!point) {
    // The newest position any of its gateways reported, within the week before each was last heard.
    const ledger = await readLedger(store);
    let newest = -Infinity;
    for (const g of ledger.gateways.filter((x) => Number(x.row.toiletId) === id && x.device?.heartbeatAt)) {
      const heard = g.device!.heartbeatAt!;
      for (const r of await store.devices.readings(g.device!.id, ['lng', 'lat'], { from: heard - 7 * DAY, to: heard })) {
        if (r.values.lng !== undefined && r.values.lat !== undefined && r.t > newest) [newest, point] = [r.t, { lng: r.values.lng, lat: r.values.lat }];
      }
    }
    if (!point) throw new HandlerError(t('gcgl.error.noPosition', { name: String(toilet.toiletName) }));
    source = 'device';
  }
  const pointAt = formatDate(new Date(store.devices.now()), true);
  await store.update('toilet', id, { location: point, pointSource: source, pointAt });
  return { id, location: point, pointSource: source, pointAt, message: t('gcgl.toilet.synced', { name: String(toilet.toiletName), lng: point.lng, lat: point.lat }) };
};

const analysisInfo: Handler = async (ctx) => {
  const ledger = await readLedger(ctx.store);
  const now = ctx.store.devices.now();
  const today = dayStart(now);
  let visitorsToday = 0;
  for (const g of ledger.gateways) {
    if (!g.device) continue;
    const metrics = ledger.subs.filter((s) => Number(s.gatewayId) === Number(g.row.id) && s.subType === 'visitors').map((s) => String(s.metric));
    if (!metrics.length) continue;
    for (const r of await ctx.store.devices.readings(g.device.id, [...new Set(metrics)], { from: today, to: now })) for (const m of metrics) visitorsToday += r.values[m] ?? 0;
  }
  const online = ledger.gateways.filter((g) => g.online).length;
  return {
    toiletCount: ledger.toilets.length,
    openCount: ledger.toilets.filter((x) => x.state === 'open').length,
    regionCount: ledger.regions.size,
    withDeviceCount: new Set(ledger.gateways.map((g) => Number(g.row.toiletId))).size,
    gatewayCount: ledger.gateways.length,
    onlineCount: online,
    offlineCount: ledger.gateways.length - online,
    sensorCount: ledger.subs.length,
    visitorsToday: Math.round(visitorsToday),
  };
};

const gcList: Handler = async (ctx) => {
  const regionId = idOf(ctx.input.regionId ?? ctx.input.id, ctx.t('gcgl.error.noRegion'));
  const [region] = await Promise.all([ctx.store.get('region', regionId)]);
  if (!region) throw new HandlerError(ctx.t('gcgl.error.noRegion'));
  const toilets = await ctx.store.all('toilet', { regionId }, 20_000);
  return toilets.sort(byCode).map((x) => ({ id: Number(x.id), toiletCode: x.toiletCode, toiletName: x.toiletName, address: x.address ?? '', state: ctx.t(`gcgl.enum.toiletState.${String(x.state)}`) }));
};

const toiletList: Handler = async (ctx) => {
  const [toilets, gateways] = await Promise.all([ctx.store.all('toilet', {}, 20_000), ctx.store.all('gateway', {}, 20_000)]);
  return toilets.sort(byCode).map((x) => ({ id: Number(x.id), toiletCode: x.toiletCode, toiletName: x.toiletName, gatewayCount: gateways.filter((g) => Number(g.toiletId) === Number(x.id)).length }));
};

export const handlers: Record<string, Handler> = {
  [pathOf('common', 'getEqpList')]: eqpList,
  [pathOf('common', 'loadToiletEquipmentTree')]: equipmentTree,
  [pathOf('equipmentManage', 'syncPointer')]: syncPointer,
  [pathOf('equipmentManage', 'getAnalysisInfo')]: analysisInfo,
  [pathOf('equipmentManage', 'getGcList')]: gcList,
  [pathOf('deviceManage', 'getToiletList')]: toiletList,
  [pathOf('sensorManage', 'getHistoryData')]: historyData,
};
