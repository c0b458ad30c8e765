/**
 * Demo data, per tenant: the demo city's transfer stations, refuse rooms and estate collection points
 * (the codes and names of 垃圾收运's facility ledger, so sync matches them), their boxes with sensors,
 * a day of half-hourly readings, the binding history, hook-lift trucks driven by the crew's drivers,
 * the thresholds' defaults, and the estates' RFID tags. Times are relative to the seeding moment.
 * Among the boxes, on purpose: warning, overflow, offline (a small one silent for 3 h, a large one for
 * 30 h), low battery and hot ones, and one box without a sensor.
 */
import { demoCity, formatDateOf, random } from './seedHelpers';
import type { SeedFunction } from '../../../kit/resource';
import { DEFAULT_THRESHOLDS } from '../rules/boxState';
import { crewOfTenant } from './crew';

type Row = Record<string, unknown>;

/** The special boxes, by position among the tenant's boxes: what the demo shows. */
const SPECIAL: Record<number, 'warning' | 'overflow' | 'offline' | 'lowBattery' | 'hot' | 'noDevice'> = { 0: 'overflow', 1: 'warning', 3: 'hot', 5: 'offline', 7: 'lowBattery', 9: 'overflow', 10: 'warning', 12: 'offline', 13: 'noDevice' };

