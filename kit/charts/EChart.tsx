/**
 * The ECharts wrapper: one instance per element with the shell's theme, resized with its element
 * (ResizeObserver), disposed on unmount, re-created when the theme changes, and tooltips that escape
 * data (safeTooltip) unless an option brings its own formatter. ECharts itself (echartsCore: just the
 * series and components the kit uses) is loaded when the first chart mounts, so pages without charts
 * never download it. An option that depends on the room it has (how far axis labels turn) is given as
 * a function of the chart's size, called again when the size changes. Inside a big screen the
 * theme's text is the screen's (screenContext).
 *
 * @example <EChart option={{ xAxis: {...}, series: [...] }} height={320} />
 * @example <EChart option={(size) => seriesOption(data, t, { width: size.width, height: size.height })} />
 */
import type { ECharts, EChartsOption, TooltipComponentOption } from 'echarts';
import { useEffect, useRef } from 'react';
import { useKit } from '../ui/KitProvider';
import type * as EChartsCore from './echartsCore';
import { useChartText } from './screenContext';
import { chartTheme } from './themes';
import { safeTooltip } from './tooltip';

export type EChartOption = EChartsOption;

/** The room a chart has, in CSS pixels before any scaling of a big screen. */
export type ChartSize = { width: number; height: number };

/** An option, or an option made for the room the chart has. */
export type ChartOption = EChartOption | ((size: ChartSize) => EChartOption);

const optionFor = (option: ChartOption, el: HTMLElement): EChartOption => (typeof option === 'function' ? option({ width: el.clientWidth, height: el.clientHeight }) : option);

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

export function EChart(props: { option: ChartOption; height?: number | string; testId?: string; ariaLabel?: string }) {
  const kit = useKit();
  const text = useChartText();
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
        const instance = echarts.init(el, chartTheme(kit.theme, text.screen, text.dark), { renderer: 'canvas' });
        chart.current = instance;
        let size = `${el.clientWidth}×${el.clientHeight}`;
        instance.setOption(withSafeTooltip(optionFor(latest.current, el)), { notMerge: true });
        observer = new ResizeObserver(() => {
          // An option made for the room it had is made again for the room it has now.
          const now = `${el.clientWidth}×${el.clientHeight}`;
          if (typeof latest.current === 'function' && now !== size) instance.setOption(withSafeTooltip(optionFor(latest.current, el)), { notMerge: true });
          size = now;
          instance.resize();
        });
        observer.observe(el);
      })
      .catch(() => undefined); // the element stays empty; the next chart tries the download again
    return () => {
      gone = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, [kit.theme, text.screen, text.dark]);

  useEffect(() => {
    latest.current = props.option;
    if (ref.current) chart.current?.setOption(withSafeTooltip(optionFor(props.option, ref.current)), { notMerge: true });
  }, [props.option, kit.theme]);

  return <div ref={ref} role="img" aria-label={props.ariaLabel} data-chart="" data-testid={props.testId} style={{ width: '100%', height: props.height ?? 300 }} />;
}
