/**
 * The kit's wall display: a dark screen designed at 1920×1080 and fitted with wallFit (fit.ts), a title
 * bar with the moment its figures were taken (`asOf`), the refresh period and the live feed's state;
 * panels in two columns beside a map of the demo city (the real district outlines, dark) with the
 * layers' places, a legend of what is drawn and a list of the places whose coordinates are not valid
 * (listed, never drawn). Figures come in rounds at one moment (useScreenData); a layer that names
 * devices follows the device store (kit/live) between rounds. Unknown figures are "--".
 *
 * @example
 *   const screen = defineScreen({ title: 'zszy.screen.title', refreshSeconds: 60,
 *     panels: [{ key: 'totals', title: 'zszy.screen.totals', kind: 'stats', side: 'top', source: 'GET /cloud/zszy/screen/totals' }],
 *     map: { title: 'zszy.screen.map', layers: [{ key: 'bins', title: 'zszy.screen.bins', color: '#36e2a0', source: 'GET /cloud/zszy/screen/bins' }] } });
 *   export default () => <WallScreen screen={screen} />;
 */
import { ConfigProvider, theme } from 'antd';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { PieChart, SeriesChart } from '../charts/panels';
import { ChartTextContext, WALL_CHART_TEXT } from '../charts/screenContext';
import { SCREEN_SMALL_TEXT, SCREEN_TEXT } from '../charts/screenFit';
import type { PieItem, SeriesData } from '../charts/shapes';
import { BOARD_SIZE } from '../client/scale';
import { useDeviceLive } from '../live';
import { MapView } from '../map/lazy';
import type { MapPoint } from '../map/types';
import { useKit } from '../ui/KitProvider';
import { wallFit as fitOf, type WallFit, watchWall } from './fit';
import { clockText, dash, DASH } from './format';
import { screenWord, type ScreenWord } from './messages';
import { checkLngLat, placePoints, type PointAnomaly, type ScreenPoint } from './points';
import type { ScreenColumn, ScreenDef, ScreenLayer, ScreenPanel, ScreenStat } from './types';
import { refreshMs, useScreenData } from './useScreenData';

/** The wall's colours. */
export const WALL = {
  ground: '#040d1f',
  panel: 'rgba(9, 32, 70, 0.72)',
  edge: 'rgba(63, 167, 255, 0.45)',
  accent: '#2fd4ff',
  text: '#d6e4ff',
  muted: '#8fa7c8',
  figure: '#7cf3ff',
  warn: '#ffb020',
} as const;

/** Design widths of the side columns, at the full design width and when laid out narrower. */
const SIDE = (width: number) => (width >= 1800 ? 470 : width >= 1500 ? 400 : 340);
const HEADER = 64;
const GAP = 12;
const TITLE_BAR = 36;

/** The rows a layer answered. */
function rowsOf(layer: ScreenLayer, data: unknown): ScreenPoint[] {
  if (layer.pick) return layer.pick(data);
  if (Array.isArray(data)) return data as ScreenPoint[];
  const records = (data as { records?: unknown } | null)?.records;
  return Array.isArray(records) ? (records as ScreenPoint[]) : [];
}

/** A size measured in design pixels (the layout's, before the screen's scale). */
function useSize<T extends HTMLElement>(): [React.RefObject<T | null>, { width: number; height: number }] {
  const ref = useRef<T>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const read = () => setSize((s) => (s.width === el.clientWidth && s.height === el.clientHeight ? s : { width: el.clientWidth, height: el.clientHeight }));
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, size];
}

