// A test page (built by tests/kit/chartsDrawn.browser.test.ts only): the kit's chart panels with the
// data of issue 23's screenshots, on the real bridge context (token from the URL) and the real server.
// #/charts: a trend ending today, a ring of case states in a quarter-row card, response-time buckets
// and departments in narrow cards, places on the map. #/screen: a big screen of the same panels.
// `window.drawn(testId)` answers what ECharts drew on a chart's canvas (texts with their boxes and
// sizes, lines with their dashes and points, bars with their opacity), read from its scene graph.
import { getInstanceByDom } from 'echarts/core';
import { createRoot } from 'react-dom/client';
import { PieChart, PointMap, ScreenBoard, SeriesChart, type GeoItem, type PanelDef, type PieItem, type SeriesData } from '../../../../../kit/charts';
import { defineMessages } from '../../../../../kit/i18n';
import { defineModuleResources } from '../../../../../kit/resource';
import { ModuleApp } from '../../../../../kit/ui';

const resources = defineModuleResources({
  module: 'kitcharts',
  messages: defineMessages({ 'zh-CN': { 'kitcharts.screen': '测试大屏', 'kitcharts.trend': '近8日收运', 'kitcharts.states': '案件状态', 'kitcharts.places': '点位分布' }, 'en-US': { 'kitcharts.screen': 'Test screen', 'kitcharts.trend': '8 days', 'kitcharts.states': 'States', 'kitcharts.places': 'Places' } }),
  resources: [],
});

const pad = (n: number) => String(n).padStart(2, '0');
/** The last 8 days, ending today on this browser's calendar (the bucket in progress). */
const days = Array.from({ length: 8 }, (_, i) => {
  const d = new Date();
  d.setDate(d.getDate() - 7 + i);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
});

const trend: SeriesData = {
  categories: days,
  series: [
    { name: '净重(吨)', type: 'line', data: [170, 182, 175, 180, 168, 177, 181, 22.95] },
    { name: '趟次', type: 'bar', data: [22, 23, 22, 22, 21, 22, 23, 2] },
  ],
};
const states: PieItem[] = [
  { name: '已结案', value: 9 },
  { name: '待受理', value: 3 },
  { name: '待派遣', value: 2 },
  { name: '指挥中心处理中', value: 1 },
  { name: '已派单', value: 2 },
  { name: '处置中', value: 3 },
  { name: '延期审核中', value: 1 },
  { name: '待核查', value: 2 },
];
const cases = (categories: string[], data: number[]): SeriesData => ({ categories, series: [{ name: '案件数', type: 'bar', data }] });
const buckets = cases(['1小时内', '1-4小时', '4-12小时', '12-24小时', '24-72小时', '72小时以上'], [14, 3, 3, 0, 0, 0]);
const departments = cases(['未派单', '道路保洁一队', '城市管理指挥中心', '道路保洁二队', '垃圾分类指导中心', '环卫运营部'], [6, 6, 4, 3, 2, 2]);
const places: GeoItem[] = [
  { name: '拱墅区石祥路垃圾转运站', lng: 120.163, lat: 30.322, category: '转运站' },
  { name: '上城区艮山门垃圾中转站', lng: 120.196, lat: 30.281, category: '转运站' },
  { name: '西湖区翠苑垃圾房', lng: 120.127, lat: 30.29, category: '垃圾房' },
  { name: '九峰环境能源焚烧厂', lng: 120.073, lat: 30.212, category: '焚烧厂' },
];

function Charts() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
      <section style={{ width: 640 }}>
        <SeriesChart data={trend} height={280} testId="trend" title="近8日收运" />
      </section>
      <section style={{ width: 300 }}>
        <PieChart data={states} height={280} testId="states" title="案件状态" />
      </section>
      <section style={{ width: 300 }}>
        <SeriesChart data={buckets} height={280} testId="buckets" title="响应时长" />
      </section>
      <section style={{ width: 560 }}>
        <SeriesChart data={departments} height={280} testId="departments" title="处置部门" />
      </section>
      <section style={{ width: 480 }}>
        <PointMap data={places} height={300} testId="places" title="点位分布" />
      </section>
    </div>
  );
}

