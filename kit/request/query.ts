/**
 * One query's state without React: the answer of the newest run only, a cache shared by cache key,
 * refresh on window focus at most every 5 000 ms (shell.md §9 defaults). The list model (kit/list)
 * loads its pages with it; its React layer is the list model's hook.
 */
import { REQUEST_DEFAULTS } from './constants';

/** A query's state. */
export type QueryState<TData, TParams> = {
  data: TData | undefined;
  error: unknown;
  loading: boolean;
  /** The parameters of the last run. */
  params: TParams | undefined;
};

/** Options of {@link createQuery}. */
export type QueryOptions<TData, TParams> = {
  /** Do not run on creation; wait for `run`. */
  manual?: boolean;
  /** Parameters of the first automatic run. */
  defaultParams?: TParams;
  /** Share answers between queries (and screens) under this key. */
  cacheKey?: string;
  /** How long a cached answer is kept (default 300 000 ms). */
  cacheTime?: number;
  /** Run again when the window regains focus... */
  refreshOnWindowFocus?: boolean;
  /** ...at most this often (default 5 000 ms). */
  focusTimespan?: number;
  onSuccess?: (data: TData, params: TParams) => void;
  onError?: (error: unknown, params: TParams) => void;
};

/** A query. */
export type Query<TData, TParams> = {
  getState(): QueryState<TData, TParams>;
  subscribe(listener: () => void): () => void;
  /** Run with parameters; resolves the data (rejects like the service). */
  run(params: TParams): Promise<TData>;
  /** Run again with the last parameters. */
  refresh(): Promise<TData>;
  /** Replace the data locally. */
  mutate(data: TData): void;
  /** Ignore the answer of the run in flight. */
  cancel(): void;
  /** Stop listening to focus. */
  destroy(): void;
};

type CacheEntry = { data: unknown; params: unknown; time: number };
const sharedCache = new Map<string, CacheEntry>();

/** Forget cached answers (one key, or all). */
export function clearQueryCache(cacheKey?: string): void {
  if (cacheKey === undefined) sharedCache.clear();
  else sharedCache.delete(cacheKey);
}

/**
 * Creates a query over `service`.
 *
 * @example
 *   const cars = createQuery((p: { pageNo: number }) => client.load<Page<Car>>({ url, data: p }), { defaultParams: { pageNo: 1 } });
 *   cars.subscribe(() => render(cars.getState()));
 */
export function createQuery<TData, TParams>(service: (params: TParams) => Promise<TData>, options: QueryOptions<TData, TParams> = {}): Query<TData, TParams> {
  const cacheTime = options.cacheTime ?? REQUEST_DEFAULTS.cacheTime;
  const focusTimespan = options.focusTimespan ?? REQUEST_DEFAULTS.focusTimespan;
  const listeners = new Set<() => void>();
  const cached = options.cacheKey ? sharedCache.get(options.cacheKey) : undefined;
  const fresh = cached && Date.now() - cached.time < cacheTime ? cached : undefined;
  let state: QueryState<TData, TParams> = {
    data: fresh?.data as TData | undefined,
    error: undefined,
    loading: !options.manual,
    params: (fresh?.params as TParams | undefined) ?? options.defaultParams,
  };
  let runId = 0;
  let lastFocusRun = 0;

  const set = (next: Partial<QueryState<TData, TParams>>): void => {
    state = { ...state, ...next };
    for (const listener of [...listeners]) listener();
  };

  async function run(params: TParams): Promise<TData> {
    const id = ++runId;
    set({ loading: true, params });
    try {
      const data = await service(params);
      if (id === runId) {
        if (options.cacheKey) sharedCache.set(options.cacheKey, { data, params, time: Date.now() });
        set({ data, error: undefined, loading: false });
        options.onSuccess?.(data, params);
      }
      return data;
    } catch (error) {
      if (id === runId) {
        set({ error, loading: false });
        options.onError?.(error, params);
      }
      throw error;
    }
  }

  const refresh = (): Promise<TData> => run(state.params as TParams);

  const onFocus = (): void => {
    if (document.visibilityState === 'hidden' || Date.now() - lastFocusRun < focusTimespan) return;
    lastFocusRun = Date.now();
    refresh().catch(() => undefined);
  };
  if (options.refreshOnWindowFocus && typeof window !== 'undefined') {
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
  }
  if (!options.manual) {
    lastFocusRun = Date.now();
    run(options.defaultParams as TParams).catch(() => undefined);
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    run,
    refresh,
    mutate: (data) => set({ data }),
    cancel() {
      runId++;
      set({ loading: false });
    },
    destroy() {
      runId++;
      listeners.clear();
      if (typeof window !== 'undefined') {
        window.removeEventListener('focus', onFocus);
        document.removeEventListener('visibilitychange', onFocus);
      }
    },
  };
}
