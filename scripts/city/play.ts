/**
 * The player of `npm run simulate:city`: a working day of the city through HTTP only.
 *
 * Devices: each device posts its own reading to the ingest with its own key (as a real terminal does),
 * or with `gateway` set, gateways relay what fell due in one `ingest/batch` call (each terminal's key):
 * vehicles every 10 s, badges every 30 s, toilets every 60 s, boxes every 5 min (model.ts PERIOD_S),
 * spread evenly over their period. `speed` > 1 plays a longer stretch of the day in the same time
 * (each device sends `speed` times as often; the readings' times run from `minutes × speed` ago to now,
 * since the ingest refuses readings from the future). At most `inFlight` calls wait for an answer at
 * once; what is due beyond that waits its turn and counts as backlog (the ingest not keeping up).
 *
 * Punches (`people`, the workers' duty settings): each worker's punches of today (scripts/city/
 * attendance.ts: shift starts and ends, a few late, forgotten or absent) go through the punch call
 * (attendanceRecord/save, source badge) when their time comes in the played stretch of the day: about
 * 75 000 a day at full size, in waves of up to ~20 a second around 05:00, 09:00, 13:00–14:00, 17:30–18:00
 * and 22:00 (kind `punch`).
 *
 * Weighings (`weighing`, the sites the generator made): the day's loads (10 000 a day at full size,
 * `weighingsPerDay`) spread evenly over 05:00–19:00 China time (`weighingHours`), each weighed through
 * the weighing call (carWeighRecord/addUpdate: a vehicle, the station or plant of its district, gross
 * and tare) when its time comes in the played stretch: about 714 an hour, one every 5 s (kind `weighing`).
 * Each one moves today's version only: the month report keeps this month's earlier days and computes
 * today's rows (docs/scale.md fix 12).
 *
 * Work orders (`dispatch`, the fleet the generator registered in 车辆管理): a dispatcher raises one every
 * 30 s at full size (`ordersPerHour`, default 120 × scale) for the next vehicle of the fleet, its origin
 * where the vehicle will be two minutes after acceptance and its destination five minutes further on its
 * round (model.ts), a 60-minute deadline; the driver accepts it a minute later (`orderTimes.acceptAfterS`),
 * and every 5 minutes (`orderTimes.syncEveryS`) the dispatcher runs 按定位刷新 (sync: every accepted or
 * running order's positions read since acceptance, started and completed by the fences) and reads the
 * order list (kind `dispatch`). With `speed` > 1 the positions are dated behind the server's clock, so
 * orders are raised and accepted but do not move on.
 *
 * Office users (`officeUsers`, default 200), each a loop of one call then a think time of 5–15 s, by
 * this mix (docs/scale.md); each call is timed under `<kind>:<what>` (e.g. `list:staff by keyword`), so
 * a kind's p99 can be traced to the call that makes it (Recorder.ofKind):
 *   list 45 %   staff list (page 1–50 of 30 000 workers, one in four by keyword), weighing list (the
 *               last 7 days), alarm list (latest 50), user list
 *   chat 5 %    the dispatch chat: the channel list with unread counts, a district channel's latest 50
 *               messages, or a message posted to it (one in three each)
 *   detail 25 % a worker's record, a vehicle's last hour of track, a toilet's day of ammonia (series)
 *   board 15 %  the weighings' month report over the year (称重月报), a box's month of fill (series
 *               from the rollups)
 *   screen 10 % what a big screen loads: the tenant's vehicles with their online state (device/list of
 *               one kind), and the latest 200 alarms
 */
import { punchesOf } from './attendance';
import { cityModel, PERIOD_S, reading, type CityDevice, type Kind } from './model';
import { CHAT, chinaDate, RYKQ, stamp, type DeviceKey, type DispatchFleet, type WeighingSites } from './generate';
import { D, NP, Recorder, timed } from './client';

