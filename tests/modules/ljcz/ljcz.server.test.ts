// The treatment area over real HTTP: every list through the generated suite; the kanban's figures by
// kit/waste/loadWeight against the seeded ledger read back through basicInfo/pageList (confirmed net
// first, else max(gross − tare, 0); a load without a valid weight left out and counted apart; the
// transfer legs in the intake but never in the newly collected tonnage); bad input, other tenant, no right.
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCall } from '../../../kit/resource';
import resources from '../../../modules/ljcz/resources';
import { call, resourceSuite, suiteContext } from '../../kit/resourceSuite';
import { signIn } from '../../support/server';

const ctx = suiteContext(['ljcz']);
type Row = Record<string, unknown>;
const K = '/cloud/ljcz/kanban/getStatistics';
const data = async <T = Row>(path: string, fields: Row = {}, token?: string) => {
  const a = await call(ctx(), parseCall(path), fields, token ?? ctx().token);
  expect(a.result, `${path}: ${a.msg}`).toBe(0);
  return a.data as T;
};
for (const d of resources.resources) if (d.api.list) resourceSuite(ctx, d, { module: 'ljcz' });

/** The weight rule written out again, independently of kit/waste/loadWeight. */
function expected(loads: Row[], leg?: string) {
  let tonnes = 0;
  let counted = 0;
  let leftOut = 0;
  for (const l of loads.filter((x) => !leg || x.leg === leg)) {
    const ok = (v: unknown) => typeof v === 'number' && v >= 0;
    const w = ok(l.confirmedNet) ? (l.confirmedNet as number) : ok(l.grossWeight) && ok(l.tareWeight) ? Math.max((l.grossWeight as number) - (l.tareWeight as number), 0) : null;
    if (w === null) leftOut += 1;
    else [tonnes, counted] = [tonnes + w, counted + 1];
  }
  // No load at all: 0 t; loads none of which weighed: unknown (null).
  return { tonnes: counted ? Math.round(tonnes * 1000) / 1000 : leftOut ? null : 0, counted, leftOut };
}

let ledger: Row[] = [];
beforeAll(async () => {
  ledger = (await data<{ records: Row[] }>('/cloud/ljcz/basicInfo/pageList', { pageSize: 1000 })).records;
});

describe('the ledger and the kanban', () => {
  it('the seeded ledger holds a confirmed net weight, a missing tare, a tare above the gross and transfer legs; each row’s weight follows the rule', () => {
    expect(ledger.some((l) => typeof l.confirmedNet === 'number')).toBe(true);
    expect(ledger.some((l) => l.tareWeight === null && l.weight === null)).toBe(true);
    expect(ledger.some((l) => (l.grossWeight as number) < (l.tareWeight as number) && l.weight === 0)).toBe(true);
    expect(ledger.some((l) => l.leg === 'transfer')).toBe(true);
    for (const l of ledger) expect(l.weight ?? null).toBe(expected([l]).tonnes);
  });

  it('getStatistics counts each day’s intake by the rule: collection and transfer legs apart, loads without weight left out', async () => {
    const days = [...new Set(ledger.map((l) => String(l.inTime).slice(0, 10)))];
    expect(days.length).toBeGreaterThanOrEqual(9);
    let sawLeftOut = false;
    for (const day of days) {
      const rows = (await data<{ records: Row[] }>('/cloud/ljcz/basicInfo/pageList', { pageSize: 1000, inTimeStart: day, inTimeEnd: day })).records;
      const direct = expected(rows, 'collect');
      const transfer = expected(rows, 'transfer');
      const s = await data<Row>(K, { part: 'stats', date: day });
      const intake = Math.round(((direct.tonnes ?? 0) + (transfer.tonnes ?? 0)) * 1000) / 1000;
      expect(s).toMatchObject({ day, directTonnes: direct.tonnes, transferTonnes: transfer.tonnes, counted: direct.counted + transfer.counted, leftOut: direct.leftOut + transfer.leftOut });
      expect(s.intake).toBeCloseTo(intake, 2);
      expect(s.average).toBeCloseTo(intake / (direct.counted + transfer.counted), 2);
      sawLeftOut ||= (s.leftOut as number) > 0;
      const per = await data<Row[]>(K, { part: 'facilities', date: day });
      expect(per.reduce((a, f) => a + ((f.intake as number | null) ?? 0), 0)).toBeCloseTo(intake, 2);
    }
    expect(sawLeftOut).toBe(true);
  });

  it('the trend covers 30 days of direct and transfer intake from a year of daily rows', async () => {
    const trend = await data<{ categories: string[]; series: { data: (number | null)[] }[] }>(K, { part: 'trend' });
    expect(trend.categories).toHaveLength(30);
    expect(trend.series).toHaveLength(2);
    // Every past day has its intake; today's is unknown (null, not 0) until its first load is weighed.
    const values = trend.series[0]!.data;
    expect(values.slice(0, -1).every((v) => typeof v === 'number')).toBe(true);
    expect(values.at(-1) === null || typeof values.at(-1) === 'number').toBe(true);
  });
});

describe('refusals', () => {
  it('refuses an unknown statistic and a bad date with a message', async () => {
    const a = await call(ctx(), parseCall(K), { part: 'nope' });
    expect(a.result).not.toBe(0);
    expect(a.msg).toContain('nope');
    const b = await call(ctx(), parseCall(K), { part: 'stats', date: '28/11/2026' });
    expect(b.result).not.toBe(0);
    expect(b.msg).toMatch(/date/);
  });

  it('answers each tenant its own plants, and refuses a user without the 垃圾分类 system', async () => {
    const mine = await data<Row[]>(K, { part: 'facilities' });
    const theirs = await data<Row[]>(K, { part: 'facilities' }, ctx().token2);
    expect(mine.map((f) => f.intake)).not.toEqual(theirs.map((f) => f.intake));
    const ledger2 = (await data<{ records: Row[] }>('/cloud/ljcz/basicInfo/pageList', { pageSize: 5 }, ctx().token2)).records;
    expect(ledger2.every((r) => String(r.ticketNo).startsWith('XC'))).toBe(true);
    const ops = await signIn(ctx().server.url, 'ops', 'Ops@2026');
    for (const p of [K, '/cloud/ljcz/basicInfo/pageList', '/cloud/ljcz/facility/list', '/cloud/ljcz/stationInfo/pageList', '/cloud/ljcz/garbageCarBinding/pageList']) expect((await call(ctx(), parseCall(p), {}, ops.token)).result, p).not.toBe(0);
  });
});
