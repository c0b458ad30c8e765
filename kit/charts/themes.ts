/** ECharts themes that follow the shell's themes (registered with ECharts once, by echartsCore). */

const palettes: Record<string, string[]> = {
  ClassicBlue: ['#1456c9', '#36b37e', '#ffab00', '#ff5630', '#6554c0', '#00b8d9', '#8993a4'],
  OceanBlue: ['#0a6e8f', '#2bb3a3', '#f2a541', '#e4572e', '#5b7db1', '#76c7c0', '#8993a4'],
  TechBlue: ['#1f4fd1', '#00c2ff', '#7c4dff', '#ffc400', '#ff4081', '#00e676', '#8993a4'],
};

/** Registers a theme per shell theme through ECharts' `registerTheme` (no ECharts import here: it is loaded lazily). */
export function registerChartThemes(register: (name: string, theme: object) => void): void {
  for (const [name, color] of Object.entries(palettes)) register(`kit-${name}`, { color, backgroundColor: 'transparent' });
}

/** The ECharts theme name for a shell theme. */
export function chartTheme(shellTheme: string): string {
  return `kit-${palettes[shellTheme] ? shellTheme : 'ClassicBlue'}`;
}
