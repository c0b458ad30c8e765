// The three supervision reports over figures.ts: filtered, sorted and paged by the kit's pageRows.
import { pageRows, type CheckedListQuery, type HandlerContext, type ReportSource } from '../../../kit/resource';
import { cells, sumCells } from './figures';

const filterOf = (q: CheckedListQuery, field: string) => q.filters.find((f) => f.field === field);
const rangeOf = (q: CheckedListQuery, field: string): [string | null, string | null] => {
  const f = filterOf(q, field);
  return f?.mode === 'range' ? (f.value as [string | null, string | null]) : [null, null];
};
const matches = (q: CheckedListQuery, field: string, value: string) => {
  const f = filterOf(q, field);
  if (!f) return true;
  if (f.mode === 'in') return f.value.includes(value);
  if (f.mode === 'like') return value.includes(String(f.value));
  return value === String(f.value);
};
const avg = (t: number | null, n: number) => (t !== null && n ? Math.round((t / n) * 1000) / 1000 : null);

const facTransed: ReportSource = async (ctx, q) => {
  const [from, to] = rangeOf(q, 'day');
  const [list, subjects] = await Promise.all([cells(ctx, from, to), ctx.store.all('subject', {}, 1000)]);
  const sums = sumCells(list, (c) => String(c.stationId));
  const rows = subjects
    .filter((s) => s.subjectType === 'transfer' || s.subjectType === 'station')
    .map((s) => {
      const { key: _key, ...f } = sums.get(String(s.id)) ?? { key: '', received: null, receivedCounted: 0, receivedLeftOut: 0, transferred: null, transferredCounted: 0, transferredLeftOut: 0 };
      return { id: s.id as number, subjectName: String(s.subjectName), district: String(s.district ?? ''), ...f };
    })
    .filter((r) => matches(q, 'subjectName', r.subjectName) && matches(q, 'district', r.district));
  return pageRows(rows, q);
};

/** The report's visible type columns, in their order: garbageType → title. */
async function columnsOf(ctx: HandlerContext, report: 'daily' | 'monthly') {
  const rows = await ctx.store.all('column', { report, visible: true }, 100);
  return new Map(rows.sort((a, b) => Number(a.sort) - Number(b.sort)).map((c) => [String(c.garbageType), String(c.columnName)]));
}

function typeRows(list: ReturnType<typeof sumCells>, columns: Map<string, string>, keyName: 'day' | 'month') {
  return [...list.values()]
    .map(({ key, ...s }) => {
      const [period, garbageType] = key.split('|') as [string, string];
      // Collected tonnage is what the stations received; the transfer legs are shown apart, never added.
      return { [keyName]: period, garbageType, columnName: columns.get(garbageType) ?? '', tonnes: s.received, counted: s.receivedCounted, leftOut: s.receivedLeftOut, average: avg(s.received, s.receivedCounted), transferred: s.transferred };
    })
    .filter((r) => columns.has(r.garbageType));
}

const typeDaily: ReportSource = async (ctx, q) => {
  const [from, to] = rangeOf(q, 'day');
  const columns = await columnsOf(ctx, 'daily');
  const rows = typeRows(sumCells(await cells(ctx, from, to), (c) => `${c.day}|${c.garbageType}`), columns, 'day');
  return pageRows(rows.filter((r) => matches(q, 'garbageType', r.garbageType)), q);
};

const typeMonthly: ReportSource = async (ctx, q) => {
  const month = filterOf(q, 'month');
  const columns = await columnsOf(ctx, 'monthly');
  const wanted = month ? String(month.value) : '';
  const list = (await cells(ctx)).filter((c) => !wanted || c.day.startsWith(wanted));
  const rows = typeRows(sumCells(list, (c) => `${c.day.slice(0, 7)}|${c.garbageType}`), columns, 'month');
  return pageRows(rows.filter((r) => matches(q, 'garbageType', r.garbageType)), q);
};

export const reports: Record<string, ReportSource> = { facTransed, typeDaily, typeMonthly };
