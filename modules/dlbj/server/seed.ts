/**
 * Demo data of both tenants: the vehicles of the device store (pointers), three shifts (one across
 * midnight), the demo city's roads (kit/road demoRoads: along the base map roads the demo sweepers and
 * washers drive), lines with and without a vehicle, car expenses, and the archive of the last 30 days:
 * each day's completion per road and line computed with kit/road's rules over the demo vehicles'
 * tracks (kit/road's demoVehicleAt: server/services/demoDevices.ts's model, positions as pure
 * functions of the clock, one a minute),
 * for every shift that ended before the start (the device store holds only the last hours). Tenant 1
 * ≈ 450 rows, tenant 2 ≈ 150.
 */
import { shapeText } from '../../../kit/map/shapes';
import { random } from '../../../kit/geo/demoCity';
import { formatDate, type SeedFunction } from '../../../kit/resource';
import { DEMO_VEHICLES, demoRoads, demoVehicleAt, type TrackPoint } from '../../../kit/road';
import { addDays, chinaDate, lineOf, measure, roadOf, shiftWindow, worksOn, type Plan } from './model';

type Row = Record<string, unknown>;
const ARCHIVE_DAYS = 29; // and today: 30 days
const TRACK_STEP_MS = 60_000;

const SHIFTS: Row[] = [
  { shiftName: '早班', startTime: '05:00', endTime: '07:30', remark: '早高峰前完成主干道' },
  { shiftName: '午班', startTime: '13:30', endTime: '16:00', remark: '' },
  { shiftName: '夜班', startTime: '22:00', endTime: '00:30', remark: '跨零点，算作开始那天的作业' },
  { shiftName: '日间巡回', startTime: '09:00', endTime: '17:00', remark: '白天巡回保洁' },
];

export const vehicleTypeOf = (name: string) => (/扫路车/.test(name) ? 'sweeper' : /洒水车/.test(name) ? 'sprinkler' : /洗扫车/.test(name) ? 'washer' : 'other');

// line name, job, road codes, pointer device code (null: no vehicle yet), shift (position), max speed, off-line minutes, frequency
type L = [string, 'sweep' | 'wash' | 'dust', string[], string | null, number, number, number, string];
const LINES: L[][] = [
  [
    ['之江路抑尘线', 'dust', ['DL-101', 'DL-102', 'DL-103', 'DL-104'], 'V-104', 1, 30, 5, 'daily'],
    ['江南大道清扫线', 'sweep', ['DL-105', 'DL-106', 'DL-107', 'DL-108'], 'V-105', 1, 30, 5, 'daily'],
    ['江南大道冲洗线', 'wash', ['DL-105', 'DL-106'], 'V-105', 2, 15, 5, 'workdays'],
    ['延安路夜间清扫线', 'sweep', ['DL-109', 'DL-110'], null, 3, 15, 5, 'daily'],
    ['之江路日间巡回线', 'dust', ['DL-101', 'DL-102', 'DL-103'], 'V-104', 4, 30, 10, 'daily'],
  ],
  [
    ['之江路洒水线', 'dust', ['DL-201', 'DL-202', 'DL-203'], 'V-202', 1, 30, 5, 'daily'],
    ['天目山路清扫线', 'sweep', ['DL-204', 'DL-205'], null, 1, 15, 5, 'daily'],
    ['之江路日间巡回线', 'dust', ['DL-201', 'DL-202'], 'V-202', 4, 30, 10, 'daily'],
  ],
];

