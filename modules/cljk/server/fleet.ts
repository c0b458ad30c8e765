/**
 * The caller's cars of 车辆管理 (read by reference, never copied) with their GPS terminal and latest
 * position, for the asset calls and 实时监控 (server/online.ts): a car's terminal is its 定位设备 row's
 * device, else the vehicle device named after its plate; online = the device store's one definition (devices.offlineSince).
 */
import { formatDate, type ModuleStore, type StoreDevice } from '../../../kit/resource';
import { deviceOf } from './cars';

const DAY = 86_400_000;

/** A car of the fleet with its department and GPS terminal (null: none). */
export type FleetCar = { carId: number; plateNo: string; deptId: string; device: StoreDevice | null; online: boolean };

/** Every car of the caller's tenant (by plate), with its terminal and online state. */
export async function fleet(store: ModuleStore): Promise<FleetCar[]> {
  const [cars, bindings, vehicles] = await Promise.all([store.referred('clgl.car', {}, 5000), store.all('gpsDevice', {}, 5000), store.devices.list(['vehicle'])]);
  const bound = new Map(bindings.map((b) => [Number(b.carId), String(b.deviceCode)]));
  return cars
    .map((c) => {
      const plateNo = String(c.plateNo ?? '');
      const device = deviceOf(vehicles, bound.get(Number(c.id)) ?? '', plateNo);
      return { carId: Number(c.id), plateNo, deptId: c.deptId === null || c.deptId === undefined ? '' : String(c.deptId), device, online: device !== null && store.devices.offlineSince(device) === null };
    })
    .sort((a, b) => a.plateNo.localeCompare(b.plateNo));
}

/** What 实时监控 shows of a car: its last position (none heard in the last day: nulls), speed, fuel and time. */
export async function realtimeOf(store: ModuleStore, car: FleetCar) {
  const base = { carId: car.carId, plateNo: car.plateNo, deviceCode: car.device?.code ?? '', online: car.online };
  const heard = car.device?.heartbeatAt ?? null;
  const last = car.device && heard !== null ? (await store.devices.readings(car.device.id, ['lng', 'lat', 'speed', 'fuel'], { from: Math.max(0, heard - DAY), to: store.devices.now() })).filter((r) => r.values.lng !== undefined && r.values.lat !== undefined).at(-1) : undefined;
  if (!last) return { ...base, time: null, lng: null, lat: null, speed: null, fuel: null };
  return { ...base, time: formatDate(new Date(last.t), true), lng: last.values.lng!, lat: last.values.lat!, speed: last.values.speed ?? 0, fuel: last.values.fuel ?? null };
}
