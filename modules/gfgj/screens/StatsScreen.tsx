/**
 * 户用回收统计大屏 (dataStatistics/*): today's live figures, a year's recycled tonnes, the heat map of
 * where households recycle and the stations and disposal sites on the offline map, what each site
 * took and the flows from stations to sites. Map popups are plain text and chart tooltips go through
 * the kit's escaping (safeTooltip); each panel's help is its figure's definition (README.md).
 */
import { useEffect, useState } from 'react';
import { ScreenBoard, PointMap, type GeoItem, type PanelDef } from '../../../kit/charts';
import { callWith } from '../../../kit/client';
import { parseCall } from '../../../kit/resource';
import { MapView } from '../../../kit/map';
import { useKit } from '../../../kit/ui';

const CALLS = {
  realtime: '/cloud/gfgj/dataStatistics/getRealtimeData',
  recycle: '/cloud/gfgj/dataStatistics/getRecycleData',
  disposal: '/cloud/gfgj/dataStatistics/getDisposalData',
  heat: '/cloud/gfgj/dataStatistics/getHeatMapData',
  flow: '/cloud/gfgj/dataStatistics/flowCharts',
  stations: '/cloud/gfgj/dataStatistics/getStationPointList',
  sites: '/cloud/gfgj/dataStatistics/getDisposalSiteList',
} as const;

type Place = { stationName?: string; siteName?: string; location?: { lng: number; lat: number } | null };
type Heat = { lng: number; lat: number; kg: number; weight: number };

const placed = (rows: unknown, category: string, name: 'stationName' | 'siteName'): GeoItem[] =>
  (Array.isArray(rows) ? (rows as Place[]) : []).filter((p) => p.location && Number.isFinite(p.location.lng)).map((p) => ({ name: String(p[name] ?? ''), lng: p.location!.lng, lat: p.location!.lat, category }));

function HeatMap(props: { data: unknown }) {
  const { t } = useKit();
  const cells = Array.isArray(props.data) ? (props.data as Heat[]) : [];
  // The heaviest places are also points, each naming its weight in its popup (plain text).
  const top = [...cells].sort((a, b) => b.kg - a.kg).slice(0, 20);
  return (
    <MapView height={360} fit title={t('gfgj.stats.heat')} heat={cells.map((c) => ({ at: [c.lng, c.lat], weight: c.weight }))}
      points={top.map((c, i) => ({ id: i, at: [c.lng, c.lat] as [number, number], popup: t('gfgj.stats.heatPoint', { kg: c.kg }) }))} />
  );
}

export function StatsScreen() {
  const { t } = useKit();
  const panels: PanelDef[] = [
    { key: 'realtime', title: 'gfgj.stats.realtime', call: CALLS.realtime, kind: 'stats', span: 24 },
    { key: 'heat', title: 'gfgj.stats.heat', call: CALLS.heat, kind: 'geo', span: 12, height: 360, render: (d) => <HeatMap data={d} /> },
    { key: 'stations', title: 'gfgj.stats.places', call: CALLS.stations, kind: 'geo', span: 12, height: 360, render: (d) => <PlacesMap stations={d} /> },
    { key: 'recycle', title: 'gfgj.stats.recycle', call: CALLS.recycle, kind: 'series', span: 12 },
    { key: 'disposal', title: 'gfgj.stats.disposal', call: CALLS.disposal, kind: 'pie', span: 12 },
    { key: 'flow', title: 'gfgj.stats.flow', call: CALLS.flow, kind: 'series', span: 24 },
  ];
  return <ScreenBoard title={t('gfgj.stats.title')} panels={panels} />;
}

/** The stations (from the panel's call) and the disposal sites (their own call) on one map. */
function PlacesMap(props: { stations: unknown }) {
  const { t, request } = useKit();
  const [sites, setSites] = useState<unknown>([]);
  useEffect(() => {
    callWith(request, parseCall(CALLS.sites), {}, 'silent').then(setSites, () => setSites([]));
  }, [request]);
  return <PointMap height={360} title={t('gfgj.stats.places')} data={[...placed(props.stations, t('gfgj.stats.station'), 'stationName'), ...placed(sites, t('gfgj.stats.site'), 'siteName')]} />;
}
