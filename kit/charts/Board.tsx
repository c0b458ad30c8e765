/**
 * Dashboards: a board is a list of panels, each a call and the kind of its answer. `Board` lays them
 * on a 24-column grid; `ScreenBoard` is the 1920×1080 big-screen variant, scaled by width with the
 * spec's helper (750 design width, recalculated 288 ms after resizing stops) but never so far that
 * its text falls below 12 px: narrower, it is laid out on the width it has and scrolls (screenFit.ts).
 *
 * @example
 *   <ScreenBoard title="ljszy.platform" panels={[
 *     { key: 'trend', title: 'ljszy.board.trend', call: '/cloud/ljszy/platform/trendList', kind: 'series', span: 16 },
 *   ]} />
 */
import { Card, Col, ConfigProvider, Empty, Row, Segmented, Spin, theme } from 'antd';
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { BOARD_SIZE, callWith } from '../client';
import { parseCall, type ApiCall } from '../resource';
import { DataTable } from '../ui/ActionResult';
import { useKit } from '../ui/KitProvider';
import { PieChart, PointMap, SeriesChart, StatCards } from './panels';
import { ChartTextContext, SCREEN_CHART_TEXT, useChartText } from './screenContext';
import { SCREEN_TEXT, watchScreen, type ScreenFit } from './screenFit';
import type { GeoItem, PieItem, SeriesData, StatItem } from './shapes';

export type PanelKind = 'series' | 'pie' | 'geo' | 'stats' | 'table' | 'detail';

export type PanelDef = {
  key: string;
  /** Catalogue key of the panel title. */
  title: string;
  call: ApiCall;
  kind: PanelKind;
  /** Columns of 24 (default 12). */
  span?: number;
  height?: number;
  params?: Record<string, unknown>;
  /** Alternative calls of the same panel (e.g. daily / monthly), switched in the panel's header. */
  variants?: { key: string; label: string; call: ApiCall }[];
  /** A custom body for an answer no standard kind draws. */
  render?: (data: unknown) => ReactNode;
};

/** Loads a panel's call (re-run when `params` change). */
function usePanelData(panel: PanelDef) {
  const kit = useKit();
  const [state, setState] = useState<{ data: unknown; loading: boolean; error: string | null }>({ data: null, loading: true, error: null });
  const params = JSON.stringify(panel.params ?? {});
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    callWith(kit.request, parseCall(panel.call), JSON.parse(params) as Record<string, unknown>, 'silent').then(
      (data) => live && setState({ data, loading: false, error: null }),
      (e: Error) => live && setState({ data: null, loading: false, error: e.message }),
    );
    return () => {
      live = false;
    };
  }, [kit, panel.call, params]);
  return state;
}

/**
 * Rows per page of a table panel: on a page 4 in a low panel, else 6; on a big screen as many as its
 * height holds (a 16 px row is about 42 px; the header and the pager take about 90), at least 3.
 */
const tableRows = (height: number, screen: boolean) => (screen ? Math.max(3, Math.floor((height - 90) / 42)) : height < 240 ? 4 : 6);

export function PanelBody(props: { panel: PanelDef; height: number }) {
  const { panel } = props;
  const { data, loading, error } = usePanelData(panel);
  const kit = useKit();
  const text = useChartText();
  // While it loads, a chart's or table's panel already takes its height: what arrives does not push the
  // panels below it down (layout shift, Lighthouse's CLS).
  if (loading) {
    const reserved = panel.kind === 'series' || panel.kind === 'pie' || panel.kind === 'geo' || panel.kind === 'table';
    return reserved ? (
      <div style={{ height: props.height, display: 'flex', alignItems: 'center', justifyContent: 'center' }} aria-busy="true">
        <Spin />
      </div>
    ) : (
      <Spin style={{ display: 'block', margin: '40px auto' }} />
    );
  }
  if (error || data === null || data === undefined) return <Empty description={error ?? kit.t('kit.chart.noData')} />;
  const testId = `panel-${panel.key}`;
  // The chart's accessible name: the panel's title, else the chart's kind.
  const title = panel.title ? kit.t(panel.title) : kit.t('kit.chart.chart');
  if (panel.render) return <div data-testid={testId}>{panel.render(data)}</div>;
  switch (panel.kind) {
    case 'series':
      return <SeriesChart data={data as SeriesData} height={props.height} testId={testId} title={title} />;
    case 'pie':
      return <PieChart data={data as PieItem[]} height={props.height} testId={testId} title={title} />;
    case 'geo':
      return <PointMap data={data as GeoItem[]} height={props.height} testId={testId} title={title} />;
    case 'stats':
      return <StatCards data={data as StatItem[]} testId={testId} />;
    case 'table': {
      const rows = Array.isArray(data) ? data : ((data as { records?: unknown[] }).records ?? []);
      return <DataTable rows={rows as Record<string, unknown>[]} pageSize={tableRows(props.height, text.screen)} testId={testId} />;
    }
    case 'detail': {
      const entries = Object.entries(data as Record<string, unknown>).filter(([, v]) => typeof v !== 'object');
      return (
        <StatCards testId={testId} data={entries.map(([k, v]) => ({ label: `${kit.module.module}.col.${k}`, value: kit.t(String(v)) }))} />
      );
    }
  }
}

