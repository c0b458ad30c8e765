/**
 * 运输数据大屏 (/cloud/ljsy/ljqyDataKanBan/*): the kit's wall display (kit/screen, docs/screens.md) —
 * dark, 1920×1080, every figure of one round taken at one moment (asOf in the header), refreshed every
 * `refreshSeconds` the server's constant gives. The board's day is the latest with loads; tonnage by
 * kit/waste/loadWeight (loads without a valid weight counted apart, never as 0; transfer legs not
 * collected again); vehicles, facilities, a vehicle's track and a planned route on the map of the demo
 * city; a vehicle or facility without valid coordinates is listed as an anomaly, never drawn.
 */
import { Select, TreeSelect } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { callWith } from '../../../kit/client';
import { parseCall } from '../../../kit/resource';
import { defineScreen, WallScreen, type ScreenPoint, type ScreenStat } from '../../../kit/screen';
import { useKit } from '../../../kit/ui';
import { boardCalls } from './boardCalls';

type Daily = { day: string; tonnes: number | null; trips: number; counted: number; leftOut: number; average: number | null; transferTonnes: number | null; transferTrips: number; cars: number };
type Fix = { carId: number; carCode: string; lng: number | null; lat: number | null; speed?: number | null };
type Last = { points: Fix[]; anomalies: (Fix & { reason: string })[] };
type Factory = { id: number; factoryName: string; lng: number | null; lat: number | null; intake: number | null };
type Track = { points: { lng: number; lat: number; gpsTime?: string; name?: string }[] };
type Dept = { title: string; value: string; children: Dept[] };
type Subject = { subject: string; count: number; cars: { carId: number; carCode: string }[] };

/** The board's day as figures (the definitions are the figures' help). */
export const dailyStats = (d: Daily | null): ScreenStat[] => [
  { label: 'ljsy.board.day', value: d?.day ?? null },
  { label: 'ljsy.figure.tonnes', value: d?.tonnes ?? null, unit: 'kit.unit.t', help: 'ljsy.figure.tonnesHelp' },
  { label: 'ljsy.board.trips', value: d?.trips ?? null },
  { label: 'ljsy.figure.leftOut', value: d?.leftOut ?? null, help: 'ljsy.figure.leftOutHelp' },
  { label: 'ljsy.figure.transferTonnes', value: d?.transferTonnes ?? null, unit: 'kit.unit.t', help: 'ljsy.figure.transferHelp' },
];

/** Every vehicle of the last positions, those without a fix too (the screen lists them as anomalies). */
const vehicles = (data: unknown): ScreenPoint[] => {
  const d = data as Last | null;
  return [...(d?.points ?? []), ...(d?.anomalies ?? [])].map((p) => ({ id: p.carId, name: p.carCode, lng: p.lng ?? null, lat: p.lat ?? null, value: p.speed ?? null }));
};
const factories = (data: unknown): ScreenPoint[] => ((data as Factory[] | null) ?? []).map((f) => ({ id: f.id, name: f.factoryName, lng: f.lng, lat: f.lat, value: f.intake }));
const along = (prefix: string) => (data: unknown): ScreenPoint[] => ((data as Track | null)?.points ?? []).map((p, i) => ({ id: `${prefix}${i}`, name: p.name ?? p.gpsTime ?? String(i + 1), lng: p.lng, lat: p.lat }));

function useCall<T>(call: string, params: Record<string, unknown> = {}): T | null {
  const kit = useKit();
  const [data, setData] = useState<T | null>(null);
  const key = JSON.stringify(params);
  useEffect(() => {
    let live = true;
    callWith<T>(kit.request, parseCall(call), JSON.parse(key) as Record<string, unknown>, 'silent').then((d) => live && setData(d), () => undefined);
    return () => {
      live = false;
    };
  }, [kit, call, key]);
  return data;
}

