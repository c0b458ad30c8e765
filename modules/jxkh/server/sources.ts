/**
 * The product's figures an automatic indicator reads, for one month, through the kit's read of
 * another module's rows (`store.referred`), never its files. Each answers a score per object name;
 * a module not served, or no figure for an object, leaves the score unknown (absent), never 0.
 * - roadCompletion: 机械化作业 (jxbjnew.workResult) — the mean `completion` % of the month's results
 *   per plate (vehicles) and per driver name (drivers).
 * - sortingAccuracy: 垃圾分类准确率 (bkdz.accuracyRate) — the month's `rate` % of the region (street
 *   or estate) of that name.
 * - responseTime: 问题上报 (wtsb.problem) — the mean minutes from report to sign-off of the month's
 *   cases whose address names the street, as a score (rules/score.ts responseScore).
 */
import type { ModuleStore } from '../../../kit/resource';
import { mean, monthBounds, percentScore, responseScore, type ObjectKind, type Source } from '../rules/score';

type Row = Record<string, unknown>;
export type Scores = Map<string, number>;

/** Another module's rows, or none when that module is not served here. */
async function read(store: ModuleStore, ref: string, filters: Row): Promise<Row[]> {
  try {
    return await store.referred(ref, filters, 5000);
  } catch {
    return [];
  }
}

function meanBy(rows: Row[], key: string, value: (r: Row) => number | null): Scores {
  const groups = new Map<string, (number | null)[]>();
  for (const r of rows) {
    const k = r[key];
    if (typeof k !== 'string' || !k) continue;
    groups.set(k, [...(groups.get(k) ?? []), value(r)]);
  }
  const out: Scores = new Map();
  for (const [k, values] of groups) {
    const m = mean(values);
    if (m !== null) out.set(k, m);
  }
  return out;
}

const minutesBetween = (a: unknown, b: unknown) => {
  if (typeof a !== 'string' || typeof b !== 'string') return null;
  const d = (Date.parse(b.replace(' ', 'T')) - Date.parse(a.replace(' ', 'T'))) / 60_000;
  return Number.isFinite(d) && d >= 0 ? d : null;
};

/** Scores of one source for objects of one kind in `month`, by object name. */
export async function sourceScores(store: ModuleStore, source: Source, kind: ObjectKind, month: string, names: string[]): Promise<Scores> {
  const b = monthBounds(month);
  const out: Scores = new Map();
  if (source === 'roadCompletion') {
    const rows = await read(store, 'jxbjnew.workResult', { workDateStart: b.firstDay, workDateEnd: b.lastDay });
    const by = meanBy(rows, kind === 'vehicle' ? 'plateNo' : 'driverName', (r) => (typeof r.completion === 'number' ? r.completion : null));
    for (const [k, v] of by) out.set(k, percentScore(v)!);
  } else if (source === 'sortingAccuracy') {
    const [rates, regions] = await Promise.all([read(store, 'bkdz.accuracyRate', { period: month }), read(store, 'bkdz.region', {})]);
    const regionName = new Map(regions.map((r) => [Number(r.id), String(r.regionName)]));
    for (const r of rates) {
      const name = regionName.get(Number(r.regionId));
      if (name && typeof r.rate === 'number') out.set(name, percentScore(r.rate)!);
    }
  } else if (source === 'responseTime') {
    const cases = await read(store, 'wtsb.problem', { reportTimeStart: b.from, reportTimeEnd: b.to });
    for (const name of names) {
      const m = mean(cases.filter((c) => String(c.address ?? '').includes(name)).map((c) => minutesBetween(c.reportTime, c.signTime)));
      const s = responseScore(m);
      if (s !== null) out.set(name, s);
    }
  }
  return out;
}
