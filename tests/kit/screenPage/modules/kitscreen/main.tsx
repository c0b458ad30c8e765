// A test page (built by tests/kit/screen.browser.test.ts and bench/screen.bench.ts): the kit's wall
// display on the real bridge context (token from the URL) and the real server. Its figures come from
// functions counting their calls (window.screenCalls), so the test sees each refresh: a null figure
// ("--"), a table with a null cell, a trend, a ring, a map with estates (one at 0,0 and one with no
// coordinates: anomalies), facilities, and vehicles whose device (`#/screen?device=<id>`) reports
// through the live store. `refresh=<s>` sets the refresh period.
import { createRoot } from 'react-dom/client';
import { defineMessages } from '../../../../../kit/i18n';
import { defineModuleResources } from '../../../../../kit/resource';
import { defineScreen, WallScreen, type ScreenPoint, type ScreenStat } from '../../../../../kit/screen';
import { ModuleApp } from '../../../../../kit/ui';

const zh = {
  'kitscreen.title': '测试大屏',
  'kitscreen.totals': '今日概况',
  'kitscreen.counts': '基础数据',
  'kitscreen.households': '户数',
  'kitscreen.weighed': '过磅量',
  'kitscreen.loads': '过磅车次',
  'kitscreen.tonnage': '今日收运量',
  'kitscreen.trips': '今日趟次',
  'kitscreen.rate': '分类准确率',
  'kitscreen.unknown': '未上报桶数',
  'kitscreen.t': '吨',
  'kitscreen.trend': '近7日收运量',
  'kitscreen.types': '垃圾类别',
  'kitscreen.ranking': '小区排名',
  'kitscreen.estate': '小区',
  'kitscreen.score': '得分',
  'kitscreen.alerts': '满溢告警',
  'kitscreen.map': '一张图',
  'kitscreen.estates': '小区',
  'kitscreen.plants': '设施',
  'kitscreen.vehicles': '车辆',
  'kitscreen.fuel': '升',
};
const resources = defineModuleResources({
  module: 'kitscreen',
  messages: defineMessages({ 'zh-CN': zh, 'en-US': zh }),
  resources: [],
});

const params = new URLSearchParams(location.hash.split('?')[1] ?? '');
const device = params.get('device');
const calls: Record<string, number> = {};
(window as unknown as { screenCalls: typeof calls }).screenCalls = calls;
/** A source answering `make()`, counting its calls. */
const source =
  <T,>(key: string, make: () => T) =>
  (p: { asOf: string }) => {
    calls[key] = (calls[key] ?? 0) + 1;
    (window as unknown as { lastAsOf: string }).lastAsOf = p.asOf;
    return new Promise<T>((resolve) => setTimeout(() => resolve(make()), 20));
  };

const days = Array.from({ length: 7 }, (_, i) => {
  const d = new Date(Date.now() - (6 - i) * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
});

const estates: ScreenPoint[] = [
  { id: 1, name: '朝晖新村', lng: 120.172, lat: 30.289, value: 92 },
  { id: 2, name: '文晖小区', lng: 120.18, lat: 30.298, value: 85 },
  { id: 3, name: '翠苑一区', lng: 120.128, lat: 30.291, value: null },
  { id: 4, name: '采荷新村', lng: 120.195, lat: 30.262, value: 77 },
  { id: 5, name: '坐标为零小区', lng: 0, lat: 0, value: 60 },
  { id: 6, name: '无坐标小区', lng: null, lat: null, value: 50 },
];
const plants: ScreenPoint[] = [
  { id: 'p1', name: '拱墅区石祥路垃圾转运站', lng: 120.163, lat: 30.322 },
  { id: 'p2', name: '九峰环境能源焚烧厂', lng: 120.073, lat: 30.212 },
  { id: 'p3', name: '天子岭生活垃圾填埋场', lng: 120.171, lat: 30.367 },
];
const vehicles: ScreenPoint[] = [
  { id: 'v1', name: '浙A·K1234', lng: 120.2, lat: 30.25, value: 40 },
  { id: 'v2', name: '浙A·L1371', lng: null, lat: null, deviceId: device, value: null },
];

export const screen = defineScreen({
  title: 'kitscreen.title',
  refreshSeconds: Number(params.get('refresh') ?? 60),
  panels: [
    {
      key: 'totals',
      title: 'kitscreen.totals',
      kind: 'stats',
      side: 'top',
      source: source(
        'totals',
        (): ScreenStat[] => [
          { label: 'kitscreen.tonnage', value: 182.45, unit: 'kitscreen.t' },
          { label: 'kitscreen.trips', value: 23 },
          { label: 'kitscreen.rate', value: 86.2, unit: '%' },
          { label: 'kitscreen.unknown', value: null },
        ],
      ),
    },
    { key: 'trend', title: 'kitscreen.trend', kind: 'series', side: 'left', source: source('trend', () => ({ categories: days, series: [{ name: '吨', type: 'line', data: [170, 182, 175, null, 168, 177, 181] }] })) },
    { key: 'types', title: 'kitscreen.types', kind: 'pie', side: 'left', source: source('types', () => [{ name: '其他垃圾', value: 120 }, { name: '厨余垃圾', value: 48 }, { name: '可回收物', value: 13 }, { name: '有害垃圾', value: 0.4 }]) },
    {
      key: 'ranking',
      title: 'kitscreen.ranking',
      kind: 'table',
      side: 'right',
      weight: 1.4,
      columns: [{ key: 'name', title: 'kitscreen.estate' }, { key: 'value', title: 'kitscreen.score', width: 90 }],
      source: source('ranking', () => estates),
    },
    // Six figures, one of them wide, in a side panel: they must not run into each other.
    {
      key: 'counts',
      title: 'kitscreen.counts',
      kind: 'stats',
      side: 'right',
      source: source('counts', (): ScreenStat[] => [
        { label: 'kitscreen.estates', value: 24 },
        { label: 'kitscreen.households', value: '24,350' },
        { label: 'kitscreen.plants', value: 22 },
        { label: 'kitscreen.vehicles', value: 7 },
        { label: 'kitscreen.loads', value: 12 },
        { label: 'kitscreen.weighed', value: 1182.45, unit: 'kitscreen.t' },
      ]),
    },
    { key: 'alerts', title: 'kitscreen.alerts', kind: 'series', side: 'right', horizontal: true, source: source('alerts', () => ({ categories: ['朝晖新村', '文晖小区', '采荷新村'], series: [{ name: '次', type: 'bar', data: [3, 1, 2] }] })) },
  ],
  map: {
    title: 'kitscreen.map',
    layers: [
      { key: 'estates', title: 'kitscreen.estates', color: '#36e2a0', source: source('estates', () => estates) },
      { key: 'plants', title: 'kitscreen.plants', color: '#ffc53d', source: source('plants', () => ({ records: plants })) },
      { key: 'vehicles', title: 'kitscreen.vehicles', color: '#2fd4ff', source: source('vehicles', () => vehicles), live: { metric: 'fuel', unit: 'kitscreen.fuel' } },
    ],
  },
});

createRoot(document.getElementById('root')!).render(<ModuleApp module={resources} routes={[{ path: '/screen', element: <WallScreen screen={screen} /> }]} />);
