/** The kit's charts: the ECharts wrapper with escaping tooltips, panels for the data shapes, boards and big screens. */
export { EChart, withSafeTooltip } from './EChart';
export type { EChartOption, ChartOption, ChartSize } from './EChart';
export { safeTooltip } from './tooltip';
export { chartTheme, chartPalette, WALL_PALETTE } from './themes';
export { SeriesChart, PieChart, PointMap, GeoScatter, StatCards } from './panels';
export { Board, ScreenBoard, PanelBody } from './Board';
export type { PanelDef, PanelKind } from './Board';
export { categoryLabel } from './shapes';
export { seriesOption, pieOption, currentIndex, labelInterval, labelRotation, labelWidth, unitsOf } from './options';
export type { SeriesOptionOptions } from './options';
export { screenFit, watchScreen, MIN_TEXT_PX, SCREEN_TEXT, SCREEN_SMALL_TEXT, SCREEN_MIN_SCALE } from './screenFit';
export type { ScreenFit } from './screenFit';
export { useChartText, ChartTextContext, WALL_CHART_TEXT } from './screenContext';
export type { ChartText } from './screenContext';
export type { SeriesData, PieItem, StatItem, GeoItem } from './shapes';
