/**
 * The side panel of the toilet map: the picked toilet's latest readings (gis/getRealTimeData, then
 * live from the device stream its parent hands in), its indices (gis/getIndexData), today's visitors
 * per hour (gis/getLineChart) and its cameras (gis/getBindVideoList) → play (gis/startVideoInfo: the
 * live stream when the camera has one, else its newest recording from the video store).
 */
import { Button, Card, Empty, Space, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { SeriesChart, StatCards, type SeriesData, type StatItem } from '../../../kit/charts';
import { callWith } from '../../../kit/client';
import { parseCall } from '../../../kit/resource';
import { useKit } from '../../../kit/ui';
import { clipSource, VideoPlayer, type VideoClip, type VideoSource } from '../../../kit/video';
import { OPS } from '../resources/ops/paths';

/** A toilet's readings as the panel shows them. */
export type Readings = { name: string; code: string; online: boolean; alarming: boolean; readAt: string | null; nh3: number | null; visitors: number | null; water: number | null };
type Camera = { cameraId: string; code: string; name: string; online: boolean; hasLive: boolean };
type VideoInfo = { code: string; name: string; live: { url: string } | null; clips: { call: string; params: Record<string, unknown> } };

export function ToiletPanel(props: { toiletId: number; live: Partial<Readings> | null }) {
  const kit = useKit();
  const { t } = kit;
  const call = useCallback(<T,>(path: string, data: Record<string, unknown> = {}) => callWith<T>(kit.request, parseCall(path), data), [kit.request]);
  const [readings, setReadings] = useState<Readings | null>(null);
  const [index, setIndex] = useState<(StatItem & { key: string })[]>([]);
  const [chart, setChart] = useState<SeriesData | null>(null);
  const [cameras, setCameras] = useState<Camera[]>([]);
  const [playing, setPlaying] = useState<{ source: VideoSource | null; title: string } | null>(null);

  useEffect(() => {
    let on = true;
    const toiletId = props.toiletId;
    setPlaying(null);
    void Promise.all([call<Readings>(OPS.gis.realTime, { toiletId }), call<(StatItem & { key: string })[]>(OPS.gis.indexData, { toiletId }), call<SeriesData>(OPS.gis.lineChart, { toiletId }), call<Camera[]>(OPS.gis.videos, { toiletId })]).then(([r, i, c, v]) => {
      if (!on) return;
      setReadings(r);
      setIndex(i);
      setChart(c);
      setCameras(v);
    });
    return () => {
      on = false;
    };
  }, [call, props.toiletId]);

  const play = async (camera: Camera) => {
    const info = await call<VideoInfo>(OPS.gis.startVideo, { toiletId: props.toiletId, cameraId: camera.cameraId });
    if (info.live) return setPlaying({ source: info.live, title: `${info.code} ${t('gcgl.ops.gis.live')}` });
    const clips = await kit.request.load<VideoClip[]>({ url: info.clips.call, method: 'GET', data: info.clips.params });
    const newest = [...clips].sort((a, b) => b.startedAt - a.startedAt)[0];
    setPlaying(newest ? { source: clipSource(kit, newest), title: `${info.code} ${info.name}` } : { source: null, title: t('gcgl.ops.gis.noClip') });
  };

  if (!readings) return null;
  const now = { ...readings, ...props.live };
  const state = now.alarming ? 'alarming' : now.online ? 'online' : 'offline';
  const value = (v: number | null | undefined, unit: string) => (v === null || v === undefined ? '-' : `${v} ${unit}`);
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="gcgl-toilet-panel">
      <Card size="small" title={<span data-testid="gcgl-toilet-title">{now.name}</span>} extra={<Tag color={state === 'alarming' ? 'red' : state === 'online' ? 'green' : 'default'}>{t(`gcgl.ops.gis.${state}`)}</Tag>}>
        <div data-testid="gcgl-readings">
          {t('gcgl.ops.enum.metric.nh3')} {value(now.nh3, 'ppm')} · {t('gcgl.ops.enum.metric.visitors')} {value(now.visitors, t('gcgl.ops.unit.person'))} · {t('gcgl.ops.enum.metric.water')} {value(now.water, '%')}
        </div>
        <div style={{ color: '#8c8c8c' }}>{now.readAt ? t('gcgl.ops.gis.readAt', { time: now.readAt }) : t('gcgl.ops.gis.never')}</div>
      </Card>
      <Card size="small">
        <StatCards data={index} testId="gcgl-index" />
      </Card>
      <Card size="small" title={t('gcgl.ops.gis.hourly')}>
        {chart ? <SeriesChart data={chart} height={220} testId="gcgl-hourly" title={t('gcgl.ops.gis.hourly')} /> : null}
      </Card>
      <Card size="small" title={t('gcgl.ops.gis.cameras')} data-testid="gcgl-cameras">
        {cameras.length ? (
          <Space wrap>
            {cameras.map((c) => (
              <Button key={c.cameraId} size="small" data-camera={c.code} onClick={() => void play(c)}>
                {t('gcgl.ops.gis.play')} {c.code} {c.name}
              </Button>
            ))}
          </Space>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('gcgl.ops.gis.noCamera')} />
        )}
        {playing ? (
          <div data-testid="gcgl-player" style={{ marginTop: 8 }}>
            <VideoPlayer source={playing.source} title={playing.title} locale={kit.locale} />
          </div>
        ) : null}
      </Card>
    </Space>
  );
}
