/**
 * The field reports' figures, one definition each (the README repeats them), as pure functions of the
 * stored trips and work records: the reports and the operations daily report only read rows and call
 * these. Tonnage always goes through kit/waste/loadWeight.ts (a load without a valid weight is left out
 * and counted apart, never as 0). Unknown is null (shown "--"), never 0.
 */
import { loadWeight, tonnage, type Load } from '../../../kit/waste/loadWeight';

export type Trip = Load & { tripAt: string; carCode: string; driverName?: string | null; facilityId: number; origin?: string | null };
export type WorkDay = { workDate: string; staffCode: string; post: string; deptId: string; street?: string | null; shift?: string | null; status: string; hours: number | null; tasks: number | null; startAt?: string | null; endAt?: string | null };
export type Facility = { id: number; facName: string; facType: string; capacity: number | null };

/** A share in percent with one decimal, or null when there is nothing to share (den 0 or unknown). */
export function rate(num: number | null, den: number | null): number | null {
  if (num === null || den === null || !den) return null;
  return Math.round((num / den) * 1000) / 10;
}

const round = (n: number) => Math.round(n * 1000) / 1000;
const sumOf = (rows: WorkDay[], key: 'hours' | 'tasks') => {
  const known = rows.map((r) => r[key]).filter((v): v is number => v !== null && v !== undefined);
  return known.length ? round(known.reduce((a, b) => a + b, 0)) : null;
};
const leftOut = (loads: Load[]) => tonnage(loads).leftOut + tonnage(loads, { legs: 'transfer' }).leftOut;

/**
 * The weight of loads of either leg (a plant's intake, a vehicle's day), as loadWeight's tonnage
 * reads it: 0 when no load came, null when loads came and none had a valid weight.
 */
export function anyLegTonnes(loads: Load[]): number | null {
  const known = loads.map(loadWeight).filter((w): w is number => w !== null);
  return known.length ? round(known.reduce((a, b) => a + b, 0)) : loads.length ? null : 0;
}

export type DayFigures = {
  carsOut: number | null; trips: number | null; tonnes: number | null; leftOut: number | null;
  facilitiesOpen: number | null; staffDue: number | null; staffOnDuty: number | null; attendanceRate: number | null;
};
export const UNKNOWN_DAY: DayFigures = { carsOut: null, trips: null, tonnes: null, leftOut: null, facilitiesOpen: null, staffDue: null, staffOnDuty: null, attendanceRate: null };

/**
 * One day of the company (运营日报), from that day's trips and work records:
 * - carsOut: vehicles with at least one trip; trips: every trip (collection and transfer legs);
 * - tonnes: collected tonnage (collection legs, loadWeight rules; transfer legs are not counted again);
 * - leftOut: loads of the day without a valid weight; facilitiesOpen: plants that received or sent a trip;
 * - staffDue: people scheduled (every record but rest); staffOnDuty: people who worked;
 *   attendanceRate = staffOnDuty / staffDue.
 * A day after `today` has not happened: every figure unknown.
 */
export function dayFigures(date: string, today: string, trips: Trip[], days: WorkDay[], facilities: Facility[]): DayFigures {
  if (date > today) return UNKNOWN_DAY;
  const open = facilities.filter((f) => trips.some((t) => t.facilityId === f.id || t.origin === f.facName));
  const due = days.filter((d) => d.status !== 'rest').length;
  const onDuty = days.filter((d) => d.status === 'work').length;
  return {
    carsOut: new Set(trips.map((t) => t.carCode)).size,
    trips: trips.length,
    tonnes: tonnage(trips).tonnes,
    leftOut: leftOut(trips),
    facilitiesOpen: open.length,
    staffDue: due,
    staffOnDuty: onDuty,
    attendanceRate: rate(onDuty, due),
  };
}

/** 出车明细: per vehicle, its trips, collected tonnes (transfer legs: their tonnes) and the plants it went to. */
export function carRows(trips: Trip[], names: Map<number, string>) {
  const by = new Map<string, Trip[]>();
  for (const t of trips) by.set(t.carCode, [...(by.get(t.carCode) ?? []), t]);
  return [...by.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([carCode, list]) => ({
    carCode,
    driverName: list[0]?.driverName ?? null,
    trips: list.length,
    tonnes: anyLegTonnes(list),
    leftOut: leftOut(list),
    facilities: [...new Set(list.map((t) => names.get(t.facilityId) ?? ''))].filter(Boolean).join('、'),
  }));
}