export function TransportBoard() {
  const { t } = useKit();
  const refresh = useCall<{ value: number }>(boardCalls.getConstantByCode, { code: 'refreshSeconds' });
  const depts = useCall<Dept[]>(boardCalls.deptTree);
  const routes = useCall<{ records: { id: number; routeName: string; carId: number }[] }>('/cloud/ljsy/ljqyDataKanBan/routeList', { pageSize: 100 });
  const [deptId, setDeptId] = useState<string | undefined>();
  const [subject, setSubject] = useState<string | undefined>();
  const [carId, setCarId] = useState<number | undefined>();
  const [routeId, setRouteId] = useState<number | undefined>();
  const subjects = useCall<Subject[]>(boardCalls.carsBySubject, { deptId });
  const car = carId ?? subjects?.[0]?.cars[0]?.carId;
  const route = routeId ?? routes?.records.find((r) => r.carId === car)?.id ?? routes?.records[0]?.id;
  const choice = { deptId: deptId ?? '', subject: subject ?? '' };

  const screen = useMemo(
    () =>
      defineScreen({
        title: 'ljsy.board.title',
        refreshSeconds: refresh?.value ?? 60,
        panels: [
          { key: 'daily', title: 'ljsy.board.latestDay', kind: 'stats', side: 'top', source: boardCalls.dailyGarNum, pick: (d) => dailyStats(d as Daily) },
          { key: 'trend', title: 'ljsy.board.trend', help: 'ljsy.figure.tonnesHelp', kind: 'series', side: 'left', weight: 1.2, source: boardCalls.trend },
          {
            key: 'subjects', title: 'ljsy.board.subjects', help: 'ljsy.figure.transferHelp', kind: 'table', side: 'left', weight: 1.3, source: boardCalls.subjectFactoryInfo,
            columns: [
              { key: 'subject', title: 'ljsy.col.subject' },
              { key: 'factoryName', title: 'ljsy.col.factoryName' },
              { key: 'trips', title: 'ljsy.col.trips', width: 56 },
              { key: 'tonnes', title: 'ljsy.col.tonnes', width: 96 },
            ],
          },
          {
            key: 'factories', title: 'ljsy.board.factories', help: 'ljsy.figure.intakeHelp', kind: 'table', side: 'right', weight: 1.2, source: boardCalls.factoryList,
            columns: [
              { key: 'factoryName', title: 'ljsy.col.factoryName' },
              { key: 'loads', title: 'ljsy.col.trips', width: 56 },
              { key: 'intake', title: 'ljsy.col.intake', width: 100 },
            ],
          },
          {
            key: 'carsBySubject', title: 'ljsy.board.carsBySubject', kind: 'table', side: 'right', source: boardCalls.carsBySubject, params: choice,
            columns: [
              { key: 'subject', title: 'ljsy.col.subject' },
              { key: 'count', title: 'ljsy.col.count', width: 80 },
            ],
          },
        ],
        map: {
          title: 'ljsy.board.map',
          layers: [
            { key: 'factories', title: 'ljsy.board.facility', color: '#ffb020', source: boardCalls.factoryList, pick: factories },
            { key: 'vehicles', title: 'ljsy.board.vehicle', color: '#2fd4ff', source: boardCalls.gpsLastPosition, params: choice, pick: vehicles },
            { key: 'track', title: 'ljsy.board.carRoute', color: '#36e2a0', source: boardCalls.carRoute, params: { carId: car ?? '' }, pick: along('t') },
            { key: 'route', title: 'ljsy.board.routePoints', color: '#c792ff', source: boardCalls.routePoints, params: { routeId: route ?? '' }, pick: along('r') },
          ],
        },
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the choices' values, not the objects built from them
    [refresh?.value, deptId, subject, car, route],
  );
  const style = { minWidth: 150 };
  const toolbar = (
    <div style={{ display: 'flex', gap: 8 }}>
      <TreeSelect allowClear style={style} treeData={depts ?? []} value={deptId} onChange={setDeptId} placeholder={t('ljsy.board.pickDept')} aria-label={t('ljsy.board.pickDept')} />
      <Select allowClear style={style} value={subject} onChange={setSubject} placeholder={t('ljsy.board.pickSubject')} aria-label={t('ljsy.board.pickSubject')} options={(subjects ?? []).map((s) => ({ value: s.subject, label: s.subject }))} />
      <Select allowClear style={style} value={carId} onChange={setCarId} placeholder={t('ljsy.board.pickCar')} aria-label={t('ljsy.board.pickCar')} options={(subjects ?? []).flatMap((s) => s.cars.map((c) => ({ value: c.carId, label: c.carCode })))} />
      <Select allowClear style={style} value={routeId} onChange={setRouteId} placeholder={t('ljsy.board.pickRoute')} aria-label={t('ljsy.board.pickRoute')} options={(routes?.records ?? []).map((r) => ({ value: r.id, label: r.routeName }))} />
    </div>
  );
  // A new choice loads a new round at once (the kit's rounds read a screen's params on their timer).
  return <WallScreen key={JSON.stringify(screen.map?.layers.map((l) => l.params))} screen={screen} toolbar={toolbar} />;
}
