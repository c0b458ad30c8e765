/**
 * The month's settlement of a contract (README "Settlement"): every price line's quantity
 * (server/quantities.ts) × the prices in force over the month (rules/prices.ts), in fen; the
 * assessment deduction from the month's score (rules/deductions.ts) beside the deductions entered;
 * gross, deductions, net and excess on the record. `contract/settle` makes it (a draft, through the
 * workflow's start), `settlement/recompute` computes a draft again (entered deductions kept).
 */
import { formatDate, HandlerError, type HandlerContext, type Handler, type ModuleStore } from '../../../kit/resource';
import { monthEnd, monthStart } from '../rules/dates';
import { assessmentDeductionFen, netOf } from '../rules/deductions';
import { sumFen, toFen, toYuan, yuanText } from '../rules/money';
import { lineAmountFen, priceParts, type Unit } from '../rules/prices';
import { quantityOf, readMonth } from './quantities';

type Row = Record<string, unknown>;
type T = HandlerContext['t'];
const text = (v: unknown) => (v == null ? '' : String(v));

export const todayOf = (store: ModuleStore): string => formatDate(new Date(store.devices.now()));
export const nowOf = (store: ModuleStore): string => formatDate(new Date(store.devices.now()), true);

export type ComputedLine = Row & { amountFen: number | null };

/** The lines of `contract`'s `month`, computed from the data now. */
export async function computeLines(store: ModuleStore, contract: Row, month: string, t: T): Promise<ComputedLine[]> {
  const lines = await store.all('priceLine', { contractId: contract.id }, 500);
  if (!lines.length) throw new HandlerError(t('htxm.rule.noLines', { contractNo: text(contract.contractNo) }));
  const adjustments = (await store.all('priceAdjust', {}, 5000)).filter((a) => lines.some((l) => l.id === a.priceLineId));
  const data = await readMonth(store, month, { roads: lines.some((l) => l.basis === 'roadArea'), weighings: lines.some((l) => l.basis === 'weighedTonnes') });
  return lines.map((line) => {
    const q = quantityOf(line, contract, month, data, t);
    const parts = priceParts(line.unitPrice as number, adjustments.filter((a) => a.priceLineId === line.id) as { effectiveDate: string; newPrice: number }[], month, text(contract.startDate), text(contract.endDate));
    const amountFen = q.quantity === null ? null : lineAmountFen(q.quantity, line.unit as Unit, parts, month);
    const prices = parts.map((p) => t('htxm.prices.part', { from: p.from.slice(5), to: p.to.slice(5), price: yuanText(p.priceFen), days: p.days })).join('；');
    return { priceLineId: line.id, item: line.item, unit: line.unit, quantity: q.quantity, origin: q.origin, quantitySource: q.source.slice(0, 400), prices: prices.slice(0, 300), amount: amountFen === null ? null : toYuan(amountFen), amountFen };
  });
}

/** Gross, deductions, net and excess (yuan) from the lines' and deductions' amounts. */
export function totalsOf(lineFen: readonly (number | null)[], deductionFen: readonly number[]): Row {
  const gross = sumFen(lineFen.filter((a): a is number => a !== null));
  const deductions = sumFen(deductionFen);
  const { netFen, excessFen } = netOf(gross, deductions);
  return { grossAmount: toYuan(gross), deductionAmount: toYuan(deductions), netAmount: toYuan(netFen), excessAmount: toYuan(excessFen), incomplete: lineFen.some((a) => a === null) };
}

function scoreOf(input: Row, t: T): { score: number | null; source: string | null } {
  const raw = input.assessmentScore;
  if (raw === undefined || raw === null || raw === '') return { score: null, source: null };
  const score = Number(raw);
  if (!Number.isFinite(score) || score < 0 || score > 100) throw new HandlerError(t('htxm.rule.score'));
  const source = text(input.scoreSource).trim();
  if (!source) throw new HandlerError(t('htxm.rule.scoreSource'));
  return { score: Math.round(score * 10) / 10, source: source.slice(0, 100) };
}

/** The assessment deduction line of a gross, or null (score 90 or more, or none). */
function assessmentLine(settlementId: unknown, grossFen: number, month: string, score: number | null, source: string | null, t: T): Row | null {
  const fen = assessmentDeductionFen(grossFen, score);
  if (!fen || score === null) return null;
  return { settlementId, source: 'assessment', amount: toYuan(fen), reason: t('htxm.source.assessment', { month, score, source: text(source), percent: Math.round((90 - score) * 10) / 10 }).slice(0, 200) };
}

