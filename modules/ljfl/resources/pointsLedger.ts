// The points ledger (积分流水): one signed movement per line of a posted points order — earned per
// disposal or activity (+), redeemed (−), adjusted by hand (±) — per resident. A resident's balance is
// the sum of their movements (积分余额: the balance call, and the accounts' balance column).
import { defineLedger, ledgerBalance, number, reference } from '../../../kit/resource';
import { ljfl } from '../paths';

export const pointsLedger = defineLedger({
  id: 'pointsLedger',
  title: 'ljfl.pointsLedger',
  api: { list: ljfl('userIntegrationManage/flowList') },
  dimensions: { residentId: reference({ resource: 'resident', display: 'residentName' }) },
  quantity: number({ label: 'ljfl.pointsLedger.points', integer: true, min: -1e9, max: 1e9 }),
  balance: [ljfl('userIntegrationManage/balanceList')],
  sources: [{ value: 'pointsOrder', label: 'ljfl.pointsOrder' }],
});

/** 积分余额: each resident's balance, the sum of their movements. */
export const pointsBalance = { ...ledgerBalance(pointsLedger), title: 'ljfl.pointsBalance' };