export const seed: SeedFunction = ({ index, now }) => {
  const tenant = index ? '2' : '1';
  const vehicles = DEMO_VEHICLES.filter((d) => d.tenantId === tenant);
  const pointer = vehicles.map((d) => {
    const [plateNo, ...rest] = d.name.split(' ');
    return { plateNo, deviceCode: d.code, vehicleName: rest.join(' '), vehicleType: vehicleTypeOf(d.name), syncedAt: formatDate(new Date(now), true) };
  });
  const road = demoRoads(index).map((r) => ({
    roadName: r.name, roadCode: r.code, district: r.district, grade: String(r.grade), roadClass: r.roadClass, startName: r.start, endName: r.end,
    path: shapeText('line', r.path), length: r.length, width: r.width, area: r.area,
    sweepPasses: r.passes.sweep, washPasses: r.passes.wash, dustPasses: r.passes.dust, tolerance: r.tolerance,
  }));
  const specs = LINES[index ? 1 : 0]!;
  const names = new Map(road.map((r) => [r.roadCode, r.roadName]));
  const line = specs.map(([lineName, jobType, roads, device, shiftId, maxSpeed, offLineMinutes, frequency]) => ({
    lineName, jobType, roads: roads.join(','), roadNames: roads.map((c) => names.get(c)).join('、'), pointerId: device ? vehicles.findIndex((v) => v.code === device) + 1 : null, shiftId, maxSpeed, offLineMinutes, frequency,
    waterPerKm: jobType === 'sweep' ? null : 600,
  }));

  // The archive: the same rule over the demo tracks, for the days before the store's readings.
  const plan: Plan = {
    roads: new Map(road.map((r) => [r.roadCode, roadOf(r)])),
    lines: line.map((l, i) => lineOf({ ...l, id: i + 1 })),
    shifts: new Map(SHIFTS.map((s, i) => [i + 1, { id: i + 1, name: String(s.shiftName), start: String(s.startTime), end: String(s.endTime) }])),
    pointers: new Map(pointer.map((p, i) => [i + 1, { id: i + 1, plateNo: p.plateNo!, deviceCode: p.deviceCode, vehicleType: p.vehicleType }])),
  };
  const roadDay: Row[] = [];
  const lineDay: Row[] = [];
  const today = chinaDate(now);
  for (let back = ARCHIVE_DAYS; back >= 0; back--) {
    const date = addDays(today, -back);
    plan.lines.forEach((l, i) => {
      const spec = specs[i]!;
      const device = vehicles.find((v) => v.code === spec[3]);
      const shift = plan.shifts.get(l.shiftId)!;
      if (!device || !worksOn(l.frequency, date)) return;
      const { from, to } = shiftWindow(date, shift.start, shift.end);
      if (to > now) return;
      const track: TrackPoint[] = [];
      for (let t = from; t <= to; t += TRACK_STEP_MS) track.push({ t, ...demoVehicleAt(device, t) });
      const m = measure(plan, l, date, track, now);
      for (const r of m.roads) roadDay.push({ workDate: date, lineId: i + 1, roadCode: r.code, completion: r.completion === null ? null : Math.round(r.completion * 10_000) / 10_000, coveredM: r.coveredM === null ? null : Math.round(r.coveredM) });
      const round3 = (x: number | null) => (x === null ? null : Math.round(x * 1000) / 1000);
      lineDay.push({ workDate: date, lineId: i + 1, totalKm: round3(m.totalKm), workingKm: round3(m.workingKm), speeding: m.speeding, offLine: m.offLine, points: m.points });
    });
  }

  const rnd = random(4625 + index);
  const carExp: Row[] = [];
  const roadVehicles = pointer.map((p, i) => ({ ...p, pos: i + 1 })).filter((p) => p.vehicleType !== 'other');
  for (let back = 28; back >= 0; back -= 3)
    for (const v of roadVehicles) {
      carExp.push({ pointerId: v.pos, expType: 'fuel', amount: rnd.round(380 + rnd.next() * 260, 2), expDate: addDays(today, -back), mileage: 20_000 + (28 - back) * 90 + rnd.int(0, 40), handler: '王建国', remark: '' });
      if (back % 9 === 1) carExp.push({ pointerId: v.pos, expType: 'water', amount: rnd.round(60 + rnd.next() * 40, 2), expDate: addDays(today, -back), mileage: null, handler: '李志强', remark: '市政取水点加水' });
    }
  if (roadVehicles[0]) {
    carExp.push({ pointerId: roadVehicles[0].pos, expType: 'repair', amount: 1860, expDate: addDays(today, -12), mileage: null, handler: '张伟', remark: '更换扫刷' });
    carExp.push({ pointerId: roadVehicles[0].pos, expType: 'insurance', amount: 5200, expDate: addDays(today, -20), mileage: null, handler: '刘洋', remark: '年度商业险' });
  }
  return { pointer, shift: SHIFTS, road, line, carExp, roadDay, lineDay };
};
