/**
 * The city's facility register as 巡检考评 reads it (kit/geo/demoCity.ts): each tenant's transfer
 * stations and refuse houses, a public toilet and a cleaned road section on each street, the green
 * belts of the first estates. The seed writes it; syncFacility brings the ledger up to it (adds the
 * missing by code, updates a changed name, type or street; never deletes).
 */
import { demoCity, random } from '../../../kit/geo/demoCity';

export type RegisteredFacility = {
  facilityCode: string; facilityName: string; facilityType: 'transfer' | 'cleaning' | 'greening' | 'toilet';
  deptId: string; street: string; address: string; location: { lng: number; lat: number }; manager: string; phone: string;
};

/** The units responsible per type, tenant 1 then tenant 2 (server/db/seed.ts departments). */
const UNITS: Record<RegisteredFacility['facilityType'], [string[], string[]]> = {
  transfer: [['d106'], ['d205']], cleaning: [['d104', 'd105'], ['d203', 'd204']], greening: [['d105'], ['d204']], toilet: [['d103'], ['d203']],
};
const MANAGERS = ['陈国华', '李春燕', '王志刚', '张丽萍', '刘建军', '杨秀英', '赵卫国', '周海燕'];

export function facilityRegister(index: number): RegisteredFacility[] {
  const city = demoCity(index);
  const r = random(4100 + index);
  const unit = (type: RegisteredFacility['facilityType'], i: number) => UNITS[type][index ? 1 : 0][i % UNITS[type][index ? 1 : 0].length]!;
  const at = () => ({ lng: r.round(city.center[0] + (r.next() - 0.5) * 0.12, 5), lat: r.round(city.center[1] + (r.next() - 0.5) * 0.09, 5) });
  const phone = (i: number) => `1380571${String(1000 + index * 500 + i).padStart(4, '0')}`;
  const out: RegisteredFacility[] = [];
  const add = (prefix: string, type: RegisteredFacility['facilityType'], name: string, street: string, address: string) => {
    const i = out.filter((f) => f.facilityType === type).length;
    out.push({ facilityCode: `${prefix}${String(index * 500 + i + 1).padStart(3, '0')}`, facilityName: name, facilityType: type, deptId: unit(type, i), street, address, location: at(), manager: MANAGERS[out.length % MANAGERS.length]!, phone: phone(out.length) });
  };
  city.plants.filter((p) => p.type === 'transfer' || p.type === 'station').forEach((p, i) => add('ZZ', 'transfer', p.name, city.streets[i % city.streets.length]!, `${city.streets[i % city.streets.length]!}${10 + i * 7}号`));
  city.streets.forEach((s, i) => add('GC', 'toilet', `${s}公厕`, s, `${s}${20 + i * 3}号旁`));
  city.streets.forEach((s) => add('DL', 'cleaning', `${s}（全段）`, s, s));
  city.estates.slice(0, index ? 4 : 6).forEach((e, i) => add('LH', 'greening', `${e}周边绿化带`, city.streets[i % city.streets.length]!, `${e}外围`));
  return out;
}

/** The tenant's register by tenant id (tenant 1 and 2 are the demo city's; others have none). */
export const registerOfTenant = (tenantId: string): RegisteredFacility[] => (tenantId === '1' || tenantId === '2' ? facilityRegister(Number(tenantId) - 1) : []);
