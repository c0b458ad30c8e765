/**
 * Demo configurations: cars of 车辆管理 (named by plate, as seeds name references) paired with the
 * demo city's moving vehicles (server/services/demoDevices.ts, whose names start with these plates) by
 * device code — fuel on every vehicle, water on the sprinkler and the sweeper (V-104, V-105; tenant 2's
 * V-202); the same vehicles as GPS terminals, and the same cars as assets (ZC-1-001 …).
 */
import type { SeedFunction } from '../../../kit/resource';

type Pair = [plate: string, device: string];

const TENANTS: { oil: Pair[]; water: Pair[] }[] = [
  {
    oil: [['浙A·B1645', 'V-101'], ['浙A·F2467', 'V-102'], ['浙A·H3289', 'V-103'], ['浙A·A1508', 'V-104'], ['浙A·D1234', 'V-105'], ['浙A·C1782', 'V-106'], ['浙A·E1919', 'V-107']],
    water: [['浙A·A1508', 'V-104'], ['浙A·D1234', 'V-105']],
  },
  { oil: [['浙A·B6089', 'V-201'], ['浙A·A5952', 'V-202']], water: [['浙A·A5952', 'V-202']] },
];

/** The demo assets' types, in the order of the cars. */
const ASSET_TYPES = ['compactor', 'compactor', 'compactor', 'sprinkler', 'sweeper', 'kitchen', 'hookLift'];

export const seed: SeedFunction = ({ index }) => {
  const t = TENANTS[index] ?? TENANTS[0]!;
  return {
    oilConfig: t.oil.map(([carId, deviceCode]) => ({ carId, deviceCode, tankCapacity: 120, dropLitres: 10, dropMinutes: 10, refillLitres: 5 })),
    gpsDevice: t.oil.map(([carId, deviceCode], i) => ({ carId, deviceCode, simNo: `1440571${index + 1}${String(i + 101).padStart(3, '0')}`, installDate: '2025-06-01' })),
    asset: t.oil.map(([carId], i) => ({ assetCode: `ZC-${index + 1}-${String(i + 1).padStart(3, '0')}`, carId, assetType: ASSET_TYPES[i % ASSET_TYPES.length], assetClass: 'special', purpose: 'collection', source: 'purchase', status: 'inUse', energyType: 'diesel', emission: 'cn6a', originalValue: 380000, purchaseDate: '2024-03-01' })),
    waterConfig: t.water.map(([carId, deviceCode]) => ({ carId, deviceCode, tankCapacity: 8000, dropLitres: 500, dropMinutes: 10, refillLitres: 300 })),
  };
};
