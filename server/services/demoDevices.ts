/**
 * The demo city's devices and what they measure at any time, as pure functions of the clock, so the
 * seed (the last hours before the first start) and `npm run simulate` (live, afterwards) tell one
 * continuous story: refuse lorries driving to and fro along the base map's main roads
 * (kit/geo/hangzhou.ts) with a stop at each end (the collection point and the transfer station),
 * fuel falling while driving and jumping back at a refuel, the water tanks of sprinklers and sweepers
 * (metric `water`, litres) falling the same way and filled back at the reserve, public toilet sensors (ammonia, visitors,
 * water tank, electricity meter `kwh`) following the day, and two devices offline (one silent for two days, one never heard).
 * Workers' positioning badges (kind `person`, codes = the badge of kit/people/demoCrew.ts: B-1001… of
 * tenant 1, B-2001… of tenant 2) walk to and fro along their work area on their shifts and lie at
 * the area's centre off shift; a few leave their area for 25 minutes every 150 minutes (off post for
 * 人员作业), two stand still for 40 minutes every two hours, one presses SOS once every six hours
 * (metric `sos` = 1, an alarm by the seed's rule) and one stopped reporting three hours before the
 * first start (device offline).
 *
 * Codes: V-101… vehicles and T-101… toilets of tenant 1, V-201… and T-201 of tenant 2. A vehicle
 * device's name starts with the plate of the car of 车辆管理 it is mounted on (clgl's seed), so every
 * module pairs it with that one car: cljk's 定位设备 and tank configurations, clwxfw's 车载设备,
 * 设备离线监测 and the vehicle cameras (demoVideo.ts) name the same vehicle. The ingest
 * keys are demo keys, public like the demo passwords: `demo-key-<code>` (e.g. `demo-key-V-101`).
 */
import { createHash } from 'node:crypto';
import { distanceMetres, roads, type LngLat } from '../../kit/geo';
import { demoCrew, SHIFT_TIMES, type CrewShift } from '../../kit/people/demoCrew';

export type DemoDevice = {
  id: string;
  tenantId: string;
  code: string;
  name: string;
  kind: 'vehicle' | 'toilet' | 'person';
  /** Vehicles: the base map road driven along, and where on its cycle the vehicle starts. */
  road?: string;
  phase?: number;
  /** Offline devices: 'silent' sent until two days ago, 'never' never sent. */
  offline?: 'silent' | 'never';
  /** Vehicles whose fuel is siphoned: SIPHON_LITRES gone at each of these minutes after a refuel. */
  siphonAt?: number[];
  /** A signal lost and back in the seeded hours: no readings from `from` to `to` minutes before the start (an offline episode that ended). */
  gap?: { from: number; to: number };
  /** Badges: the wearer's work area (fence ring, closed), shift and demo habit (see `personAt`). */
  person?: { fence: LngLat[]; shift: CrewShift; habit: BadgeHabit | null };
};

/** What a demo badge's wearer does besides working their area. */
export type BadgeHabit = 'leaves' | 'still' | 'sos';

const vehicle = (tenantId: string, n: number, name: string, road: string, phase: number, offline?: 'silent'): DemoDevice => ({
  id: `dv-demo-${tenantId}-v${n}`,
  tenantId,
  code: `V-${tenantId}${String(n).padStart(2, '0')}`,
  name,
  kind: 'vehicle',
  road,
  phase,
  ...(offline ? { offline } : {}),
});
const toilet = (tenantId: string, n: number, name: string, offline?: 'never'): DemoDevice => ({
  id: `dv-demo-${tenantId}-t${n}`,
  tenantId,
  code: `T-${tenantId}${String(n).padStart(2, '0')}`,
  name,
  kind: 'toilet',
  ...(offline ? { offline } : {}),
});

/**
 * Habits by the badge's position among the tenant's badge wearers (kit/people/demoCrew.ts), and the
 * one badge per tenant that fell silent ('silent': no readings in the last three hours before the start).
 */
const HABITS: Record<string, Record<number, BadgeHabit | 'silent'>> = {
  '1': { 0: 'leaves', 1: 'leaves', 2: 'leaves', 3: 'leaves', 4: 'sos', 8: 'still', 11: 'leaves', 12: 'still', 16: 'silent' },
  '2': { 0: 'leaves', 1: 'still', 2: 'sos' },
};

