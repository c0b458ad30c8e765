/**
 * A module's own screens and their calls, once for every module: a call through the kit's request
 * client (failures shown as the spec's loader does), a multipart upload with the same token headers, a
 * loader hook, a paged list over a page call, and the functions the caller holds (buttons a user may not
 * press are not drawn). Definitions' pages get all this from the kit already; a screen of its own uses
 * these hooks.
 *
 * @example
 *   const { call, t } = useScreenCalls();
 *   const routes = useLoad<Route[]>('/cloud/ljszy/platform/routeList');
 *   const can = useFunctions({ save: 'ljszy.routePoint.update' });
 *   {can.save && <Button onClick={() => call('POST /cloud/ljszy/routePoint/save', form)}>保存</Button>}
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { authHeaders, callWith } from '../client';
import type { Page } from '../contract';
import { createListModel, type ListModel, type ListState, type ListView } from '../list';
import { parseCall, type ApiCall } from '../resource';
import { useFeedback } from './feedback';
import { useKit } from './KitProvider';
import { useListModel } from './useListModel';

/** A row as a screen sees it. */
export type Row = Record<string, unknown>;

/** The call helpers of a screen: `call`, `upload`, the catalogue's `t` and the page's feedback. */
export function useScreenCalls() {
  const kit = useKit();
  const { message, modal } = useFeedback();
  /** Calls `api` ('POST /path' or '/path') with fields; resolves data, rejects (already shown unless 'silent') on failure. */
  const call = useCallback(<T = unknown>(api: ApiCall, data: Row = {}, notice: 'error' | 'silent' = 'error') => callWith<T>(kit.request, parseCall(api), data, notice), [kit]);
  /** Posts a multipart form (photos) to `api`; resolves data, shows and rejects the server's message on failure. */
  const upload = useCallback(
    async <T = unknown>(api: ApiCall, form: FormData): Promise<T> => {
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
  return { kit, t: kit.t, call, upload, message, modal };
}

/** Loads `api` with `data` when either changes (quietly: a failure leaves `data` null); `reload()` loads again. */
export function useLoad<T>(api: ApiCall, data: Row = {}, enabled = true): { data: T | null; loading: boolean; reload: () => void } {
  const { call } = useScreenCalls();
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
 * A paged list over a page call, on the kit's list model: `pageNo`, `pageSize` and the filters are sent
 * as fields, the chosen view's key as `viewParam`, and `counts` answers the rows per view. Loads at once
 * unless `manual` (then `search` loads).
 */
export function useCallList(api: ApiCall, options: { views?: ListView[]; viewParam?: string; counts?: ApiCall; manual?: boolean } = {}): [ListState, ListModel] {
  const { call } = useScreenCalls();
  return useListModel(() =>
    createListModel({
      source: (q) => call<Page<Row>>(api, { ...q.filters, ...(options.viewParam && q.view ? { [options.viewParam]: q.view } : {}), pageNo: q.pageNo, pageSize: q.pageSize }, 'silent'),
      views: options.views,
      counts: options.counts ? () => call<Record<string, number>>(options.counts!, {}, 'silent') : undefined,
      manual: options.manual,
    }),
  );
}

/** The spec's hasFunctions call (shell.md §7), asked once per screen for all its codes. */
const HAS_FUNCTIONS = 'POST /cloud/management/rest/np/user/hasFunctions';

/**
 * Which of `codes` (a name → function code map) the caller holds, from the same grants the server checks:
 * false for each until answered, so a button appears only once it is known to be allowed.
 */
export function useFunctions<K extends string>(codes: Readonly<Record<K, string>>): Record<K, boolean> {
  const list = Object.values<string>(codes).join(',');
  const held = useLoad<Record<string, boolean>>(HAS_FUNCTIONS, { functionCodes: list }, list !== '');
  return useMemo(
    () => Object.fromEntries(Object.entries<string>(codes).map(([key, code]) => [key, held.data?.[code] === true])) as Record<K, boolean>,
    // The codes are the list's content; a new object with the same codes is the same question.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [list, held.data],
  );
}
