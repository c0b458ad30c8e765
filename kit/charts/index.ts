/** The kit's charts: the ECharts wrapper with escaping tooltips, panels for the data shapes, boards. */
export { EChart, withSafeTooltip } from './EChart';
export type { EChartOption } from './EChart';
export { safeTooltip } from './tooltip';
export { chartTheme } from './themes';
export { SeriesChart, PieChart, GeoScatter, StatCards } from './panels';
export { Board, ScreenBoard, PanelBody } from './Board';
export type { PanelDef, PanelKind } from './Board';
export { categoryLabel } from './shapes';
export { seriesOption, pieOption, labelInterval, labelRotation, labelWidth, unitsOf } from './options';
export type { SeriesData, PieItem, StatItem, GeoItem } from './shapes';
