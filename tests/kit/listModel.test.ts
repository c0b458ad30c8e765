// @vitest-environment jsdom
// The list model (kit/list): a list screen's state and actions without React, driven here against a
// source that answers from an in-memory table the way the engine's pageList does.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createListModel, scopeFilters, type ListRequest } from '../../kit/list';

type Car = { id: number; plate: string; state: string };
const cars: Car[] = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, plate: `苏A${String(i + 1).padStart(3, '0')}`, state: i % 3 === 0 ? 'repair' : 'working' }));

/** Pages the table like the server: filters by plate (contains) and state (any of), sorts by plate. */
function table(rows: Car[] = cars) {
  const calls: ListRequest[] = [];
  const source = vi.fn(async (q: ListRequest) => {
    calls.push(q);
    let hit = rows.filter((r) => !q.filters.plate || r.plate.includes(String(q.filters.plate)));
    const states = q.filters.state;
    if (states) hit = hit.filter((r) => (Array.isArray(states) ? states : [states]).includes(r.state));
    if (q.sort) hit = [...hit].sort((a, b) => a.plate.localeCompare(b.plate) * (q.sort!.order === 'asc' ? 1 : -1));
    return { records: hit.slice((q.pageNo - 1) * q.pageSize, q.pageNo * q.pageSize), total: hit.length, pageNo: q.pageNo, pageSize: q.pageSize };
  });
  return { source, calls };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => vi.useRealTimers());

