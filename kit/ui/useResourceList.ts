/**
 * The list model of a resource page: pages of the definition's list call, and tabs over views of the
 * resource (each tab lists through its view's own call when it has one, else through the resource's
 * with the view's fixed filters), with counts per tab. The list loads again when the page's window
 * regains focus (at most every 5 000 ms), so a tab shows what other tabs changed.
 *
 * @example
 *   const list = useResourceList(problem, { tabs: { all: liveCases, closed: closedCases }, counts: problemApi.countNum });
 *   <ResourcePage def={problem} list={list} />
 */
import { useEffect, useMemo } from 'react';
import { callWith } from '../client';
import { createListModel, scopeFilters, type ListModel, type ListState } from '../list';
import { isView, parseCall, type ApiCall, type ResourceDef } from '../resource';
import { useKit } from './KitProvider';
import { useListModel } from './useListModel';
import { expectFirstData, markFirstData } from './firstData';

/** Tab key → a view of the resource (or the resource itself, for "all"); shown in this order. */
export type ResourceTabs = Record<string, ResourceDef>;

export type ResourceListOptions = {
  tabs?: ResourceTabs;
  /** Rows per tab: one call answering `{ [tab key]: count }`, or `true` to ask each tab's list for its total. */
  counts?: ApiCall | true;
  pageSize?: number;
  /** Seconds between reloads of the rows and counts while the page is visible (none when omitted). */
  refreshEvery?: number;
};

export type ResourceList = {
  state: ListState;
  model: ListModel;
  /** The definition of the chosen tab (the resource itself without tabs). */
  active: ResourceDef;
  tabs: [string, ResourceDef][];
};

export function useResourceList(def: ResourceDef, options: ResourceListOptions = {}): ResourceList {
  const kit = useKit();
  // What can wait for the first rows waits for this list's (firstData.ts).
  expectFirstData();
  const tabs = useMemo(() => Object.entries(options.tabs ?? {}), [options.tabs]);
  const defOf = (key: string | null) => tabs.find(([k]) => k === key)?.[1] ?? def;
  const [state, model] = useListModel(() => {
    const fixedOf = (d: ResourceDef) => (isView(d) ? d.view.filters : undefined);
    const counts = options.counts;
    return createListModel({
      source: (q) => kit.api(defOf(q.view)).list(q),
      // Without tabs, a view using the resource's calls is the list's one view: its filters are sent.
      views: tabs.length ? tabs.map(([key, d]) => ({ key, filters: fixedOf(d) })) : isView(def) && !def.view.ownApi ? [{ key: def.id, filters: def.view.filters }] : [],
      pageSize: options.pageSize,
      refreshOnFocus: true,
      counts:
        counts === true
          ? async () => {
              const totals = tabs.map(async ([key, d]) => [key, (await kit.api(d).list({ pageNo: 1, pageSize: 1, filters: scopeFilters({}, fixedOf(d)) ?? {} }, 'silent')).total] as const);
              return Object.fromEntries(await Promise.all(totals));
            }
          : counts
            ? () => callWith<Record<string, number>>(kit.request, parseCall(counts), {}, 'silent')
            : undefined,
    });
  });
  // The list answered (its rows are committed, in whichever table draws them): what waits may load.
  useEffect(() => {
    if (!state.loading) markFirstData();
  }, [state.loading]);
  const every = options.refreshEvery;
  useEffect(() => {
    if (!every) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void model.load();
    }, every * 1000);
    return () => clearInterval(timer);
  }, [model, every]);
  return { state, model, active: defOf(state.view), tabs };
}
