/**
 * 月度排名, computed on every call (never stored): for the month (default: the server clock's) and
 * each enabled scheme (or the one asked for), every object of the scheme's kind with each indicator's
 * score — manual scores typed for that month, automatic ones read by server/sources.ts — combined by
 * rules/score.ts: total, complete or not, band by the tenant's setting, rank within the scheme.
 */
import { checkedToWire, formatDate, HandlerError, pageRows, type CheckedListQuery, type HandlerContext, type ReportSource } from '../../../kit/resource';
import { bandOf, combine, DEFAULT_BANDS, MONTH, rankTotals, type Bands, type ObjectKind, type Part, type Source } from '../rules/score';
import { sourceScores } from './sources';

type Row = Record<string, unknown>;
type Wire = Record<string, string | undefined>;

/** A checked filter as text ('' or absent: none; a list: comma-separated). */
const text = (v: unknown): string | undefined => (v === undefined || v === null || v === '' ? undefined : Array.isArray(v) ? v.map(String).join(',') : String(v));

const fmt = (n: number) => String(Math.round(n * 10) / 10);

/** The tenant's bands (its one setting row, else 90/80/60). */
export async function bandsOf(ctx: HandlerContext): Promise<Bands> {
  const [b] = await ctx.store.all('bandSetting', {}, 1);
  return b ? { greenMin: Number(b.greenMin), blueMin: Number(b.blueMin), orangeMin: Number(b.orangeMin) } : DEFAULT_BANDS;
}

export async function rankingRows(ctx: HandlerContext, f: Wire): Promise<Row[]> {
  const month = (f.month ?? '').trim() || formatDate(new Date(ctx.store.devices.now())).slice(0, 7);
  if (!MONTH.test(month)) throw new HandlerError(ctx.t('jxkh.monthRule'));
  const schemeIds = f.schemeId ? f.schemeId.split(',').map(Number) : null;
  const schemes = (await ctx.store.all('scheme', { enabled: true }, 1000)).filter((s) => !schemeIds || schemeIds.includes(Number(s.id)));
  const [bands, indicators, objects, scores] = await Promise.all([
    bandsOf(ctx),
    ctx.store.all('schemeIndicator', {}, 5000),
    ctx.store.all('assessObject', {}, 5000),
    ctx.store.all('manualScore', { month }, 5000),
  ]);
  const manual = new Map(scores.map((s) => [`${String(s.indicatorId)}|${String(s.objectId)}`, Number(s.score)]));
  const out: Row[] = [];
  for (const s of schemes) {
    const kind = s.objectKind as ObjectKind;
    const lines = indicators.filter((i) => Number(i.schemeId) === Number(s.id));
    const members = objects.filter((o) => o.kind === kind);
    const names = members.map((o) => String(o.objectName));
    const auto = new Map<number, Map<string, number>>();
    for (const i of lines) if (i.source !== 'manual') auto.set(Number(i.id), await sourceScores(ctx.store, i.source as Source, kind, month, names));
    const totals = members.map((o) => {
      const parts: Part[] = lines.map((i) => ({
        name: String(i.indicatorName),
        weight: Number(i.weight),
        score: i.source === 'manual' ? (manual.get(`${String(i.id)}|${String(o.id)}`) ?? null) : (auto.get(Number(i.id))?.get(String(o.objectName)) ?? null),
      }));
      return { o, parts, ...combine(parts) };
    });
    for (const r of rankTotals(totals)) {
      out.push({
        id: `${String(s.id)}-${String(r.o.id)}-${month}`,
        month,
        schemeId: s.id,
        rank: r.rank,
        objectName: r.o.objectName,
        kind,
        total: r.total,
        complete: r.complete,
        band: r.complete ? bandOf(r.total, bands) : null,
        parts: r.parts.map((p) => `${p.name}(${fmt(p.weight)}%) ${p.score === null ? '--' : fmt(p.score)}`).join('；'),
      });
    }
  }
  const wanted = f.band ? f.band.split(',') : null;
  const kinds = f.kind ? f.kind.split(',') : null;
  const name = f.objectName?.trim();
  return out.filter((r) => (!wanted || wanted.includes(String(r.band))) && (!kinds || kinds.includes(String(r.kind))) && (!name || String(r.objectName).includes(name)));
}

const wire = (q: CheckedListQuery): Wire => Object.fromEntries(Object.entries(checkedToWire(q.filters)).map(([k, v]) => [k, text(v)]));

export const reportSources: Record<string, ReportSource> = {
  ranking: async (ctx, q) => pageRows(await rankingRows(ctx, wire(q)), q),
};
