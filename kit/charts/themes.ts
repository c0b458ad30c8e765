/** ECharts themes that follow the shell's themes (registered once per page). */
import * as echarts from 'echarts';

const palettes: Record<string, string[]> = {
  ClassicBlue: ['#1456c9', '#36b37e', '#ffab00', '#ff5630', '#6554c0', '#00b8d9', '#8993a4'],
  OceanBlue: ['#0a6e8f', '#2bb3a3', '#f2a541', '#e4572e', '#5b7db1', '#76c7c0', '#8993a4'],
  TechBlue: ['#1f4fd1', '#00c2ff', '#7c4dff', '#ffc400', '#ff4081', '#00e676', '#8993a4'],
};

let registered = false;

/** The ECharts theme name for a shell theme (registered on first use). */
export function chartTheme(shellTheme: string): string {
  if (!registered) {
    for (const [name, color] of Object.entries(palettes)) echarts.registerTheme(`kit-${name}`, { color, backgroundColor: 'transparent' });
    registered = true;
  }
  return `kit-${palettes[shellTheme] ? shellTheme : 'ClassicBlue'}`;
}
