/**
 * A module page's routing: the path of the address's hash (`/modules/<id>/#/cars` → `/cars`) picks one
 * of a fixed list of routes. Module routes are static paths (one per menu entry, plus deep links), so
 * this is all a module needs of a router; react-router (≈ 25 KB compressed) stays the host's.
 * Matching is case-insensitive and ignores a trailing slash and the hash's query, as the router did.
 *
 * @example
 *   <HashRoutes routes={[{ path: '/cars', element: <Cars /> }]} home="/cars" fallback={<NotFound />} />
 */
import { Fragment, useEffect, useSyncExternalStore, type ReactNode } from 'react';

export type HashRoute = { path: string; element: ReactNode };

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener('hashchange', notify);
    window.addEventListener('popstate', notify);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('hashchange', notify);
      window.removeEventListener('popstate', notify);
    }
  };
}

function notify(): void {
  for (const listener of [...listeners]) listener();
}

/** The path of a hash: `#/cars?x=1` → `/cars`, `` and `#` → `/`. */
export function hashPath(hash: string): string {
  const path = hash.replace(/^#/, '').split(/[?#]/)[0] ?? '';
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // a malformed escape: match the text as it is
  }
  const absolute = decoded.startsWith('/') ? decoded : `/${decoded}`;
  return absolute.length > 1 ? absolute.replace(/\/+$/, '') || '/' : absolute;
}

/** The current hash path, re-rendering on every change (links, back and forward, `location.hash = …`). */
export function useHashPath(): string {
  return useSyncExternalStore(subscribe, () => hashPath(window.location.hash), () => '/');
}

/** Replaces the address's hash with `path` (no new history entry), as a redirect does. */
export function replaceHash(path: string): void {
  const url = new URL(window.location.href);
  url.hash = path;
  window.history.replaceState(window.history.state, '', url.href);
  notify();
}

/** The route matching a path, or undefined. */
export function matchRoute<R extends HashRoute>(routes: readonly R[], path: string): R | undefined {
  const wanted = hashPath(path).toLowerCase();
  return routes.find((r) => hashPath(r.path).toLowerCase() === wanted);
}

/** Renders the route of the current hash; `/` goes to `home`, an unknown path shows `fallback`. */
export function HashRoutes(props: { routes: readonly HashRoute[]; home: string; fallback: ReactNode }) {
  const path = useHashPath();
  const redirect = path === '/' && hashPath(props.home) !== '/';
  useEffect(() => {
    if (redirect) replaceHash(props.home);
  }, [redirect, props.home]);
  if (redirect) return null;
  const route = matchRoute(props.routes, path);
  // Keyed by the route: a screen's state never carries over to another route that renders the same component.
  return <Fragment key={route?.path ?? '*'}>{route ? route.element : props.fallback}</Fragment>;
}
