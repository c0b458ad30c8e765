/**
 * The configured cars of a kind of tank, each with its car of 车辆管理 (read by reference, never
 * copied), the device of the store that reads its tank and its thresholds, and the readings of that
 * tank. A configuration's device is its `deviceCode`, or — left blank — the vehicle device whose name
 * starts with the car's plate (`浙A·B1645 压缩车`), as 设备离线监测 pairs them.
 */
import type { ModuleStore, StoreDevice } from '../../../kit/resource';
import type { LevelRules, LevelStep } from './levels';

/** The two kinds of tank: their configuration resource and the metric their level is read as. */
export const TANKS = { oil: { config: 'oilConfig', metric: 'fuel' }, water: { config: 'waterConfig', metric: 'water' } } as const;
export type TankKind = keyof typeof TANKS;

/** A configured car with what its lists show of it. */
export type ConfiguredCar = { configId: number; carId: number; plateNo: string; deviceCode: string; device: StoreDevice | null; rules: LevelRules };

const plateOf = (name: string) => name.trim().split(/\s+/)[0] ?? '';
const has = (value: string, part: unknown) => part === undefined || part === null || String(part).trim() === '' || value.includes(String(part).trim());

/** The device a configuration names (its code), or the vehicle device named after the plate. */
export function deviceOf(vehicles: readonly StoreDevice[], deviceCode: string, plateNo: string): StoreDevice | null {
  return (deviceCode ? vehicles.find((d) => d.code === deviceCode) : vehicles.find((d) => plateNo !== '' && plateOf(d.name) === plateNo)) ?? null;
}

/** The caller's configured cars of a kind whose plate and device code contain the filters given. */
export async function configuredCars(store: ModuleStore, kind: TankKind, filters: { plateNo?: unknown; deviceCode?: unknown; carId?: unknown } = {}): Promise<ConfiguredCar[]> {
  const configs = await store.all(TANKS[kind].config, filters.carId !== undefined && filters.carId !== '' ? { carId: filters.carId } : {}, 5000);
  const plates = await store.names('clgl.car', 'plateNo', configs.map((c) => Number(c.carId)));
  const vehicles = await store.devices.list(['vehicle']);
  return configs
    .map((c) => {
      const plateNo = plates.get(Number(c.carId)) ?? '';
      const device = deviceOf(vehicles, String(c.deviceCode ?? ''), plateNo);
      const rules = { dropLitres: Number(c.dropLitres), dropMinutes: Number(c.dropMinutes), refillLitres: Number(c.refillLitres) };
      return { configId: Number(c.id), carId: Number(c.carId), plateNo, deviceCode: device?.code ?? String(c.deviceCode ?? ''), device, rules };
    })
    .filter((c) => has(c.plateNo, filters.plateNo) && has(c.deviceCode, filters.deviceCode))
    .sort((a, b) => a.plateNo.localeCompare(b.plateNo));
}

/** A car's tank readings within `[from, to]` as level steps (with the speed when read), oldest first. */
export async function levelSteps(store: ModuleStore, kind: TankKind, car: ConfiguredCar, range: { from: number; to: number }): Promise<LevelStep[]> {
  if (!car.device) return [];
  const metric = TANKS[kind].metric;
  const rows = await store.devices.readings(car.device.id, [metric, 'speed'], range);
  return rows.filter((r) => r.values[metric] !== undefined).map((r) => ({ t: r.t, level: r.values[metric]!, ...(r.values.speed !== undefined ? { speed: r.values.speed } : {}) }));
}
