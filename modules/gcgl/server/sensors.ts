/**
 * The sensors (sensorManage): every sub-device with its toilet, the latest value of its metric among
 * its gateway's readings of the week before the gateway was last heard, and the gateway's state; and one
 * sensor's readings over a range in at most `points` buckets (mean, lowest and highest per bucket) for
 * the history chart.
 */
import { checkedToWire, formatDate, HandlerError, pageRows, type Handler, type ReportSource } from '../../../kit/resource';
import { idOf, rangeOf, readLedger, timeText } from './ledger';

const DAY = 86_400_000;
/** The unit of each kind of sub-device's metric (catalogue keys). */
export const UNITS: Record<string, string> = {
  nh3: 'gcgl.unit.ppm',
  h2s: 'gcgl.unit.ppm',
  visitors: 'gcgl.unit.person',
  waterLevel: 'gcgl.unit.percent',
  waterMeter: 'gcgl.unit.m3',
  electricMeter: 'gcgl.unit.kwh',
  temperature: 'gcgl.unit.celsius',
  humidity: 'gcgl.unit.percent',
};

/** sensorManage/pageList and export: filters subCode, subName, toiletId, deviceCode, subType, state. */
export const sensorSource: ReportSource = async (ctx, q) => {
  const f = checkedToWire(q.filters) as Record<string, string | undefined>;
  const ledger = await readLedger(ctx.store);
  const toiletName = new Map(ledger.toilets.map((t) => [Number(t.id), String(t.toiletName)]));
  const latest = new Map<number, Map<string, { t: number; v: number }>>();
  for (const g of ledger.gateways) {
    if (!g.device?.heartbeatAt) continue;
    const metrics = [...new Set(ledger.subs.filter((s) => Number(s.gatewayId) === Number(g.row.id)).map((s) => String(s.metric)))];
    const last = new Map<string, { t: number; v: number }>();
    // The day before it was last heard, then the week for the metrics not read that day.
    for (const days of [1, 7]) {
      const missing = metrics.filter((m) => !last.has(m));
      if (!missing.length) break;
      for (const r of await ctx.store.devices.readings(g.device.id, missing, { from: g.device.heartbeatAt - days * DAY, to: g.device.heartbeatAt })) {
        for (const [m, v] of Object.entries(r.values)) last.set(m, { t: r.t, v });
      }
    }
    latest.set(Number(g.row.id), last);
  }
  const has = (value: unknown, part: string | undefined) => !part || String(value ?? '').includes(part.trim());
  const rows = ledger.subs
    .map((s) => {
      const g = ledger.gatewayOf.get(Number(s.gatewayId));
      const reading = latest.get(Number(s.gatewayId))?.get(String(s.metric)) ?? null;
      return {
        id: Number(s.id),
        subCode: s.subCode,
        subName: s.subName,
        toiletId: g ? Number(g.row.toiletId) : null,
        toiletName: g ? (toiletName.get(Number(g.row.toiletId)) ?? '') : '',
        deviceCode: g ? String(g.row.deviceCode) : '',
        subType: s.subType,
        place: s.place ?? null,
        value: reading?.v ?? null,
        unit: ctx.t(UNITS[String(s.subType)] ?? ''),
        readAt: timeText(reading?.t ?? null),
        state: g?.online ? 'online' : 'offline',
      };
    })
    .filter((r) => has(r.subCode, f.subCode) && has(r.subName, f.subName) && has(r.deviceCode, f.deviceCode) && (!f.toiletId || r.toiletId === Number(f.toiletId)) && (!f.subType || r.subType === f.subType) && (!f.state || r.state === f.state));
  return pageRows(rows, q);
};

/**
 * sensorManage/getHistoryData: `id` (the sub-device) or `subCode`, `from`, `to` (default the last 24
 * hours), `points` (buckets, 10–1000, default 200). Answers the chart's `{ categories, series }` and
 * the buckets `{ t, time, avg, min, max, count }`; a bucket without readings is left out.
 */
export const historyData: Handler = async (ctx) => {
  const { input, store, t } = ctx;
  const subs = input.subCode ? await store.all('deviceSub', { subCode: String(input.subCode) }, 1) : [await store.get('deviceSub', idOf(input.id, t('gcgl.error.noSensor')))];
  const sub = subs[0];
  if (!sub) throw new HandlerError(t('gcgl.error.noSensor'));
  const points = input.points === undefined || input.points === '' ? 200 : Number(input.points);
  if (!Number.isInteger(points) || points < 10 || points > 1000) throw new HandlerError(t('gcgl.error.points'));
  const range = rangeOf(input.from, input.to, store.devices.now(), 1, store.devices.maxRangeDays, t('gcgl.error.range', { days: store.devices.maxRangeDays }));
  const gateway = await store.get('gateway', Number(sub.gatewayId));
  const code = String(gateway?.deviceCode ?? '');
  const device = code ? (await store.devices.list(['toilet'], { codes: [code] }))[0] : undefined;
  const metric = String(sub.metric);
  const steps = device ? await store.devices.readings(device.id, [metric], range) : [];
  const size = Math.max(1, Math.ceil((range.to - range.from) / points));
  const buckets = new Map<number, { sum: number; min: number; max: number; count: number }>();
  for (const r of steps) {
    const v = r.values[metric]!;
    const k = range.from + Math.floor((r.t - range.from) / size) * size;
    const b = buckets.get(k);
    buckets.set(k, b ? { sum: b.sum + v, min: Math.min(b.min, v), max: Math.max(b.max, v), count: b.count + 1 } : { sum: v, min: v, max: v, count: 1 });
  }
  const rows = [...buckets].map(([k, b]) => ({ t: k, time: formatDate(new Date(k), true).slice(0, 16), avg: Math.round((b.sum / b.count) * 100) / 100, min: b.min, max: b.max, count: b.count }));
  const unit = UNITS[String(sub.subType)];
  return {
    subCode: sub.subCode,
    subName: sub.subName,
    metric,
    bucketMs: size,
    points: rows,
    categories: rows.map((r) => r.time.slice(5)),
    series: [{ name: String(sub.subName), type: 'line', data: rows.map((r) => r.avg), ...(unit ? { unit } : {}) }],
  };
};
