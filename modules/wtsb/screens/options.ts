// Option lists the area's forms share: enum options with labels, and the problem type tree.
import { useEffect, useState } from 'react';
import type { EnumOption } from '../../../kit/resource';
import { useKit } from '../../../kit/ui';
import { problemType } from '../resources/problemType';
import { useLoad, type Page, type Row } from './useWtsb';

/** The options of one of the area's enums, labels translated. */
export function useEnum(source: string): { value: string; label: string }[] {
  const kit = useKit();
  const [options, setOptions] = useState<EnumOption[]>([]);
  useEffect(() => {
    let live = true;
    kit.loaders.enumOptions(source).then((o) => live && setOptions(o), () => undefined);
    return () => {
      live = false;
    };
  }, [kit, source]);
  return options.map((o) => ({ value: o.value, label: kit.t(o.label) }));
}

export type TypeNode = { value: number; title: string; key: string; code: string; hours: number; children: TypeNode[] };

/** Problem types as a tree (by parent code), each node with its time limit. */
export function buildTypeTree(rows: Row[]): TypeNode[] {
  const sorted = [...rows].sort((a, b) => Number(a.sort ?? 0) - Number(b.sort ?? 0));
  const nodes = new Map<string, TypeNode>(
    sorted.map((r) => [String(r.typeCode), { value: r.id as number, key: String(r.id), title: String(r.typeName), code: String(r.typeCode), hours: Number(r.handleHours ?? 0), children: [] }]),
  );
  const roots: TypeNode[] = [];
  for (const r of sorted) {
    const node = nodes.get(String(r.typeCode))!;
    const parent = r.parentCode ? nodes.get(String(r.parentCode)) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** The type rows and tree of the caller's tenant. */
export function useTypes() {
  const list = useLoad<Page>(String(problemType.api.list), { pageNo: 1, pageSize: 1000, orderField: 'sort', orderType: 'asc' });
  const rows = list.data?.records ?? [];
  return { rows, tree: buildTypeTree(rows), reload: list.reload, loading: list.loading };
}

/** Chart items counted by case state (`state`: its code), named by the state's label in the page's language. */
export function namedByState<T extends { state?: unknown; name: string }>(items: T[], t: (key: string) => string): T[] {
  return items.map((i) => (typeof i.state === 'string' ? { ...i, name: t(`wtsb.enum.problemState.${i.state}`) } : i));
}
