/**
 * 运输数据大屏 (/cloud/ljsy/ljqyDataKanBan/*): a 1920×1080 big screen opened alone in a window. The
 * board's day (the latest with loads) and the moment its figures were taken (asOf) head it; tonnage by
 * kit/waste/loadWeight (loads without a valid weight counted apart, never as 0); vehicles and
 * facilities on the map, a vehicle without valid coordinates listed as an anomaly, never drawn.
 */
import { Select, TreeSelect } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { PointMap, ScreenBoard, type GeoItem, type PanelDef } from '../../../kit/charts';
import { callWith } from '../../../kit/client';
import { parseCall } from '../../../kit/resource';
import { useKit } from '../../../kit/ui';
import { boardCalls, shown } from './boardCalls';

type Fix = { carId: number; carCode: string; subject: string; lng: number; lat: number; gpsTime: string };
type Anomaly = { carCode: string; reason: string; gpsTime: string | null };
type Daily = { day: string; asOf: string; tonnes: number | null; trips: number; counted: number; leftOut: number; average: number | null; transferTonnes: number | null; cars: number };
type Factory = { factoryName: string; factoryType: string; lng: number | null; lat: number | null; valid: boolean; intake: number | null };
type Track = { points: { lng: number; lat: number }[]; anomalies: { gpsTime: string }[] };
type Dept = { title: string; value: string; children: Dept[] };
type Subject = { subject: string; count: number; cars: { carId: number; carCode: string }[] };

function useCall<T>(call: string, params: Record<string, unknown>, every = 0): T | null {
  const kit = useKit();
  const [data, setData] = useState<T | null>(null);
  const key = JSON.stringify(params);
  useEffect(() => {
    let live = true;
    const load = () => callWith<T>(kit.request, parseCall(call), JSON.parse(key) as Record<string, unknown>, 'silent').then((d) => live && setData(d), () => undefined);
    void load();
    const timer = every ? setInterval(load, every * 1000) : undefined;
    return () => {
      live = false;
      if (timer) clearInterval(timer);
    };
  }, [kit, call, key, every]);
  return data;
}

function DailyCards(props: { data: Daily | null }) {
  const { t } = useKit();
  const d = props.data;
  const cards: [string, string, string?][] = [
    ['ljsy.board.day', d?.day ?? '--'],
    ['ljsy.figure.tonnes', shown(d?.tonnes), 'kit.unit.t'],
    ['ljsy.board.trips', shown(d?.trips, 0)],
    ['ljsy.figure.leftOut', shown(d?.leftOut, 0)],
    ['ljsy.figure.transferTonnes', shown(d?.transferTonnes), 'kit.unit.t'],
    ['ljsy.board.cars', shown(d?.cars, 0)],
  ];
  return (
    <div style={{ display: 'flex', gap: 16 }} data-testid="ljsy-daily">
      {cards.map(([label, value, unit]) => (
        <div key={label} style={{ flex: 1 }} title={label === 'ljsy.figure.tonnes' ? t('ljsy.figure.tonnesHelp') : label === 'ljsy.figure.leftOut' ? t('ljsy.figure.leftOutHelp') : undefined}>
          <div style={{ opacity: 0.75 }}>{t(label)}</div>
          <div style={{ fontSize: 28, fontWeight: 600 }} translate="no">
            {value}
            {unit && value !== '--' ? <span style={{ fontSize: 14, marginLeft: 4 }}>{t(unit)}</span> : null}
          </div>
        </div>
      ))}
      <div style={{ flex: 1 }}>
        <div style={{ opacity: 0.75 }}>{t('ljsy.board.asOf')}</div>
        <div style={{ fontSize: 16 }} data-testid="ljsy-asof">{d?.asOf ?? '--'}</div>
      </div>
    </div>
  );
}

