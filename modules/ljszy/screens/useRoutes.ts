// The route and vehicle choices of the area's screens, from the platform's route list and the kanban's simple list.
import { useEffect, useState } from 'react';
import { callWith } from '../../../kit/client';
import { parseCall } from '../../../kit/resource';
import { useKit } from '../../../kit/ui';

export type Choice = { value: number; label: string };

function useChoices(call: string, label: string): Choice[] {
  const kit = useKit();
  const [list, setList] = useState<Choice[]>([]);
  useEffect(() => {
    callWith<Record<string, unknown>[]>(kit.request, parseCall(call), {}, 'silent').then(
      (rows) => setList(rows.map((r) => ({ value: Number(r.id), label: String(r[label]) }))),
      () => setList([]),
    );
  }, [kit, call, label]);
  return list;
}

/** Routes of the tenant (/cloud/ljszy/platform/routeList). */
export const useRouteChoices = () => useChoices('/cloud/ljszy/platform/routeList', 'routeName');

/** Vehicles of the tenant (/cloud/ljszy/kanban/simpleList). */
export const useCarChoices = () => useChoices('/cloud/ljszy/kanban/simpleList', 'carCode');
