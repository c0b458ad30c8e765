/**
 * A wall display declared as data: panels on the left, the right, above and below the map, and the
 * map's layers, each with its source (a call, or a function for a test page). See WallScreen.tsx.
 */
import type { ReactNode } from 'react';
import type { ApiCall } from '../resource';
import type { ScreenPoint } from './points';

/**
 * Where a panel's or a layer's figures come from: a call (sent with the screen's `asOf` and the
 * `params`), or a function of the same (a test page's, a computed panel's).
 */
export type ScreenSource = ApiCall | ((params: Record<string, unknown> & { asOf: string }) => Promise<unknown>);

/** A figure of a `stats` panel: null or missing is shown as "--". */
export type ScreenStat = { label: string; value: number | string | null | undefined; unit?: string; help?: string };

/** A column of a `table` panel. */
export type ScreenColumn = {
  key: string;
  /** Catalogue key of the header. */
  title: string;
  unit?: string;
  width?: number | string;
  /** The cells hold catalogue keys (a band, a state): shown translated. */
  translate?: boolean;
};

export type ScreenPanelKind = 'stats' | 'series' | 'pie' | 'table' | 'custom';

export type ScreenPanel = {
  key: string;
  /** Catalogue key of the title. */
  title: string;
  /** Catalogue key of the figure's definition (the panel title's tooltip). */
  help?: string;
  source: ScreenSource;
  params?: Record<string, unknown>;
  kind: ScreenPanelKind;
  /** left | right: the columns beside the map; top | bottom: above and below it. */
  side: 'left' | 'right' | 'top' | 'bottom';
  /** Its share of its column's height (default 1). */
  weight?: number;
  /** The part of the answer the panel draws (default the whole answer). */
  pick?: (data: unknown) => unknown;
  /** `table`: the columns (the answer is rows, or `{ records }`). */
  columns?: ScreenColumn[];
  /** `series`: bars laid horizontally (long category names). */
  horizontal?: boolean;
  /** `custom`: draws the answer (its figures written with `dash`). */
  render?: (data: unknown, size: { width: number; height: number }) => ReactNode;
};

export type ScreenLayer<P extends ScreenPoint = ScreenPoint> = {
  key: string;
  /** Catalogue key of the layer's name (its legend line). */
  title: string;
  source: ScreenSource;
  params?: Record<string, unknown>;
  /** The rows of the answer (default: the answer when it is an array, else its `records`). */
  pick?: (data: unknown) => P[];
  color: string;
  /**
   * Positions and values from the device store (kit/live) where the layer's rows name a `deviceId`:
   * a reported position moves the point, and `metric` (if given) becomes its value.
   */
  live?: { metric?: string; unit?: string };
};

export type ScreenMap = {
  /** Catalogue key of the map's accessible name. */
  title: string;
  layers: ScreenLayer[];
  /** Use the deployment's tile service (default false: the shipped base map, dark, with the real district outlines). */
  tiles?: boolean;
};

export type ScreenDef = {
  /** Catalogue key of the screen's title. */
  title: string;
  /** Seconds between two loads of every figure (default 60; at least 5). */
  refreshSeconds?: number;
  panels: ScreenPanel[];
  map?: ScreenMap;
  /** Send `asOf` (ISO time of the load) with every call (default true). */
  sendAsOf?: boolean;
};

/** Declares a screen (types only: the definition is plain data). */
export const defineScreen = (def: ScreenDef): ScreenDef => def;
