/**
 * 安全看板's calls (read only): the figures of the moment (board/summary: stat cards), open dangers by
 * risk level (board/levels: four colours), dangers found and closed per month over the last 12
 * (board/trend), driver alarms of the last 30 days by type (board/alarms) and this month's lowest
 * driver scores (board/ranking). Definitions beside each figure in the catalogue and the README.
 */
import type { HandlerContext } from '../../../kit/resource';
import type { PieItem, SeriesData, StatItem } from '../../../kit/charts/shapes';
import { isOverdue, RISK_LEVELS } from '../rules/danger';
import { ALARM_TYPES } from '../rules/score';
import { nowText, text, todayText } from './clock';
import { dailyRows, scoreRows } from './reports';

const OPEN = 'reported,supervised,rectified,accepted';
const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const pct = (a: number, b: number) => (b ? Math.round((a / b) * 1000) / 10 : '--');

export async function summary(ctx: HandlerContext): Promise<{ asOf: string; items: StatItem[] }> {
  const now = nowText(ctx.store), today = now.slice(0, 10), yearAgo = `${addDays(today, -365)} 00:00:00`;
  const open = await ctx.store.all('danger', { state: OPEN });
  const year = await ctx.store.all('danger', { foundAtStart: yearAgo, foundAtEnd: now });
  const notChecked = (await dailyRows(ctx, { checkDateStart: today, checkDateEnd: today })).filter((r) => r.status === 'notChecked').length;
  const alarms = (await ctx.store.list('driverAlarm', { pageNo: 1, pageSize: 1, filters: { alarmAtStart: `${today} 00:00:00`, alarmAtEnd: now } })).total;
  const incidents = (await ctx.store.list('incident', { pageNo: 1, pageSize: 1, filters: { occurredAtStart: `${today.slice(0, 4)}-01-01 00:00:00`, occurredAtEnd: now } })).total;
  const trainings = await ctx.store.all('training', { startAtStart: yearAgo, startAtEnd: now });
  const attendees: Record<string, unknown>[] = [];
  for (let i = 0; i < trainings.length; i += 100) attendees.push(...await ctx.store.all('trainingAttendee', { trainingId: trainings.slice(i, i + 100).map((x) => x.id).join(',') }));
  const present = attendees.filter((a) => a.present === true || a.present === 1).length;
  return {
    asOf: now,
    items: [
      { label: 'aqsc.board.stat.open', value: open.length },
      { label: 'aqsc.board.stat.major', value: open.filter((d) => d.level === 'major').length },
      { label: 'aqsc.board.stat.overdue', value: open.filter((d) => !d.rectifiedAt && isOverdue(d.deadline, null, now)).length },
      { label: 'aqsc.board.stat.closeRate', value: pct(year.filter((d) => d.state === 'closed').length, year.length), unit: '%' },
      { label: 'aqsc.board.stat.notChecked', value: notChecked },
      { label: 'aqsc.board.stat.alarms', value: alarms },
      { label: 'aqsc.board.stat.incidents', value: incidents },
      { label: 'aqsc.board.stat.trainingRate', value: pct(present, attendees.length), unit: '%' },
    ],
  };
}

export async function levels(ctx: HandlerContext): Promise<(PieItem & { level: string })[]> {
  const open = await ctx.store.all('danger', { state: OPEN });
  return RISK_LEVELS.map((level) => ({ level, name: `aqsc.enum.riskLevel.${level}`, value: open.filter((d) => d.level === level).length }));
}

export async function trend(ctx: HandlerContext): Promise<SeriesData> {
  const today = todayText(ctx.store);
  const months: string[] = [];
  for (let i = 11; i >= 0; i--) {
    const d = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 - i, 1));
    months.push(d.toISOString().slice(0, 7));
  }
  const rows = await ctx.store.all('danger', { foundAtStart: `${months[0]}-01 00:00:00`, foundAtEnd: nowText(ctx.store) });
  const closed = await ctx.store.all('danger', { state: 'closed' });
  return {
    categories: months,
    series: [
      { name: 'aqsc.board.found', type: 'bar', data: months.map((m) => rows.filter((r) => text(r.foundAt).startsWith(m)).length) },
      { name: 'aqsc.board.closed', type: 'bar', data: months.map((m) => closed.filter((r) => text(r.closedAt).startsWith(m)).length) },
    ],
  };
}

export async function alarms(ctx: HandlerContext): Promise<PieItem[]> {
  const today = todayText(ctx.store);
  const rows = await ctx.store.aggregate('driverAlarm', { groupBy: ['alarmType'], filters: { alarmAtStart: `${addDays(today, -29)} 00:00:00`, alarmAtEnd: nowText(ctx.store) } });
  return ALARM_TYPES.map((k) => ({ name: `aqsc.enum.alarmType.${k}`, value: Number(rows.find((r) => r.alarmType === k)?.count ?? 0) }));
}

export async function ranking(ctx: HandlerContext) {
  const rows = await scoreRows(ctx, {});
  const names = await ctx.store.names('person', 'name', rows.map((r) => Number(r.driverId)));
  return rows.slice(0, 10).map((r) => ({ name: names.get(Number(r.driverId)) ?? '--', score: r.score, band: r.band, deduction: r.deduction }));
}