export const seed: SeedFunction = ({ tenantId, index, now }) => {
  const city = demoCity(index);
  const prefix = index ? 'XH' : 'HZ';
  const r = random(20261128 + index);
  const at = (msAgo: number) => formatDateOf(new Date(now - msAgo));
  const crew = crewOfTenant(tenantId, now);
  const hands = crew.filter((p) => p.post === 'loader' || p.post === 'cleaner');
  const drivers = crew.filter((p) => p.post === 'driver');

  // 垃圾收运's ledger lists the plants, then one collection point per estate (every 4th a refuse room).
  const ledger = [...city.plants, ...city.estates.map((e, j) => ({ name: `${e}收集点`, type: j % 4 === 3 ? 'station' : 'point' }))]
    .map((f, i) => ({ ...f, code: `${prefix}-F${String(i + 1).padStart(3, '0')}`, district: city.districts[i % city.districts.length] }))
    .filter((f) => f.type === 'transfer' || f.type === 'station' || f.type === 'point');
  const facilityInfo: Row[] = ledger.map((f, i) => {
    const staff = hands.slice(i * 2, i * 2 + (f.type === 'point' ? 1 : 2));
    return {
      facilityName: f.name, facilityCode: f.code, facilityType: f.type, district: f.district,
      address: `${r.pick(city.streets)}${r.int(1, 400)}号`,
      location: { lng: r.round(city.center[0] + (r.next() - 0.5) * 0.16, 5), lat: r.round(city.center[1] + (r.next() - 0.5) * 0.12, 5) },
      staffCodes: staff.map((p) => p.code).join(',') || null, staffNames: staff.map((p) => p.name).join('、') || null,
      syncedAt: at(3 * 86_400_000),
    };
  });

  // Boxes: 3 large at a transfer station, 2 at a refuse room, 1 small at a collection point.
  const boxes: (Row & { kind: string | undefined })[] = [];
  ledger.forEach((f, fi) => {
    const n = f.type === 'transfer' ? 3 : f.type === 'station' ? 2 : 1;
    for (let k = 0; k < n; k++) {
      const i = boxes.length;
      const large = f.type !== 'point';
      boxes.push({ boxCode: `YSX-${prefix}${String(i + 1).padStart(3, '0')}`, facilityId: fi + 1, boxSize: large ? 'large' : 'small', garbageType: i % 5 === 4 ? 'kitchen' : 'other', volume: large ? 20 : 6, kind: SPECIAL[i] });
    }
  });

  const deviceBinding: Row[] = [];
  const boxReading: Row[] = [];
  const STEP = 30 * 60_000;
  const compressionBox = boxes.map(({ kind, ...b }, i) => {
    if (kind === 'noDevice') return b;
    const device = `${b.boxSize === 'large' ? 'YSX-L' : 'YSX-S'}-${index + 1}${String(i + 1).padStart(3, '0')}`;
    const boxId = i + 1;
    // Two boxes had a sensor before the present one (replaced): the dated history.
    if (i % 6 === 2) deviceBinding.push({ deviceCode: `${device}X`, boxId, boundAt: at(120 * 86_400_000), boundBy: 'admin', unboundAt: at(20 * 86_400_000 + i * 3_600_000), unboundBy: 'admin' });
    deviceBinding.push({ deviceCode: device, boxId, boundAt: at(20 * 86_400_000 + i * 3_600_000 - 60_000), boundBy: 'admin' });
    // The last report: 3 h ago for an offline small box, 30 h for an offline large one, minutes ago otherwise.
    const silent = kind === 'offline' ? (b.boxSize === 'large' ? 30 : 3) * 3_600_000 : r.int(2, 20) * 60_000;
    const target = kind === 'overflow' ? r.int(91, 98) : kind === 'warning' ? r.int(76, 88) : r.int(15, 70);
    const battery = kind === 'lowBattery' ? 6 : r.int(35, 98);
    const temp = kind === 'hot' ? 66.5 : r.round(18 + r.next() * 14, 1);
    // A day of readings every 30 minutes: the box fills up from its last emptying to the level now.
    const points = Math.max(1, Math.floor((86_400_000 - silent) / STEP));
    const emptiedAt = points > 1 ? r.int(Math.ceil(points / 3), points - 1) : 0;
    for (let p = points - 1; p >= 0; p--) {
      // p = half hours before the last report; before the emptying the box was filling towards full.
      const level = p > emptiedAt ? Math.min(95, 40 + (points - 1 - p) * 1.5) : emptiedAt ? 5 + ((target - 5) * (emptiedAt - p)) / emptiedAt : target;
      boxReading.push({ deviceCode: device, boxId, readAt: at(silent + p * STEP), fillLevel: r.round(level, 1), battery: Math.min(100, battery + Math.floor(p / 12)), temperature: p === 0 ? temp : r.round(16 + r.next() * 14, 1) });
    }
    return { ...b, deviceCode: device, fillLevel: target, battery, temperature: temp, reportedAt: at(silent) };
  });

  const carInfo = Array.from({ length: index ? 3 : 5 }, (_, i) => ({
    carCode: `${city.plate}·${index ? 'H' : 'G'}${String(5801 + i * 113)}`,
    carType: i === 0 ? 'crane' : 'hookLift',
    loadWeight: i === 0 ? 8 : 15,
    boxSlots: i === 0 ? 1 : 2,
    deptId: index ? 'd205' : 'd106',
    driverCode: drivers[i]?.code ?? null,
    driverName: drivers[i]?.name ?? null,
    status: i === 2 ? 'repair' : 'working',
  }));

  const rfidTag = city.estates.flatMap((estate, e) => Array.from({ length: 3 }, (_, k) => {
    const n = e * 3 + k;
    return {
      tagCode: `E2000017${String(index + 1)}${n.toString(16).toUpperCase().padStart(15, '0')}`,
      estateName: estate,
      propertyCompanyId: city.properties[e % city.properties.length],
      binType: k === 2 ? 'b660' : 'b240',
      garbageType: k === 1 ? 'kitchen' : 'other',
      location: `${1 + k * 3}幢旁`,
      issuedOn: formatDateOf(new Date(now - (200 + n * 3) * 86_400_000)).slice(0, 10),
      status: n % 17 === 5 ? 'lost' : n % 23 === 7 ? 'retired' : 'active',
    };
  }));

  return {
    boxSetting: [{ name: '压缩箱告警阈值', ...DEFAULT_THRESHOLDS }],
    facilityInfo,
    compressionBox,
    deviceBinding,
    boxReading,
    carInfo,
    rfidTag,
  };
};
