// The personnel rules (modules/zyry/rules/*.ts) at their edges: a point exactly on the fence, an
// episode exactly at the tolerance, a rest window cutting an episode, a night shift across midnight,
// a silent badge (device offline, never absent), the overtime caps and pay factors, heat bands and
// contract reminders.
import { describe, expect, it } from 'vitest';
import type { LngLat } from '../../../kit/geo';
import { contractStage } from '../../../modules/zyry/rules/contracts';
import { insideFence } from '../../../modules/zyry/rules/fence';
import { heatFlag, modelForecast } from '../../../modules/zyry/rules/heat';
import { defaultKind, overtimeMonths } from '../../../modules/zyry/rules/overtime';
import { analyseDay, type Fix, type PositionSettings } from '../../../modules/zyry/rules/positions';
import { restSpans, shiftSpans } from '../../../modules/zyry/rules/shifts';
import { chinaAt, chinaStamp, MIN } from '../../../modules/zyry/rules/time';

// A 0.002° × 0.001° box (about 190 × 110 m) on 延安路.
const FENCE: LngLat[] = [[120.164, 30.26], [120.166, 30.26], [120.166, 30.261], [120.164, 30.261], [120.164, 30.26]];
const IN: LngLat = [120.165, 30.2605];
const OUT: LngLat = [120.17, 30.2605];
const settings = (over: Partial<PositionSettings> = {}): PositionSettings => ({ toleranceMin: 15, offlineMs: 10 * MIN, stationary: { enabled: false, minutes: 30, radiusM: 20 }, rest: [], ...over });
const DATE = '2026-11-10';
const at = (clock: string, dayOffset = 0) => chinaAt(DATE, clock, dayOffset);
/** A fix every 2 minutes from `from` to `to` (China clock of DATE) at `p` (a function of the time for a walk). */
const walk = (from: number, to: number, p: LngLat | ((t: number) => LngLat)): Fix[] => {
  const out: Fix[] = [];
  for (let t = from; t <= to; t += 2 * MIN) {
    const [lng, lat] = typeof p === 'function' ? p(t) : p;
    out.push({ t, lng, lat });
  }
  return out;
};
/** Walking to and fro inside the fence (never still for long). */
const pacing = (t: number): LngLat => [120.1645 + 0.001 * Math.abs(((t / MIN / 10) % 2) - 1), 30.2602]; // 33 m from IN

describe('the fence', () => {
  it('counts a point exactly on an edge or a corner as inside, and one a metre beyond as outside', () => {
    expect(insideFence([120.165, 30.26], FENCE)).toBe(true);
    expect(insideFence([120.166, 30.2607], FENCE)).toBe(true);
    expect(insideFence([120.164, 30.261], FENCE)).toBe(true);
    expect(insideFence([120.16601, 30.2607], FENCE)).toBe(false);
    expect(insideFence(IN, FENCE)).toBe(true);
    expect(insideFence(OUT, FENCE)).toBe(false);
  });
});