/** One panel in a card; with variants, a switch in the header picks the call. */
function PanelCard(props: { panel: PanelDef }) {
  const kit = useKit();
  const { panel } = props;
  const [variant, setVariant] = useState(panel.variants?.[0]?.key);
  const chosen = panel.variants?.find((v) => v.key === variant);
  const extra = panel.variants ? (
    <Segmented size="small" value={variant} onChange={(v) => setVariant(String(v))} options={panel.variants.map((v) => ({ value: v.key, label: kit.t(v.label) }))} />
  ) : undefined;
  return (
    <Card size="small" title={kit.t(panel.title)} extra={extra} variant="borderless">
      <PanelBody panel={chosen ? { ...panel, call: chosen.call, key: `${panel.key}-${chosen.key}` } : panel} height={panel.height ?? 280} />
    </Card>
  );
}

/** Panels on a 24-column grid inside the page; `narrow` (a screen laid out narrower) gives each panel at least half a row. */
export function Board(props: { panels: PanelDef[]; style?: CSSProperties; fixedGrid?: boolean; narrow?: boolean }) {
  return (
    <Row gutter={[16, 16]} style={props.style}>
      {props.panels.map((p) => {
        const span = props.narrow ? Math.max(p.span ?? 12, 12) : (p.span ?? 12);
        return (
          <Col key={p.key} {...(props.fixedGrid ? { span } : { xs: 24, lg: span })}>
            <PanelCard panel={p} />
          </Col>
        );
      })}
    </Row>
  );
}

/** Below this design width a screen's panels take at least half a row. */
const NARROW_DESIGN = 1200;

/**
 * The 1920×1080 board, scaled by the width of its box (the page's content area, narrower than the
 * window beside a menu) with screenFit: a wall display shows the design as drawn; a laptop or a tab
 * holds the least scale (text 12 px), lays the panels out on the width there is and scrolls down.
 * Its text is drawn at the design's sizes (antd's at a 16 px body, the charts' at 14 px).
 */
export function ScreenBoard(props: { title: string; panels: PanelDef[]; toolbar?: React.ReactNode }) {
  const kit = useKit();
  const { token } = theme.useToken();
  const box = useRef<HTMLDivElement>(null);
  const design = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState<ScreenFit>({ scale: 1, width: BOARD_SIZE.width });
  const [height, setHeight] = useState<number>(BOARD_SIZE.height);
  // Measured before the first paint, so the screen never shows at a size it then leaves.
  useLayoutEffect(() => (box.current ? watchScreen(box.current, setFit) : undefined), []);
  useEffect(() => {
    // The design's height as laid out (taller when laid out narrower), for the box to take it scaled.
    const el = design.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(el.offsetHeight));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    // The screen is the whole page (a tab's frame, a window of its own): edge to edge, scrolling itself.
    <div className="kit-screen" style={{ position: 'fixed', inset: 0, overflowX: 'hidden', overflowY: 'auto', background: token.colorBgLayout }}>
      <div ref={box} data-testid="screen-board" data-scale={fit.scale.toFixed(3)} style={{ width: '100%', height: Math.ceil(height * fit.scale), overflow: 'hidden' }}>
        <ConfigProvider theme={{ token: { fontSize: SCREEN_TEXT } }}>
          <ChartTextContext.Provider value={SCREEN_CHART_TEXT}>
            <div
              ref={design}
              style={{ width: fit.width, minHeight: BOARD_SIZE.height, transform: `scale(${fit.scale})`, transformOrigin: '0 0', fontSize: SCREEN_TEXT, padding: 16, boxSizing: 'border-box' }}
            >
              <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 12 }}>
                <h1 style={{ margin: 0, fontSize: SCREEN_TEXT * 1.6 }}>{kit.t(props.title)}</h1>
                {props.toolbar}
              </div>
              <Board panels={props.panels} fixedGrid narrow={fit.width < NARROW_DESIGN} />
            </div>
          </ChartTextContext.Provider>
        </ConfigProvider>
      </div>
    </div>
  );
}
