// The browser engine's framework-free core: column settings, the loaders' cache, options from rows, escaping, scaling.
import { describe, expect, it, vi } from 'vitest';
import { safeTooltip } from '../../kit/charts/tooltip';
import {
  boardFit,
  defaultPrefs,
  escapeHtml,
  loadPrefs,
  move,
  optionsFromRows,
  optionTree,
  pin,
  prefsKey,
  px,
  savePrefs,
  scaleOf,
  toggle,
  toTree,
  ttlCache,
  visibleColumns,
  watchScale,
} from '../../kit/client';

const columns = [{ key: 'a', fixed: 'left' as const }, { key: 'b' }, { key: 'c', hidden: true }, { key: 'd' }];

function memoryStorage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), map: m };
}

describe('column settings', () => {
  it('start from the definition: order, hidden and pinned columns, middle density', () => {
    const p = defaultPrefs(columns);
    expect(p).toEqual({ order: ['a', 'b', 'c', 'd'], hidden: ['c'], pinned: { a: 'left', b: null, c: null, d: null }, density: 'middle' });
    expect(visibleColumns(p).map((c) => c.key)).toEqual(['a', 'b', 'd']);
  });

  it('show, hide, move and pin; right-pinned columns go last', () => {
    let p = defaultPrefs(columns);
    p = toggle(p, 'c', true);
    p = move(p, 'd', -1);
    p = pin(p, 'b', 'right');
    expect(visibleColumns(p)).toEqual([
      { key: 'a', pin: 'left' },
      { key: 'd', pin: null },
      { key: 'c', pin: null },
      { key: 'b', pin: 'right' },
    ]);
  });

  it('are remembered per user and resource, and survive a definition that gained or lost columns', () => {
    const s = memoryStorage();
    const key = prefsKey('u1', 'ljszy', 'carInfo');
    expect(key).not.toBe(prefsKey('u2', 'ljszy', 'carInfo'));
    savePrefs(s, key, { ...move(defaultPrefs(columns), 'd', -1), density: 'small' });
    const next = loadPrefs(s, key, [...columns.filter((c) => c.key !== 'b'), { key: 'e' }]);
    expect(next.order).toEqual(['a', 'd', 'c', 'e']);
    expect(next.density).toBe('small');
    expect(loadPrefs({ getItem: () => '{not json' }, key, columns)).toEqual(defaultPrefs(columns));
  });
});

describe('the loaders cache', () => {
  it('answers the same promise within 60 000 ms, loads again after, and forgets failures at once', async () => {
    let now = 0;
    const cache = ttlCache(60_000, () => now);
    const load = vi.fn(async () => 'x');
    await cache.get('k', load);
    now = 59_999;
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(1);
    now = 60_000;
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
    const fail = vi.fn(async () => {
      throw new Error('no');
    });
    await expect(cache.get('f', fail)).rejects.toThrow();
    await expect(cache.get('f', fail)).rejects.toThrow();
    expect(fail).toHaveBeenCalledTimes(2);
  });

  it('forgets the entries of one prefix only (a resource’s options after its rows changed)', async () => {
    const cache = ttlCache();
    const load = vi.fn(async () => 'x');
    await cache.get('rows:m.dept:id', load);
    await cache.get('rows:m.car:id', load);
    cache.forget('rows:m.dept:');
    await cache.get('rows:m.dept:id', load);
    await cache.get('rows:m.car:id', load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('reads organisation trees in the platform shapes', () => {
    expect(toTree([{ id: 1, name: '环卫处', children: [{ id: 2, name: '一所' }] }])).toEqual([{ value: '1', title: '环卫处', children: [{ value: '2', title: '一所' }] }]);
    expect(toTree({ records: [{ value: 'x', title: 'X' }] })).toEqual([{ value: 'x', title: 'X' }]);
    expect(toTree([{ id: 'a', name: '集团', parentId: null }, { id: 'b', name: '一所', parentId: 'a' }])).toEqual([{ value: 'a', title: '集团', children: [{ value: 'b', title: '一所' }] }]);
  });
});

describe('options from rows', () => {
  const tree = { parent: 'parentCode', key: 'code', order: 'sort' } as const;
  const rows = [
    { id: 3, code: 'B1', parentCode: 'B', name: '清运一队', sort: 1 },
    { id: 1, code: 'A', parentCode: null, name: '城市环境集团', sort: 1 },
    { id: 2, code: 'B', parentCode: 'A', name: '一分公司', sort: 1 },
  ];

  it('reads value and label of each row; a keyed tree’s rows in tree order with their parents’ ids', () => {
    expect(optionsFromRows(rows, 'code', 'name')).toEqual([
      { value: 'B1', label: '清运一队' },
      { value: 'A', label: '城市环境集团' },
      { value: 'B', label: '一分公司' },
    ]);
    expect(optionsFromRows(rows, 'id', 'name', tree)).toEqual([
      { value: '1', label: '城市环境集团', parent: null },
      { value: '2', label: '一分公司', parent: '1' },
      { value: '3', label: '清运一队', parent: '2' },
    ]);
  });

  it('gives tree select nodes with a node and its branch disabled (a node never moves under itself)', () => {
    expect(optionTree(optionsFromRows(rows, 'id', 'name', tree), '2')).toEqual([
      { value: '1', title: '城市环境集团', children: [{ value: '2', title: '一分公司', disabled: true, children: [{ value: '3', title: '清运一队', disabled: true }] }] },
    ]);
  });

});

describe('escaping data for HTML', () => {
  it('escapes markup characters', () => {
    expect(escapeHtml('<img src=x onerror="alert(1)">&\'`')).toBe('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;&#39;&#96;');
  });

  it('builds chart tooltips with every data piece escaped, keeping only the colour of the marker', () => {
    const html = safeTooltip([
      { axisValueLabel: '<b>11-20</b>', seriesName: '<script>x</script>', value: '<i>3</i>', marker: '<span style="background-color:#1456c9" onclick="evil()"></span>' },
    ]);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('onclick');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(html).toContain('&lt;i&gt;3&lt;/i&gt;');
    expect(html).toContain('background-color:#1456c9');
    expect(safeTooltip({ name: '<a>', value: 5, percent: 50 })).toContain('&lt;a&gt;: 5 (50%)');
  });
});

describe('the board scaling helper', () => {
  it('scales against the 750 design width and fits 1920×1080 boards', () => {
    expect(scaleOf(1500)).toBe(2);
    expect(px(7, 1920)).toBe(17.92);
    expect(boardFit(960, 1080)).toBe(0.5);
  });

  it('recalculates 288 ms after resizing stops, not on every resize event', () => {
    vi.useFakeTimers();
    const listeners: (() => void)[] = [];
    const target = { innerWidth: 750, addEventListener: (_t: 'resize', f: () => void) => void listeners.push(f), removeEventListener: vi.fn() };
    const apply = vi.fn();
    const stop = watchScale(target, apply);
    expect(apply).toHaveBeenLastCalledWith(1, 750);
    target.innerWidth = 1500;
    listeners[0]!();
    vi.advanceTimersByTime(200);
    listeners[0]!();
    vi.advanceTimersByTime(287);
    expect(apply).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(apply).toHaveBeenLastCalledWith(2, 1500);
    stop();
    expect(target.removeEventListener).toHaveBeenCalled();
    vi.useRealTimers();
  });
});