describe('a day of positions', () => {
  const [day] = shiftSpans('Z', DATE); // 08:30–17:30

  it('reads arrival, leaving and time on post from the fixes inside the fence', () => {
    const fixes = walk(at('08:20'), at('17:40'), pacing);
    const r = analyseDay(fixes, FENCE, [day!], settings(), at('23:00'));
    expect(chinaStamp(r.arrival!)).toBe('2026-11-10 08:30:00');
    expect(chinaStamp(r.leaving!)).toBe('2026-11-10 17:30:00');
    expect(r.onPostMinutes).toBe(540);
    expect(r.status).toBe('normal');
    expect(r.episodes).toEqual([]);
  });

  it('is not off post when outside exactly the tolerance, and is when outside two minutes longer', () => {
    const exactly = [...walk(at('08:30'), at('09:58'), IN), ...walk(at('10:00'), at('10:14'), OUT), ...walk(at('10:15'), at('17:30'), IN)];
    // Outside from 10:00 to the fix back inside at 10:15: exactly 15 minutes.
    const fix = (t: number, p: LngLat) => ({ t, lng: p[0], lat: p[1] });
    const edge = [...walk(at('08:30'), at('09:58'), IN), fix(at('10:00'), OUT), fix(at('10:08'), OUT), fix(at('10:15'), IN), ...walk(at('10:17'), at('17:30'), IN)];
    expect(analyseDay(edge, FENCE, [day!], settings(), at('23:00')).episodes.filter((e) => e.kind === 'offPost')).toEqual([]);
    const longer = [...walk(at('08:30'), at('09:58'), IN), fix(at('10:00'), OUT), fix(at('10:08'), OUT), fix(at('10:16'), OUT), fix(at('10:17'), IN), ...walk(at('10:19'), at('17:30'), IN)];
    const r = analyseDay(longer, FENCE, [day!], settings(), at('23:00'));
    expect(r.episodes.map((e) => [e.kind, chinaStamp(e.from).slice(11), chinaStamp(e.to).slice(11), e.minutes])).toEqual([['offPost', '10:00:00', '10:17:00', 17]]);
    expect(r.status).toBe('offPost');
    expect(analyseDay(exactly, FENCE, [day!], settings(), at('23:00')).status).toBe('normal');
  });

  it('pauses the off-post clock during a rest window: 12 minutes outside before lunch and 10 after is one 22-minute episode', () => {
    const fixes = [...walk(at('08:30'), at('11:16'), IN), ...walk(at('11:18'), at('12:40'), OUT), ...walk(at('12:40'), at('17:30'), IN)];
    const rest = restSpans('11:30-12:30', DATE);
    const r = analyseDay(fixes, FENCE, [day!], settings({ rest }), at('23:00'));
    const off = r.episodes.filter((e) => e.kind === 'offPost');
    expect(off).toHaveLength(1);
    expect(off[0]!.minutes).toBe(22);
    // Without the rest window the same walk is 82 minutes outside.
    expect(analyseDay(fixes, FENCE, [day!], settings(), at('23:00')).episodes.find((e) => e.kind === 'offPost')!.minutes).toBe(82);
    // Lunch taken wholly outside the area is no episode at all.
    const lunch = [...walk(at('08:30'), at('11:30'), IN), ...walk(at('11:32'), at('12:28'), OUT), ...walk(at('12:30'), at('17:30'), IN)];
    expect(analyseDay(lunch, FENCE, [day!], settings({ rest }), at('23:00')).episodes).toEqual([]);
  });

  it('finds stationary episodes only when the group opted in, longer than the threshold, paused by rest', () => {
    const still = [...walk(at('08:30'), at('09:58'), pacing), ...walk(at('10:00'), at('10:40'), IN), ...walk(at('10:42'), at('17:30'), pacing)];
    expect(analyseDay(still, FENCE, [day!], settings(), at('23:00')).episodes).toEqual([]);
    const on = settings({ stationary: { enabled: true, minutes: 30, radiusM: 20 } });
    const r = analyseDay(still, FENCE, [day!], on, at('23:00'));
    expect(r.episodes.map((e) => [e.kind, e.minutes])).toEqual([['stationary', 40]]);
    expect(r.status).toBe('stationary');
    // Exactly 30 minutes still is not an episode.
    const thirty = [...walk(at('08:30'), at('09:58'), pacing), ...walk(at('10:00'), at('10:30'), IN), ...walk(at('10:32'), at('17:30'), pacing)];
    expect(analyseDay(thirty, FENCE, [day!], on, at('23:00')).episodes).toEqual([]);
    // Still 11:10–12:50 around a 11:30–12:30 lunch: 40 minutes count.
    const lunch = [...walk(at('08:30'), at('11:08'), pacing), ...walk(at('11:10'), at('12:50'), IN), ...walk(at('12:52'), at('17:30'), pacing)];
    expect(analyseDay(lunch, FENCE, [day!], { ...on, rest: restSpans('11:30-12:30', DATE) }, at('23:00')).episodes.map((e) => e.minutes)).toEqual([40]);
  });

  it('calls a silent badge device offline, never off post or absent', () => {
    const fixes = [...walk(at('08:30'), at('10:00'), IN), ...walk(at('11:00'), at('17:30'), IN)];
    const r = analyseDay(fixes, FENCE, [day!], settings(), at('23:00'));
    expect(r.episodes.map((e) => [e.kind, e.minutes])).toEqual([['offline', 60]]);
    expect(r.status).toBe('normal');
    expect(r.onPostMinutes).toBe(480);
    const none = analyseDay([], FENCE, [day!], settings(), at('12:00'));
    expect(none.status).toBe('offline');
    expect(none.episodes).toEqual([{ kind: 'offline', from: at('08:30'), to: at('12:00'), minutes: 210, ongoing: true, at: null }]);
  });

  it('is pending before the shift and reads only up to now during it', () => {
    expect(analyseDay([], FENCE, [day!], settings(), at('07:00')).status).toBe('pending');
    const r = analyseDay(walk(at('08:30'), at('17:30'), IN), FENCE, [day!], settings(), at('10:00'));
    expect(r.leaving).toBe(at('10:00'));
    expect(r.onPostMinutes).toBe(90);
  });
});

