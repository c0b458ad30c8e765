/**
 * Where the demo city's vehicles are at any time: the position model of server/services/demoDevices.ts
 * (to and fro along a base map road at 450 m/min with a 12-minute stop at each end), which module code
 * may not import (GUIDE.md boundaries), for the road modules' seeds to measure the month before the
 * device store's readings. tests/kit/roadDemo.test.ts holds it equal to the server's model.
 */
import { distanceMetres, roads, type LngLat } from '../geo';

/** A demo vehicle: device code, name (the plate first), tenant, the base map road it drives and its phase. */
export type DemoVehicle = { code: string; name: string; tenantId: string; road: string; phase: number };

export const DEMO_VEHICLES: readonly DemoVehicle[] = [
  { code: 'V-101', name: '浙A·B1645 压缩车', tenantId: '1', road: '中河高架', phase: 0 },
  { code: 'V-102', name: '浙A·F2467 压缩车', tenantId: '1', road: '文三路—天目山路', phase: 0.3 },
  { code: 'V-103', name: '浙A·H3289 压缩车', tenantId: '1', road: '德胜高架', phase: 0.55 },
  { code: 'V-104', name: '浙A·A1508 洒水车', tenantId: '1', road: '之江路', phase: 0.8 },
  { code: 'V-105', name: '浙A·D1234 扫路车', tenantId: '1', road: '江南大道', phase: 0.15 },
  { code: 'V-106', name: '浙A·C1782 餐厨车', tenantId: '1', road: '延安路', phase: 0.65 },
  { code: 'V-107', name: '浙A·E1919 勾臂车', tenantId: '1', road: '绕城高速', phase: 0.4 },
  { code: 'V-201', name: '浙A·B6089 压缩车', tenantId: '2', road: '文三路—天目山路', phase: 0.7 },
  { code: 'V-202', name: '浙A·A5952 洒水车', tenantId: '2', road: '之江路', phase: 0.25 },
];

const MIN = 60_000;
const DRIVE_M_PER_MIN = 450;
const STOP_MIN = 12;
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
const wobble = (t: number, k: number) => Math.sin(t / 97_000 + k) * Math.cos(t / 41_000 + 2 * k);

/** A demo vehicle's position and speed (km/h) at time t, as the device store receives it. */
export function demoVehicleAt(v: DemoVehicle, t: number): { lng: number; lat: number; speed: number } {
  const r = route(v.road);
  const driveMin = r.length / DRIVE_M_PER_MIN;
  const cycle = 2 * (driveMin + STOP_MIN);
  const m = (((t / MIN + v.phase * cycle) % cycle) + cycle) % cycle;
  let metres: number;
  let moving = true;
  if (m < driveMin) metres = m * DRIVE_M_PER_MIN;
  else if (m < driveMin + STOP_MIN) [metres, moving] = [r.length, false];
  else if (m < 2 * driveMin + STOP_MIN) metres = r.length - (m - driveMin - STOP_MIN) * DRIVE_M_PER_MIN;
  else [metres, moving] = [0, false];
  let i = 1;
  while (i < r.points.length - 1 && r.cumulative[i]! < metres) i++;
  const [a, b] = [r.points[i - 1]!, r.points[i]!];
  const f = Math.min(1, Math.max(0, (metres - r.cumulative[i - 1]!) / Math.max(1, r.cumulative[i]! - r.cumulative[i - 1]!)));
  const speed = moving ? Math.round((27 + 8 * wobble(t, v.phase)) * 10) / 10 : 0;
  return { lng: Math.round((a[0] + (b[0] - a[0]) * f) * 1e6) / 1e6, lat: Math.round((a[1] + (b[1] - a[1]) * f) * 1e6) / 1e6, speed };
}
