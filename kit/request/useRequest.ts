/**
 * The data hook for screens: a thin React layer over {@link createQuery} with the spec's defaults
 * (page size 10, cache time 300 000 ms, focus refresh at most every 5 000 ms).
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createQuery, firstPage, type PageParams, type Query, type QueryOptions, type QueryState } from './query';

/** What {@link useRequest} returns: the state plus the query's actions. */
export type UseRequestResult<TData, TParams> = QueryState<TData, TParams> & Pick<Query<TData, TParams>, 'run' | 'refresh' | 'mutate' | 'cancel'>;

/**
 * Runs `service` (once on mount unless `manual`) and re-renders on its state. The latest `service` is
 * always called; `options` are read once, when the component mounts.
 *
 * @example
 *   const { data, loading, refresh } = useRequest(() => client.load<Car[]>({ url: '/cloud/ljszy/carInfo/list' }), { cacheKey: 'cars' });
 */
export function useRequest<TData, TParams = void>(service: (params: TParams) => Promise<TData>, options: QueryOptions<TData, TParams> = {}): UseRequestResult<TData, TParams> {
  const serviceRef = useRef(service);
  useEffect(() => {
    serviceRef.current = service;
  });
  // One query per component; created lazily so its first run happens once.
  const [query] = useState(() => createQuery<TData, TParams>((params) => serviceRef.current(params), options));
  useEffect(() => () => query.destroy(), [query]);
  const state = useSyncExternalStore(query.subscribe, query.getState, query.getState);
  return { ...state, run: query.run, refresh: query.refresh, mutate: query.mutate, cancel: query.cancel };
}

/** What {@link usePaginatedRequest} returns: {@link useRequest}'s result plus the page and its changers. */
export type UsePaginatedResult<TData, TFilters> = UseRequestResult<TData, PageParams & TFilters> & {
  pagination: PageParams & { total: number; onChange(current: number, pageSize?: number): void };
  /** Apply new filters and go back to page 1. */
  search(filters: TFilters): Promise<TData>;
};

/**
 * A paged query: parameters `{ current, pageSize, ...filters }`, page size 10 by default; `getTotal`
 * reads the row count from the data (default `data.total`).
 */
export function usePaginatedRequest<TData, TFilters extends object = Record<string, never>>(
  service: (params: PageParams & TFilters) => Promise<TData>,
  options: QueryOptions<TData, PageParams & TFilters> & { defaultPageSize?: number; defaultFilters?: TFilters; getTotal?: (data: TData) => number } = {},
): UsePaginatedResult<TData, TFilters> {
  const { defaultPageSize, defaultFilters, getTotal, ...queryOptions } = options;
  const result = useRequest<TData, PageParams & TFilters>(service, {
    defaultParams: { ...firstPage(defaultPageSize), ...(defaultFilters as TFilters) },
    ...queryOptions,
  });
  const params = result.params ?? ({ ...firstPage(defaultPageSize), ...(defaultFilters as TFilters) } as PageParams & TFilters);
  const total = result.data === undefined ? 0 : getTotal ? getTotal(result.data) : Number((result.data as { total?: unknown }).total ?? 0);
  return {
    ...result,
    pagination: {
      current: params.current,
      pageSize: params.pageSize,
      total,
      onChange: (current, pageSize) => void result.run({ ...params, current, pageSize: pageSize ?? params.pageSize }).catch(() => undefined),
    },
    search: (filters) => result.run({ ...params, ...filters, current: 1 }),
  };
}