export const DEMO_DEVICES: DemoDevice[] = [
  vehicle('1', 1, '浙A·B1645 压缩车', '中河高架', 0),
  vehicle('1', 2, '浙A·F2467 压缩车', '文三路—天目山路', 0.3),
  { ...vehicle('1', 3, '浙A·H3289 压缩车', '德胜高架', 0.55), siphonAt: [120, 420] },
  vehicle('1', 4, '浙A·A1508 洒水车', '之江路', 0.8),
  vehicle('1', 5, '浙A·D1234 扫路车', '江南大道', 0.15),
  // Lost its signal for 40 minutes in the underground depot, three hours ago.
  { ...vehicle('1', 6, '浙A·C1782 餐厨车', '延安路', 0.65), gap: { from: 200, to: 160 } },
  vehicle('1', 7, '浙A·E1919 勾臂车', '绕城高速', 0.4, 'silent'),
  toilet('1', 1, '武林广场公厕'),
  // Its gateway's network was down for an hour this morning.
  { ...toilet('1', 2, '湖滨公厕'), gap: { from: 600, to: 540 } },
  toilet('1', 3, '杭州东站北公厕'),
  toilet('1', 4, '钱江新城公厕'),
  toilet('1', 5, '六和塔公厕', 'never'),
  vehicle('2', 1, '浙A·B6089 压缩车', '文三路—天目山路', 0.7),
  vehicle('2', 2, '浙A·A5952 洒水车', '之江路', 0.25),
  toilet('2', 1, '西溪湿地公厕'),
  ...badges(),
];

/** The demo ingest key of a device (public, like the demo passwords). */
export const demoKey = (d: DemoDevice) => `demo-key-${d.code}`;
/** The SHA-256 the device store keeps of a key. */
export const keyHash = (key: string) => createHash('sha256').update(key).digest('hex');

const MIN = 60_000;
const DRIVE_M_PER_MIN = 450; // 27 km/h in town
const STOP_MIN = 12;
const TANK = 120;
const RESERVE = 28;
const LITRES_PER_MIN = 0.11;
// 18 L gone within two minutes: a sudden drop (theft or leak) for 车辆监控. Two per refuel cycle of the
// siphoned lorry, at most 300 minutes apart, so the six seeded hours always hold one.
const SIPHON_LITRES = 18;

type Route = { points: LngLat[]; cumulative: number[]; length: number };
const routes = new Map<string, Route>();
function route(name: string): Route {
  let r = routes.get(name);
  if (!r) {
    const points = roads.find((x) => x.name === name)?.path ?? roads[0]!.path;
    const cumulative = [0];
    for (let i = 1; i < points.length; i++) cumulative.push(cumulative[i - 1]! + distanceMetres(points[i - 1]!, points[i]!));
    r = { points, cumulative, length: cumulative.at(-1)! };
    routes.set(name, r);
  }
  return r;
}

function along(r: Route, metres: number): LngLat {
  let i = 1;
  while (i < r.points.length - 1 && r.cumulative[i]! < metres) i++;
  const [a, b] = [r.points[i - 1]!, r.points[i]!];
  const f = Math.min(1, Math.max(0, (metres - r.cumulative[i - 1]!) / Math.max(1, r.cumulative[i]! - r.cumulative[i - 1]!)));
  return [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f];
}

/** A small deterministic wobble (no randomness: the same time gives the same reading). */
const wobble = (t: number, k: number) => Math.sin(t / 97_000 + k) * Math.cos(t / 41_000 + 2 * k);

/** A vehicle's position, speed (km/h) and fuel (L) at time t: to and fro along its road, stops at both ends. */
export function vehicleAt(d: DemoDevice, t: number): { lng: number; lat: number; speed: number; fuel: number } {
  const r = route(d.road ?? '');
  const driveMin = r.length / DRIVE_M_PER_MIN;
  const cycle = 2 * (driveMin + STOP_MIN);
  const m = (((t / MIN + (d.phase ?? 0) * cycle) % cycle) + cycle) % cycle;
  let metres: number;
  let moving = true;
  if (m < driveMin) metres = m * DRIVE_M_PER_MIN;
  else if (m < driveMin + STOP_MIN) [metres, moving] = [r.length, false];
  else if (m < 2 * driveMin + STOP_MIN) metres = r.length - (m - driveMin - STOP_MIN) * DRIVE_M_PER_MIN;
  else [metres, moving] = [0, false];
  const [lng, lat] = along(r, metres);
  const speed = moving ? Math.round((27 + 8 * wobble(t, d.phase ?? 0)) * 10) / 10 : 0;
  // Fuel falls at the average rate (and at each siphoning) and jumps back to a full tank when it reaches the reserve.
  const siphons = d.siphonAt ?? [];
  const refuelEvery = (TANK - RESERVE - siphons.length * SIPHON_LITRES) / LITRES_PER_MIN;
  const sinceRefuel = (((t / MIN + (d.phase ?? 0) * refuelEvery) % refuelEvery) + refuelEvery) % refuelEvery;
  const siphoned = siphons.filter((m) => sinceRefuel >= m).length * SIPHON_LITRES;
  const fuel = Math.round((TANK - sinceRefuel * LITRES_PER_MIN - siphoned + 0.4 * wobble(t, 3)) * 10) / 10;
  return { lng: Math.round(lng * 1e6) / 1e6, lat: Math.round(lat * 1e6) / 1e6, speed, fuel };
}