export type PlayOptions = {
  url: string;
  /** Several entry points (e.g. two instances without a balancer): calls go to each in turn. */
  urls?: string[];
  /** The tenant administrator's token (office users' calls; tokens of several sign-ins may be given). */
  tokens: string[];
  keys: DeviceKey[];
  /** Worker i's duty-setting id (Generated.people): their punches of the played stretch are sent. None: no punches. */
  people?: (number | null)[];
  /** Where loads are weighed (Generated.weighing): the loads of the played stretch are weighed. None: no weighings. */
  weighing?: WeighingSites;
  /** Loads weighed a day (default 10 000 × scale). */
  weighingsPerDay?: number;
  /** The China-time hours loads come in, from and to (default 5 and 19). */
  weighingHours?: [number, number];
  /** Dispatch's vehicles and departments (Generated.dispatch): work orders are raised for them. None: no orders. */
  dispatch?: DispatchFleet;
  /** Work orders raised an hour (default 120 × scale). */
  ordersPerHour?: number;
  /** Seconds from raising an order to its acceptance (default 60) and between two 按定位刷新 (default 300). */
  orderTimes?: { acceptAfterS?: number; syncEveryS?: number };
  scale: number;
  minutes: number;
  speed?: number;
  officeUsers?: number;
  inFlight?: number;
  /**
   * Terminals relayed by gateways: up to this many due messages go in one `ingest/batch` call (each
   * with its terminal's id and key). 0 (the default): every terminal posts its own `ingest` call.
   */
  gateway?: number;
  rec?: Recorder;
  /** Told each ingest's device, reading time and the wall time it was sent at (live latency probes). */
  onSend?: (deviceId: string, t: number, sentAt: number) => void;
  /** Called every `progressEvery` ms with a line of progress. */
  progress?: (line: string) => void;
  signal?: AbortSignal;
};

export type PlayResult = {
  rec: Recorder;
  seconds: number;
  /** Device messages posted and readings (metric values) accepted. */
  messages: number;
  readings: number;
  /** Device messages due but not sent when the time was up (the ingest did not keep up). */
  backlog: number;
  /** Messages a second the city's devices are due to send at this scale and speed. */
  dueRate: number;
  alarms: number;
  /** Punches sent through the punch call. */
  punches: number;
  /** Loads weighed through the weighing call. */
  weighings: number;
  /** Work orders raised and accepted through dispatch's calls (their ids), and the 按定位刷新 runs. */
  orders: { raised: number[]; accepted: number; syncs: number };
};

const JLZS = '/envcloud/hw/jlzs/api/v1';
const DISPATCH = (entity: string, op: string) => `/cloud/dispatch/${entity}/${op}`;
const sleep = (ms: number, signal?: AbortSignal) => new Promise<void>((r) => {
  const timer = setTimeout(r, ms);
  signal?.addEventListener('abort', () => (clearTimeout(timer), r()), { once: true });
});