export function TransportBoard() {
  const kit = useKit();
  const { t } = kit;
  const refresh = useCall<{ value: number }>(boardCalls.getConstantByCode, { code: 'refreshSeconds' });
  const every = refresh?.value ?? 60;
  const [deptId, setDeptId] = useState<string | undefined>();
  const [subject, setSubject] = useState<string | undefined>();
  const [carId, setCarId] = useState<number | undefined>();
  const [routeId, setRouteId] = useState<number | undefined>();
  const depts = useCall<Dept[]>(boardCalls.deptTree, {});
  const subjects = useCall<Subject[]>(boardCalls.carsBySubject, { deptId }, every);
  const routes = useCall<{ records: { id: number; routeName: string }[] }>('/cloud/ljsy/ljqyDataKanBan/routeList', { pageSize: 100 });
  const daily = useCall<Daily>(boardCalls.dailyGarNum, {}, every);
  const last = useCall<{ asOf: string; points: Fix[]; anomalies: Anomaly[] }>(boardCalls.gpsLastPosition, { deptId, subject }, every);
  const factories = useCall<Factory[]>(boardCalls.factoryList, {}, every);
  const track = useCall<Track>(boardCalls.carRoute, carId ? { carId } : { carId: subjects?.[0]?.cars[0]?.carId ?? '' }, every);
  const waypoints = useCall<Track>(boardCalls.routePoints, { routeId: routeId ?? routes?.records[0]?.id ?? '' });

  const mapPoints = useMemo<GeoItem[]>(() => {
    const cars = (last?.points ?? []).map((p) => ({ name: p.carCode, lng: p.lng, lat: p.lat, category: 'ljsy.board.vehicle' }));
    const facs = (factories ?? []).filter((f) => f.valid).map((f) => ({ name: f.factoryName, lng: f.lng!, lat: f.lat!, value: f.intake ?? undefined, category: 'ljsy.board.facility' }));
    return [...facs, ...cars];
  }, [last, factories]);
  const anomalies = [
    ...(last?.anomalies ?? []).map((a) => ({ name: a.carCode, reason: t(a.reason), at: a.gpsTime ?? '--' })),
    ...(factories ?? []).filter((f) => !f.valid).map((f) => ({ name: f.factoryName, reason: t('ljsy.anomaly.noFix'), at: '--' })),
  ];
  const small = { margin: 0, paddingLeft: 18, lineHeight: 1.8 };

  const panels: PanelDef[] = [
    { key: 'daily', title: 'ljsy.board.title', call: boardCalls.getConstantByCode, params: { code: 'boardTitle' }, kind: 'stats', span: 24, render: () => <DailyCards data={daily} /> },
    { key: 'trend', title: 'ljsy.board.trend', call: boardCalls.trend, kind: 'series', span: 8, height: 250 },
    {
      key: 'map', title: 'ljsy.board.map', call: boardCalls.gpsLastPosition, kind: 'geo', span: 10, height: 560, params: { deptId, subject },
      render: () => <PointMap data={mapPoints} height={520} testId="ljsy-map" />,
    },
    {
      key: 'anomalies', title: 'ljsy.board.anomalies', call: boardCalls.gpsLastPosition, kind: 'table', span: 6, height: 250, params: { deptId, subject },
      render: () => (
        <ul style={small} data-testid="ljsy-anomalies">
          {anomalies.length ? anomalies.map((a) => <li key={a.name}><span translate="no">{a.name}</span>：{a.reason}（{a.at}）</li>) : <li>--</li>}
        </ul>
      ),
    },
    { key: 'subjects', title: 'ljsy.board.subjects', call: boardCalls.subjectFactoryInfo, kind: 'table', span: 8, height: 290 },
    {
      key: 'factories', title: 'ljsy.board.factories', call: boardCalls.factoryList, kind: 'table', span: 6, height: 290,
      render: () => (
        <ul style={small}>
          {(factories ?? []).map((f) => <li key={f.factoryName}><span translate="no">{f.factoryName}</span>：{shown(f.intake)} {t('kit.unit.t')}</li>)}
        </ul>
      ),
    },
    {
      key: 'track', title: 'ljsy.board.carRoute', call: boardCalls.carRoute, kind: 'geo', span: 12, height: 240, params: { carId: carId ?? '' },
      render: () => <PointMap data={(track?.points ?? []).map((p, i) => ({ name: String(i + 1), lng: p.lng, lat: p.lat, category: 'ljsy.board.carRoute' }))} height={200} />,
    },
    {
      key: 'route', title: 'ljsy.board.routePoints', call: boardCalls.routePoints, kind: 'geo', span: 12, height: 240, params: { routeId: routeId ?? '' },
      render: () => <PointMap data={(waypoints?.points ?? []).map((p, i) => ({ name: String(i + 1), lng: p.lng, lat: p.lat, category: 'ljsy.board.waypoint' }))} height={200} />,
    },
  ];
  const treeData = depts ?? [];
  const toolbar = (
    <div style={{ display: 'flex', gap: 8 }}>
      <TreeSelect allowClear style={{ minWidth: 200 }} treeData={treeData} value={deptId} onChange={setDeptId} placeholder={t('ljsy.board.pickDept')} aria-label={t('ljsy.board.pickDept')} />
      <Select allowClear style={{ minWidth: 220 }} value={subject} onChange={setSubject} placeholder={t('ljsy.board.pickSubject')} aria-label={t('ljsy.board.pickSubject')} options={(subjects ?? []).map((s) => ({ value: s.subject, label: `${s.subject}（${s.count}）` }))} />
      <Select allowClear style={{ minWidth: 160 }} value={carId} onChange={setCarId} placeholder={t('ljsy.board.pickCar')} aria-label={t('ljsy.board.pickCar')} options={(subjects ?? []).flatMap((s) => s.cars.map((c) => ({ value: c.carId, label: c.carCode })))} />
      <Select allowClear style={{ minWidth: 180 }} value={routeId} onChange={setRouteId} placeholder={t('ljsy.board.pickRoute')} aria-label={t('ljsy.board.pickRoute')} options={(routes?.records ?? []).map((r) => ({ value: r.id, label: r.routeName }))} />
    </div>
  );
  return <ScreenBoard title="ljsy.board.title" panels={panels} toolbar={toolbar} />;
}
