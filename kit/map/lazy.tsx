/**
 * Lazy entries of the map's components, each behind a Suspense with a sized placeholder so the page
 * does not jump when Leaflet arrives.
 */
import { lazy, Suspense } from 'react';
import type { MapProps } from './types';
import type { ShapeEditorProps } from './ShapeEditor';
import type { TrackPlayerProps } from './TrackPlayer';

const OfflineMap = lazy(() => import('./OfflineMap'));
const Editor = lazy(() => import('./ShapeEditor'));
const Player = lazy(() => import('./TrackPlayer'));

const placeholder = (height: number | string = 480) => <div className="uo-map-loading" style={{ height, background: '#e8eef3', borderRadius: 6 }} />;

/** The kit's offline map (see MapProps); Leaflet is downloaded the first time one is shown. */
export function MapView(props: MapProps) {
  return (
    <Suspense fallback={placeholder(props.height)}>
      <OfflineMap {...props} />
    </Suspense>
  );
}

/** Draws and edits a line or a polygon (the input of geoLine and geoPolygon fields). */
export function ShapeEditor(props: ShapeEditorProps) {
  return (
    <Suspense fallback={placeholder(props.height ?? 320)}>
      <Editor {...props} />
    </Suspense>
  );
}

/** Plays a track on the map (see TrackPlayerProps); figures from every point, drawing decimated. */
export function TrackView(props: TrackPlayerProps) {
  return (
    <Suspense fallback={placeholder(props.height)}>
      <Player {...props} />
    </Suspense>
  );
}