function Frame(props: { title: string; help?: string; children: ReactNode; style?: CSSProperties; testId?: string; extra?: ReactNode }) {
  return (
    <section
      data-testid={props.testId}
      style={{ display: 'flex', flexDirection: 'column', minHeight: 0, background: WALL.panel, border: `1px solid ${WALL.edge}`, borderRadius: 4, boxShadow: 'inset 0 0 18px rgba(47, 212, 255, 0.12)', ...props.style }}
    >
      <header
        title={props.help}
        style={{ height: TITLE_BAR, flex: 'none', display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '0 12px', borderBottom: `1px solid ${WALL.edge}`, background: 'linear-gradient(90deg, rgba(47,212,255,0.22), transparent)' }}
      >
        <h2 style={{ margin: 0, fontSize: 18, fontWeight: 600, color: WALL.text, borderLeft: `4px solid ${WALL.accent}`, paddingLeft: 8, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>{props.title}</h2>
        {props.extra}
      </header>
      {props.children}
    </section>
  );
}

/**
 * A figure's font size: 30 px, or smaller where its characters (digits ≈ 0.6 em wide) and its unit
 * would not fit the cell's width (the cell is a container: `cqw`), never under 14 px.
 */
function figureSize(value: string, unit: string): string {
  const unitPx = unit ? [...unit].length * SCREEN_SMALL_TEXT + 6 : 0;
  return `max(14px, min(30px, calc((100cqw - ${unitPx}px) / ${Math.max(1, [...value].length * 0.62).toFixed(2)})))`;
}

function Stats(props: { data: ScreenStat[]; testId: string }) {
  const { t } = useKit();
  return (
    // Figures in equal columns, as many to a row as leave each 110 px (six in a side panel make two rows of three).
    <div data-testid={props.testId} style={{ display: 'grid', gridTemplateColumns: `repeat(auto-fit, minmax(min(110px, 100%), 1fr))`, gap: 8, padding: 10, alignContent: 'center', height: '100%', boxSizing: 'border-box' }}>
      {props.data.map((s) => {
        const value = dash(s.value);
        return (
          // A figure's size follows its cell's width (a container), so six figures in a side panel do not run into each other.
          <div key={s.label} data-stat={s.label} title={s.help ? t(s.help) : undefined} style={{ textAlign: 'center', minWidth: 0, containerType: 'inline-size' }}>
            <div style={{ color: WALL.muted, fontSize: SCREEN_SMALL_TEXT, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>{t(s.label)}</div>
            <div style={{ color: value === DASH ? WALL.muted : WALL.figure, fontSize: figureSize(value, s.unit && value !== DASH ? t(s.unit) : ''), fontWeight: 700, fontVariantNumeric: 'tabular-nums', lineHeight: 1.3, whiteSpace: 'nowrap' }}>
              <span data-value="">{value}</span>
              {s.unit && value !== DASH ? <span style={{ fontSize: SCREEN_SMALL_TEXT, color: WALL.muted, marginLeft: 4 }}>{t(s.unit)}</span> : null}
            </div>
          </div>
        );
      })}
    </div>
  );
}

function Table(props: { rows: Record<string, unknown>[]; columns: ScreenColumn[]; height: number; testId: string }) {
  const { t } = useKit();
  const rowHeight = 32;
  const fits = Math.max(1, Math.floor((props.height - rowHeight) / rowHeight));
  const cell: CSSProperties = { padding: '0 8px', height: rowHeight, fontSize: SCREEN_SMALL_TEXT, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' };
  return (
    <table data-testid={props.testId} style={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed', color: WALL.text }}>
      <thead>
        <tr style={{ background: 'rgba(47, 212, 255, 0.12)' }}>
          {props.columns.map((c) => (
            <th key={c.key} style={{ ...cell, color: WALL.muted, fontWeight: 500, textAlign: 'left', width: c.width }}>
              {t(c.title)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.rows.slice(0, fits).map((r, i) => (
          <tr key={i} style={{ background: i % 2 ? 'rgba(255,255,255,0.03)' : undefined }}>
            {props.columns.map((c) => {
              const v = c.translate && typeof r[c.key] === 'string' ? t(r[c.key] as string) : dash(r[c.key]);
              return (
                <td key={c.key} title={v} style={cell}>
                  {v}
                  {c.unit && v !== DASH ? ` ${t(c.unit)}` : ''}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Message(props: { children: ReactNode }) {
  return <div style={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', color: WALL.muted, fontSize: SCREEN_TEXT }}>{props.children}</div>;
}

function PanelView(props: { panel: ScreenPanel; data: unknown; error?: string; loaded: boolean }) {
  const kit = useKit();
  const { panel } = props;
  const [body, size] = useSize<HTMLDivElement>();
  const word = (k: ScreenWord) => screenWord(kit.locale, k);
  const testId = `panel-${panel.key}`;
  const data = props.data === undefined || props.data === null ? props.data : panel.pick ? panel.pick(props.data) : props.data;
  let content: ReactNode = null;
  if (!props.loaded) content = null;
  else if (props.error) content = <Message>{`${word('failed')}: ${props.error}`}</Message>;
  else if (data === null || data === undefined) content = <Message>{DASH}</Message>;
  else if (size.height > 0) {
    switch (panel.kind) {
      case 'stats':
        content = <Stats data={data as ScreenStat[]} testId={testId} />;
        break;
      case 'series':
        content = <SeriesChart data={data as SeriesData} height={size.height} testId={testId} title={kit.t(panel.title)} horizontal={panel.horizontal} />;
        break;
      case 'pie':
        content = <PieChart data={data as PieItem[]} height={size.height} testId={testId} title={kit.t(panel.title)} />;
        break;
      case 'table': {
        const rows = Array.isArray(data) ? data : ((data as { records?: unknown[] }).records ?? []);
        content = rows.length ? <Table rows={rows as Record<string, unknown>[]} columns={panel.columns ?? []} height={size.height} testId={testId} /> : <Message>{word('noData')}</Message>;
        break;
      }
      case 'custom':
        content = <div data-testid={testId} style={{ height: '100%' }}>{panel.render?.(data, size)}</div>;
        break;
    }
  }
  return (
    <Frame title={kit.t(panel.title)} help={panel.help ? kit.t(panel.help) : undefined} style={{ flex: `${panel.weight ?? 1} 1 0` }}>
      <div ref={body} data-panel={panel.key} data-loaded={props.loaded ? 'true' : 'false'} style={{ flex: 1, minHeight: 0, position: 'relative', overflow: 'hidden' }}>
        {content}
      </div>
    </Frame>
  );
}

type Placed = { layer: ScreenLayer; point: ScreenPoint; at: [number, number]; value: unknown };

/** The map, its legend and its anomaly list. */
function ScreenMapView(props: { def: ScreenDef; data: Record<string, unknown>; errors: Record<string, string>; live: ReturnType<typeof useDeviceLive> }) {
  const kit = useKit();
  const map = props.def.map!;
  const [box, size] = useSize<HTMLDivElement>();
  const { placed, anomalies } = useMemo(() => {
    const placed: Placed[] = [];
    const anomalies: (PointAnomaly & { layer: ScreenLayer })[] = [];
    for (const layer of map.layers) {
      const rows = rowsOf(layer, props.data[`layer:${layer.key}`]);
      // A live device's reported position (and metric) is newer than the round's.
      const withLive = rows.map((r) => {
        const device = layer.live && r.deviceId ? props.live.devices[r.deviceId] : undefined;
        if (!device) return { r, value: r.value };
        const value = layer.live?.metric && device.values[layer.live.metric] !== undefined ? device.values[layer.live.metric] : r.value;
        return device.at && checkLngLat(device.at[0], device.at[1]).ok ? { r: { ...r, lng: device.at[0], lat: device.at[1] }, value } : { r, value };
      });
      const split = placePoints(withLive.map((w) => w.r));
      split.drawn.forEach((d) => placed.push({ layer, point: d.point, at: d.at, value: withLive.find((w) => w.r === d.point)?.value }));
      split.anomalies.forEach((a) => anomalies.push({ ...a, layer }));
    }
    return { placed, anomalies };
  }, [map.layers, props.data, props.live.devices]);
  const points: MapPoint[] = useMemo(
    () =>
      placed.map((p, i) => {
        const unit = p.layer.live?.unit ? kit.t(p.layer.live.unit) : '';
        const value = p.value === undefined ? '' : `${dash(p.value)}${unit && dash(p.value) !== DASH ? ` ${unit}` : ''}`;
        return { id: `${p.layer.key}:${p.point.id}:${i}`, at: p.at, color: p.point.color ?? p.layer.color, popup: [p.point.name, kit.t(p.layer.title), value].filter(Boolean).join(' · ') };
      }),
    [placed, kit],
  );
  const word = (k: ScreenWord, n?: number) => screenWord(kit.locale, k, n);
  const LIST = 120;
  return (
    <Frame title={kit.t(map.title)} style={{ flex: '1 1 0' }} testId="screen-map" extra={<Legend layers={map.layers} placed={placed} errors={props.errors} />}>
      <div style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        <div ref={box} style={{ flex: 1, minHeight: 0 }} data-points={points.length} data-testid="screen-map-points">
          {size.height > 0 ? <MapView title={kit.t(map.title)} height={size.height} points={points} tiles={map.tiles ? undefined : null} dark clusterPx={points.length > 800 ? 40 : 0} fit /> : null}
        </div>
        <div data-testid="screen-anomalies" data-count={anomalies.length} style={{ height: LIST, flex: 'none', borderTop: `1px solid ${WALL.edge}`, padding: '6px 12px', overflow: 'hidden', color: WALL.text, fontSize: SCREEN_SMALL_TEXT }}>
          <div style={{ color: anomalies.length ? WALL.warn : WALL.muted, marginBottom: 4 }}>{anomalies.length ? `${word('anomalies')} (${anomalies.length})` : word('noAnomalies')}</div>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', gap: '2px 16px' }}>
            {anomalies.slice(0, 9).map((a, i) => (
              <div key={i} data-testid="screen-anomaly" style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
                {/* The place's name is data as stored (a plant, a plate): no translation of the page may change it. */}
                <span style={{ color: a.layer.color }}>●</span>{' '}
                <span translate="no" title={a.point.name}>
                  {a.point.name}
                </span>{' '}
                · {kit.t(a.layer.title)} · {word(a.reason)} ({dash(a.point.lng, 6)}, {dash(a.point.lat, 6)})
              </div>
            ))}
          </div>
        </div>
      </div>
    </Frame>
  );
}

function Legend(props: { layers: ScreenLayer[]; placed: Placed[]; errors: Record<string, string> }) {
  const kit = useKit();
  return (
    <div style={{ display: 'flex', gap: 16, fontSize: SCREEN_SMALL_TEXT, color: WALL.text, whiteSpace: 'nowrap', overflow: 'hidden' }}>
      {props.layers.map((l) => (
        <span key={l.key} data-layer={l.key}>
          <span aria-hidden style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 5, background: l.color, marginRight: 6 }} />
          {kit.t(l.title)} {props.errors[`layer:${l.key}`] ? DASH : props.placed.filter((p) => p.layer === l).length}
        </span>
      ))}
    </div>
  );
}

function Clock(props: { asOf: Date | null; refreshSeconds: number; loading: boolean; live: string | null }) {
  const kit = useKit();
  const word = (k: ScreenWord, n?: number) => screenWord(kit.locale, k, n);
  return (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center', fontSize: SCREEN_TEXT, color: WALL.muted, whiteSpace: 'nowrap' }}>
      <span data-testid="screen-as-of" data-as-of={props.asOf?.toISOString() ?? ''}>
        {word('asOf')} <span style={{ color: WALL.text, fontVariantNumeric: 'tabular-nums' }}>{props.asOf ? clockText(props.asOf) : DASH}</span>
      </span>
      <span data-testid="screen-refresh">{props.loading && props.asOf ? word('refreshing') : word('refresh', props.refreshSeconds)}</span>
      {props.live ? (
        <span data-testid="screen-live" data-state={props.live} style={{ color: props.live === 'open' ? '#36e2a0' : WALL.warn }}>
          ● {props.live === 'open' ? word('live') : word('liveOff')}
        </span>
      ) : null}
    </div>
  );
}

function Column(props: { panels: ScreenPanel[]; data: Record<string, unknown>; errors: Record<string, string>; loaded: boolean; style?: CSSProperties }) {
  if (!props.panels.length) return null;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: GAP, minHeight: 0, minWidth: 0, ...props.style }}>
      {props.panels.map((p) => (
        <PanelView key={p.key} panel={p} data={props.data[p.key]} error={props.errors[p.key]} loaded={props.loaded} />
      ))}
    </div>
  );
}

export function WallScreen(props: { screen: ScreenDef; toolbar?: ReactNode }) {
  const kit = useKit();
  const def = props.screen;
  const box = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState<WallFit>(() => fitOf(BOARD_SIZE.width, BOARD_SIZE.height));
  useLayoutEffect(() => (box.current ? watchWall(box.current, setFit) : undefined), []);
  const state = useScreenData(def);
  const liveWanted = (def.map?.layers ?? []).some((l) => l.live);
  const live = useDeviceLive({ enabled: liveWanted });
  const loaded = state.round > 0;
  const side = (s: ScreenPanel['side']) => def.panels.filter((p) => p.side === s);
  const sideWidth = SIDE(fit.width);
  useEffect(() => {
    document.title = kit.t(def.title);
  }, [kit, def.title]);
  return (
    <div ref={box} className="kit-screen kit-wall" data-testid="wall-screen" data-scale={fit.scale.toFixed(3)} data-round={state.round} data-design={`${fit.width}x${fit.height}`}
      style={{ position: 'fixed', inset: 0, overflowX: 'hidden', overflowY: fit.scrolls ? 'auto' : 'hidden', background: WALL.ground }}>
      <ConfigProvider theme={{ algorithm: theme.darkAlgorithm, token: { fontSize: SCREEN_TEXT, colorBgContainer: 'transparent' } }}>
        <ChartTextContext.Provider value={WALL_CHART_TEXT}>
          {/* The design's box as scaled: the untransformed layout would count as overflow and scroll. */}
          <div style={{ width: Math.floor(fit.width * fit.scale), height: Math.floor(fit.height * fit.scale), overflow: 'hidden' }}>
            <div
              style={{
                width: fit.width,
                height: fit.height,
                transform: `scale(${fit.scale})`,
                transformOrigin: '0 0',
                boxSizing: 'border-box',
                padding: `0 ${GAP}px ${GAP}px`,
                display: 'flex',
                flexDirection: 'column',
                gap: GAP,
                color: WALL.text,
                fontSize: SCREEN_TEXT,
                background: `radial-gradient(ellipse at 50% 0%, rgba(47, 120, 255, 0.18), transparent 60%), ${WALL.ground}`,
              }}
            >
              <header style={{ height: HEADER, flex: 'none', display: 'grid', gridTemplateColumns: '1fr auto 1fr', alignItems: 'center', borderBottom: `2px solid ${WALL.edge}` }}>
                <Clock asOf={state.asOf} refreshSeconds={refreshMs(def) / 1000} loading={state.loading} live={liveWanted ? live.state : null} />
                <h1 style={{ margin: 0, fontSize: 34, letterSpacing: 4, color: '#ffffff', textShadow: `0 0 12px ${WALL.accent}` }}>{kit.t(def.title)}</h1>
                <div style={{ justifySelf: 'end' }}>{props.toolbar}</div>
              </header>
              <div style={{ flex: 1, minHeight: 0, display: 'grid', gridTemplateColumns: `${side('left').length ? `${sideWidth}px ` : ''}1fr${side('right').length ? ` ${sideWidth}px` : ''}`, gap: GAP }}>
                <Column panels={side('left')} data={state.data} errors={state.errors} loaded={loaded} />
                <div style={{ display: 'flex', flexDirection: 'column', gap: GAP, minHeight: 0, minWidth: 0 }}>
                  {side('top').length ? <Column panels={side('top')} data={state.data} errors={state.errors} loaded={loaded} style={{ flex: 'none', height: 128 * side('top').length }} /> : null}
                  {def.map ? <ScreenMapView def={def} data={state.data} errors={state.errors} live={live} /> : null}
                  {side('bottom').length ? <Column panels={side('bottom')} data={state.data} errors={state.errors} loaded={loaded} style={{ flex: def.map ? '0 0 30%' : '1 1 0' }} /> : null}
                </div>
                <Column panels={side('right')} data={state.data} errors={state.errors} loaded={loaded} />
              </div>
            </div>
          </div>
        </ChartTextContext.Provider>
      </ConfigProvider>
    </div>
  );
}
