/**
 * Money on fuel cards: a recharge adds to an active card's balance; a card-paid refuel needs an
 * active card with enough balance and debits it; recycling a card-paid refuel credits it back.
 * Recharges are never deleted or changed in amount (they are the card's ledger).
 */
import { HandlerError, type BeforeWrite, type Handler, type HandlerContext } from '../../../kit/resource';
import { oilCardRecharge } from '../resources/oilCardRecharge';
import { V2 } from '../resources/paths';
import { cents, enumLabel } from './common';
import { formValues, type DualHooks } from './dual';
import { fieldList } from '../../../kit/resource';
import { oilCard } from '../resources/oilCard';

type Row = Record<string, unknown>;

const statusField = fieldList(oilCard).find((f) => f.name === 'status')!;

async function activeCard(ctx: HandlerContext, rawId: unknown, refusal: string): Promise<Row | null> {
  const id = Number(rawId);
  if (!Number.isSafeInteger(id) || id < 1) return null; // the create's own validation names it
  const card = await ctx.store.get('oilCard', id);
  if (!card || card.recycled === true) return null;
  if (card.status !== 'active') throw new HandlerError(ctx.t(refusal, { cardNo: String(card.cardNo), status: enumLabel(statusField, card.status, ctx.t) }));
  return card;
}

async function addToBalance(ctx: HandlerContext, card: Row, delta: number): Promise<number> {
  const fresh = (await ctx.store.get('oilCard', card.id as number)) ?? card;
  const balance = cents(Number(fresh.balance ?? 0) + delta);
  await ctx.store.update('oilCard', card.id as number, { balance });
  return balance;
}

/** v2 oilCardRecharge/insert. */
export const rechargeCreate: Handler = async (ctx) => {
  const card = await activeCard(ctx, ctx.input.cardId, 'clgl.oilCardRecharge.cardNotActive');
  const saved = await ctx.store.create('oilCardRecharge', formValues(oilCardRecharge, ctx.input));
  const balance = card ? await addToBalance(ctx, card, Number(saved.amount)) : null;
  return { ...saved, balance, message: ctx.t('clgl.oilCardRecharge.recharged', { balance: balance ?? 0 }) };
};

export const rechargeHandlers: Record<string, Handler> = {
  [`POST ${V2}/oilCardRecharge/insert`]: rechargeCreate,
  [`POST ${V2}/oilCardRecharge/deletes`]: ({ t }) => {
    throw new HandlerError(t('clgl.oilCardRecharge.noDelete'));
  },
};

export const rechargeBeforeWrite: BeforeWrite = (values, before, t) => {
  if (before && 'amount' in values && Number(values.amount) !== Number(before.amount)) throw new HandlerError(t('clgl.oilCardRecharge.noAmountChange'));
  if (before && 'cardId' in values && values.cardId !== before.cardId) throw new HandlerError(t('clgl.oilCardRecharge.noAmountChange'));
  return values;
};

/** Card checks and debit of a new refuel (v2 insert, older update without id, older import). */
export const refuelHooks: DualHooks = {
  async create(ctx, values) {
    let card: Row | null = null;
    if (values.payType === 'card' || values.payType === undefined || values.payType === null || values.payType === '') {
      if (values.cardId === undefined || values.cardId === null || values.cardId === '') throw new HandlerError(ctx.t('clgl.oilRefuel.cardRequired'));
      card = await activeCard(ctx, values.cardId, 'clgl.oilRefuel.cardNotActive');
      const amount = Number(values.amount);
      if (card && Number.isFinite(amount) && Number(card.balance ?? 0) < amount) {
        throw new HandlerError(ctx.t('clgl.oilRefuel.balanceShort', { cardNo: String(card.cardNo), balance: Number(card.balance ?? 0), amount }));
      }
    }
    const saved = await ctx.store.create('oilRefuel', values);
    if (card && saved.payType === 'card') await addToBalance(ctx, card, -Number(saved.amount));
    return saved;
  },
  async recycled(ctx, row) {
    if (row.payType !== 'card' || !row.cardId) return;
    const card = await ctx.store.get('oilCard', row.cardId as number);
    if (card) await addToBalance(ctx, card, Number(row.amount));
  },
};

export const refuelBeforeWrite: BeforeWrite = (values, before, t) => {
  if (!before || before.payType !== 'card' || values.recycled !== undefined) return values;
  for (const k of ['amount', 'cardId', 'payType'] as const) {
    if (k in values && values[k] !== null && String(values[k]) !== String(before[k])) throw new HandlerError(t('clgl.oilRefuel.noCardChange'));
  }
  return values;
};

