/**
 * 公厕地图 (GIS): the counts and every toilet on the kit's offline map (gis/getListAndStatistics),
 * coloured by state — alarming red, online green, offline grey — and kept live by the device stream
 * (useDeviceLive: a toilet's device reporting makes it online with its new readings, an alarm it
 * raises makes it alarming). A search by name or code and the list beside the map; picking a toilet
 * (list or point) opens its side panel (ToiletPanel). The states are read again every minute
 * (gis/getList): going offline is a silence no event announces. Popups are text (the kit never sets HTML).
 */
import { Input, List, Tag } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { callWith } from '../../../kit/client';
import { useDeviceLive } from '../../../kit/live';
import { MapView, type MapPoint } from '../../../kit/map';
import { formatDate, parseCall } from '../../../kit/resource';
import { useKit } from '../../../kit/ui';
import { OPS } from '../resources/ops/paths';
import { ToiletPanel, type Readings } from './ToiletPanel';

type Toilet = Readings & { toiletId: number; deviceCode: string; lng: number | null; lat: number | null; visitorsToday: number };
type Statistics = { total: number; online: number; offline: number; alarming: number; visitorsToday: number };

/** The states are read again this often (gis/getList). */
const REFRESH_MS = 60_000;

const COLOR = { alarming: '#f5222d', online: '#52c41a', offline: '#8c8c8c' } as const;

export function ToiletMap() {
  const kit = useKit();
  const { t } = kit;
  const [name, setName] = useState('');
  const [stats, setStats] = useState<Statistics | null>(null);
  const [list, setList] = useState<Toilet[]>([]);
  const [picked, setPicked] = useState<number | null>(null);
  const [loads, setLoads] = useState(0);
  const live = useDeviceLive({ onReset: () => setLoads((n) => n + 1) });

  useEffect(() => {
    let on = true;
    void callWith<{ statistics: Statistics; list: Toilet[] }>(kit.request, parseCall(OPS.gis.listAndStatistics), { name }).then((r) => {
      if (!on) return;
      setStats(r.statistics);
      setList(r.list);
    });
    return () => {
      on = false;
    };
  }, [kit.request, name, loads]);

  // Every minute the states again (gis/getList, no readings): a toilet falls offline by silence, which no event tells.
  useEffect(() => {
    const timer = window.setInterval(() => {
      void callWith<Pick<Toilet, 'toiletId' | 'online' | 'alarming'>[]>(kit.request, parseCall(OPS.gis.list), { name }, 'silent').then((rows) => {
        const now = new Map(rows.map((r) => [r.toiletId, r]));
        setList((all) => all.map((x) => ({ ...x, online: now.get(x.toiletId)?.online ?? x.online, alarming: now.get(x.toiletId)?.alarming ?? x.alarming })));
      });
    }, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [kit.request, name]);

  /** A toilet's state and readings: the newest live event of its device over what the list said. */
  const byCode = useMemo(() => new Map(Object.values(live.devices).map((d) => [d.code, d])), [live.devices]);
  const alarmingCodes = useMemo(() => {
    const ids = new Set(live.alarms.filter((a) => a.t >= Date.now() - 30 * 60_000).map((a) => a.deviceId));
    return new Set(Object.values(live.devices).filter((d) => ids.has(d.deviceId)).map((d) => d.code));
  }, [live.alarms, live.devices]);
  const liveOf = useCallback(
    (x: Toilet): Partial<Readings> | null => {
      const d = x.deviceCode ? byCode.get(x.deviceCode) : undefined;
      if (!d) return null;
      return {
        // Heard within 15 minutes (the server's rule for toilets), else what the last list said.
        online: Date.now() - d.t < 15 * 60_000 || x.online,
        alarming: x.alarming || alarmingCodes.has(x.deviceCode),
        nh3: d.values.nh3 ?? x.nh3,
        visitors: d.values.visitors ?? x.visitors,
        water: d.values.water ?? x.water,
        readAt: formatDate(new Date(d.t), true),
      };
    },
    [byCode, alarmingCodes],
  );
  const stateOf = (x: Toilet) => {
    const now = { ...x, ...liveOf(x) };
    return now.alarming ? 'alarming' : now.online ? 'online' : 'offline';
  };

  const points: MapPoint[] = list.flatMap((x) =>
    x.lng !== null && x.lat !== null ? [{ id: x.toiletId, at: [x.lng, x.lat], color: x.toiletId === picked ? '#1677ff' : COLOR[stateOf(x)], popup: t('gcgl.ops.gis.popup', { name: x.name, state: t(`gcgl.ops.gis.${stateOf(x)}`) }) }] : [],
  );
  const current = list.find((x) => x.toiletId === picked);
  const center = current && current.lng !== null && current.lat !== null ? ([current.lng, current.lat] as [number, number]) : undefined;

  return (
    <div data-testid="gcgl-map" style={{ display: 'flex', gap: 12, padding: 16 }}>
      <div style={{ width: 240, flex: 'none' }}>
        {stats ? (
          <div data-testid="gcgl-map-summary" style={{ marginBottom: 8 }}>
            {t('gcgl.ops.gis.summary', { ...stats })}
          </div>
        ) : null}
        <Input.Search allowClear aria-label={t('gcgl.ops.gis.search')} placeholder={t('gcgl.ops.gis.search')} onSearch={(v) => setName(v.trim())} style={{ marginBottom: 8 }} />
        <List
          size="small"
          dataSource={list}
          renderItem={(x) => (
            <List.Item data-testid={`gcgl-toilet-${x.code}`} style={{ cursor: 'pointer', background: x.toiletId === picked ? '#e6f4ff' : undefined }} onClick={() => setPicked(x.toiletId)}>
              {/* A toilet's name is data, written in Chinese whatever the page's language. */}
              <span lang="zh-CN">{x.name}</span>
              <Tag color={stateOf(x) === 'alarming' ? 'red' : stateOf(x) === 'online' ? 'green' : 'default'}>{t(`gcgl.ops.gis.${stateOf(x)}`)}</Tag>
            </List.Item>
          )}
        />
      </div>
      <div style={{ flex: 1, minWidth: 0 }} lang="zh-CN">
        <MapView key={picked ?? 'all'} title={t('gcgl.ops.menu.gis')} height={600} center={center} zoom={center ? 15 : undefined} points={points} clusterPx={0} onPointClick={(p) => setPicked(Number(p.id))} />
      </div>
      <div style={{ width: 380, flex: 'none' }}>{current ? <ToiletPanel toiletId={current.toiletId} live={liveOf(current)} /> : <div style={{ color: '#8c8c8c' }}>{t('gcgl.ops.gis.pick')}</div>}</div>
    </div>
  );
}
