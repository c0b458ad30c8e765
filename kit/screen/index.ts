/**
 * The kit's wall displays (big screens on a dark ground, 1920×1080): a module declares a screen as data
 * (defineScreen: panels, a centre map, its layers) and shows it with WallScreen. See docs/screens.md.
 */
export { WallScreen, WALL } from './WallScreen';
export { defineScreen } from './types';
export type { ScreenDef, ScreenPanel, ScreenPanelKind, ScreenLayer, ScreenMap, ScreenSource, ScreenStat, ScreenColumn } from './types';
export { placePoints, checkLngLat, coordinate } from './points';
export type { ScreenPoint, PointAnomaly, AnomalyReason } from './points';
export { dash, clockText, DASH } from './format';
export { wallFit, watchWall, MIN_DESIGN_HEIGHT } from './fit';
export type { WallFit } from './fit';
export { useScreenData, refreshMs, MIN_REFRESH_SECONDS } from './useScreenData';
export type { ScreenData } from './useScreenData';
