/**
 * The moment a page first drew its data (a list's first answer in the table). The parts a user does not
 * need to read the first rows — a filter's tree select, a list's view tabs and their counts — mount
 * after it, so their code does not compete with the rows' for the network and the main thread (a list
 * page's budget: docs/performance.md). A page that never draws a list lets them mount after
 * FIRST_DATA_WAIT_MS, so no part waits for a signal that never comes.
 *
 * @example
 *   useEffect(() => { if (!loading) markFirstData(); }, [loading]);   // the list, once it answered
 *   const ready = useAfterFirstData();                                // a part that can wait
 */
import { useEffect, useState } from 'react';

/** How long a part waits for a first list at most (a screen without a list), in ms. */
export const FIRST_DATA_WAIT_MS = 1500;

/** A list that waits for its first answer keeps the parts waiting this long at most (a hung request), in ms. */
export const LIST_WAIT_MS = 15_000;

let drawn = false;
let listComing = false;
const waiting = new Set<() => void>();

/**
 * Says a list is on its way (useResourceList, while rendering: before any part's effect asks), so the
 * parts wait for its answer rather than FIRST_DATA_WAIT_MS — a slow answer must not let them in first.
 */
export function expectFirstData(): void {
  listComing = true;
}

let marked = false;

/**
 * Says the page's first data is in the document (once; later calls do nothing). What waits is let in
 * after the next frame is painted, so the rows are on screen before any of its code is asked for.
 */
export function markFirstData(): void {
  if (marked) return;
  marked = true;
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(release, 0));
  else release();
}

/** Lets in everything that waits, now and from now on. */
function release(): void {
  drawn = true;
  for (const wake of waiting) wake();
  waiting.clear();
}

/** Since the page started, in ms (the waits count from there, not from when a part mounts). */
const pageTime = () => (typeof performance === 'object' ? performance.now() : 0);

/** True once the page's first data is drawn (or FIRST_DATA_WAIT_MS passed): the render that may mount what waits. */
export function useAfterFirstData(): boolean {
  const [ready, setReady] = useState(drawn);
  useEffect(() => {
    if (ready) return;
    if (drawn) {
      setReady(true);
      return;
    }
    // The wait is the page's, counted from its start: a part mounted later (a form's tree select on a
    // page without a list) does not wait its own 1.5 s again.
    const left = (listComing ? LIST_WAIT_MS : FIRST_DATA_WAIT_MS) - pageTime();
    if (left <= 0) {
      release();
      setReady(true);
      return;
    }
    const wake = () => setReady(true);
    waiting.add(wake);
    const timer = setTimeout(release, left);
    return () => {
      waiting.delete(wake);
      clearTimeout(timer);
    };
  }, [ready]);
  return ready;
}
