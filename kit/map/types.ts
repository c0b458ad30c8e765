/**
 * What the kit's map draws, as plain data (no map library types), so module code and tests can build
 * layers without loading the map. Coordinates are [lng, lat] in the map's `dataCoords` (WGS-84 unless
 * said otherwise). Every text (labels, popups) is shown as text, never as HTML.
 */
import type { MapTiles } from '../bridge/appConfig';
import type { CoordSystem, LngLat } from '../geo';

export type MapPoint = { id: string | number; at: LngLat; /** Popup text on click. */ popup?: string; color?: string };
export type MapLine = { id: string | number; path: LngLat[]; color?: string; weight?: number; popup?: string };
export type MapPolygon = { id: string | number; ring: LngLat[]; color?: string; popup?: string };
export type MapCircle = { id: string | number; center: LngLat; /** Metres. */ radius: number; color?: string; popup?: string };
export type MapLabel = { id: string | number; at: LngLat; text: string };
export type HeatPoint = { at: LngLat; /** 0–1 (default 1). */ weight?: number };

/** A raster tile service the deployment configured (app-config `map`): Tianditu wgs84, AMap gcj02. */
export type TileOptions = MapTiles;

export type MapProps = {
  center?: LngLat;
  zoom?: number;
  /** CSS height of the map (default 480px). */
  height?: number | string;
  /** The coordinate system of every layer's data (default wgs84). */
  dataCoords?: CoordSystem;
  /** A tile layer; `undefined` reads it from `/app-config.json`, `null` draws the offline base map only. */
  tiles?: TileOptions | null;
  /** Draw the shipped vector base map of Hangzhou (default true). */
  baseMap?: boolean;
  /** The base map's dark colours, for a wall display's dark ground (kit/screen; default light). */
  dark?: boolean;
  points?: MapPoint[];
  /** Frame the points when they are first drawn (over `center` and `zoom`): a distribution shows all its places. */
  fit?: boolean;
  /** Group points on a grid of this many pixels (default 56); 0 draws every point. */
  clusterPx?: number;
  lines?: MapLine[];
  polygons?: MapPolygon[];
  circles?: MapCircle[];
  labels?: MapLabel[];
  heat?: HeatPoint[];
  /** Accessible name of the map region. */
  title?: string;
  onPointClick?: (point: MapPoint) => void;
  /** A click on the map (not on a point), in `dataCoords`. */
  onMapClick?: (at: LngLat) => void;
};
