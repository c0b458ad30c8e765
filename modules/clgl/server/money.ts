/**
 * Money on fuel cards, as write hooks the engine runs inside each write's transaction (on every path:
 * v2 insert, the older update and import, deletes of either generation): a recharge adds to an
 * active card's balance and keeps the balance after it; a card-paid refuel needs an active card with
 * enough balance and debits it; deleting a card-paid refuel (it goes to the recycle list) credits it
 * back. Recharges are never deleted or changed in amount (they are the card's ledger).
 */
import { enumLabel, HandlerError, type BeforeWrite, type WriteHook, type WriteHookContext } from '../../../kit/resource';
import { clglEnums } from '../enums';
import { oilCard } from '../resources/oilCard';
import { cents } from './common';

type Row = Record<string, unknown>;

const blank = (v: unknown) => v === undefined || v === null || v === '';

/** The card a write names, refused (with its status) when it is not active; null when it names none that exists. */
async function activeCard({ store, t }: WriteHookContext, rawId: unknown, refusal: string): Promise<Row | null> {
  const id = Number(rawId);
  if (!Number.isSafeInteger(id) || id < 1) return null; // the write's own validation names it
  const card = await store.get('oilCard', id);
  if (!card) return null;
  if (card.status !== 'active') throw new HandlerError(t(refusal, { cardNo: String(card.cardNo), status: enumLabel(oilCard.fields.status, card.status, clglEnums, t) }));
  return card;
}

async function addToBalance({ store }: WriteHookContext, cardId: number, delta: number): Promise<number> {
  const card = await store.get('oilCard', cardId);
  const balance = cents(Number(card?.balance ?? 0) + delta);
  await store.update('oilCard', cardId, { balance });
  return balance;
}

/** Recharges: credit an active card (the balance after it is kept on the recharge); never deleted. */
export const rechargeOnWrite: WriteHook = async (change, ctx) => {
  if (change.op === 'delete') throw new HandlerError(ctx.t('clgl.oilCardRecharge.noDelete'));
  if (change.op !== 'create') return;
  const card = await activeCard(ctx, change.values.cardId, 'clgl.oilCardRecharge.cardNotActive');
  if (!card) return;
  return { ...change.values, balance: await addToBalance(ctx, card.id as number, Number(change.values.amount)) };
};

export const rechargeBeforeWrite: BeforeWrite = (values, before, t) => {
  if (before && 'amount' in values && Number(values.amount) !== Number(before.amount)) throw new HandlerError(t('clgl.oilCardRecharge.noAmountChange'));
  if (before && 'cardId' in values && values.cardId !== before.cardId) throw new HandlerError(t('clgl.oilCardRecharge.noAmountChange'));
  return values;
};

/** Refuels paid by card: a card is required, active and holds the amount, which it is debited; a deleted one is credited back. */
export const refuelOnWrite: WriteHook = async (change, ctx) => {
  if (change.op === 'delete') {
    const { payType, cardId, amount } = change.before;
    if (payType === 'card' && typeof cardId === 'number' && (await ctx.store.get('oilCard', cardId))) await addToBalance(ctx, cardId, Number(amount));
    return;
  }
  if (change.op !== 'create') return;
  const values = change.values;
  if (!blank(values.payType) && values.payType !== 'card') return;
  if (blank(values.cardId)) throw new HandlerError(ctx.t('clgl.oilRefuel.cardRequired'));
  const card = await activeCard(ctx, values.cardId, 'clgl.oilRefuel.cardNotActive');
  if (!card) return;
  const amount = Number(values.amount);
  if (Number.isFinite(amount) && Number(card.balance ?? 0) < amount) {
    throw new HandlerError(ctx.t('clgl.oilRefuel.balanceShort', { cardNo: String(card.cardNo), balance: Number(card.balance ?? 0), amount }));
  }
  if (values.payType === 'card') await addToBalance(ctx, card.id as number, -amount);
};

/** A card-paid refuel keeps its amount, card and way of payment (they are on the card's balance). */
export const refuelBeforeWrite: BeforeWrite = (values, before, t) => {
  if (!before || before.payType !== 'card') return values;
  for (const k of ['amount', 'cardId', 'payType'] as const) {
    if (k in values && values[k] !== null && String(values[k]) !== String(before[k])) throw new HandlerError(t('clgl.oilRefuel.noCardChange'));
  }
  return values;
};
