// The map test page: the kit's lazily loaded map with the shipped base map (no tiles), 10,000
// clustered points, a line, a polygon, a circle, a label, a heat map and a point whose popup text
// looks like HTML. A clicked point's id is written below the map.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MapView, TrackView, type MapPoint, type TrackPoint } from '../../../../../kit/map';

/** Deterministic spread of points over the city centre (a small LCG, so every run draws the same). */
function spread(n: number): MapPoint[] {
  let seed = 42;
  const next = () => (seed = (seed * 1664525 + 1013904223) % 4294967296) / 4294967296;
  return Array.from({ length: n }, (_, i) => ({ id: i, at: [120.05 + next() * 0.25, 30.15 + next() * 0.2] as [number, number], popup: `车辆 ${i}` }));
}

const points: MapPoint[] = [...spread(10_000), { id: 'html', at: [120.45, 30.44], popup: '<img src=x onerror="window.hacked=1">桶 & 站', color: '#cf1322' }];
/** 50,000 one-second positions: driving east at ~36 km/h, a 10-minute stop, then 20 minutes at ~108 km/h. */
function track(): TrackPoint[] {
  const out: TrackPoint[] = [];
  let lng = 120.1;
  let moved = 0;
  const t0 = Date.UTC(2026, 10, 1, 8);
  for (let i = 0; i < 50_000; i++) {
    const stopped = i >= 20_000 && i < 20_600;
    const fast = i >= 30_000 && i < 31_200;
    lng += stopped ? 0 : fast ? 0.00031 : 0.000104;
    if (!stopped) moved++;
    out.push({ t: t0 + i * 1000, lng, lat: 30.25 + 0.01 * Math.sin(moved / 3000), speed: null });
  }
  return out;
}
const trackPoints = track();

const heat = points.slice(0, 2000).map((p) => ({ at: p.at, weight: 0.5 }));

function Page() {
  const [clicked, setClicked] = useState('');
  return (
    <>
      <section data-testid="map">
      <MapView
        title="城市地图"
        height={700}
        tiles={null}
        points={points}
        lines={[{ id: 'route', path: [[120.16, 30.25], [120.2, 30.29], [120.25, 30.3]], popup: '线路 1' }]}
        polygons={[{ id: 'fence', ring: [[120.3, 30.35], [120.36, 30.35], [120.33, 30.4]], popup: '电子围栏' }]}
        circles={[{ id: 'c', center: [120.21, 30.25], radius: 800 }]}
        labels={[{ id: 'l', at: [120.33, 30.37], text: '<b>作业区</b>' }]}
        heat={heat}
        onPointClick={(p) => setClicked(String(p.id))}
      />
      </section>
      <output data-testid="clicked">{clicked}</output>
      <section data-testid="track">
        <TrackView points={trackPoints} speedLimit={80} height={400} title="轨迹回放" />
      </section>
    </>
  );
}

createRoot(document.getElementById('root')!).render(<Page />);
