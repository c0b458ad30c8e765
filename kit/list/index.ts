/** The list model: a list screen's state and actions without React (kit/ui's `useListModel` renders it). */
export { createListModel } from './listModel';
export type { ListModel, ListModelOptions, ListParams, ListRequest, ListRow, ListSort, ListState, ListView } from './listModel';
export { scopeFilters } from './scope';
