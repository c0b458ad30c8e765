// The route and vehicle choices of the area's screens, from the platform's route list and the kanban's simple list.
import { useMemo } from 'react';
import { useLoad } from '../../../kit/ui';

export type Choice = { value: number; label: string };

function useChoices(call: string, label: string): Choice[] {
  const { data } = useLoad<Record<string, unknown>[]>(call);
  return useMemo(() => (data ?? []).map((r) => ({ value: Number(r.id), label: String(r[label]) })), [data, label]);
}

/** Routes of the tenant (/cloud/ljszy/platform/routeList). */
export const useRouteChoices = () => useChoices('/cloud/ljszy/platform/routeList', 'routeName');

/** Vehicles of the tenant (/cloud/ljszy/kanban/simpleList). */
export const useCarChoices = () => useChoices('/cloud/ljszy/kanban/simpleList', 'carCode');