/**
 * A toilet's electricity meter total (kWh) at time t: about 1 kWh an hour (lights, fans, hand dryers),
 * more in the day than at night, never falling; each toilet's meter started at its own reading.
 */
export function meterAt(d: DemoDevice, t: number): number {
  const k = Number(d.code.slice(-2));
  const hours = t / 3600_000 + 8;
  // The rate (0.8 + 0.1·k) + 0.6·sin(day) integrated: it never goes below 0.3 kWh/h, so the total only rises.
  const total = 8000 + 1500 * k + (0.8 + 0.1 * k) * hours - 0.6 * (24 / (2 * Math.PI)) * Math.cos(((hours - 8) / 24) * 2 * Math.PI);
  return Math.round(total * 100) / 100;
}

/** A toilet's ammonia (ppm), visitors in the last ten minutes, water tank level (%) and electricity meter (kWh) at time t (China time of day). */
export function toiletAt(d: DemoDevice, t: number): { nh3: number; visitors: number; water: number; kwh: number } {
  const k = Number(d.code.slice(-2));
  const hour = (((t / 3600_000 + 8) % 24) + 24) % 24;
  const busy = Math.max(0, Math.sin(((hour - 6) / 16) * Math.PI)); // 06:00–22:00
  const visitors = Math.round(busy * (18 + 6 * k) + 3 * Math.abs(wobble(t, k)));
  const nh3 = Math.round((0.4 + busy * 1.6 + 1.2 * Math.max(0, wobble(t, k + 1))) * 100) / 100;
  const water = Math.round((55 + 35 * Math.cos((hour / 24) * 2 * Math.PI + k)) * 10) / 10;
  return { nh3, visitors, water, kwh: meterAt(d, t) };
}

const WATER_TANK = 8000;
const WATER_RESERVE = 800;
const WATER_PER_MIN = 25;

/** Whether a vehicle carries a water tank (sprinklers and sweepers that wash), by its name. */
export const carriesWater = (d: DemoDevice) => d.kind === 'vehicle' && /洒水车|扫路车/.test(d.name);

/** A sprinkler's or sweeper's water tank (L) at time t: falls at the average rate, filled back to full at the reserve. */
export function waterAt(d: DemoDevice, t: number): number {
  const fillEvery = (WATER_TANK - WATER_RESERVE) / WATER_PER_MIN;
  const sinceFill = (((t / MIN + (d.phase ?? 0) * fillEvery) % fillEvery) + fillEvery) % fillEvery;
  return Math.round(WATER_TANK - sinceFill * WATER_PER_MIN + 3 * wobble(t, 5));
}

/** What a device measures at time t (the water tank only on vehicles that carry one). */
export function demoReading(d: DemoDevice, t: number): Record<string, number> {
  if (d.kind === 'person') return personAt(d, t);
  if (d.kind !== 'vehicle') return toiletAt(d, t);
  return carriesWater(d) ? { ...vehicleAt(d, t), water: waterAt(d, t) } : vehicleAt(d, t);
}

/** Rules the seed sets: low fuel, high ammonia, a badge's SOS press. */
export const DEMO_RULES = { vehicle: { metric: 'fuel', min: 35, max: null }, toilet: { metric: 'nh3', min: null, max: 2.5 }, person: { metric: 'sos', min: null, max: 0.5 } } as const;

// ---- Workers' badges -------------------------------------------------------------------------------

/** The badges of the demo crews (the crew's areas and shifts do not depend on the date asked with). */
function badges(): DemoDevice[] {
  return (['1', '2'] as const).flatMap((tenantId, index) =>
    demoCrew(index, '2026-01-01')
      .filter((p) => p.badge)
      .map((p, i) => {
        const habit = HABITS[tenantId]?.[i];
        return {
          id: `dv-demo-${tenantId}-b${i + 1}`,
          tenantId,
          code: p.badge!,
          name: `${p.name} 定位工牌`,
          kind: 'person' as const,
          person: { fence: p.area.fence, shift: p.shift, habit: habit && habit !== 'silent' ? habit : null },
          ...(habit === 'silent' ? { offline: 'silent' as const } : {}),
        };
      }),
  );
}

