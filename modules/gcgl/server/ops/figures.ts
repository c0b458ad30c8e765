/**
 * What the operations half adds to the ledger's per-toilet statistics (equipmentManage/statsInfoPageList
 * and its export): each toilet's alarm count (the device store's alarms of its device) and mean
 * comment rating within the statistics' range (used by server/stats.ts).
 */
import { formatDate } from '../../../../kit/resource';
import type { ToiletFigures } from '../stats';
import { alarmHoursOf, countBy } from './alarms';
import { meanRating, ROWS_READ } from './comments';
import { toilets } from './toilets';

export const opsStatsFigures: ToiletFigures = async (ctx, toiletIds, range) => {
  const wanted = new Set(toiletIds);
  const list = (await toilets(ctx.store)).filter((x) => wanted.has(x.id));
  const counts = countBy(await alarmHoursOf(ctx.store, list, range));
  const [first, last] = [formatDate(new Date(range.from)), formatDate(new Date(range.to - 1))];
  const comments = (await ctx.store.all('toiletComment', { commentedAtStart: first, commentedAtEnd: last }, ROWS_READ))
    .map((r) => ({ toiletId: Number(r.toiletId), rating: Number(r.rating), day: String(r.commentedAt ?? '').slice(0, 10) }))
    .filter((c) => wanted.has(c.toiletId));
  return new Map(
    list.map((x) => {
      const own = comments.filter((c) => c.toiletId === x.id);
      return [x.id, { alarmCount: x.device ? (counts.get(x.device.id) ?? 0) : null, commentAvg: meanRating(own) }];
    }),
  );
};
