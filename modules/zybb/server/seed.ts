/**
 * Demo data of both tenants, one story with the rest of the product: the demo city's plants
 * (kit/geo/demoCity.ts) and its vehicles (demoCarCode, the city's drivers, as 垃圾收运 registers them)
 * with the last 30 days of weighed trips — collection to the transfer stations and the incinerator,
 * transfer legs on to the incinerator and the landfill, a few loads without a tare (left out of the
 * tonnage), a vehicle in maintenance now and then —; a third to all of each field team of the crew
 * (kit/people/demoCrew.ts) with a work record per shift date (rest one day a week, some leave, a rare
 * absence, overtime, a day whose hours the phone never sent); the operations daily report of each of
 * those days; work areas along the crew's roads and the city's estates with their job elements.
 * Tenant 1: ≈ 4 500 rows; tenant 2: ≈ 3 000. References are 1-based positions.
 */
import { demoCarCode, demoCity, DISTRICT_NAMES, random } from '../../../kit/geo/demoCity';
import { demoCrew, SHIFT_TIMES, type CrewMember } from '../../../kit/people/demoCrew';
import { formatDate, type SeedFunction } from '../../../kit/resource';

type Row = Record<string, unknown>;
export const DAYS = 30;
const CAPACITY: Record<string, number> = { transfer: 300, incinerator: 3000, landfill: 2000, station: 20 };
/** Every n-th person of each field team keeps work records (the seed stays small). */
const STEP: Record<string, number> = { d104: 3, d105: 3, d106: 2, d107: 3, d203: 1, d204: 1, d205: 1 };
const TASKS: Record<string, [number, number]> = { cleaner: [3, 6], loader: [8, 20], driver: [2, 4], leader: [2, 5], supervisor: [4, 10], clerk: [1, 3] };
const REMARKS = ['夜间降雨，延安路保洁加派两人', '九峰焚烧厂检修一条线，部分车辆改去天子岭', '节前大扫除，出动机扫车 6 台次', '一辆收运车保养，趟次由其他车辆补足', '社区投诉一起，已当日处理'];
const ELEMENTS: [string, string, number, number][] = [['果皮箱', 'bin', 24, 2], ['公交站台', 'busStop', 4, 3], ['公厕', 'toilet', 1, 4], ['垃圾房', 'station', 1, 2], ['绿化带', 'greenBelt', 6, 1], ['雨水井盖', 'manhole', 30, 1]];

export const addDays = (d: string, n: number) => formatDate(new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000));
const pad = (n: number) => String(n).padStart(2, '0');
const hhmm = (minutes: number) => `${pad(Math.floor((((minutes % 1440) + 1440) % 1440) / 60))}:${pad(((minutes % 60) + 60) % 60)}`;
const toMinutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/** The people of the crew who keep work records: every STEP-th of each field team. */
export function recordCrew(index: number, today: string): CrewMember[] {
  const seen = new Map<string, number>();
  return demoCrew(index, today).filter((p) => {
    const i = seen.get(p.deptId) ?? 0;
    seen.set(p.deptId, i + 1);
    const step = STEP[p.deptId];
    return step !== undefined && i % step === 0;
  });
}

