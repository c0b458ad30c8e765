/**
 * The area's calls from its screens: the kit's screen hooks (kit/ui/useScreenCalls.ts) under the names
 * the screens use.
 */
import type { Page as ListPage } from '../../../kit/contract';
import { useScreenCalls, type Row } from '../../../kit/ui';

export { useCallList, useLoad } from '../../../kit/ui';
export type { Row };
/** A page of rows (kit/contract.ts), of plain rows unless said otherwise. */
export type Page<T = Row> = ListPage<T>;

/** `call`, `upload`, `t` and the page's message. */
export const useWtsb = useScreenCalls;
