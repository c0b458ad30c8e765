/**
 * The computed lists (resources/reports.ts says what each row means), from the facilities and the
 * inspections that count (rules/score.ts COUNTED_STATES), on every call.
 */
import { checkedToWire, HandlerError, pageRows, type CheckedListQuery, type HandlerContext, type ModuleStore, type ReportSource } from '../../../kit/resource';
import { COUNTED_STATES, FULL_MARKS, gradeOf, monthScore, ranks, weightedScore } from '../rules/score';
import { msOf } from '../rules/time';
import { dimensions } from './handlers';
import { nowOf } from './flow';
import { readSettings } from './settings';

type Row = Record<string, unknown>;
type Wire = Record<string, string | undefined>;
const text = (v: unknown) => (v == null ? '' : String(v));
const wire = (q: CheckedListQuery) => checkedToWire(q.filters) as Wire;
const like = (v: unknown, needle: string | undefined) => !needle || text(v).includes(needle);
const oneOf = (v: unknown, list: string | undefined) => !list || list.split(',').includes(text(v));

function monthOf(ctx: HandlerContext, f: Wire): string {
  const m = f.month?.trim() || nowOf(ctx.store).slice(0, 7);
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(m)) throw new HandlerError(ctx.t('ryxj.evalRecord.badMonth'));
  return m;
}

/** The month's counted inspections, oldest first. */
async function monthEvals(store: ModuleStore, month: string): Promise<Row[]> {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  const rows = await store.all('evalInfo', { evalTimeStart: `${month}-01 00:00:00`, evalTimeEnd: `${next}-01 00:00:00`, state: COUNTED_STATES.join(',') });
  return rows.filter((r) => text(r.evalTime) < `${next}-01`).sort((a, b) => msOf(text(a.evalTime)) - msOf(text(b.evalTime)));
}

/** One row per facility for the month: inspections, deductions in force, score, grade, rank by type. */
export type MonthRecord = {
  id: string; month: string; facilityId: unknown; facilityName: unknown; facilityType: unknown; deptId: unknown; street: unknown;
  inspections: number; deducted: number; excess: number; score: number; grade: string; appealed: number; rank: number; lastInspection: string | null;
};

export async function monthRecords(ctx: HandlerContext, month: string): Promise<MonthRecord[]> {
  const [facilities, evals, settings] = await Promise.all([ctx.store.all('facilityInfo'), monthEvals(ctx.store, month), readSettings(ctx.store)]);
  const rows = facilities.map((f): MonthRecord => {
    const own = evals.filter((e) => e.facilityId === f.id);
    const s = monthScore(own.map((e) => Number(e.finalPoints ?? 0)));
    return {
      id: `${text(f.id)}-${month}`, month, facilityId: f.id, facilityName: f.facilityName, facilityType: f.facilityType, deptId: f.deptId, street: f.street,
      inspections: own.length, deducted: s.counted, excess: s.excess, score: s.score, grade: gradeOf(s.score, settings),
      appealed: own.filter((e) => e.state === 'appealed' || e.state === 'reviewed').length, rank: 0,
      lastInspection: own.length ? text(own[own.length - 1]!.evalTime).slice(0, 10) : null,
    };
  });
  for (const type of new Set(rows.map((r) => r.facilityType))) {
    const same = rows.filter((r) => r.facilityType === type);
    ranks(same.map((r) => r.score)).forEach((rank, i) => (same[i]!.rank = rank));
  }
  return rows;
}

const evalRecord: ReportSource = async (ctx, q) => {
  const f = wire(q);
  const rows = (await monthRecords(ctx, monthOf(ctx, f)))
    .filter((r) => like(r.facilityName, f.facilityName) && oneOf(r.facilityType, f.facilityType) && oneOf(r.deptId, f.deptId) && oneOf(r.grade, f.grade))
    .sort((a, b) => text(a.facilityType).localeCompare(text(b.facilityType)) || a.rank - b.rank);
  return pageRows(rows, q);
};

const examineDimension: ReportSource = async (ctx, q) => {
  const f = wire(q);
  return pageRows((await dimensions(ctx.store)).filter((d) => like(d.dimensionName, f.dimensionName) && oneOf(d.evalType, f.evalType)), q);
};

/** The month's results per street (美丽乡村: the villages and towns read as the city's streets). */
export type StreetRow = { id: string; street: string; month: string; facilities: number; inspections: number; deducted: number; averageScore: number; lastInspection: string | null };