function workRecords(index: number, today: string, dates: string[]): Row[] {
  const rnd = random(4825 + index);
  const rows: Row[] = [];
  recordCrew(index, today).forEach((p, n) => {
    const pairs = SHIFT_TIMES[p.shift];
    const start = toMinutes(pairs[0]![0]);
    const end = toMinutes(pairs[pairs.length - 1]![1]);
    const base = pairs.reduce((a, [on, off]) => a + ((toMinutes(off) - toMinutes(on) + 1440) % 1440), 0) / 60 - (p.shift === 'Z' ? 1 : 0);
    dates.forEach((workDate, d) => {
      const roll = rnd.next();
      const status = (d + n) % 7 === 0 ? 'rest' : roll < 0.03 ? 'leave' : roll < 0.038 ? 'absent' : 'work';
      const work = status === 'work';
      const jitter = rnd.int(-10, 8);
      const overtime = work && rnd.next() < 0.08 ? rnd.int(1, 3) : 0;
      const silent = work && rnd.next() < 0.01; // the phone never sent the day's hours
      const [lo, hi] = TASKS[p.post] ?? [1, 3];
      rows.push({
        workDate, staffCode: p.code, staffName: p.name, deptId: p.deptId, post: p.post, street: p.street, shift: p.shift, status,
        startAt: work ? hhmm(start + jitter) : null,
        endAt: work ? hhmm(end + overtime * 60 + rnd.int(-3, 12)) : null,
        hours: work && !silent ? Math.round((base + overtime) * 10) / 10 : null,
        tasks: work && !silent ? rnd.int(lo, hi) : null,
      });
    });
  });
  return rows;
}

function trips(index: number, dates: string[], facilities: Row[]): Row[] {
  const rnd = random(7211 + index);
  const city = demoCity(index);
  const pos = (type: string) => facilities.flatMap((f, i) => (f.facType === type ? [i + 1] : []));
  const [stations, incinerator, landfill, rooms] = [pos('transfer'), pos('incinerator')[0]!, pos('landfill')[0]!, pos('station')];
  const cars = city.drivers.map((driverName, i) => ({ carCode: demoCarCode(index, i), driverName, tare: Math.round((9.8 + (i % 4) * 0.6) * 100) / 100 }));
  const collectors = cars.slice(0, -2);
  const transfers = cars.slice(-2);
  const rows: Row[] = [];
  const stock = new Map<number, number>(); // what a station holds overnight
  dates.forEach((date, d) => {
    const intake = new Map<number, number>();
    collectors.forEach((car, i) => {
      if ((d + i * 3) % 11 === 0) return; // in maintenance
      const n = rnd.int(2, 4);
      for (let k = 0; k < n; k++) {
        const roll = rnd.next();
        const facilityId = roll < 0.65 ? stations[(i + k) % stations.length]! : roll < 0.95 ? incinerator : landfill;
        const gross = Math.round((car.tare + 4.5 + rnd.next() * 4) * 100) / 100;
        const noTare = rnd.next() < 0.04;
        const confirmed = !noTare && rnd.next() < 0.4;
        const net = Math.round((gross - car.tare + (rnd.next() - 0.5) * 0.1) * 100) / 100;
        const origin = rooms.length && rnd.next() < 0.2 ? String(facilities[rooms[k % rooms.length]! - 1]!.facName) : city.estates[(i * 3 + k + d) % city.estates.length]!;
        if (stations.includes(facilityId) && !noTare) intake.set(facilityId, (intake.get(facilityId) ?? 0) + (confirmed ? net : gross - car.tare));
        rows.push({
          tripAt: `${date} ${hhmm(5 * 60 + k * 150 + rnd.int(0, 40))}:00`, carCode: car.carCode, driverName: car.driverName, origin, facilityId, leg: 'collect',
          gross, tare: noTare ? null : car.tare, confirmedNet: confirmed ? net : null,
        });
      }
    });
    // Each station sends what it holds on in full 16 t transfer legs; the rest waits for tomorrow.
    stations.forEach((station, s) => {
      let left = (stock.get(station) ?? 0) + (intake.get(station) ?? 0);
      for (let k = 0; left >= 16; k++) {
        const load = 16;
        left -= load;
        const car = transfers[(s + k) % transfers.length]!;
        const gross = Math.round((15 + load) * 100) / 100;
        rows.push({
          tripAt: `${date} ${hhmm(11 * 60 + k * 80 + rnd.int(0, 20))}:00`, carCode: car.carCode, driverName: car.driverName, origin: String(facilities[station - 1]!.facName),
          facilityId: rnd.next() < 0.85 ? incinerator : landfill, leg: 'transfer', gross, tare: 15, confirmedNet: rnd.next() < 0.5 ? Math.round(load * 100) / 100 : null,
        });
      }
      stock.set(station, left);
    });
  });
  return rows;
}

