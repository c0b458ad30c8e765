/**
 * The evaluation's figures, computed on every read (never stored) through rules/evaluation.ts:
 * - the tenant's weights and grade lines (evaluationSetting; defaults when none is kept);
 * - each unit's facilities and toilets parts of a month from the submitted inspections;
 * - every evaluation row's total, grade, missing parts and rank within its month;
 * - the calls: addUpdateScore (the entered parts, who and when), 月度排名, 考评趋势 and its chart.
 */
import { checkedToWire, formatDate, HandlerError, pageRows, type BeforeWrite, type CheckedListQuery, type Handler, type HandlerContext, type ModuleStore, type ReportSource } from '../../../kit/resource';
import {
  DEFAULT_THRESHOLDS, DEFAULT_WEIGHTS, ENTERED_PARTS, gradeOf, inspectionPart, monthsOfYear, PARTS, ranksOf, scoreProblem,
  thresholdsProblem, totalOf, weightsProblem, type Part, type PartScores, type Thresholds, type Weights,
} from '../rules/evaluation';

type Row = Record<string, unknown>;
type T = HandlerContext['t'];
const text = (v: unknown) => (v == null ? '' : String(v));
const num = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v));
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export type Setting = { weights: Weights; thresholds: Thresholds };

/** The tenant's weights and grade lines. */
export async function settingOf(store: ModuleStore): Promise<Setting> {
  const [row] = await store.all('evaluationSetting', {}, 1);
  if (!row) return { weights: DEFAULT_WEIGHTS, thresholds: DEFAULT_THRESHOLDS };
  const weights = Object.fromEntries(PARTS.map((p) => [p, Number(row[`${p}Weight`])])) as Weights;
  return { weights, thresholds: { excellent: Number(row.excellentLine), good: Number(row.goodLine), pass: Number(row.passLine) } };
}

export const settingBefore: BeforeWrite = (values, before, t) => {
  const v = { ...before, ...values };
  const weights = Object.fromEntries(PARTS.map((p) => [p, num(v[`${p}Weight`])]));
  const w = weightsProblem(weights);
  if (w) throw new HandlerError(t(w, { sum: PARTS.reduce((a, p) => a + (num(v[`${p}Weight`]) ?? 0), 0) }));
  const th = thresholdsProblem({ excellent: num(v.excellentLine), good: num(v.goodLine), pass: num(v.passLine) });
  if (th) throw new HandlerError(t(th));
  return values;
};