// Any answer will do: each panel draws the data above (the call only has to answer).
const call = 'GET /cas/publicKey';
const screenPanels: PanelDef[] = [
  { key: 'trend', title: 'kitcharts.trend', call, kind: 'series', span: 12, height: 190, render: () => <SeriesChart data={trend} height={190} testId="screen-trend" /> },
  { key: 'states', title: 'kitcharts.states', call, kind: 'pie', span: 6, height: 190, render: () => <PieChart data={states} height={190} testId="screen-states" /> },
  { key: 'buckets', title: 'kitcharts.states', call, kind: 'series', span: 6, height: 190, render: () => <SeriesChart data={buckets} height={190} testId="screen-buckets" /> },
  { key: 'places', title: 'kitcharts.places', call, kind: 'geo', span: 8, height: 190, render: () => <PointMap data={places} height={190} testId="screen-places" /> },
];

type Box = { x: number; y: number; width: number; height: number };
type Drawn =
  | { kind: 'text'; text: string; box: Box; fontSize: number; /** Radians, and where the text is anchored. */ rotation: number; anchor: [number, number] }
  | { kind: 'line'; dashed: boolean; points: [number, number][] }
  | { kind: 'bar'; box: Box; opacity: number; dashed: boolean };
type El = {
  type: string;
  style: { text?: string; font?: string; fontSize?: number; lineDash?: unknown; opacity?: number };
  shape?: { points?: ArrayLike<number>[] | ArrayLike<number>; x?: number; y?: number; width?: number; height?: number };
  transform?: number[];
  getBoundingRect(): { clone(): { applyTransform(m: number[]): void; x: number; y: number; width: number; height: number } };
};

/** What ECharts drew for the chart whose element has this test id, in the chart's CSS pixels. */
function drawn(testId: string): { width: number; height: number; items: Drawn[] } | null {
  const el = document.querySelector<HTMLElement>(`[data-testid="${testId}"][data-chart]`);
  const chart = el ? getInstanceByDom(el) : undefined;
  if (!el || !chart) return null;
  const list = chart.getZr().storage.getDisplayList(true) as unknown as El[];
  const box = (e: El): Box => {
    const r = e.getBoundingRect().clone();
    if (e.transform) r.applyTransform(e.transform);
    // A bar grows up from its base: a negative height.
    return { x: Math.min(r.x, r.x + r.width), y: Math.min(r.y, r.y + r.height), width: Math.abs(r.width), height: Math.abs(r.height) };
  };
  const items: Drawn[] = [];
  for (const e of list) {
    const dashed = Array.isArray(e.style.lineDash) ? e.style.lineDash.length > 0 : typeof e.style.lineDash === 'string' && e.style.lineDash !== 'solid';
    if (e.type === 'tspan' && e.style.text) {
      const m = e.transform ?? [1, 0, 0, 1, 0, 0];
      const fontSize = Number(/(\d+(?:\.\d+)?)px/.exec(e.style.font ?? '')?.[1] ?? e.style.fontSize ?? 0);
      items.push({ kind: 'text', text: e.style.text, box: box(e), fontSize, rotation: Math.atan2(m[1]!, m[0]!), anchor: [m[4]!, m[5]!] });
    } else if (e.type === 'ec-polyline' && e.shape?.points) {
      const raw = e.shape.points as ArrayLike<number> | ArrayLike<number>[];
      const points: [number, number][] = [];
      if (typeof raw[0] === 'number') for (let i = 0; i + 1 < raw.length; i += 2) points.push([raw[i] as number, raw[i + 1] as number]);
      else for (const p of raw as ArrayLike<number>[]) points.push([p[0]!, p[1]!]);
      items.push({ kind: 'line', dashed, points: points.filter(([x, y]) => Number.isFinite(x) && Number.isFinite(y)) });
    } else if (e.type === 'rect' && e.shape && Math.abs(e.shape.height ?? 0) > 0 && Math.abs(e.shape.width ?? 0) < el.clientWidth / 2) {
      items.push({ kind: 'bar', box: box(e), opacity: e.style.opacity ?? 1, dashed });
    }
  }
  return { width: el.clientWidth, height: el.clientHeight, items };
}
(window as unknown as { drawn: typeof drawn }).drawn = drawn;

createRoot(document.getElementById('root')!).render(
  <ModuleApp
    module={resources}
    routes={[
      { path: '/charts', element: <Charts /> },
      { path: '/screen', element: <ScreenBoard title="kitcharts.screen" panels={screenPanels} /> },
    ]}
  />,
);
