import { describe, expect, it } from 'vitest';
import {
  activate,
  closeTabs,
  emptyTabs,
  evictionCandidates,
  keysToClose,
  openTab,
  rename,
  reorder,
  restoreTabs,
  serializeTabs,
  tabsStorageKey,
  togglePin,
  unloadCandidates,
  unloadTabs,
  type TabState,
} from '../../host/core/tabModel';

const open = (state: TabState, key: string, now: number) => openTab(state, { key, title: key.toUpperCase(), url: `/modules/${key}/` }, now);
const keys = (state: TabState) => state.tabs.map((t) => t.key);

function five(): TabState {
  let s = emptyTabs;
  ['a', 'b', 'c', 'd', 'e'].forEach((k, i) => (s = open(s, k, i + 1)));
  return s;
}

describe('the tab model', () => {
  it('opens a new tab at the end and makes it active', () => {
    const s = open(open(emptyTabs, 'a', 1), 'b', 2);
    expect(keys(s)).toEqual(['a', 'b']);
    expect(s.activeKey).toBe('b');
  });

  it('focuses an already open tab instead of opening it twice', () => {
    const s = open(open(open(emptyTabs, 'a', 1), 'b', 2), 'a', 3);
    expect(keys(s)).toEqual(['a', 'b']);
    expect(s.activeKey).toBe('a');
    expect(s.tabs[0]?.lastActive).toBe(3);
  });

  it('activates the right neighbour when the active tab closes, else the left one', () => {
    let s = activate(five(), 'c', 10);
    s = closeTabs(s, ['c'], 11);
    expect(s.activeKey).toBe('d');
    s = activate(s, 'e', 12);
    s = closeTabs(s, ['e'], 13);
    expect(s.activeKey).toBe('d');
  });

  it('closes others, to the left, to the right and all, sparing pinned tabs', () => {
    const s = togglePin(five(), 'a');
    expect(keysToClose(s, 'c', 'others')).toEqual(['b', 'd', 'e']);
    expect(keysToClose(s, 'c', 'left')).toEqual(['b']);
    expect(keysToClose(s, 'c', 'right')).toEqual(['d', 'e']);
    expect(keysToClose(s, 'c', 'all')).toEqual(['b', 'c', 'd', 'e']);
    expect(keysToClose(s, 'a', 'close')).toEqual(['a']);
    const after = closeTabs(s, keysToClose(s, 'c', 'all'), 20);
    expect(keys(after)).toEqual(['a']);
    expect(after.activeKey).toBe('a');
  });

  it('offers the least recently used unpinned inactive tabs for eviction only when the cap is reached', () => {
    let s = five();
    expect(evictionCandidates(s, 6)).toEqual([]);
    s = activate(s, 'a', 30);
    s = togglePin(s, 'b');
    expect(evictionCandidates(s, 5).map((t) => t.key)).toEqual(['c', 'd', 'e']);
  });

  it('reorders a dragged tab to the drop position', () => {
    expect(keys(reorder(five(), 'a', 'c'))).toEqual(['b', 'c', 'a', 'd', 'e']);
    expect(keys(reorder(five(), 'e', 'b'))).toEqual(['a', 'e', 'b', 'c', 'd']);
    expect(reorder(five(), 'x', 'b')).toEqual(five());
  });

  it('renames a tab but never to an empty title', () => {
    const s = rename(five(), 'b', '车辆档案');
    expect(s.tabs[1]?.title).toBe('车辆档案');
    expect(rename(s, 'b', '').tabs[1]?.title).toBe('车辆档案');
  });

  it('restores saved tabs with only the active one loaded', () => {
    const saved = serializeTabs(activate(togglePin(five(), 'b'), 'c', 40));
    const restored = restoreTabs(saved);
    expect(keys(restored)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(restored.activeKey).toBe('c');
    expect(restored.tabs.filter((t) => t.loaded).map((t) => t.key)).toEqual(['c']);
    expect(restored.tabs[1]?.pinned).toBe(true);
  });

  it('restores nothing from missing or malformed storage', () => {
    expect(restoreTabs(null)).toEqual(emptyTabs);
    expect(restoreTabs('{oops')).toEqual(emptyTabs);
    expect(restoreTabs('{"tabs":"no"}')).toEqual(emptyTabs);
    expect(keys(restoreTabs('{"tabs":[{"key":"a","url":"/x"},{"key":"a","url":"/y"},{"url":"/z"}]}'))).toEqual(['a']);
  });

  it('keys the saved tabs by user and host', () => {
    expect(tabsStorageKey('u1', 'example.com:8080')).toBe('urbanops.tabs.u1@example.com:8080');
  });

  it('unloads nothing while the loaded tabs are within the keep-alive cap', () => {
    expect(unloadCandidates(five(), 5)).toEqual({ excess: 0, tabs: [] });
  });

  it('offers the least recently used inactive, unpinned loaded tabs beyond the keep-alive cap', () => {
    const s = togglePin(activate(five(), 'a', 10), 'b');
    const { excess, tabs } = unloadCandidates(s, 3);
    expect(excess).toBe(2);
    expect(tabs.map((t) => t.key)).toEqual(['c', 'd', 'e']);
  });

  it('unloads a tab with its route kept, and loads it again on that route when shown', () => {
    const s = unloadTabs(five(), ['b'], { b: '/modules/b/#/cars/7' });
    const b = s.tabs.find((t) => t.key === 'b')!;
    expect(b).toMatchObject({ loaded: false, url: '/modules/b/#/cars/7' });
    expect(keys(s)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(unloadCandidates(s, 4).excess).toBe(0);
    const shown = activate(s, 'b', 20).tabs.find((t) => t.key === 'b')!;
    expect(shown).toMatchObject({ loaded: true, url: '/modules/b/#/cars/7' });
  });
});

