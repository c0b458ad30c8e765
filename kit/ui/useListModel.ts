/**
 * The list model's React layer: the model lives as long as the component, and the component renders
 * its state. Everything else (paging, sorting, filters, views, selection, optimistic changes) is the
 * framework-free model in kit/list.
 *
 * @example
 *   const [state, list] = useListModel(() => createListModel({ source: (q) => call(appApi.page, q) }));
 *   <Table dataSource={state.rows} pagination={{ current: state.params.pageNo, total: state.total, onChange: list.setPage }} />
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ListModel, ListRow, ListState } from '../list';

export function useListModel<R extends ListRow>(create: () => ListModel<R>): [ListState<R>, ListModel<R>] {
  const [model] = useState(create);
  useEffect(() => () => model.destroy(), [model]);
  const state = useSyncExternalStore(model.subscribe, model.getState, model.getState);
  return [state, model];
}
