/**
 * Demo data of the transport area for each tenant, the Hangzhou demo city as 垃圾收运 tells it
 * (kit/geo/demoCity): its vehicles (demoCarCode plates), plants and districts. The last 7 days as
 * loads (two or three trips a working vehicle a day, today only the trips already made), the year
 * before as one row per day and garbage type (dailyTotal), today's GPS tracks. Some loads show the
 * weight rule: a weighbridge-confirmed net weight, a tare above the gross (weight 0), a missing tare
 * (no weight: left out), transfer legs station → plant. Deterministic (mulberry32).
 */
import { demoCarCode, demoCity, DISTRICT_NAMES, random } from '../../../kit/geo/demoCity';
import { loadWeight } from '../../../kit/waste/loadWeight';
import type { SeedFunction } from '../../../kit/resource';
import { GARBAGE_TYPES } from '../resources/options';
import { DAY_MS, dayOffset, stamp } from './time';

/** Days of loads before today (the rest of the year is daily rows). */
export const LOAD_DAYS = 7;
const HISTORY_DAYS = 365;
/** What the collection vehicles carry, in turn. */
const MIX = ['other', 'kitchen', 'other', 'recyclable', 'kitchen', 'hazardous'];
/** Tonnes a day per garbage type in the central city, as the load days weigh (tenant 2 about two thirds). */
const DAILY_T: Record<string, number> = { other: 66, kitchen: 38, recyclable: 11, hazardous: 0.5 };

