/**
 * 实时监控: the fleet by department on the left (online/loadDeptCarTree, counts from loadCarTreeHead; a
 * plate search through common/getCarCodeList and online/loadCarByCarCode), the kit's offline map with
 * every car's position — first from online/loadRealtimeCarInfo, then moving with the device store's live
 * events (useDeviceLive). Picking a car centres the map on it and shows its realtime figures, its
 * address (gpsPosition/getAddress) and its last hour's trail (gpsPosition/historyPosition).
 */
import { AutoComplete, Space, Tree } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { callWith } from '../../../kit/client';
import { useDeviceLive } from '../../../kit/live';
import { MapView, type LngLat, type MapPoint } from '../../../kit/map';
import { parseCall } from '../../../kit/resource';
import { useKit } from '../../../kit/ui';
import { ASSET, GPS, ONLINE } from '../resources/paths';

type CarNode = { key: string; title: string; type: 'dept' | 'car'; total?: number; online?: boolean | number; carId?: number; plateNo?: string; deviceCode?: string; children?: CarNode[] };
type Realtime = { carId: number; plateNo: string; deviceCode: string; online: boolean; time: string | null; lng: number | null; lat: number | null; speed: number | null; fuel: number | null };
type Head = { total: number; online: number; offline: number };

const HOUR = 3_600_000;
/** loadRealtimeCarInfo answers at most this many cars at a time. */
const BATCH = 200;

const leaves = (nodes: CarNode[]): CarNode[] => nodes.flatMap((n) => (n.type === 'car' ? [n] : leaves(n.children ?? [])));

