/**
 * Refuel rules and the fuel lookups: the amount is litres × unit price; a card payment names its card;
 * with the white-record check open a car refuels only on a day one of its white records covers. The
 * stations are 车辆管理's (clgl.refuelStation); a card's recharges are 车辆管理's too
 * (clgl.oilCardRecharge of the clgl.oilCard with that number).
 */
import { HandlerError, type BeforeWrite, type Handler, type WriteHook } from '../../../kit/resource';
import { WHITE_CHECK } from '../resources/tenantParm';
import { cars, cents, idOf, plateOf } from './common';

export const refuelBeforeWrite: BeforeWrite = (values, before, t) => {
  const merged = { ...(before ?? {}), ...values };
  if (merged.payWay === 'card' && !merged.oilCardNo) throw new HandlerError(t('clwxfw.oilRefuel.cardNeeded'));
  return { ...values, amount: cents(Number(merged.liters) * Number(merged.unitPrice)) };
};

export const refuelOnWrite: WriteHook = async (change, { store, t }) => {
  if (change.op !== 'create' && change.op !== 'update') return;
  const [check] = await store.all('tenantParm', { paramCode: WHITE_CHECK }, 1);
  if (check?.paramValue !== 'on') return;
  const merged = { ...(change.before ?? {}), ...change.values };
  const day = String(merged.refuelTime).slice(0, 10);
  const records = await store.all('whiteRecord', { carId: merged.carId }, 1000);
  if (records.some((r) => String(r.startDate) <= day && day <= String(r.endDate))) return;
  throw new HandlerError(t('clwxfw.oilRefuel.notWhite', { plate: plateOf(await cars(store), merged.carId), date: day }));
};

/** OilRefuel/loadRefuelStation: the refuel stations of 车辆管理, by name. */
export const loadRefuelStation: Handler = async ({ store, t }) =>
  (await store.referred('clgl.refuelStation', {}, 1000))
    .sort((a, b) => String(a.stationName).localeCompare(String(b.stationName), 'zh-CN'))
    .map((s) => ({ id: s.id, stationName: s.stationName, address: s.address, oilTypes: (Array.isArray(s.oilTypes) ? s.oilTypes : String(s.oilTypes ?? '').split(',')).filter(Boolean).map((o) => t(`clwxfw.enum.oilType.${String(o)}`)).join('、'), phone: s.phone }));

/** oilCardRecharge/queryByOilCode: the recharges of a fuel card (`oilCode`, or the card of the refuel `id`), newest first. */
export const queryByOilCode: Handler = async ({ store, input, t }) => {
  let code = String(input.oilCode ?? input.oilCardNo ?? '').trim();
  if (!code) {
    const refuel = await store.get('oilRefuel', idOf(input, t));
    if (!refuel) throw new HandlerError(t('clwxfw.noRow'));
    code = String(refuel.oilCardNo ?? '');
    if (!code) throw new HandlerError(t('clwxfw.oilRefuel.noCard'));
  }
  if (!/^\d{16,19}$/.test(code)) throw new HandlerError(t('clwxfw.oilCardRule'));
  const card = (await store.referred('clgl.oilCard', { cardNo: code }, 50)).find((c) => c.cardNo === code);
  if (!card) throw new HandlerError(t('clwxfw.oilRefuel.unknownCard', { card: code }));
  const recharges = await store.referred('clgl.oilCardRecharge', { cardId: card.id }, 1000);
  return recharges
    .sort((a, b) => String(b.rechargeTime).localeCompare(String(a.rechargeTime)))
    .map((r) => ({ id: r.id, oilCardNo: code, rechargeTime: r.rechargeTime, amount: r.amount, balance: r.balance, operator: r.operator }));
};
