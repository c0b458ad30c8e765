/**
 * Demo data of both tenants: monitor items over the allowlist's tables (weighbridge rows of 垃圾收运,
 * problem reports of 问题上报, cars of 车辆管理) and one record per day (per week for weekly items)
 * over the last 30 days, dated relative to today, with a few days below the expected increase.
 * References are 1-based positions among the seeded items.
 */
import { formatDate, type SeedFunction } from '../../../kit/resource';

const DAY_MS = 86_400_000;

// name, table, time column, window days, least increase, enabled, remark
type Item = [string, string, string, number, number, boolean, string];
const ITEMS: Item[][] = [
  [
    ['地磅称重日增量', 'ljszy.carGrossWeightPrimeval', 'weighTime', 1, 40, true, '各中转站地磅每日上传的毛重记录'],
    ['问题上报日增量', 'wtsb.problem', 'reportTime', 1, 3, true, '巡查与市民上报的问题案件'],
    ['车辆档案周增量', 'clgl.car', 'createdAt', 7, 0, true, '新登记的作业车辆'],
    ['地磅称重周增量', 'ljszy.carGrossWeightPrimeval', 'weighTime', 7, 300, false, '停用：由日增量代替'],
  ],
  [
    ['地磅称重日增量', 'ljszy.carGrossWeightPrimeval', 'weighTime', 1, 10, true, '西湖区中转站地磅'],
    ['问题上报日增量', 'wtsb.problem', 'reportTime', 1, 1, true, ''],
  ],
];

/** A steady but uneven count for day `d` of item `i`: a weekly rhythm, and a dip every 11th day. */
function increaseOf(i: number, d: number, min: number, days: number): number {
  const base = Math.max(min, 4) * 1.3 * days;
  const rhythm = [1, 1.1, 0.95, 1.05, 1.2, 0.7, 0.6][d % 7]!;
  const dip = (d + i) % 11 === 0 ? 0.5 : 1;
  return Math.round(base * rhythm * dip);
}

export const seed: SeedFunction = ({ index, now }) => {
  const items = ITEMS[index] ?? ITEMS[1]!;
  const today = new Date(now);
  today.setHours(6, 0, 0, 0);
  const records: Record<string, unknown>[] = [];
  items.forEach(([itemName, tableName, timeColumn, windowDays, minIncrease, enabled], i) => {
    if (!enabled) return;
    for (let d = 30; d >= 1; d -= windowDays) {
      const at = new Date(today.getTime() - d * DAY_MS);
      const increase = increaseOf(i, d, minIncrease, windowDays);
      records.push({
        executedAt: formatDate(at, true),
        itemId: i + 1,
        itemName,
        tableName,
        timeColumn,
        windowFrom: formatDate(new Date(at.getTime() - windowDays * DAY_MS), true),
        windowTo: formatDate(at, true),
        increase,
        minIncrease,
        status: increase < minIncrease ? 'low' : 'normal',
        executedBy: '定时任务',
        note: '',
      });
    }
  });
  return {
    monitorItem: items.map(([itemName, tableName, timeColumn, windowDays, minIncrease, enabled, remark]) => ({ itemName, tableName, timeColumn, windowDays, minIncrease, enabled, remark })),
    monitorRecord: records,
  };
};
