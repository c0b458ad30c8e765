/**
 * What the shell remembers per user in local storage (shell.md §4): subscribed pages, recently visited
 * pages and pvuv (page views and unique daily visits per menu). Plain functions over plain data.
 */

export type PageRef = { menuId: string; name: string };
export type Pvuv = Record<string, { pv: number; uv: number; lastDay: string }>;
export type UserPrefs = { subscribed: PageRef[]; recent: PageRef[]; pvuv: Pvuv };

export const RECENT_LIMIT = 10;
export const emptyPrefs: UserPrefs = { subscribed: [], recent: [], pvuv: {} };

export function prefsKey(userId: string): string {
  return `urbanops.prefs.${userId}`;
}

const isRef = (r: unknown): r is PageRef =>
  !!r && typeof (r as PageRef).menuId === 'string' && typeof (r as PageRef).name === 'string';

export function readPrefs(text: string | null): UserPrefs {
  if (!text) return emptyPrefs;
  try {
    const raw = JSON.parse(text) as Partial<UserPrefs>;
    return {
      subscribed: Array.isArray(raw.subscribed) ? raw.subscribed.filter(isRef) : [],
      recent: Array.isArray(raw.recent) ? raw.recent.filter(isRef).slice(0, RECENT_LIMIT) : [],
      pvuv: raw.pvuv && typeof raw.pvuv === 'object' ? raw.pvuv : {},
    };
  } catch {
    return emptyPrefs;
  }
}

/** Subscribes to a page, or unsubscribes when it already is. */
export function toggleSubscribed(prefs: UserPrefs, page: PageRef): UserPrefs {
  const on = prefs.subscribed.some((p) => p.menuId === page.menuId);
  return {
    ...prefs,
    subscribed: on ? prefs.subscribed.filter((p) => p.menuId !== page.menuId) : [...prefs.subscribed, page],
  };
}

/** Records a visit: the page moves to the front of the recent list and its counters grow. */
export function recordVisit(prefs: UserPrefs, page: PageRef, now: Date): UserPrefs {
  const day = now.toISOString().slice(0, 10);
  const old = prefs.pvuv[page.menuId];
  return {
    ...prefs,
    recent: [page, ...prefs.recent.filter((p) => p.menuId !== page.menuId)].slice(0, RECENT_LIMIT),
    pvuv: {
      ...prefs.pvuv,
      [page.menuId]: { pv: (old?.pv ?? 0) + 1, uv: (old?.uv ?? 0) + (old?.lastDay === day ? 0 : 1), lastDay: day },
    },
  };
}