export async function streetRows(ctx: HandlerContext, month: string): Promise<StreetRow[]> {
  const records = await monthRecords(ctx, month);
  const streets = [...new Set(records.map((r) => text(r.street)).filter(Boolean))];
  return streets.map((street): StreetRow => {
    const own = records.filter((r) => r.street === street);
    const last = own.map((r) => r.lastInspection).filter(Boolean).sort().pop() ?? null;
    return {
      id: street, street, month, facilities: own.length, inspections: own.reduce((s, r) => s + r.inspections, 0),
      deducted: Math.round(own.reduce((s, r) => s + r.deducted, 0) * 10) / 10,
      averageScore: Math.round((own.reduce((s, r) => s + r.score, 0) / own.length) * 10) / 10, lastInspection: last,
    };
  });
}

const mlxc: ReportSource = async (ctx, q) => {
  const f = wire(q);
  return pageRows((await streetRows(ctx, monthOf(ctx, f))).filter((r) => like(r.street, f.street)).sort((a, b) => a.averageScore - b.averageScore || a.street.localeCompare(b.street, 'zh-CN')), q);
};

/** mlxc/getOne: the street's inspections of the month (id = the street, as the list's rows carry it). */
export async function mlxcOne(ctx: HandlerContext): Promise<Row[]> {
  const street = text(ctx.input.id ?? ctx.input.street).trim();
  const month = monthOf(ctx, { month: ctx.input.month == null ? undefined : text(ctx.input.month) });
  const facilities = (await ctx.store.all('facilityInfo', { street })).filter((r) => r.street === street);
  if (!street || !facilities.length) throw new HandlerError(ctx.t('ryxj.mlxc.notFound'));
  const ids = new Set(facilities.map((r) => r.id));
  return (await monthEvals(ctx.store, month)).filter((e) => ids.has(e.facilityId)).reverse();
}

/** One row per responsible unit for the month: dimensions' scores weighted, grade, rank (resources/reports.ts unitRanking). */
export async function unitRows(ctx: HandlerContext, month: string) {
  const [facilities, evals, rules, settings] = await Promise.all([ctx.store.all('facilityInfo'), monthEvals(ctx.store, month), ctx.store.all('ruleScore'), readSettings(ctx.store)]);
  const dims = rules.filter((r) => r.parentId == null);
  const dimOf = new Map(rules.filter((r) => r.parentId != null).map((r) => [r.id, r.parentId]));
  const units = [...new Set(facilities.map((f) => text(f.deptId)).filter(Boolean))];
  const rows = units.map((deptId) => {
    const own = facilities.filter((f) => text(f.deptId) === deptId);
    const ownEvals = evals.filter((e) => own.some((f) => f.id === e.facilityId));
    const parts = dims.flatMap((d) => {
      const ofDim = ownEvals.filter((e) => dimOf.get(e.ruleScoreId) === d.id);
      const sum = (list: Row[]) => list.reduce((s, e) => s + Number(e.finalPoints ?? 0), 0);
      if (d.evalType == null) return [{ d, score: Math.max(0, FULL_MARKS - sum(ofDim)) }];
      const typed = own.filter((f) => f.facilityType === d.evalType);
      if (!typed.length) return [];
      const mean = typed.reduce((s, f) => s + monthScore(ofDim.filter((e) => e.facilityId === f.id).map((e) => Number(e.finalPoints ?? 0))).score, 0) / typed.length;
      return [{ d, score: Math.round(mean * 10) / 10 }];
    });
    const score = weightedScore(parts.map((p) => ({ weight: Number(p.d.weight ?? 0), score: p.score })));
    return {
      id: `${deptId}-${month}`, month, deptId, facilities: own.length, inspections: ownEvals.length, score,
      grade: score === null ? null : gradeOf(score, settings), rank: 0,
      dimensions: parts.map((p) => `${text(p.d.ruleName)} ${p.score.toFixed(1)}（${text(p.d.weight)}%）`).join('；'),
    };
  });
  ranks(rows.map((r) => r.score ?? -1)).forEach((rank, i) => (rows[i]!.rank = rank));
  return rows.sort((a, b) => a.rank - b.rank);
}

const unitRanking: ReportSource = async (ctx, q) => {
  const f = wire(q);
  const rows = (await unitRows(ctx, monthOf(ctx, f))).filter((r) => oneOf(r.deptId, f.deptId) && oneOf(r.grade, f.grade));
  return pageRows(rows, q);
};

export const reportSources: Record<string, ReportSource> = { evalRecord, examineDimension, mlxc, unitRanking };
