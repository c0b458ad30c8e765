/**
 * A list screen's state without React: the page, the sort, the filters as typed, the chosen view (a
 * tab: fixed filters laid over the user's), the rows of the page, the total, the selection and the
 * per-view counts; and the actions on them (page, sort, search, switch view, select, change a row
 * optimistically). `ResourcePage` and every custom list render it through `useListModel` (kit/ui); its
 * loading runs on the request kit's `createQuery` (an answer that arrives after a newer request is
 * dropped; optional refresh when the window regains focus, at most every 5 000 ms).
 *
 * @example
 *   const list = createListModel({ source: (q) => api.list(q), views: [{ key: 'open', filters: { state: ['open'] } }] });
 *   list.subscribe(() => render(list.getState()));
 *   list.search({ carCode: '苏A' });   // page 1, filters as typed
 *   list.setView('open');              // the view's filters narrow the user's
 */
import { createQuery, type Query } from '../request';
import { DEFAULT_PAGE_SIZE, type FixedFilters, type Page, type SortOrder } from '../resource';
import { scopeFilters } from './scope';

export type ListSort = { field: string; order: SortOrder } | null;

/** What the user asked for: page, sort and the filters as typed in the filter form. */
export type ListParams = { pageNo: number; pageSize: number; sort: ListSort; filters: Record<string, unknown> };

/** What a source is asked for: the user's page and sort, the filters with the view's laid over them. */
export type ListRequest = ListParams & { view: string | null };

/** A tab of the list: its key and the fixed filters it lays over the user's. */
export type ListView = { key: string; filters?: FixedFilters };

/** Every row of the model has a numeric id (rows of computed reports are numbered by position). */
export type ListRow = Record<string, unknown> & { id: number };

export type ListState<R extends ListRow = ListRow> = {
  params: ListParams;
  /** The chosen view's key, or null on a list without views. */
  view: string | null;
  rows: R[];
  total: number;
  loading: boolean;
  /** The last failure's message, until the next answer. */
  error: string | null;
  /** The last answer's word on its rows (Page.notice), e.g. why there are none. */
  notice: string | null;
  /** Ids of the selected rows of the page. */
  selected: number[];
  /** Rows per view (tab badges), when the list has a counts source. */
  counts: Record<string, number> | null;
};

export type ListModelOptions<R extends ListRow = ListRow> = {
  /** Loads one page. Called with the user's page and sort and the filters with the view's laid over them. */
  source: (request: ListRequest) => Promise<Page<Record<string, unknown>>>;
  pageSize?: number;
  sort?: ListSort;
  filters?: Record<string, unknown>;
  views?: ListView[];
  /** The view shown first (default: the first). */
  view?: string;
  /** Rows per view key; loaded with the rows and after every change. */
  counts?: () => Promise<Record<string, number>>;
  /** Load again when the window regains focus (at most every 5 000 ms). Default false. */
  refreshOnFocus?: boolean;
  /** Do not load on creation; wait for `load`. */
  manual?: boolean;
  /** Turns a failure into the text the list shows (default: the error's message). */
  errorText?: (error: unknown) => string;
  /** Types the rows (default: as they come, numbered by position when they have no numeric id). */
  row?: (raw: Record<string, unknown>) => R;
};

export type ListModel<R extends ListRow = ListRow> = {
  getState(): ListState<R>;
  subscribe(listener: () => void): () => void;
  /** Loads the page again (and the counts). Resolves when both answered; never rejects. */
  load(): Promise<void>;
  setPage(pageNo: number, pageSize?: number): void;
  /** A new sort, from page 1. */
  setSort(sort: ListSort): void;
  /** New filters as typed, from page 1. */
  search(filters: Record<string, unknown>): void;
  /** Another view, from page 1, with the user's filters kept and the selection cleared. */
  setView(key: string): void;
  select(ids: number[]): void;
  /**
   * The current page's request with the view's filters laid over the user's: what exports and
   * list-wide actions send. (When the two exclude each other the list is empty, and so is an export.)
   */
  request(): ListRequest;
  /**
   * Changes rows at once and commits the change: `apply` edits the shown rows, `commit` calls the
   * server. Success loads the page again; failure restores the rows as they were and rethrows.
   */
  change(apply: (rows: R[]) => R[], commit: () => Promise<unknown>): Promise<void>;
  /** Stops listening to the window and ignores answers still on their way. */
  destroy(): void;
};

const EMPTY: Page<Record<string, unknown>> = { records: [], total: 0, pageNo: 1, pageSize: DEFAULT_PAGE_SIZE };

