/**
 * Derived figures of the index groups, the assessments and the daily data, computed on every write
 * (create, edit, import, seed) so a stored figure always agrees with what it is made of:
 * - 收集数据 total = the sum of the known categories (null when none is known);
 * - accuracy = qualified ÷ inspected buckets; the quality score weighs participation and accuracy by
 *   指数配置 (codes participation and accuracy; 40/60 when not configured), recalculated on request;
 * - reached, reduction and completion rates; an assessment's total and grade.
 */
import { HandlerError, pageRows, type BeforeWrite, type Handler, type ModuleStore, type ReportSource, type WriteHook } from '../../../kit/resource';
import { enumValues } from '../enums';
import { jlzs } from '../paths';
import { percent, round, type Row } from './shared';

const num = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));
const field = (values: Row, before: Row | null, key: string) => num(key in values ? values[key] : before?.[key]);

const collectTotal: BeforeWrite = (values, before) => {
  const parts = ['kitchenT', 'otherT', 'recyclableT', 'hazardousT'].map((k) => field(values, before, k)).filter((v): v is number => v !== null);
  return { ...values, totalT: parts.length ? round(parts.reduce((a, b) => a + b, 0), 3) : null };
};

const qualityAccuracy: BeforeWrite = (values, before, t) => {
  const inspected = field(values, before, 'inspected');
  const qualified = field(values, before, 'qualified');
  if (inspected !== null && qualified !== null && qualified > inspected) throw new HandlerError(t('jlzs.sortingQualityIndex.qualifiedTooMany'));
  return { ...values, accuracyRate: qualified === null ? null : percent(qualified, inspected) };
};

const majorReached: BeforeWrite = (values, before) => {
  const value = field(values, before, 'value');
  const target = field(values, before, 'target');
  return { ...values, reached: value !== null && target !== null ? value >= target : null };
};

const reduction: BeforeWrite = (values, before) => {
  const baseline = field(values, before, 'baselineT');
  const actual = field(values, before, 'actualT');
  return { ...values, reductionRate: actual === null || baseline === null || baseline === 0 ? null : Math.round(((baseline - actual) / baseline) * 1000) / 10 };
};

const completion: BeforeWrite = (values, before) => ({ ...values, completionRate: percent(field(values, before, 'actualT'), field(values, before, 'planT')) });

/** The grade of an assessment's total (≥ 90 excellent, ≥ 80 good, ≥ 60 pass, else fail). */
export const gradeOf = (total: number) => (total >= 90 ? 'excellent' : total >= 80 ? 'good' : total >= 60 ? 'pass' : 'fail');

const lifeTotal: BeforeWrite = (values, before) => {
  const parts = ['publicity', 'facilities', 'sorting', 'collection'].map((k) => field(values, before, k));
  if (parts.some((p) => p === null)) return values;
  const total = round(parts.reduce((a, b) => a! + b!, 0), 1)!;
  return { ...values, total, grade: gradeOf(total) };
};

/** The weights of participation and accuracy in 指数配置, normalised (40/60 when not configured). */
export async function qualityWeights(store: ModuleStore): Promise<{ participation: number; accuracy: number }> {
  const rows = await store.all('configIndex', { indexGroup: 'sortingQuality' }, 200);
  const w = (code: string) => Number(rows.find((r) => r.indexCode === code)?.weight ?? NaN);
  const p = w('participation');
  const a = w('accuracy');
  if (!Number.isFinite(p) || !Number.isFinite(a) || p + a <= 0) return { participation: 0.4, accuracy: 0.6 };
  return { participation: p / (p + a), accuracy: a / (p + a) };
}

/** The quality score of a row, or null when its participation or accuracy is unknown. */
export function qualityScore(row: Row, w: { participation: number; accuracy: number }): number | null {
  const p = num(row.participationRate);
  const a = num(row.accuracyRate);
  return p === null || a === null ? null : round(p * w.participation + a * w.accuracy, 1);
}

const qualityWrite: WriteHook = async (change, { store }) => {
  if (change.op !== 'create' && change.op !== 'update') return;
  const merged = { ...(change.before ?? {}), ...change.values };
  return { ...change.values, score: qualityScore(merged, await qualityWeights(store)) };
};

/** Every quality score again with the current weights (after 指数配置 changed); answers how many changed. */
const recalculation: Handler = async (ctx) =>
  ctx.store.transaction(async (store) => {
    const w = await qualityWeights(store);
    let count = 0;
    for (let pageNo = 1; ; pageNo++) {
      const page = await store.list('sortingQualityIndex', { pageNo, pageSize: 500, sort: { field: 'month', order: 'asc' } });
      for (const row of page.records) {
        const score = qualityScore(row, w);
        if (score !== num(row.score)) {
          await store.update('sortingQualityIndex', Number(row.id), { score });
          count++;
        }
      }
      if (pageNo * 500 >= page.total) break;
    }
    return { count, message: ctx.t('jlzs.index.recalculated', { count }) };
  });

