/**
 * The screens' calls: the kit's screen hooks (kit/ui/useScreenCalls.ts), and the platform functions the
 * caller holds (asked once per screen).
 */
import { useFunctions as useHeld, useScreenCalls, type Row } from '../../../kit/ui';
import { FUNCTIONS } from '../api';

export { useLoad } from '../../../kit/ui';
export type { Row };
export type Page<T> = { records: T[]; total: number; pageNo: number; pageSize: number };

/** `call`, `t`, the page's message and modal. */
export const useXtgl = useScreenCalls;

/** Which of the platform functions the caller holds (nothing until answered: buttons appear then). */
export function useFunctions(): Record<keyof typeof FUNCTIONS, boolean> {
  return useHeld(FUNCTIONS);
}
