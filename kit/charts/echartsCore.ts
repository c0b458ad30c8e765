/**
 * The part of ECharts the kit draws with, registered once: line, bar, pie and scatter series, grid,
 * tooltip (with its axis pointer), legend (plain and scroll), the canvas renderer and the
 * shell's themes. Imported from `echarts/core` so a board downloads only these; EChart loads this file
 * lazily (loadECharts), so a page without charts never downloads it. A new series or component type
 * used by a chart must be added to `register([...])` here, a new ECharts function to `echarts` below.
 * The build also leaves out parts these import but the kit's charts never use (time and log axes,
 * decals, dataset transforms, rich-text tooltips: scripts/vite/echartsParts.ts, guarded by
 * tests/lint/vendorParts.test.ts); a chart that needs one must remove its stand-in there.
 */
import { BarChart, LineChart, PieChart, ScatterChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, registerTheme, use as register } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { registerChartThemes } from './themes';

register([LineChart, BarChart, PieChart, ScatterChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);
registerChartThemes(registerTheme);

/**
 * What the kit calls, named one by one: exporting the `echarts/core` namespace would keep every export
 * of it (graphic, helper, format, time, number, util…) in the chunk, since the bundler cannot know which
 * the caller reads.
 */
export const echarts = { init };
