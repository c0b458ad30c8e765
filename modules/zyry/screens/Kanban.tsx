/**
 * 作业看板 (kanban/getStatistics): the figures of the day, each with its definition under it ("--"
 * when unknown, never 0), and the badges' last positions on the map with the areas of those on shift
 * (on post green, outside orange, off shift blue, badge offline grey).
 */
import { Card, Col, Row, Statistic, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { callWith } from '../../../kit/client';
import { MapView, type LngLat, type MapPoint, type MapPolygon } from '../../../kit/map';
import { parseCall } from '../../../kit/resource';
import { useKit } from '../../../kit/ui';
import { CALLS } from '../resources/paths';

type Figure = { key: string; label: string; value: number | null; unit: string; help: string };
type Position = { name: string; code: string; lng: number; lat: number; at: string; state: 'onPost' | 'outside' | 'offShift' | 'offline'; fence: LngLat[] };
type Answer = { date: string; asOf: string; figures: Figure[]; positions: Position[] };

const COLOR: Record<Position['state'], string> = { onPost: '#52c41a', outside: '#fa8c16', offShift: '#1677ff', offline: '#8c8c8c' };
const STATE_LABEL: Record<Position['state'], string> = { onPost: 'zyry.fig.onPost', outside: 'zyry.fig.offPostNow', offShift: 'zyry.kanban.offShift', offline: 'zyry.fig.offline' };

export function Kanban() {
  const kit = useKit();
  const [data, setData] = useState<Answer | null>(null);
  useEffect(() => {
    let live = true;
    void callWith<Answer>(kit.request, parseCall(CALLS.kanban), {}).then((d) => live && setData(d));
    return () => {
      live = false;
    };
  }, [kit.request]);
  const points: MapPoint[] = (data?.positions ?? []).map((p) => ({ id: p.code, at: [p.lng, p.lat], color: COLOR[p.state], popup: `${p.name} ${p.code} ${p.at} ${kit.t(STATE_LABEL[p.state])}` }));
  const polygons: MapPolygon[] = (data?.positions ?? []).filter((p) => p.fence.length > 2).map((p) => ({ id: p.code, ring: p.fence, color: COLOR[p.state], popup: p.name }));
  return (
    <div data-testid="zyry-kanban" style={{ padding: 16 }}>
      <h2 style={{ marginTop: 0 }}>{kit.t('zyry.kanban.title')}</h2>
      {data && <Typography.Paragraph type="secondary">{kit.t('zyry.kanban.asOf', { time: data.asOf, date: data.date })}</Typography.Paragraph>}
      <Row gutter={[12, 12]}>
        {(data?.figures ?? []).map((f) => (
          <Col key={f.key} xs={12} md={8} xl={6}>
            <Card size="small" data-testid={`fig-${f.key}`} style={{ height: '100%' }}>
              <Statistic title={kit.t(f.label)} value={f.value ?? '--'} suffix={f.value === null ? undefined : kit.t(f.unit)} />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>{kit.t(f.help)}</Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
      <Card size="small" title={kit.t('zyry.kanban.map')} style={{ marginTop: 12 }}
        extra={(Object.keys(COLOR) as Position['state'][]).map((s) => <Tag key={s} color={COLOR[s]}>{kit.t(STATE_LABEL[s])}</Tag>)}>
        {data && <MapView points={points} polygons={polygons} fit clusterPx={0} height={460} title={kit.t('zyry.kanban.map')} />}
      </Card>
    </div>
  );
}
