// The field reports' figures at their edges (modules/zybb/rules/figures.ts): unknown stays unknown,
// loads without a valid weight are left out and counted, transfer legs are not collected twice, a
// night shift runs into the next morning, a split shift's gap is not counted.
import { describe, expect, it } from 'vitest';
import { anyLegTonnes, carRows, crewFigures, dayFigures, peopleByHour, personMonth, rate, stationFigures, type Facility, type Trip, type WorkDay } from '../../../modules/zybb/rules/figures';

const station: Facility = { id: 1, facName: '石祥路中转站', facType: 'transfer', capacity: 300 };
const plant: Facility = { id: 2, facName: '九峰焚烧厂', facType: 'incinerator', capacity: 3000 };
const trip = (o: Partial<Trip>): Trip => ({ tripAt: '2026-01-05 06:00:00', carCode: '浙A·K1234', facilityId: 1, leg: 'collect', ...o });
const day = (o: Partial<WorkDay>): WorkDay => ({ workDate: '2026-01-05', staffCode: 'HJ1001', post: 'cleaner', deptId: 'd104', status: 'work', hours: 8, tasks: 4, ...o });

describe('rate and tonnes of either leg', () => {
  it('answers null, not 0, when there is nothing to share or nothing known; 0 t when no load came', () => {
    expect(rate(0, 0)).toBeNull();
    expect(rate(null, 5)).toBeNull();
    expect(rate(1, 3)).toBe(33.3);
    expect(anyLegTonnes([])).toBe(0);
    expect(anyLegTonnes([trip({ gross: 16 })])).toBeNull();
    expect(anyLegTonnes([trip({ gross: 16 }), trip({ leg: 'transfer', gross: 31, tare: 15 })])).toBe(16);
  });
});

describe('the operations daily report (dayFigures)', () => {
  const trips = [
    trip({ gross: 18, tare: 10 }),
    trip({ gross: 16, tare: null }), // no tare, no confirmed net: left out
    trip({ carCode: '浙A·L1645', confirmedNet: 7.92, gross: 18.1, tare: 10, facilityId: 2 }),
    trip({ carCode: '浙A·M2741', leg: 'transfer', origin: '石祥路中转站', facilityId: 2, gross: 31, tare: 15 }),
  ];
  const days = [day({}), day({ staffCode: 'HJ1002', status: 'leave', hours: null }), day({ staffCode: 'HJ1003', status: 'rest', hours: null })];

  it('counts vehicles, trips, collected tonnes (transfer legs not again), loads left out, plants open and staff', () => {
    expect(dayFigures('2026-01-05', '2026-01-06', trips, days, [station, plant])).toEqual({
      carsOut: 3, trips: 4, tonnes: 15.92, leftOut: 1, facilitiesOpen: 2, staffDue: 2, staffOnDuty: 1, attendanceRate: 50,
    });
  });

  it('leaves tonnes unknown when no load had a valid weight, and the attendance rate when nobody was due', () => {
    const f = dayFigures('2026-01-05', '2026-01-06', [trip({ gross: 16 })], [day({ status: 'rest' })], [station]);
    expect(f).toMatchObject({ tonnes: null, leftOut: 1, staffDue: 0, attendanceRate: null });
  });

  it('answers every figure unknown for a day still to come, and 0 trips and 0 t for a past day without any (a known nothing)', () => {
    expect(Object.values(dayFigures('2026-01-07', '2026-01-06', [], [], [])).every((v) => v === null)).toBe(true);
    expect(dayFigures('2026-01-06', '2026-01-06', [], [], [station])).toMatchObject({ carsOut: 0, trips: 0, tonnes: 0, leftOut: 0, facilitiesOpen: 0 });
  });

  it('lists each vehicle with its trips and tonnes, a transfer leg by its own tonnes', () => {
    const rows = carRows(trips, new Map([[1, '石祥路中转站'], [2, '九峰焚烧厂']]));
    expect(rows.find((r) => r.carCode === '浙A·K1234')).toMatchObject({ trips: 2, tonnes: 8, leftOut: 1, facilities: '石祥路中转站' });
    expect(rows.find((r) => r.carCode === '浙A·M2741')).toMatchObject({ trips: 1, tonnes: 16 });
  });
});

describe('station figures', () => {
  it('a transfer station: in from collection, out as transfer legs, the stock change between', () => {
    const s = stationFigures(station, [trip({ gross: 18, tare: 10 }), trip({ gross: 20, tare: 10 }), trip({ leg: 'transfer', origin: station.facName, facilityId: 2, gross: 31, tare: 15 })]);
    expect(s).toMatchObject({ inTrips: 2, inTonnes: 18, outTrips: 1, outTonnes: 16, balance: 2, open: true });
  });

  it('a disposal plant: direct and transfer tonnes summed; unknown when loads came and none had a weight', () => {
    const s = stationFigures(plant, [trip({ facilityId: 2, gross: 18, tare: 10 }), trip({ facilityId: 2, leg: 'transfer', confirmedNet: 16 })]);
    expect(s).toMatchObject({ inTrips: 2, directTonnes: 8, transferTonnes: 16, inTonnes: 24 });
    expect(stationFigures(plant, [trip({ facilityId: 2, gross: 18 })])).toMatchObject({ inTrips: 1, directTonnes: null, transferTonnes: 0, inTonnes: null, leftOut: 1, balance: null });
    expect(stationFigures(plant, [trip({ facilityId: 2, gross: 18 }), trip({ facilityId: 2, leg: 'transfer', confirmedNet: 16 })])).toMatchObject({ inTonnes: 16, leftOut: 1 });
  });

  it('a closed station: no trips, 0 t in and out (a known nothing), not open', () => {
    expect(stationFigures(station, [])).toMatchObject({ inTrips: 0, inTonnes: 0, outTonnes: 0, balance: 0, open: false });
  });
});

describe('people', () => {
  it('a month: days due leave out rest days; hours and tasks sum worked days, unknown when none reported', () => {
    const m = personMonth([day({}), day({ hours: null, tasks: null }), day({ status: 'leave', hours: null }), day({ status: 'absent', hours: null }), day({ status: 'rest', hours: null })]);
    expect(m).toEqual({ daysDue: 4, daysWorked: 2, leaveDays: 1, absentDays: 1, hours: 8, avgHours: 4, tasks: 4, attendanceRate: 50 });
    expect(personMonth([day({ status: 'rest' })])).toMatchObject({ daysDue: 0, hours: null, avgHours: null, attendanceRate: null });
  });

  it('a crew: distinct people and shifts worked', () => {
    expect(crewFigures([day({}), day({ workDate: '2026-01-06' }), day({ staffCode: 'HJ1002', status: 'absent' })])).toMatchObject({ people: 1, shifts: 2, staffDue: 3, onDuty: 2, absent: 1, hours: 16 });
  });

  it('by hour: a night shift runs into the next morning, the end hour is not counted, a split shift\'s gap is not', () => {
    const h = peopleByHour([day({ startAt: '22:00', endAt: '06:00' }), day({ shift: 'S', startAt: '05:00', endAt: '18:00' }), day({ status: 'leave', startAt: '08:00', endAt: '17:00' })]);
    expect(h[21]).toBe(0);
    expect(h[22]).toBe(1);
    expect(h[29]).toBe(1); // next day 05:00
    expect(h[5]).toBe(1);
    expect(h[8]).toBe(1);
    expect(h[9]).toBe(0);
    expect(h[13]).toBe(0);
    expect(h[14]).toBe(1);
    expect(h[17]).toBe(1);
    expect(h[18]).toBe(0);
  });
});
