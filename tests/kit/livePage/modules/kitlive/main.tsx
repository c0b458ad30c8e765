// A test page (built by tests/kit/live.browser.test.ts only): a small fleet board on the real bridge
// context (token from the URL) and the real server. It loads the vehicle V-T01's track and fuel
// series through the device calls, draws every device on the kit's map, plays the track, and moves
// the map's points and extends the fuel chart as readings arrive through the live stream.
import { useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { SeriesChart } from '../../../../../kit/charts';
import { defineMessages } from '../../../../../kit/i18n';
import { useDeviceLive } from '../../../../../kit/live';
import { MapView, TrackView, type TrackPoint } from '../../../../../kit/map';
import { defineModuleResources } from '../../../../../kit/resource';
import { ModuleApp, useKit } from '../../../../../kit/ui';

const D = '/cloud/devices/rest';
type Device = { id: string; code: string; name: string; online: boolean };
type Series = { points: { t: number; last: number }[] };

const resources = defineModuleResources({
  module: 'kitlive',
  messages: defineMessages({ 'zh-CN': { 'kitlive.board': '车辆看板' }, 'en-US': { 'kitlive.board': 'Fleet board' } }),
  resources: [],
});

const clock = (t: number) => new Date(t).toISOString().slice(11, 19);

function Board() {
  const { request, locale } = useKit();
  const [devices, setDevices] = useState<Device[]>([]);
  const [track, setTrack] = useState<TrackPoint[]>([]);
  const [fuel, setFuel] = useState<{ t: number; v: number }[]>([]);
  const vehicle = devices.find((d) => d.code === 'V-T01');

  useEffect(() => {
    void request.load<Device[]>({ url: `${D}/device/list`, method: 'GET' }).then(setDevices);
  }, [request]);
  useEffect(() => {
    if (!vehicle) return;
    const to = Date.now() + 60_000;
    const range = { deviceId: vehicle.id, from: to - 3 * 3600_000, to };
    void request.load<TrackPoint[]>({ url: `${D}/readings/track`, method: 'GET', data: range }).then(setTrack);
    void request.load<Series>({ url: `${D}/readings/series`, method: 'GET', data: { ...range, metric: 'fuel', points: 60 } }).then((s) => setFuel(s.points.map((p) => ({ t: p.t, v: p.last }))));
  }, [request, vehicle]);

  const live = useDeviceLive({
    onEvent: (e) => {
      const v = e.values.fuel;
      if (e.deviceId === vehicle?.id && v !== undefined) setFuel((list) => [...list, { t: e.t, v }]);
    },
  });

  const lastOfTrack = track.at(-1);
  const points = useMemo(
    () =>
      devices.flatMap((d) => {
        const at = live.devices[d.id]?.at ?? (d.id === vehicle?.id && lastOfTrack ? ([lastOfTrack.lng, lastOfTrack.lat] as [number, number]) : null);
        return at ? [{ id: d.id, at, popup: `${d.code} ${d.name}` }] : [];
      }),
    [devices, live.devices, vehicle, lastOfTrack],
  );
  const chart = useMemo(() => ({ categories: fuel.map((p) => clock(p.t)), series: [{ name: '油量', data: fuel.map((p) => p.v), unit: 'L' }] }), [fuel]);
  const latest = vehicle ? live.devices[vehicle.id] : undefined;

  return (
    <>
      <output data-testid="live-state">{live.state}</output>
      <output data-testid="live-last">{latest ? `${latest.code} ${latest.values.fuel ?? ''} ${latest.at?.join(',') ?? ''}` : ''}</output>
      <output data-testid="alarms">{live.alarms.map((a) => `${a.metric}:${a.kind}:${a.value}`).join(' ')}</output>
      <section data-testid="map">
        <MapView title="车辆分布" height={500} tiles={null} center={[120.17, 30.275]} zoom={12} clusterPx={0} points={points} />
      </section>
      <section data-testid="fuel" data-points={fuel.length} data-last={fuel.at(-1)?.v ?? ''}>
        <SeriesChart data={chart} height={240} />
      </section>
      <section data-testid="track" data-points={track.length}>
        {track.length > 1 ? <TrackView points={track} speedLimit={60} height={360} title="轨迹回放" locale={locale} /> : null}
      </section>
    </>
  );
}

createRoot(document.getElementById('root')!).render(<ModuleApp module={resources} routes={[{ path: '/board', element: <Board /> }]} />);
