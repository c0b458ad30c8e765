/**
 * ECharts themes that follow the shell's themes (registered with ECharts once, by echartsCore), each
 * in two sizes: a page's (ECharts' 12 px text) and a big screen's, whose text is drawn at the design's
 * smallest size (SCREEN_SMALL_TEXT) so that it stays 12 px once the screen is scaled (screenFit.ts).
 */
import { SCREEN_SMALL_TEXT } from './screenFit';

const palettes: Record<string, string[]> = {
  ClassicBlue: ['#1456c9', '#36b37e', '#ffab00', '#ff5630', '#6554c0', '#00b8d9', '#8993a4'],
  OceanBlue: ['#0a6e8f', '#2bb3a3', '#f2a541', '#e4572e', '#5b7db1', '#76c7c0', '#8993a4'],
  TechBlue: ['#1f4fd1', '#00c2ff', '#7c4dff', '#ffc400', '#ff4081', '#00e676', '#8993a4'],
};

/** A theme's text at `size` px: everywhere ECharts writes (axes, legend, labels, tooltip). */
function textAt(size: number) {
  const text = { fontSize: size };
  const axis = { axisLabel: text, nameTextStyle: text };
  return { textStyle: text, legend: { textStyle: text, pageTextStyle: text }, tooltip: { textStyle: text }, categoryAxis: axis, valueAxis: axis };
}

/** A wall display's dark ground (kit/screen): light text, faint grid lines, the palette brightened. */
export const WALL_PALETTE = ['#2fd4ff', '#36e2a0', '#ffc53d', '#ff7a45', '#9d7bff', '#4d8bff', '#a6b4c8'];
const WALL_TEXT = '#d6e4ff';
const WALL_LINE = 'rgba(120, 160, 220, 0.25)';

function wallTheme(size: number) {
  const text = { fontSize: size, color: WALL_TEXT };
  const axis = {
    axisLabel: text,
    nameTextStyle: text,
    axisLine: { lineStyle: { color: WALL_LINE } },
    axisTick: { lineStyle: { color: WALL_LINE } },
    splitLine: { lineStyle: { color: WALL_LINE } },
  };
  return {
    color: WALL_PALETTE,
    backgroundColor: 'transparent',
    textStyle: text,
    title: { textStyle: text },
    legend: { textStyle: text, pageTextStyle: text },
    tooltip: { textStyle: { fontSize: size } },
    categoryAxis: axis,
    valueAxis: axis,
    // A ring's outside labels in the wall's text colour, without the outline ECharts draws around them.
    pie: { label: { color: WALL_TEXT, textBorderWidth: 0 } },
  };
}

/** Registers a theme per shell theme through ECharts' `registerTheme` (no ECharts import here: it is loaded lazily). */
export function registerChartThemes(register: (name: string, theme: object) => void): void {
  for (const [name, color] of Object.entries(palettes)) {
    register(`kit-${name}`, { color, backgroundColor: 'transparent' });
    register(`kit-${name}-screen`, { color, backgroundColor: 'transparent', ...textAt(SCREEN_SMALL_TEXT) });
  }
  register('kit-wall', wallTheme(SCREEN_SMALL_TEXT));
}

/** The ECharts theme name for a shell theme, on a page or on a big screen (`dark`: a wall display's, whatever the shell's theme). */
export function chartTheme(shellTheme: string, screen = false, dark = false): string {
  if (dark) return 'kit-wall';
  return `kit-${palettes[shellTheme] ? shellTheme : 'ClassicBlue'}${screen ? '-screen' : ''}`;
}

/** The colours series take in order, in a shell theme (the map's points use them too). */
export function chartPalette(shellTheme: string): readonly string[] {
  return palettes[shellTheme] ?? palettes.ClassicBlue!;
}
