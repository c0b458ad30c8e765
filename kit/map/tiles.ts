/**
 * The deployment's tile service, from `/app-config.json` (`map`, set by the server's MAP_TILE_URL):
 * read once per page; none configured (the default) means the offline base map only.
 */
import { loadAppConfig } from '../bridge/appConfig';
import type { TileOptions } from './types';

let pending: Promise<TileOptions | null> | null = null;

/** The configured tile layer, or null. */
export function loadTileOptions(): Promise<TileOptions | null> {
  pending ??= loadAppConfig().then((c) => c.map ?? null);
  return pending;
}
