/**
 * The runtime configuration seam (docs/interfaces.md): `GET /app-config.json`, changed without a rebuild.
 */

/** What `/app-config.json` answers. */
export type AppConfig = {
  /** Where a page without a token, or with a refused one, sends the user ('' when none). */
  loginUrl: string;
  allowedOrigins: {
    /** Origins allowed to embed module pages (the shell's own origin plus portal origins). */
    hosts: string[];
    /** Origins a host accepts module frames from. */
    modules: string[];
  };
  menuClearCache: boolean;
  maxTabs: number;
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
    return {
      loginUrl: typeof body.loginUrl === 'string' ? body.loginUrl : '',
      allowedOrigins: {
        hosts: Array.isArray(body.allowedOrigins?.hosts) && body.allowedOrigins.hosts.length ? body.allowedOrigins.hosts : own.allowedOrigins.hosts,
        modules: Array.isArray(body.allowedOrigins?.modules) && body.allowedOrigins.modules.length ? body.allowedOrigins.modules : own.allowedOrigins.modules,
      },
      menuClearCache: Boolean(body.menuClearCache),
      maxTabs: typeof body.maxTabs === 'number' ? body.maxTabs : 0,
      map: mapTiles(body.map),
    };
  } catch {
    return own;
  }
}