export type StationFigures = {
  inTrips: number; inTonnes: number | null; outTrips: number; outTonnes: number | null; balance: number | null;
  directTonnes: number | null; transferTonnes: number | null; leftOut: number; open: boolean;
};

/**
 * A plant's flows over some trips (tonnes: 0 when no load came, null when loads came without a valid
 * weight): in = trips arriving (a transfer station's intake is its collection
 * legs; a disposal plant's is both: direct collection plus transfer legs), out = trips leaving it (their
 * origin names it: a station's transfer legs, a refuse room's collections); balance = in − out tonnes
 * (unknown when either is); open = a trip arrived or left.
 */
export function stationFigures(f: Facility, trips: Trip[]): StationFigures {
  const arriving = trips.filter((t) => t.facilityId === f.id);
  const leaving = trips.filter((t) => t.origin === f.facName);
  const direct = tonnage(arriving).tonnes;
  const transferIn = tonnage(arriving, { legs: 'transfer' }).tonnes;
  const disposal = f.facType === 'incinerator' || f.facType === 'landfill';
  const inTonnes = disposal ? anyLegTonnes(arriving) : direct;
  const outTonnes = anyLegTonnes(leaving);
  return {
    inTrips: arriving.length,
    inTonnes,
    outTrips: leaving.length,
    outTonnes,
    balance: inTonnes === null || outTonnes === null ? null : round(inTonnes - outTonnes),
    directTonnes: direct,
    transferTonnes: transferIn,
    leftOut: leftOut(arriving) + leftOut(leaving),
    open: arriving.length + leaving.length > 0,
  };
}

/**
 * A person's month (人员月报): daysDue = records but rest days; daysWorked = status work; hours and
 * tasks = sums over worked days (unknown when none was reported); avgHours = hours / daysWorked;
 * attendanceRate = daysWorked / daysDue.
 */
export function personMonth(days: WorkDay[]) {
  const worked = days.filter((d) => d.status === 'work');
  const due = days.filter((d) => d.status !== 'rest').length;
  const hours = sumOf(worked, 'hours');
  return {
    daysDue: due,
    daysWorked: worked.length,
    leaveDays: days.filter((d) => d.status === 'leave').length,
    absentDays: days.filter((d) => d.status === 'absent').length,
    hours,
    avgHours: hours === null || !worked.length ? null : Math.round((hours / worked.length) * 10) / 10,
    tasks: sumOf(worked, 'tasks'),
    attendanceRate: rate(worked.length, due),
  };
}

/** A group of work records (a department's day, a street's period): people, shifts worked, hours, tasks. */
export function crewFigures(days: WorkDay[]) {
  const worked = days.filter((d) => d.status === 'work');
  const due = days.filter((d) => d.status !== 'rest').length;
  return {
    staffDue: due,
    onDuty: worked.length,
    leave: days.filter((d) => d.status === 'leave').length,
    absent: days.filter((d) => d.status === 'absent').length,
    rest: days.filter((d) => d.status === 'rest').length,
    people: new Set(worked.map((d) => d.staffCode)).size,
    shifts: worked.length,
    hours: sumOf(worked, 'hours'),
    tasks: sumOf(worked, 'tasks'),
    attendanceRate: rate(worked.length, due),
  };
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * People at work in each hour of a shift date (0–23, then the next morning 24–29 for night shifts):
 * a worked record counts in hour h when its start ≤ h:00 < its end (an end at or before its start
 * runs into the next day). A split shift (S, 05:00–09:00 + 14:00–18:00) reports its first start and
 * last end: its gap 09:00–14:00 is not counted.
 */
export function peopleByHour(days: WorkDay[]): number[] {
  const counts = Array.from({ length: 30 }, () => 0);
  for (const d of days) {
    if (d.status !== 'work' || !d.startAt || !d.endAt) continue;
    const from = minutes(d.startAt);
    let to = minutes(d.endAt);
    if (to <= from) to += 1440;
    for (let h = 0; h < 30; h++) {
      const inGap = d.shift === 'S' && h >= 9 && h < 14;
      if (from <= h * 60 && h * 60 < to && !inGap) counts[h]! += 1;
    }
  }
  return counts;
}
