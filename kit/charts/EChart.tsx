/**
 * The ECharts wrapper: one instance per element with the shell's theme, resized with its element
 * (ResizeObserver), disposed on unmount, re-created when the theme changes, and tooltips that escape
 * data (safeTooltip) unless an option brings its own formatter. ECharts itself (echartsCore: just the
 * series and components the kit uses) is loaded when the first chart mounts, so pages without charts
 * never download it.
 *
 * @example <EChart option={{ xAxis: {...}, series: [...] }} height={320} />
 */
import type { ECharts, EChartsOption, TooltipComponentOption } from 'echarts';
import { useEffect, useRef } from 'react';
import { useKit } from '../ui/KitProvider';
import type * as EChartsCore from './echartsCore';
import { chartTheme } from './themes';
import { safeTooltip } from './tooltip';

export type EChartOption = EChartsOption;

let loading: Promise<typeof EChartsCore> | undefined;

/** Loads ECharts with the kit's charts registered (once per page; later calls share the download). */
export function loadECharts(): Promise<typeof EChartsCore> {
  loading ??= import('./echartsCore').catch((error: unknown) => {
    loading = undefined; // a failed download is retried by the next chart
    throw error;
  });
  return loading;
}

/** The option with the kit's escaping tooltip (and confinement) filled in. */
export function withSafeTooltip(option: EChartOption): EChartOption {
  const tip = (option.tooltip ?? {}) as TooltipComponentOption;
  return { ...option, tooltip: { confine: true, className: 'kit-chart-tooltip', ...tip, formatter: tip.formatter ?? (safeTooltip as unknown as TooltipComponentOption['formatter']) } };
}

export function EChart(props: { option: EChartOption; height?: number | string; testId?: string; ariaLabel?: string }) {
  const kit = useKit();
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  const latest = useRef(props.option);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let gone = false;
    let observer: ResizeObserver | undefined;
    loadECharts()
      .then(({ echarts }) => {
        if (gone) return;
        const instance = echarts.init(el, chartTheme(kit.theme), { renderer: 'canvas' });
        chart.current = instance;
        instance.setOption(withSafeTooltip(latest.current), { notMerge: true });
        observer = new ResizeObserver(() => instance.resize());
        observer.observe(el);
      })
      .catch(() => undefined); // the element stays empty; the next chart tries the download again
    return () => {
      gone = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, [kit.theme]);

  useEffect(() => {
    latest.current = props.option;
    chart.current?.setOption(withSafeTooltip(props.option), { notMerge: true });
  }, [props.option, kit.theme]);

  return <div ref={ref} role="img" aria-label={props.ariaLabel} data-chart="" data-testid={props.testId} style={{ width: '100%', height: props.height ?? 300 }} />;
}
