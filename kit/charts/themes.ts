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

/** Registers a theme per shell theme through ECharts' `registerTheme` (no ECharts import here: it is loaded lazily). */
export function registerChartThemes(register: (name: string, theme: object) => void): void {
  for (const [name, color] of Object.entries(palettes)) {
    register(`kit-${name}`, { color, backgroundColor: 'transparent' });
    register(`kit-${name}-screen`, { color, backgroundColor: 'transparent', ...textAt(SCREEN_SMALL_TEXT) });
  }
}

/** The ECharts theme name for a shell theme, on a page or on a big screen. */
export function chartTheme(shellTheme: string, screen = false): string {
  return `kit-${palettes[shellTheme] ? shellTheme : 'ClassicBlue'}${screen ? '-screen' : ''}`;
}

/** The colours series take in order, in a shell theme (the map's points use them too). */
export function chartPalette(shellTheme: string): readonly string[] {
  return palettes[shellTheme] ?? palettes.ClassicBlue!;
}