/** The screen of the menu entry 实时监控. */
export function RealtimeMonitor() {
  const kit = useKit();
  const call = useCallback(<T,>(path: string, data: Record<string, unknown> = {}) => callWith<T>(kit.request, parseCall(path), data), [kit.request]);
  const [head, setHead] = useState<Head | null>(null);
  const [tree, setTree] = useState<CarNode[]>([]);
  const [info, setInfo] = useState<Record<number, Realtime>>({});
  const [picked, setPicked] = useState<{ carId: number; at: LngLat | null } | null>(null);
  const [address, setAddress] = useState('');
  const [trail, setTrail] = useState<LngLat[]>([]);
  const [search, setSearch] = useState<{ value: string; label: string }[]>([]);
  const [loads, setLoads] = useState(0);
  // Too many events missed (a long sleep): load the tree and positions again.
  const live = useDeviceLive({ onReset: () => setLoads((n) => n + 1) });

  useEffect(() => {
    let on = true;
    void Promise.all([call<Head>(ONLINE.head), call<CarNode[]>(ONLINE.tree)]).then(async ([h, t]) => {
      if (!on) return;
      setHead(h);
      setTree(t);
      const ids = leaves(t).map((c) => c.carId!);
      for (let i = 0; i < ids.length && on; i += BATCH) {
        const rows = await call<Realtime[]>(ONLINE.realtime, { carIds: ids.slice(i, i + BATCH).join(',') });
        if (on) setInfo((all) => ({ ...all, ...Object.fromEntries(rows.map((r) => [r.carId, r])) }));
      }
    });
    return () => {
      on = false;
    };
  }, [call, loads]);

  /** Each car's position: the newest live event of its terminal, else what loadRealtimeCarInfo said. */
  const byCode = useMemo(() => new Map(Object.values(live.devices).map((d) => [d.code, d])), [live.devices]);
  const positionOf = useCallback(
    (r: Realtime): { at: LngLat | null; speed: number | null; fuel: number | null; online: boolean } => {
      const d = r.deviceCode ? byCode.get(r.deviceCode) : undefined;
      if (d?.at) return { at: d.at, speed: d.values.speed ?? r.speed, fuel: d.values.fuel ?? r.fuel, online: true };
      return { at: r.lng !== null && r.lat !== null ? [r.lng, r.lat] : null, speed: r.speed, fuel: r.fuel, online: r.online };
    },
    [byCode],
  );
  const points: MapPoint[] = Object.values(info).flatMap((r) => {
    const p = positionOf(r);
    return p.at ? [{ id: r.carId, at: p.at, popup: r.plateNo, color: r.carId === picked?.carId ? '#f5222d' : p.online ? '#52c41a' : '#8c8c8c' }] : [];
  });

  const pick = useCallback(
    async (carId: number) => {
      const [r] = await call<Realtime[]>(ONLINE.realtime, { carIds: String(carId) });
      if (!r) return;
      setInfo((all) => ({ ...all, [carId]: r }));
      const at = positionOf(r).at;
      setPicked({ carId, at });
      setAddress('');
      setTrail([]);
      if (!at) return;
      const now = Date.now();
      const [a, track] = await Promise.all([call<{ address: string }>(GPS.address, { lng: at[0], lat: at[1] }), call<{ lng: number; lat: number }[]>(GPS.track, { carId, from: now - HOUR, to: now })]);
      setAddress(a.address);
      setTrail(track.map((p) => [p.lng, p.lat] as LngLat));
    },
    [call, positionOf],
  );

  const findPlates = (text: string) => {
    void call<{ carId: number; carCode: string }[]>(ASSET.carCodes, { carCode: text.trim() }).then((list) => setSearch(list.map((c) => ({ value: c.carCode, label: c.carCode }))));
  };
  const choosePlate = (plate: string) => {
    void call<{ carId: number }>(ONLINE.byCode, { carCode: plate }).then((car) => pick(car.carId));
  };

  const current = picked ? info[picked.carId] : undefined;
  const now = current ? positionOf(current) : null;
  const state = (online: boolean) => kit.t(online ? 'cljk.track.online' : 'cljk.track.offline');
  const label = (n: CarNode) => (n.type === 'car' ? <span data-testid={`cljk-car-${n.carId}`}>{n.title}</span> : `${n.title} (${String(n.online)}/${n.total})`);
  const treeData = (nodes: CarNode[]): object[] => nodes.map((n) => ({ key: n.key, title: label(n), isLeaf: n.type === 'car', children: n.children ? treeData(n.children) : undefined }));
  const cars = useMemo(() => new Map(leaves(tree).map((c) => [c.key, c.carId!])), [tree]);

  return (
    <div data-testid="cljk-realtime" style={{ display: 'flex', gap: 12, padding: 16 }}>
      <div style={{ width: 260, flex: 'none' }}>
        {head && <div data-testid="cljk-realtime-head" style={{ marginBottom: 8 }}>{kit.t('cljk.online.head', { ...head })}</div>}
        <AutoComplete aria-label={kit.t('cljk.online.search')} placeholder={kit.t('cljk.online.search')} style={{ width: '100%', marginBottom: 8 }} options={search} onSearch={findPlates} onFocus={() => findPlates('')} onSelect={choosePlate} />
        {tree.length > 0 && <Tree defaultExpandAll treeData={treeData(tree) as never} selectedKeys={picked ? [`car-${picked.carId}`] : []} onSelect={(keys) => cars.has(String(keys[0])) && void pick(cars.get(String(keys[0]))!)} />}
      </div>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Space style={{ marginBottom: 8, minHeight: 22 }}>
          {current && now && (
            <span data-testid="cljk-realtime-info">
              {now.at ? kit.t('cljk.online.info', { plate: current.plateNo, state: state(now.online), time: current.time ?? '', speed: now.speed ?? 0, fuel: now.fuel ?? '-', address }) : kit.t('cljk.online.never', { plate: current.plateNo, state: state(now.online) })}
            </span>
          )}
          {picked?.at && <span data-testid="cljk-realtime-trail">{kit.t('cljk.online.lastHour', { n: trail.length })}</span>}
        </Space>
        {/* The shipped base map names Hangzhou's districts and landmarks in Chinese: data, marked as such. */}
        <div lang="zh-CN">
          <MapView key={picked ? `${picked.carId}` : 'all'} title={kit.t('cljk.realtime')} height={560} center={picked?.at ?? undefined} zoom={picked?.at ? 15 : undefined} points={points} clusterPx={0} lines={trail.length > 1 ? [{ id: 'trail', path: trail, color: '#1677ff' }] : []} onPointClick={(p) => void pick(Number(p.id))} />
        </div>
      </div>
    </div>
  );
}
