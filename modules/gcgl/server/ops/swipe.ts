/**
 * Cleaners' card swipes (swipeCardRecordManage/getDailyTimes): per day and toilet, how many swipes,
 * by how many cleaners, the first and the last, over a range of days (default the last 7).
 */
import type { Handler, ModuleStore } from '../../../../kit/resource';
import { opsCall } from '../../resources/ops/paths';
import { ROWS_READ } from './comments';
import { daysOf, namedToilet, toilets } from './toilets';

type Swipe = { toiletId: number; cleaner: string; at: string };

const swipeOf = (r: Record<string, unknown>): Swipe => ({ toiletId: Number(r.toiletId), cleaner: String(r.cleaner ?? ''), at: String(r.swipedAt ?? '') });

/** The swipes on one day (`YYYY-MM-DD`). */
export async function swipesOn(store: ModuleStore, date: string): Promise<Swipe[]> {
  return (await store.all('swipeCardRecord', { swipedAtStart: date, swipedAtEnd: date }, ROWS_READ)).map(swipeOf);
}

const getDailyTimes: Handler = async (ctx) => {
  const range = daysOf(ctx.input, ctx.store, ctx.t);
  const list = ctx.input.toiletId !== undefined && String(ctx.input.toiletId).trim() !== '' ? [await namedToilet(ctx.store, ctx.input, ctx.t)] : await toilets(ctx.store);
  const names = new Map(list.map((x) => [x.id, x.name]));
  const [first, last] = [range.dates[0]!, range.dates.at(-1)!];
  const swipes = (await ctx.store.all('swipeCardRecord', { swipedAtStart: first, swipedAtEnd: last }, ROWS_READ)).map(swipeOf).filter((s) => names.has(s.toiletId));
  const rows = [];
  for (const date of [...range.dates].reverse()) {
    for (const x of list) {
      const own = swipes.filter((s) => s.toiletId === x.id && s.at.startsWith(date)).sort((a, b) => a.at.localeCompare(b.at));
      if (own.length) rows.push({ date, toiletId: x.id, toiletName: x.name, times: own.length, cleaners: new Set(own.map((s) => s.cleaner)).size, firstAt: own[0]!.at.slice(11), lastAt: own.at(-1)!.at.slice(11) });
    }
  }
  return rows;
};

export const swipeHandlers: Record<string, Handler> = { [opsCall('swipeCardRecordManage', 'getDailyTimes') as string]: getDailyTimes };
