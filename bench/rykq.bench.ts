// npx tsx bench/rykq.bench.ts — a day's attendance for 30 000 people computed by the rules
// (modules/rykq/rules/attendance.ts: personDays, a pure function), on generated punches: a third on a
// fixed two-pair shift, a third on an early/night rota (night shifts across midnight), a third on a
// day shift; 4 % late, 1 % a forgotten punch, 1 % absent, 2 % on part-day leave, 8 % overtime.
// Each run schedules every person, gives each punch to its shift's date and computes the day, then
// sums the month columns; the median and spread of RUNS runs (after one warm-up) are printed.
import { layShift, monthSummary, personDays, scheduled, stampOf, type Group, type Leave, type Shift } from '../modules/rykq/rules/attendance';

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 30_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const DATE = '2026-11-18';

const base = { late: 5, seriousLate: 30, missingLate: 60, early: 5, missingEarly: 60, earliest: 90, latest: 240 };
const shifts = new Map<string, Shift>([
  ['D', { code: 'D', pairs: [{ on: '05:00', off: '13:00' }], ...base }],
  ['N', { code: 'N', pairs: [{ on: '22:00', off: '06:00' }], ...base }],
  ['Z', { code: 'Z', pairs: [{ on: '08:30', off: '17:30' }], ...base }],
  ['S', { code: 'S', pairs: [{ on: '05:00', off: '09:00' }, { on: '14:00', off: '18:00' }], ...base }],
]);
const groups: Group[] = [
  { kind: 'fixed', workDays: [1, 2, 3, 4, 5, 6], shift: 'S' },
  { kind: 'rota', workDays: [], rota: ['D', 'D', 'N', 'N', 'R', 'R'], rotaStart: '2026-11-02' },
  { kind: 'fixed', workDays: [1, 2, 3, 4, 5, 6, 7], shift: 'Z' },
];

let seed = 7;
const rnd = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
type Person = { group: Group; offset: number; punches: string[]; leaves: Leave[] };
const people: Person[] = [];
for (let i = 0; i < PEOPLE; i++) {
  const group = groups[i % 3]!;
  const offset = i % 6;
  const punches: string[] = [];
  const leaves: Leave[] = [];
  // The day before too: a night shift's morning punch falls on this date.
  for (const date of ['2026-11-17', DATE]) {
    const code = scheduled(group, date, offset);
    if (!code || rnd() < 0.01) continue;
    const pairs = layShift(shifts.get(code)!, date);
    pairs.forEach((p, k) => {
      punches.push(stampOf(p.on - 10 + (rnd() < 0.04 ? 20 + rnd() * 30 : rnd() * 8)));
      if (rnd() < 0.01) return;
      punches.push(stampOf(p.off + rnd() * 8 + (k === pairs.length - 1 && rnd() < 0.08 ? 30 + rnd() * 200 : 0)));
    });
    if (date === DATE && rnd() < 0.02) leaves.push({ type: 'personal', start: stampOf(pairs[0]!.on), end: stampOf(pairs[0]!.on + 120) });
  }
  people.push({ group, offset, punches, leaves });
}

function run(): { ms: number; statuses: Record<string, number> } {
  const t0 = performance.now();
  const statuses: Record<string, number> = {};
  let overtime = 0;
  for (const p of people) {
    const [day] = personDays({ dates: [DATE], group: p.group, offset: p.offset, shifts, punches: p.punches, leaves: p.leaves });
    statuses[day!.status] = (statuses[day!.status] ?? 0) + 1;
    overtime += monthSummary([day!]).overtimeWorkday;
  }
  if (overtime < 0) throw new Error('unreachable');
  return { ms: performance.now() - t0, statuses };
}

run();
const times: number[] = [];
let last: Record<string, number> = {};
for (let r = 0; r < RUNS; r++) {
  const { ms, statuses } = run();
  times.push(ms);
  last = statuses;
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;
console.log(`rykq attendance: ${PEOPLE} people, one day (${DATE}), ${RUNS} runs after a warm-up (node ${process.version})`);
console.log(`  median ${median.toFixed(0)} ms (min ${times[0]!.toFixed(0)}, max ${times[times.length - 1]!.toFixed(0)}) — ${((median / PEOPLE) * 1000).toFixed(1)} µs a person`);
console.log(`  results: ${JSON.stringify(last)}`);