/** A data source's columns must be columns the table offers (the lookup allowlist). */
const datasourceWrite: WriteHook = (change, { store, t }) => {
  if (change.op !== 'create' && change.op !== 'update') return;
  const table = String(change.values.tableName ?? change.before?.tableName ?? '');
  const offered = store.lookups.tables().some((x) => x.tableName === table);
  if (!offered) throw new HandlerError(t('jlzs.datasource.badTable', { table: table.slice(0, 60) }));
  const columns = new Set(store.lookups.columns(table).map((c) => c.columnName));
  const named = String(change.values.columns ?? change.before?.columns ?? '').split(/[,，\s]+/).filter(Boolean);
  const bad = named.find((c) => !columns.has(c));
  if (bad) throw new HandlerError(t('jlzs.datasource.badColumn', { table, column: bad.slice(0, 40) }));
  return { ...change.values, columns: named.join(',') };
};

const metaWrite: WriteHook = (change, { t }) => {
  if (change.op !== 'create' && change.op !== 'update') return;
  const code = change.values.code ?? change.before?.code;
  const parent = 'parentCode' in change.values ? change.values.parentCode : change.before?.parentCode;
  if (parent && parent === code) throw new HandlerError(t('jlzs.metaData.selfParent'));
};

/**
 * 收集月报: 收集数据 per month and district in one grouped query — the categories (null when a month
 * has no known value of one), the total of the known ones, the rates of the total, contaminated recyclables.
 */
export const collectMonthReport: ReportSource = async (ctx, q) => {
  const filters: Row = {};
  for (const f of q.filters) {
    if (f.mode === 'range') {
      if (f.value[0]) filters.collectDateStart = f.value[0];
      if (f.value[1]) filters.collectDateEnd = f.value[1];
    } else if (f.field === 'district') filters.district = Array.isArray(f.value) ? f.value.join(',') : f.value;
  }
  const groups = await ctx.store.aggregate('collectData', { filters, groupBy: ['collectDate:month', 'district'], sum: ['kitchenT', 'otherT', 'recyclableT', 'hazardousT', 'contaminatedT'], limit: 10000 });
  const rows = groups.map((g) => {
    const parts = [g.kitchenT, g.otherT, g.recyclableT, g.hazardousT].filter((v) => v !== null && v !== undefined).map(Number);
    const total = parts.length ? round(parts.reduce((a, b) => a + b, 0), 3) : null;
    const known = (v: unknown) => (v === null || v === undefined ? null : Number(v));
    const recyclable = known(g.recyclableT);
    const kitchen = known(g.kitchenT);
    return {
      month: String(g.collectDate_month),
      district: String(g.district),
      days: g.count,
      kitchenT: round(kitchen, 3),
      otherT: round(g.otherT, 3),
      recyclableT: round(recyclable, 3),
      hazardousT: round(g.hazardousT, 3),
      totalT: total,
      recycleRate: recyclable === null && kitchen === null ? null : percent((recyclable ?? 0) + (kitchen ?? 0), total),
      kitchenRate: percent(kitchen, total),
      contaminatedT: round(g.contaminatedT, 3),
    };
  });
  const order = (d: string) => enumValues.district.indexOf(d as (typeof enumValues.district)[number]);
  rows.sort((a, b) => order(a.district) - order(b.district));
  return pageRows(rows, q.sort ? q : { ...q, sort: { field: 'month', order: 'desc' } });
};

/** 美丽乡村: the rural villages with their level and their latest assessment. */
export const mlxcReport: ReportSource = async (ctx, q) => {
  const [villages, scores] = await Promise.all([ctx.store.all('village', { villageType: 'village' }, 5000), ctx.store.all('lifeScore', {}, 20000)]);
  const latest = new Map<number, Row>();
  for (const s of scores) {
    const id = Number(s.villageId);
    if (!latest.has(id) || String(s.month) > String(latest.get(id)!.month)) latest.set(id, s);
  }
  const rows = villages.map((v) => {
    const s = latest.get(Number(v.id));
    return { id: v.id, villageName: v.villageName, district: v.district, street: v.street, households: v.households, mlxcLevel: v.mlxcLevel, latestMonth: s?.month ?? null, latestTotal: s?.total ?? null, grade: s?.grade ?? null };
  });
  const checks = q.filters;
  const kept = rows.filter((r) =>
    checks.every((f) => {
      const v = String((r as Row)[f.field] ?? '');
      return f.mode === 'like' ? v.includes(String(f.value)) : f.mode === 'in' ? f.value.includes(v) : f.mode === 'eq' ? v === String(f.value) : true;
    }),
  );
  return pageRows(kept, q.sort ? q : { ...q, sort: { field: 'villageName', order: 'asc' } });
};

export const indexBeforeWrite: Record<string, BeforeWrite> = {
  collectData: collectTotal,
  sortingQualityIndex: qualityAccuracy,
  majorIndex: majorReached,
  sourceReduceIndex: reduction,
  garbageQuantityIndex: completion,
  lifeScore: lifeTotal,
};

export const indexWrites: Record<string, WriteHook> = { sortingQualityIndex: qualityWrite, datasource: datasourceWrite, metaData: metaWrite };

export const indexHandlers: Record<string, Handler> = { [jlzs('sortingQualityIndex', 'recalculation')]: recalculation };