describe('the list model', () => {
  it('loads page 1 of 10 rows at once, with the total, and is loading until the answer', async () => {
    const { source } = table();
    const list = createListModel({ source });
    expect(list.getState()).toMatchObject({ loading: true, rows: [], total: 0 });
    await settle();
    const s = list.getState();
    expect(s).toMatchObject({ loading: false, total: 23, error: null, params: { pageNo: 1, pageSize: 10, sort: null, filters: {} } });
    expect(s.rows.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(source).toHaveBeenCalledTimes(1);
  });

  it('keeps the answer’s word on its rows (why there are none) until the next answer says otherwise', async () => {
    const source = vi.fn(async (q: ListRequest) => ({ records: [], total: 0, pageNo: q.pageNo, pageSize: q.pageSize, ...(q.filters.car === 'none' ? { notice: '车辆“浙A·K5555”没有定位设备' } : {}) }));
    const list = createListModel({ source, filters: { car: 'none' } });
    await settle();
    expect(list.getState().notice).toBe('车辆“浙A·K5555”没有定位设备');
    list.search({ car: 'some' });
    await settle();
    expect(list.getState().notice).toBeNull();
  });

  it('goes to page 1 on a new search or sort, keeps filters and sort when paging, and page 1 again when the page size changes', async () => {
    const { source, calls } = table();
    const list = createListModel({ source });
    await settle();
    list.setPage(3);
    await settle();
    expect(list.getState().rows.map((r) => r.id)).toEqual([21, 22, 23]);
    list.setSort({ field: 'plate', order: 'desc' });
    await settle();
    expect(calls.at(-1)).toMatchObject({ pageNo: 1, sort: { field: 'plate', order: 'desc' } });
    list.setPage(2);
    list.search({ plate: '01' });
    await settle();
    expect(calls.at(-1)).toMatchObject({ pageNo: 1, filters: { plate: '01' }, sort: { field: 'plate', order: 'desc' } });
    expect(list.getState().total).toBe(11);
    list.setPage(2);
    await settle();
    expect(calls.at(-1)).toMatchObject({ pageNo: 2, filters: { plate: '01' } });
    list.setPage(2, 20);
    await settle();
    expect(calls.at(-1)).toMatchObject({ pageNo: 1, pageSize: 20 });
  });

  it('keeps only the answer of the newest request when an older one arrives late', async () => {
    let release!: () => void;
    const { source } = table();
    const slow = vi.fn(async (q: ListRequest) => {
      if (q.pageNo === 2) await new Promise<void>((r) => (release = r));
      return source(q);
    });
    const list = createListModel({ source: slow });
    await settle();
    list.setPage(2);
    list.setPage(3);
    await settle();
    release();
    await settle();
    expect(list.getState().params.pageNo).toBe(3);
    expect(list.getState().rows.map((r) => r.id)).toEqual([21, 22, 23]);
  });

  it('lays the chosen view’s fixed filters over the user’s, keeps the user’s filters across views and clears the selection', async () => {
    const { source, calls } = table();
    const list = createListModel({ source, views: [{ key: 'all' }, { key: 'repair', filters: { state: ['repair'] } }, { key: 'working', filters: { state: 'working' } }] });
    await settle();
    expect(list.getState().view).toBe('all');
    list.search({ plate: '01' });
    await settle();
    list.select([10, 11]);
    list.setView('repair');
    expect(list.getState().selected).toEqual([]);
    await settle();
    expect(calls.at(-1)).toMatchObject({ view: 'repair', pageNo: 1, filters: { plate: '01', state: ['repair'] } });
    expect(list.getState().rows.every((r) => r.state === 'repair')).toBe(true);
    expect(list.getState().params.filters).toEqual({ plate: '01' });
    list.setView('nonsense');
    expect(list.getState().view).toBe('repair');
  });

  it('answers an empty page without asking the server when the user’s filter and the view exclude each other', async () => {
    const { source } = table();
    const list = createListModel({ source, views: [{ key: 'repair', filters: { state: ['repair'] } }] });
    await settle();
    source.mockClear();
    list.search({ state: ['working'] });
    await settle();
    expect(source).not.toHaveBeenCalled();
    expect(list.getState()).toMatchObject({ rows: [], total: 0, loading: false });
  });

  it('keeps the selection to rows still on the page after a load', async () => {
    const { source } = table();
    const list = createListModel({ source });
    await settle();
    list.select([2, 3, 4]);
    list.search({ plate: '003' });
    await settle();
    expect(list.getState().selected).toEqual([3]);
  });

  it('shows a change at once, loads the page again after it is saved, and puts the rows back when it is refused', async () => {
    const rows = cars.slice(0, 5);
    const { source } = table(rows);
    const list = createListModel({ source });
    await settle();
    let saved!: () => void;
    const done = list.change(
      (shown) => shown.filter((r) => r.id !== 2),
      () => new Promise<void>((r) => (saved = r)),
    );
    expect(list.getState().rows.map((r) => r.id)).toEqual([1, 3, 4, 5]);
    rows.splice(1, 1);
    saved();
    await done;
    expect(list.getState()).toMatchObject({ total: 4 });

    await expect(list.change((shown) => shown.map((r) => (r.id === 1 ? { ...r, plate: '改' } : r)), async () => Promise.reject(new Error('车牌号已存在')))).rejects.toThrow('车牌号已存在');
    expect(list.getState().rows[0]!.plate).toBe('苏A001');
  });

  it('shows a failure’s message and clears it with the next answer', async () => {
    let fail = true;
    const { source } = table();
    const list = createListModel({ source: (q) => (fail ? Promise.reject(new Error('网络异常')) : source(q)) });
    await settle();
    expect(list.getState()).toMatchObject({ error: '网络异常', loading: false });
    fail = false;
    await list.load();
    expect(list.getState()).toMatchObject({ error: null, total: 23 });
  });

  it('loads the views’ counts with the rows and after a change, not when paging', async () => {
    const { source } = table();
    const counts = vi.fn(async () => ({ all: 23, repair: 8 }));
    const list = createListModel({ source, counts, views: [{ key: 'all' }, { key: 'repair', filters: { state: 'repair' } }] });
    await settle();
    expect(list.getState().counts).toEqual({ all: 23, repair: 8 });
    list.setPage(2);
    await settle();
    expect(counts).toHaveBeenCalledTimes(1);
    await list.change((r) => r, async () => undefined);
    expect(counts).toHaveBeenCalledTimes(2);
  });

  it('numbers rows without an id by their position in the whole list', async () => {
    const list = createListModel({ source: async (q) => ({ records: [{ name: 'a' }, { name: 'b' }], total: 12, pageNo: q.pageNo, pageSize: q.pageSize }), manual: true });
    list.setPage(2);
    await settle();
    expect(list.getState().rows.map((r) => r.id)).toEqual([11, 12]);
  });

  it('loads again when the window regains focus, at most every 5 000 ms, when asked to', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { source } = table();
    const list = createListModel({ source, refreshOnFocus: true });
    await settle();
    window.dispatchEvent(new Event('focus'));
    expect(source).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + 5_001);
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('focus'));
    expect(source).toHaveBeenCalledTimes(2);
    list.destroy();
    vi.setSystemTime(Date.now() + 5_001);
    window.dispatchEvent(new Event('focus'));
    expect(source).toHaveBeenCalledTimes(2);
  });
});

describe('scopeFilters', () => {
  it('fills a fixed filter the user left blank and narrows one the user typed', () => {
    expect(scopeFilters({ plate: '苏' }, { state: ['a', 'b'] })).toEqual({ plate: '苏', state: ['a', 'b'] });
    expect(scopeFilters({ state: ['b', 'c'] }, { state: ['a', 'b'] })).toEqual({ state: ['b'] });
    expect(scopeFilters({ online: 'false' }, { online: false })).toEqual({ online: 'false' });
    expect(scopeFilters({ kind: '' }, { kind: 'gps' })).toEqual({ kind: 'gps' });
  });

  it('answers null when the user’s filter lies outside the view', () => {
    expect(scopeFilters({ state: ['c'] }, { state: ['a', 'b'] })).toBeNull();
    expect(scopeFilters({ kind: 'camera' }, { kind: 'gps' })).toBeNull();
    expect(scopeFilters({ online: 'true' }, { online: false })).toBeNull();
  });
});