describe('a night shift across midnight', () => {
  it('lays 22:00–06:00 on one work date and reads an episode that crosses midnight as one', () => {
    const spans = shiftSpans('N', DATE);
    expect(spans.map((s) => [chinaStamp(s.from), chinaStamp(s.to)])).toEqual([['2026-11-10 22:00:00', '2026-11-11 06:00:00']]);
    const fixes = [...walk(at('22:00'), at('23:50'), IN), ...walk(at('23:52'), at('00:20', 1), OUT), ...walk(at('00:22', 1), at('06:00', 1), IN)];
    const r = analyseDay(fixes, FENCE, spans, settings(), at('12:00', 1));
    expect(r.episodes.map((e) => [e.kind, chinaStamp(e.from), chinaStamp(e.to), e.minutes])).toEqual([['offPost', '2026-11-10 23:52:00', '2026-11-11 00:22:00', 30]]);
    expect(chinaStamp(r.leaving!)).toBe('2026-11-11 06:00:00');
  });

  it('lays a 02:00 rest window on the night that started the evening before', () => {
    const rest = restSpans('02:00-02:30', DATE);
    expect(rest.some((w) => chinaStamp(w.from) === '2026-11-11 02:00:00')).toBe(true);
  });

  it('lays the split shift as two spans and counts the gap between them as no work', () => {
    const spans = shiftSpans('S', DATE);
    expect(spans).toHaveLength(2);
    const fixes = [...walk(at('05:00'), at('09:00'), IN), ...walk(at('09:02'), at('13:58'), OUT), ...walk(at('14:00'), at('18:00'), IN)];
    const r = analyseDay(fixes, FENCE, spans, settings(), at('23:00'));
    expect(r.episodes).toEqual([]);
    expect(r.onPostMinutes).toBe(480);
  });
});

describe('overtime', () => {
  it('flags a day beyond 3 h (not exactly 3 h) and a month beyond 36 h, and pays 150 / 200 / 300 %', () => {
    const rows = overtimeMonths([
      { person: 'A', date: '2026-11-02', hours: 3, kind: 'workday' },
      { person: 'A', date: '2026-11-03', hours: 2, kind: 'workday' },
      { person: 'A', date: '2026-11-03', hours: 1.5, kind: 'workday' },
      { person: 'A', date: '2026-11-07', hours: 4, kind: 'restday' },
      { person: 'A', date: '2026-10-01', hours: 2, kind: 'holiday' },
    ]);
    const nov = rows.find((r) => r.month === '2026-11')!;
    expect(nov.daysOverCap).toEqual(['2026-11-03', '2026-11-07']);
    expect(nov.payHours).toBe(3 * 1.5 + 3.5 * 1.5 + 4 * 2);
    expect(rows.find((r) => r.month === '2026-10')!.payHours).toBe(6);
    expect(nov.overMonthCap).toBe(false);
    const month = (h: number) => overtimeMonths(Array.from({ length: 12 }, (_, i) => ({ person: 'B', date: `2026-11-${String(i + 1).padStart(2, '0')}`, hours: h, kind: 'workday' as const })))[0]!;
    expect(month(3).overMonthCap).toBe(false); // exactly 36 h
    expect(month(3.25).overMonthCap).toBe(true);
  });

  it('takes a holiday, a weekend and a weekday to 300 %, 200 % and 150 % by default', () => {
    expect(defaultKind('2026-10-01')).toBe('holiday');
    expect(defaultKind('2026-11-07')).toBe('restday');
    expect(defaultKind('2026-11-09')).toBe('workday');
  });
});

describe('heat', () => {
  it('flags every outdoor shift at 40 °C, more than 6 h outdoors from 37 °C, nothing indoors or below 37 °C', () => {
    expect(heatFlag(40, 1)).toBe('stop');
    expect(heatFlag(39.9, 8)).toBe('limit');
    expect(heatFlag(37, 6)).toBe('none');
    expect(heatFlag(37, 6.5)).toBe('limit');
    expect(heatFlag(36.9, 9)).toBe('none');
    expect(heatFlag(41, 8, false)).toBe('none');
    expect(heatFlag(null, 8)).toBeNull();
  });

  it('forecasts the day as the shell header does (Hangzhou in November: far from 37 °C)', () => {
    const f = modelForecast('2026-11-28');
    expect(f.tempMax - f.tempMin).toBe(8);
    expect(f.tempMax).toBeLessThan(25);
  });
});

describe('contract reminders', () => {
  it('reaches each reminder on its day and expires the day after the end', () => {
    const today = '2026-11-28';
    expect(contractStage('2027-01-28', today)).toBe('valid'); // 61 days
    expect(contractStage('2027-01-27', today)).toBe('d60');
    expect(contractStage('2026-12-28', today)).toBe('d30');
    expect(contractStage('2026-12-13', today)).toBe('d15');
    expect(contractStage('2026-12-05', today)).toBe('d7');
    expect(contractStage('2026-12-01', today)).toBe('d3');
    expect(contractStage('2026-11-28', today)).toBe('d3');
    expect(contractStage('2026-11-27', today)).toBe('expired');
  });
});