export const seed: SeedFunction = ({ index, now }) => {
  const city = demoCity(index);
  const r = random(20261128 + index);
  const collectors = city.companies.filter((c) => c.type !== 'dispose');
  const at = (lng: number, lat: number) => ({ lng: r.round(lng, 5), lat: r.round(lat, 5) });
  const jitter = (dx: number, dy: number) => at(city.center[0] + (r.next() - 0.5) * dx, city.center[1] + (r.next() - 0.5) * dy);

  const factories = city.plants.map((p, i) => ({
    factoryName: p.name,
    factoryType: p.type,
    district: city.districts[i % city.districts.length],
    // 滨江区长河垃圾房 has no surveyed position yet: the board lists it as an anomaly.
    location: index === 0 && i === 4 ? null : jitter(0.2, 0.14),
    capacity: p.type === 'incinerator' ? 3000 : p.type === 'landfill' ? 2000 : p.type === 'transfer' ? 600 : 40,
  }));
  const stationIds = factories.map((f, i) => (f.factoryType === 'transfer' || f.factoryType === 'station' ? i + 1 : 0)).filter(Boolean);
  const plantIds = factories.map((f, i) => (f.factoryType === 'incinerator' || f.factoryType === 'landfill' ? i + 1 : 0)).filter(Boolean);

  const cars = city.drivers.map((driver, i) => ({
    carCode: demoCarCode(index, i),
    subject: collectors[i % collectors.length]!.name,
    // Every fourth vehicle carries station → plant (transfer legs).
    transfer: i % 4 === 3 ? 'transfer' : 'collect',
    garbageType: i % 4 === 3 ? 'other' : MIX[i % MIX.length]!,
    district: city.districts[i % city.districts.length],
    deptId: index ? 'd205' : 'd106',
    driverName: driver,
    loadWeight: r.pick([5, 8, 10, 12]),
    gpsNo: `GPS${String(880100 + i + index * 100)}`,
  }));

  const loads: Record<string, unknown>[] = [];
  const midnight = new Date(new Date(now).toDateString()).getTime();
  let n = 0;
  for (let d = LOAD_DAYS - 1; d >= 0; d--) {
    cars.forEach((c, i) => {
      const trips = 2 + ((i + d) % 2);
      for (let trip = 0; trip < trips; trip++) {
        const depart = midnight - d * DAY_MS + (5 + trip * 4 + (i % 3)) * 3_600_000 + r.int(0, 50) * 60_000;
        if (depart > now - 45 * 60_000) continue;
        n += 1;
        const tare = r.round(c.loadWeight * 0.9, 2);
        const net = r.round(c.loadWeight * (0.4 + r.next() * 0.55), 2);
        const transfer = c.transfer === 'transfer';
        const values: Record<string, unknown> = {
          carId: i + 1,
          departAt: stamp(depart),
          arriveAt: stamp(depart + r.int(25, 70) * 60_000),
          leg: transfer ? 'transfer' : 'collect',
          garbageType: c.garbageType,
          district: c.district,
          origin: transfer ? factories[stationIds[i % stationIds.length]! - 1]!.factoryName : `${r.pick(city.estates)}`,
          factoryId: transfer || c.garbageType !== 'other' ? plantIds[i % plantIds.length] : stationIds[(i + trip) % stationIds.length],
          factoryName: '',
          grossWeight: r.round(tare + net, 2),
          tareWeight: tare,
          confirmedNet: null,
        };
        // The weight rule in the demo: every 7th load confirmed by the destination's weighbridge (a
        // little under the truck's figure), every 17th without a tare (left out), every 23rd weighed
        // light (gross under tare: weight 0).
        if (n % 7 === 0) values.confirmedNet = r.round(net - 0.08, 2);
        else if (n % 17 === 0) values.tareWeight = null;
        else if (n % 23 === 0) values.grossWeight = r.round(tare - 0.3, 2);
        values.factoryName = factories[(values.factoryId as number) - 1]!.factoryName;
        values.weight = loadWeight({ confirmedNet: values.confirmedNet as number | null, gross: values.grossWeight as number | null, tare: values.tareWeight as number | null });
        loads.push(values);
      }
    });
  }

  // Tenant 2 runs 8 vehicles to tenant 1's 12.
  const scale = index ? 0.65 : 1;
  const history: Record<string, unknown>[] = [];
  for (let d = HISTORY_DAYS; d >= LOAD_DAYS; d--) {
    const season = 1 + 0.12 * Math.sin(((d % 365) / 365) * 2 * Math.PI);
    for (const g of GARBAGE_TYPES) {
      const counted = g === 'hazardous' ? r.int(0, 1) : r.int(8, 14);
      const leftOut = r.next() < 0.12 ? 1 : 0;
      history.push({
        day: dayOffset(d, now),
        garbageType: g,
        tonnes: counted ? r.round(DAILY_T[g]! * scale * season * (0.85 + r.next() * 0.3), 3) : null,
        counted,
        leftOut,
        transferTonnes: g === 'other' ? r.round(DAILY_T.other! * scale * 0.62 * season * (0.9 + r.next() * 0.2), 3) : 0,
      });
    }
  }

  const routes = cars.map((c, i) => {
    const start = jitter(0.16, 0.1);
    const points = Array.from({ length: 6 }, (_, k) => ({ name: k === 5 ? factories[(i % factories.length)]!.factoryName : city.estates[(i * 3 + k) % city.estates.length]!, lng: r.round(start.lng + k * 0.006, 5), lat: r.round(start.lat + (k % 2 ? 0.004 : -0.002), 5) }));
    return { routeName: `${DISTRICT_NAMES[c.district!]}${c.carCode.slice(-4)}线`, carId: i + 1, district: c.district, garbageType: c.garbageType, lengthKm: r.round(12 + r.next() * 25, 1), points: JSON.stringify(points) };
  });

  // Today's tracks: a fix every 20 minutes over the last 8 hours. The last vehicle has lost its fix
  // since its latest report (no coordinates: an anomaly on the board, never a point at 0,0).
  const positions: Record<string, unknown>[] = [];
  routes.forEach((route, i) => {
    const way = JSON.parse(route.points) as { lng: number; lat: number }[];
    for (let k = 0; k < 24; k++) {
      const p = way[k % way.length]!;
      const lost = i === cars.length - 1 && k >= 22;
      positions.push({ carId: i + 1, gpsTime: stamp(now - (23 - k) * 20 * 60_000 - i * 7_000), lng: lost ? null : r.round(p.lng + (r.next() - 0.5) * 0.002, 6), lat: lost ? null : r.round(p.lat + (r.next() - 0.5) * 0.002, 6), speed: k % 5 === 0 ? 0 : r.int(12, 45) });
    }
  });

  const areas = city.districts.map((d, i) => ({ areaName: `${DISTRICT_NAMES[d]}收运片区`, deptId: index ? (i % 2 ? 'd204' : 'd203') : i % 2 ? 'd104' : 'd103', district: d, streets: city.streets.filter((_, k) => k % city.districts.length === i).join('、'), areaKm2: r.round(20 + r.next() * 80, 2), remark: '' }));

  return { deptArea: areas, car: cars, factory: factories, load: loads, route: routes, position: positions, dailyTotal: history };
};