const lastDay = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(y, m, 0).getDate()).padStart(2, '0')}`;
};

/** Σ deductions and count of submitted inspections per `deptId|month|part` within [from, to] months. */
async function inspectionSums(store: ModuleStore, from: string, to: string): Promise<Map<string, { count: number; deduction: number }>> {
  const groups = await store.aggregate('inspection', {
    filters: { status: 'submitted', inspectDateStart: `${from}-01`, inspectDateEnd: lastDay(to) },
    groupBy: ['deptId', 'part', 'inspectDate:month'],
    sum: ['deduction'],
    limit: 10_000,
  });
  return new Map(groups.map((g) => [`${text(g.deptId)}|${text(g.inspectDate_month).slice(0, 7)}|${text(g.part)}`, { count: Number(g.count), deduction: Number(g.deduction) }]));
}

/** A row's figures: the parts, total, missing parts, grade and completeness (rank comes per month). */
export type Figures = PartScores & { total: number | null; missing: Part[]; grade: string | null; complete: boolean; rank: number | null };

/** The figures of every evaluation row of the given months, by row id. */
export async function figuresOf(store: ModuleStore, months: readonly string[]): Promise<{ rows: Row[]; figures: Map<number, Figures>; setting: Setting }> {
  const setting = await settingOf(store);
  const wanted = [...new Set(months.filter((m) => MONTH.test(m)))].sort();
  if (!wanted.length) return { rows: [], figures: new Map(), setting };
  const rows = (await store.all('evaluation', {}, 5000)).filter((r) => wanted.includes(text(r.month)));
  const sums = await inspectionSums(store, wanted[0]!, wanted[wanted.length - 1]!);
  const figures = new Map<number, Figures>();
  for (const r of rows) {
    const part = (p: 'facility' | 'toilet') => {
      const s = sums.get(`${text(r.deptId)}|${text(r.month)}|${p}`);
      return inspectionPart(s?.count ?? 0, s?.deduction ?? 0);
    };
    const parts: PartScores = { road: num(r.roadScore), facility: part('facility'), toilet: part('toilet'), management: num(r.managementScore), overall: num(r.overallScore) };
    const { total, missing } = totalOf(parts, setting.weights);
    figures.set(Number(r.id), { ...parts, total, missing, grade: gradeOf(total, setting.thresholds), complete: missing.length === 0, rank: null });
  }
  for (const m of wanted) {
    const ranks = ranksOf(rows.filter((r) => r.month === m).map((r) => ({ key: Number(r.id), total: figures.get(Number(r.id))!.total })));
    for (const [id, rank] of ranks) figures.get(id)!.rank = rank;
  }
  return { rows, figures, setting };
}

const missingText = (parts: Part[], t: T) => parts.map((p) => t(`facility.enum.part.${p}`)).join(t('facility.listJoin')) || null;

const shown = (r: Row, f: Figures | undefined, t: T): Row => (f ? {
  ...r, roadScore: f.road, facilityScore: f.facility, toiletScore: f.toilet, managementScore: f.management, overallScore: f.overall,
  total: f.total, grade: f.grade, rank: f.rank, complete: f.complete, missing: missingText(f.missing, t),
} : r);

/** What an evaluation row shows: its computed parts and figures (present hook of the engine's reads). */
export async function presentEvaluation(rows: Row[], { store, t }: Omit<HandlerContext, 'input'>): Promise<Row[]> {
  const { figures } = await figuresOf(store, rows.map((r) => text(r.month)));
  return rows.map((r) => shown(r, figures.get(Number(r.id)), t));
}

const thisMonth = (store: ModuleStore) => formatDate(new Date(store.devices.now())).slice(0, 7);
const monthBefore = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};

/** addUpdateScore: enters roads, management and/or the overall evaluation of one row (blank: kept). */
export const addUpdateScore: Handler = async (ctx) => {
  const { store, input, t, caller } = ctx;
  const id = Number(input.id);
  const entered: Row = {};
  const parts: string[] = [];
  for (const p of ENTERED_PARTS) {
    const v = input[`${p}Score`];
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) continue;
    if (scoreProblem(v)) throw new HandlerError(t('facility.rule.scoreRange', { part: t(`facility.enum.part.${p}`) }));
    Object.assign(entered, { [`${p}Score`]: Number(v), [`${p}By`]: caller.userName, [`${p}At`]: formatDate(new Date(store.devices.now()), true) });
    parts.push(t(`facility.enum.part.${p}`));
  }
  if (!parts.length) throw new HandlerError(t('facility.evaluation.noScore'));
  return store.transaction(async (trx) => {
    const row = Number.isInteger(id) && id > 0 ? await trx.get('evaluation', id) : null;
    if (!row) throw new HandlerError(t('facility.evaluation.notFound'));
    const saved = await trx.update('evaluation', id, entered);
    const [out] = await presentEvaluation([saved], { ...ctx, store: trx });
    return { ...out, message: t('facility.evaluation.scored', { parts: parts.join(t('facility.listJoin')) }) };
  });
};

type Wire = Record<string, string | undefined>;
const wire = (q: CheckedListQuery) => checkedToWire(q.filters) as Wire;

/** 月度排名: one month's units (default last month) by rank, incomplete ones last. */
export async function rankingRows(ctx: HandlerContext, f: Wire): Promise<Row[]> {
  const month = (f.month ?? '').trim() || monthBefore(thisMonth(ctx.store));
  if (!MONTH.test(month)) throw new HandlerError(ctx.t('facility.rule.badMonth'));
  const { rows, figures } = await figuresOf(ctx.store, [month]);
  return rows
    .map((r) => shown({ id: r.id, month: r.month, deptId: r.deptId }, figures.get(Number(r.id)), ctx.t))
    .sort((a, b) => (num(a.rank) ?? 1e9) - (num(b.rank) ?? 1e9) || text(a.deptId).localeCompare(text(b.deptId)));
}

function yearOf(ctx: HandlerContext, v: unknown): number {
  const y = text(v).trim() || thisMonth(ctx.store).slice(0, 4);
  if (!/^\d{4}$/.test(y)) throw new HandlerError(ctx.t('facility.rule.badYear'));
  return Number(y);
}

/** 考评趋势: each unit's months of a year so far (total, grade, rank, the computed parts). */
export async function trendRows(ctx: HandlerContext, f: Wire): Promise<Row[]> {
  const months = monthsOfYear(yearOf(ctx, f.year), thisMonth(ctx.store));
  const { rows, figures } = await figuresOf(ctx.store, months);
  return rows
    .filter((r) => !f.deptId || f.deptId.split(',').includes(text(r.deptId)))
    .map((r) => shown({ id: r.id, month: r.month, deptId: r.deptId }, figures.get(Number(r.id)), ctx.t))
    .map(({ roadScore: _r, managementScore: _m, overallScore: _o, complete: _c, ...rest }) => rest)
    .sort((a, b) => text(a.deptId).localeCompare(text(b.deptId)) || text(a.month).localeCompare(text(b.month)));
}

/** The trend as a chart: a line of totals per unit over the year's months (unknown: not drawn). */
export const trendChart: Handler = async (ctx) => {
  const months = monthsOfYear(yearOf(ctx, ctx.input.year), thisMonth(ctx.store));
  const { rows, figures } = await figuresOf(ctx.store, months);
  const names = new Map((await ctx.store.org.departments()).map((d) => [d.id, d.name]));
  const units = [...new Set(rows.map((r) => text(r.deptId)))].sort();
  return {
    categories: months,
    current: thisMonth(ctx.store),
    series: units.map((u) => ({
      name: names.get(u) ?? u,
      type: 'line',
      unit: ctx.t('facility.unit.point'),
      data: months.map((m) => {
        const r = rows.find((x) => x.deptId === u && x.month === m);
        return r ? (figures.get(Number(r.id))?.total ?? null) : null;
      }),
    })),
  };
};

export const reportSources: Record<string, ReportSource> = {
  ranking: async (ctx, q) => pageRows(await rankingRows(ctx, wire(q)), q),
  trend: async (ctx, q) => pageRows(await trendRows(ctx, wire(q)), q),
};
