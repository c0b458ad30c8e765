/**
 * The area's calls from its screens: a JSON call through the kit's request client (failures shown as
 * the spec's loader does), multipart uploads with the same token headers, and a loader hook.
 */
import { useCallback, useEffect, useState } from 'react';
import { authHeaders, callWith } from '../../../kit/client';
import { createListModel, type ListModel, type ListState, type ListView } from '../../../kit/list';
import { parseCall } from '../../../kit/resource';
import { useFeedback, useKit, useListModel } from '../../../kit/ui';
import type { Page as ListPage } from '../../../kit/contract';

export type Row = Record<string, unknown>;
/** A page of rows (kit/contract.ts), of plain rows unless said otherwise. */
export type Page<T = Row> = ListPage<T>;

export function useWtsb() {
  const kit = useKit();
  const { message } = useFeedback();
  /** Calls `call` ('POST /path' or '/path') with fields; resolves data, rejects (already shown) on failure. */
  const call = useCallback(<T = unknown>(api: string, data: Row = {}, notice: 'error' | 'silent' = 'error') => callWith<T>(kit.request, parseCall(api), data, notice), [kit]);
  /** Posts a multipart form (photos) to `api`; resolves data, shows and rejects the server's message on failure. */
  const upload = useCallback(
    async <T = unknown>(api: string, form: FormData): Promise<T> => {
      const session = kit.session();
      if (session.tenantId) form.append('tenantId', session.tenantId);
      if (session.userId) form.append('userId', session.userId);
      const response = await fetch(parseCall(api).path, { method: 'POST', headers: authHeaders(session), body: form });
      const body = (await response.json().catch(() => ({ result: response.status, msg: `HTTP ${response.status}` }))) as { result: number; msg: string; data: T };
      if (body.result !== 0) {
        message.error(body.msg);
        throw new Error(body.msg);
      }
      return body.data;
    },
    [kit, message],
  );
  return { kit, t: kit.t, call, upload, message };
}

/** Loads `api` with `data` when either changes; `reload()` loads again. */
export function useLoad<T>(api: string, data: Row = {}, enabled = true): { data: T | null; loading: boolean; reload: () => void } {
  const { call } = useWtsb();
  const [state, setState] = useState<{ data: T | null; loading: boolean }>({ data: null, loading: enabled });
  const [tick, setTick] = useState(0);
  const key = JSON.stringify(data);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    call<T>(api, JSON.parse(key) as Row, 'silent').then(
      (d) => live && setState({ data: d, loading: false }),
      () => live && setState({ data: null, loading: false }),
    );
    return () => {
      live = false;
    };
  }, [api, key, call, tick, enabled]);
  return { ...state, reload: () => setTick((n) => n + 1) };
}

/**
 * A paged list over one of the area's page calls, on the kit's list model: `pageNo`, `pageSize` and
 * the filters are sent as fields, the chosen view's key as `viewParam` (the field app's `tab`), and
 * `counts` answers the rows per view. Loads at once unless `manual` (then `search` loads).
 */
export function useCallList(api: string, options: { views?: ListView[]; viewParam?: string; counts?: string; manual?: boolean } = {}): [ListState, ListModel] {
  const { call } = useWtsb();
  return useListModel(() =>
    createListModel({
      source: (q) => call<Page>(api, { ...q.filters, ...(options.viewParam && q.view ? { [options.viewParam]: q.view } : {}), pageNo: q.pageNo, pageSize: q.pageSize }, 'silent'),
      views: options.views,
      counts: options.counts ? () => call<Record<string, number>>(options.counts!, {}, 'silent') : undefined,
      manual: options.manual,
    }),
  );
}
