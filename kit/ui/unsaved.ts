/**
 * Unsaved input on the page: every form with unsaved input registers here, and the page answers the
 * host's canClose (bridge) with "no" while any is registered. One answer for the page, however many
 * forms are mounted.
 */
import { useEffect, useId } from 'react';

const dirty = new Set<string>();

/** True when no form of the page holds unsaved input. */
export const pageIsClean = () => dirty.size === 0;

/** Marks this component's form dirty while `isDirty` is true. */
export function useUnsaved(isDirty: boolean): void {
  const id = useId();
  useEffect(() => {
    if (!isDirty) return;
    dirty.add(id);
    return () => void dirty.delete(id);
  }, [id, isDirty]);
}
