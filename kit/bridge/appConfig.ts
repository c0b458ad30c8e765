/**
 * The runtime configuration seam (docs/interfaces.md): `GET /app-config.json`, changed without a rebuild.
 */

/** What `/app-config.json` answers. */
export type AppConfig = {
  /** Where a page without a token, or with a refused one, sends the user ('' when none). */
  loginUrl: string;
  allowedOrigins: {
    /** Origins allowed to embed module pages: the page's own origin (added here) plus the configured portals. */
    hosts: string[];
    /** Origins a host accepts module frames from: its own origin (added here) plus the configured ones. */
    modules: string[];
  };
  menuClearCache: boolean;
  maxTabs: number;
  /** How many tabs keep their page loaded (server env KEEP_ALIVE_TABS); 0 or absent: the shell's default. */
  keepAliveTabs?: number;
  /** A raster tile service for the kit's map (server env MAP_TILE_URL); absent: offline base map only. */
  map?: MapTiles | null;
};

/** The tile service of `AppConfig.map` (Leaflet URL template with {x} {y} {z} {s}). */
export type MapTiles = { url: string; subdomains?: string; coords: 'wgs84' | 'gcj02'; maxZoom?: number; attribution?: string };

function mapTiles(v: unknown): MapTiles | null {
  const m = v as Partial<MapTiles> | null | undefined;
  if (!m || typeof m.url !== 'string' || !m.url) return null;
  return {
    url: m.url,
    subdomains: typeof m.subdomains === 'string' ? m.subdomains : undefined,
    coords: m.coords === 'gcj02' ? 'gcj02' : 'wgs84',
    maxZoom: typeof m.maxZoom === 'number' ? m.maxZoom : undefined,
    attribution: typeof m.attribution === 'string' ? m.attribution : undefined,
  };
}

/**
 * Reads `/app-config.json` from the page's own server. When it cannot be read, the page trusts only its
 * own origin (the safe default) and has no login address.
 */
export async function loadAppConfig(url = '/app-config.json'): Promise<AppConfig> {
  const own: AppConfig = { loginUrl: '', allowedOrigins: { hosts: [location.origin], modules: [location.origin] }, menuClearCache: false, maxTabs: 0 };
  try {
    const response = await fetch(url, { credentials: 'same-origin', cache: 'no-store' });
    if (!response.ok) return own;
    const body = (await response.json()) as Partial<AppConfig>;
    // The server lists configured origins only; the page's own origin comes from the browser.
    const withOwn = (list: unknown) => [location.origin, ...(Array.isArray(list) ? list.filter((o): o is string => typeof o === 'string' && o !== location.origin) : [])];
    return {
      loginUrl: typeof body.loginUrl === 'string' ? body.loginUrl : '',
      allowedOrigins: { hosts: withOwn(body.allowedOrigins?.hosts), modules: withOwn(body.allowedOrigins?.modules) },
      menuClearCache: Boolean(body.menuClearCache),
      maxTabs: typeof body.maxTabs === 'number' ? body.maxTabs : 0,
      keepAliveTabs: typeof body.keepAliveTabs === 'number' ? body.keepAliveTabs : 0,
      map: mapTiles(body.map),
    };
  } catch {
    return own;
  }
}
