/**
 * Demo data of the emergency registers for each tenant, in the demo city (kit/geo/demoCity.ts): a
 * storehouse per district, a parking point at each of 垃圾收运's plants and stations, an assembly point
 * per street, a temporary drop-off point at every third estate and a supply point per district; the
 * first vehicles of 垃圾收运 (same plates, same drivers) on the emergency roster with dedicated
 * sprinklers and rescue trucks; a team per district. One point was imported without coordinates and
 * one with 0,0 (a failed fix): the map lists both as anomalies. Deterministic.
 */
import { demoCarCode, demoCity, DISTRICT_NAMES, random } from '../../../kit/geo/demoCity';
import { hangzhouDistricts } from '../../../kit/geo/hangzhouDistricts';
import type { SeedFunction } from '../../../kit/resource';

const WORKERS = ['宋佳', '韩冬', '唐磊', '冯超', '董洁', '萧然', '程远', '曹宇', '袁野', '邓凯', '许诺', '傅强', '沈冰', '曾毅', '彭飞', '吕晨', '苏航', '卢森'];
const SUPPLIES = ['编织袋2000条、铁锹150把、抽水泵6台、消毒液800升', '防汛沙袋3000只、雨衣200套、应急照明40台', '融雪剂20吨、推雪铲80把、防滑草垫500张', '垃圾袋50000只、240升桶120只、除臭剂300升'];

export const seed: SeedFunction = ({ index }) => {
  const city = demoCity(index);
  const r = random(20261129 + index);
  const prefix = index ? 'XH' : 'HZ';
  const D = city.districts.length;
  // A place near the centre of its district (the shipped outlines), so it lies where its name says.
  const near = (d: string, spread = 0.04) => {
    const c = hangzhouDistricts.find((x) => x.name === DISTRICT_NAMES[d])?.centre ?? city.center;
    return { lng: r.round(c[0] + (r.next() - 0.5) * spread, 5), lat: r.round(c[1] + (r.next() - 0.5) * spread * 0.8, 5) };
  };
  // Street j lies in district j mod n (as 分类准确率's region tree has it).
  const streetIn = (d: string, k = 0) => {
    const own = city.streets.filter((_, j) => city.districts[j % D] === d);
    return own[k % own.length] ?? city.streets[0]!;
  };
  // A plant named after its district is in it; others take the districts in turn.
  const plantDistrict = (name: string, i: number) => city.districts.find((d) => name.startsWith(DISTRICT_NAMES[d]!)) ?? city.districts[i % D]!;
  const phone = () => `1${r.pick(['35', '37', '38', '39', '58', '86'])}${String(r.int(10000000, 99999999))}`;

  const storehouses = city.districts.map((d, i) => ({
    storehouseName: `${DISTRICT_NAMES[d]}环卫应急物资仓库`,
    storehouseCode: `${prefix}-ES${String(i + 1).padStart(2, '0')}`,
    district: d,
    address: `${streetIn(d)}${r.int(1, 400)}号`,
    location: near(d),
    manager: WORKERS[i % WORKERS.length],
    phone: phone(),
    area: r.pick([300, 450, 600, 800, 1200]),
    supplies: SUPPLIES[i % SUPPLIES.length],
    status: i === D - 1 && D > 2 ? 'maintenance' : 'inUse',
  }));

  const parking = city.plants.map((p, i) => {
    const d = plantDistrict(p.name, i);
    return {
      positionName: `${p.name}应急停车点`,
      district: d,
      address: `${streetIn(d, 1)}${r.int(1, 400)}号`,
      location: near(d, 0.06),
      spaces: r.int(6, 30),
      contact: city.drivers[i % city.drivers.length],
      phone: phone(),
    };
  });

  const positions: Record<string, unknown>[] = [
    ...city.streets.map((s, j) => ({ positionName: `${s}应急集结点`, positionType: 'assembly', district: city.districts[j % D], address: `${s}${r.int(1, 400)}号`, location: near(city.districts[j % D]!), capacity: r.int(50, 300) })),
    ...city.estates.filter((_, k) => k % 3 === 0).map((e, k) => ({ positionName: `${e}临时投放点`, positionType: 'temporaryDrop', district: city.districts[(city.plants.length + k * 3) % D], address: `${e}南门`, location: near(city.districts[(city.plants.length + k * 3) % D]!), capacity: r.int(800, 3000) })),
    ...city.districts.map((d) => ({ positionName: `${DISTRICT_NAMES[d]}应急物资保障点`, positionType: 'supply', district: d, address: `${streetIn(d, 1)}${r.int(1, 400)}号`, location: near(d), capacity: r.int(100, 500) })),
    ...city.districts.slice(0, 2).map((d) => ({ positionName: `${DISTRICT_NAMES[d]}避险安置点`, positionType: 'shelter', district: d, address: `${streetIn(d)}${r.int(1, 400)}号`, location: near(d), capacity: r.int(300, 1200) })),
  ].map((p) => ({ ...p, contact: r.pick(WORKERS), phone: phone() }));
  // Imported without coordinates, and with the 0,0 a failed fix leaves: listed, never drawn.
  positions[1] = { ...positions[1], location: null, address: `${String(positions[1]!.address)}（坐标待补录）` };
  positions[4] = { ...positions[4], location: { lng: 0, lat: 0 } };

  const roster = Math.min(city.drivers.length, index ? 5 : 8);
  const cars = [
    ...Array.from({ length: roster }, (_, i) => ({ carCode: demoCarCode(index, i), carType: 'compactor', driverName: city.drivers[i], loadT: r.pick([5, 8, 10, 12]) })),
    ...['sprinkler', 'sweeper', 'rescue', 'pickup'].map((carType, i) => ({ carCode: `${city.plate}·E${String(index ? 520 + i : 110 + i * 7).padStart(4, '0')}`, carType, driverName: city.drivers[(roster + i) % city.drivers.length], loadT: carType === 'pickup' ? 1.5 : r.pick([5, 8, 10]) })),
  ].map((c, i) => {
    const district = city.districts[i % D]!;
    const own = parking.findIndex((p) => p.district === district);
    return { ...c, district, parkingId: 1 + (own >= 0 ? own : i % parking.length), phone: phone(), status: i === 2 ? 'dispatched' : i === roster + 1 ? 'repair' : 'standby' };
  });

  let w = 0;
  const staff = city.districts.flatMap((d, i) => {
    const team = `${DISTRICT_NAMES[d]}应急抢险队`;
    const drivers = cars.filter((c) => c.district === d).map((c) => c.driverName as string);
    const members = [
      { staffName: WORKERS[(w++) % WORKERS.length]!, role: 'leader' },
      ...drivers.map((name) => ({ staffName: name, role: 'driver' })),
      ...Array.from({ length: 3 }, () => ({ staffName: WORKERS[(w++) % WORKERS.length]!, role: 'worker' })),
    ];
    return members.map((m) => ({ ...m, team, district: d, storehouseId: i + 1, phone: phone() }));
  }).map((s, k) => ({ ...s, staffCode: `${prefix}-EP${String(k + 1).padStart(3, '0')}`, status: k % 9 === 4 ? 'leave' : k % 3 === 0 ? 'onDuty' : 'standby' }));

  return { esStorehouse: storehouses, esCarPosition: parking, esPosition: positions, esCar: cars, esStaff: staff };
};