/** Plays the city for `minutes`; answers what was sent and how it was answered. */
export async function playCity(o: PlayOptions): Promise<PlayResult> {
  const rec = o.rec ?? new Recorder();
  const entries = o.urls?.length ? o.urls : [o.url];
  let turn = 0;
  const at = () => entries[turn++ % entries.length]!;
  const speed = o.speed ?? 1;
  const inFlightMax = o.inFlight ?? 64;
  const city = cityModel(o.scale);
  const byCode = new Map(o.keys.map((k) => [k.code, k]));
  const devices = city.devices.filter((d) => byCode.has(d.code)).map((d) => ({ d, k: byCode.get(d.code)! }));
  const kinds = Object.keys(PERIOD_S) as Kind[];
  // Per kind: the devices by their offset in the period, a cursor and the round it is in.
  const lanes = kinds.map((kind) => {
    const list = devices.filter((x) => x.d.kind === kind).map((x) => ({ ...x, offset: x.d.phase * (PERIOD_S[kind] * 1000) / speed })).sort((a, b) => a.offset - b.offset);
    return { kind, list, periodMs: (PERIOD_S[kind] * 1000) / speed, j: 0, round: 0 };
  });
  const dueRate = lanes.reduce((n, l) => n + l.list.length / (l.periodMs / 1000), 0);
  const durationMs = o.minutes * 60_000;
  const realStart = Date.now();
  const simStart = realStart - durationMs * (speed - 1);
  const queue: { d: CityDevice; k: DeviceKey; due: number }[] = [];
  let inFlight = 0;
  let messages = 0;
  let readings = 0;
  let alarms = 0;

  const send = async (x: { d: CityDevice; k: DeviceKey; due: number }) => {
    inFlight++;
    const t = Math.round(simStart + (x.due - realStart) * speed);
    const sentAt = Date.now();
    o.onSend?.(x.k.id, t, sentAt);
    const data = (await timed(rec, 'ingest', at(), `${D}/ingest`, { deviceId: x.k.id, readings: [{ t, values: reading(x.d, t) }] }, { 'x-device-key': x.k.key })) as { accepted: number; alarms: unknown[] } | undefined;
    messages++;
    if (data) {
      readings += data.accepted;
      alarms += data.alarms.length;
    }
    inFlight--;
    pump();
  };
  const sendBatch = async (xs: { d: CityDevice; k: DeviceKey; due: number }[]) => {
    inFlight++;
    const sentAt = Date.now();
    const items = xs.map((x) => {
      const t = Math.round(simStart + (x.due - realStart) * speed);
      o.onSend?.(x.k.id, t, sentAt);
      return { deviceId: x.k.id, key: x.k.key, readings: [{ t, values: reading(x.d, t) }] };
    });
    const data = (await timed(rec, 'ingest', at(), `${D}/ingest/batch`, { items }, {})) as { accepted: number; items: { alarms: unknown[] }[] } | undefined;
    messages += xs.length;
    if (data) {
      readings += data.accepted;
      alarms += data.items.reduce((n, i) => n + i.alarms.length, 0);
    }
    inFlight--;
    pump();
  };
  const pump = () => {
    if (o.gateway) {
      while (inFlight < inFlightMax && queue.length) void sendBatch(queue.splice(0, o.gateway));
      return;
    }
    while (inFlight < inFlightMax && queue.length) void send(queue.shift()!);
  };

  // Office users.
  const officeUsers = o.officeUsers ?? 200;
  let staffIds: string[] = [];
  const auth = (i: number) => ({ authorization: `Bearer ${o.tokens[i % o.tokens.length]!}` });
  const first = (await timed(rec, 'setup', o.url, `${NP}/staff/pageList`, { pageNo: 1, pageSize: 100 }, auth(0))) as { records?: { id: string }[]; list?: { id: string }[] } | undefined;
  staffIds = (first?.records ?? first?.list ?? []).map((r) => r.id);
  const rooms = (await timed(rec, 'setup', o.url, `${CHAT}/channel/list`, {}, auth(0))) as { channels?: { id: string; kind: string }[] } | undefined;
  const channels = (rooms?.channels ?? []).filter((c) => c.kind === 'team').map((c) => c.id);
  const vehicles = o.keys.filter((k) => k.kind === 'vehicle');
  const toilets = o.keys.filter((k) => k.kind === 'toilet');
  const boxes = o.keys.filter((k) => k.kind === 'box');
  const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)]!;
  const day = (n: number) => {
    const d = new Date(Date.now() + 8 * 3600_000 - n * 86_400_000);
    return d.toISOString().slice(0, 10);
  };
  const stop = () => Date.now() - realStart >= durationMs || o.signal?.aborted;
  const office = async (i: number) => {
    await sleep(Math.min(Math.random() * 10_000, durationMs), o.signal);
    while (!stop()) {
      const h = auth(i);
      const now = Date.now();
      const r = Math.random();
      if (r >= 0.45 && r < 0.5 && channels.length) {
        const which = Math.floor(Math.random() * 3);
        if (which === 0) await timed(rec, 'chat:channels', at(), `${CHAT}/channel/list`, {}, h);
        else if (which === 1) await timed(rec, 'chat:messages', at(), `${CHAT}/message/list`, { channelId: pick(channels), limit: 50 }, h);
        else await timed(rec, 'chat:post', at(), `${CHAT}/message/post`, { channelId: pick(channels), text: `${pick(['清运车已到达', '压缩箱满溢，请调度', '道路保洁完成', '公厕异味，请处理'])}（${new Date().toISOString().slice(11, 19)}）` }, h);
      } else if (r < 0.5) {
        const which = Math.floor(Math.random() * 4);
        if (which === 0) {
          const keyword = Math.random() < 0.25 ? pick(['王', '李', '张伟', '陈']) : null;
          await timed(rec, keyword ? 'list:staff by keyword' : 'list:staff', at(), `${NP}/staff/pageList`, { pageNo: 1 + Math.floor(Math.random() * 50), pageSize: 20, ...(keyword ? { keyword } : {}) }, h);
        }
        else if (which === 1) await timed(rec, 'list:weighings', at(), `${JLZS}/carWeighRecord/pageList`, { pageNo: 1, pageSize: 20, weighTimeStart: day(7), orderField: 'weighTime', orderType: 'desc' }, h);
        else if (which === 2) await timed(rec, 'list:alarms', at(), `${D}/alarm/list`, { limit: 50 }, h);
        else await timed(rec, 'list:users', at(), `${NP}/user/pageList`, { pageNo: 1, pageSize: 20 }, h);
      } else if (r < 0.75) {
        const which = Math.floor(Math.random() * 3);
        if (which === 0 && staffIds.length) await timed(rec, 'detail:worker', at(), `${NP}/staff/getById`, { id: pick(staffIds) }, h);
        else if (which === 1 && vehicles.length) await timed(rec, 'detail:track', at(), `${D}/readings/track`, { deviceId: pick(vehicles).id, from: now - 3600_000, to: now, columns: 1 }, h);
        else if (toilets.length) await timed(rec, 'detail:ammonia', at(), `${D}/readings/series`, { deviceId: pick(toilets).id, metric: 'nh3', from: now - 86_400_000, to: now }, h);
      } else if (r < 0.9) {
        if (Math.random() < 0.5) await timed(rec, 'board:month report', at(), `${JLZS}/carWeighRecord/monthReport`, { pageNo: 1, pageSize: 20, weighTimeStart: day(365) }, h);
        else if (boxes.length) await timed(rec, 'board:box fill', at(), `${D}/readings/series`, { deviceId: pick(boxes).id, metric: 'fill', from: now - 30 * 86_400_000, to: now }, h);
      } else {
        await timed(rec, 'screen', at(), `${D}/device/list`, { kind: 'vehicle' }, h);
        await timed(rec, 'screen.alarms', at(), `${D}/alarm/list`, { limit: 200 }, h);
      }
      await sleep(Math.min(5000 + Math.random() * 10_000, Math.max(0, durationMs - (Date.now() - realStart))), o.signal);
    }
  };
  const users = Array.from({ length: officeUsers }, (_, i) => office(i));

  // Punches: each worker's punches of the played stretch (sim time simStart … now at the end), due at
  // the real time their sim time maps to.
  const simEnd = realStart + durationMs;
  const punchQueue: { due: number; personId: number; at: string }[] = [];
  const dates = [...new Set([chinaDate(simStart, -1), chinaDate(simStart), chinaDate(simEnd)])];
  (o.people ?? []).forEach((personId, i) => {
    if (personId === null) return;
    for (const date of dates) {
      for (const at of punchesOf(i, date)) {
        const t = Date.parse(`${at.replace(' ', 'T')}Z`) - 8 * 3600_000;
        if (t >= simStart && t < simEnd) punchQueue.push({ due: realStart + (t - simStart) / speed, personId, at });
      }
    }
  });
  punchQueue.sort((a, b) => a.due - b.due);
  let punches = 0;
  // The punch, weighing and work-order calls still waiting for an answer (each removes itself when answered), awaited at the end.
  const waiting = new Set<Promise<unknown>>();
  const track = (call: Promise<unknown>) => {
    const tracked = call.finally(() => waiting.delete(tracked));
    waiting.add(tracked);
  };

  // Weighings: each day's loads evenly over the hours they come in, due at the real time their sim time maps to.
  const weighQueue: { due: number; t: number; k: number; date: string }[] = [];
  const sites = o.weighing;
  if (sites?.cars.length && sites.facilities.length) {
    const perDay = Math.max(1, Math.round(o.weighingsPerDay ?? 10_000 * o.scale));
    const [from, to] = o.weighingHours ?? [5, 19];
    for (const date of dates) {
      const dayStart = Date.parse(`${date}T00:00:00Z`) - 8 * 3600_000;
      for (let k = 0; k < perDay; k++) {
        const t = Math.round(dayStart + (from + ((k + 0.5) / perDay) * (to - from)) * 3600_000);
        if (t >= simStart && t < simEnd) weighQueue.push({ due: realStart + (t - simStart) / speed, t, k, date });
      }
    }
    weighQueue.sort((a, b) => a.due - b.due);
  }
  let weighings = 0;
  // Weighing numbers are unique: a run's own prefix, so a second run on the same day numbers its loads apart.
  const run = Math.floor(realStart / 1000).toString(36);
  const weigh = (w: (typeof weighQueue)[number]) => {
    const car = sites!.cars[w.k % sites!.cars.length]!;
    const site = sites!.facilities[w.k % sites!.facilities.length]!;
    const tare = 9 + (w.k % 5);
    const body = {
      weighNo: `CP${run}-${w.date.replaceAll('-', '')}-${w.k}`, carId: car, facilityId: site.id, district: site.district,
      garbageType: ['other', 'other', 'kitchen', 'recyclable', 'hazardous', 'bulky'][w.k % 6], leg: 'collect',
      grossWeight: Math.round((tare + 2 + ((w.k * 37) % 80) / 10) * 100) / 100, tareWeight: tare, weighTime: stamp(w.t),
    };
    track(timed(rec, 'weighing', at(), `${JLZS}/carWeighRecord/addUpdate`, body, auth(w.k)));
  };

  // Work orders: raised evenly over the stretch, each accepted `acceptAfterS` later; 按定位刷新 and the
  // order list every `syncEveryS`.
  const orders: PlayResult['orders'] = { raised: [], accepted: 0, syncs: 0 };
  const fleet = o.dispatch?.cars.length && o.dispatch.departments.length ? o.dispatch : null;
  const orderEveryMs = 3_600_000 / Math.max(1e-9, o.ordersPerHour ?? 120 * o.scale);
  const acceptAfterMs = (o.orderTimes?.acceptAfterS ?? 60) * 1000;
  const syncEveryMs = (o.orderTimes?.syncEveryS ?? 300) * 1000;
  const vehicleOf = new Map(city.devices.filter((d) => d.kind === 'vehicle').map((d) => [d.code, d]));
  const sim = (real: number) => Math.round(simStart + (real - realStart) * speed);
  let nextOrder = realStart + orderEveryMs / 2;
  let nextSync = realStart + syncEveryMs;
  const raise = (k: number) => {
    const car = fleet!.cars[k % fleet!.cars.length]!;
    const vehicle = vehicleOf.get(car.device);
    if (!vehicle) return;
    const acceptAt = Date.now() + acceptAfterMs;
    const point = (t: number) => {
      const p = reading(vehicle, t);
      return { lng: p.lng!, lat: p.lat! };
    };
    const body = {
      title: `${pick(['清运', '道路保洁', '巡查', '设施维修'])}任务 ${k + 1}`, jobType: pick(['clean', 'inspect', 'repair']), priority: pick(['high', 'normal', 'normal', 'low']),
      deptId: fleet!.departments[k % fleet!.departments.length], carId: car.id,
      originName: `${vehicle.name}作业点`, origin: point(sim(acceptAt) + 120_000), originRadius: 200,
      destName: `${vehicle.name}收车点`, dest: point(sim(acceptAt) + 420_000), destRadius: 300, deadlineChoice: '60',
    };
    track((async () => {
      const made = (await timed(rec, 'dispatch:raise order', at(), DISPATCH('workOrder', 'create'), body, auth(k))) as { id?: number } | undefined;
      if (!made?.id) return;
      orders.raised.push(made.id);
      await sleep(Math.max(0, acceptAt - Date.now()), o.signal);
      if (o.signal?.aborted) return;
      if (await timed(rec, 'dispatch:accept', at(), DISPATCH('workOrder', 'accept'), { id: made.id }, auth(k))) orders.accepted++;
    })());
  };
  let raisedCount = 0;

  // Devices: a tick every 50 ms queues what fell due.
  let lastProgress = realStart;
  let lastMessages = 0;
  while (!stop()) {
    const e = Date.now() - realStart;
    for (const lane of lanes) {
      if (!lane.list.length) continue;
      for (;;) {
        const x = lane.list[lane.j]!;
        const due = lane.round * lane.periodMs + x.offset;
        if (due > e) break;
        queue.push({ d: x.d, k: x.k, due: realStart + due });
        if (++lane.j === lane.list.length) {
          lane.j = 0;
          lane.round++;
        }
      }
    }
    pump();
    while (punchQueue.length && punchQueue[0]!.due <= Date.now()) {
      const p = punchQueue.shift()!;
      punches++;
      track(timed(rec, 'punch', at(), RYKQ('attendanceRecord', 'save'), { personId: p.personId, punchAt: p.at, source: 'badge' }, auth(punches)));
    }
    while (weighQueue.length && weighQueue[0]!.due <= Date.now()) {
      weighings++;
      weigh(weighQueue.shift()!);
    }
    while (fleet && nextOrder <= Date.now()) {
      raise(raisedCount++);
      nextOrder += orderEveryMs;
    }
    if (fleet && nextSync <= Date.now()) {
      nextSync += syncEveryMs;
      orders.syncs++;
      track(timed(rec, 'dispatch:sync (按定位刷新)', at(), DISPATCH('workOrder', 'sync'), {}, auth(orders.syncs)));
      track(timed(rec, 'dispatch:order list', at(), DISPATCH('workOrder', 'pageList'), { pageNo: 1, pageSize: 20 }, auth(orders.syncs)));
    }
    if (o.progress && Date.now() - lastProgress >= 10_000) {
      const s = (Date.now() - lastProgress) / 1000;
      o.progress(`${new Date().toISOString().slice(11, 19)} ${((messages - lastMessages) / s).toFixed(0)} messages/s (due ${dueRate.toFixed(0)}/s), backlog ${queue.length}, in flight ${inFlight}, punches ${punches}, weighings ${weighings}, errors ${rec.totalErrors()}`);
      lastProgress = Date.now();
      lastMessages = messages;
    }
    await sleep(50);
  }
  const backlog = queue.length;
  queue.length = 0;
  while (inFlight > 0) await sleep(20);
  const seconds = (Date.now() - realStart) / 1000;
  await Promise.all(users);
  await Promise.all(waiting);
  return { rec, seconds, messages, readings, backlog, dueRate, alarms, punches, weighings, orders };
}
