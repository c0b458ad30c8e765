/**
 * Track playback (loaded lazily through `TrackView` in index.ts): the whole track drawn decimated,
 * stops and speeding marked, a moving position with play, pause, speed and a time slider, and the
 * figures (distance, duration, stops, speeding) computed from every point.
 */
import { Button, Select, Slider, Space, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { kitMessages, translator, type Locale } from '../i18n';
import type { LngLat } from '../geo';
import OfflineMap from './OfflineMap';
import { decimate, indexAt, trackStats, type TrackPoint } from './track';

export type TrackPlayerProps = {
  /** Every position in time order (as `readings/track` answers). */
  points: TrackPoint[];
  /** km/h above which a stretch is marked as speeding (default 60). */
  speedLimit?: number;
  height?: number | string;
  locale?: Locale;
  title?: string;
};

const SPEEDS = [1, 4, 16, 64];
/** Track time per real second at 1×: one minute. */
const BASE_RATE = 60;

const clock = (ms: number) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 3600)}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};

export default function TrackPlayer(props: TrackPlayerProps) {
  const t = useMemo(() => translator(props.locale ?? 'zh-CN', kitMessages), [props.locale]);
  const { points } = props;
  const start = points[0]?.t ?? 0;
  const end = points[points.length - 1]?.t ?? 0;
  const [at, setAt] = useState(start);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(16);
  const stats = useMemo(() => trackStats(points, { speedLimit: props.speedLimit }), [points, props.speedLimit]);
  const layers = useMemo(() => {
    const path: LngLat[] = points.map((p) => [p.lng, p.lat]);
    const lines = [{ id: 'track', path: decimate(path, 0.00003), color: '#1677ff', weight: 4 }];
    stats.speeding.forEach((s, i) => {
      const part = points.slice(indexAt(points, s.from), indexAt(points, s.to) + 1).map((p) => [p.lng, p.lat] as LngLat);
      lines.push({ id: `fast${i}`, path: decimate(part, 0.00003), color: '#f5222d', weight: 6 });
    });
    const stops = stats.stops.map((s, i) => ({ id: `stop${i}`, center: s.at, radius: 40, color: '#fa8c16', popup: `${clock(s.to - s.from)}` }));
    return { lines, circles: stops };
  }, [points, stats]);
  useEffect(() => setAt(start), [start]);
  const last = useRef(0);
  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    last.current = performance.now();
    const step = (now: number) => {
      const dt = now - last.current;
      last.current = now;
      setAt((a) => {
        const next = Math.min(end, a + dt * BASE_RATE * speed);
        if (next >= end) setPlaying(false);
        return next;
      });
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [playing, speed, end]);
  const current = points.length ? points[indexAt(points, at)]! : null;
  const position = useMemo(() => (current ? [{ id: 'now', at: [current.lng, current.lat] as LngLat, color: '#52c41a' }] : []), [current]);
  if (!points.length) return <Typography.Text type="secondary">{t('kit.track.empty')}</Typography.Text>;
  return (
    <div className="uo-track" data-at={Math.round(at)}>
      <OfflineMap {...layers} points={position} clusterPx={0} height={props.height ?? 480} title={props.title} center={[points[0]!.lng, points[0]!.lat]} zoom={13} />
      <Space wrap style={{ marginTop: 8, width: '100%' }}>
        <Button type="primary" onClick={() => (at >= end ? (setAt(start), setPlaying(true)) : setPlaying(!playing))}>
          {playing ? t('kit.track.pause') : t('kit.track.play')}
        </Button>
        <Select aria-label={t('kit.track.speed')} value={speed} onChange={setSpeed} options={SPEEDS.map((s) => ({ value: s, label: `${s}×` }))} style={{ width: 80 }} />
        <Typography.Text data-testid="track-clock">{clock(at - start)}</Typography.Text>
        <Typography.Text type="secondary" data-testid="track-figures">
          {t('kit.track.figures', { km: (stats.distanceMetres / 1000).toFixed(2), duration: clock(stats.durationMs), stops: stats.stops.length, speeding: stats.speeding.length })}
        </Typography.Text>
      </Space>
      <Slider aria-label={t('kit.track.time')} min={start} max={end} value={at} onChange={(v) => setAt(v)} tooltip={{ formatter: (v) => clock((v ?? start) - start) }} />
    </div>
  );
}
