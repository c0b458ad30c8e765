/**
 * The request conventions' numbers (shell.md §9), in one place.
 */
export const REQUEST_DEFAULTS = {
  /** The success result code of every envelope. */
  successResult: 0,
  /** Normal calls. */
  timeout: 120_000,
  /** File downloads. */
  downloadTimeout: 600_000,
  /** The legacy ajax helper and the clients that use 30 × 1000 ms. */
  shortTimeout: 30_000,
  /** Time-to-live of the request cache (cached GET answers). */
  cacheTtl: 60_000,
  /** Data hook: page size. */
  pageSize: 10,
  /** Data hook: how long a cached answer is kept for a cache key. */
  cacheTime: 300_000,
  /** Data hook: refresh on window focus at most this often. */
  focusTimespan: 5_000,
  /** Notices last this many seconds. */
  noticeDuration: 1.5,
  /** At most this many notices stack at once (configurable). */
  noticeMaxCount: 3,
  /** The 'login timed out' notice lasts this many seconds. */
  loginTimeoutDuration: 3,
  tokenType: 'Bearer',
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
  /** The optional operation header (its name is not given by the spec: our choice). */
  operationHeader: 'operation',
} as const;
