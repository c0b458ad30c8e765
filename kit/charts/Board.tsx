/**
 * Dashboards: a board is a list of panels, each a call and the kind of its answer. `Board` lays them
 * on a 24-column grid; `ScreenBoard` is the 1920×1080 big-screen variant, scaled to the window with
 * the spec's helper (750 design width, recalculated 288 ms after resizing stops).
 *
 * @example
 *   <ScreenBoard title="ljszy.platform" panels={[
 *     { key: 'trend', title: 'ljszy.board.trend', call: '/cloud/ljszy/platform/trendList', kind: 'series', span: 16 },
 *   ]} />
 */
import { Card, Col, Empty, Row, Segmented, Spin } from 'antd';
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { boardFit, BOARD_SIZE, callWith, px, watchScale } from '../client';
import { parseCall, type ApiCall } from '../resource';
import { DataTable } from '../ui/ActionResult';
import { useKit } from '../ui/KitProvider';
import { GeoScatter, PieChart, SeriesChart, StatCards } from './panels';
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

export function PanelBody(props: { panel: PanelDef; height: number }) {
  const { panel } = props;
  const { data, loading, error } = usePanelData(panel);
  const kit = useKit();
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
      return <GeoScatter data={data as GeoItem[]} height={props.height} testId={testId} title={title} />;
    case 'stats':
      return <StatCards data={data as StatItem[]} testId={testId} />;
    case 'table': {
      const rows = Array.isArray(data) ? data : ((data as { records?: unknown[] }).records ?? []);
      return <DataTable rows={rows as Record<string, unknown>[]} pageSize={props.height < 240 ? 4 : 6} testId={testId} />;
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

/** Panels on a 24-column grid inside the page. */
export function Board(props: { panels: PanelDef[]; style?: CSSProperties; fixedGrid?: boolean }) {
  return (
    <Row gutter={[16, 16]} style={props.style}>
      {props.panels.map((p) => (
        <Col key={p.key} {...(props.fixedGrid ? { span: p.span ?? 12 } : { xs: 24, lg: p.span ?? 12 })}>
          <PanelCard panel={p} />
        </Col>
      ))}
    </Row>
  );
}

/** The 1920×1080 board, scaled to fit its box (width) and the window (height); text sizes follow the 750-wide design scale. */
export function ScreenBoard(props: { title: string; panels: PanelDef[]; toolbar?: React.ReactNode }) {
  const kit = useKit();
  const [fit, setFit] = useState(1);
  const [font, setFont] = useState(14);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Scaled to its box (the page's content area, narrower than the window beside a menu), not the window.
    const apply = () => {
      const width = box.current?.clientWidth || window.innerWidth;
      setFit(boardFit(width, window.innerHeight));
      setFont(Math.max(12, px(7, Math.min(width, BOARD_SIZE.width))));
    };
    const stop = watchScale(window, apply);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(apply);
    if (box.current) observer?.observe(box.current);
    return () => {
      stop();
      observer?.disconnect();
    };
  }, []);
  return (
    <div ref={box} style={{ width: '100%', height: BOARD_SIZE.height * fit, overflow: 'hidden' }} data-testid="screen-board">
      <div style={{ width: BOARD_SIZE.width, height: BOARD_SIZE.height, transform: `scale(${fit})`, transformOrigin: '0 0', fontSize: font, padding: 16, boxSizing: 'border-box' }}>
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 12 }}>
          <h1 style={{ margin: 0, fontSize: font * 1.8 }}>{kit.t(props.title)}</h1>
          {props.toolbar}
        </div>
        <Board panels={props.panels} fixedGrid />
      </div>
    </div>
  );
}
