/**
 * The ECharts wrapper: one instance per element with the shell's theme, resized with its element
 * (ResizeObserver), disposed on unmount, re-created when the theme changes, and tooltips that escape
 * data (safeTooltip) unless an option brings its own formatter.
 *
 * @example <EChart option={{ xAxis: {...}, series: [...] }} height={320} />
 */
import * as echarts from 'echarts';
import { useEffect, useRef } from 'react';
import { useKit } from '../ui/KitProvider';
import { chartTheme } from './themes';
import { safeTooltip } from './tooltip';

export type EChartOption = echarts.EChartsOption;

/** The option with the kit's escaping tooltip (and confinement) filled in. */
export function withSafeTooltip(option: EChartOption): EChartOption {
  const tip = (option.tooltip ?? {}) as echarts.TooltipComponentOption;
  return { ...option, tooltip: { confine: true, className: 'kit-chart-tooltip', ...tip, formatter: tip.formatter ?? (safeTooltip as unknown as echarts.TooltipComponentOption['formatter']) } };
}

export function EChart(props: { option: EChartOption; height?: number | string; testId?: string; ariaLabel?: string }) {
  const kit = useKit();
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const instance = echarts.init(el, chartTheme(kit.theme), { renderer: 'canvas' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [kit.theme]);

  useEffect(() => {
    chart.current?.setOption(withSafeTooltip(props.option), { notMerge: true });
  }, [props.option, kit.theme]);

  return <div ref={ref} role="img" aria-label={props.ariaLabel} data-testid={props.testId} style={{ width: '100%', height: props.height ?? 300 }} />;
}
