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
import { useMemo } from 'react';
import { callWith } from '../client';
import { createListModel, scopeFilters, type ListModel, type ListState } from '../list';
import { isView, parseCall, type ApiCall, type ResourceDef } from '../resource';
import { useKit } from './KitProvider';
import { useListModel } from './useListModel';

/** Tab key → a view of the resource (or the resource itself, for "all"); shown in this order. */
export type ResourceTabs = Record<string, ResourceDef>;

export type ResourceListOptions = {
  tabs?: ResourceTabs;
  /** Rows per tab: one call answering `{ [tab key]: count }`, or `true` to ask each tab's list for its total. */
  counts?: ApiCall | true;
  pageSize?: number;
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
  const tabs = useMemo(() => Object.entries(options.tabs ?? {}), [options.tabs]);
  const defOf = (key: string | null) => tabs.find(([k]) => k === key)?.[1] ?? def;
  const [state, model] = useListModel(() => {
    const fixedOf = (d: ResourceDef) => (isView(d) ? d.view.filters : undefined);
    const counts = options.counts;
    return createListModel({
      source: (q) => kit.api(defOf(q.view)).list(q),
      views: tabs.map(([key, d]) => ({ key, filters: fixedOf(d) })),
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
  return { state, model, active: defOf(state.view), tabs };
}
