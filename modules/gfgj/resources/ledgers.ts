// The users' money and points as ledgers (the kit's ledger, as ljfl's residents' points): every change
// is a signed movement with its kind, its source, who made it and why; a balance is the sum of the
// user's movements, never stored or typed, and a movement that would take it below zero is refused
// (server/ledger.ts). 余额流水 / 积分流水 list the movements; 余额 / 积分 the sums per user. Not in the
// spec (its users' list shows balances, but names no flow call): ledger/*.
import { defineLedger, enumOf, ledgerBalance, money, number, reference, text, type ResourceDef } from '../../../kit/resource';
import { MOVEMENT_KINDS, opts } from '../enums';
import { gfgj } from '../paths';

const user = () => reference({ resource: 'appUser', display: 'userName' });

/** A ledger's movements also say who made them and why. */
const withWho = (def: ResourceDef): ResourceDef => ({
  ...def,
  fields: { ...def.fields, kind: enumOf({ options: opts('movementKind', MOVEMENT_KINDS), filter: 'eq' }), operator: text({ max: 20 }), reason: text({ max: 100 }) },
});

export const balanceLedger = withWho(defineLedger({
  id: 'balanceLedger',
  title: 'gfgj.balanceLedger',
  api: { list: gfgj('ledger/balanceFlow') },
  dimensions: { appUserId: user() },
  quantity: money({ label: 'gfgj.balanceLedger.amount', min: -1e9, max: 1e9 }),
  balance: [gfgj('ledger/balanceList')],
}));

export const pointsLedger = withWho(defineLedger({
  id: 'pointsLedger',
  title: 'gfgj.pointsLedger',
  api: { list: gfgj('ledger/pointsFlow') },
  dimensions: { appUserId: user() },
  quantity: number({ label: 'gfgj.pointsLedger.points', integer: true, min: -1e9, max: 1e9 }),
  balance: [gfgj('ledger/pointsList')],
}));

export const balanceSums = { ...ledgerBalance(balanceLedger), title: 'gfgj.balanceSums' };
export const pointsSums = { ...ledgerBalance(pointsLedger), title: 'gfgj.pointsSums' };