const CHINA = 8 * 3600_000;
const DAY_MS = 86_400_000;
/** Badges report every 3 minutes on shift (and every 15 off shift) in the seed; `npm run simulate` every round. */
export const BADGE_STEP_MIN = 3;
export const BADGE_IDLE_STEP_MIN = 15;
/** Sweeping pace along the area, metres a minute. */
const WALK_M_PER_MIN = 18;
/** A 'leaves' wearer is outside the area from minute 60 to 85 of every 150; a 'still' one stands still from 30 to 70 of every 120; 'sos' presses at minute 195 of every 360 (on the seed's 15-minute grid, on shift or off). */
const LEAVE = { every: 150, from: 60, to: 85 };
const STILL = { every: 120, from: 30, to: 70 };
const SOS = { every: 360, at: 195 };

/** Whether t falls within one of the shift's spans (work date today or yesterday, China time), with 15 minutes either side. */
export function badgeOnShift(d: DemoDevice, t: number): boolean {
  const shift = d.person?.shift;
  if (!shift) return false;
  const dayStart = Math.floor((t + CHINA) / DAY_MS) * DAY_MS - CHINA;
  const margin = 15 * MIN;
  return [dayStart - DAY_MS, dayStart].some((start) =>
    SHIFT_TIMES[shift].some(([on, off]) => {
      const from = start + clockMs(on);
      const to = off > on ? start + clockMs(off) : start + DAY_MS + clockMs(off);
      return t >= from - margin && t <= to + margin;
    }),
  );
}
const clockMs = (hhmm: string) => (Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))) * MIN;

const cycleMin = (t: number, every: number, phase: number) => ((((t / MIN + phase) % every) + every) % every);

/**
 * A badge's position at time t: on shift, to and fro along the middle of its area (the fence's long
 * axis, 10 %–90 % of its length) at sweeping pace with a small sideways wobble; off shift at the
 * area's centre (the badge docked). 'leaves': 120 m beyond the area's far end for 25 minutes of every
 * 150; 'still': at one spot of the area for 40 minutes of every 120; 'sos': `sos` = 1 at one reading
 * of every six hours (in the minute of the press, within its first 5 s for a live simulation).
 */
export function personAt(d: DemoDevice, t: number): Record<string, number> {
  const fence = d.person?.fence ?? [];
  const [a, b, c, e] = [fence[0]!, fence[1]!, fence[2]!, fence[3]!];
  const start: LngLat = [(a[0] + e[0]) / 2, (a[1] + e[1]) / 2];
  const end: LngLat = [(b[0] + c[0]) / 2, (b[1] + c[1]) / 2];
  const lerp = (f: number): LngLat => [start[0] + (end[0] - start[0]) * f, start[1] + (end[1] - start[1]) * f];
  const k = Number(d.code.slice(-3));
  let at: LngLat;
  const onShift = badgeOnShift(d, t);
  const habit = d.person?.habit;
  if (!onShift) at = lerp(0.5);
  else if (habit === 'leaves' && cycleMin(t, LEAVE.every, k * 17) >= LEAVE.from && cycleMin(t, LEAVE.every, k * 17) < LEAVE.to) at = lerp(1.4);
  else if (habit === 'still' && cycleMin(t, STILL.every, k * 11) >= STILL.from && cycleMin(t, STILL.every, k * 11) < STILL.to) at = lerp(0.3);
  else {
    const length = distanceMetres(start, end);
    const leg = (0.8 * length) / WALK_M_PER_MIN;
    const m = cycleMin(t, 2 * leg, k * 7);
    const f = 0.1 + 0.8 * (m < leg ? m / leg : 2 - m / leg);
    const [lng, lat] = lerp(f);
    // Up to about 15 m to the side (the kerb and the pavement).
    at = [lng, lat + 0.00012 * wobble(t, k)];
  }
  const values: Record<string, number> = { lng: Math.round(at[0] * 1e6) / 1e6, lat: Math.round(at[1] * 1e6) / 1e6 };
  if (habit === 'sos' && Math.floor(cycleMin(t, SOS.every, 0)) === SOS.at && t % MIN < 5000) values.sos = 1;
  return values;
}

/** The seed's reading times of a badge within (from, to]: every 3 minutes on shift and every 15 off shift, on the clock's grid. */
export function badgeTimes(d: DemoDevice, from: number, to: number): number[] {
  const out: number[] = [];
  const step = BADGE_STEP_MIN * MIN;
  for (let t = Math.ceil(from / step) * step; t <= to; t += step) if (badgeOnShift(d, t) || t % (BADGE_IDLE_STEP_MIN * MIN) === 0) out.push(t);
  return out;
}
