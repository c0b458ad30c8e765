/**
 * Turns for other requests in a long loop of server code. The server answers every tenant from one
 * event loop, and its SQLite calls are synchronous: a loop of awaited store calls never lets another
 * request in until it ends. A pacer yields to the event loop once a slice of work (20 ms by default)
 * has run since the last yield, so a loop over thousands of rows delays other calls by a slice, not
 * by its whole length (docs/security.md "Requests that cannot stall the others"). Yielding inside a
 * `store.transaction` does not help: the transaction holds the database until it ends; keep those short.
 *
 * @example
 *   const pace = pacer();
 *   for (const id of ids) {
 *     await pace();
 *     await store.update('carCostRecord', id, { status });
 *   }
 */

/** The default slice of work between two turns for other requests (ms). */
export const PACE_SLICE_MS = 20;

/** One turn of the event loop (setImmediate where there is one). */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => (typeof setImmediate === 'function' ? setImmediate(resolve) : setTimeout(resolve, 0)));
}

/** A function to await in each step of a loop: it yields once `sliceMs` have passed since the last yield. */
export function pacer(sliceMs = PACE_SLICE_MS): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    await nextTurn();
    since = performance.now();
  };
}

/**
 * `fn` over `items` with at most `limit` calls waiting at once (reads a pool of database connections
 * can answer side by side, without one caller taking every connection); the results in the items' order.
 *
 * @example
 *   const positions = await mapBounded(orders, 4, (o) => store.devices.readings(o.deviceId, ['lng', 'lat'], { from }));
 */
export async function mapBounded<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, limit), items.length) }, worker));
  return out;
}