async function writeLines(store: ModuleStore, settlementId: unknown, lines: ComputedLine[]): Promise<void> {
  for (const { amountFen: _fen, ...l } of lines) await store.create('settlementLine', { ...l, settlementId });
}

const monthRe = /^\d{4}-(0[1-9]|1[0-2])$/;

/** `contract/settle`: id (the contract), month, assessmentScore?, scoreSource?. Answers the new settlement. */
export const settle: Handler = async (ctx) => {
  const { t, input } = ctx;
  const month = text(input.month).trim();
  if (!monthRe.test(month)) throw new HandlerError(`month：${t('htxm.rule.month')}`);
  const { score, source } = scoreOf(input, t);
  return ctx.store.transaction(async (store) => {
    const contract = await store.get('contract', Number(input.id));
    if (!contract) throw new HandlerError(t('htxm.refused.notFound'));
    const start = text(contract.startDate), end = text(contract.endDate);
    if (monthEnd(month) < start || monthStart(month) > end) throw new HandlerError(t('htxm.rule.monthOutside', { month, start, end }));
    if (monthEnd(month) >= todayOf(store)) throw new HandlerError(t('htxm.rule.monthFuture', { month }));
    const [existing] = await store.all('settlement', { contractId: contract.id, month }, 1);
    if (existing) throw new HandlerError(t('htxm.rule.settled', { contractNo: text(contract.contractNo), month, settlementNo: text(existing.settlementNo), state: t(`htxm.enum.settlementState.${text(existing.state)}`) }));
    const lines = await computeLines(store, contract, month, t);
    const grossFen = sumFen(lines.map((l) => l.amountFen ?? 0));
    const settlementNo = `JS-${month.replace('-', '')}-${text(contract.contractNo).replace(/^HT-/, '')}`;
    const made = await store.workflow('settlement').start({ settlementNo, contractId: contract.id, month, assessmentScore: score, scoreSource: source, ...totalsOf(lines.map((l) => l.amountFen), []) });
    await writeLines(store, made.id, lines);
    const ded = assessmentLine(made.id, grossFen, month, score, source, t);
    if (ded) await store.create('deduction', ded);
    const totals = totalsOf(lines.map((l) => l.amountFen), ded ? [toFen(ded.amount as number)] : []);
    return { ...(await store.update('settlement', Number(made.id), totals)), message: t('htxm.settle.done', { settlementNo, net: yuanText(toFen(totals.netAmount as number)) }) };
  });
};

/** `settlement/recompute`: id; a draft's lines and assessment deduction computed again (score and source may be given anew). */
export const recompute: Handler = async (ctx) => {
  const { t, input } = ctx;
  return ctx.store.transaction(async (store) => {
    const s = await store.get('settlement', Number(input.id));
    if (!s) throw new HandlerError(t('htxm.refused.notFound'));
    if (s.state !== 'draft') throw new HandlerError(t('htxm.rule.notDraft', { settlementNo: text(s.settlementNo), state: t(`htxm.enum.settlementState.${text(s.state)}`) }));
    const given = input.assessmentScore !== undefined && input.assessmentScore !== '' ? scoreOf(input, t) : { score: s.assessmentScore as number | null, source: s.scoreSource as string | null };
    const contract = (await store.get('contract', Number(s.contractId)))!;
    const month = text(s.month);
    const lines = await computeLines(store, contract, month, t);
    const oldLines = await store.all('settlementLine', { settlementId: s.id }, 1000);
    if (oldLines.length) await store.remove('settlementLine', oldLines.map((l) => Number(l.id)));
    await writeLines(store, s.id, lines);
    const deductions = await store.all('deduction', { settlementId: s.id }, 1000);
    const oldAssessment = deductions.filter((d) => d.source === 'assessment');
    if (oldAssessment.length) await store.remove('deduction', oldAssessment.map((d) => Number(d.id)));
    const grossFen = sumFen(lines.map((l) => l.amountFen ?? 0));
    const ded = assessmentLine(s.id, grossFen, month, given.score, given.source, t);
    if (ded) await store.create('deduction', ded);
    const kept = deductions.filter((d) => d.source !== 'assessment').map((d) => toFen(d.amount as number));
    const totals = totalsOf(lines.map((l) => l.amountFen), [...kept, ...(ded ? [toFen(ded.amount as number)] : [])]);
    const updated = await store.update('settlement', Number(s.id), { ...totals, assessmentScore: given.score, scoreSource: given.source });
    return { ...updated, message: t('htxm.settle.recomputed', { settlementNo: text(s.settlementNo), net: yuanText(toFen(totals.netAmount as number)) }) };
  });
};
