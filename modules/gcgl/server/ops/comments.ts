/**
 * Visitors' ratings (commentManage/getLineChart, kb/getCommentChart): the toilets' comments of this
 * module's own resource over a range of days, per day and per star.
 */
import type { Handler, HandlerContext } from '../../../../kit/resource';
import { opsCall } from '../../resources/ops/paths';
import { daysOf, namedToilet } from './toilets';

type Comment = { toiletId: number; rating: number; day: string };

/** Most comments or swipes one figure reads (the range is filtered in the query: 30 days of a city's toilets). */
export const ROWS_READ = 100_000;

/** The comments within a range of days (default the last 30), of `toiletId` when given. */
export async function commentsIn(ctx: HandlerContext, days = 30): Promise<{ dates: string[]; comments: Comment[] }> {
  const range = daysOf(ctx.input, ctx.store, ctx.t, days);
  const filters: Record<string, unknown> = {};
  if (ctx.input.toiletId !== undefined && String(ctx.input.toiletId).trim() !== '') filters.toiletId = (await namedToilet(ctx.store, ctx.input, ctx.t)).id;
  const [first, last] = [range.dates[0]!, range.dates.at(-1)!];
  const comments = (await ctx.store.all('toiletComment', { ...filters, commentedAtStart: first, commentedAtEnd: last }, ROWS_READ))
    .map((r) => ({ toiletId: Number(r.toiletId), rating: Number(r.rating), day: String(r.commentedAt ?? '').slice(0, 10) }));
  return { dates: range.dates, comments };
}

/** The mean of the ratings, one decimal (null when none). */
export const meanRating = (list: readonly Comment[]) => (list.length ? Math.round((list.reduce((s, c) => s + c.rating, 0) / list.length) * 10) / 10 : null);

/** commentManage/getLineChart: per day of the range, the mean rating (line) and the number of comments (bar). */
const getLineChart: Handler = async (ctx) => {
  const { dates, comments } = await commentsIn(ctx);
  const of = (d: string) => comments.filter((c) => c.day === d);
  return {
    categories: dates,
    series: [
      { name: 'gcgl.ops.chart.rating', type: 'line', data: dates.map((d) => meanRating(of(d))), unit: 'gcgl.ops.unit.star' },
      { name: 'gcgl.ops.chart.comments', type: 'bar', data: dates.map((d) => of(d).length), unit: 'gcgl.ops.unit.piece' },
    ],
  };
};

/** kb/getCommentChart: the comments of the range (default the last 30 days) per star, as pie slices. */
const getCommentChart: Handler = async (ctx) => {
  const { comments } = await commentsIn(ctx);
  return [5, 4, 3, 2, 1].map((n) => ({ name: `gcgl.ops.chart.stars.${n}`, value: comments.filter((c) => c.rating === n).length }));
};

export const commentHandlers: Record<string, Handler> = {
  [opsCall('commentManage', 'getLineChart') as string]: getLineChart,
  [opsCall('kb', 'getCommentChart') as string]: getCommentChart,
};
