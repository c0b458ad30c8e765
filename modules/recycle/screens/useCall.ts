// A screen's call: loads `call` with `params` whenever they change; the latest answer wins.
import { useEffect, useState } from 'react';
import { callWith } from '../../../kit/client';
import { parseCall, type NamedField, type ResourceDef } from '../../../kit/resource';
import { useKit } from '../../../kit/ui';

export function useCall<T>(call: string | null, params: Record<string, unknown>): { data: T | null; loading: boolean } {
  const kit = useKit();
  const [state, setState] = useState<{ data: T | null; loading: boolean }>({ data: null, loading: true });
  const key = JSON.stringify(params);
  useEffect(() => {
    if (!call) return;
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    callWith<T>(kit.request, parseCall(call), JSON.parse(key) as Record<string, unknown>).then(
      (data) => live && setState({ data, loading: false }),
      () => live && setState({ data: null, loading: false }),
    );
    return () => {
      live = false;
    };
  }, [call, key, kit.request]);
  return state;
}

/** A figure as shown: unknown (null) is "--", never 0. */
export const shown = (v: unknown): string => (v === null || v === undefined ? '--' : String(v));

/** A field of a definition as the kit's cells take it (label defaulting to `<title>.<name>`). */
export function named(def: ResourceDef, name: string): NamedField {
  const f = def.fields[name]!;
  return { ...f, name, label: f.label ?? `${def.title}.${name}` } as NamedField;
}
