/**
 * 指挥一张图: today's work orders by state with overdue counted apart (map/today), and on the kit's
 * offline map the layers — orders at their origin (red when overdue), vehicles and badge-wearing crews
 * at their latest position (grey when offline), compression boxes and facilities (when 收运调度 is
 * served) and today's alarms — each layer switched on and off. Clicking an object opens its card: a
 * vehicle's or crew's last hour of track drawn on the map, its cameras, and a chat with its crew (the
 * chat module's room page `link=<kind>:<id>` in a shell tab); an order's card opens its handling drawer.
 * Reloaded every 30 s; times are the server's clock (`now` of the answer).
 */
import { Button, Card, Checkbox, Col, Empty, Row as AntRow, Space, Statistic, Tag } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useModuleContext } from '../../../kit/bridge';
import { MapView, type LngLat, type MapPoint } from '../../../kit/map';
import { useKit, useScreenCalls } from '../../../kit/ui';
import { ORDER_STATES } from '../rules/options';
import { CALLS, chatRoom, TRACK } from './calls';
import { OrderDrawer } from './Orders';

type At = [number, number] | null;
type Mover = { id: string; code: string; name: string; kind: string; at: At; online: boolean; cameras: { code: string; name: string; streamUrl: string | null }[]; orders: string[] };
type Today = {
  day: string; /** The server's clock when answered (tracks end there). */ now: number; byState: Record<string, number>; overdue: number; total: number;
  orders: { id: number; orderNo: string; title: string; state: string; overdueMinutes: number | null; at: At }[];
  vehicles: Mover[]; crews: Mover[];
  boxes: { id: number; code: string; fillLevel: number | null; fillState: string | null; at: At; facility: string | null }[];
  facilities: { id: number; name: string; at: At }[];
  alarms: { id: number; alarmNo: string; type: string; level: string; objectName: string; place: string | null; state: string; at: At }[];
};
type Layer = 'orders' | 'vehicles' | 'crews' | 'boxes' | 'facilities' | 'alarms';
const LAYERS: Layer[] = ['orders', 'vehicles', 'crews', 'boxes', 'facilities', 'alarms'];
const COLOURS: Record<Layer, string> = { orders: '#1677ff', vehicles: '#52c41a', crews: '#13c2c2', boxes: '#fa8c16', facilities: '#722ed1', alarms: '#f5222d' };
const HOUR = 3_600_000;
const REFRESH = 30_000;

