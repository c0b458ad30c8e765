/**
 * The city's attendance (issue 28: "a day's attendance for 30 000 people ≤ 60 s"), as pure data like
 * model.ts: four shifts, three attendance groups (a split shift Monday–Saturday, an early/night rota
 * across midnight, a day shift every day), each worker's group and place in the rota, and each worker's
 * punches on a date — the same for the same worker and date, so the generator (yesterday's punches, as
 * history) and the player (today's, through the punch call at their time) agree without sharing anything.
 *
 * Of the due days: 4 % punch in late (20–50 min), 1 % forget the off punch, 1 % do not come (absent),
 * 8 % stay on (30–230 min of overtime); the others punch within ten minutes before on and after off.
 */
import { layShift, scheduled, stampOf, type Group, type Shift } from '../../modules/rykq/rules/attendance';

const thresholds = { late: 5, seriousLate: 30, missingLate: 60, early: 5, missingEarly: 60, earliest: 90, latest: 240 };

/** The shifts as the shift call takes them (班次时间). */
export const CITY_SHIFTS = [
  { shiftCode: 'S', shiftName: '两头班', on1: '05:00', off1: '09:00', on2: '14:00', off2: '18:00', ...thresholds },
  { shiftCode: 'D', shiftName: '早班', on1: '05:00', off1: '13:00', ...thresholds },
  { shiftCode: 'N', shiftName: '夜班', on1: '22:00', off1: '06:00', ...thresholds },
  { shiftCode: 'Z', shiftName: '日班', on1: '08:30', off1: '17:30', ...thresholds },
] as const;

/** The groups as the group call takes them (考勤组; `shift` is the code, the generator sends its id). */
export const CITY_GROUPS = [
  { groupName: '城市道路保洁两头班', groupType: 'fixed', shift: 'S', workDays: '1,2,3,4,5,6' },
  { groupName: '城市早夜轮班', groupType: 'rota', rota: 'D,D,N,N,R,R', rotaStart: '2026-11-02', workDays: '' },
  { groupName: '城市日班', groupType: 'fixed', shift: 'Z', workDays: '1,2,3,4,5,6,7' },
] as const;

/**
 * Worker i's group (an index into CITY_GROUPS) and place in the rota (D,D,N,N,R,R): the group's own
 * workers take the six places in turn (`i % 6` shared the factor 3 with the group's `i % 3`, so the rota's
 * workers had only 2 of the 6 places and on some days nobody of it worked the night shift).
 */
export const dutyOf = (i: number) => ({ group: i % CITY_GROUPS.length, rotaOffset: Math.floor(i / CITY_GROUPS.length) % 6 });

const shifts = new Map<string, Shift>(
  CITY_SHIFTS.map((s) => [s.shiftCode, { code: s.shiftCode, name: s.shiftName, pairs: [{ on: s.on1, off: s.off1 }, ...('on2' in s ? [{ on: s.on2, off: s.off2 }] : [])], ...thresholds }]),
);
const groups: Group[] = CITY_GROUPS.map((g) => ({
  kind: g.groupType,
  workDays: g.workDays ? g.workDays.split(',').map(Number) : [],
  shift: 'shift' in g ? g.shift : null,
  rota: 'rota' in g ? g.rota.split(',') : [],
  rotaStart: 'rotaStart' in g ? g.rotaStart : undefined,
}));

/** A number in [0, 1) fixed by the worker, the date and a salt. */
function hash(i: number, date: string, salt: number): number {
  let h = (i * 2_654_435_761 + salt * 40_503) >>> 0;
  for (let k = 0; k < date.length; k++) h = Math.imul(h ^ date.charCodeAt(k), 16_777_619) >>> 0;
  h ^= h >>> 15;
  h = Math.imul(h, 2_246_822_507) >>> 0;
  return ((h ^ (h >>> 13)) >>> 0) / 4_294_967_296;
}

/**
 * Worker i's punches for the shift scheduled on `date` (China-time stamps 'YYYY-MM-DD HH:mm:ss'; a
 * night shift's off punch is on the next morning), none on a rest day or when the worker does not come.
 */
export function punchesOf(i: number, date: string): string[] {
  const { group, rotaOffset } = dutyOf(i);
  const code = scheduled(groups[group]!, date, rotaOffset);
  if (!code || hash(i, date, 1) < 0.01) return [];
  const pairs = layShift(shifts.get(code)!, date);
  const out: string[] = [];
  pairs.forEach((p, k) => {
    const late = hash(i, date, 2 + k) < 0.04;
    out.push(stampOf(p.on - 10 + (late ? 30 + hash(i, date, 10 + k) * 30 : hash(i, date, 10 + k) * 9)));
    if (k === pairs.length - 1 && hash(i, date, 20) < 0.01) return;
    const stays = k === pairs.length - 1 && hash(i, date, 21) < 0.08;
    out.push(stampOf(p.off + hash(i, date, 30 + k) * 8 + (stays ? 30 + hash(i, date, 31) * 200 : 0)));
  });
  return out;
}