/** Creates a list model; it loads its first page at once unless `manual`. */
export function createListModel<R extends ListRow = ListRow>(options: ListModelOptions<R>): ListModel<R> {
  const views = options.views ?? [];
  const viewOf = (key: string | null) => views.find((v) => v.key === key) ?? null;
  const errorText = options.errorText ?? ((e: unknown) => (e instanceof Error ? e.message : String(e)));
  /** Rows as the model holds them: typed by `options.row`, or numbered by position when they have no id. */
  const toRows = (page: Page<Record<string, unknown>>, p: ListParams): R[] =>
    page.records.map((raw, i) =>
      options.row ? options.row(raw) : ({ ...raw, id: typeof raw.id === 'number' ? raw.id : (p.pageNo - 1) * p.pageSize + i + 1 } as R),
    );
  const listeners = new Set<() => void>();

  let state: ListState<R> = {
    params: { pageNo: 1, pageSize: options.pageSize ?? DEFAULT_PAGE_SIZE, sort: options.sort ?? null, filters: options.filters ?? {} },
    view: options.view ?? views[0]?.key ?? null,
    rows: [],
    total: 0,
    loading: !options.manual,
    error: null,
    notice: null,
    selected: [],
    counts: null,
  };
  const set = (next: Partial<ListState<R>>) => {
    state = { ...state, ...next };
    for (const listener of [...listeners]) listener();
  };

  /** A view whose filters exclude what the user typed matches nothing: answered here, not asked. */
  const fetchPage = (request: ListRequest): Promise<Page<Record<string, unknown>>> => {
    const scoped = scopeFilters(request.filters, viewOf(request.view)?.filters);
    if (!scoped) return Promise.resolve({ ...EMPTY, pageNo: request.pageNo, pageSize: request.pageSize });
    return options.source({ ...request, filters: scoped });
  };
  const request = (): ListRequest => ({ ...state.params, view: state.view });
  // Created running (unless manual), so the focus refresh counts its 5 000 ms from this first load.
  const rows: Query<Page<Record<string, unknown>>, ListRequest> = createQuery(fetchPage, {
    manual: options.manual,
    defaultParams: request(),
    refreshOnWindowFocus: options.refreshOnFocus,
  });
  const counts = options.counts ? createQuery(options.counts, { manual: true, refreshOnWindowFocus: options.refreshOnFocus }) : null;

  rows.subscribe(() => {
    const q = rows.getState();
    if (q.loading) return set({ loading: true });
    if (q.error !== undefined && q.data === undefined) return set({ loading: false, error: errorText(q.error) });
    const page = q.data ?? EMPTY;
    const shown = toRows(page, q.params ?? state.params);
    const ids = new Set(shown.map((r) => r.id));
    set({ loading: false, error: q.error === undefined ? null : errorText(q.error), notice: page.notice ?? null, rows: shown, total: page.total, selected: state.selected.filter((id) => ids.has(id)) });
  });
  counts?.subscribe(() => {
    const data = counts.getState().data;
    if (data) set({ counts: data });
  });

  const load = async (): Promise<void> => {
    await Promise.all([rows.run(request()).catch(() => undefined), counts?.run(undefined).catch(() => undefined)]);
  };
  /** Runs the rows only (paging and sorting do not change the counts). */
  const loadRows = () => void rows.run(request()).catch(() => undefined);
  const withParams = (next: Partial<ListParams>) => {
    state = { ...state, params: { ...state.params, ...next } };
    loadRows();
  };

  if (!options.manual) counts?.run(undefined).catch(() => undefined);

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load,
    setPage: (pageNo, pageSize = state.params.pageSize) => withParams({ pageNo: pageSize === state.params.pageSize ? pageNo : 1, pageSize }),
    setSort: (sort) => withParams({ sort, pageNo: 1 }),
    search: (filters) => withParams({ filters, pageNo: 1 }),
    setView(key) {
      if (!viewOf(key) || key === state.view) return;
      state = { ...state, view: key, selected: [] };
      withParams({ pageNo: 1 });
    },
    select: (ids) => set({ selected: [...ids] }),
    request() {
      const r = request();
      return { ...r, filters: scopeFilters(r.filters, viewOf(r.view)?.filters) ?? r.filters };
    },
    async change(apply, commit) {
      const before = rows.getState().data ?? EMPTY;
      const shown = state.rows;
      set({ rows: apply(shown) });
      try {
        await commit();
      } catch (e) {
        rows.mutate(before);
        throw e;
      }
      await load();
    },
    destroy() {
      rows.destroy();
      counts?.destroy();
      listeners.clear();
    },
  };
}
