/**
 * The screens' calls: JSON through the kit's request client (failures shown as the spec's loader
 * does), a loader hook, and the platform functions the caller holds (asked once per screen).
 */
import { useCallback, useEffect, useState } from 'react';
import { callWith } from '../../../kit/client';
import { parseCall } from '../../../kit/resource';
import { useFeedback, useKit } from '../../../kit/ui';
import { FUNCTIONS, api, type Call } from '../api';

export type Row = Record<string, unknown>;
export type Page<T> = { records: T[]; total: number; pageNo: number; pageSize: number };

export function useXtgl() {
  const kit = useKit();
  const { message, modal } = useFeedback();
  /** Calls `call` with fields; resolves data, rejects (already shown) on failure. */
  const call = useCallback(<T = unknown>(c: Call, data: Row = {}, notice: 'error' | 'silent' = 'error') => callWith<T>(kit.request, parseCall(c), data, notice), [kit]);
  return { kit, t: kit.t, call, message, modal };
}

/** Loads `c` with `data` when either changes; `reload()` loads again. */
export function useLoad<T>(c: Call, data: Row = {}, enabled = true): { data: T | null; loading: boolean; reload: () => void } {
  const { call } = useXtgl();
  const [state, setState] = useState<{ data: T | null; loading: boolean }>({ data: null, loading: enabled });
  const [tick, setTick] = useState(0);
  const key = JSON.stringify(data);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    call<T>(c, JSON.parse(key) as Row, 'silent').then(
      (d) => live && setState({ data: d, loading: false }),
      () => live && setState({ data: null, loading: false }),
    );
    return () => {
      live = false;
    };
  }, [c, key, call, tick, enabled]);
  return { ...state, reload: () => setTick((n) => n + 1) };
}

/** Which of the platform functions the caller holds (nothing until answered: buttons appear then). */
export function useFunctions(): Record<keyof typeof FUNCTIONS, boolean> {
  const held = useLoad<Record<string, boolean>>(api.hasFunctions, { functionCodes: Object.values(FUNCTIONS).join(',') });
  return Object.fromEntries(Object.entries(FUNCTIONS).map(([key, code]) => [key, held.data?.[code] === true])) as Record<keyof typeof FUNCTIONS, boolean>;
}