function areas(index: number, today: string) {
  const city = demoCity(index);
  const crew = demoCrew(index, today);
  const roads = [...new Map(crew.filter((p) => p.post === 'cleaner').map((p) => [p.street, p.deptId])).entries()];
  const leaderOf = (dept: string) => crew.find((p) => p.deptId === dept && p.post === 'leader')?.name ?? null;
  const office = index === 0 ? 'd107' : 'd203';
  const rows: Row[] = ([
    ...roads.map(([street, deptId], i) => ({ areaName: `${street}保洁片区`, areaType: 'road', street, deptId, leaderName: leaderOf(deptId), cleanLevel: i % 3 === 2 ? 'grade2' : 'grade1', lengthM: 2400 + i * 650, widthM: 24 + (i % 3) * 6, staffNeeded: 8 + (i % 4) * 2 })),
    ...city.estates.slice(0, 4).map((estate, i) => ({ areaName: `${estate}`, areaType: 'estate', street: city.streets[i % city.streets.length], deptId: office, leaderName: leaderOf(office), cleanLevel: 'grade2', lengthM: null, widthM: null, areaM2: 42000 + i * 8500, staffNeeded: 3 + i })),
    { areaName: index === 0 ? '武林广场' : '西溪湿地入口广场', areaType: 'square', street: city.streets[0], deptId: roads[0]?.[1] ?? office, leaderName: null, cleanLevel: 'grade1', lengthM: 220, widthM: 160, staffNeeded: 6 },
    { areaName: index === 0 ? '运河滨水公园' : '紫金港公园', areaType: 'park', street: city.streets[1], deptId: roads[1]?.[1] ?? office, leaderName: null, cleanLevel: 'grade3', lengthM: 900, widthM: 60, staffNeeded: 4 },
  ] as Row[]).map((a) => ({ ...a, areaM2: a.areaM2 ?? (a.lengthM && a.widthM ? Number(a.lengthM) * Number(a.widthM) : null) }));
  const elements = rows.flatMap((a, i) => [0, 1, 2].map((k) => {
    const [name, type, quantity, frequency] = ELEMENTS[(i + k * 2) % ELEMENTS.length]!;
    return { elementName: `${String(a.areaName)}${name}`, elementType: type, areaId: i + 1, quantity: quantity + (i % 3) * 2, frequency, remark: null };
  }));
  return { workArea: rows, jobElement: elements };
}

export const seed: SeedFunction = ({ index, now }) => {
  const today = formatDate(new Date(now));
  const city = demoCity(index);
  const dates = Array.from({ length: DAYS }, (_, i) => addDays(today, i - DAYS));
  const facility = city.plants.map((p, i) => {
    const district = DISTRICT_NAMES[city.districts[i % city.districts.length]!] ?? '';
    return { facName: p.name, facType: p.type, district, capacity: CAPACITY[p.type] ?? null, address: `${district}${city.streets[(i * 2) % city.streets.length]}` };
  });
  const rnd = random(3301 + index);
  const clerk = demoCrew(index, today).find((p) => p.post === 'clerk')?.name ?? '值班员';
  const operateDailyReport = dates.map((reportDate, i) => ({
    reportDate, reporter: clerk, weather: rnd.pick(['sunny', 'sunny', 'cloudy', 'cloudy', 'rain', index === 0 && i % 13 === 5 ? 'storm' : 'cloudy']),
    remark: i % 6 === 2 ? REMARKS[(i / 6) % REMARKS.length | 0] : null,
  }));
  return { facility, carTrip: trips(index, dates, facility), workRecord: workRecords(index, today, dates), operateDailyReport, ...areas(index, today) };
};
