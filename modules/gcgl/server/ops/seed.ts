/**
 * Demo data of the operations half, relative to today: visitors' comments of the last 30 days and
 * cleaners' card swipes of the last 7 days at the ledger's seeded toilets (references are 1-based
 * positions among them). Nothing in the future: today's swipes stop at the time of the seed.
 */
import { formatDate, type SeedFunction } from '../../../../kit/resource';

const DAY = 86_400_000;

/** How many toilets the ledger seeds per tenant (the first ones get comments and swipes). */
const TOILETS = [7, 2];

const CONTENT: [number, string][] = [
  [5, '很干净，没有异味'],
  [4, '整体不错，洗手液有时不足'],
  [5, '保洁阿姨很负责'],
  [3, '高峰时排队较久'],
  [2, '有点异味，希望加强通风'],
  [4, '设施齐全，有无障碍间'],
  [5, '第三卫生间很方便'],
  [1, '地面湿滑，纸巾用完了'],
  [4, '干净整洁'],
  [3, '烘手机坏了'],
];
const VISITORS = ['游客', '市民王先生', '李女士', '匿名', '张同学', '外地游客'];
const CLEANERS = [
  ['陈秀英', 'KA-1001'],
  ['刘桂兰', 'KA-1002'],
  ['赵建华', 'KA-1003'],
  ['孙玉梅', 'KA-1004'],
];
const ROUNDS = ['06:30:00', '10:00:00', '13:30:00', '17:00:00', '20:30:00'];

export const opsSeed: SeedFunction = ({ index, now }) => {
  const at = (daysAgo: number, time: string) => `${formatDate(new Date(now - daysAgo * DAY))} ${time}`;
  const past = (s: string) => new Date(s.replace(' ', 'T')).getTime() <= now;
  const toilets = TOILETS[index] ?? 1;
  const comments: Record<string, unknown>[] = [];
  const swipes: Record<string, unknown>[] = [];
  for (let p = 1; p <= toilets; p++) {
    // A comment every three days per toilet, at varying hours.
    for (let d = (p - 1) % 3; d < 30; d += 3) {
      const [rating, content] = CONTENT[(d + p * 4) % CONTENT.length]!;
      const commentedAt = at(d, `${String(8 + ((d + p) % 12)).padStart(2, '0')}:${String((d * 13 + p * 7) % 60).padStart(2, '0')}:00`);
      if (past(commentedAt)) comments.push({ toiletId: p, rating, content, visitor: VISITORS[(d + p) % VISITORS.length]!, commentedAt });
    }
    for (let d = 0; d < 7; d++) {
      ROUNDS.forEach((time, r) => {
        const [cleaner, cardNo] = CLEANERS[(p + (r < 3 ? 0 : 1)) % CLEANERS.length]!;
        const swipedAt = at(d, time);
        if (past(swipedAt)) swipes.push({ toiletId: p, cleaner, cardNo, swipedAt });
      });
    }
  }
  return { toiletComment: comments, swipeCardRecord: swipes };
};
