// The bench page of `npm run bench:devices` (figure 3): `window.runTrack(...)` fetches a track from
// the server, renders the kit's TrackView with it and resolves the milliseconds from the request to
// the first frame painted after the map reported ready; `columns` asks for the columnar answer.
import { createRoot, type Root } from 'react-dom/client';
import { TrackView, trackFromColumns, type TrackColumns, type TrackPoint } from '../../../../kit/map';

let root: Root | null = null;

async function runTrack(token: string, deviceId: string, from: number, to: number, columns: boolean): Promise<{ ms: number; fetchMs: number; points: number }> {
  root?.unmount();
  const host = document.getElementById('root')!;
  const t0 = performance.now();
  const response = await fetch(`/cloud/devices/rest/readings/track?deviceId=${deviceId}&from=${from}&to=${to}${columns ? '&columns=1' : ''}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { data: TrackPoint[] | TrackColumns };
  const points = Array.isArray(body.data) ? body.data : trackFromColumns(body.data);
  const fetchMs = performance.now() - t0;
  root = createRoot(host);
  root.render(<TrackView points={points} height={500} title="track" />);
  await new Promise<void>((resolve) => {
    const check = () => (host.querySelector('.uo-map[data-ready="true"]') ? resolve() : requestAnimationFrame(check));
    check();
  });
  // The frame after the map's layers were drawn is the first one the user sees with the track.
  await new Promise((r) => requestAnimationFrame(() => r(null)));
  return { ms: performance.now() - t0, fetchMs, points: points.length };
}

(window as unknown as { runTrack: typeof runTrack }).runTrack = runTrack;
