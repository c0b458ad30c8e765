/**
 * 道路轨迹: one line's day on the map (stat/roadTrack) — each road of the line cut into covered (green)
 * and uncovered (red) runs by kit/road's rule, and the vehicle's track in the shift (blue). Days whose
 * track is no longer in the device store show the roads coloured by their archived completion.
 */
import { Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { callWith } from '../../../kit/client';
import type { LngLat } from '../../../kit/geo';
import { MapView, type MapLine } from '../../../kit/map';
import { callsOf, parseCall } from '../../../kit/resource';
import { useKit } from '../../../kit/ui';
import { DateInput } from '../../../kit/ui/DateInput';
import { line } from '../resources/line';
import { STAT } from '../resources/paths';

type Answer = {
  lineId: number;
  lineName: string;
  date: string;
  from: number | null;
  to: number | null;
  state: string | null;
  source: string | null;
  completion: number | null;
  roads: { code: string; name: string; path: LngLat[]; completion: number | null; runs: { covered: boolean; path: LngLat[] }[] | null }[];
  track: { t: number; lng: number; lat: number }[] | null;
};

const GREEN = '#389e0d';
const RED = '#cf1322';
const BLUE = '#1677ff';
/** China date of now (the server's work dates are China dates). */
const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
const hhmm = (t: number) => new Date(t + 8 * 3600_000).toISOString().slice(11, 16);

/** The screen of the menu entry 道路轨迹. */
export function RoadTrack() {
  const kit = useKit();
  const [lines, setLines] = useState<{ value: number; label: string }[]>([]);
  const [lineId, setLineId] = useState<number | undefined>();
  const [date, setDate] = useState(today());
  const [data, setData] = useState<Answer | null>(null);
  useEffect(() => {
    let live = true;
    callWith<{ records: { id: number; lineName: string }[] }>(kit.request, callsOf(line).list!, { pageNo: 1, pageSize: 1000 }, 'silent').then(
      (p) => live && setLines(p.records.map((r) => ({ value: Number(r.id), label: r.lineName }))),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [kit.request]);
  useEffect(() => {
    let live = true;
    callWith<Answer>(kit.request, parseCall(STAT.roadTrack), { ...(lineId ? { lineId } : {}), date }).then(
      (a) => {
        if (!live) return;
        setData(a);
        setLineId((l) => l ?? a.lineId);
      },
      () => live && setData(null),
    );
    return () => {
      live = false;
    };
  }, [kit.request, lineId, date]);
  const mapLines: MapLine[] = [];
  for (const r of data?.roads ?? []) {
    const pct = r.completion === null ? '--' : `${String(r.completion)}%`;
    if (r.runs)
      r.runs.forEach((run, i) =>
        mapLines.push({ id: `${r.code}-${String(i)}`, path: run.path, color: run.covered ? GREEN : RED, weight: 6, popup: `${r.name} ${kit.t(run.covered ? 'dlbj.track.covered' : 'dlbj.track.uncovered')}（${pct}）` }),
      );
    else mapLines.push({ id: r.code, path: r.path, color: r.completion === null ? '#8c8c8c' : r.completion >= 90 ? GREEN : RED, weight: 6, popup: `${r.name}（${pct}）` });
  }
  if (data?.track && data.track.length > 1) mapLines.push({ id: 'track', path: data.track.map((p) => [p.lng, p.lat] as LngLat), color: BLUE, weight: 2, popup: kit.t('dlbj.track.vehicleTrack') });
  const shift = data?.from != null && data.to != null ? `${hhmm(data.from)}–${hhmm(data.to)}` : '';
  return (
    <div data-testid="dlbj-track" style={{ padding: 16 }}>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select aria-label={kit.t('dlbj.track.line')} style={{ width: 220 }} value={lineId} onChange={setLineId} options={lines} />
        <DateInput aria-label={kit.t('dlbj.track.date')} value={date} onChange={(v) => v && setDate(String(v))} />
        {data && data.state && (
          <span data-testid="dlbj-track-summary">
            {kit.t('dlbj.track.summary', { date: data.date, shift, pct: data.completion === null ? '--' : `${String(data.completion)}%`, state: kit.t(`dlbj.enum.jobState.${data.state}`) })}
          </span>
        )}
        {data?.track && <span data-testid="dlbj-track-points">{kit.t('dlbj.track.points', { n: data.track.length })}</span>}
      </Space>
      {data && !data.state && <div style={{ marginBottom: 8 }}>{kit.t('dlbj.track.noData')}</div>}
      {data?.source === 'archive' && <div style={{ marginBottom: 8 }}>{kit.t('dlbj.track.archived')}</div>}
      <Space style={{ marginBottom: 8 }}>
        <span style={{ color: GREEN }}>━ {kit.t('dlbj.track.covered')}</span>
        <span style={{ color: RED }}>━ {kit.t('dlbj.track.uncovered')}</span>
        <span style={{ color: BLUE }}>─ {kit.t('dlbj.track.vehicleTrack')}</span>
      </Space>
      <MapView title={kit.t('dlbj.menu.track')} lines={mapLines} height={520} />
    </div>
  );
}