export function CommandMap() {
  const { t } = useKit();
  const { call } = useScreenCalls();
  const { connection } = useModuleContext();
  const [data, setData] = useState<Today | null>(null);
  const [layers, setLayers] = useState<Layer[]>(LAYERS);
  const [picked, setPicked] = useState<{ layer: Layer; id: string } | null>(null);
  const [track, setTrack] = useState<LngLat[]>([]);
  const [order, setOrder] = useState<number | null>(null);
  const load = useCallback(() => void call<Today>(CALLS.map, {}, 'silent').then(setData, () => undefined), [call]);
  useEffect(() => {
    load();
    const timer = setInterval(load, REFRESH);
    return () => clearInterval(timer);
  }, [load]);

  const points = useMemo(() => {
    if (!data) return [] as MapPoint[];
    const on = (l: Layer) => layers.includes(l);
    const pts: MapPoint[] = [];
    const add = (layer: Layer, id: string | number, at: At, popup: string, color = COLOURS[layer]) => at && pts.push({ id: `${layer}:${id}`, at, popup, color });
    if (on('orders')) for (const o of data.orders) add('orders', o.id, o.at, `${o.orderNo} ${o.title}`, o.overdueMinutes ? '#cf1322' : COLOURS.orders);
    if (on('vehicles')) for (const v of data.vehicles) add('vehicles', v.code, v.at, v.name, v.online ? COLOURS.vehicles : '#8c8c8c');
    if (on('crews')) for (const c of data.crews) add('crews', c.code, c.at, `${c.code} ${c.name}`, c.online ? COLOURS.crews : '#8c8c8c');
    if (on('boxes')) for (const b of data.boxes) add('boxes', b.id, b.at, `${b.code} ${b.facility ?? ''}`);
    if (on('facilities')) for (const f of data.facilities) add('facilities', f.id, f.at, f.name);
    if (on('alarms')) for (const a of data.alarms) add('alarms', a.id, a.at, `${t(`ddzh.enum.alarmType.${a.type}`)} ${a.objectName}`);
    return pts;
  }, [data, layers, t]);

  const pick = async (p: MapPoint) => {
    const [layer, ...rest] = String(p.id).split(':');
    const id = rest.join(':');
    setPicked({ layer: layer as Layer, id });
    setTrack([]);
    const mover = layer === 'vehicles' ? data?.vehicles.find((v) => v.code === id) : layer === 'crews' ? data?.crews.find((c) => c.code === id) : undefined;
    if (mover) {
      const now = data?.now ?? 0;
      const rows = await call<{ lng: number; lat: number }[]>(TRACK, { deviceId: mover.id, from: now - HOUR, to: now }, 'silent').catch(() => []);
      setTrack(rows.map((r) => [r.lng, r.lat] as LngLat));
    }
  };

  const openChat = (kind: string, id: string | number, name: string) =>
    void connection?.host.openTab({ uri: chatRoom(kind, id), title: t('ddzh.map.openChat', { name }) })?.catch?.(() => undefined);

  const card = () => {
    if (!picked || !data) return <Empty description={t('ddzh.map.card')} />;
    if (picked.layer === 'vehicles' || picked.layer === 'crews') {
      const m = (picked.layer === 'vehicles' ? data.vehicles : data.crews).find((x) => x.code === picked.id);
      if (!m) return null;
      return (
        <Space direction="vertical" data-testid="map-card">
          <b>{m.name}</b>
          <span>{m.code} · <Tag color={m.online ? 'green' : 'default'}>{t(m.online ? 'ddzh.map.online' : 'ddzh.map.offline')}</Tag></span>
          {m.orders.length > 0 && <span>{t('ddzh.map.orders')}：{m.orders.join('、')}</span>}
          <span data-testid="map-track">{t('ddzh.workOrder.track')}：{track.length}</span>
          <span>{t('ddzh.map.camera')}：{m.cameras.length ? m.cameras.map((c) => (c.streamUrl ? <a key={c.code} href={c.streamUrl} target="_blank" rel="noreferrer">{c.name}</a> : c.name)) : t('ddzh.map.noCamera')}</span>
          <Button onClick={() => openChat(picked.layer === 'vehicles' ? 'vehicle' : 'crew', m.code, m.name)} data-testid="map-chat">{t('ddzh.workOrder.chat')}</Button>
        </Space>
      );
    }
    if (picked.layer === 'orders') {
      const o = data.orders.find((x) => String(x.id) === picked.id);
      if (!o) return null;
      return (
        <Space direction="vertical" data-testid="map-card">
          <b>{o.orderNo} {o.title}</b>
          <span>{t(`ddzh.enum.orderState.${o.state}`)}{o.overdueMinutes ? ` · ${t('ddzh.map.overdue')} ${o.overdueMinutes} ${t('ddzh.unit.minute')}` : ''}</span>
          <Space>
            <Button type="primary" onClick={() => setOrder(o.id)}>{t('ddzh.workOrder.handle')}</Button>
            <Button onClick={() => openChat('workOrder', o.id, o.orderNo)}>{t('ddzh.workOrder.chat')}</Button>
          </Space>
        </Space>
      );
    }
    const p = points.find((x) => x.id === `${picked.layer}:${picked.id}`);
    return <Space direction="vertical" data-testid="map-card"><b>{t(`ddzh.map.${picked.layer}`)}</b><span>{p?.popup}</span></Space>;
  };

  return (
    <div data-testid="command-map" style={{ padding: 16 }}>
      <AntRow gutter={[12, 12]}>
        <Col span={24}>
          <Card size="small" title={`${t('ddzh.map.orders')} ${data?.day ?? ''}`} extra={<span title={t('ddzh.map.statesHelp')}>ⓘ</span>}>
            <Space size={32} wrap data-testid="map-states">
              {ORDER_STATES.map((s) => <Statistic key={s} title={t(`ddzh.enum.orderState.${s}`)} value={data ? data.byState[s] ?? 0 : '--'} />)}
              <Statistic title={t('ddzh.map.overdue')} value={data ? data.overdue : '--'} valueStyle={{ color: '#cf1322' }} />
            </Space>
          </Card>
        </Col>
        <Col xs={24} lg={18}>
          <Space style={{ marginBottom: 8 }} wrap>
            <b>{t('ddzh.map.layers')}</b>
            <Checkbox.Group
              data-testid="map-layers"
              value={layers}
              onChange={(v) => setLayers(v as Layer[])}
              options={LAYERS.map((l) => ({ value: l, label: <span style={{ color: COLOURS[l] }} data-layer={l}>{t(`ddzh.map.${l}`)} {data ? data[l].length : '--'}</span> }))}
            />
            <span data-testid="map-drawn" hidden>{points.length}</span>
          </Space>
          {/* The shipped base map names Hangzhou's districts in Chinese: data, marked as such. */}
          <div lang="zh-CN">
            <MapView title={t('ddzh.map.title')} height={600} points={points} fit clusterPx={0} lines={track.length > 1 ? [{ id: 'track', path: track, color: '#1677ff' }] : []} onPointClick={(p) => void pick(p)} />
          </div>
        </Col>
        <Col xs={24} lg={6}>
          <Card size="small" title={t('ddzh.map.card')}>{card()}</Card>
        </Col>
      </AntRow>
      <OrderDrawer id={order} onClose={() => setOrder(null)} onChanged={load} />
    </div>
  );
}
